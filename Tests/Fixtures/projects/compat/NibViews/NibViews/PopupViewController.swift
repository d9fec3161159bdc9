import UIKit

/// The view controller dragged into Popup.xib (not its File's Owner): loaded with
/// `UINib(nibName: "Popup", bundle: nil).instantiate(withOwner: nil, options: nil)[0]`.
class PopupViewController: UIViewController {
    @IBOutlet weak var messageLabel: UILabel!
    var message = ""

    override func awakeFromNib() {
        super.awakeFromNib()
        print("PopupViewController awakeFromNib, view loaded: \(isViewLoaded), storyboard: \(storyboard == nil ? "none" : "some")")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.text = message
    }

    @IBAction func closeTapped(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
