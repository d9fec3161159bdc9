import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    var history: [(String, Bool, Double)] = []

    @IBAction func onSubmit(_ sender: Any) {
        history.append((self.email.text!, self.isUpdate.isOn, self.interval.value))
        guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        let entry = history.first!
        rvc.paramEmail = entry.0
        rvc.paramUpdate = entry.1
        rvc.paramInterval = entry.2
        self.present(rvc, animated: true)
    }
}
