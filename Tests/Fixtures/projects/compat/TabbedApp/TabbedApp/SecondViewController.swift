import UIKit

class SecondViewController: UIViewController {
    @IBOutlet weak var messageLabel: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.tabBarItem.badgeValue = nil
    }

    @IBAction func unwindToSecond(_ segue: UIStoryboardSegue) {
        if let detail = segue.source as? DetailViewController {
            messageLabel.text = detail.message
        }
    }
}
