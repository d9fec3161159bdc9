import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let app = UIApplication.shared.delegate as? AppDelegate, let stored = app.value else {
            valueLabel.text = "-"
            return
        }
        valueLabel.text = stored
    }
}
