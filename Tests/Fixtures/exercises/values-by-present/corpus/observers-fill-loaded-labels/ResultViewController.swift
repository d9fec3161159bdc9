import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = "" {
        didSet { if isViewLoaded { showEmail() } }
    }
    var paramUpdate: Bool = false {
        didSet { if isViewLoaded { showUpdate() } }
    }
    var paramInterval: Double = 0 {
        didSet { if isViewLoaded { showInterval() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        showEmail()
        showUpdate()
        showInterval()
    }

    private func showEmail() { resultEmail.text = paramEmail }
    private func showUpdate() { resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함" }
    private func showInterval() { resultInterval.text = "\(Int(paramInterval))분 마다 갱신" }

    @IBAction func onBack(_ sender: Any) {
        self.dismiss(animated: true)
    }
}
