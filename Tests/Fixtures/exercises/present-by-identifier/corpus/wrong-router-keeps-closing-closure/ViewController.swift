import UIKit

final class CloseRouter {
    var closeHandler: (() -> Void)?
    func close() { closeHandler?() }
}

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    var appearances = 0
    let router = CloseRouter()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
    }

    @IBAction func onOpen(_ sender: Any) {
        guard let second = storyboard?.instantiateViewController(withIdentifier: "Second") as? SecondViewController else { return }
        second.router = router
        second.modalPresentationStyle = .fullScreen
        present(second, animated: true)
    }
}
