import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(emailDidChange(_:)),
                                               name: Notification.Name("EmailDidChange"), object: nil)
    }

    @objc func emailDidChange(_ notification: Notification) {
        paramEmail = notification.object as? String
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let email = paramEmail {
            resultEmail.text = email
        }
    }
}
