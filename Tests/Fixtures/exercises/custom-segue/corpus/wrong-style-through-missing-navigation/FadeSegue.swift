import UIKit

class FadeSegue: UIStoryboardSegue {

    override func perform() {
        let shown = destination
        shown.navigationController?.modalPresentationStyle = .fullScreen
        shown.modalTransitionStyle = .crossDissolve
        source.present(shown, animated: true)
    }
}
