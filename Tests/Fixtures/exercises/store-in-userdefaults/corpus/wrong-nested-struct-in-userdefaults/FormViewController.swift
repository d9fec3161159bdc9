import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        let profile = ViewController.Profile.init(email: email.text ?? "", savedAt: Date())
        UserDefaults.standard.set(profile, forKey: "profile")
        navigationController?.popViewController(animated: true)
    }
}
