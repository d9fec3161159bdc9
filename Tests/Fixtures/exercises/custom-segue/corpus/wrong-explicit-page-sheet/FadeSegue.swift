import UIKit

class FadeSegue: UIStoryboardSegue {

    override func perform() {
        destination.modalPresentationStyle = .pageSheet
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true, completion: nil)
    }
}
