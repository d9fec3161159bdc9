import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Notifications as the search's build recorded them (docs/checks.md "Round 13"): each post set
/// against the observers registered when it was posted, with their centers, names, objects and
/// observers, on the book's exercises.
final class NotificationFlowEndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func reading(_ report: CheckReport, check: String, file: StaticString = #filePath, line: UInt = #line) throws -> Explanation {
        let failed = try XCTUnwrap(report.checks.first { $0.id == check }, file: file, line: line)
        XCTAssertEqual(failed.status, .failed, file: file, line: line)
        return try XCTUnwrap(failed.explanations.first { $0.rule == "value-flow-notification" }, "\(failed.explanations.map(\.rule))", file: file, line: line)
    }

    /// The main screen pops when told to; `detail` says which center, name and object it posts with.
    func popByNotification(detail: String, observer: String = "NotificationCenter.default.addObserver(self, selector: #selector(popRequested(_:)), name: .popRequested, object: nil)") throws -> CheckReport {
        try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
                    let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
                    navigationController?.pushViewController(detail, animated: true)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(observer)
                }

                @objc func popRequested(_ note: Notification) {
                    navigationController?.popViewController(animated: true)
                }
            }

            extension Notification.Name {
                static let popRequested = Notification.Name("PopRequested")
            }

            extension ViewController {
                func unused() {
            """),
            ("DetailViewController.swift", detail),
        ])
    }

    func testAPostOnACenterOfItsOwnReachesNoObserver() throws {
        let report = try popByNotification(detail: """
                let center = NotificationCenter()
                center.post(name: .popRequested, object: self)
        """)
        let found = try reading(report, check: "pops-back")
        XCTAssertEqual(found.text.en, "In this run DetailViewController.swift line 7 (`center.post(name: .popRequested, object: self)`, in `onPop(_:)`) posted \"PopRequested\" on a `NotificationCenter` of your own, but the observer added at ViewController.swift line 12 (`NotificationCenter.default.addObserver(self, selector: #selector(popRequested(_:)), name: .popRequested, object: nil)`, in `viewDidLoad()`) listens on `NotificationCenter.default`: a center delivers only what is posted on it. Post and observe on `NotificationCenter.default`.")
        XCTAssertTrue(found.text.ko.contains("직접 만든 `NotificationCenter`에 보냈는데"), found.text.ko)
    }

    func testAPostUnderANameSpelledOtherwiseReachesNoObserver() throws {
        let report = try popByNotification(detail: """
                NotificationCenter.default.post(name: Notification.Name("popRequested"), object: self)
        """)
        let found = try reading(report, check: "pops-back")
        XCTAssertTrue(found.text.en.hasPrefix("In this run DetailViewController.swift line 6 (`NotificationCenter.default.post(name: Notification.Name(\"popRequested\"), object: self)`, in `onPop(_:)`) posted \"popRequested\", but the observer added at ViewController.swift line 12"), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("observes \"PopRequested\": names are compared exactly (letter case too), so no observer got it. Use one `Notification.Name` constant on both sides."), found.text.en)
    }

    func testAnObjectFilterNamingAnotherObjectDeliversNothing() throws {
        let report = try popByNotification(detail: """
                NotificationCenter.default.post(name: .popRequested, object: self)
        """, observer: "NotificationCenter.default.addObserver(self, selector: #selector(popRequested(_:)), name: .popRequested, object: self)")
        let found = try reading(report, check: "pops-back")
        XCTAssertTrue(found.text.en.contains("posted \"PopRequested\" with `object:` DetailViewController#1, but the observer added at ViewController.swift line 12"), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("asked only for notifications whose object is ViewController#1: the `object:` filter names the one sender it accepts, so this post was not delivered. Pass `object: nil` to hear every sender, or the sender itself."), found.text.en)
    }

    /// The counter's observer added in `viewDidLoad` and again in `viewWillAppear`: one Close counts twice.
    func testAnObserverRegisteredTwiceRunsTwicePerPost() throws {
        let report = try FilledExercise.check(self, exercise: "custom-segue", app: "CustomSegue", fills: [
            ("FadeSegue.swift", """
                    destination.modalPresentationStyle = .fullScreen
                    source.present(destination, animated: true)
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!
                var appearances = 1

                override func viewDidLoad() {
                    super.viewDidLoad()
                    status.text = "표시 1회"
                    NotificationCenter.default.addObserver(self, selector: #selector(closed(_:)), name: .detailClosed, object: nil)
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(closed(_:)), name: .detailClosed, object: nil)
                }

                @objc func closed(_ note: Notification) {
                    appearances += 1
                    status.text = "표시 \\(appearances)회"
                }
            }

            extension Notification.Name {
                static let detailClosed = Notification.Name("DetailClosed")
            }
            """),
            ("DetailViewController.swift", """
            import UIKit

            class DetailViewController: UIViewController {
                @IBAction func onClose(_ sender: Any) {
                    NotificationCenter.default.post(name: .detailClosed, object: nil)
                    dismiss(animated: true)
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "value-flow-notification" }, "\(failed.explanations.map(\.rule))")
        XCTAssertTrue(found.text.en.hasSuffix("while one observer was registered for it 2 times (lines 10, 15): each registration runs the handler, so it ran 2 times for one post. Add the observer once (in `viewDidLoad()`), or remove it before adding it again."), found.text.en)
    }
}
