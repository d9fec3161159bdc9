import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        let third = segue.destination as! ThirdViewController
        status.text = third.note.text
    }
}
