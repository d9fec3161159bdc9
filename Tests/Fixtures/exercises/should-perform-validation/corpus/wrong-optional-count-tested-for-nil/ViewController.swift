import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    private var hasEmail: Bool {
        email.text?.count != nil
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "ActionSubmit" {
            return hasEmail
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if hasEmail {
            performSegue(withIdentifier: "ManualSubmit", sender: sender)
        }
    }
}
