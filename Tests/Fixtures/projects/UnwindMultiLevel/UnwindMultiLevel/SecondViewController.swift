import UIKit

class SecondViewController: UIViewController {
}
