import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let stored = DataStore.shared.value {
            valueLabel.text = stored
        } else {
            valueLabel.text = "-"
        }
    }
}

final class DataStore {
    static let shared = DataStore()
    private init() {}
    var value: String?
}
