import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        if let main = self.storyboard?.instantiateViewController(withIdentifier: "Main") {
            self.navigationController?.pushViewController(main, animated: true)
        }
    }
}
