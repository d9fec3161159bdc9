import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        print("unwound from \(type(of: segue.source))")
    }
}
