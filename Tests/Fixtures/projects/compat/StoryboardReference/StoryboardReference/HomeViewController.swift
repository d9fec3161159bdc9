import UIKit

class HomeViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let settings = segue.destination as? SettingsViewController {
            settings.userName = "Ana"
        }
    }

    /// A second storyboard loaded by name, in code.
    @IBAction func showAbout(_ sender: UIButton) {
        let about = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "About")
        navigationController?.pushViewController(about, animated: true)
    }
}
