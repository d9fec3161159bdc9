import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        // TODO: 스토리보드 ID가 RVC인 결과 화면을 만들어 값을 넣고 present하세요. (Make the result screen with the storyboard ID RVC, give it the values, and present it.)
    }
}
