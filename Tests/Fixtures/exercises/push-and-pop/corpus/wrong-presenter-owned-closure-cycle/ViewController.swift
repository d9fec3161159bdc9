import UIKit

class ViewController: UIViewController {

    @IBAction func onNext(_ sender: Any) {
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(for: DetailViewController.self))
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        navigationController?.show(detail, sender: self)
    }
}
