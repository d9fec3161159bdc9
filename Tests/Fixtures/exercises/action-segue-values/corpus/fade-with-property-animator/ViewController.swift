import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    var fade: UIViewPropertyAnimator?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        // Decoration only: dim the form while it leaves, and bring it back when done.
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { self.view.alpha = 0.6 }
        animator.addCompletion { position in
            if position == .end { self.view.alpha = 1 }
        }
        animator.startAnimation()
        fade = animator
    }
}
