import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        resultEmail.text = UserDefaults.standard.savedEmail ?? "(없음)"
    }
}

extension UserDefaults {
    private static let emailKey = "email"

    var savedEmail: String? {
        get { string(forKey: UserDefaults.emailKey) }
        set { set(newValue, forKey: UserDefaults.emailKey) }
    }
}
