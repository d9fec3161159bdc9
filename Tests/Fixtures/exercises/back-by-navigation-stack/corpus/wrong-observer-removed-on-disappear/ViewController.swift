import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    var paramEmail: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(emailChanged(_:)), name: NSNotification.Name("EmailChanged"), object: nil)
        if let email = paramEmail {
            resultEmail.text = email
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc func emailChanged(_ notification: Notification) {
        paramEmail = notification.object as? String
        resultEmail.text = paramEmail
    }
}
