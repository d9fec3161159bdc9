import UIKit

/// Each action makes UIKit raise one of its exceptions; the test taps one per run.
class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onPerformSegue(_ sender: Any) {
        switch email.text {
        case "push twice":
            let result = ResultViewController()
            navigationController?.pushViewController(result, animated: false)
            navigationController?.pushViewController(result, animated: false)
        case "unknown storyboard id":
            _ = storyboard?.instantiateViewController(withIdentifier: "ResultVC")
        case "unknown storyboard name":
            _ = UIStoryboard(name: "Mian", bundle: nil)
        case "present on itself":
            present(self, animated: false)
        case "select a stranger tab":
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController()]
            tabs.selectedViewController = ResultViewController()
        default:
            let result = ResultViewController()
            navigationController?.pushViewController(result, animated: false)
        }
    }
}

class ResultViewController: UIViewController {
    @IBOutlet var resultEmail: UILabel!
}
