import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol
import class UIKit.UserDefaults

// Issue 9: table view cell segues and row taps, key-value coding, and the missing APIs
// (animation options, button background images, storyboard colours, transition(from:to:)).

/// A custom prototype cell with an outlet, as learners write them.
final class ItemCell: UITableViewCell {
    var nameLabel: UILabel!
}

/// A table view controller with a prototype cell whose segue leads to a detail screen.
final class ItemsVC: UITableViewController {
    let items = ["apple", "banana", "cherry"]
    var rowInPrepare: IndexPath?
    var selectedInPrepare: IndexPath?
    var senderWasCell = false
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath) as! ItemCell
        cell.nameLabel.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UITableViewCell else { return }
        senderWasCell = true
        rowInPrepare = tableView.indexPath(for: cell)
        selectedInPrepare = tableView.indexPathForSelectedRow
        (segue.destination as? ResultVC)?.paramEmail = items[rowInPrepare?.row ?? 0]
    }
}

/// A screen that animates a storyboard constraint through an outlet.
final class ConstraintVC: UIViewController {
    var gap: NSLayoutConstraint!
}

/// A table view controller with nothing of its own (its prototypes are dequeued by the test).
final class PlainTableVC: UITableViewController {}

/// An NSObject subclass a learner reads by key.
final class Profile: NSObject {
    var name = "Kim"
    var age: Int? = 20
}

/// A controller with an outlet, written by key.
final class KeyedVC: UIViewController {
    var titleLabel: UILabel?
    var notAnOutlet = "x"
}

final class TablesAndAPIsFidelityTests: XCTestCase {
    @MainActor
    private func tableApp(accessorySegue: Bool = false) -> (TestApp, ItemsVC) {
        var segue = SB.segue("toDetail", to: "detail", kind: .show, identifier: "ShowDetail")
        if accessorySegue { segue.trigger = "accessoryAction" }
        let cell = ViewModel(id: "cell", kind: .tableViewCell, customClass: "ItemCell",
                             subviews: [ViewModel(id: "name", kind: .label, text: "Label")],
                             segues: [segue])
        var cellWithOutlets = cell
        cellWithOutlets.reuseIdentifier = "ItemCell"
        cellWithOutlets.outlets = [OutletModel(property: "nameLabel", destinationID: "name")]
        var table = ViewModel(id: "table", kind: .tableView)
        table.prototypeCells = [cellWithOutlets]
        table.outlets = [OutletModel(property: "dataSource", destinationID: "items"), OutletModel(property: "delegate", destinationID: "items")]
        let items = SceneModel(controller: ControllerModel(id: "items", kind: .tableViewController, customClass: "ItemsVC", view: table))
        let document = SB.document(initial: "nav", [items, SB.scene("detail", "ResultVC"), SB.navigation("nav", root: "items")])
        let classes = [
            glue(ItemsVC.self, "ItemsVC"),
            ClassGlue(className: "ItemCell", type: ItemCell.self, makeWithCoder: { ItemCell(coder: $0) },
                      outlets: ["nameLabel": { ($0 as! ItemCell).nameLabel = $1 as? UILabel }]),
        ]
        let app = TestApp(document, classes: classes + Glue.all)
        let navigation = app.launch() as! UINavigationController
        app.markNow()
        return (app, navigation.topViewController as! ItemsVC)
    }

    /// The cell's segue to the detail screen, the first cell handed out being the sender.
    static let cellSegueToDetail = [
        "ItemsVC#1.shouldPerformSegue(withIdentifier:sender:) \"ShowDetail\" sender=ItemCell#1",
        "ResultVC#1.init(coder:)",
        "ResultVC#1.awakeFromNib",
        "ItemsVC#1.prepare(for:sender:) segue=\"ShowDetail\" destination=ResultVC#1 sender=ItemCell#1",
        "ItemsVC#1.show(_:sender:) ResultVC#1",
        "UINavigationController#1.show(_:sender:) ResultVC#1",
        "UINavigationController#1.pushViewController(_:animated:) ResultVC#1",
    ]
    /// The pushed detail screen appearing on the next turn of the run loop.
    static let detailAppears = [
        "ResultVC#1.loadView",
        "ResultVC#1.viewDidLoad",
        "ItemsVC#1.viewWillDisappear(_:)",
        "ResultVC#1.viewWillAppear(_:)",
        "ItemsVC#1.viewDidDisappear(_:)",
        "ResultVC#1.viewDidAppear(_:)",
    ]

