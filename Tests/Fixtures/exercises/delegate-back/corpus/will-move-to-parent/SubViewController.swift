import UIKit

class SubViewController: UIViewController {

    @IBOutlet var currentLabel: UILabel!
    @IBOutlet var inputText: UITextField!
    var paramText: String?
    weak var delegate: MyDataDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        currentLabel.text = paramText
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        if parent == nil, let text = inputText.text, !text.isEmpty {
            delegate?.sendData(text)
        }
    }
}
