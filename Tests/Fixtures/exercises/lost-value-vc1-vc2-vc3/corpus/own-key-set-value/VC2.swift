import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let stored = UserDefaults.standard.object(forKey: "vc3.message") as? String else {
            valueLabel.text = "-"
            return
        }
        valueLabel.text = stored
    }
}
