import UIKit

class ViewController: UIViewController {

    @IBAction func onNext(_ sender: Any) {
        if let detail = self.storyboard?.instantiateViewController(withIdentifier: "Detail") {
            self.navigationController?.pushViewController(detail, animated: true)
        }
    }
}
