import UIKit

class ViewController: UIViewController {

    @IBAction func onNext(_ sender: UIButton) {
        guard let nav = self.navigationController,
              let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController else {
            print("no navigation controller or no Detail scene")
            return
        }
        var stack = nav.viewControllers
        stack.append(detail)
        nav.setViewControllers(stack, animated: true)
    }
}
