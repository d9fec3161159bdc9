import UIKit

class SummaryViewController: UIViewController {
    @IBOutlet weak var summaryLabel: UILabel!
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.text = "Hello, \(name)"
    }
}
