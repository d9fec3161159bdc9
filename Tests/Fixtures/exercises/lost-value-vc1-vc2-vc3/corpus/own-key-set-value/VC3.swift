import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        let defaults = UserDefaults.standard
        defaults.setValue("from VC3", forKey: "vc3.message")
        if let navigation = navigationController, navigation.viewControllers.count >= 2 {
            navigation.popToViewController(navigation.viewControllers[navigation.viewControllers.count - 2], animated: true)
        }
    }
}
