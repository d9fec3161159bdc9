import UIKit

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!
    var subView: SubViewController?
    var lastReceived = ""

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        self.subView = sub
        sub.paramText = lastReceived
        sub.delegate = self
    }
}

extension MainViewController: MyDataDelegate {
    func sendData(_ data: String) {
        lastReceived = data
        resultLabel.text = data
    }
}
