import UIKit

/// The template's screen, still the storyboard's entry point, never shown.
class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("the storyboard's screen loaded")
    }
}
