import UIKit

extension Notification.Name {
    static let emailEdited = Notification.Name("emailEdited")
}

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(forName: .emailEdited, object: nil, queue: .main) { [weak self] note in
            self?.paramEmail = note.userInfo?["email"] as? String
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let email = paramEmail {
            resultEmail.text = email
        }
    }

    deinit {
        if let observer = observer {
            NotificationCenter.default.removeObserver(observer)
        }
    }
}
