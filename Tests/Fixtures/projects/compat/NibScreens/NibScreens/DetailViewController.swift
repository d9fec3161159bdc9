import UIKit

class DetailViewController: UIViewController {
    @IBOutlet weak var fruitLabel: UILabel!
    var fruit = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        fruitLabel.text = fruit
    }

    @IBAction func closeTapped(_ sender: UIButton) {
        navigationController?.popViewController(animated: true)
    }
}
