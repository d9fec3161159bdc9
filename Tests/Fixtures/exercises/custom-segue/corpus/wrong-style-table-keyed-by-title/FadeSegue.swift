import UIKit

class FadeSegue: UIStoryboardSegue {

    // One place for every custom segue's look, keyed by the segue.
    private let looks: [String: (UIModalPresentationStyle, UIModalTransitionStyle)] = [
        "Fade": (.fullScreen, .crossDissolve),
        "Slide": (.overFullScreen, .coverVertical),
    ]

    override func perform() {
        let look = looks[identifier ?? ""] ?? (.automatic, .coverVertical)
        destination.modalPresentationStyle = look.0
        destination.modalTransitionStyle = look.1
        source.present(destination, animated: true)
    }
}
