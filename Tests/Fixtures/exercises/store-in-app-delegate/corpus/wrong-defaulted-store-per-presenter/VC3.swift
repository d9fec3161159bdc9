import UIKit

final class VC3Presenter {
    let store: ValueStore

    init(store: ValueStore = ValueStore()) {
        self.store = store
    }

    func send(_ value: String?) {
        store.value = value
    }
}

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    let presenter = VC3Presenter()

    @IBAction func onSend(_ sender: Any) {
        presenter.send(valueField.text)
        navigationController?.popViewController(animated: true)
    }
}
