import UIKit

/// A value that tells its listeners when it changes.
final class Bindable<Value> {
    private var listeners: [(Value) -> Void] = []
    var current: Value { didSet { listeners.forEach { $0(current) } } }
    init(_ current: Value) { self.current = current }
    func listen(_ listener: @escaping (Value) -> Void) {
        listeners.append(listener)
        listener(current)
    }
}

final class ProfileModel {
    let email: Bindable<String?>
    init(email: String? = nil) { self.email = Bindable(email) }
}

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?
    var model = ProfileModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.email.listen { [weak self] email in
            self?.resultEmail.text = email ?? "(없음)"
        }
    }
}
