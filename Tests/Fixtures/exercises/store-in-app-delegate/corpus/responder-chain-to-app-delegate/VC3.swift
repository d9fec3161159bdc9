import UIKit

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    @IBAction func onSend(_ sender: Any) {
        // Follow the responder chain up from the text field until the app delegate answers.
        var responder: UIResponder? = valueField
        while let current = responder, !(current is AppDelegate) {
            responder = current.next
        }
        if let appDelegate = responder as? AppDelegate {
            appDelegate.value = valueField.text
        }
        navigationController?.popViewController(animated: true)
    }
}
