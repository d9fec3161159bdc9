import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!

    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
    }

    @IBAction func onOpen(_ sender: UIButton) {
        let second = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Second")
        second.modalTransitionStyle = .crossDissolve
        present(second, animated: true)
    }
}
