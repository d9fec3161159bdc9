import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showSaved()
    }

    private func showSaved() {
        resultEmail.text = readSaved()
    }

    private func readSaved() -> String? {
        UserDefaults.standard.string(forKey: "email")
    }
}
