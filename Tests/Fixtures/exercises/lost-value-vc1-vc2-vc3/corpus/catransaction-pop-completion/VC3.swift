import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: UIButton) {
        UserDefaults.standard.set("from VC3", forKey: "value")
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            print("pop finished")
        }
        navigationController?.popViewController(animated: true)
        CATransaction.commit()
    }
}
