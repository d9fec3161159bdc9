import UIKit

class ViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    /// Minutes as a wheel beside the stepper: row n is n minutes.
    var minutesWheel = UIPickerView()
    let minutes = Array(0...60)

    override func viewDidLoad() {
        super.viewDidLoad()
        minutesWheel.delegate = self
        view.addSubview(minutesWheel)
        interval.addTarget(self, action: #selector(follow(_:)), for: .valueChanged)
    }

    @objc func follow(_ stepper: UIStepper) {
        minutesWheel.selectRow(Int(stepper.value), inComponent: 0, animated: true)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { minutes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(minutes[row])분" }

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        let row = minutesWheel.selectedRow(inComponent: 0)
        rvc.paramInterval = Double(row)
        present(rvc, animated: true)
    }
}
