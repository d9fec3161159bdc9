import UIKit

struct SentValue {
    var text: String
    var sentAt: Date
}

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        let message = SentValue(text: "from VC3", sentAt: Date())
        UserDefaults.standard.set(message, forKey: StoreKey.sent)
        navigationController?.popViewController(animated: true)
    }
}

enum StoreKey {
    static let sent = "sent"
}
