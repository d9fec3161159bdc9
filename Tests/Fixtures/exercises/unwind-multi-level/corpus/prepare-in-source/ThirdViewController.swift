import UIKit

class ThirdViewController: UIViewController {

    @IBOutlet var note: UITextField!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "BackHome", let home = segue.destination as? ViewController {
            home.status.text = note.text
        }
    }
}
