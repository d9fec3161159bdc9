import UIKit

struct SubInput {
    var text: String?
    var delegate: MyDataDelegate?
}

class SubViewController: UIViewController {

    @IBOutlet var currentLabel: UILabel!
    @IBOutlet var inputText: UITextField!
    var paramText: String?
    weak var delegate: MyDataDelegate?
    var input = SubInput()

    func configure(with input: SubInput) {
        self.input = input
        paramText = input.text
        delegate = input.delegate
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        currentLabel.text = paramText
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let text = inputText.text, !text.isEmpty { delegate?.sendData(text) }
    }
}
