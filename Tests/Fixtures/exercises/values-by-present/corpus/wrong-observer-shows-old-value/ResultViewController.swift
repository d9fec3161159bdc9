import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = "" {
        didSet { resultEmail.text = paramEmail }
    }
    var paramUpdate: Bool = false {
        didSet { resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함" }
    }
    var paramInterval: Double = 0 {
        didSet { resultInterval.text = "\(Int(oldValue))분 마다 갱신" }
    }

    @IBAction func onBack(_ sender: Any) {
        self.dismiss(animated: true)
    }
}
