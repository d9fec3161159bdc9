import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        switch segue.identifier {
        case "BackHome"?:
            let text = (segue.source as? ThirdViewController)?.note.text ?? ""
            DispatchQueue.main.async {
                self.status.text = text
            }
        default:
            print("unexpected unwind: \(segue.identifier ?? "nil")")
        }
    }
}
