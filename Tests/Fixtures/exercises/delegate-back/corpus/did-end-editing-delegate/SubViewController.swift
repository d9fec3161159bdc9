import UIKit

class SubViewController: UIViewController, UITextFieldDelegate {

    @IBOutlet var currentLabel: UILabel!
    @IBOutlet var inputText: UITextField!
    var paramText: String?
    weak var delegate: MyDataDelegate?
    private var finishedText = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        currentLabel.text = paramText
        inputText.delegate = self
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        finishedText = textField.text ?? ""
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let popped = !(navigationController?.viewControllers.contains(self) ?? false)
        if popped && !finishedText.isEmpty {
            delegate?.sendData(finishedText)
        }
    }
}