    /// Tapping a row: the data source is asked for the row, the cell's segue runs with the cell
    /// as sender (prepare sees indexPath(for:) and indexPathForSelectedRow), then didSelectRowAt.
    func testTappingARowPerformsTheCellSegueThenDidSelect() throws {
        try MainActor.assumeIsolated {
            let (app, items) = tableApp()
            XCTAssertTrue(items.tableView.dataSource === items)
            try items.tableView.workbookTapRow(IndexPath(row: 1, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ItemsVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "ItemsVC#1.tableView(_:cellForRowAt:) row=1 section=0",
            ] + Self.cellSegueToDetail + ["ItemsVC#1.tableView(_:didSelectRowAt:) row=1 section=0"] + Self.detailAppears)
            XCTAssertTrue(items.senderWasCell)
            XCTAssertEqual(items.rowInPrepare, IndexPath(row: 1, section: 0))
            XCTAssertEqual(items.selectedInPrepare, IndexPath(row: 1, section: 0))
            XCTAssertEqual((app.visible as? ResultVC)?.emailSeenInViewDidLoad, "banana")
            XCTAssertEqual((items.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)?.nameLabel.text, "banana")
        }
    }

    /// A cell whose only segue is on its accessory (detail) button: tapping the row selects it
    /// without performing the segue; tapping the accessory button performs it with the cell as
    /// sender, then tells the delegate `accessoryButtonTappedForRowWith`, and selects nothing.
    func testAnAccessorySegueFiresOnlyFromTheAccessoryButton() throws {
        try MainActor.assumeIsolated {
            let (app, items) = tableApp(accessorySegue: true)
            try items.tableView.workbookTapRow(IndexPath(row: 1, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ItemsVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "ItemsVC#1.tableView(_:cellForRowAt:) row=1 section=0",
                "ItemsVC#1.tableView(_:didSelectRowAt:) row=1 section=0",
            ])
            try items.tableView.workbookTapAccessory(IndexPath(row: 2, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ItemsVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "ItemsVC#1.tableView(_:cellForRowAt:) row=2 section=0",
            ] + Self.cellSegueToDetail + ["ItemsVC#1.tableView(_:accessoryButtonTappedForRowWith:) row=2 section=0"] + Self.detailAppears)
            XCTAssertEqual(items.rowInPrepare, IndexPath(row: 2, section: 0))
        }
    }

