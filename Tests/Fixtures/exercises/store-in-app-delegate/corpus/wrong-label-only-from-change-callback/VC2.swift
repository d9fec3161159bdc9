import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        let shared = UIApplication.shared.delegate as? AppDelegate
        shared?.listeners = { [weak self] changed in
            self?.valueLabel.text = changed ?? "-"
        }
    }
}
