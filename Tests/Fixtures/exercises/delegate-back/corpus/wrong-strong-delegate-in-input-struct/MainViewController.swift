import UIKit

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!

    // 마지막으로 연 서브 화면 (the sub screen opened last)
    var subView: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        self.subView = sub
        sub.configure(with: SubInput(text: resultLabel.text, delegate: self))
    }
}

extension MainViewController: MyDataDelegate {
    func sendData(_ data: String) { resultLabel.text = data }
}
