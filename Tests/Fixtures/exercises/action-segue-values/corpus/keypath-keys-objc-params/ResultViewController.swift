import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    @objc var paramEmail: String = ""
    @objc var paramUpdate: Bool = false
    @objc var paramInterval: Double = 0
    
    

    func configure(email: String, update: Bool, interval: Double) {
        paramEmail = email
        paramUpdate = update
        paramInterval = interval
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.resultEmail.text = paramEmail
        self.resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        self.resultInterval.text = "\(Int(paramInterval))분 마다 갱신"
    }
}
