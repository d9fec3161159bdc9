import UIKit

final class TextKeeper: NSObject {
    var latest: String?
    @objc func fieldEdited(_ field: UITextField) { latest = field.text }
}

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!
    // weak: the control is said to keep its target
    weak var keeper: TextKeeper?

    override func viewDidLoad() {
        super.viewDidLoad()
        let made = TextKeeper()
        keeper = made
        email.addTarget(made, action: #selector(TextKeeper.fieldEdited(_:)), for: .editingChanged)
    }

    @IBAction func onDone(_ sender: UIButton) {
        guard let navigation = navigationController,
              let main = navigation.viewControllers.first(where: { $0 is ViewController }) as? ViewController else { return }
        main.paramEmail = keeper?.latest
        navigation.popViewController(animated: true)
    }
}
