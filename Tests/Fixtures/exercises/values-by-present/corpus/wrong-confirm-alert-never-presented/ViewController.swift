import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        let confirm = UIAlertController(title: "보낼까요?", message: email.text, preferredStyle: .alert)
        confirm.addAction(UIAlertAction(title: "취소", style: .cancel))
        confirm.addAction(UIAlertAction(title: "보내기", style: .default) { _ in
            guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
            rvc.paramEmail = self.email.text ?? ""
            rvc.paramUpdate = self.isUpdate.isOn
            rvc.paramInterval = self.interval.value
            self.present(rvc, animated: true)
        })
    }
}
