import UIKit

class DetailViewController: UIViewController {
    var message = "Hello from detail"

    deinit {
        print("detail gone")
    }
}
