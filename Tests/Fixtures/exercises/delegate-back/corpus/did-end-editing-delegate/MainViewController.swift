import UIKit

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!

    var subView: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "GotoSubView", let sub = segue.destination as? SubViewController {
            subView = sub
            sub.paramText = resultLabel.text
            sub.delegate = self
        }
    }
}

// MARK: - MyDataDelegate

extension MainViewController: MyDataDelegate {
    func sendData(_ data: String) {
        print("received \(data)")
        resultLabel.text = data
    }
}
