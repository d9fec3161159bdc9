import UIKit

class SubViewController: UIViewController {

    @IBOutlet var currentLabel: UILabel!
    @IBOutlet var inputText: UITextField!
    var paramText: String?

    // TODO: MyDataDelegate 타입의 delegate 프로퍼티를 선언하세요. 순환 참조가 생기지 않게 하세요. (Declare a delegate property of type MyDataDelegate, without making a retain cycle.)

    override func viewDidLoad() {
        super.viewDidLoad()
        currentLabel.text = paramText
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // TODO: 입력한 값이 비어 있지 않으면 delegate에게 보내세요. (If the typed value is not empty, send it to the delegate.)
    }
}
