import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!

    var appearances = 0
    /// How the second screen comes up: 0 covers the whole screen, 1 is a card.
    lazy var modeControl: UISegmentedControl = {
        let control = UISegmentedControl(items: ["Full", "Card"])
        control.frame = CGRect(x: 20, y: 300, width: 200, height: 32)
        return control
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(modeControl)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
    }

    @IBAction func onOpen(_ sender: UIButton) {
        guard let second = storyboard?.instantiateViewController(withIdentifier: "Second") else { return }
        switch modeControl.selectedSegmentIndex {
        case 0: second.modalPresentationStyle = .fullScreen
        default: second.modalPresentationStyle = .pageSheet
        }
        present(second, animated: true)
    }
}
