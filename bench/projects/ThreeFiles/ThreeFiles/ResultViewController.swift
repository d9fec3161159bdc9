import UIKit

class ResultViewController: UIViewController {
    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        self.resultEmail.text = paramEmail
    }
}
