import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    // Read in one place, shared by every screen
    static let stored: String? = UserDefaults.standard.string(forKey: Keys.email)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let stored = Self.stored {
            resultEmail.text = stored
        } else {
            resultEmail.text = "(없음)"
        }
    }
}
