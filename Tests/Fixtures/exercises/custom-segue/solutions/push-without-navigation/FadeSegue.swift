import UIKit

class FadeSegue: UIStoryboardSegue {

    override func perform() {
        source.navigationController?.pushViewController(destination, animated: true)
    }
}
