import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        let main = storyboard?.instantiateViewController(withIdentifier: "Main") as! DetailViewController
        print("going back to \(main)")
        navigationController?.popViewController(animated: true)
    }
}
