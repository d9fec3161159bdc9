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
        // The interval as a time, to take its minutes out.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let asTime = Date(timeIntervalSince1970: paramInterval)
        let minutes = calendar.component(.minute, from: asTime)
        resultInterval.text = "\(minutes)분 마다 갱신"
    }
}
