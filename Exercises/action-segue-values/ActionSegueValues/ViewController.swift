import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // TODO: ActionSubmit 세그웨이이면 segue.destination에 값을 넘기세요. (For the ActionSubmit segue, pass the values to segue.destination.)
    }
}
