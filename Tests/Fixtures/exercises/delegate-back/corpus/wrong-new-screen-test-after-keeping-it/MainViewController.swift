import UIKit

class MainViewController: UIViewController, MyDataDelegate {

    @IBOutlet var resultLabel: UILabel!

    var lastOpened: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "GotoSubView", let next = segue.destination as? SubViewController else { return }
        lastOpened = next
        next.paramText = resultLabel.text
        // only a screen we have not wired yet needs its delegate
        if next !== lastOpened {
            next.delegate = self
        }
    }

    func sendData(_ data: String) {
        resultLabel.text = data
    }
}
