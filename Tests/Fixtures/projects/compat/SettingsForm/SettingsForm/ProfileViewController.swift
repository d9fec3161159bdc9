import UIKit

/// The first screen: a summary card in a container view, filled before this screen's viewDidLoad.
class ProfileViewController: UIViewController {
    @IBOutlet weak var headerLabel: UILabel!
    private var summary: SummaryViewController?
    var userName = "Kim"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EmbedSummary", let summary = segue.destination as? SummaryViewController {
            self.summary = summary
            summary.name = userName
            print("embedding, header outlet set: \(headerLabel != nil)")
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("profile loaded with \(children.count) child")
        headerLabel.text = "Profile of \(userName)"
    }
}
