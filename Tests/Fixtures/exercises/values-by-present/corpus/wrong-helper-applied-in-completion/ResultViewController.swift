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
        resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        resultInterval.text = "\(Int(paramInterval))분 마다 갱신"
    }

    @IBAction func onBack(_ sender: Any) {
        self.dismiss(animated: true)
    }
}
