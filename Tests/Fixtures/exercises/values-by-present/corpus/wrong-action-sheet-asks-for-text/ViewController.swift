import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        let confirm = UIAlertController(title: "보내기", message: "메모를 남길까요?", preferredStyle: .actionSheet)
        confirm.addTextField { field in field.placeholder = "메모" }
        confirm.addAction(UIAlertAction(title: "보내기", style: .default) { _ in self.showResult() })
        present(confirm, animated: true)
    }

    func showResult() {
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        present(rvc, animated: true)
    }
}
