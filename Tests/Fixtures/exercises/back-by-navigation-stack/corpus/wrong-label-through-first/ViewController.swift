import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var resultEmail: UILabel!
    var paramEmail: String = "-"

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.resultEmail.text = self.paramEmail
    }
}
