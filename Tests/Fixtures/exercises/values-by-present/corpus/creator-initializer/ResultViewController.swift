import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = ""
    var paramUpdate: Bool = false
    var paramInterval: Double = 0

    init?(coder: NSCoder, email: String, update: Bool, interval: Double) {
        self.paramEmail = email
        self.paramUpdate = update
        self.paramInterval = interval
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        resultEmail.text = paramEmail
        resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        resultInterval.text = "\(Int(paramInterval))분 마다 갱신"
    }

    @IBAction func onBack(_ sender: UIButton) {
        dismiss(animated: true, completion: nil)
    }
}
