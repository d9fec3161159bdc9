import UIKit

class MainViewController: UIViewController, MyDataDelegate {


    @IBOutlet var resultLabel: UILabel!

    var subView: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "GotoSubView" {
            let sub = segue.destination as! SubViewController
            self.subView = sub
            sub.paramText = self.resultLabel.text
            sub.delegate = self
        }
    }

    @objc func sendData(_ data: String) {
        self.resultLabel.text = data
    }
}
