import UIKit

class DetailViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    var fruit: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = fruit
        title = fruit
    }
}
