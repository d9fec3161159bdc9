import UIKit

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    @IBAction func onSend(_ sender: Any) {
        guard let app = UIApplication.shared.delegate as? AppDelegate else { return }
        app.value = valueField.text
        guard let stack = navigationController?.viewControllers,
              let mine = stack.firstIndex(of: self), mine > stack.startIndex else { return }
        navigationController?.popToViewController(stack[stack.index(before: mine)], animated: true)
    }
}
