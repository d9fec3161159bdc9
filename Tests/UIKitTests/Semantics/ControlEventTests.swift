import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// When a control sends which events: editing that ends only when the field resigns (R10.15), a
/// target–action pair added twice (R10.16), a tap recognizer attached to a button (R10.17).
final class ControlEventTests: XCTestCase {
    /// A form built in code: two fields and a Save button, every event logged in order.
    final class FormVC: UIViewController, UITextFieldDelegate {
        let name = UITextField()
        let email = UITextField()
        let save = UIButton(type: .system)
        var log: [String] = []
        var allowsEnd = true
        override func viewDidLoad() {
            super.viewDidLoad()
            for field in [name, email] {
                field.delegate = self
                field.addTarget(self, action: Selector("began:"), for: .editingDidBegin)
                field.addTarget(self, action: Selector("ended:"), for: .editingDidEnd)
                view.addSubview(field)
            }
            save.addTarget(self, action: Selector("saved:"), for: .touchUpInside)
            view.addSubview(save)
        }
        func tag(_ sender: Any?) -> String { (sender as? UITextField) === name ? "name" : "email" }
        func began(_ sender: Any?) { log.append("editingDidBegin \(tag(sender))") }
        func ended(_ sender: Any?) { log.append("editingDidEnd \(tag(sender)) \((sender as? UITextField)?.text ?? "")") }
        func saved(_ sender: Any?) { log.append("saved name=\(name.text ?? "") editing=\(name.isEditing)") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd \(tag(textField))")
            return allowsEnd
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(tag(textField))") }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("viewWillDisappear editing=\(email.isEditing)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.append("viewDidDisappear")
        }
    }

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
        glue(FormVC.self, "FormVC", actions: [
            "began:": ClassGlue.Action(swiftName: "began(_:)") { target, sender in (target as! FormVC).began(sender) },
            "ended:": ClassGlue.Action(swiftName: "ended(_:)") { target, sender in (target as! FormVC).ended(sender) },
            "saved:": ClassGlue.Action(swiftName: "saved(_:)") { target, sender in (target as! FormVC).saved(sender) },
        ]),
        glue(TapVC.self, "TapVC", actions: [
            "down:": ClassGlue.Action(swiftName: "down(_:)") { target, sender in (target as! TapVC).down(sender) },
            "cancelled:": ClassGlue.Action(swiftName: "cancelled(_:)") { target, sender in (target as! TapVC).cancelled(sender) },
            "up:": ClassGlue.Action(swiftName: "up(_:)") { target, sender in (target as! TapVC).up(sender) },
            "tapped:": ClassGlue.Action(swiftName: "tapped(_:)") { target, sender in (target as! TapVC).tapped(sender) },
            "save:": ClassGlue.Action(swiftName: "save(_:)") { target, sender in (target as! TapVC).save(sender) },
        ]),
    ]

    /// R10.15: typing leaves the field first responder; a tap on a button does not end editing
    /// (the Save action sees the field still editing); another field becoming first responder
    /// does, after asking the delegate, and cannot when the delegate refuses; `endEditing(true)`
    /// forces it; `resignFirstResponder()` sends `editingDidEnd`; the screen leaving the window
    /// (a pop) forces it, before `viewWillDisappear`.
    func testEditingEndsOnlyWhenTheFieldResigns() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]),
                              classes: Glue.all + Self.classes)
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            let form = FormVC()
            nav.pushViewController(form, animated: true)
            app.drain()
            // The `type` step: a finger in the field, then the keyboard.
            XCTAssertTrue(form.name.becomeFirstResponder())
            form.name.workbookType("Ann")
            form.save.workbookTap()
            XCTAssertEqual(form.log, ["editingDidBegin name", "saved name=Ann editing=true"])
            XCTAssertTrue(form.name.isFirstResponder)

            form.log = []
            XCTAssertTrue(form.email.becomeFirstResponder())
            XCTAssertEqual(form.log, ["shouldEnd name", "didEnd name", "editingDidEnd name Ann", "editingDidBegin email"])

            form.log = []
            form.allowsEnd = false
            XCTAssertFalse(form.name.becomeFirstResponder(), "the editing field's delegate refuses to end")
            XCTAssertFalse(form.email.resignFirstResponder())
            XCTAssertTrue(form.email.isFirstResponder)
            XCTAssertEqual(form.log, ["shouldEnd email", "shouldEnd email"])
            form.log = []
            XCTAssertTrue(form.view.endEditing(true), "forced: the delegate is not asked")
            XCTAssertEqual(form.log, ["didEnd email", "editingDidEnd email "])

            form.log = []
            form.allowsEnd = true
            XCTAssertTrue(form.name.becomeFirstResponder())
            XCTAssertTrue(form.name.resignFirstResponder())
            XCTAssertEqual(form.log, ["editingDidBegin name", "shouldEnd name", "didEnd name", "editingDidEnd name Ann"])

            form.log = []
            form.allowsEnd = false
            XCTAssertTrue(form.email.becomeFirstResponder())
            nav.popViewController(animated: true)
            app.drain()
            XCTAssertEqual(form.log, ["editingDidBegin email", "didEnd email", "editingDidEnd email ", "viewWillDisappear editing=false", "viewDidDisappear"],
                           "leaving the window ends editing, before viewWillDisappear, even though the delegate would refuse")
            XCTAssertNil(Runtime.shared.firstResponder)
        }
    }

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

    /// R10.17: a tap recognizer attached to the button takes the tap (the button's touch is
    /// cancelled, then the recognizer's action runs, no `touchUpInside`); with `cancelsTouchesInView` false both
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
            XCTAssertEqual(screen.log, ["touchDown", "touchCancel", "tapped button"])

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
