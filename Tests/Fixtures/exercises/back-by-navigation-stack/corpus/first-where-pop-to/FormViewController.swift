import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: UIButton) {
        guard let navigation = navigationController,
              let main = navigation.viewControllers.first(where: { $0 is ViewController }) as? ViewController else {
            return
        }
        main.paramEmail = email.text
        navigation.popToViewController(main, animated: true)
    }
}
