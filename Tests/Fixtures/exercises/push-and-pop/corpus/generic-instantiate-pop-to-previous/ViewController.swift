import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Main"
    }

    @IBAction func onNext(_ sender: Any) {
        let board = UIStoryboard(name: "Main", bundle: nil)
        let detail: DetailViewController = board.instantiateViewController(identifier: "Detail")
        navigationController?.pushViewController(detail, animated: UIView.areAnimationsEnabled)
    }
}
