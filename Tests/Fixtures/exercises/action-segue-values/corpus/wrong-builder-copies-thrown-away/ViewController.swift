import UIKit

// 결과 화면에 넘길 값을 체이닝으로 모으는 빌더 (a builder that gathers the values by chaining)
struct ResultParams {
    private(set) var emailValue: String = ""
    private(set) var updateValue: Bool = false
    private(set) var intervalValue: Double = 0

    @discardableResult
    func email(_ value: String) -> ResultParams {
        var copy = self
        copy.emailValue = value
        return copy
    }

    @discardableResult
    func update(_ value: Bool) -> ResultParams {
        var copy = self
        copy.updateValue = value
        return copy
    }

    @discardableResult
    func interval(_ value: Double) -> ResultParams {
        var copy = self
        copy.intervalValue = value
        return copy
    }

    func apply(to destination: ResultViewController) {
        destination.paramEmail = emailValue
        destination.paramUpdate = updateValue
        destination.paramInterval = intervalValue
    }
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ActionSubmit",
              let destination = segue.destination as? ResultViewController else { return }

        let params = ResultParams()
        params.email(self.email.text ?? "")
        params.update(self.isUpdate.isOn)
        params.interval(self.interval.value)
        params.apply(to: destination)
    }
}
