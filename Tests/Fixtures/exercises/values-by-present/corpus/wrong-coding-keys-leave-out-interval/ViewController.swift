import UIKit

struct Settings: Codable {
    var email: String = ""
    var update: Bool = false
    var interval: Double = 0

    enum CodingKeys: String, CodingKey {
        case email = "user_email"
        case update
    }
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        var settings = Settings()
        settings.email = email.text ?? ""
        settings.update = isUpdate.isOn
        settings.interval = interval.value
        guard let data = try? JSONEncoder().encode(settings),
              let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.payload = data
        present(rvc, animated: true)
    }
}
