import UIKit

/// Method names whose first argument label is a preposition: Xcode wires them as `saveWith:` and
/// `unwindFor:`, not `saveWithWith:` / `unwindWithFor:`.
class ViewController: UIViewController {
    @IBOutlet weak var statusLabel: UILabel!

    @IBAction func save(with sender: UIButton) {
        statusLabel.text = "saved"
        print("saved with \(sender.currentTitle ?? "")")
    }

    @IBAction func unwind(for segue: UIStoryboardSegue) {
        guard let detail = segue.source as? DetailViewController else { return }
        statusLabel.text = "back with \(detail.note)"
    }
}
