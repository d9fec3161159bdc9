import UIKit

enum StoreKeys {
    static let sentText = "lastSentText"
}

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        UserDefaults.standard.set("from VC3", forKey: StoreKeys.sentText)
        // back to the second screen
        performSegue(withIdentifier: "ToVC2", sender: self)
    }
}
