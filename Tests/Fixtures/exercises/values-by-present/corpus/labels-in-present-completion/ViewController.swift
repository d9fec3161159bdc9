import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func viewDidLoad() {
        super.viewDidLoad()
        print(#function)
    }

    @IBAction func onSubmit(_ sender: Any) {
        print(#function)
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        let typed = email.text ?? ""
        let update = isUpdate.isOn
        let minutes = interval.value
        rvc.paramEmail = typed
        rvc.paramUpdate = update
        rvc.paramInterval = minutes
        present(rvc, animated: true) {
            rvc.resultEmail.text = typed
            rvc.resultUpdate.text = update ? "자동갱신" : "자동갱신안함"
            rvc.resultInterval.text = "\(Int(minutes))분 마다 갱신"
        }
    }
}
