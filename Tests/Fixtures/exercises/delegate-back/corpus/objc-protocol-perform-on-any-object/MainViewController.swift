import UIKit

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!

    var subView: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "GotoSubView", let sub = segue.destination as? SubViewController else { return }
        self.subView = sub
        sub.paramText = self.resultLabel.text
        sub.delegate = self
    }
}

extension MainViewController: MyDataDelegate {
    func sendData(_ data: String) {
        self.resultLabel.text = data
    }
}
