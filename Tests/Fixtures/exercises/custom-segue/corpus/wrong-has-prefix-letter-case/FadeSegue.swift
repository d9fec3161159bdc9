import UIKit

class FadeSegue: UIStoryboardSegue {

    override func perform() {
        guard identifier?.hasPrefix("fade") == true else { return }
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}
