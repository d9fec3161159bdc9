import UIKit

final class Box<T> {
    var value: T {
        didSet { listeners.forEach { $0(value) } }
    }
    private var listeners: [(T) -> Void] = []

    init(_ value: T) {
        self.value = value
    }

    func bind(_ listener: @escaping (T) -> Void) {
        listeners.append(listener)
        listener(value)
    }
}

final class ResultViewModel {
    let email: Box<String>
    let isUpdate: Box<Bool>
    let interval: Box<Double>

    init(email: String, isUpdate: Bool, interval: Double) {
        self.email = Box(email)
        self.isUpdate = Box(isUpdate)
        self.interval = Box(interval)
    }
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else {
            return
        }
        rvc.viewModel?.email.value = email.text ?? ""
        rvc.viewModel?.isUpdate.value = isUpdate.isOn
        rvc.viewModel?.interval.value = interval.value
        self.present(rvc, animated: true)
    }
}
