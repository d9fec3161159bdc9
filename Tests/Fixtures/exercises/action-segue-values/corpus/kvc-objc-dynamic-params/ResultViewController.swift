import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    @objc dynamic var paramEmail: String = ""
    @objc dynamic var paramUpdate: Bool = false
    @objc dynamic var paramInterval: Double = 0
    /// A key-value coded property whose name is a keyword: the glue names it in backticks.
    @objc dynamic var `operator`: String = ""

    func configure(email: String, update: Bool, interval: Double) {
        paramEmail = email
        paramUpdate = update
        paramInterval = interval
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.resultEmail.text = paramEmail
        self.resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        self.resultInterval.text = "\(Int(paramInterval))분 마다 갱신"
    }
}
