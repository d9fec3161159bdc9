import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        guard let navigation = navigationController else { return }
        var screens = navigation.viewControllers
        screens.dropLast()
        navigation.setViewControllers(screens, animated: true)
    }
}
