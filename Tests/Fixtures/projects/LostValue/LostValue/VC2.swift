import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The value lives in a store: it survives this screen being released.
        self.valueLabel.text = UserDefaults.standard.string(forKey: "value") ?? "-"
    }
}
