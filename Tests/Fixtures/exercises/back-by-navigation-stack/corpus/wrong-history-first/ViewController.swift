import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?
    var history: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let email = paramEmail {
            history.append(email)
        }
        if let first = history.first {
            self.resultEmail.text = first
        }
    }
}
