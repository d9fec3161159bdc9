import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onPerformSegue(_ sender: Any) {
        self.performSegue(withIdentifier: "ManualSubmit", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let result = segue.destination as? ResultViewController else { return }
        result.paramEmail = "Hello, " + (email.text ?? "")
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
