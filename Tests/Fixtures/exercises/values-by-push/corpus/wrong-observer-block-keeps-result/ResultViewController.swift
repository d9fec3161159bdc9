import UIKit

extension Notification.Name {
    // 설정이 바뀌었다는 알림
    static let settingsChanged = Notification.Name("settingsChanged")
}

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = ""
    var paramUpdate: Bool = false
    var paramInterval: Double = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        showValues()
        // 설정이 바뀌었다는 알림이 오면 레이블을 새로 채운다
        NotificationCenter.default.addObserver(forName: .settingsChanged, object: nil, queue: .main) { _ in
            self.showValues()
        }
    }

    func showValues() {
        self.resultEmail.text = paramEmail
        self.resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        self.resultInterval.text = "\(Int(paramInterval))분 마다 갱신"
    }
}
