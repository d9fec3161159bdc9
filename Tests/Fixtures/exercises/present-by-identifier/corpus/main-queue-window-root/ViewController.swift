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
        DispatchQueue.main.async { [weak self] in
            guard let self = self, let board = self.storyboard else { return }
            let vc = board.instantiateViewController(withIdentifier: "Second")
            vc.modalTransitionStyle = .flipHorizontal
            vc.modalPresentationStyle = .fullScreen
            self.present(vc, animated: true, completion: nil)
        }
    }
}
