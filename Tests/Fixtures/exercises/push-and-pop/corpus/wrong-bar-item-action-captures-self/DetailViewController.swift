import UIKit

class DetailViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Top", primaryAction: UIAction { _ in
            self.navigationController?.popToRootViewController(animated: true)
        })
    }

    @IBAction func onPop(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }
}
