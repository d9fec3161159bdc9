import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var status: UILabel!
    private var count = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        count += 1
        status.text = "표시 \(count)회"
    }

    @IBAction func onOpen(_ sender: UIButton) {
        let screen = SecondViewController(nibName: nil, bundle: nil)
        screen.modalPresentationStyle = .fullScreen
        self.present(screen, animated: true, completion: nil)
    }
}
