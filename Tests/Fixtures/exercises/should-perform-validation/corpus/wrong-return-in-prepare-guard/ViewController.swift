import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // An empty email should cancel the segue.
        guard let text = email.text, !text.isEmpty else { return }
        if let result = segue.destination as? ResultViewController {
            result.paramEmail = text
        }
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if let text = email.text, !text.isEmpty {
            performSegue(withIdentifier: "ManualSubmit", sender: sender)
        }
    }
}
