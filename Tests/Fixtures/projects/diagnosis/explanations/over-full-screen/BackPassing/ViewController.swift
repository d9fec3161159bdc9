import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // Keeps the main screen visible under the form.
        segue.destination.modalPresentationStyle = .overFullScreen
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let email = paramEmail {
            self.resultEmail.text = email
        }
    }
}
