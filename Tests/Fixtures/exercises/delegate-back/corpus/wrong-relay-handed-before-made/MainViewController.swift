import UIKit

/// Passes what the sub screen sends on to the main screen's label.
final class Relay: MyDataDelegate {
    weak var target: MainViewController?

    init(target: MainViewController) {
        self.target = target
    }

    func sendData(_ data: String) {
        target?.resultLabel.text = data
    }
}

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!

    // 마지막으로 연 서브 화면 (the sub screen opened last)
    var subView: SubViewController?
    private var relay: Relay?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        self.subView = sub
        sub.paramText = resultLabel.text
        sub.delegate = relay
        relay = Relay(target: self)
    }
}
