import UIKit

class ViewController: UIViewController {
    @IBOutlet var message: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: message에 "안녕하세요"를 넣으세요.
    }

    @IBAction func onAgain(_ sender: Any) {
    }
}
