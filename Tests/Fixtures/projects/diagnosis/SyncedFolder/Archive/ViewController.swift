import UIKit

// Outside the synchronized folder: an old copy, not part of the app.
class ViewController: UIViewController {}
