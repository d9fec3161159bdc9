import XCTest
@testable @_spi(Workbook) import UIKit

/// Fidelity round 18: the iOS 14 action API of bar button items and the life-cycle notifications.
final class Round18Tests: XCTestCase {
    final class TargetVC: UIViewController {
        var taps = 0
        func tapped(_ sender: Any?) { taps += 1 }
    }

    @MainActor static let classes = [
        glue(TargetVC.self, "TargetVC", actions: [
            "tapped:": ClassGlue.Action(swiftName: "tapped(_:)") { target, sender in (target as! TargetVC).tapped(sender) },
        ]),
    ]

    /// `UIBarButtonItem(primaryAction:)` takes the action's title and image; a tap runs the
    /// handler with the item as sender; with a primary action set, target and action are ignored
    /// (the `primaryAction` documentation). R10.18.
    func testABarButtonItemsPrimaryActionRunsOnTapAndTakesThePlaceOfTargetAction() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "TargetVC")]),
                              classes: Glue.all + Self.classes)
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            let target = try XCTUnwrap(nav.topViewController as? TargetVC)
            var senders: [Any?] = []
            let action = UIAction(title: "Clear") { action in senders.append(action.sender) }
            let item = UIBarButtonItem(primaryAction: action)
            XCTAssertEqual(item.title, "Clear")
            item.workbookTap()
            XCTAssertEqual(senders.count, 1)
            XCTAssertTrue(senders.first as AnyObject? === item)

            let both = UIBarButtonItem(title: "Old", style: .plain, target: target, action: Selector("tapped:"))
            both.workbookTap()
            XCTAssertEqual(target.taps, 1, "without a primary action the target gets the action")
            both.primaryAction = UIAction(title: "New") { _ in senders.append("new") }
            XCTAssertEqual(both.title, "New", "setting a primary action takes its title")
            both.workbookTap()
            XCTAssertEqual(target.taps, 1, "with a primary action the target and action are ignored")
            XCTAssertEqual(senders.last as? String, "new")

            let system = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add") { _ in senders.append("add") }, menu: nil)
            XCTAssertNil(system.title, "a system item keeps its own look")
            system.workbookTap()
            XCTAssertEqual(senders.last as? String, "add")

            let titled = UIBarButtonItem(title: "T", image: nil, primaryAction: nil, menu: UIMenu(title: "", children: []))
            XCTAssertEqual(titled.title, "T")
            XCTAssertNotNil(UIBarButtonItem(image: nil, menu: UIMenu(children: [])).menu)
            let iOS16 = UIBarButtonItem(title: "Go", image: nil, target: target, action: Selector("tapped:"), menu: nil)
            iOS16.workbookTap()
            XCTAssertEqual(target.taps, 2)
        }
    }

    /// `UIAction.performWithSender(_:target:)` runs the handler with that sender.
    func testPerformWithSenderRunsTheHandler() {
        MainActor.assumeIsolated {
            var seen: [String] = []
            let action = UIAction { action in seen.append((action.sender as? String) ?? "nil") }
            action.performWithSender("me", target: nil)
            action.performWithSender(nil, target: nil)
            XCTAssertEqual(seen, ["me", "nil"])
        }
    }

    /// The life-cycle and keyboard notifications have UIKit's names (R8.2).
    func testLifeCycleNotificationNames() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIApplication.willEnterForegroundNotification.rawValue, "UIApplicationWillEnterForegroundNotification")
            XCTAssertEqual(UIApplication.didEnterBackgroundNotification.rawValue, "UIApplicationDidEnterBackgroundNotification")
            XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
            XCTAssertEqual(UIApplication.willResignActiveNotification.rawValue, "UIApplicationWillResignActiveNotification")
            XCTAssertEqual(UIApplication.willTerminateNotification.rawValue, "UIApplicationWillTerminateNotification")
            XCTAssertEqual(UIScene.willEnterForegroundNotification.rawValue, "UISceneWillEnterForegroundNotification")
            XCTAssertEqual(UIScene.didActivateNotification.rawValue, "UISceneDidActivateNotification")
            XCTAssertEqual(UIScene.didEnterBackgroundNotification.rawValue, "UISceneDidEnterBackgroundNotification")
            XCTAssertEqual(UIResponder.keyboardWillChangeFrameNotification.rawValue, "UIKeyboardWillChangeFrameNotification")
        }
    }
}
