import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        resultEmail.text = paramEmail
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.modalPresentationStyle = .fullScreen
    }
}
