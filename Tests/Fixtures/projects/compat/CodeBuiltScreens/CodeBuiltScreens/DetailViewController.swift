import UIKit

/// Wires its own button to itself: UIKit does not retain the target, so the screen is freed
/// when it is popped.
class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let closeButton = UIButton(type: .system)
        closeButton.setTitle("Close", for: .normal)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        view.addSubview(closeButton)
    }

    @objc func close() {
        navigationController?.popViewController(animated: true)
    }

    deinit {
        print("detail freed")
    }
}
