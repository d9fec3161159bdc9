import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let saved = UserDefaults.standard.object(forKey: StoreKey.sent) as? SentValue
        valueLabel.text = saved?.text ?? "-"
    }
}
