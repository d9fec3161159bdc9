import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // TODO: 돌아온 값(paramEmail)을 레이블에 표시하세요. (Show the value that came back, paramEmail, in the label.)
    }
}
