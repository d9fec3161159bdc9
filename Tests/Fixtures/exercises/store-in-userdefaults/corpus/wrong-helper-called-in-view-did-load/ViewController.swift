import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        showSavedEmail()
    }

    // MARK: - Helpers

    private func showSavedEmail() {
        if let saved = UserDefaults.standard.string(forKey: "email") {
            self.resultEmail.text = saved
        }
    }
}
