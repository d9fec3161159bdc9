import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        // Fade the form, then hand the values over: the completion runs when the fade ends,
        // after the result screen's viewDidLoad has filled its labels.
        UIView.animate(withDuration: 0.25, animations: {
            self.view.alpha = 0.5
        }, completion: { _ in
            self.view.alpha = 1
            rvc.paramEmail = self.email.text ?? ""
            rvc.paramUpdate = self.isUpdate.isOn
            rvc.paramInterval = self.interval.value
        })
    }
}
