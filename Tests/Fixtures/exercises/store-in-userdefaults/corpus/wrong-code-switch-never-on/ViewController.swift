import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let ud = UserDefaults.standard
        if let saved = ud.value(forKey: "savedEmail") as? String {
            resultEmail.text = saved
        }
    }
}
