import UIKit

class ViewController: UIViewController {

    // MARK: - Outlets

    @IBOutlet var status: UILabel!

    // MARK: - Properties

    var appearances = 0
    private lazy var mainStoryboard = UIStoryboard(name: "Main", bundle: Bundle.main)

    // MARK: - Life cycle

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        status.text = "표시 \(appearances)회"
        print("viewWillAppear #\(appearances)")
    }

    // MARK: - Actions

    @IBAction func onOpen(_ sender: UIButton) {
        let second: SecondViewController = mainStoryboard.instantiateViewController(identifier: "Second")
        second.modalPresentationStyle = .fullScreen
        present(second, animated: true) {
            print("second screen is up")
        }
    }
}
