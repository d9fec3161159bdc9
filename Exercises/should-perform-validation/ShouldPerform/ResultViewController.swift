import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        resultEmail.text = paramEmail
    }
}
