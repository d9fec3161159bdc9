import UIKit

class SecondViewController: UIViewController {

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
    }
}
