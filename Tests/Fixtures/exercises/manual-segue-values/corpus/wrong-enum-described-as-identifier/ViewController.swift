import UIKit

class ViewController: UIViewController {

    enum Route: String {
        case submit = "ManualSubmit"
    }

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
        go(.submit)
    }

    func go(_ route: Route) {
        performSegue(withIdentifier: String(describing: route), sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == Route.submit.rawValue, let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
    }
}
