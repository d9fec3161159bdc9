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

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let text = inputText.text, !text.isEmpty {
            delegate?.sendData(text)
        }
    }
}
