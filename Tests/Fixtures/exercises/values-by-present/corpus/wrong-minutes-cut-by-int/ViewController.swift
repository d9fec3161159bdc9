import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else {
            return
        }
        // 다음 갱신 시각을 먼저 정하고, 거기까지 남은 시간을 분으로 넘긴다
        let nextUpdate = Date().addingTimeInterval(interval.value * 60)
        rvc.nextUpdate = nextUpdate
        rvc.paramEmail = self.email.text ?? ""
        rvc.paramUpdate = self.isUpdate.isOn
        rvc.paramInterval = nextUpdate.timeIntervalSinceNow / 60
        self.present(rvc, animated: true)
    }
}
