import UIKit

enum StoreKey {
    static let sent = "sentValue"
}

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        let defaults = UserDefaults.standard
        defaults.set("from VC3", forKey: StoreKey.sent)
        navigationController?.popViewController(animated: true)
    }
}
