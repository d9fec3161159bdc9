import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    private var keepSwitch: UISwitch!

    override func viewDidLoad() {
        super.viewDidLoad()
        keepSwitch = UISwitch(frame: CGRect(x: 20, y: 260, width: 51, height: 31))
        view.addSubview(keepSwitch)
    }

    @IBAction func onSave(_ sender: Any) {
        let keep = keepSwitch.isOn
        guard keep else {
            navigationController?.popViewController(animated: true)
            return
        }
        UserDefaults.standard.set(email.text, forKey: "savedEmail")
        navigationController?.popViewController(animated: true)
    }
}
