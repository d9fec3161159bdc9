import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: Any) {
        // 창의 루트(메인 화면)에게 닫아 달라고 합니다.
        view.window?.rootViewController?.dismiss(animated: true, completion: nil)
    }
}
