import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        let rvc = self.storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
        _ = rvc.view
        rvc.paramEmail = self.email.text!
        rvc.resultEmail.text = self.email.text
        rvc.resultUpdate.text = self.isUpdate.isOn ? "자동갱신" : "자동갱신안함"
        rvc.resultInterval.text = "\(Int(self.interval.value))분 마다 갱신"
        self.navigationController?.pushViewController(rvc, animated: true)
    }
}
