import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    var note: String?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let note = note else { return }
        status.text = note
    }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        guard let third = segue.source as? ThirdViewController, let text = third.note.text else { return }
        note = text
    }
}
