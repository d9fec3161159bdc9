import UIKit

class ThirdViewController: UIViewController {

    @IBOutlet var note: UITextField!
}
