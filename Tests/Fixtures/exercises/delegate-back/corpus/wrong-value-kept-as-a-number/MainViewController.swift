import UIKit

class MainViewController: UIViewController, MyDataDelegate {

    @IBOutlet var resultLabel: UILabel!
    var subView: SubViewController?
    /// The last points the sub screen sent.
    var points: Double = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        subView = sub
        sub.paramText = resultLabel.text
        sub.delegate = self
    }

    func sendData(_ data: String) {
        points = Double(data) ?? points
        resultLabel.text = String(format: "%.0f", points)
    }
}
