import UIKit

class ViewController: UIViewController {

    struct Profile {
        var email: String
        var savedAt: Date
    }

    @IBOutlet var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let profile = UserDefaults.standard.object(forKey: "profile") as? Profile
        resultEmail.text = profile?.email ?? "(없음)"
    }
}
