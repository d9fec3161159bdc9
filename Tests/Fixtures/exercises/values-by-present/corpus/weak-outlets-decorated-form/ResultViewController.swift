import UIKit

class ResultViewController: UIViewController {

    @IBOutlet weak var resultEmail: UILabel!
    @IBOutlet weak var resultUpdate: UILabel!
    @IBOutlet weak var resultInterval: UILabel!

    var paramEmail: String = ""
    var paramUpdate: Bool = false
    var paramInterval: Double = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
        view.backgroundColor = .systemBackground
        for label in [resultEmail, resultUpdate, resultInterval] {
            label?.font = UIFont.boldSystemFont(ofSize: 17)
            label?.numberOfLines = 0
            label?.textAlignment = .center
            label?.textColor = .label
        }
        resultEmail.text = paramEmail
        resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        resultInterval.text = "\(Int(paramInterval))분 마다 갱신"
    }

    @IBAction func onBack(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
