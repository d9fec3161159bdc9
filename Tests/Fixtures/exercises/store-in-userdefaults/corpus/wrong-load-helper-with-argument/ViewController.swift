import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        render(saved: UserDefaults.standard.string(forKey: "email"))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    private func render(saved email: String?) {
        resultEmail.text = email ?? "(없음)"
    }
}
