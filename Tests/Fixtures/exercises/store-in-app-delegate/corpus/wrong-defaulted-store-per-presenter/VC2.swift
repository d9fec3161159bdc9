import UIKit

final class ValueStore {
    var value: String?
}

protocol ValueView: AnyObject {
    func display(value: String)
}

final class VC2Presenter {
    weak var view: ValueView?
    let store: ValueStore

    init(view: ValueView, store: ValueStore = ValueStore()) {
        self.view = view
        self.store = store
    }

    func viewWillAppear() {
        view?.display(value: store.value ?? "-")
    }
}

class VC2: UIViewController, ValueView {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    lazy var presenter = VC2Presenter(view: self)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func display(value: String) {
        valueLabel.text = value
    }
}
