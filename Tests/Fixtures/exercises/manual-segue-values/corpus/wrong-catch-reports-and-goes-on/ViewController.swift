import UIKit

enum EmailError: Error {
    case missing
}

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

    func checkedEmail() throws -> String {
        guard let text = email.text, !text.isEmpty else { throw EmailError.missing }
        return text
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        do {
            let address = try checkedEmail()
            print("sending", address)
        } catch {
            showError(error)
        }
        performSegue(withIdentifier: "ManualSubmit", sender: self)
    }

    func showError(_ error: Error) {
        print("email problem:", error)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
    }
}
