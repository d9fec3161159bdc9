import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
    }
}
