//
//  FormViewController.swift
//  SegueBasics
//

import UIKit

class FormViewController: UIViewController {

    @IBOutlet weak var memo: UITextField!

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("memo: \(memo.text ?? "")")
    }
}
