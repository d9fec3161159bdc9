import UIKit

class MainViewController: UIViewController {

    @IBOutlet var resultLabel: UILabel!

    // 마지막으로 연 서브 화면 (the sub screen opened last)
    var subView: SubViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        self.subView = sub
        // TODO: 지금 보이는 값(resultLabel의 텍스트)을 sub.paramText로 넘기고, 자신을 sub의 delegate로 설정하세요. (Pass the text shown now, resultLabel's, as sub.paramText, and make yourself sub's delegate.)
    }
}

// TODO: MyDataDelegate를 채택하고, 돌아온 값을 resultLabel에 표시하세요. (Adopt MyDataDelegate and show the value that comes back in resultLabel.)
