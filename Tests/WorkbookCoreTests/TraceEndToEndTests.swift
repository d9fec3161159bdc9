import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// `workbook trace` on real project folders: build, run in a child process, read the trace.
final class TraceEndToEndTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override class func setUp() {
        super.setUp()
        if ProcessInfo.processInfo.environment["WORKBOOK_CACHE_DIR"] == nil {
            setenv("WORKBOOK_CACHE_DIR", repository.appendingPathComponent(".build/workbook-cache").path, 1)
        }
    }

    func trace(_ project: URL, _ steps: String, sandbox: SandboxMode = .auto) throws -> AppRun {
        let stepsFile = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString).yaml")
        try steps.write(to: stepsFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: stepsFile) }
        var limits = RunLimits()
        limits.sandbox = sandbox
        return try ProjectTracer().trace(projectFolder: project, stepsFile: stepsFile, limits: limits)
    }

    /// A copy of a fixture project in a temporary folder, with files replaced.
    func copy(_ name: String, replacing files: [String: String] = [:]) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: target)
        for (path, contents) in files {
            try contents.write(to: target.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        return target
    }

    /// The project as Xcode writes it runs unchanged: scenes, private action, manual segue, custom segue, unwind.
    func testSampleProjectRunsUnchanged() throws {
        let run = try trace(Self.fixtures.appendingPathComponent("SegueBasics"), """
        - launch
        - type: {outlet: email, text: "learner@example.com"}
        - set: {outlet: interval, value: 5}
        - tap: {action: "onPerformSegue(_:)"}
        """)
        XCTAssertNil(run.crash, "\(String(describing: run.crash))\n\(run.standardError)")
        XCTAssertTrue(run.finished)
        let lines = run.events.map(\.line)
        XCTAssertTrue(lines.contains("SceneDelegate#1.scene(_:willConnectTo:options:)"))
        XCTAssertTrue(lines.contains("ViewController#1.onPerformSegue(_:) sender=UIButton#1"), "a private action is reachable")
        let prepare = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("ViewController#1.prepare(for:sender:) segue=\"ManualSubmit\"") })
        let didLoad = try XCTUnwrap(lines.firstIndex(of: "ResultViewController#1.viewDidLoad"))
        XCTAssertLessThan(prepare, didLoad)
        let labels = Dictionary(uniqueKeysWithValues: (run.state?.labels ?? []).compactMap { label in label.outlet.map { ($0, label.text) } })
        XCTAssertEqual(labels["resultEmail"], "learner@example.com")
        XCTAssertEqual(labels["resultUpdate"], "자동갱신")
        XCTAssertEqual(labels["resultInterval"], "5분 마다 갱신")
        XCTAssertEqual(run.state?.navigationStacks.first?.stack, ["ViewController#1", "ResultViewController#1"])
    }

    /// R1.5: the unknown-identifier crash with UIKit's reason, at the step that caused it.
    func testUnknownSegueIdentifierCrashesWithUIKitsReason() throws {
        let run = try trace(Self.fixtures.appendingPathComponent("crashes/UnknownSegue"), """
        - launch
        - tap: {action: "onPerformSegue:"}
        """)
        let crash = try XCTUnwrap(run.crash)
        XCTAssertEqual(crash.kind, .uncaughtException)
        XCTAssertEqual(crash.name, "NSInvalidArgumentException")
        XCTAssertEqual(crash.step, 1)
        XCTAssertNotNil(crash.reason.range(of: #"^Receiver \(<UnknownSegue\.ViewController: 0x[0-9a-f]+>\) has no segue with identifier 'manualSubmit'$"#,
                                           options: .regularExpression), crash.reason)
        XCTAssertEqual(run.events.last?.line, "ViewController#1.performSegue(withIdentifier:sender:) \"manualSubmit\" sender=ViewController#1")
        XCTAssertFalse(run.events.contains { $0.member.hasPrefix("shouldPerformSegue") || $0.className == "ResultViewController" },
                       "nothing is called before the throw")
    }

    /// R10.19: `addTextField` on an action sheet ends the app with UIKit's reason, before its
    /// handler runs; on an alert it is fine.
    func testATextFieldOnAnActionSheetCrashesWithUIKitsReason() throws {
        let source = try String(contentsOf: Self.fixtures.appendingPathComponent("SegueBasics/SegueBasics/ViewController.swift"), encoding: .utf8)
        func project(style: String) throws -> URL {
            try copy("SegueBasics", replacing: ["SegueBasics/ViewController.swift": source.replacingOccurrences(of: """
                    @IBAction func onSubmit(_ sender: Any) {
                        print("Submit tapped")
                    }
                """, with: """
                    @IBAction func onSubmit(_ sender: Any) {
                        let sheet = UIAlertController(title: "Email", message: nil, preferredStyle: .\(style))
                        sheet.addTextField { field in print("handler ran"); field.placeholder = "email" }
                        sheet.addAction(UIAlertAction(title: "OK", style: .default))
                        self.present(sheet, animated: true)
                    }
                """)])
        }
        let sheet = try project(style: "actionSheet")
        XCTAssertTrue(try String(contentsOf: sheet.appendingPathComponent("SegueBasics/ViewController.swift"), encoding: .utf8).contains(".actionSheet"))
        let run = try trace(sheet, "- launch\n- tap: {action: \"onSubmit:\"}\n")
        let crash = try XCTUnwrap(run.crash, run.standardError)
        XCTAssertEqual(crash.kind, .uncaughtException)
        XCTAssertEqual(crash.name, "NSInternalInconsistencyException")
        XCTAssertEqual(crash.reason, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        XCTAssertEqual(crash.step, 1)
        XCTAssertFalse(run.standardError.contains("handler ran") || run.events.contains { $0.line.contains("handler ran") })

        let alert = try trace(try project(style: "alert"), "- launch\n- tap: {action: \"onSubmit:\"}\n")
        XCTAssertNil(alert.crash, "\(String(describing: alert.crash))\n\(alert.standardError)")
        XCTAssertTrue(alert.finished)
    }

    /// R2.2: the destination's outlet is nil in prepare; Swift's trap names the learner's file and line.
    func testNilOutletInPrepareCrashesAtTheLearnersLine() throws {
        let run = try trace(Self.fixtures.appendingPathComponent("crashes/NilOutletInPrepare"), """
        - launch
        - tap: {action: "onPerformSegue:"}
        """)
        let crash = try XCTUnwrap(run.crash)
        XCTAssertEqual(crash.kind, .fatalError)
        XCTAssertEqual(crash.reason, "Unexpectedly found nil while implicitly unwrapping an Optional value")
        XCTAssertEqual(crash.file, "NilOutletInPrepare/ViewController.swift")
        XCTAssertEqual(crash.line, 14)
        XCTAssertEqual(run.events.last?.member, "prepare(for:sender:)")
    }

    /// R11.1: a nib name the project lacks fails when the view loads, with UIKit's reason; a nib
    /// whose File's Owner `view` outlet is not connected too; with no name, the class's own nib
    /// (`DetailViewController.xib`) is found.
    func testNibLoadingFailuresAndTheClassNamedNib() throws {
        let list = try String(contentsOf: Self.fixtures.appendingPathComponent("compat/NibScreens/NibScreens/ListViewController.swift"), encoding: .utf8)
        let missing = try copy("compat/NibScreens", replacing: ["NibScreens/ListViewController.swift":
            list.replacingOccurrences(of: #"DetailViewController(nibName: "DetailViewController", bundle: nil)"#, with: #"DetailViewController(nibName: "Detail", bundle: nil)"#)])
        let crash = try XCTUnwrap(try trace(missing, "- launch\n- tap: {row: 0}\n").crash)
        XCTAssertEqual(crash.name, "NSInternalInconsistencyException")
        XCTAssertNotNil(crash.reason.range(of: #"^Could not load NIB in bundle: 'NSBundle <.+> \(loaded\)' with name 'Detail'$"#, options: .regularExpression), crash.reason)

        let xib = try String(contentsOf: Self.fixtures.appendingPathComponent("compat/NibScreens/NibScreens/DetailViewController.xib"), encoding: .utf8)
        let unset = try copy("compat/NibScreens", replacing: ["NibScreens/DetailViewController.xib":
            xib.replacingOccurrences(of: #"<outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>"#, with: "")])
        let noView = try XCTUnwrap(try trace(unset, "- launch\n- tap: {row: 0}\n").crash)
        XCTAssertEqual(noView.name, "NSInternalInconsistencyException")
        XCTAssertEqual(noView.reason, #"-[UIViewController _loadViewFromNibNamed:bundle:] loaded the "DetailViewController" nib but the view outlet was not set."#)

        let unnamed = try copy("compat/NibScreens", replacing: ["NibScreens/ListViewController.swift":
            list.replacingOccurrences(of: #"DetailViewController(nibName: "DetailViewController", bundle: nil)"#, with: "DetailViewController()")])
        let run = try trace(unnamed, "- launch\n- tap: {row: 0}\n")
        XCTAssertNil(run.crash)
        XCTAssertEqual(run.state?.labels.first { $0.outlet == "fruitLabel" }?.text, "Apple")
    }

    /// R13.2: a collection view cell identifier with no registration and no prototype, and a cell
    /// the data source made itself instead of dequeuing, end the app with UIKit's reasons.
    func testCollectionViewDequeueFailures() throws {
        let gallery = try String(contentsOf: Self.fixtures.appendingPathComponent("compat/CollectionDetail/CollectionDetail/GalleryViewController.swift"), encoding: .utf8)
        let misspelt = try copy("compat/CollectionDetail", replacing: ["CollectionDetail/GalleryViewController.swift":
            gallery.replacingOccurrences(of: #"private let reuseIdentifier = "PhotoCell""#, with: #"private let reuseIdentifier = "Cell""#)])
        let crash = try XCTUnwrap(try trace(misspelt, "- launch\n- tap: {item: 0}\n").crash)
        XCTAssertEqual(crash.name, "NSInternalInconsistencyException")
        XCTAssertEqual(crash.reason, "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")

        let favorites = try String(contentsOf: Self.fixtures.appendingPathComponent("compat/CollectionDetail/CollectionDetail/FavoritesViewController.swift"), encoding: .utf8)
        let unregistered = try copy("compat/CollectionDetail", replacing: ["CollectionDetail/FavoritesViewController.swift":
            favorites.replacingOccurrences(of: "collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.identifier)", with: "")
                .replacingOccurrences(of: "guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.identifier, for: indexPath) as? TagCell else {",
                                      with: "guard let cell = UICollectionViewCell() as? TagCell else {")])
        XCTAssertNotEqual(try String(contentsOf: unregistered.appendingPathComponent("CollectionDetail/FavoritesViewController.swift"), encoding: .utf8), favorites)
        let notDequeued = try XCTUnwrap(try trace(unregistered, "- launch\n- tap: {title: \"Favorites\"}\n- tap: {item: 0}\n").crash)
        XCTAssertEqual(notDequeued.name, "NSInternalInconsistencyException")
        XCTAssertEqual(notDequeued.reason, "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }

    /// Issue 20: a correct project that uses a UIKit type the simulation does not declare is not
    /// graded, with the file and line of the first use, instead of failing to compile.
    func testAProjectUsingAPageViewControllerIsNotGraded() throws {
        let project = try copy("compat/CollectionDetail", replacing: ["CollectionDetail/DetailViewController.swift": """
        import UIKit

        class DetailViewController: UIViewController, UIPageViewControllerDelegate {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var sizePicker: UIPickerView!
            @IBOutlet weak var sizeLabel: UILabel!
            var fruit: String?
            let toolbar = UIToolbar()

            func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
        }
        """])
        XCTAssertThrowsError(try trace(project, "- launch\n")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("Not graded: the submission uses what the simulation does not provide:\n"), text)
            XCTAssertTrue(text.contains("CollectionDetail/DetailViewController.swift:3:47: not-simulated-type: `UIPageViewControllerDelegate`: not graded"), text)
            XCTAssertTrue(text.contains("CollectionDetail/DetailViewController.swift:8:19: not-simulated-type: `UIToolbar`"), text)
            XCTAssertTrue(text.contains("CollectionDetail/DetailViewController.swift:10:51: not-simulated-type: `UIPageViewController`"), text)
            XCTAssertFalse(text.contains("UIPickerView"), "picker views are simulated: \(text)")
            XCTAssertFalse(text.contains("error: cannot find"), text)
        }
    }

    /// R11.6: `PopupViewController(nibName: "Popup", bundle: nil)` with a xib whose view
    /// controller is an object in it (the File's Owner has no class and no `view` outlet): the
    /// nib is loaded, so its own PopupViewController#2 is decoded and woken, then the controller
    /// that asked raises UIKit's "view outlet was not set". A cell nib with more than one
    /// top-level object is refused when a cell is dequeued (R11.2).
    func testAControllerObjectInAXibIsNotItsFilesOwner() throws {
        let home = try String(contentsOf: Self.fixtures.appendingPathComponent("compat/NibViews/NibViews/HomeViewController.swift"), encoding: .utf8)
        let byName = try copy("compat/NibViews", replacing: ["NibViews/HomeViewController.swift": home.replacingOccurrences(
            of: #"UINib(nibName: "Popup", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! PopupViewController"#,
            with: #"PopupViewController(nibName: "Popup", bundle: nil)"#)])
        let run = try trace(byName, "- launch\n- tap: {title: \"Show Popup\"}\n")
        let crash = try XCTUnwrap(run.crash)
        XCTAssertEqual(crash.name, "NSInternalInconsistencyException")
        XCTAssertEqual(crash.reason, #"-[UIViewController _loadViewFromNibNamed:bundle:] loaded the "Popup" nib but the view outlet was not set."#)
        XCTAssertEqual(crash.step, 1)
        XCTAssertEqual(run.events.filter { $0.step == 1 }.map(\.line), [
            "HomeViewController#1.showPopup(_:) sender=UIButton#1",
            "PopupViewController#1.init(nibName:bundle:)",
            "HomeViewController#1.present(_:animated:completion:) PopupViewController#1 animated=true style=pageSheet",
            "PopupViewController#1.loadView",
            "PopupViewController#2.init(coder:)",
            "PopupViewController#2.awakeFromNib",
        ])

        let cell = try String(contentsOf: Self.fixtures.appendingPathComponent("compat/NibScreens/NibScreens/ItemCell.xib"), encoding: .utf8)
        let twoObjects = try copy("compat/NibScreens", replacing: ["NibScreens/ItemCell.xib": cell.replacingOccurrences(
            of: "    </objects>", with: #"        <view contentMode="scaleToFill" id="Xtr-Vw-001"/>\#n    </objects>"#)])
        let refused = try XCTUnwrap(try trace(twoObjects, "- launch\n- tap: {row: 0}\n").crash)
        XCTAssertEqual(refused.name, "NSInternalInconsistencyException")
        XCTAssertEqual(refused.reason, "invalid nib registered for identifier (ItemCell) - nib must contain exactly one top level object which must be a UITableViewCell instance")
    }

    /// An outlet in the storyboard with no property is UIKit's NSUnknownKeyException when the view loads.
    func testOutletWithoutPropertyIsTheKeyValueCodingCrash() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        class ViewController: UIViewController {
        }

        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        let run = try trace(project, "- launch\n")
        let crash = try XCTUnwrap(run.crash)
        XCTAssertEqual(crash.name, "NSUnknownKeyException")
        XCTAssertNotNil(crash.reason.range(of: #"^\[<UnknownSegue\.ViewController 0x[0-9a-f]+> setValue:forUndefinedKey:\]: this class is not key value coding-compliant for the key email\.$"#,
                                           options: .regularExpression), crash.reason)
    }

    /// R10.11, R10.12: the Objective-C runtime's calls as a device runs them, one app, one mode per
    /// run (typed in the text field): `#keyPath` is the key, `Selector(("…"))`/`NSSelectorFromString`
    /// name methods that `responds(to:)` and `perform` find (an `AnyObject`'s too), and what a device
    /// refuses ends the app with UIKit's own exception text.
    func testKeyValueCodingAndSelectorsAsOnADevice() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        @objc protocol Receiver: AnyObject { func receive(_ text: String) }

        class Model: NSObject {
            @objc var count: Int = 0
            @objc var on: Bool = false
            var plain = ""
        }

        class ViewController: UIViewController, Receiver {
            @IBOutlet var email: UITextField!
            let model = Model()

            func receive(_ text: String) { print("received \\(text)") }

            @IBAction func onPerformSegue(_ sender: Any) {
                switch email.text ?? "" {
                case "keys":
                    model.setValuesForKeys([#keyPath(Model.count): 3, "on": NSNumber(value: true)])
                    model.setValue("7", forKey: "count")
                    print("count \\(model.count) on \\(model.on) \\(model.value(forKey: #keyPath(Model.count)) as? Int ?? -1)")
                    let target: AnyObject = self
                    if target.responds(to: #selector(Receiver.receive(_:))) { target.perform(NSSelectorFromString("receive:"), with: "hi") }
                    print("responds \\(responds(to: Selector(("performSegueWithIdentifier:")))) \\(responds(to: Selector(("performSegueWithIdentifier:sender:")))) \\(model.responds(to: Selector(("setCount:")))) \\(model.responds(to: Selector(("setPlain:"))))")
                case "plain": model.setValue("x", forKey: "plain")
                case "switch": model.setValue(UISwitch(), forKey: "on")
                case "nil": model.setValue(nil, forKey: "on")
                default: perform(Selector(("dismissViewControllerAnimated:")), with: true)
                }
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        func run(_ mode: String) throws -> AppRun {
            try trace(project, "- launch\n- type: {outlet: email, text: \"\(mode)\"}\n- tap: {action: \"onPerformSegue:\"}\n")
        }
        let keys = try run("keys")
        XCTAssertNil(keys.crash)
        XCTAssertEqual(keys.console, ["count 7 on true 7", "received hi", "responds false true true false"])
        let expected: [(String, String, String)] = [
            ("plain", "NSUnknownKeyException", #"^\[<UnknownSegue\.Model 0x[0-9a-f]+> setValue:forUndefinedKey:\]: this class is not key value coding-compliant for the key plain\.$"#),
            ("switch", "NSInvalidArgumentException", #"^-\[UISwitch boolValue\]: unrecognized selector sent to instance 0x[0-9a-f]+$"#),
            ("nil", "NSInvalidArgumentException", #"^\[<UnknownSegue\.Model 0x[0-9a-f]+> setNilValueForKey\]: could not set nil as the value for the key on\.$"#),
            ("dismiss", "NSInvalidArgumentException", #"^-\[UnknownSegue\.ViewController dismissViewControllerAnimated:\]: unrecognized selector sent to instance 0x[0-9a-f]+$"#),
        ]
        for (mode, name, reason) in expected {
            let crash = try XCTUnwrap(try run(mode).crash, mode)
            XCTAssertEqual(crash.name, name, mode)
            XCTAssertNotNil(crash.reason.range(of: reason, options: .regularExpression), "\(mode): \(crash.reason)")
        }
    }

    /// R10.13: `observe(\\.key, options:changeHandler:)` on an `@objc dynamic var` of the app's class
    /// calls the handler for `.initial` and for every assignment, with the values the options ask
    /// for, until the observation is invalidated or released; a property that is not `dynamic` never
    /// notifies, as on a device.
    func testKeyValueObservingOfDynamicProperties() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        class Counter: NSObject {
            @objc dynamic var count = 0
            @objc dynamic var name: String = "" {
                didSet { print("didSet \\(oldValue) -> \\(name)") }
            }
            @objc var plain = 0
        }

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            let counter = Counter()
            var observations: [NSKeyValueObservation] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                observations.append(counter.observe(\\.count, options: [.new, .old, .initial]) { counter, change in
                    print("count \\(change.oldValue.map(String.init) ?? "nil") -> \\(change.newValue.map(String.init) ?? "nil")")
                })
                observations.append(counter.observe(\\Counter.name, options: .new) { _, change in print("name \\(change.newValue ?? "")") })
                observations.append(counter.observe(\\.plain) { _, _ in print("plain changed") })
            }

            @IBAction func onPerformSegue(_ sender: Any) {
                counter.count += 1
                counter.name = "a"
                counter.plain = 5
                observations.first?.invalidate()
                counter.count = 10
                observations.removeAll()
                counter.name = "b"
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        let run = try trace(project, "- launch\n- tap: {action: \"onPerformSegue:\"}\n")
        XCTAssertNil(run.crash)
        XCTAssertEqual(run.console, ["count nil -> 0", "count 0 -> 1", "didSet  -> a", "name a", "didSet a -> b"])
    }

    /// A compile error comes back with the learner's file name and line, the compiler's text kept.
    func testCompileErrorsNameTheLearnersFile() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            func broken() { let x: Int = "text" }
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        XCTAssertThrowsError(try trace(project, "- launch\n")) { error in
            guard case let WorkbookError.compileFailed(text) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(text.contains("UnknownSegue/ViewController.swift:5:34: error: cannot convert value of type 'String'"), text)
            XCTAssertFalse(text.contains("/builds/"), "no cache paths in the learner's messages")
        }
    }

    /// `relaunch` is a new process with the same HOME: UserDefaults survives, memory does not.
    func testRelaunchKeepsUserDefaultsAndLosesMemory() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        var launches = 0

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                launches += 1
                let saved = UserDefaults.standard.integer(forKey: "count") + 1
                UserDefaults.standard.set(saved, forKey: "count")
                print("launches in memory: \\(launches), saved: \\(saved)")
            }
            @IBAction func onPerformSegue(_ sender: Any) {}
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        let run = try trace(project, "- launch\n- relaunch\n- launch\n")
        XCTAssertNil(run.crash, "\(String(describing: run.crash)) \(run.standardError)")
        XCTAssertEqual(run.console, ["launches in memory: 1, saved: 1", "launches in memory: 1, saved: 2"])
        XCTAssertEqual(run.events.filter { $0.line == "ViewController#1.viewDidLoad" }.count, 2, "numbering restarts in the new process")
    }

    /// `relaunch` is a new process: a new app delegate and a new scene delegate, their stored and
    /// static properties as the code declares them. A value kept in either (the lost-value
    /// exercise's wrong solutions) is gone after a relaunch, as on a device.
    func testRelaunchMakesNewAppAndSceneDelegates() throws {
        let project = try copy("crashes/UnknownSegue", replacing: [
            "UnknownSegue/AppDelegate.swift": """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static var launchesSeen = 0
                var kept: String?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
                    AppDelegate.launchesSeen += 1
                    print("app delegate: kept \\(kept ?? "nil"), launches \\(AppDelegate.launchesSeen)")
                    kept = "from before"
                    return true
                }
            }

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var kept: String?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    print("scene delegate: kept \\(kept ?? "nil")")
                    kept = "from before"
                }
            }
            """,
        ])
        let run = try trace(project, "- launch\n- relaunch\n- launch\n")
        XCTAssertNil(run.crash, "\(String(describing: run.crash)) \(run.standardError)")
        XCTAssertEqual(run.console, ["app delegate: kept nil, launches 1", "scene delegate: kept nil",
                                     "app delegate: kept nil, launches 1", "scene delegate: kept nil"])
        XCTAssertEqual(run.events.filter { $0.line == "AppDelegate#1.application(_:didFinishLaunchingWithOptions:)" }.count, 2)
        XCTAssertEqual(run.events.filter { $0.line == "SceneDelegate#1.scene(_:willConnectTo:options:)" }.count, 2)
    }

    /// R8.2: the life-cycle notifications are posted where the simulation has the moment. At
    /// launch the scene connects, enters the foreground and activates, then the application
    /// becomes active (an observer added in the root's `viewDidLoad` hears the activation, as on
    /// a device); before a `relaunch` ends the process the user leaves the app: the scene resigns
    /// active and enters the background, each delegate method before its notifications, so a
    /// value saved in `sceneDidEnterBackground(_:)` is there after the relaunch.
    func testLifeCycleNotificationsAtLaunchAndBeforeARelaunch() throws {
        let project = try copy("crashes/UnknownSegue", replacing: [
            "UnknownSegue/AppDelegate.swift": """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
                    return true
                }
            }

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func sceneWillResignActive(_ scene: UIScene) { print("sceneWillResignActive") }
                func sceneDidEnterBackground(_ scene: UIScene) {
                    print("sceneDidEnterBackground")
                    UserDefaults.standard.set("saved in background", forKey: "note")
                }
            }
            """,
            "UnknownSegue/ViewController.swift": """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                var observers: [NSObjectProtocol] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("note: \\(UserDefaults.standard.string(forKey: "note") ?? "none")")
                    let names: [Notification.Name] = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                                                      UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
                                                      UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                                                      UIScene.didEnterBackgroundNotification]
                    for name in names {
                        observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
                            print(note.name.rawValue)
                        })
                    }
                }
                @IBAction func onPerformSegue(_ sender: Any) {}
            }
            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
            }
            """,
        ])
        let run = try trace(project, "- launch\n- relaunch\n- launch\n")
        XCTAssertNil(run.crash, "\(String(describing: run.crash)) \(run.standardError)")
        XCTAssertEqual(run.console, [
            "note: none", "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
            "sceneWillResignActive", "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
            "sceneDidEnterBackground", "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
            "note: saved in background", "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
        ])
        XCTAssertEqual(run.events.filter { $0.line == "SceneDelegate#1.sceneDidEnterBackground(_:)" }.count, 1, "only before the relaunch")
    }

    /// `try!` on a call that throws ends the app as Swift does ("Fatal error: 'try!' expression
    /// unexpectedly raised an error: …", the error as `String(reflecting:)` shows it), reported as
    /// a crash with that text at the line of the `try!`.
    func testTryBangOnAThrowingCallCrashesWithSwiftsText() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        struct LoadFailed: Error, CustomStringConvertible { var description: String { "no saved list" } }

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            func load() throws -> String { throw LoadFailed() }
            override func viewDidLoad() {
                super.viewDidLoad()
                print(try! load())
            }
            @IBAction func onPerformSegue(_ sender: Any) {}
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        let run = try trace(project, "- launch\n")
        let crash = try XCTUnwrap(run.crash, run.standardError)
        XCTAssertEqual(crash.reason, "'try!' expression unexpectedly raised an error: no saved list")
        XCTAssertTrue(run.standardError.contains("Fatal error: 'try!' expression unexpectedly raised an error: no saved list"), run.standardError)
    }

    /// Controls made in code with `#selector` targets work: the build turns `#selector` into a
    /// selector the glue can send, as Objective-C would.
    func testSelectorTargetsMadeInCode() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            var taps = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton(type: .system)
                button.setTitle("Code Button", for: .normal)
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                view.addSubview(button)
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(addTapped))
            }

            @objc private func tapped(_ sender: UIButton) {
                taps += 1
                print("tapped \\(taps) \\(sender.currentTitle ?? "")")
            }

            @objc func addTapped() { print("add") }

            @IBAction func onPerformSegue(_ sender: Any) {}
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        let run = try trace(project, "- launch\n- tap: {title: \"Code Button\"}\n- tap: {title: \"Add\"}\n")
        XCTAssertNil(run.crash, "\(String(describing: run.crash)) \(run.standardError)")
        XCTAssertEqual(run.console, ["tapped 1 Code Button", "add"])
        XCTAssertTrue(run.events.map(\.line).contains("ViewController#1.tapped(_:) sender=UIButton#1"))
    }

    /// An alert is presented and recorded; tapping its button dismisses it, then runs the handler.
    func testAlertButtons() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!

            @IBAction func onPerformSegue(_ sender: Any) {
                let alert = UIAlertController(title: "Email", message: "Enter your email first", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in print("ok tapped") })
                present(alert, animated: true)
            }
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        let run = try trace(project, "- launch\n- tap: {action: \"onPerformSegue:\"}\n- tap: {title: OK}\n")
        XCTAssertNil(run.crash, "\(String(describing: run.crash))")
        let lines = run.events.map(\.line)
        XCTAssertTrue(lines.contains("ViewController#1.present(_:animated:completion:) UIAlertController#1 animated=true style=custom"))
        XCTAssertFalse(lines.contains("ViewController#1.viewWillDisappear(_:) animated=true"), "an alert gives the presenter no callbacks")
        XCTAssertEqual(lines.suffix(2), ["UIAlertAction#1.handler \"OK\"", "UIAlertController#1.deinit"])
        XCTAssertEqual(run.console, ["ok tapped"])
        XCTAssertEqual(run.state?.visibleController, "ViewController#1")
    }

    /// Code learners commonly write (delegates, text field delegates, table views, gesture
    /// recognizers with #selector, notifications, Auto Layout, alerts, animations, the app
    /// delegate as storage, pre-Swift 4.2 names) compiles unchanged and runs.
    func testCommonLearnerCodeCompilesAndRuns() throws {
        let run = try trace(Self.fixtures.appendingPathComponent("compat/CommonLearnerCode"), """
        - launch
        - tap: {action: "onPerformSegue:"}
        - tap: {title: OK}
        """)
        XCTAssertNil(run.crash, "\(String(describing: run.crash)) \(run.standardError)")
        XCTAssertTrue(run.events.map(\.line).contains { $0.hasPrefix("ViewController#1.prepare(for:sender:) segue=\"ManualSubmit\"") })
    }

    /// A trap inside the standard library (an index out of range) is mapped to the learner's
    /// line through the backtrace. Swift's backtracer reads the crashed process's memory through
    /// /proc, which bubblewrap's sandbox refuses: there the reason and the step are still right.
    func testIndexOutOfRangeNamesTheLearnersLine() throws {
        let project = try copy("crashes/UnknownSegue", replacing: ["UnknownSegue/ViewController.swift": """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            let items = ["a"]

            @IBAction func onPerformSegue(_ sender: Any) {
                print(items[3])
            }
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
        }
        """])
        let run = try trace(project, "- launch\n- tap: {action: \"onPerformSegue:\"}\n", sandbox: .none)
        let crash = try XCTUnwrap(run.crash)
        XCTAssertEqual(crash.kind, .fatalError)
        XCTAssertEqual(crash.reason, "Index out of range")
        XCTAssertEqual(crash.file, "UnknownSegue/ViewController.swift")
        XCTAssertEqual(crash.line, 8)
        if SandboxMode.auto.resolved == .bwrap {
            let sandboxed = try XCTUnwrap(try trace(project, "- launch\n- tap: {action: \"onPerformSegue:\"}\n").crash)
            XCTAssertEqual(sandboxed.kind, .fatalError)
            XCTAssertEqual(sandboxed.reason, "Index out of range")
            XCTAssertEqual(sandboxed.step, 1)
            // Swift's backtracer cannot run in the sandbox: the driver's frames, symbolized by the host.
            XCTAssertEqual(sandboxed.file, "UnknownSegue/ViewController.swift")
            XCTAssertEqual(sandboxed.line, 8)
        }
    }

    /// A step that cannot be done says what the screen offers instead.
    func testStepThatFindsNoControlNamesWhatIsThere() throws {
        let run = try trace(Self.fixtures.appendingPathComponent("SegueBasics"), "- launch\n- tap: {action: \"submit:\"}\n")
        let crash = try XCTUnwrap(run.crash)
        XCTAssertEqual(crash.kind, .stepFailed)
        XCTAssertTrue(crash.reason.contains("No control on ViewController#1 is wired to `submit:`"), crash.reason)
        XCTAssertTrue(crash.reason.contains("`onPerformSegue:`"), crash.reason)
    }
}

/// UIKit's exceptions end the app with UIKit's reason texts (R4.5, R7.2, R7.4).
final class UIKitExceptionTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func crash(after text: String) throws -> CrashReport {
        let stepsFile = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString).yaml")
        try """
        - launch
        - type: {outlet: email, text: "\(text)"}
        - tap: {action: "onPerformSegue:"}
        """.write(to: stepsFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: stepsFile) }
        let run = try ProjectTracer().trace(projectFolder: TraceEndToEndTests.fixtures.appendingPathComponent("crashes/UIKitExceptions"),
                                            stepsFile: stepsFile)
        let crash = try XCTUnwrap(run.crash, "expected a crash")
        XCTAssertEqual(crash.kind, .uncaughtException)
        XCTAssertEqual(crash.step, 2)
        return crash
    }

    func assertReason(_ crash: CrashReport, _ pattern: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotNil(crash.reason.range(of: pattern, options: .regularExpression), crash.reason, file: file, line: line)
    }

    func testPushingTheSameInstanceTwice() throws {
        let crash = try crash(after: "push twice")
        XCTAssertEqual(crash.name, "NSInvalidArgumentException")
        assertReason(crash, #"^Pushing the same view controller instance more than once is not supported \(<UIKitExceptions\.ResultViewController: 0x[0-9a-f]+>\)$"#)
    }

    func testUnknownStoryboardIdentifier() throws {
        let crash = try crash(after: "unknown storyboard id")
        XCTAssertEqual(crash.name, "NSInvalidArgumentException")
        assertReason(crash, #"^Storyboard \(<UIStoryboard: 0x[0-9a-f]+>\) doesn't contain a view controller with identifier 'ResultVC'$"#)
    }

    /// R9.6: selecting a controller that is not one of the tabs.
    func testSelectingAControllerThatIsNotATab() throws {
        let crash = try crash(after: "select a stranger tab")
        XCTAssertEqual(crash.name, "NSInvalidArgumentException")
        XCTAssertEqual(crash.reason, "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
    }

    /// R4.21: a controller presenting itself.
    func testPresentingItself() throws {
        let crash = try crash(after: "present on itself")
        XCTAssertEqual(crash.name, "NSInvalidArgumentException")
        assertReason(crash, #"^Application tried to present modal view controller on itself\. Presenting controller is <UIKitExceptions\.ViewController: 0x[0-9a-f]+>\.$"#)
    }

    func testUnknownStoryboardName() throws {
        let crash = try crash(after: "unknown storyboard name")
        XCTAssertEqual(crash.name, "NSInvalidArgumentException")
        assertReason(crash, #"^Could not find a storyboard named 'Mian' in bundle NSBundle <.*> \(loaded\)$"#)
    }
}
