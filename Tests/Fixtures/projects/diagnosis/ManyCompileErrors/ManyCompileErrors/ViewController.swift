//
//  ViewController.swift
//  ManyCompileErrors
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    @IBOutlet var isUpdateText: UILabel!
    @IBOutlet var isIntervalText: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    @IBAction func onSwitch(_ sender: UISwitch) {
        if (sender.isOn == true) {
            self.isUpdateText.txt = "갱신함"
        } else {
            self.isUpdateText.text = "갱신하지 않음"
        }
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        let value = Int(sender.valu)
        self.isIntervalText.text = "\(value)분 마다"
    }

    @IBAction func onSubmit(_ sender: Any) {
        let count: Int = "Submit tapped"
        print(count)
    }

    @IBAction private func onPerformSegue(_ sender: Any) {
        self.performSegue(withIdentifer: "ManualSubmit", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmal = self.email.text!
        rvc.paramUpdate = self.isUpdate.isOn
        rvc.paramInterval = self.interval.value
    }

    @IBAction func unwindToMain(segue: UIStoryboardSegue) {
        print("Back from \(type(of: segue.source))")
    }
}
