import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let email = paramEmail {
            resultEmail.text = email
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "EditForm":
            segue.destination.modalPresentationStyle = .fullScreen
        default:
            break
        }
    }
}
