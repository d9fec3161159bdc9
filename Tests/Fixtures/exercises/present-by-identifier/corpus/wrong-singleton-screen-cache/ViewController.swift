import UIKit

// 스토리보드에서 만든 화면을 ID별로 보관해 두고 다시 쓰는 캐시
final class ScreenCache {
    static let shared = ScreenCache()
    private var screens: [String: UIViewController] = [:]

    func screen(_ id: String, from storyboard: UIStoryboard) -> UIViewController {
        if let cached = screens[id] {
            return cached
        }
        let vc = storyboard.instantiateViewController(withIdentifier: id)
        screens[id] = vc
        return vc
    }
}

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
    }

    @IBAction func onOpen(_ sender: Any) {
        guard let storyboard = self.storyboard else { return }
        let second = ScreenCache.shared.screen("Second", from: storyboard)
        second.modalPresentationStyle = .fullScreen
        self.present(second, animated: true)
    }
}
