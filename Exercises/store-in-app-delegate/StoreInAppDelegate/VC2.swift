import UIKit

class VC2: UIViewController {

    @IBOutlet var valueLabel: UILabel!
    var value: String?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // TODO: 앱 델리게이트의 value를 읽어 표시하세요. 없으면 "-". (Read value from the app delegate and show it; "-" when there is none.)
    }
}
