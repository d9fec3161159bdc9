import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ActionSubmit" else { return }
        let destination = segue.destination
        destination.setValue(email.text ?? "", forKey: "paramEmail")
        destination.setValue(NSNumber(value: isUpdate.isOn), forKey: "paramUpdate")
        destination.setValue(NSNumber(value: interval.value), forKey: "paramInterval")
    }
}
