import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        UserDefaults.standard.set(email.text, forKey: "email")
        UIView.animate(withDuration: 0.25, animations: {
            self.view.alpha = 0
        }, completion: { _ in
            self.navigationController?.popViewController(animated: false)
        })
    }
}
