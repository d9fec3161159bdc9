import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    @IBOutlet var isUpdateText: UILabel!
    @IBOutlet var isIntervalText: UILabel!

    @IBAction func onSwitch(_ sender: UISwitch) {
        self.isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        self.isIntervalText.text = "\(Int(sender.value))분 마다"
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        // TODO: 이메일이 비어 있지 않으면 ManualSubmit 세그웨이를 실행하세요. (If the email is not empty, perform the ManualSubmit segue.)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // TODO: segue.destination에 값을 넘기세요. (Pass the values to segue.destination.)
    }
}
