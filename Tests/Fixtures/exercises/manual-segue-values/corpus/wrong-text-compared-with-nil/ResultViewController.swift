import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = ""
    var paramUpdate: Bool = false
    var paramInterval: Double = 0

    private var updateDescription: String {
        paramUpdate ? "자동갱신" : "자동갱신안함"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        render()
    }

    private func render() {
        resultEmail.text = paramEmail
        resultUpdate.text = updateDescription
        resultInterval.text = String(format: "%d분 마다 갱신", Int(paramInterval))
    }
}
