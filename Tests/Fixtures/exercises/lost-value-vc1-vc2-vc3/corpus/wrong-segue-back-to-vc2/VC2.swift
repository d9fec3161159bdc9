import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        valueLabel.text = UserDefaults.standard.string(forKey: StoreKeys.sentText) ?? "-"
    }
}
