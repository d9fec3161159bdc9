import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let history = UserDefaults.standard.stringArray(forKey: "emailHistory") ?? []
        if !history.isEmpty {
            // the one saved by the form we came back from
            resultEmail.text = history[history.count - 2]
        }
    }
}
