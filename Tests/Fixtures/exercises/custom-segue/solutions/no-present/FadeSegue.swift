import UIKit

class FadeSegue: UIStoryboardSegue {

    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
    }
}
