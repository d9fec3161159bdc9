import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: Any) {
        if let main = self.storyboard?.instantiateViewController(withIdentifier: "Main") {
            main.modalPresentationStyle = .fullScreen
            self.present(main, animated: true)
        }
    }
}
