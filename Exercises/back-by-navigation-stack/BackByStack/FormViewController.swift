import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        // TODO: viewControllers에서 이전 화면을 찾아 값을 넣고 팝하세요. (Find the previous screen in viewControllers, give it the value, then pop.)
    }
}
