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
        let rows: [(UILabel, String)] = [
            (resultEmail, paramEmail),
            (resultUpdate, paramUpdate ? "자동갱신" : "자동갱신안함"),
            (resultInterval, "\(Int(paramInterval))분 마다 갱신"),
        ]
        for (label, text) in rows {
            label.text = text
        }
    }
}
