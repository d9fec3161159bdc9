import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    private var savedEmail: String? {
        didSet { resultEmail.text = savedEmail ?? "(없음)" }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        savedEmail = UserDefaults.standard.string(forKey: "email")
    }
}
