import UIKit

class ViewController: UIViewController {

    @IBAction func onNext(_ sender: Any) {
        // TODO: 스토리보드 ID "Detail"로 상세 화면을 만들어 내비게이션 스택에 push하세요. (Make the detail screen from storyboard ID "Detail" and push it onto the navigation stack.)
    }
}
