import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        // TODO: 상세 화면을 스택에서 내려 메인 화면으로 돌아가세요. (Pop the detail screen off the stack to go back to the main screen.)
    }
}
