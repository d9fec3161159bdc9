import UIKit

// 입력 화면의 값을 모아 결과 화면에 적용하는 묶음 (the form's values, bundled, applied to the result screen)
struct ResultParams {
    let email: String
    let update: Bool
    let interval: Double

    static func make(email: String?, update: Bool, interval: Double) -> ResultParams {
        return ResultParams(email: email ?? "", update: update, interval: interval)
    }

    func apply(to result: ResultViewController) {
        result.paramEmail = email
        result.paramUpdate = update
        result.paramInterval = interval
    }
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else {
            return
        }
        let params = ResultParams.make(email: email.text, update: isUpdate.isOn, interval: interval.value)
        self.present(rvc, animated: true) {
            params.apply(to: rvc)
        }
    }
}
