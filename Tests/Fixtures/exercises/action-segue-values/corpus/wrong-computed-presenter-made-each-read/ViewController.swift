import UIKit

protocol FormView: AnyObject {
    func display(title: String)
}

struct ResultViewModel {
    let email: String
    let update: Bool
    let interval: Double
}

final class FormPresenter {
    weak var view: FormView?
    private var email = ""
    private var update = true
    private var interval: Double = 0

    init(view: FormView) {
        self.view = view
    }

    func viewDidLoad() {
        view?.display(title: "폼")
    }

    func update(email: String, update: Bool, interval: Double) {
        self.email = email
        self.update = update
        self.interval = interval
    }

    func resultViewModel() -> ResultViewModel {
        return ResultViewModel(email: email, update: update, interval: interval)
    }
}

class ViewController: UIViewController, FormView {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    // the screen's presenter
    var presenter: FormPresenter {
        return FormPresenter(view: self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ActionSubmit",
              let rvc = segue.destination as? ResultViewController else { return }
        presenter.update(email: email.text ?? "", update: isUpdate.isOn, interval: interval.value)
        let viewModel = presenter.resultViewModel()
        rvc.paramEmail = viewModel.email
        rvc.paramUpdate = viewModel.update
        rvc.paramInterval = viewModel.interval
    }
}
