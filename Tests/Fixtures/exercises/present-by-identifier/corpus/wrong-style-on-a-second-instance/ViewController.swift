import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    var appearances = 0

    /// The second screen, straight from the storyboard
    var secondScreen: UIViewController {
        storyboard!.instantiateViewController(withIdentifier: "Second")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
    }

    @IBAction func onOpen(_ sender: Any) {
        secondScreen.modalPresentationStyle = .fullScreen
        present(secondScreen, animated: true)
    }
}
