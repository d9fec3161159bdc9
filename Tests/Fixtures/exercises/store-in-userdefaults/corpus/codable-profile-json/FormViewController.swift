import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        let profile = Profile(email: email.text ?? "", savedAt: Date())
        if let data = try? JSONEncoder().encode(profile) {
            UserDefaults.standard.set(data, forKey: "profile")
        }
        UserDefaults.standard.set(profile.email, forKey: "email")
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        navigationController?.viewControllers.removeLast()
    }
}
