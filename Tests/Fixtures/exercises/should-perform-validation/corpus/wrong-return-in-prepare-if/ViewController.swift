import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "ActionSubmit", email.text?.isEmpty ?? true {
            return false
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let typed = email.text ?? ""
        if typed.isEmpty {
            return
        }
        guard let next = segue.destination as? ResultViewController else { return }
        next.paramEmail = typed
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        self.performSegue(withIdentifier: "ManualSubmit", sender: nil)
    }
}
