import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    // 이메일을 검사하고, 비어 있으면 입력란에 안내를 띄웁니다. (Checks the email and, when empty, prompts in the field.)
    @discardableResult
    func validateEmail() -> Bool {
        let valid = !(email.text ?? "").isEmpty
        email.placeholder = valid ? "이메일" : "이메일을 입력하세요"
        return valid
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "ActionSubmit" {
            return validateEmail()
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let result = segue.destination as? ResultViewController {
            result.paramEmail = email.text ?? ""
        }
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        validateEmail()
        performSegue(withIdentifier: "ManualSubmit", sender: sender)
    }
}
