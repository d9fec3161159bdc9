//
//  FormViewController.swift
//  ManyCompileErrors
//

import UIKit

class FormViewController: UIViewController {

    @IBOutlet weak var memo: UITextField!

    override func viewWillDisappear(animated: Bool) {
        super.viewWillDisappear(animated)
        print("memo: \(memo.txt ?? "")")
        savedMemo = memo.text
    }
}
