import UIKit

struct Submission {
    var email = ""
    var update = false
    var interval = 0.0
}

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var submission = Submission()
    /// A computed property whose name is a keyword: the glue names it in backticks.
    var `default`: Submission { Submission() }

    var paramEmail: String { submission.email }
    var paramUpdate: Bool {
        get { submission.update }
    }
    var paramInterval: Double {
        get { submission.interval }
        set { submission.interval = newValue }
    }

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
