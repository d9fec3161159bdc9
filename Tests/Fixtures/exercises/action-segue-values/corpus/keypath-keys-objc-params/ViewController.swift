import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ActionSubmit" else { return }
        segue.destination.setValue(email.text, forKey: #keyPath(ResultViewController.paramEmail))
        segue.destination.setValue(isUpdate.isOn, forKey: #keyPath(ResultViewController.paramUpdate))
        segue.destination.setValue(interval.value, forKey: #keyPath(ResultViewController.paramInterval))
    }
}
