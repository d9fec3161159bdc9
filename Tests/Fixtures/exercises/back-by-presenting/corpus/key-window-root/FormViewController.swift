import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        let window = UIApplication.shared.windows.first { $0.isKeyWindow }
        if let navigation = window?.rootViewController as? UINavigationController,
           let main = navigation.viewControllers.first as? ViewController {
            main.paramEmail = email.text
        }
        dismiss(animated: true, completion: nil)
    }
}
