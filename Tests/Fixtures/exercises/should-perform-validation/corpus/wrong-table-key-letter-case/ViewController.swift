import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    var hasEmail: Bool {
        return !(email.text ?? "").isEmpty
    }

    // Which condition each storyboard segue needs before it may run.
    let conditions: [String: KeyPath<ViewController, Bool>] = [
        "actionSubmit": \ViewController.hasEmail
    ]

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let condition = conditions[identifier] else { return true }
        return self[keyPath: condition]
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc[keyPath: \ResultViewController.paramEmail] = email.text ?? ""
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        guard self[keyPath: \ViewController.hasEmail] else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: sender)
    }
}
