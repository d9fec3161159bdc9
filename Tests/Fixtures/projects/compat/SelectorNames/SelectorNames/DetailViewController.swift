import UIKit

class DetailViewController: UIViewController {
    var note = "a note"

    @IBAction func toggle(_ sender: UISwitch) {
        note = sender.isOn ? "on" : "off"
    }
}
