import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// Issue 9, end to end: compatibility fixture projects written the way public learner projects
/// are (a table of prototype cells with a cell segue, a popover whose delegate is set in
/// `prepare`, NSLog, KVC on UserDefaults, `view.window`; the coordinator set-up where the scene
/// delegate builds its own window, with and without a storyboard) run unchanged.
final class CompatFidelityTests: XCTestCase, CompatTracing {
    static let compat = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/compat")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override class func setUp() {
        super.setUp()
        if ProcessInfo.processInfo.environment["WORKBOOK_CACHE_DIR"] == nil {
            setenv("WORKBOOK_CACHE_DIR", repository.appendingPathComponent(".build/workbook-cache").path, 1)
        }
    }

    /// ListViewController#1 pushing a DetailViewController#1 made in code (`init(nibName:bundle:)`),
    /// whose view loads as it is pushed, and popping it (CodeBuiltScreens and NibScreens alike).
    static let detailPushed = [
        "DetailViewController#1.init(nibName:bundle:)",
        "UINavigationController#1.pushViewController(_:animated:) DetailViewController#1 animated=true",
        "DetailViewController#1.loadView",
        "DetailViewController#1.viewDidLoad",
        "ListViewController#1.viewWillDisappear(_:) animated=true",
        "DetailViewController#1.viewWillAppear(_:) animated=true",
        "ListViewController#1.viewDidDisappear(_:) animated=true",
        "DetailViewController#1.viewDidAppear(_:) animated=true",
    ]
    static let detailPopped = [
        "UINavigationController#1.popViewController(animated:) animated=true",
        "DetailViewController#1.viewWillDisappear(_:) animated=true",
        "ListViewController#1.viewWillAppear(_:) animated=true",
        "DetailViewController#1.viewDidDisappear(_:) animated=true",
        "ListViewController#1.viewDidAppear(_:) animated=true",
    ]

    /// Xibs (issue 20, item 2): `register(UINib(nibName:bundle:), forCellReuseIdentifier:)` makes
    /// each dequeued cell from ItemCell.xib with its outlet; `DetailViewController(nibName:bundle:)`
    /// loads DetailViewController.xib, whose File's Owner outlets and Close action reach it.
    func testNibCellsAndAControllerLoadedFromANib() throws {
        let run = try cleanTrace("NibScreens", """
        - launch
        - tap: {row: 1}
        - tap: {title: "Close"}
        """)
        XCTAssertEqual(lines(of: run, step: 1), [
            "ListViewController#1.tableView(_:numberOfRowsInSection:) section=0",
            "ListViewController#1.tableView(_:cellForRowAt:) row=1 section=0",
            "cell from nib, label connected: true",
            "ListViewController#1.tableView(_:didSelectRowAt:) row=1 section=0",
        ] + Self.detailPushed)
        XCTAssertEqual(lines(of: run, step: 2), [
            "DetailViewController#1.closeTapped(_:) sender=UIButton#1",
        ] + Self.detailPopped + ["DetailViewController#1.deinit"])
        let shown = try cleanTrace("NibScreens", "- launch\n- tap: {row: 2}\n")
        XCTAssertEqual(shown.state?.labels.first { $0.outlet == "fruitLabel" }?.text, "Cherry", "the nib's label, connected to the File's Owner")
    }

    /// Xibs beyond one view (issue 20): CardView.xib's top-level CardView, loaded with
    /// `loadNibNamed(_:owner: nil)`, has its outlets set and its action drawn to itself before its
    /// `awakeFromNib`; Banners.xib's two top-level views come back in document order with the
    /// File's Owner's outlets and action on HomeViewController; RatingView loads RatingView.xib
    /// with itself as owner (contentView outlet) from the storyboard and from code, and only the
    /// storyboard's gets `awakeFromNib`; Popup.xib's view controller object is decoded, then loads
    /// its view when presented.
    func testNibsWithSeveralObjectsCustomViewsAndAControllerObject() throws {
        let run = try cleanTrace("NibViews", """
        - launch
        - tap: {title: "Like"}
        - tap: {title: "Promo"}
        - tap: {title: "Rate"}
        - tap: {title: "Show Popup"}
        - tap: {title: "Close"}
        """)
        XCTAssertEqual(lines(of: run, step: 0).drop { $0 != "HomeViewController#1.loadView" }, [
            "HomeViewController#1.loadView",
            "RatingView loaded its nib, starsLabel connected: true",
            "RatingView awakeFromNib",
            "HomeViewController#1.viewDidLoad",
            "CardView init(coder:), titleLabel connected: false",
            "CardView awakeFromNib, titleLabel connected: true",
            "BannerView awakeFromNib, text: News",
            "Banners.xib: BannerView, UIView",
            "promoBanner is the second view: true, news: News",
            "RatingView loaded its nib, starsLabel connected: true",
            "HomeViewController#1.viewWillAppear(_:) animated=false",
            "SceneDelegate#1.sceneWillEnterForeground(_:)",
            "SceneDelegate#1.sceneDidBecomeActive(_:)",
            "HomeViewController#1.viewDidAppear(_:) animated=false",
        ])
        XCTAssertEqual(lines(of: run, step: 1), ["CardView#1.likeTapped(_:) sender=UIButton#1", "likes: 1"])
        XCTAssertEqual(lines(of: run, step: 2), ["HomeViewController#1.promoTapped(_:) sender=UIButton#2"])
        XCTAssertEqual(lines(of: run, step: 3), ["RatingView#1.starTapped(_:) sender=UIButton#3", "rated"])
        XCTAssertEqual(lines(of: run, step: 4), [
            "HomeViewController#1.showPopup(_:) sender=UIButton#4",
            "PopupViewController#1.init(coder:)",
            "PopupViewController#1.awakeFromNib",
            "PopupViewController awakeFromNib, view loaded: false, storyboard: none",
            "HomeViewController#1.present(_:animated:completion:) PopupViewController#1 animated=true style=pageSheet",
            "PopupViewController#1.loadView",
            "PopupViewController#1.viewDidLoad",
            "PopupViewController#1.viewWillAppear(_:) animated=true",
            "PopupViewController#1.viewDidAppear(_:) animated=true",
        ])
        XCTAssertEqual(lines(of: run, step: 5), [
            "PopupViewController#1.closeTapped(_:) sender=UIButton#5",
            "PopupViewController#1.dismiss(animated:completion:) animated=true",
            "PopupViewController#1.viewWillDisappear(_:) animated=true",
            "PopupViewController#1.viewDidDisappear(_:) animated=true",
            "PopupViewController#1.deinit",
        ])
        XCTAssertEqual(run.state?.labels.map { "\($0.outlet ?? "-")=\($0.text ?? "nil")" },
                       ["-=★★★", "-=Liked 1", "newsLabel=Promo opened", "-=☆☆☆"],
                       "the storyboard's RatingView was rated, the card liked, and the File's Owner's newsLabel outlet is HomeViewController's")
        let popup = try cleanTrace("NibViews", "- launch\n- tap: {title: \"Show Popup\"}\n")
        XCTAssertEqual(popup.state?.labels.first { $0.outlet == "messageLabel" }?.text, "Saved", "the outlet of the controller object in Popup.xib")
    }

    /// Xcode's "Use Core Data" template in a project that never uses it (issue 20, item 6):
    /// `import CoreData`, the lazy `NSPersistentContainer`, its stores loaded at once without
    /// error and `saveContext()` compile and run; the context has no changes.
    func testCoreDataTemplateCompilesAndRuns() throws {
        let run = try cleanTrace("CoreDataTemplate", "- launch\n")
        XCTAssertEqual(lines(of: run, step: 0), [
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:configurationForConnecting:options:)",
            "SceneDelegate#1.scene(_:willConnectTo:options:)",
            "ViewController#1.init(nibName:bundle:)",
            "UIWindow#1.makeKeyAndVisible",
            "ViewController#1.loadView",
            "ViewController#1.viewDidLoad",
            "context has changes: false",
            "ViewController#1.viewWillAppear(_:) animated=false",
            "SceneDelegate#1.sceneWillEnterForeground(_:)",
            "SceneDelegate#1.sceneDidBecomeActive(_:)",
            "ViewController#1.viewDidAppear(_:) animated=false",
        ])
    }

    /// The "Use Core Data" template with one entity whose class Xcode generates (issue 20):
    /// `[Item]`, `Item(context:)`, `Item.fetchRequest()` name a class no file declares, so the
    /// project is "not graded" where `Item` is first used, not a compile error ("cannot find
    /// 'Item' in scope") for valid iOS code. (CoreDataTemplate, with its empty model, still runs.)
    func testGeneratedCoreDataEntitiesAreNotGradedWhereFirstUsed() throws {
        XCTAssertThrowsError(try trace("CoreDataEntities", "- launch\n")) { error in
            guard case let WorkbookError.refused(text, korean) = error else { return XCTFail("expected a refusal, got \(error)") }
            XCTAssertTrue(korean.hasPrefix("채점하지 않았습니다: 시뮬레이션이 제공하지 않는 것을 사용합니다:\nCoreDataEntities/ViewController.swift:13:17: core-data-store: "), korean)
            XCTAssertFalse(korean.contains("not graded"), "the Korean refusal is Korean: \(korean)")
            XCTAssertEqual(text, """
            Not graded: the submission uses what the simulation does not provide:
            CoreDataEntities/ViewController.swift:13:17: core-data-store: `Item`: not graded: a Core Data store (entity `Item` generated from CoreDataEntities.xcdatamodeld) is not simulated; Xcode writes this class from the model, and only the NSPersistentContainer set-up of Xcode's "Use Core Data" template compiles here. Keep the app's data in memory or in UserDefaults to have the project checked.
            CoreDataEntities/ViewController.swift:23:22: core-data-store: `NSFetchRequest`: not graded: a Core Data store is not simulated; only the NSPersistentContainer set-up Xcode's "Use Core Data" template writes compiles here (its container loads no store). Keep the app's data in memory or in UserDefaults to have the project checked.

            """)
        }
    }

    func testTableCellSeguePopoverNSLogAndKeyValueCoding() throws {
        let run = try cleanTrace("TableCells", """
        - launch
        - tap: {row: 1}
        - back
        - tap: {segue: ShowInfo}
        """)
        XCTAssertTrue(run.console.contains("background true"), "the storyboard's grey background colour is imported: \(run.console)")
        XCTAssertEqual(run.console.filter { $0 == "appearing in a window: true" }.count, 2, "viewIsAppearing, with view.window set")
        let events = run.events.map(\.line)
        let tap = try XCTUnwrap(events.firstIndex(of: "FruitListViewController#1.tableView(_:numberOfRowsInSection:) section=0"))
        XCTAssertEqual(Array(events[tap..<(tap + 10)]), [
            "FruitListViewController#1.tableView(_:numberOfRowsInSection:) section=0",
            "FruitListViewController#1.tableView(_:cellForRowAt:) row=1 section=0",
            "FruitListViewController#1.shouldPerformSegue(withIdentifier:sender:) \"ShowFruit\" sender=FruitCell#1",
            "FruitDetailViewController#1.init(coder:)",
            "FruitDetailViewController#1.awakeFromNib",
            "FruitListViewController#1.prepare(for:sender:) segue=\"ShowFruit\" destination=FruitDetailViewController#1 sender=FruitCell#1",
            "FruitListViewController#1.show(_:sender:) FruitDetailViewController#1",
            "UINavigationController#1.show(_:sender:) FruitDetailViewController#1",
            "UINavigationController#1.pushViewController(_:animated:) FruitDetailViewController#1 animated=true",
            "FruitListViewController#1.tableView(_:didSelectRowAt:) row=1 section=0",
        ])
        XCTAssertTrue(run.console.contains("selected row 1"), "NSLog reaches the console: \(run.console)")
        XCTAssertTrue(run.console.contains("root has 2 screens"), "view.window?.rootViewController of a pushed controller")
        XCTAssertTrue(events.contains("FruitListViewController#1.adaptivePresentationStyle(for:traitCollection:) -> none"))
        XCTAssertEqual(run.state?.presented.first?.style, "popover")
        XCTAssertEqual(run.state?.visibleController, "InfoViewController#1")
    }

    /// Swipe to delete through the driver (uikit-rules §15): UIKit's Delete button calls `commit`,
    /// whose `deleteRows` adds up; the row then gone cannot be swiped, with the reason.
    func testSwipeToDeleteStep() throws {
        let run = try trace("TableCells", "- launch\n- swipe: {row: 0, action: \"Delete\"}\n- swipe: {row: 2}\n")
        let events = run.events.map(\.line)
        let swipe = try XCTUnwrap(events.firstIndex(of: "FruitListViewController#1.tableView(_:commit:forRowAt:) editingStyle=delete row=0 section=0"))
        XCTAssertEqual(Array(events[(swipe - 2)...(swipe + 1)]), [
            "FruitListViewController#1.tableView(_:numberOfRowsInSection:) section=0",
            "FruitListViewController#1.tableView(_:cellForRowAt:) row=0 section=0",
            "FruitListViewController#1.tableView(_:commit:forRowAt:) editingStyle=delete row=0 section=0",
            "FruitListViewController#1.tableView(_:numberOfRowsInSection:) section=0",
        ])
        XCTAssertEqual(run.crash?.kind, .stepFailed)
        XCTAssertEqual(run.crash?.reason, "Row 2 of section 0 cannot be swiped on FruitListViewController#1: section 0 of the table view has 2 rows.")
    }

    /// Xcode's Master-Detail template deletes with `commit`: a swipe after two inserts.
    func testSwipeToDeleteInTheMasterDetailTemplate() throws {
        let run = try cleanTrace("MasterDetail", """
        - launch
        - tap: {action: "insertNewObject(_:)"}
        - tap: {action: "insertNewObject(_:)"}
        - swipe: {row: 1}
        """)
        XCTAssertEqual(lines(of: run, step: 3), [
            "MasterViewController#1.tableView(_:numberOfRowsInSection:) section=0",
            "MasterViewController#1.tableView(_:cellForRowAt:) row=1 section=0",
            "MasterViewController#1.tableView(_:commit:forRowAt:) editingStyle=delete row=1 section=0",
            "MasterViewController#1.tableView(_:numberOfRowsInSection:) section=0",
        ])
    }

    /// The detail screen's label got the value read back by key from UserDefaults.
    func testDetailLabelReadsUserDefaultsByKey() throws {
        let run = try cleanTrace("TableCells", "- launch\n- tap: {row: 2}\n")
        XCTAssertEqual(run.state?.labels.first { $0.outlet == "detailLabel" }?.text, "Cherry (last: Cherry)")
    }

    /// The coordinator set-up: the scene delegate's own window is the app's; the storyboard's
    /// entry point is made (as iOS does before `willConnectTo`) but never shown.
    func testSceneDelegatesOwnWindowIsNotCoveredByTheStoryboards() throws {
        let run = try cleanTrace("OwnWindow", "- launch\n")
        XCTAssertEqual(run.state?.windowRoot, "UINavigationController#1")
        XCTAssertEqual(run.state?.visibleController, "HomeViewController#1")
        XCTAssertEqual(run.state?.labels.map(\.text), ["Home"])
        XCTAssertEqual(run.console, ["Home loaded"], "the storyboard's screen never loads its view")
        XCTAssertFalse(run.events.contains { $0.className == "ViewController" && $0.member.hasPrefix("view") })
    }

    /// No storyboard at all (a scene manifest without UISceneStoryboardFile).
    func testAppWithoutAStoryboard() throws {
        let run = try cleanTrace("NoStoryboard", "- launch\n")
        XCTAssertEqual(lines(of: run, step: 0), [
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:configurationForConnecting:options:)",
            "SceneDelegate#1.scene(_:willConnectTo:options:)",
            "UINavigationController#1.init(nibName:bundle:)",
            "HomeViewController#1.init(nibName:bundle:)",
            "UINavigationController#1.pushViewController(_:animated:) HomeViewController#1 animated=false",
            "UIWindow#1.makeKeyAndVisible",
            "UINavigationController#1.loadView",
            "UINavigationController#1.viewDidLoad",
            "UINavigationController#1.viewWillAppear(_:) animated=false",
            "HomeViewController#1.loadView",
            "HomeViewController#1.viewDidLoad",
            "Home loaded",
            "HomeViewController#1.viewWillAppear(_:) animated=false",
            "SceneDelegate#1.sceneWillEnterForeground(_:)",
            "SceneDelegate#1.sceneDidBecomeActive(_:)",
            "UINavigationController#1.viewDidAppear(_:) animated=false",
            "HomeViewController#1.viewDidAppear(_:) animated=false",
        ])
        XCTAssertEqual(run.state?.visibleController, "HomeViewController#1")
    }

    /// Issue 20: a first argument label that is a preposition joins the method name without
    /// "With", as Swift names it for Objective-C and as Xcode writes it in the storyboard:
    /// `save(with:)` is wired as `saveWith:` and `unwind(for:)` as `unwindFor:`. Before, the
    /// build named them `saveWithWith:` and `unwindWithFor:`: the tap crashed with "unrecognized
    /// selector" and the unwind found no destination.
    func testPrepositionLabelsAreWiredAsXcodeNamesThem() throws {
        let run = try cleanTrace("SelectorNames", """
        - launch
        - tap: {action: "save(with:)"}
        - tap: {title: "Next"}
        - set: {action: "toggle:", on: false}
        - tap: {title: "Done"}
        """)
        XCTAssertEqual(lines(of: run, step: 1), ["ViewController#1.save(with:) sender=UIButton#1", "saved with Save"])
        XCTAssertEqual(lines(of: run, step: 4), [
            "DetailViewController#1.shouldPerformSegue(withIdentifier:sender:) (no identifier) sender=UIButton#3",
            "DetailViewController#1.prepare(for:sender:) segue=(no identifier) destination=ViewController#1 sender=UIButton#3",
            "ViewController#1.unwind(for:) segue=(no identifier) source=DetailViewController#1",
            "UINavigationController#1.unwind(for:towards:) ViewController#1",
            "UINavigationController#1.popToViewController(_:animated:) ViewController#1 animated=true",
            "DetailViewController#1.viewWillDisappear(_:) animated=true",
            "ViewController#1.viewWillAppear(_:) animated=true",
            "DetailViewController#1.viewDidDisappear(_:) animated=true",
            "ViewController#1.viewDidAppear(_:) animated=true",
            "DetailViewController#1.deinit",
        ])
        XCTAssertEqual(run.state?.labels.first { $0.outlet == "statusLabel" }?.text, "back with off")
    }

    /// Issue 20: a navigation bar dragged into a view (a screen presented full screen without a
    /// navigation controller): its bar button items are read, their action and unwind segue work.
    func testNavigationBarPlacedInAViewHasItsBarButtonItems() throws {
        let run = try cleanTrace("SelectorNames", """
        - launch
        - tap: {title: "Edit"}
        - tap: {title: "Cancel"}
        - tap: {title: "Edit"}
        - tap: {title: "Save"}
        """)
        XCTAssertEqual(Array(lines(of: run, step: 2).prefix(3)), [
            "EditViewController#1.cancel(_:) sender=UIBarButtonItem(Cancel)",
            "EditViewController#1.dismiss(animated:completion:) animated=true",
            "EditViewController#1.viewWillDisappear(_:) animated=true",
        ])
        XCTAssertEqual(Array(lines(of: run, step: 4).prefix(5)), [
            "EditViewController#2.shouldPerformSegue(withIdentifier:sender:) (no identifier) sender=UIBarButtonItem(Save)",
            "EditViewController#2.prepare(for:sender:) segue=(no identifier) destination=ViewController#1 sender=UIBarButtonItem(Save)",
            "ViewController#1.unwind(for:) segue=(no identifier) source=EditViewController#2",
            "UINavigationController#1.dismiss(animated:completion:) animated=true",
            "UINavigationController#1.unwind(for:towards:) ViewController#1",
        ])
        XCTAssertEqual(run.state?.visibleController, "ViewController#1")
    }

    /// Issue 20: storyboard references and a second storyboard. A segue to a reference decodes the
    /// scene it names from its own storyboard (the initial one, or the one with its referenced
    /// identifier) as the segue's destination; `UIStoryboard(name: "Settings", bundle: nil)`
    /// loads the second storyboard in code. Before, the reference came out as a plain controller.
    func testStoryboardReferencesAndASecondStoryboard() throws {
        let settings = try cleanTrace("StoryboardReference", "- launch\n- tap: {title: \"Settings\"}\n")
        XCTAssertEqual(Array(lines(of: settings, step: 1).prefix(4)), [
            "HomeViewController#1.shouldPerformSegue(withIdentifier:sender:) \"ShowSettings\" sender=UIButton#1",
            "SettingsViewController#1.init(coder:)",
            "SettingsViewController#1.awakeFromNib",
            "HomeViewController#1.prepare(for:sender:) segue=\"ShowSettings\" destination=SettingsViewController#1 sender=UIButton#1",
        ])
        XCTAssertEqual(settings.state?.labels.first { $0.outlet == "nameLabel" }?.text, "Signed in as Ana")

        let run = try cleanTrace("StoryboardReference", """
        - launch
        - tap: {title: "About"}
        - back
        - tap: {title: "Licenses"}
        """)
        XCTAssertEqual(Array(lines(of: run, step: 1).prefix(4)), [
            "HomeViewController#1.showAbout(_:) sender=UIButton#1",
            "AboutViewController#1.init(coder:)",
            "AboutViewController#1.awakeFromNib",
            "UINavigationController#1.pushViewController(_:animated:) AboutViewController#1 animated=true",
        ])
        XCTAssertEqual(Array(lines(of: run, step: 3).prefix(4)), [
            "HomeViewController#1.shouldPerformSegue(withIdentifier:sender:) \"ShowLicenses\" sender=UIButton#2",
            "UIViewController#1.init(coder:)",
            "UIViewController#1.awakeFromNib",
            "HomeViewController#1.prepare(for:sender:) segue=\"ShowLicenses\" destination=UIViewController#1 sender=UIButton#2",
        ], "the referenced identifier's scene, a plain controller titled Licenses")
        XCTAssertEqual(run.state?.presented.first?.controller, "UIViewController#1")
    }

    /// Issue 20, split views: a project shaped like Xcode's "Master-Detail App" template (Xcode
    /// 11: a `UISplitViewController` entry point whose master and detail are navigation
    /// controllers, a `showDetail` segue from the prototype cell to the detail navigation
    /// controller, the scene delegate that places the display mode button and discards the empty
    /// detail), with strings for the template's dates and two prints. On an iPhone-sized screen
    /// the split view collapses at launch (the list shows), a row pushes a new detail navigation
    /// controller onto the master's, and Back pops it (docs/uikit-rules.md §12).
    func testMasterDetailTemplateRunsCollapsedAsOnAnIPhone() throws {
        let run = try cleanTrace("MasterDetail", """
        - launch
        - tap: {action: "insertNewObject(_:)"}
        - tap: {action: "insertNewObject(_:)"}
        - tap: {row: 1}
        - back
        - tap: {row: 0}
        """)
        XCTAssertEqual(lines(of: run, step: 0), [
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:configurationForConnecting:options:)",
            "UISplitViewController#1.init(coder:)",
            "UINavigationController#1.init(coder:)",
            "MasterViewController#1.init(coder:)",
            "MasterViewController#1.awakeFromNib",
            "UINavigationController#1.awakeFromNib",
            "UINavigationController#2.init(coder:)",
            "DetailViewController#1.init(coder:)",
            "DetailViewController#1.awakeFromNib",
            "UINavigationController#2.awakeFromNib",
            "UISplitViewController#1.awakeFromNib",
            "SceneDelegate#1.scene(_:willConnectTo:options:)",
            "UIWindow#1.makeKeyAndVisible",
            "UISplitViewController#1.loadView",
            "UINavigationController#1.loadView",
            "UINavigationController#1.viewDidLoad",
            "UINavigationController#2.loadView",
            "UINavigationController#2.viewDidLoad",
            "UISplitViewController#1.viewDidLoad",
            "UISplitViewController#1.viewWillAppear(_:) animated=false",
            "UINavigationController#1.viewWillAppear(_:) animated=false",
            "MasterViewController#1.loadView",
            "MasterViewController#1.viewDidLoad",
            "MasterViewController#1.viewWillAppear(_:) animated=false",
            "UINavigationController#2.viewWillAppear(_:) animated=false",
            "DetailViewController#1.loadView",
            "DetailViewController#1.viewDidLoad",
            "DetailViewController#1.viewWillAppear(_:) animated=false",
            "detail appears in UINavigationController, moving to parent: false",
            "SceneDelegate#1.splitViewController(_:collapseSecondary:onto:) UINavigationController#2 onto=UINavigationController#1 -> true",
            "UINavigationController#2.viewWillDisappear(_:) animated=false",
            "DetailViewController#1.viewWillDisappear(_:) animated=false",
            "UINavigationController#2.viewDidDisappear(_:) animated=false",
            "DetailViewController#1.viewDidDisappear(_:) animated=false",
            "SceneDelegate#1.sceneWillEnterForeground(_:)",
            "SceneDelegate#1.sceneDidBecomeActive(_:)",
            "UISplitViewController#1.viewDidAppear(_:) animated=false",
            "UINavigationController#1.viewDidAppear(_:) animated=false",
            "MasterViewController#1.viewDidAppear(_:) animated=false",
        ], "both children begin to appear, then the delegate discards the empty detail and only the list appears")
        XCTAssertEqual(lines(of: run, step: 3), [
            "MasterViewController#1.tableView(_:numberOfRowsInSection:) section=0",
            "MasterViewController#1.tableView(_:cellForRowAt:) row=1 section=0",
            "MasterViewController#1.shouldPerformSegue(withIdentifier:sender:) \"showDetail\" sender=UITableViewCell#1",
            "UINavigationController#3.init(coder:)",
            "DetailViewController#2.init(coder:)",
            "DetailViewController#2.awakeFromNib",
            "UINavigationController#3.awakeFromNib",
            "MasterViewController#1.prepare(for:sender:) segue=\"showDetail\" destination=UINavigationController#3 sender=UITableViewCell#1",
            "prepare: UINavigationController > DetailViewController, collapsed: true",
            "MasterViewController#1.showDetailViewController(_:sender:) UINavigationController#3",
            "UISplitViewController#1.showDetailViewController(_:sender:) UINavigationController#3",
            "UINavigationController#2.deinit",
            "DetailViewController#1.deinit",
            "UINavigationController#1.show(_:sender:) UINavigationController#3",
            "UINavigationController#1.pushViewController(_:animated:) UINavigationController#3 animated=true",
            // The template's master does not implement `tableView(_:didSelectRowAt:)`: UIKit does not call it (R1.9).
            "UINavigationController#3.loadView",
            "UINavigationController#3.viewDidLoad",
            "MasterViewController#1.viewWillDisappear(_:) animated=true",
            "UINavigationController#3.viewWillAppear(_:) animated=true",
            "DetailViewController#2.loadView",
            "DetailViewController#2.viewDidLoad",
            "DetailViewController#2.viewWillAppear(_:) animated=true",
            "detail appears in UINavigationController, moving to parent: false",
            "MasterViewController#1.viewDidDisappear(_:) animated=true",
            "UINavigationController#3.viewDidAppear(_:) animated=true",
            "DetailViewController#2.viewDidAppear(_:) animated=true",
        ], "the discarded launch detail is released when the split view takes the new one")
        XCTAssertEqual(lines(of: run, step: 4), [
            "UINavigationController#1.popViewController(animated:) animated=true",
            "UINavigationController#3.viewWillDisappear(_:) animated=true",
            "DetailViewController#2.viewWillDisappear(_:) animated=true",
            "MasterViewController#1.viewWillAppear(_:) animated=true",
            "UINavigationController#3.viewDidDisappear(_:) animated=true",
            "DetailViewController#2.viewDidDisappear(_:) animated=true",
            "MasterViewController#1.viewDidAppear(_:) animated=true",
        ], "Back pops the master's navigation controller; the split view still holds the popped detail")
        XCTAssertEqual(Array(lines(of: run, step: 5)[9...13]), [
            "MasterViewController#1.showDetailViewController(_:sender:) UINavigationController#4",
            "UISplitViewController#1.showDetailViewController(_:sender:) UINavigationController#4",
            "UINavigationController#3.deinit",
            "DetailViewController#2.deinit",
            "UINavigationController#1.show(_:sender:) UINavigationController#4",
        ])
        let state = try XCTUnwrap(run.state)
        XCTAssertEqual(TraceReport.stateLines(state), [
            "window root: UISplitViewController#1",
            "split UISplitViewController#1 (collapsed): UINavigationController#1",
            "navigation UINavigationController#1: MasterViewController#1 > UINavigationController#4",
            "navigation UINavigationController#4: DetailViewController#3",
            "presented: none",
            "visible: DetailViewController#3",
            "label detailDescriptionLabel: \"Memo 2\"",
        ])
    }

    /// Issue 20, tab bars: a project shaped like Xcode's "Tabbed App" template (the entry point a
    /// `UITabBarController` subclass that is its own delegate; tab 0 a plain controller, tab 1 a
    /// navigation controller), with what learners add: `tabBarController!.selectedIndex = 1`, a
    /// badge set from another tab and cleared in `viewWillAppear`, an unwind inside a tab.
    func testTabbedAppRunsAsOnADevice() throws {
        let run = try cleanTrace("TabbedApp", """
        - launch
        - tap: {title: "Go to Second"}
        - tap: {title: "Show Detail"}
        - tap: {tab: "First"}
        - tap: {tab: 1}
        - tap: {tab: 1}
        - tap: {title: "Show Detail"}
        - tap: {title: "Done"}
        """)
        XCTAssertEqual(Array(lines(of: run, step: 0).prefix(12)), [
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:configurationForConnecting:options:)",
            "MainTabBarController#1.init(coder:)",
            "FirstViewController#1.init(coder:)",
            "FirstViewController#1.awakeFromNib",
            "UINavigationController#1.init(coder:)",
            "SecondViewController#1.init(coder:)",
            "SecondViewController#1.awakeFromNib",
            "UINavigationController#1.awakeFromNib",
            "MainTabBarController#1.awakeFromNib",
            "SceneDelegate#1.scene(_:willConnectTo:options:)",
        ])
        XCTAssertEqual(Array(lines(of: run, step: 0).suffix(11)), [
            "MainTabBarController#1.loadView",
            "MainTabBarController#1.viewDidLoad",
            "tabs: 2",
            "MainTabBarController#1.viewWillAppear(_:) animated=false",
            "FirstViewController#1.loadView",
            "FirstViewController#1.viewDidLoad",
            "FirstViewController#1.viewWillAppear(_:) animated=false",
            "SceneDelegate#1.sceneWillEnterForeground(_:)",
            "SceneDelegate#1.sceneDidBecomeActive(_:)",
            "MainTabBarController#1.viewDidAppear(_:) animated=false",
            "FirstViewController#1.viewDidAppear(_:) animated=false",
        ], "only the first tab loads its view")
        XCTAssertEqual(lines(of: run, step: 1), [
            "FirstViewController#1.goToSecond(_:) sender=UIButton#1",
            "MainTabBarController#1.selectedIndex = 1",
            "UINavigationController#1.loadView",
            "UINavigationController#1.viewDidLoad",
            "UINavigationController#1.viewWillAppear(_:) animated=false",
            "SecondViewController#1.loadView",
            "SecondViewController#1.viewDidLoad",
            "SecondViewController#1.viewWillAppear(_:) animated=false",
            "FirstViewController#1.viewWillDisappear(_:) animated=false",
            "FirstViewController#1.viewDidDisappear(_:) animated=false",
            "UINavigationController#1.viewDidAppear(_:) animated=false",
            "SecondViewController#1.viewDidAppear(_:) animated=false",
        ], "code that selects a tab: no delegate call")
        XCTAssertEqual(lines(of: run, step: 3), [
            "MainTabBarController#1.tabBarController(_:shouldSelect:) FirstViewController#1 -> true",
            "FirstViewController#1.viewWillAppear(_:) animated=false",
            "UINavigationController#1.viewWillDisappear(_:) animated=false",
            "DetailViewController#1.viewWillDisappear(_:) animated=false",
            "UINavigationController#1.viewDidDisappear(_:) animated=false",
            "DetailViewController#1.viewDidDisappear(_:) animated=false",
            "FirstViewController#1.viewDidAppear(_:) animated=false",
            "MainTabBarController#1.tabBarController(_:didSelect:) FirstViewController#1",
            "selected tab 0",
        ])
        XCTAssertEqual(lines(of: run, step: 5), [
            "MainTabBarController#1.tabBarController(_:shouldSelect:) UINavigationController#1 -> true",
            "UINavigationController#1.popToRootViewController(animated:) animated=true",
            "MainTabBarController#1.tabBarController(_:didSelect:) UINavigationController#1",
            "selected tab 1",
            "DetailViewController#1.viewWillDisappear(_:) animated=true",
            "SecondViewController#1.viewWillAppear(_:) animated=true",
            "DetailViewController#1.viewDidDisappear(_:) animated=true",
            "SecondViewController#1.viewDidAppear(_:) animated=true",
            "detail gone",
            "DetailViewController#1.deinit",
        ], "tapping the selected tab pops its navigation stack to the root")
        let state = try XCTUnwrap(run.state)
        XCTAssertEqual(TraceReport.stateLines(state), [
            "window root: MainTabBarController#1",
            "tabs MainTabBarController#1: FirstViewController#1 \"First\" | [UINavigationController#1 \"Second\"]",
            "navigation UINavigationController#1: SecondViewController#1",
            "presented: none",
            "visible: SecondViewController#1",
            "label messageLabel: \"Hello from detail\"",
        ])
    }

    /// The badge a tab shows is in the state; a tab that does not exist is a step failure that
    /// lists the tabs.
    func testTabBadgeAndAMissingTab() throws {
        let run = try trace("TabbedApp", "- launch\n- tap: {tab: \"Third\"}\n")
        XCTAssertEqual(run.crash?.kind, .stepFailed)
        XCTAssertEqual(run.crash?.reason, "No tab of MainTabBarController#1 has the title \"Third\". Its tabs: 0 \"First\", 1 \"Second\".")
        let launched = try trace("TabbedApp", "- launch\n")
        XCTAssertEqual(launched.state?.tabBars, [TabBarState(tabBarController: "MainTabBarController#1",
                                                             tabs: ["FirstViewController#1", "UINavigationController#1"],
                                                             titles: ["First", "Second"], badges: [nil, "New"], selectedIndex: 0)])
    }

    /// Issue 20, collection views: Xcode's UICollectionViewController template with a storyboard
    /// prototype cell (outlets on the cell class, `isSelected` overridden) and a show segue to a
    /// detail screen. `tap: {item: 1}` runs as a table row's tap does on a device: the data
    /// source is asked for the item, the cell's segue runs with the cell as sender (prepare sees
    /// the selection), then `didSelectItemAt`. A second screen builds its collection view in code
    /// with a flow layout, a cell class registered by class (made with `init(frame:)`) and a
    /// diffable data source.
    func testCollectionViewToDetailAndACollectionBuiltInCode() throws {
        let run = try cleanTrace("CollectionDetail", """
        - launch
        - tap: {item: 1}
        - back
        - tap: {title: "Favorites"}
        - tap: {item: 2}
        """)
        XCTAssertTrue(run.console.contains("item size 160x190, spacing 12"), "the storyboard's flow layout values: \(run.console)")
        XCTAssertEqual(lines(of: run, step: 1), [
            "GalleryViewController#1.collectionView(_:numberOfItemsInSection:) section=0",
            "GalleryViewController#1.collectionView(_:cellForItemAt:) item=1 section=0",
            "GalleryViewController#1.shouldPerformSegue(withIdentifier:sender:) \"showDetail\" sender=PhotoCell#1",
            "DetailViewController#1.init(coder:)",
            "DetailViewController#1.awakeFromNib",
            "GalleryViewController#1.prepare(for:sender:) segue=\"showDetail\" destination=DetailViewController#1 sender=PhotoCell#1",
            "selected in prepare: [1]",
            "GalleryViewController#1.show(_:sender:) DetailViewController#1",
            "UINavigationController#1.show(_:sender:) DetailViewController#1",
            "UINavigationController#1.pushViewController(_:animated:) DetailViewController#1 animated=true",
            "GalleryViewController#1.collectionView(_:didSelectItemAt:) item=1 section=0",
            "selected item 1",
            "DetailViewController#1.loadView",
            "DetailViewController#1.viewDidLoad",
            "GalleryViewController#1.viewWillDisappear(_:) animated=true",
            "DetailViewController#1.viewWillAppear(_:) animated=true",
            "GalleryViewController#1.viewDidDisappear(_:) animated=true",
            "DetailViewController#1.viewDidAppear(_:) animated=true",
        ])
        // A diffable data source answers for UIKit (not traced); the delegate is the learner's.
        XCTAssertEqual(lines(of: run, step: 4), [
            "FavoritesViewController#1.collectionView(_:didSelectItemAt:) item=2 section=0",
            "tag crunchy",
        ])
        XCTAssertEqual(run.state?.visibleController, "FavoritesViewController#1")
        let detail = try cleanTrace("CollectionDetail", "- launch\n- tap: {item: 3}\n")
        XCTAssertEqual(detail.state?.labels.first { $0.outlet == "titleLabel" }?.text, "Grape")
    }

    /// Pull to refresh on the collection view: `set: {action: …, on: true}` pulls the refresh
    /// control made in code, which sends `valueChanged` to the screen's `@objc` method.
    func testPullToRefresh() throws {
        let run = try cleanTrace("CollectionDetail", "- launch\n- set: {action: \"reload\", on: true}\n- tap: {item: 0}\n")
        XCTAssertEqual(lines(of: run, step: 1), ["GalleryViewController#1.reload() sender=UIRefreshControl#1", "reloading: true"])
        XCTAssertEqual(run.state?.visibleController, "DetailViewController#1")
        let off = try trace("CollectionDetail", "- launch\n- set: {action: \"reload\", on: false}\n")
        XCTAssertEqual(off.crash?.reason, "A refresh control is pulled with `on: true`; the app itself ends the refresh with `endRefreshing()`.")
    }

    /// A storyboard picker view whose data source and delegate are the screen: `selectRow` in
    /// `viewDidLoad` calls nothing; `set: {outlet: sizePicker, index: 2}` picks a row as a finger
    /// does (`didSelectRow`); a row that does not exist fails the step with the row count.
    func testPickerViewRowPickedWithSet() throws {
        let run = try cleanTrace("CollectionDetail", "- launch\n- tap: {item: 0}\n- set: {outlet: sizePicker, index: 2}\n")
        XCTAssertFalse(lines(of: run, step: 1).contains { $0.contains("pickerView") }, "selectRow from code calls no delegate method")
        XCTAssertEqual(lines(of: run, step: 2), ["DetailViewController#1.pickerView(_:didSelectRow:inComponent:) row=2 component=0"])
        XCTAssertEqual(run.state?.labels.first { $0.outlet == "sizeLabel" }?.text, "Large")
        let before = try cleanTrace("CollectionDetail", "- launch\n- tap: {item: 0}\n")
        XCTAssertEqual(before.state?.labels.first { $0.outlet == "sizeLabel" }?.text, "Medium")
        let missing = try trace("CollectionDetail", "- launch\n- tap: {item: 0}\n- set: {outlet: sizePicker, index: 3}\n")
        XCTAssertEqual(missing.crash?.kind, .stepFailed)
        XCTAssertEqual(missing.crash?.reason, "Row 3 of component 0 cannot be picked on DetailViewController#1: component 0 of the picker view has 3 rows.")
    }

    /// Steps that cannot be done on a collection view say why (the item count, no collection view).
    func testCollectionItemStepFailures() throws {
        let missing = try trace("CollectionDetail", "- launch\n- tap: {item: 7}\n")
        XCTAssertEqual(missing.crash?.kind, .stepFailed)
        XCTAssertEqual(missing.crash?.reason,
                       "Item 7 of section 0 cannot be tapped on GalleryViewController#1: section 0 of the collection view has 4 items.")
        let none = try trace("CollectionDetail", "- launch\n- tap: {item: 0}\n- tap: {item: 0}\n")
        XCTAssertEqual(none.crash?.reason, "There is no collection view on DetailViewController#1 to tap an item of.")
        let outlet = try trace("CollectionDetail", "- launch\n- tap: {item: 0, collection: photos}\n")
        XCTAssertEqual(outlet.crash?.reason, "GalleryViewController#1 has no outlet `photos` that refers to a collection view.")
    }

    /// Issue 20, screens built in code: buttons and a bar button item made in `viewDidLoad` and
    /// wired with `addTarget(self, action: #selector(…), for:)`. `tap: {action: …}` finds them;
    /// the detail screen, whose Close button targets the screen itself, is freed when it is popped
    /// (UIKit does not retain targets); a button with only an image is reached by its
    /// accessibility identifier, and a title that is not there lists how to reach the others.
    func testScreensBuiltInCode() throws {
        let run = try trace("CodeBuiltScreens", """
        - launch
        - tap: {action: "openTapped"}
        - tap: {title: "Close"}
        - tap: {identifier: addButton}
        - tap: {action: "addTapped(_:)"}
        - tap: {action: "clearTapped"}
        - tap: {identifier: addButton}
        - tap: {title: "Plus"}
        """)
        XCTAssertEqual(lines(of: run, step: 1), [
            "ListViewController#1.openTapped() sender=UIButton#1",
        ] + Self.detailPushed)
        XCTAssertEqual(lines(of: run, step: 2), [
            "DetailViewController#1.close() sender=UIButton#2",
        ] + Self.detailPopped + ["detail freed", "DetailViewController#1.deinit"])
        XCTAssertEqual(lines(of: run, step: 3), ["ListViewController#1.addTapped(_:) sender=UIButton#3"])
        XCTAssertEqual(lines(of: run, step: 5), ["ListViewController#1.clearTapped() sender=UIBarButtonItem(-)"])
        XCTAssertEqual(run.crash?.kind, .stepFailed)
        XCTAssertEqual(run.crash?.step, 7)
        XCTAssertEqual(run.crash?.reason, "No control on ListViewController#1 has the title \"Plus\". Titles there: \"Open\". "
            + "Controls without a title there: UIButton#3, reached with {action: \"addTapped:\"} or {identifier: addButton}; "
            + "UIButton#4, which nothing names: give it an identifier (`accessibilityIdentifier = \"add\"` in code, or Identifier "
            + "in the storyboard's Identity inspector) and tap it with {identifier: add}; "
            + "a bar button item, reached with {action: \"clearTapped\"}.")
    }

    /// The held-out corpus (issue 20): a label made tappable with a `UITapGestureRecognizer` is
    /// tapped by its identifier or by the recognizer's action, the recognizer being the sender in
    /// the `.ended` state; an image view whose `isUserInteractionEnabled` stays false (UIKit's
    /// default for labels and image views) never sees the touch, so its recognizer does nothing.
    func testTapGestureRecognizers() throws {
        let run = try cleanTrace("CodeBuiltScreens", """
        - launch
        - tap: {identifier: help}
        - tap: {action: "helpTapped:"}
        - tap: {identifier: logo}
        """)
        let helpTapped = ["ListViewController#1.helpTapped(_:) sender=UITapGestureRecognizer on UILabel#1", "help tapped, state ended"]
        XCTAssertEqual(lines(of: run, step: 1), helpTapped)
        XCTAssertEqual(lines(of: run, step: 2), helpTapped)
        XCTAssertEqual(lines(of: run, step: 3), [])
    }

    /// Issue 20, Foundation on Linux: the app's Library, Documents, Caches and Application Support
    /// folders are where iOS puts them, inside the app's home (Foundation alone gives no Library,
    /// so `NSSearchPathForDirectoriesInDomains(.libraryDirectory, …)[0]` crashed at launch, and
    /// XDG folders for the others); Documents exists from the start, as iOS makes it at install,
    /// and what is written there is read back after a relaunch.
    func testAppFoldersAreWhereIOSPutsThem() throws {
        let run = try cleanTrace("AppFolders", "- launch\n- relaunch\n- launch\n")
        let folders = [
            "library: HOME/Library",
            "documents: HOME/Documents",
            "documents unexpanded: ~/Documents",
            "caches: HOME/Library/Caches",
            "support: HOME/Library/Application Support true",
        ]
        XCTAssertEqual(Array(lines(of: run, step: 0).prefix(9)), [
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions:)",
        ] + folders + ["saved", "AppDelegate#1.application(_:configurationForConnecting:options:)"])
        XCTAssertEqual(Array(lines(of: run, step: 2).prefix(8)), [
            "AppDelegate#1.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate#1.application(_:didFinishLaunchingWithOptions:)",
        ] + folders + ["read back: first launch"])
    }

    /// The new steps: a table row, a cancelled swipe-down; their mistakes are diagnosed.
    func testTableRowAndCancelledSwipeDownSteps() throws {
        let steps = try StepsParser.parse("""
        - tap: {row: 2}
        - tap: {row: 0, section: 1, table: fruitTable}
        - swipeDown: {cancel: true}
        - swipeDown
        """, file: "steps.yaml")
        XCTAssertEqual(steps, [
            .tap(ControlLocator(row: 2)),
            .tap(ControlLocator(row: 0, section: 1, table: "fruitTable")),
            .swipeDown(cancel: true),
            .swipeDown(cancel: false),
        ])
        XCTAssertEqual(steps[1].description, "tap {row: 0, section: 1, table: fruitTable}")
        XCTAssertEqual(steps[2].description, "swipeDown (cancelled)")
        for (text, message) in [
            ("- tap: {section: 1}", "`section` and `table` go with `row`"),
            ("- tap: {row: -1}", "`row` is a row or section number, 0 or more"),
            ("- tap: {row: 1, title: OK}", "a table row is tapped with `{row: N}`"),
            ("- type: {row: 1, text: x}", "only `tap` takes a table row"),
        ] {
            XCTAssertThrowsError(try StepsParser.parse(text, file: "steps.yaml"), text) { error in
                let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
                XCTAssertTrue(messages.contains { $0.hasPrefix(message) }, "\(text): \(messages)")
            }
        }
    }
}

/// Traces of the compatibility fixture projects (`CompatFidelityTests.compat`), for the test
/// classes that run them.
protocol CompatTracing {}

extension CompatTracing {
    func trace(_ project: String, _ steps: String) throws -> AppRun {
        let stepsFile = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString).yaml")
        try steps.write(to: stepsFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: stepsFile) }
        return try ProjectTracer().trace(projectFolder: CompatFidelityTests.compat.appendingPathComponent(project), stepsFile: stepsFile, limits: RunLimits())
    }

    /// A trace that must run to the end without a crash.
    func cleanTrace(_ project: String, _ steps: String, file: StaticString = #filePath, line: UInt = #line) throws -> AppRun {
        let run = try trace(project, steps)
        XCTAssertNil(run.crash, "\(String(describing: run.crash)) \(run.standardError)", file: file, line: line)
        return run
    }

    /// The lines of one step: its events and console lines, in order.
    func lines(of run: AppRun, step: Int) -> [String] {
        var current = 0
        return run.timeline.compactMap { entry -> String? in
            switch entry {
            case let .step(index, _):
                current = index
                return nil
            case let .event(event): return event.step == step ? event.line : nil
            case let .console(text): return current == step ? text : nil
            default: return nil
            }
        }
    }
}
