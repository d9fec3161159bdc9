import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        // The storyboard says "ManualSubmit": identifiers are case-sensitive.
        self.performSegue(withIdentifier: "manualSubmit", sender: self)
    }
}

class ResultViewController: UIViewController {
    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        self.resultEmail.text = paramEmail
    }
}
