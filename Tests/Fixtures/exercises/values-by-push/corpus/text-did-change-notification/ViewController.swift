import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    private var typedEmail = ""
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: email, queue: nil) { [weak self] notification in
            guard let field = notification.object as? UITextField else { return }
            self?.typedEmail = field.text ?? ""
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = typedEmail
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        navigationController?.pushViewController(rvc, animated: true)
    }
}
