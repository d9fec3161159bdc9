import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        let stack = self.navigationController!.viewControllers
        let vc2 = stack[stack.count - 2] as? VC2
        vc2?.value = "from VC3"
        self.navigationController?.popViewController(animated: true)
    }
}
