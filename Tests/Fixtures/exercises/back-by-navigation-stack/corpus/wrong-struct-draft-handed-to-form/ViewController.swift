import UIKit

struct EmailDraft {
    var email: String?
    var shown: String { email ?? "(없음)" }
}

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var draft = EmailDraft()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let form = segue.destination as? FormViewController {
            form.draft = draft
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        resultEmail.text = draft.shown
    }
}
