import UIKit

class MainViewController: UIViewController, MyDataDelegate {

    @IBOutlet var resultLabel: UILabel!

    var subView: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let sub = segue.destination as? SubViewController {
            subView = sub
            sub.paramText = resultLabel.text
        }
    }

    func sendData(_ data: String) {
        resultLabel.text = data
    }
}