    /// A row past the end is refused with the number of rows; coming back clears the selection.
    func testMissingRowAndSelectionClearedOnReturn() throws {
        try MainActor.assumeIsolated {
            let (app, items) = tableApp()
            XCTAssertThrowsError(try items.tableView.workbookTapRow(IndexPath(row: 5, section: 0))) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "section 0 of the table view has 3 rows")
            }
            try items.tableView.workbookTapRow(IndexPath(row: 0, section: 0))
            app.drain()
            items.navigationController?.popViewController(animated: true)
            app.drain()
            XCTAssertNil(items.tableView.indexPathForSelectedRow, "clearsSelectionOnViewWillAppear")
        }
    }

    /// A Subtitle prototype (Interface Builder's standard styles) has a `detailTextLabel`: the
    /// storyboard's own labels are `textLabel` and `detailTextLabel`, with the storyboard's
    /// accessory; a custom cell's `detailTextLabel` is nil, as on a device (held-out projects
    /// wrote `cell.detailTextLabel!.text`).
    func testStandardStylePrototypeCellsHaveTheirLabels() {
        MainActor.assumeIsolated {
            var cell = ViewModel(id: "cell", kind: .tableViewCell,
                                 subviews: [ViewModel(id: "t", kind: .label, text: "Title"), ViewModel(id: "d", kind: .label, text: "Subtitle")])
            cell.reuseIdentifier = "Cell"
            cell.cellStyle = 3
            cell.textLabelID = "t"
            cell.detailTextLabelID = "d"
            cell.accessoryType = 1
            var custom = ViewModel(id: "custom", kind: .tableViewCell)
            custom.reuseIdentifier = "Custom"
            var table = ViewModel(id: "table", kind: .tableView)
            table.prototypeCells = [cell, custom]
            let list = SceneModel(controller: ControllerModel(id: "list", kind: .tableViewController, customClass: "PlainTableVC", view: table))
            let app = TestApp(SB.document(initial: "list", [list]), classes: [glue(PlainTableVC.self, "PlainTableVC")] + Glue.all)
            let controller = app.launch() as! PlainTableVC
            let subtitle = controller.tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            XCTAssertEqual(subtitle.textLabel?.text, "Title")
            XCTAssertEqual(subtitle.detailTextLabel?.text, "Subtitle")
            XCTAssertTrue(subtitle.textLabel?.superview === subtitle.contentView)
            XCTAssertEqual(subtitle.accessoryType, .disclosureIndicator)
            let plain = controller.tableView.dequeueReusableCell(withIdentifier: "Custom", for: IndexPath(row: 0, section: 0))
            XCTAssertNil(plain.detailTextLabel)
            XCTAssertNotNil(plain.textLabel)
        }
    }

    /// iOS 14's content configuration: `defaultContentConfiguration()` in the cell's style, its
    /// texts shown by the view it puts in the cell's content view; a second configuration
    /// updates that view instead of adding another.
    func testContentConfigurationFillsTheCell() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
            var content = cell.defaultContentConfiguration()
            content.text = "Kim"
            content.secondaryText = "kim@example.com"
            content.image = UIImage(systemName: "person")
            content.textProperties.color = .systemBlue
            cell.contentConfiguration = content
            let view = cell.contentView.subviews.compactMap { $0 as? UIListContentView }
            XCTAssertEqual(view.count, 1)
            XCTAssertEqual(view.first?.textLabel.text, "Kim")
            XCTAssertEqual(view.first?.secondaryTextLabel.text, "kim@example.com")
            content.text = "Lee"
            cell.contentConfiguration = content
            XCTAssertEqual(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.count, 1)
            XCTAssertEqual(view.first?.textLabel.text, "Lee")
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Lee")
            cell.contentConfiguration = nil
            XCTAssertTrue(cell.contentView.subviews.isEmpty)
            XCTAssertEqual(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText, true)
        }
    }

    /// An outlet to a storyboard `<constraint>` (`@IBOutlet weak var gap: NSLayoutConstraint!`)
    /// is connected: the constraint exists, active, with its constant, multiplier ("1:2"),
    /// priority and identifier (a held-out project crashed on it in viewDidLoad).
    func testOutletsToStoryboardConstraints() throws {
        try MainActor.assumeIsolated {
            var root = ViewModel(id: "root", kind: .view, subviews: [ViewModel(id: "icon", kind: .imageView)])
            root.constraints = [ConstraintModel(id: "c1", constant: 25, multiplier: 0.5, priority: 750, identifier: "iconGap")]
            let scene = SceneModel(controller: ControllerModel(id: "a", customClass: "ConstraintVC", view: root,
                                                               outlets: [OutletModel(property: "gap", destinationID: "c1")]))
            let app = TestApp(SB.document(initial: "a", [scene]),
                              classes: [glue(ConstraintVC.self, "ConstraintVC", outlets: ["gap": { ($0 as! ConstraintVC).gap = $1 as? NSLayoutConstraint }])] + Glue.all)
            let controller = try XCTUnwrap(app.launch() as? ConstraintVC)
            let gap = try XCTUnwrap(controller.gap)
            XCTAssertEqual(gap.constant, 25)
            XCTAssertEqual(gap.multiplier, 0.5)
            XCTAssertEqual(gap.priority, UILayoutPriority(750))
            XCTAssertEqual(gap.identifier, "iconGap")
            XCTAssertTrue(gap.isActive)
            XCTAssertTrue(controller.view.constraints.contains { $0 === gap })
        }
    }

    /// The custom tab bar idiom: `setValue(CustomTabBar(), forKey: "tabBar")` in a tab bar
    /// controller replaces its read-only bar, which keeps the tabs' items, the selection and the
    /// controller as its delegate (a held-out project's bar was left alone with a warning).
    func testACustomTabBarSetByKeyReplacesTheBar() {
        MainActor.assumeIsolated {
            final class RoundTabBar: UITabBar {}
            let controller = UITabBarController()
            let first = UIViewController(), second = UIViewController()
            first.tabBarItem = UITabBarItem(title: "Chat", image: nil, tag: 0)
            second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            controller.viewControllers = [first, second]
            controller.setValue(RoundTabBar(), forKey: "tabBar")
            XCTAssertTrue(controller.tabBar is RoundTabBar)
            XCTAssertEqual(controller.tabBar.items?.map(\.title), ["Chat", "Settings"])
            XCTAssertTrue(controller.tabBar.selectedItem === first.tabBarItem)
            XCTAssertTrue(controller.tabBar.delegate === controller)
        }
    }

    /// UIKit's own properties set by key, as Objective-C-era code does: an enum's raw value from a
    /// number, a title, a label's text, a view's `hidden` flag.
    func testUIKitPropertiesSetByKey() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            controller.setValue(NSNumber(value: 2), forKey: "modalPresentationStyle")
            controller.setValue(2, forKey: "modalTransitionStyle")
            controller.setValue("Result", forKey: "title")
            XCTAssertEqual(controller.modalPresentationStyle, .formSheet)
            XCTAssertEqual(controller.modalTransitionStyle, .crossDissolve)
            XCTAssertEqual(controller.title, "Result")
            let label = UILabel()
            label.setValue("saved", forKey: "text")
            label.setValue(true, forKey: "hidden")
            XCTAssertEqual(label.text, "saved")
            XCTAssertTrue(label.isHidden)
        }
    }

    /// The share sheet and the photo picker are presented and dismissed like any controller (an
    /// app with a share or photo button runs and is graded); nothing inside them is simulated.
    func testShareSheetAndPhotoPickerArePresentedLikeAnyController() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "a", [SB.scene("a", "PlainVC")]), classes: Glue.all)
            let root = try XCTUnwrap(app.launch())
            app.markNow()
            let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            share.excludedActivityTypes = [.airDrop]
            root.present(share, animated: true)
            app.drain()
            XCTAssertEqual(app.newLines(), [
                "UIActivityViewController#1.init(nibName:bundle:)",
                "PlainVC#1.present(_:animated:completion:) UIActivityViewController#1 animated=true style=pageSheet",
                "UIActivityViewController#1.loadView",
                "UIActivityViewController#1.viewDidLoad",
                "UIActivityViewController#1.viewWillAppear(_:) animated=true",
                "UIActivityViewController#1.viewDidAppear(_:) animated=true",
            ])
            share.dismiss(animated: true)
            app.drain()
            let picker = UIImagePickerController()
            XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
            picker.sourceType = .photoLibrary
            picker.allowsEditing = true
            root.present(picker, animated: true)
            app.drain()
            XCTAssertTrue(root.presentedViewController === picker, "the picker is presented by the root")
            XCTAssertTrue(picker.presentingViewController === root)
        }
    }

    /// A class registered for the identifier replaces the storyboard prototype, as in UIKit.
    func testRegisteredClassWinsOverThePrototype() {
        MainActor.assumeIsolated {
            let (_, items) = tableApp()
            items.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ItemCell")
            let cell = items.tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: IndexPath(row: 0, section: 0))
            XCTAssertFalse(cell is ItemCell)
            XCTAssertNil(items.tableView.dequeueReusableCell(withIdentifier: "Unknown"))
        }
    }

    /// KVC: UserDefaults by key, stored properties of a class without glue read by key, outlets written by key.
    func testKeyValueCoding() {
        MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "a", [SB.scene("a", "KeyedVC", views: [SB.label("l", text: "t")],
                                                                   outlets: [OutletModel(property: "titleLabel", destinationID: "l")])]),
                              classes: [glue(KeyedVC.self, "KeyedVC", outlets: ["titleLabel": { ($0 as! KeyedVC).titleLabel = $1 as? UILabel }])])
            var warnings: [String] = []
            Runtime.shared.warningHandler = { warnings.append($0) }
            let defaults = UserDefaults(suiteName: "kvc-\(UUID().uuidString)")!
            defaults.setValue("Lee", forKey: "name")
            XCTAssertEqual(defaults.value(forKey: "name") as? String, "Lee")
            XCTAssertEqual(defaults.string(forKey: "name"), "Lee")

            let profile = Profile()
            XCTAssertEqual(profile.value(forKey: "name") as? String, "Kim")
            XCTAssertEqual(profile.value(forKey: "age") as? Int, 20)
            XCTAssertEqual(profile.dictionaryWithValues(forKeys: ["name"])["name"] as? String, "Kim")

            let keyed = app.launch() as! KeyedVC
            let label = UILabel()
            keyed.setValue(label, forKey: "titleLabel")
            XCTAssertTrue(keyed.titleLabel === label)
            XCTAssertEqual(keyed.value(forKeyPath: "titleLabel.text") as? String, nil)
            // `notAnOutlet`, a plain Swift property of a registered class, is not a key (R10.12): the
            // crash is asserted end to end (`TraceEndToEndTests.testKeyValueCodingCrashesAsOnADevice`).
            XCTAssertEqual(warnings, [])
        }
    }

    /// The whole AnimationOptions set with UIKit's raw values; transition(from:to:) takes the old
    /// view out of the hierarchy (its labels leave the screen); button background images.
    func testAnimationOptionsTransitionAndBackgroundImages() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIView.AnimationOptions.transitionCurlUp.rawValue, 3 << 20)
            XCTAssertEqual(UIView.AnimationOptions.transitionCurlDown.rawValue, 4 << 20)
            XCTAssertEqual(UIView.AnimationOptions.transitionFlipFromTop.rawValue, 6 << 20)
            XCTAssertEqual(UIView.AnimationOptions.transitionFlipFromBottom.rawValue, 7 << 20)
            XCTAssertEqual(UIView.AnimationOptions.showHideTransitionViews.rawValue, 1 << 8)

            let container = UIView()
            let old = UIView(), new = UIView(), other = UIView()
            old.addSubview(UILabel())
            container.addSubview(old)
            container.addSubview(other)
            var finished = false
            UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCurlDown]) { finished = $0 }
            XCTAssertFalse(finished, "the completion runs when the animation ends, not before the call returns")
            Runtime.shared.drain()
            XCTAssertTrue(finished)
            XCTAssertNil(old.superview)
            XCTAssertTrue(container.subviews.first === new, "the new view takes the old one's place")

            let hidden = UIView(), shown = UIView()
            shown.isHidden = true
            container.addSubview(hidden)
            container.addSubview(shown)
            UIView.transition(from: hidden, to: shown, duration: 0.3, options: [.transitionFlipFromTop, .showHideTransitionViews])
            XCTAssertTrue(hidden.isHidden)
            XCTAssertFalse(shown.isHidden)

            let button = UIButton(type: .custom)
            XCTAssertNil(button.currentBackgroundImage)
            let image = UIImage(named: "card")
            button.setBackgroundImage(image, for: .normal)
            XCTAssertTrue(button.currentBackgroundImage === image)
            XCTAssertTrue(button.backgroundImage(for: .normal) === image)
        }
    }

    /// Storyboard colours and images reach the views: `view.backgroundColor!` works.
    func testStoryboardColoursAndImages() {
        MainActor.assumeIsolated {
            var root = ViewModel(id: "a-view", kind: .view)
            root.backgroundColor = ColorModel(systemColor: "systemBackgroundColor")
            var box = ViewModel(id: "box", kind: .view)
            box.backgroundColor = ColorModel(red: 1, green: 0.5, blue: 0, alpha: 1)
            var grey = ViewModel(id: "grey", kind: .view)
            grey.backgroundColor = ColorModel(white: 0.25, alpha: 1)
            var named = ViewModel(id: "named", kind: .label)
            named.textColor = ColorModel(named: "AccentColor")
            named.backgroundColor = ColorModel(systemColor: "groupTableViewBackgroundColor")
            var button = ViewModel(id: "button", kind: .button, title: "Card")
            button.image = "star.fill"
            button.backgroundImage = "cardBack"
            root.subviews = [box, grey, named, button]
            let scene = SceneModel(controller: ControllerModel(id: "a", customClass: "PlainVC", view: root))
            let app = TestApp(SB.document(initial: "a", [scene]), classes: Glue.all)
            let controller = app.launch()!
            let objects = controller.workbookObjectsByID
            XCTAssertEqual(controller.view.backgroundColor!, .systemBackground)
            XCTAssertEqual((objects["box"] as? UIView)?.backgroundColor, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            XCTAssertEqual((objects["grey"] as? UIView)?.backgroundColor, UIColor(white: 0.25, alpha: 1))
            XCTAssertEqual((objects["named"] as? UILabel)?.textColor, UIColor(named: "AccentColor"))
            XCTAssertEqual((objects["named"] as? UILabel)?.backgroundColor, .systemGroupedBackground)
            XCTAssertEqual((objects["button"] as? UIButton)?.currentBackgroundImage?.name, "cardBack")
            XCTAssertEqual((objects["button"] as? UIButton)?.currentImage?.name, "star.fill")
        }
    }

    /// APIs the compatibility corpus found missing (docs/compatibility.md): a controller's
    /// `overrideUserInterfaceStyle` (learners turn dark mode off with it) and `traitCollection`.
    func testControllerInterfaceStyleAndTraits() {
        MainActor.assumeIsolated {
            let controller = PlainVC()
            XCTAssertEqual(controller.overrideUserInterfaceStyle, .unspecified)
            controller.overrideUserInterfaceStyle = .light
            XCTAssertEqual(controller.overrideUserInterfaceStyle, .light)
            XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact, "an iPhone in portrait")
        }
    }

    /// Haptic feedback generators exist (learners fire one on a tap) and do nothing.
    func testFeedbackGeneratorsCompileAndDoNothing() {
        MainActor.assumeIsolated {
            let impact = UIImpactFeedbackGenerator(style: .light)
            impact.prepare()
            impact.impactOccurred()
            XCTAssertEqual(impact.style, .light)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
        }
    }
}
