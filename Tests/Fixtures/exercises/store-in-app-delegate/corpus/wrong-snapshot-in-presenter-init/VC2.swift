import UIKit

/// Turns what the app keeps into what VC2 shows.
struct ValuePresenter {
    let shownText: String

    init(app: AppDelegate? = UIApplication.shared.delegate as? AppDelegate) {
        shownText = app?.value.map { "\($0)" } ?? "-"
    }
}

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?
    let presenter = ValuePresenter()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        valueLabel.text = presenter.shownText
    }
}
