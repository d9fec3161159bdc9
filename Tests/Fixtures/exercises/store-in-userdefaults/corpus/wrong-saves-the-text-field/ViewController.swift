import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "-"
    }
}
