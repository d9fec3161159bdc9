import UIKit

struct Submission {
    let email: String
    let update: Bool
    let interval: Double
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    @IBOutlet var isUpdateText: UILabel!
    @IBOutlet var isIntervalText: UILabel!

    @IBAction func onSwitch(_ sender: UISwitch) {
        isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        isIntervalText.text = "\(Int(sender.value))분 마다"
    }

    @IBAction func onPerformSegue(_ sender: UIButton) {
        guard let text = email.text, !text.isEmpty else {
            print("email is empty: staying here")
            return
        }
        let submission = Submission(email: text, update: isUpdate.isOn, interval: interval.value)
        performSegue(withIdentifier: "ManualSubmit", sender: submission)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let submission = sender as? Submission, let rvc = segue.destination as? ResultViewController {
            rvc.paramEmail = submission.email
            rvc.paramUpdate = submission.update
            rvc.paramInterval = submission.interval
        }
    }
}
