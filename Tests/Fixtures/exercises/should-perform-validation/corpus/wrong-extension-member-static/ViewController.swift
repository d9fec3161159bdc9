import UIKit

protocol FormScreen {
    func allowsSubmit(_ identifier: String) -> Bool
}

extension FormScreen {
    func isComplete() -> Bool { true }

    func allowsSubmit(_ identifier: String) -> Bool {
        identifier != "ActionSubmit" || isComplete()
    }
}

class ViewController: UIViewController, FormScreen {

    @IBOutlet var email: UITextField!

    func isComplete() -> Bool {
        !(email.text ?? "").isEmpty
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        allowsSubmit(identifier)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if isComplete() {
            performSegue(withIdentifier: "ManualSubmit", sender: sender)
        }
    }
}
