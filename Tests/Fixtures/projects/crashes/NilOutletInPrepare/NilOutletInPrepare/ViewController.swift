import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onPerformSegue(_ sender: Any) {
        self.performSegue(withIdentifier: "ManualSubmit", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let rvc = segue.destination as! ResultViewController
        // The destination's view has not loaded yet: its outlets are nil here.
        rvc.resultEmail.text = self.email.text
    }
}

class ResultViewController: UIViewController {
    @IBOutlet var resultEmail: UILabel!
}
