import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let sceneDelegate = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate
        valueLabel.text = sceneDelegate?.savedValue ?? "-"
    }
}
