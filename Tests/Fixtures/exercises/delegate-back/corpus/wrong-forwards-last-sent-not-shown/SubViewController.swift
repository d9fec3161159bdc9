import UIKit

class SubViewController: UIViewController {

    @IBOutlet var currentLabel: UILabel!
    @IBOutlet var inputText: UITextField!
    var paramText: String?
    weak var delegate: MyDataDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        self.currentLabel.text = self.paramText
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if self.isMovingFromParent {
            if let delegate = self.delegate, let text = self.inputText.text, text.count > 0 {
                delegate.sendData(text)
            }
        }
    }
}
