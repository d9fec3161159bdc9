import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "ActionSubmit" {
            return nil != email.text
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let result = segue.destination as? ResultViewController else { return }
        result.paramEmail = email.text ?? ""
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if email.text == nil {
            return
        }
        performSegue(withIdentifier: "ManualSubmit", sender: sender)
    }
}
