import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        if let third = segue.source as? ThirdViewController {
            self.status.text = third.note.text
        }
    }
}
