import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // TODO: 돌아온 값(paramEmail)을 레이블에 표시하세요. (Show the value that came back, paramEmail, in the label.)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // TODO: 폼을 전체 화면으로 띄우세요. (Present the form full screen.)
    }
}
