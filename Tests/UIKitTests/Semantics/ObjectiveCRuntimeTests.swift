import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// The Objective-C runtime as learner code reaches it: selectors by name, `responds(to:)`,
/// `perform`, and key-value coding of UIKit's keys and of the app's `@objc` properties (R10.11, R10.12).
final class ObjectiveCRuntimeTests: XCTestCase {
    final class RuntimeFormVC: UIViewController {
        var paramEmail = ""
        var paramUpdate = false
        var sent: [String] = []
        func sendData(_ data: String) { sent.append(data) }
        func pair(_ first: String, _ second: String) { sent.append(first + second) }
    }

    /// A navigation delegate that tells when a screen was shown.
    final class Coordinator: NSObject, UINavigationControllerDelegate {
        var shown: [UIViewController] = []
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController)
        }
    }

    final class RuntimeLeftVC: UIViewController {
        var leaving: [Bool] = []
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            leaving.append(value(forKey: "movingFromParentViewController") as? Bool ?? false)
        }
    }

    @MainActor static let classes: [ClassGlue] = [
        glue(RuntimeFormVC.self, "RuntimeFormVC", actions: [
            // As the generator writes them: `sendData(_:)` fulfils an `@objc protocol`'s requirement.
            "sendData:": ClassGlue.Action(swiftName: "sendData(_:)") { target, sender in (target as! RuntimeFormVC).sendData(sender as! String) },
            "pair::": ClassGlue.Action(swiftName: "pair(_:_:)", invoke2: { target, first, second in
                (target as! RuntimeFormVC).pair(first as! String, second as! String)
            }) { target, sender in (target as! RuntimeFormVC).pair(sender as! String, "") },
        ], outlets: [
            "paramEmail": { ($0 as! RuntimeFormVC).paramEmail = $1 as? String ?? "" },
            "paramUpdate": { ($0 as! RuntimeFormVC).paramUpdate = ($1 as? NSNumber)?.boolValue ?? false },
        ]),
        glue(RuntimeLeftVC.self, "RuntimeLeftVC"),
        ClassGlue(className: "RuntimeCoordinator", type: Coordinator.self, methods: ["navigationController(_:didShow:animated:)"]),
    ]

    /// R10.11: UIKit's classes answer `responds(to:)` with their Objective-C selectors; the app's
    /// classes with the methods and property accessors the build registered, and UIKit's delegate
    /// methods they declare. `perform` runs them; `NSSelectorFromString` and `Selector(("…"))` name them.
    func testRespondsToAndPerformWithUIKitsAndTheAppsSelectors() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "form"), SB.scene("form", "RuntimeFormVC")]),
                              classes: Glue.all + Self.classes)
            let navigation = try XCTUnwrap(app.launch() as? UINavigationController)
            let form = try XCTUnwrap(navigation.topViewController as? RuntimeFormVC)
            XCTAssertTrue(navigation.responds(to: Selector(("setDelegate:"))))
            XCTAssertFalse(navigation.responds(to: Selector(("setDelegate"))), "no colon: another selector")
            XCTAssertFalse(navigation.responds(to: NSSelectorFromString("navigationController:didShowViewController:animated:")))
            XCTAssertTrue(form.responds(to: NSSelectorFromString("performSegueWithIdentifier:sender:")))
            XCTAssertFalse(form.responds(to: NSSelectorFromString("performSegueWithIdentifier:")))
            XCTAssertFalse(form.responds(to: NSSelectorFromString("dismissViewControllerAnimated:")))
            XCTAssertTrue(form.responds(to: NSSelectorFromString("sendData:")))
            XCTAssertTrue(form.responds(to: NSSelectorFromString("setParamEmail:")))
            XCTAssertTrue(form.responds(to: NSSelectorFromString("paramEmail")))
            XCTAssertFalse(form.responds(to: NSSelectorFromString("setParamEmail")))
            XCTAssertEqual(NSStringFromSelector(NSSelectorFromString("sendData:")), "sendData:")

            let coordinator = Coordinator()
            XCTAssertTrue(coordinator.responds(to: NSSelectorFromString("navigationController:didShowViewController:animated:")))
            navigation.perform(NSSelectorFromString("setDelegate:"), with: coordinator)
            XCTAssertTrue(navigation.delegate === coordinator)

            app.markNow()
            form.perform(NSSelectorFromString("sendData:"), with: "hello")
            form.perform(NSSelectorFromString("pair::"), with: "a", with: "b")
            form.perform(NSSelectorFromString("setParamEmail:"), with: "learner@example.com")
            XCTAssertEqual(form.sent, ["hello", "ab"])
            XCTAssertEqual(form.paramEmail, "learner@example.com")
            XCTAssertEqual(form.perform(NSSelectorFromString("paramEmail")) as? String, "learner@example.com")
            XCTAssertEqual(app.newLines(), [
                "RuntimeFormVC#1.sendData(_:) sender=\"hello\"",
                "RuntimeFormVC#1.pair(_:_:) sender=\"a\"",
            ])

            // `AnyObject`'s dynamic lookup, as the build writes it.
            let target: AnyObject = form
            XCTAssertTrue(__workbookObjC(target).responds(to: NSSelectorFromString("sendData:")))
            let optional: AnyObject? = form
            __workbookObjC(optional)?.perform(NSSelectorFromString("sendData:"), with: "again")
            XCTAssertEqual(form.sent.last, "again")
        }
    }

    /// R10.12: UIKit's keys are their Objective-C names: `viewControllers` is set through
    /// `setViewControllers:` (no animation), `movingFromParentViewController` read through
    /// `isMovingFromParentViewController`; the app's `@objc` properties are written converted.
    func testKeyValueCodingOfUIKitsKeysAndTheAppsProperties() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "form"), SB.scene("form", "RuntimeFormVC"),
                                                           SB.scene("left", "RuntimeLeftVC", storyboardID: "Left")]),
                              classes: Glue.all + Self.classes)
            let navigation = try XCTUnwrap(app.launch() as? UINavigationController)
            let form = try XCTUnwrap(navigation.topViewController as? RuntimeFormVC)
            let left = try XCTUnwrap(app.storyboard.instantiateViewController(withIdentifier: "Left") as? RuntimeLeftVC)
            navigation.pushViewController(left, animated: true)
            app.drain()
            XCTAssertEqual((navigation.value(forKey: "viewControllers") as? [UIViewController])?.count, 2)
            XCTAssertEqual(navigation.value(forKey: "topViewController") as? UIViewController, left)
            app.markNow()
            navigation.setValue([form], forKey: "viewControllers")
            app.drain()
            XCTAssertEqual(app.newLines().first, "UINavigationController#1.setViewControllers(_:animated:) [RuntimeFormVC#1] animated=false")
            XCTAssertEqual(navigation.viewControllers, [form])
            XCTAssertEqual(left.leaving, [true])

            form.setValuesForKeys(["paramEmail": "a@b.c", "paramUpdate": NSNumber(value: true), "title": "Form"])
            XCTAssertEqual(form.paramEmail, "a@b.c")
            XCTAssertTrue(form.paramUpdate)
            XCTAssertEqual(form.title, "Form")
            XCTAssertEqual(form.value(forKey: "paramEmail") as? String, "a@b.c")
            XCTAssertEqual(form.value(forKey: "title") as? String, "Form")
            XCTAssertEqual(form.value(forKey: "isMovingFromParentViewController") as? Bool, false)
            XCTAssertEqual(form.value(forKeyPath: "navigationController.topViewController.title") as? String, "Form")
            XCTAssertEqual(form.view.value(forKey: "hidden") as? Bool, false, "the getter isHidden")
            form.setValue("Renamed", forKeyPath: "navigationController.topViewController.title")
            XCTAssertEqual(form.title, "Renamed")
        }
    }
}
