import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var resultEmail: UILabel!
    var paramEmail: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.backButtonTitle = "메인"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let paramEmail { resultEmail.text = paramEmail }
    }
}
