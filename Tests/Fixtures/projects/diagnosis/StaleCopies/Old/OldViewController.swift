import UIKit

// An old file removed from the target long ago; it no longer compiles.
class OldViewController: UIViewController {
    let count: Int = "three"
}
