import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = ""
    var paramUpdate: Bool = false
    var paramInterval: Double = 0

    static func make(email: String, update: Bool, interval: Double) -> ResultViewController {
        let board = UIStoryboard(name: "Main", bundle: nil)
        let result = board.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
        result.paramEmail = email
        result.paramUpdate = update
        result.paramInterval = interval
        return result
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let texts = [
            paramEmail,
            "\(Int(paramInterval))분 마다 갱신",
            paramUpdate ? "자동갱신" : "자동갱신안함",
        ]
        for (label, text) in zip([resultEmail, resultUpdate, resultInterval], texts) {
            label?.text = text
        }
    }
}
