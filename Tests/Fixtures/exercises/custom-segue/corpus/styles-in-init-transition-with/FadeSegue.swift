import UIKit

class FadeSegue: UIStoryboardSegue {

    override init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
    }

    override func perform() {
        let from = source
        let to = destination
        UIView.transition(with: from.view, duration: 0.2, options: .transitionCrossDissolve, animations: nil) { finished in
            print("fade finished: \(finished)")
            from.present(to, animated: false, completion: nil)
        }
    }
}
