import UIKit

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!

    var subView: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        subView = sub
        sub.paramText = resultLabel.text
        sub.onSend = { text in
            self.resultLabel.text = text
        }
    }
}
