@_spi(Workbook) @testable import UIKit
import WorkbookProtocol
import XCTest

/// Objective-C messages name UIKit's own classes without a module (`-[UIViewController back:]:
/// unrecognized selector sent to instance 0x…`, as a device prints it) and the app's Swift
/// classes with theirs (`Scene_Trans02.SecondViewController`).
final class ObjectiveCNameTests: XCTestCase {
    final class SecondViewController: UIViewController {}

    func testUIKitClassesHaveNoModulePrefix() {
        MainActor.assumeIsolated {
        XCTAssertEqual(Runtime.objectiveCClassName(UIViewController()), "UIViewController")
        XCTAssertEqual(Runtime.objectiveCClassName(UILabel()), "UILabel")
        XCTAssertTrue(Runtime.objectDescription(UISwitch()).hasPrefix("<UISwitch: 0x"))
        }
    }

    func testAppClassesKeepTheirModule() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Runtime.objectiveCClassName(SecondViewController()), "UIKitTests.ObjectiveCNameTests.SecondViewController")
        }
    }
}

/// `UIView.transition(from: source.view, to: destination.view, …)` in a custom segue's
/// `perform()` (the textbook's first custom segue): the window shows the destination's view in
/// place of the root controller's, and keeps it, even though nothing keeps the destination
/// controller (it is released, as on a device); the root controller stays the window's root.
final class ViewTransitionReplacesRootViewTests: XCTestCase {
    func testTheWindowShowsTheNewViewAfterTheControllerIsGone() {
        MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "form", [SB.scene("form", "FormVC"), SB.scene("result", "ResultVC", storyboardID: "result")]), classes: Glue.all)
            let root = app.launch() as! FormVC
            var destination: UIViewController? = app.storyboard.instantiateViewController(withIdentifier: "result")
            let shown = destination!.view!
            weak var released = destination
            UIView.transition(from: root.view, to: shown, duration: 0.5, options: .transitionCurlDown)
            destination = nil
            app.drain()
            XCTAssertNil(released, "nothing keeps the destination controller")
            XCTAssertTrue(root.workbookScreenView === shown, "the window shows the destination's view")
            XCTAssertTrue(app.window.rootViewController === root)
            XCTAssertTrue(root.viewIfLoaded !== shown)
        }
    }
}
