import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        if let sceneDelegate = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate {
            sceneDelegate.savedValue = "from VC3"
        }
        navigationController?.popViewController(animated: true)
    }
}
