import UIKit

class SecondViewController: UIViewController {

    var router: CloseRouter?

    override func viewDidLoad() {
        super.viewDidLoad()
        router?.closeHandler = {
            self.dismiss(animated: true)
        }
    }

    @IBAction func onClose(_ sender: Any) {
        router?.close()
    }
}
