import UIKit

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    @IBAction func onSend(_ sender: Any) {
        // TODO: 입력한 값을 앱 델리게이트의 value에 넣고 돌아가세요. (Put the typed value into the app delegate's value, then go back.)
    }
}
