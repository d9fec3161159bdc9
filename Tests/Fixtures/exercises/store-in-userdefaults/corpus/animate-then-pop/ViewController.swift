import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        UserDefaults.standard.register(defaults: ["email": "(없음)"])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        resultEmail.text = UserDefaults.standard.string(forKey: "email")
    }
}
