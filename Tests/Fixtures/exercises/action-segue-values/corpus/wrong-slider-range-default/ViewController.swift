import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    /// A slider under the stepper that follows it, so the minutes can be dragged too.
    private let minutesSlider: UISlider = {
        let slider = UISlider()
        slider.minimumValue = 1
        return slider
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(minutesSlider)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ActionSubmit", let rvc = segue.destination as? ResultViewController else { return }
        minutesSlider.setValue(Float(interval.value), animated: false)
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = Double(minutesSlider.value)
    }
}
