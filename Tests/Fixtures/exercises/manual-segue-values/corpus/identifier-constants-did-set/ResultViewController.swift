import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = "" {
        didSet { if isViewLoaded { refresh() } }
    }
    var paramUpdate: Bool = false {
        didSet { if isViewLoaded { refresh() } }
    }
    var paramInterval: Double = 0 {
        didSet { if isViewLoaded { refresh() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
    }

    func refresh() {
        resultEmail.text = paramEmail
        resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        resultInterval.text = "\(Int(paramInterval))분 마다 갱신"
    }
}
