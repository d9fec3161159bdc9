import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
    }

    @IBAction func onOpen(_ sender: Any) {
        let second = storyboard!.instantiateViewController(withIdentifier: "Second")
        second.modalPresentationStyle = .fullScreen
        present(second, animated: true)
    }
}
