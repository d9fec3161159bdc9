import UIKit

class VC1: UIViewController {
}
