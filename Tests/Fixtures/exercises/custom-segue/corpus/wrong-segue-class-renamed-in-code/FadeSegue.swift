import UIKit

class CrossFadeSegue: UIStoryboardSegue {

    override func perform() {
        let target: UIViewController = destination
        target.modalPresentationStyle = UIModalPresentationStyle.fullScreen
        target.modalTransitionStyle = UIModalTransitionStyle.crossDissolve
        source.show(target, sender: nil)
    }
}
