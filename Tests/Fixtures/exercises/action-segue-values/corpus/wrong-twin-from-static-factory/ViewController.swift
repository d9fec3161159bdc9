import UIKit

extension ResultViewController {
    /// Makes the result screen from the storyboard, already filled in.
    @discardableResult
    static func prepared(in storyboard: UIStoryboard?, email: String, autoUpdate: Bool = false, minutes: Double = 1) -> ResultViewController? {
        let screen = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController
        screen?.paramEmail = email
        screen?.paramUpdate = autoUpdate
        screen?.paramInterval = minutes
        return screen
    }
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ActionSubmit" {
            ResultViewController.prepared(in: storyboard, email: email.text ?? "", autoUpdate: isUpdate.isOn, minutes: interval.value)
        }
    }
}
