//
//  ViewController.swift
//  SegueBasics
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
            self.isUpdateText.text = "갱신함"
        } else {
            self.isUpdateText.text = "갱신하지 않음"
        }
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        let value = Int(sender.value)
        self.isIntervalText.text = "\(value)분 마다"
    }

    @IBAction func onSubmit(_ sender: Any) {
        print("Submit tapped")
    }

    @IBAction private func onPerformSegue(_ sender: Any) {
        let result = ResultViewController()
        result.paramEmail = self.email.text ?? ""
        self.navigationController?.pushViewController(result, animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = self.email.text!
        rvc.paramUpdate = self.isUpdate.isOn
        rvc.paramInterval = self.interval.value
    }

    @IBAction func unwindToMain(segue: UIStoryboardSegue) {
        print("Back from \(type(of: segue.source))")
    }
}
