import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        // TODO: ActionSubmit 세그웨이는 이메일이 비어 있으면 취소하세요 (false). (Cancel the ActionSubmit segue, return false, when the email is empty.)
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // TODO: 결과 화면의 paramEmail에 입력한 이메일을 넘기세요. (Pass the typed email to the result screen's paramEmail.)
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        // TODO: 이메일이 비어 있지 않을 때만 ManualSubmit 세그웨이를 실행하세요. shouldPerformSegue는 여기서 불리지 않습니다. (Perform the ManualSubmit segue only when the email is not empty: shouldPerformSegue is not asked here.)
    }
}
