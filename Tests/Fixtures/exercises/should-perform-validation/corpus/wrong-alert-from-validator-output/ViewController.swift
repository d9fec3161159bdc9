import UIKit

final class EmailValidator {
    var onRejected: ((String) -> Void)?

    func accepts(_ text: String?) -> Bool {
        let ok = !(text ?? "").isEmpty
        if !ok { onRejected?("이메일을 입력하세요") }
        return ok
    }
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    let validator = EmailValidator()

    override func viewDidLoad() {
        super.viewDidLoad()
        validator.onRejected = { [weak self] message in
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "확인", style: .default))
            self?.present(alert, animated: true)
        }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "ActionSubmit" || validator.accepts(email.text)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if validator.accepts(email.text) {
            performSegue(withIdentifier: "ManualSubmit", sender: sender)
        }
    }
}
