import UIKit

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!

    // 마지막으로 연 서브 화면 (the sub screen opened last)
    var subView: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        self.subView = sub
        let forward: ReferenceWritableKeyPath<SubViewController, String?> = \.paramText
        sub[keyPath: forward] = resultLabel.text
        sub.delegate = self
    }
}

extension MainViewController: MyDataDelegate {
    func sendData(_ data: String) {
        let shown: ReferenceWritableKeyPath<UILabel, String?> = \.text
        resultLabel[keyPath: shown] = data
    }
}
