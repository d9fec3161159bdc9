import UIKit

class ViewController: UIViewController {

    // 화면 이름 → 스토리보드 ID (screen name → storyboard ID)
    private let storyboardIDs = ["main": "Main", "detail": "Detail"]

    @IBAction func onNext(_ sender: Any) {
        guard let identifier = storyboardIDs["Detail"],
              let detail = self.storyboard?.instantiateViewController(withIdentifier: identifier) else { return }
        self.navigationController?.pushViewController(detail, animated: true)
    }
}
