import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        let values: [String: Any] = [
            "paramEmail": self.email.text ?? "",
            "paramUpdate": self.isUpdate.isOn,
            "paramInterval": self.interval.value
        ]
        // generic setter: one line for every value
        rvc.setValuesForKeys(values)
        rvc.modalPresentationStyle = .fullScreen
        self.present(rvc, animated: true)
    }
}
