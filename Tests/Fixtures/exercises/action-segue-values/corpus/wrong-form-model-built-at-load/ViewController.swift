import UIKit

struct FormModel {
    var email = ""
    var autoRefresh: Bool
    var minutes: Double
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    private var model: FormModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        model = FormModel(autoRefresh: isUpdate.isOn, minutes: interval.value)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController, var form = model else { return }
        form.email = email.text ?? ""
        rvc.paramEmail = form.email
        rvc.paramUpdate = form.autoRefresh
        rvc.paramInterval = form.minutes
    }
}
