import UIKit

class SettingsViewController: UIViewController {
    var userName = ""
    @IBOutlet weak var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Signed in as \(userName)"
    }
}

class AboutViewController: UIViewController {}
