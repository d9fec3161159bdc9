import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // TODO: UserDefaults에 저장된 이메일을 레이블에 표시하세요. (Show the email saved in UserDefaults in the label.)
    }
}
