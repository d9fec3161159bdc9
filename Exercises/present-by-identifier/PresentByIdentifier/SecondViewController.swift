import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: Any) {
        // TODO: 이 화면을 닫고 메인 화면으로 돌아가세요. (Close this screen and go back to the main screen.)
    }
}
