import UIKit

/// One object for every transition of the app.
final class Navigator {
    static let shared = Navigator()
    private init() {}

    var current: UIViewController?

    func show(_ identifier: String, over screen: UIViewController) {
        let next = screen.storyboard!.instantiateViewController(withIdentifier: identifier)
        next.modalPresentationStyle = .fullScreen
        current = next
        screen.present(next, animated: true)
    }

    func close() {
        current?.presentingViewController?.dismiss(animated: true)
    }
}

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    private var count = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        count += 1
        status.text = "표시 \(count)회"
    }

    @IBAction func onOpen(_ sender: Any) {
        Navigator.shared.show("Second", over: self)
    }
}
