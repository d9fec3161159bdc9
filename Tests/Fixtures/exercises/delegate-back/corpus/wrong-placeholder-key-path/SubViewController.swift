import UIKit

class SubViewController: UIViewController {

    @IBOutlet var currentLabel: UILabel!
    @IBOutlet var inputText: UITextField!
    var paramText: String?

    // Who gets the value back (weak: Main already holds us in subView).
    weak var delegate: MyDataDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        currentLabel.text = paramText
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let typed = inputText[keyPath: \UITextField.placeholder] ?? ""
        if !typed.isEmpty {
            delegate?.sendData(typed)
        }
    }
}
