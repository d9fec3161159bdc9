import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        let confirm = UIAlertController(title: "Send?", message: email.text, preferredStyle: .alert)
        confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        confirm.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
            rvc.paramEmail = self.email.text ?? ""
            rvc.paramUpdate = self.isUpdate.isOn
            rvc.paramInterval = self.interval.value
            self.navigationController?.pushViewController(rvc, animated: true)
        })
        present(confirm, animated: true)
    }
}
