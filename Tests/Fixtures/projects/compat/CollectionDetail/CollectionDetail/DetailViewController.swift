import UIKit

class DetailViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var sizePicker: UIPickerView!
    @IBOutlet weak var sizeLabel: UILabel!
    var fruit: String?
    let sizes = ["Small", "Medium", "Large"]

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = fruit
        title = fruit
        sizePicker.selectRow(1, inComponent: 0, animated: false)
        sizeLabel.text = sizes[sizePicker.selectedRow(inComponent: 0)]
    }
}

// MARK: - UIPickerViewDataSource, UIPickerViewDelegate

extension DetailViewController: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return sizes.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        return sizes[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        sizeLabel.text = sizes[row]
    }
}
