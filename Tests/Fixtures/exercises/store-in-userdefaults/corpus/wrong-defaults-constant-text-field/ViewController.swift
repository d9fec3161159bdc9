import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let saved = UserDefaults.standard.string(forKey: "savedEmail") {
            resultEmail.text = saved
        }
    }
}
