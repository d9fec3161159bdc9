import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
    }

    @IBAction func onOpen(_ sender: Any) {
        // TODO: 스토리보드 ID "Second"로 두 번째 화면을 만들어 전체 화면으로 띄우세요. (Make the second screen from storyboard ID "Second" and present it full screen.)
    }
}
