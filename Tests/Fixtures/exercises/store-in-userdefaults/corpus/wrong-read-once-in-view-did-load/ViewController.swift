import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "(없음)"
    }
}
