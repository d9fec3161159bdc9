import UIKit

// Left 화면에 머문 기록. 나갈 때 UserDefaults에 JSON으로 남긴다.
struct LeftSession: Codable {
    var openedAt: Date
    var nextTaps: Int
    var secondsPerNext: Double
}

class LeftViewController: UIViewController, Storyboarded {
    weak var coordinator: LeftCoordinator?

    private var openedAt = Date()
    private var nextTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        openedAt = Date()
    }

    @IBAction func onNext(_ sender: Any) {
        nextTaps += 1
        coordinator?.showDetail()
    }

    @IBAction func onDone(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isMovingFromParent else { return }   // Detail이 덮을 때는 아무것도 안 함

        let elapsed = Date().timeIntervalSince(openedAt)
        let session = LeftSession(openedAt: openedAt,
                                  nextTaps: nextTaps,
                                  secondsPerNext: elapsed / Double(nextTaps))
        do {
            let data = try JSONEncoder().encode(session)
            UserDefaults.standard.set(data, forKey: "lastLeftSession")
            coordinator?.didFinish()
        } catch {
            print("LeftSession 저장 실패: \(error)")
        }
    }
}
