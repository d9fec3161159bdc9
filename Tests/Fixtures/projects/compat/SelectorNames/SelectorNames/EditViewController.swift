import UIKit

/// Presented full screen, without a navigation controller: its Cancel and Save are bar button
/// items of a navigation bar dragged into its view.
class EditViewController: UIViewController {
    @IBAction func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
