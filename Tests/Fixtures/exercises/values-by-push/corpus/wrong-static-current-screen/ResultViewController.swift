import UIKit

class ResultViewController: UIViewController {

    // 지금 보이는 결과 화면 (어디서든 접근하려고)
    static var current: ResultViewController?

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = ""
    var paramUpdate: Bool = false
    var paramInterval: Double = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        ResultViewController.current = self
        self.resultEmail.text = paramEmail
        self.resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        self.resultInterval.text = "\(Int(paramInterval))분 마다 갱신"
    }
}
