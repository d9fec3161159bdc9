import UIKit

class FirstViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Mark the second tab until it has been seen.
        tabBarController?.viewControllers?[1].tabBarItem.badgeValue = "New"
    }

    @IBAction func goToSecond(_ sender: UIButton) {
        tabBarController!.selectedIndex = 1
    }
}
