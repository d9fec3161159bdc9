import UIKit

class FadeSegue: UIStoryboardSegue {

    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}
