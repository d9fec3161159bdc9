import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    private var hasEmail: Bool { !(email.text ?? "").isEmpty }

    private func warnEmpty() {
        let warning = UIAlertController(title: "이메일", message: "이메일을 입력하세요", preferredStyle: .alert)
        warning.addAction(UIAlertAction(title: "확인", style: .default))
        present(warning, animated: true)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard identifier == "ActionSubmit" else { return true }
        if !hasEmail { warnEmpty() }
        return hasEmail
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        guard hasEmail else { return warnEmpty() }
        performSegue(withIdentifier: "ManualSubmit", sender: sender)
    }
}
