import UIKit

class ViewController: UIViewController {

    @IBAction func onNext(_ sender: Any) {
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") else { return }
        navigationController?.setViewControllers([detail], animated: true)
    }
}
