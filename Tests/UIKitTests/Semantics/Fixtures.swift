import Foundation
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// Learner-like classes for the semantics tests. Each records what it saw in hooks the tests read.

final class FormVC: UIViewController {
    var shouldAnswer = true
    var destinationViewLoadedInPrepare: Bool?
    var touchDestinationViewInPrepare = false
    var receivedSenders: [String] = []
    var unwindCount = 0

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { shouldAnswer }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        destinationViewLoadedInPrepare = segue.destination.isViewLoaded
        receivedSenders.append(sender.map { String(describing: type(of: $0)) } ?? "nil")
        if touchDestinationViewInPrepare { _ = segue.destination.view }
        (segue.destination as? ResultVC)?.paramEmail = "learner@example.com"
    }

    @IBAction func unwindToForm(_ segue: UIStoryboardSegue) { unwindCount += 1 }
}

final class ResultVC: UIViewController {
    var paramEmail = ""
    var emailSeenInViewDidLoad: String?
    var value: String?
    override func viewDidLoad() { emailSeenInViewDidLoad = paramEmail }
}

final class ThirdVC: UIViewController {}
final class PlainVC: UIViewController {}

final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        source.present(destination, animated: false)
    }
}

/// A custom segue that pushes: with a source outside a navigation controller the optional chain
/// skips the push.
final class PushSegue: UIStoryboardSegue {
    override func perform() {
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

@MainActor
enum Glue {
    static let form = glue(FormVC.self, "FormVC", actions: [
        "unwindToForm:": ClassGlue.Action(swiftName: "unwindToForm(_:)") { target, sender in
            (target as! FormVC).unwindToForm(sender as! UIStoryboardSegue)
        },
    ])
    static let result = glue(ResultVC.self, "ResultVC")
    static let third = glue(ThirdVC.self, "ThirdVC")
    static let plain = glue(PlainVC.self, "PlainVC")
    static let fade = ClassGlue(className: "FadeSegue", type: FadeSegue.self,
                                makeSegue: { FadeSegue(identifier: $0, source: $1, destination: $2) })
    static let push = ClassGlue(className: "PushSegue", type: PushSegue.self,
                                makeSegue: { PushSegue(identifier: $0, source: $1, destination: $2) })
    static var all: [ClassGlue] { [form, result, third, plain, fade, push] }
}
