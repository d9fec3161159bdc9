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
        resultUpdate.text = paramUpdate ? "갱신함" : "갱신하지 않음"
        resultInterval.text = "\(Int(paramInterval))분마다"
    }
}
