import UIKit

struct EmailEntry: Codable {
    var email: String
    var editedAt: Date
}

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        guard let stack = self.navigationController?.viewControllers, stack.count >= 2,
              let main = stack[stack.count - 2] as? ViewController else { return }

        let entry = EmailEntry(email: self.email.text ?? "", editedAt: Date())
        main.paramData = try? JSONEncoder().encode(entry)
        self.navigationController?.popViewController(animated: true)
    }
}
