import UIKit

/// A settings form drawn with static cells in the storyboard.
class SettingsTableViewController: UITableViewController {
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var notifySwitch: UISwitch!
    @IBOutlet weak var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.text = UserDefaults.standard.string(forKey: "name") ?? "Kim"
        notifySwitch.isOn = UserDefaults.standard.bool(forKey: "notify")
        versionLabel.text = "1.0"
    }

    @IBAction func notifyChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "notify")
        print("notify \(sender.isOn)")
    }

    @IBAction func nameChanged(_ sender: UITextField) {
        UserDefaults.standard.set(sender.text, forKey: "name")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("selected section \(indexPath.section) row \(indexPath.row)")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowAbout", let about = segue.destination as? AboutViewController {
            about.version = versionLabel.text ?? "?"
        }
    }
}

class AboutViewController: UIViewController {
    @IBOutlet weak var aboutLabel: UILabel!
    var version = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        aboutLabel.text = "Version \(version)"
    }
}
