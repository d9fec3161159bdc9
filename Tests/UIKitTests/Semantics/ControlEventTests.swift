import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// When a control sends which events: a target–action pair added twice (R10.16), a tap
/// recognizer attached to a button (R10.17).
final class ControlEventTests: XCTestCase {
    /// A button whose events are all logged, a tap recognizer on it and one on the screen's view.
    final class TapVC: UIViewController {
        let button = UIButton(type: .system)
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            button.addTarget(self, action: Selector("down:"), for: .touchDown)
            button.addTarget(self, action: Selector("cancelled:"), for: .touchCancel)
            button.addTarget(self, action: Selector("up:"), for: .touchUpInside)
            view.addSubview(button)
        }
        func down(_ sender: Any?) { log.append("touchDown") }
        func cancelled(_ sender: Any?) { log.append("touchCancel") }
        func up(_ sender: Any?) { log.append("touchUpInside") }
        func tapped(_ sender: Any?) { log.append("tapped \(((sender as? UIGestureRecognizer)?.view === button) ? "button" : "view")") }
        func save(_ sender: Any?) { log.append("save") }
    }

    /// Refuses every tap recognizer it is asked about.
    final class Refuser: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @MainActor static let classes = [
        glue(TapVC.self, "TapVC", actions: [
            "down:": ClassGlue.Action(swiftName: "down(_:)") { target, sender in (target as! TapVC).down(sender) },
            "cancelled:": ClassGlue.Action(swiftName: "cancelled(_:)") { target, sender in (target as! TapVC).cancelled(sender) },
            "up:": ClassGlue.Action(swiftName: "up(_:)") { target, sender in (target as! TapVC).up(sender) },
            "tapped:": ClassGlue.Action(swiftName: "tapped(_:)") { target, sender in (target as! TapVC).tapped(sender) },
            "save:": ClassGlue.Action(swiftName: "save(_:)") { target, sender in (target as! TapVC).save(sender) },
        ]),
    ]

    /// R10.16: the same target–action pair added again is not added twice: its events join, and
    /// it moves after the pairs added since; a nil target likewise; a storyboard's connection is
    /// such a pair; a UIAction with the same identifier replaces the old one.
    func testTheSameTargetActionAddedTwiceRunsOnce() throws {
        try MainActor.assumeIsolated {
            let scene = SB.scene("a", "TapVC", views: [SB.button("b", actions: ["save:"], owner: "a")])
            let app = TestApp(SB.document(initial: "a", [scene]), classes: Glue.all + Self.classes)
            let screen = try XCTUnwrap(app.launch() as? TapVC)
            let stored = try XCTUnwrap(screen.workbookObjectsByID["b"] as? UIButton)
            stored.addTarget(screen, action: Selector("save:"), for: .touchUpInside)
            app.tapButton("b")
            XCTAssertEqual(screen.log, ["save"], "the storyboard's connection and the same pair in code: once")

            let button = screen.button
            button.addTarget(screen, action: Selector("save:"), for: .touchUpInside)
            button.addTarget(screen, action: Selector("save:"), for: .touchUpInside)
            screen.log = []
            button.workbookTap()
            XCTAssertEqual(screen.log, ["touchDown", "touchUpInside", "save"])

            // Added again: after `up:` added since; with `.touchDown` too, one pair for both events.
            button.addTarget(screen, action: Selector("down:"), for: .touchUpInside)
            screen.log = []
            button.workbookTap()
            XCTAssertEqual(screen.log, ["touchDown", "touchUpInside", "save", "touchDown"])
            XCTAssertEqual(button.workbookTargetSelectors, ["cancelled:", "up:", "save:", "down:"])

            button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
            button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
            button.addTarget(screen, action: Selector("up:"), for: [])
            screen.log = []
            button.workbookTap()
            XCTAssertEqual(screen.log, ["touchDown", "touchUpInside", "save", "touchDown", "save"],
                           "a nil target is a pair of its own, added once; no events adds nothing")

            let control = UIControl()
            var runs: [String] = []
            let id = UIAction.Identifier("count")
            control.addAction(UIAction(identifier: id) { _ in runs.append("first") }, for: .touchUpInside)
            control.addAction(UIAction(identifier: id) { _ in runs.append("second") }, for: .touchDown)
            control.workbookTap()
            XCTAssertEqual(runs, ["second", "second"], "the same identifier: replaced, for the events of both")
        }
    }

    /// R10.17: a tap recognizer attached to the button takes the tap (its action runs, the
    /// button's touch is cancelled, no `touchUpInside`); with `cancelsTouchesInView` false both
    /// run; disabled, refused by its delegate, or needing two taps, it leaves the tap to the
    /// button; a recognizer on the superview never sees a tap on a button.
    func testATapRecognizerOnAButtonTakesTheTap() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "a", [SB.scene("a", "TapVC")]), classes: Glue.all + Self.classes)
            let screen = try XCTUnwrap(app.launch() as? TapVC)
            let onView = UITapGestureRecognizer(target: screen, action: Selector("tapped:"))
            screen.view.addGestureRecognizer(onView)
            screen.button.workbookTap()
            XCTAssertEqual(screen.log, ["touchDown", "touchUpInside"], "the superview's recognizer does not see a tap on a button")

            let onButton = UITapGestureRecognizer(target: screen, action: Selector("tapped:"))
            screen.button.addGestureRecognizer(onButton)
            screen.log = []
            screen.button.workbookTap()
            XCTAssertEqual(screen.log, ["touchDown", "tapped button", "touchCancel"])

            onButton.cancelsTouchesInView = false
            screen.log = []
            screen.button.workbookTap()
            XCTAssertEqual(screen.log, ["touchDown", "tapped button", "touchUpInside"])
            onButton.cancelsTouchesInView = true

            onButton.delaysTouchesBegan = true
            screen.log = []
            screen.button.workbookTap()
            XCTAssertEqual(screen.log, ["tapped button"], "the touch never reached the button")
            onButton.delaysTouchesBegan = false

            let refuser = Refuser()
            onButton.delegate = refuser
            screen.log = []
            screen.button.workbookTap()
            onButton.delegate = nil
            onButton.isEnabled = false
            screen.button.workbookTap()
            onButton.isEnabled = true
            onButton.numberOfTapsRequired = 2
            screen.button.workbookTap()
            XCTAssertEqual(screen.log, ["touchDown", "touchUpInside", "touchDown", "touchUpInside", "touchDown", "touchUpInside"])

            screen.button.isEnabled = false
            screen.log = []
            screen.button.workbookTap()
            XCTAssertEqual(screen.log, [])
        }
    }
}
