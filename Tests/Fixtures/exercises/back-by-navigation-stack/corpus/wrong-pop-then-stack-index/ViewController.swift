import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let value = paramEmail {
            resultEmail.text = value
        }
    }
}
