import UIKit

class FruitDetailViewController: UIViewController {
    @IBOutlet weak var detailLabel: UILabel!
    var fruit = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        let last = UserDefaults.standard.value(forKey: "lastFruit") as? String ?? "none"
        detailLabel.text = "\(fruit) (last: \(last))"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let root = view.window?.rootViewController as? UINavigationController {
            NSLog("root has %d screens", root.viewControllers.count)
        }
    }
}

class InfoViewController: UIViewController {}
