import UIKit

extension AppDelegate {
    @MainActor
    func save(_ text: String?) async {
        await Task.yield()
        value = text
    }
}

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    @IBAction func onSend(_ sender: Any) {
        let text = valueField.text
        Task { @MainActor in
            guard let app = UIApplication.shared.delegate as? AppDelegate else { return }
            await app.save(text)
            self.navigationController?.popViewController(animated: true)
        }
    }
}
