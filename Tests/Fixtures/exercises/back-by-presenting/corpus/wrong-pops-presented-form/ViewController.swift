import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    var paramEmail: String? {
        didSet {
            guard isViewLoaded, let email = paramEmail else { return }
            resultEmail.text = email
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let email = paramEmail {
            resultEmail.text = email
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EditForm" {
            segue.destination.modalPresentationStyle = .fullScreen
        }
    }
}
