import UIKit

class ViewController: UIViewController {

    @IBOutlet var status: UILabel!

    private let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        guard let third = segue.source as? ThirdViewController else { return }
        let note = third.note.text ?? ""
        // 돌아온 시각을 메모 옆에 붙여 보여준다
        status.text = "\(note) (\(timeFormatter.string(from: Date())))"
    }
}
