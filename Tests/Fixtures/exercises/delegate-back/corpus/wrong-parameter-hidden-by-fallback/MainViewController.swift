import UIKit

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!
    var subView: SubViewController?
    var lastShown: String? = "-"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        self.subView = sub
        sub.paramText = resultLabel.text
        sub.delegate = self
    }
}

extension MainViewController: MyDataDelegate {
    func sendData(_ value: String) {
        let value = lastShown ?? value
        resultLabel.text = value
        lastShown = value
    }
}
