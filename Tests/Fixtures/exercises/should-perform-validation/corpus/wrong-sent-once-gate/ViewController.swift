import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    private var sentAddresses: Set<String> = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let text = email.text, !text.isEmpty else { return false }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let rvc = segue.destination as? ResultViewController {
            rvc.paramEmail = email.text ?? ""
        }
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        let address = email.text ?? ""
        guard !sentAddresses.contains(address) else { return }
        sentAddresses.insert(address)
        performSegue(withIdentifier: "ManualSubmit", sender: sender)
    }
}
