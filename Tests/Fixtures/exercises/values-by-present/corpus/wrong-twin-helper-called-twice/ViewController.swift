import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    private var resultScreen: ResultViewController {
        storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
    }

    @IBAction func onSubmit(_ sender: Any) {
        resultScreen.paramEmail = email.text!
        resultScreen.paramUpdate = isUpdate.isOn
        resultScreen.paramInterval = interval.value
        present(resultScreen, animated: true)
    }
}
