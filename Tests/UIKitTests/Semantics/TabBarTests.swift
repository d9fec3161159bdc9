import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// §9: tab bar controllers, shaped like Xcode's "Tabbed App" storyboard: the entry point is a
/// tab bar controller whose `viewControllers` relationships lead to a plain controller and to a
/// navigation controller.
final class TabBarTests: XCTestCase {
    /// A tab bar controller subclass that is its own delegate, as learners write it.
    final class TabsVC: UITabBarController, UITabBarControllerDelegate {
        var allow = true
        var tappedItems: [String] = []
        override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
            tappedItems.append(item.title ?? "-")
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
        }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allow }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    }

    @MainActor static let tabsGlue = glue(TabsVC.self, "TabsVC")

    /// Tab 0: `FormVC` ("First", badge "3"); tab 1: a navigation controller ("Second") whose root
    /// is `ResultVC`, which has a Show segue to `ThirdVC`.
    static func document(tabBarClass: String? = nil) -> StoryboardDocument {
        var first = SB.scene("first", "FormVC")
        first.controller.tabBarItem = TabBarItemModel(id: "first-item", title: "First", image: "first", badgeValue: "3")
        var navigation = SB.navigation("nav", root: "second")
        navigation.controller.tabBarItem = TabBarItemModel(id: "nav-item", title: "Second", image: "second")
        let second = SB.scene("second", "ResultVC", segues: [SB.segue("toThird", to: "third", identifier: "ShowThird")])
        let tabs = SceneModel(controller: ControllerModel(
            id: "tabs", kind: .tabBarController, customClass: tabBarClass,
            segues: [
                SegueModel(id: "tabs-0", kind: .relationship, destinationID: "first", relationship: "viewControllers"),
                SegueModel(id: "tabs-1", kind: .relationship, destinationID: "nav", relationship: "viewControllers"),
            ]))
        return SB.document(initial: "tabs", [first, second, navigation, SB.scene("third", "ThirdVC"), tabs])
    }

    /// R9.1, R9.2: the tabs are decoded inside the tab bar controller's decoding, in relationship
    /// order; at launch only the selected (first) tab loads its view and appears, parent first.
    func testStoryboardTabsAreDecodedAndOnlyTheFirstAppears() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(Self.document(), classes: Glue.all)
            let tabs = try XCTUnwrap(app.launch() as? UITabBarController)
            XCTAssertEqual(app.newLines(fromStart: true), [
                "UITabBarController#1.init(coder:)",
                "FormVC#1.init(coder:)",
                "FormVC#1.awakeFromNib",
                "UINavigationController#1.init(coder:)",
                "ResultVC#1.init(coder:)",
                "ResultVC#1.awakeFromNib",
                "UINavigationController#1.awakeFromNib",
                "UITabBarController#1.awakeFromNib",
                "UIWindow#1.makeKeyAndVisible",
                "UITabBarController#1.loadView",
                "UITabBarController#1.viewDidLoad",
                "UITabBarController#1.viewWillAppear(_:) animated=false",
                "FormVC#1.loadView",
                "FormVC#1.viewDidLoad",
                "FormVC#1.viewWillAppear(_:) animated=false",
                "UITabBarController#1.viewDidAppear(_:) animated=false",
                "FormVC#1.viewDidAppear(_:) animated=false",
            ])
            let controllers = try XCTUnwrap(tabs.viewControllers)
            XCTAssertEqual(controllers.map { String(describing: type(of: $0)) }, ["FormVC", "UINavigationController"])
            XCTAssertIdentical(tabs.selectedViewController, controllers[0])
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertIdentical(controllers[0].tabBarController, tabs)
            let second = try XCTUnwrap((controllers[1] as? UINavigationController)?.topViewController)
            XCTAssertIdentical(second.tabBarController, tabs, "a tab's navigation stack reaches the tab bar controller")
            XCTAssertFalse(second.isViewLoaded, "a tab not yet selected has not loaded its view")
            XCTAssertEqual(controllers[0].tabBarItem.title, "First")
            XCTAssertEqual(controllers[0].tabBarItem.badgeValue, "3")
            XCTAssertEqual(controllers[1].tabBarItem.title, "Second")
            XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["First", "Second"])
            XCTAssertIdentical(app.visible, controllers[0])
        }
    }

    /// R9.3: a tab switch is immediate and not animated, in the order devices log: the new tab's
    /// `viewDidLoad` (first time) and `viewWillAppear`, the old tab's `viewWillDisappear` and
    /// `viewDidDisappear`, then the new tab's `viewDidAppear`. Code that sets `selectedIndex`
    /// does not involve the delegate.
    func testSelectedIndexSwitchesTabsInDeviceOrder() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(Self.document(tabBarClass: "TabsVC"), classes: Glue.all + [Self.tabsGlue])
            let tabs = try XCTUnwrap(app.launch() as? TabsVC)
            app.markNow()
            tabs.selectedIndex = 1
            XCTAssertEqual(app.newLines(), [
                "TabsVC#1.selectedIndex = 1",
                "UINavigationController#1.loadView",
                "UINavigationController#1.viewDidLoad",
                "UINavigationController#1.viewWillAppear(_:) animated=false",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "ResultVC#1.viewWillAppear(_:) animated=false",
                "FormVC#1.viewWillDisappear(_:) animated=false",
                "FormVC#1.viewDidDisappear(_:) animated=false",
                "UINavigationController#1.viewDidAppear(_:) animated=false",
                "ResultVC#1.viewDidAppear(_:) animated=false",
            ], "at once, before the run loop turns")
            app.drain()
            XCTAssertEqual(app.newLines(), [])
            XCTAssertEqual(String(describing: type(of: app.visible!)), "ResultVC")
            tabs.selectedViewController = tabs.viewControllers?[0]
            XCTAssertEqual(app.newLines(), [
                "TabsVC#1.selectedViewController = FormVC#1",
                "FormVC#1.viewWillAppear(_:) animated=false",
                "UINavigationController#1.viewWillDisappear(_:) animated=false",
                "ResultVC#1.viewWillDisappear(_:) animated=false",
                "UINavigationController#1.viewDidDisappear(_:) animated=false",
                "ResultVC#1.viewDidDisappear(_:) animated=false",
                "FormVC#1.viewDidAppear(_:) animated=false",
            ], "viewDidLoad only the first time")
        }
    }

    /// R9.4: a tap asks `shouldSelect` (false keeps the tab), switches, then `didSelect`; a tap
    /// on the selected tab calls both again, and pops its navigation stack to the root.
    func testTappingATabAsksTheDelegateAndReselectingPopsToRoot() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(Self.document(tabBarClass: "TabsVC"), classes: Glue.all + [Self.tabsGlue])
            let tabs = try XCTUnwrap(app.launch() as? TabsVC)
            tabs.allow = false
            app.markNow()
            tabs.workbookTapTab(at: 1)
            app.drain()
            XCTAssertEqual(app.newLines(), ["TabsVC#1.tabBarController(_:shouldSelect:) UINavigationController#1 -> false"])
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(tabs.tappedItems, ["Second"], "the tab bar tells its controller first (an override compiles and is called)")

            tabs.allow = true
            tabs.workbookTapTab(at: 1)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "TabsVC#1.tabBarController(_:shouldSelect:) UINavigationController#1 -> true",
                "UINavigationController#1.loadView",
                "UINavigationController#1.viewDidLoad",
                "UINavigationController#1.viewWillAppear(_:)",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "ResultVC#1.viewWillAppear(_:)",
                "FormVC#1.viewWillDisappear(_:)",
                "FormVC#1.viewDidDisappear(_:)",
                "UINavigationController#1.viewDidAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
                "TabsVC#1.tabBarController(_:didSelect:) UINavigationController#1",
            ])

            let navigation = try XCTUnwrap(tabs.selectedViewController as? UINavigationController)
            navigation.topViewController?.performSegue(withIdentifier: "ShowThird", sender: nil)
            app.drain()
            app.markNow()
            tabs.workbookTapTab(at: 1)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "TabsVC#1.tabBarController(_:shouldSelect:) UINavigationController#1 -> true",
                "UINavigationController#1.popToRootViewController(animated:)",
                "TabsVC#1.tabBarController(_:didSelect:) UINavigationController#1",
                "ThirdVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewWillAppear(_:)",
                "ThirdVC#1.viewDidDisappear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
                "ThirdVC#1.deinit",
            ])
        }
    }

    /// R9.1: `tabBarItem` is made from the title when first read; setting `title` updates it.
    func testTabBarItemFollowsTheTitle() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(Self.document(), classes: Glue.all)
            let tabs = try XCTUnwrap(app.launch() as? UITabBarController)
            let plain = PlainVC()
            plain.title = "Settings"
            XCTAssertEqual(plain.tabBarItem.title, "Settings")
            plain.title = "Options"
            XCTAssertEqual(plain.tabBarItem.title, "Options")
            plain.tabBarItem.badgeValue = "new"
            XCTAssertEqual(plain.tabBarItem.badgeValue, "new")
            XCTAssertEqual(tabs.tabBar.items?.first?.badgeValue, "3")
        }
    }

    /// R9.1: tabs set in code (the coordinator and code-only set-ups): the selection survives when
    /// its controller stays; an index set before there are tabs is used when they arrive.
    func testTabsSetInCode() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: nil, []), classes: Glue.all)
            let tabs = UITabBarController()
            tabs.selectedIndex = 1
            let first = PlainVC(), second = ThirdVC()
            tabs.viewControllers = [first, second]
            XCTAssertIdentical(tabs.selectedViewController, second)
            app.window.rootViewController = tabs
            app.window.makeKeyAndVisible()
            app.drain()
            app.markNow()
            let third = ResultVC()
            tabs.setViewControllers([third, second], animated: false)
            XCTAssertIdentical(tabs.selectedViewController, second, "the selected controller stays selected")
            XCTAssertNil(first.parent)
            XCTAssertIdentical(third.parent, tabs)
            XCTAssertEqual(app.newLines(), [
                "ResultVC#1.init(nibName:bundle:)",
                "UITabBarController#1.setViewControllers(_:animated:) [ResultVC#1, ThirdVC#1] animated=false",
            ])
            tabs.viewControllers = [first]
            XCTAssertEqual(app.newLines(), [
                "UITabBarController#1.setViewControllers(_:animated:) [PlainVC#1] animated=false",
                "PlainVC#1.loadView",
                "PlainVC#1.viewDidLoad",
                "PlainVC#1.viewWillAppear(_:) animated=false",
                "ThirdVC#1.viewWillDisappear(_:) animated=false",
                "ThirdVC#1.viewDidDisappear(_:) animated=false",
                "PlainVC#1.viewDidAppear(_:) animated=false",
            ], "the selected tab was removed: the first is selected instead")
        }
    }

    /// The Tabbed App storyboard where `ThirdVC` unwinds ("Back") to `FormVC`, and the scene at
    /// `presenter` presents it full screen ("Present"); the app launched, `ThirdVC` presented
    /// from `presenting`, the trace marked.
    @MainActor
    static func presentThirdThenMark(from presenter: Int, presenting: (UITabBarController) -> UIViewController?) throws
        -> (app: TestApp, tabs: UITabBarController, third: ThirdVC) {
        var document = Self.document()
        let unwind = SB.segue("back", to: "third-exit", kind: .unwind, identifier: "Back", unwindAction: "unwindToForm:")
        document.scenes[3] = SB.scene("third", "ThirdVC", segues: [unwind])
        document.scenes[presenter].controller.segues.append(SB.segue("present", to: "third", kind: .presentation, identifier: "Present", style: "fullScreen"))
        let app = TestApp(document, classes: Glue.all)
        let tabs = try XCTUnwrap(app.launch() as? UITabBarController)
        try XCTUnwrap(presenting(tabs)).performSegue(withIdentifier: "Present", sender: nil)
        app.drain()
        let third = try XCTUnwrap(app.visible as? ThirdVC)
        app.markNow()
        return (app, tabs, third)
    }

    /// Unwinding from `ThirdVC` to `FormVC` in the first tab: one dismissal by the tab bar
    /// controller, which shows the first tab again.
    static let unwindToTheFirstTab = [
        "ThirdVC#1.performSegue(withIdentifier:sender:) \"Back\" sender=nil",
        "ThirdVC#1.prepare(for:sender:) segue=\"Back\" destination=FormVC#1 sender=nil",
        "FormVC#1.unwindToForm(_:) segue=\"Back\" source=ThirdVC#1",
        "UITabBarController#1.dismiss(animated:completion:)",
        "UITabBarController#1.unwind(for:towards:) FormVC#1",
        "ThirdVC#1.viewWillDisappear(_:)",
        "UITabBarController#1.viewWillAppear(_:)",
        "FormVC#1.viewWillAppear(_:)",
        "UITabBarController#1.viewDidAppear(_:)",
        "FormVC#1.viewDidAppear(_:)",
        "ThirdVC#1.viewDidDisappear(_:)",
    ]

    /// R9.5: an unwind from a screen presented over the second tab to the first tab's controller
    /// dismisses the screen and selects the first tab (the tab bar controller's
    /// `unwind(for:towards:)`): covered, the tab bar controller changes tab without callbacks,
    /// and it reappears with the first tab.
    func testUnwindingToAnotherTabSelectsIt() throws {
        try MainActor.assumeIsolated {
            let (app, tabs, third) = try Self.presentThirdThenMark(from: 1) { tabs in
                tabs.selectedIndex = 1
                return (tabs.selectedViewController as? UINavigationController)?.topViewController
            }
            third.performSegue(withIdentifier: "Back", sender: nil)
            app.drain()
            XCTAssertEqual(app.newEvents(), Self.unwindToTheFirstTab)
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertIdentical(app.visible, tabs.viewControllers?[0])
        }
    }

    /// R4.11 with a tab bar: a tab's controller presents through the tab bar controller, which
    /// covers the screen; an unwind from the presented screen comes back into the tab (R9.5).
    func testPresentingFromATabAndUnwindingBack() throws {
        try MainActor.assumeIsolated {
            let (app, tabs, third) = try Self.presentThirdThenMark(from: 0) { $0.selectedViewController }
            XCTAssertIdentical(third.presentingViewController, tabs)
            third.performSegue(withIdentifier: "Back", sender: nil)
            app.drain()
            XCTAssertEqual(app.newEvents(), Self.unwindToTheFirstTab)
            XCTAssertEqual((tabs.viewControllers?[0] as? FormVC)?.unwindCount, 1)
        }
    }
}
