import UIKit

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    @IBAction func onSend(_ sender: Any) {
        let app = UIApplication.shared.delegate as! AppDelegate
        app.box.text = valueField.text
        navigationController?.popViewController(animated: true)
    }
}
