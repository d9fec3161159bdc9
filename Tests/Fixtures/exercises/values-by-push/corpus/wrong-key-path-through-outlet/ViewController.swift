import UIKit

func assign<Root: AnyObject, Value>(_ value: Value, to path: ReferenceWritableKeyPath<Root, Value>, on root: Root) {
    root[keyPath: path] = value
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        assign(self.email.text ?? "", to: \.paramEmail, on: rvc)
        assign(self.isUpdate.isOn, to: \.paramUpdate, on: rvc)
        assign(self.interval.value, to: \.paramInterval, on: rvc)
        // show the email straight away
        assign(self.email.text, to: \ResultViewController.resultEmail.text, on: rvc)
        self.navigationController?.pushViewController(rvc, animated: true)
    }
}
