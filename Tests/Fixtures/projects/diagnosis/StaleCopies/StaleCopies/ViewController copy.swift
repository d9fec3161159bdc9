import UIKit

// A stale copy Xcode's Finder duplicate left behind: not in the target.
class ViewController: UIViewController {
    @IBOutlet var email: UITextField!
}
