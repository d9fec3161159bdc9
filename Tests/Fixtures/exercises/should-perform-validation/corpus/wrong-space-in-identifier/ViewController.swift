import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "ActionSubmit" {
            return email.text?.isEmpty == false
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let rvc = segue.destination as? ResultViewController {
            rvc.paramEmail = email.text ?? ""
        }
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if let text = email.text, !text.isEmpty {
            performSegue(withIdentifier: "Manual Submit", sender: self)
        }
    }
}
