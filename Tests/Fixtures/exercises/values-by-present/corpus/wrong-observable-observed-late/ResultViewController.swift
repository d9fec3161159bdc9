import UIKit

final class Observable<Value> {
    var value: Value {
        didSet { observer?(value) }
    }
    private var observer: ((Value) -> Void)?

    init(_ value: Value) { self.value = value }

    func observe(_ observer: @escaping (Value) -> Void) {
        self.observer = observer
    }
}

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var paramEmail: String = ""
    var paramUpdate: Bool = false
    var paramInterval: Double = 0

    let emailText = Observable("")
    let updateText = Observable("")
    let intervalText = Observable("")

    override func viewDidLoad() {
        super.viewDidLoad()
        emailText.value = paramEmail
        updateText.value = paramUpdate ? "자동갱신" : "자동갱신안함"
        intervalText.value = "\(Int(paramInterval))분 마다 갱신"
        emailText.observe { [weak self] in self?.resultEmail.text = $0 }
        updateText.observe { [weak self] in self?.resultUpdate.text = $0 }
        intervalText.observe { [weak self] in self?.resultInterval.text = $0 }
    }

    @IBAction func onBack(_ sender: Any) {
        presentingViewController?.dismiss(animated: true)
    }
}
