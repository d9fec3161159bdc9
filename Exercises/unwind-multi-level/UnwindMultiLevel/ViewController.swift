import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!

    // TODO: 언와인드 액션 unwindToHome(_:)을 만들고, 세 번째 화면의 note 텍스트를 status에 표시하세요. (Add the unwind action unwindToHome(_:) and show the third screen's note text in status.)
}
