import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        save(email.text ?? "")
        leave()
    }

    private func formStore() -> UserDefaults {
        UserDefaults(suiteName: "form") ?? .standard
    }

    private func save(_ value: String) {
        formStore().set(value, forKey: "email")
    }

    private func leave() {
        navigationController?.popViewController(animated: true)
    }
}
