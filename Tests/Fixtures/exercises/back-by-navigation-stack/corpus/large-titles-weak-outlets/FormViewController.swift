import UIKit

class FormViewController: UIViewController {

    @IBOutlet weak var email: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancel))
    }

    @objc private func cancel() {
        navigationController?.popViewController(animated: true)
    }

    @IBAction func onDone(_ sender: Any) {
        let stack = navigationController?.viewControllers ?? []
        for case let main as ViewController in stack {
            main.paramEmail = email.text
        }
        navigationController?.popViewController(animated: true)
    }
}
