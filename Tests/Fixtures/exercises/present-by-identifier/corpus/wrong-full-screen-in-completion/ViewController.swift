import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!
    private var count = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        count += 1
        status.text = "표시 \(count)회"
    }

    @IBAction func onOpen(_ sender: UIButton) {
        guard let secondScreen = storyboard?.instantiateViewController(withIdentifier: "Second") as? SecondViewController else { return }
        self.present(secondScreen, animated: true) {
            secondScreen.modalPresentationStyle = .fullScreen
        }
    }
}
