import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        // TODO: 값을 VC2가 다시 만들어져도 남는 곳에 저장하고 돌아가세요. (Save the value where it outlives VC2 being made again, then go back.)
    }
}
