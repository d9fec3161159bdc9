import UIKit

struct ParseError: Error {
    let text: String
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

    @IBAction func onPerformSegue(_ sender: Any) {
        guard let text = email.text, !text.isEmpty else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: self)
    }

    func minutesShown() throws -> Double {
        let shown = isIntervalText.text ?? ""
        guard let minutes = Double(shown) else { throw ParseError(text: shown) }
        return minutes
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        do {
            rvc.paramInterval = try minutesShown()
        } catch {
            print("could not read the interval:", error)
        }
    }
}
