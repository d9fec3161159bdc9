import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard identifier == "ActionSubmit" else { return true }
        return hasValidEmail()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text!
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        guard hasValidEmail() else { return }
        self.performSegue(withIdentifier: "ManualSubmit", sender: nil)
    }
}

private extension ViewController {
    func hasValidEmail() -> Bool {
        guard let text = email.text else { return false }
        return text.isEmpty == false
    }
}
