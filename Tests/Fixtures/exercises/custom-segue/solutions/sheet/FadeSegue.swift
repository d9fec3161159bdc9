import UIKit

class FadeSegue: UIStoryboardSegue {

    override func perform() {
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}
