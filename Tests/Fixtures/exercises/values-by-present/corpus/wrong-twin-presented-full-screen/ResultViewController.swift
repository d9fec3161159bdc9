import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = ""
    var paramUpdate: Bool = false
    var paramInterval: Double = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        resultEmail.text = paramEmail
        switch paramUpdate {
        case true:
            resultUpdate.text = "자동갱신"
        case false:
            resultUpdate.text = "자동갱신안함"
        }
        resultInterval.text = String(format: "%d분 마다 갱신", Int(paramInterval))
    }

    @IBAction func onBack(_ sender: Any) {
        presentingViewController?.dismiss(animated: true)
    }
}
