import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var email: UITextField!
    @IBOutlet weak var isUpdate: UISwitch!
    @IBOutlet weak var interval: UIStepper!

    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .light
        view.backgroundColor = UIColor(red: 0.96, green: 0.96, blue: 0.98, alpha: 1)
        email.keyboardType = .emailAddress
        email.clearButtonMode = .whileEditing
        email.borderStyle = .roundedRect
        email.placeholder = "you@example.com"
        isUpdate.onTintColor = .systemGreen
        interval.minimumValue = 0
        interval.stepValue = 1
    }

    @IBAction func onSubmit(_ sender: UIButton) {
        sender.layer.cornerRadius = 8
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        rvc.modalTransitionStyle = .coverVertical
        present(rvc, animated: true)
    }
}
