@_spi(Workbook) @testable import UIKit
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
