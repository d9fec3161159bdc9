import Foundation
@testable import LearnerBuild
import XCTest

/// Issue 28, item 1: valid iOS code naming API the simulation lacks is "not graded: workbook does
/// not simulate X" (both languages), never the learner's compile error; a typo stays one.
final class SimulationGapsTests: XCTestCase {
    static let file = "App/ViewController.swift"

    func error(_ line: Int, _ column: Int, _ message: String) -> CompilerDiagnostic {
        CompilerDiagnostic(file: Self.file, line: line, column: column, severity: "error", message: message)
    }

    func gaps(_ source: String, _ errors: [CompilerDiagnostic]) -> [String]? {
        SimulationGaps.findings(for: errors, sources: [(Self.file, source)])?.map { "\($0.line):\($0.column) \($0.rule) \($0.en.prefix { $0 != ":" })" }
    }

    func testAnSDKMemberTheSimulationLacksIsNotGraded() throws {
        let source = """
        import UIKit
        class ViewController: UIViewController {
            override func viewDidLoad() {
                UISearchBar.appearance().tintColor = .red
                tableView.sectionIndexColor = .red
            }
            let tableView = UITableView()
        }
        """
        XCTAssertEqual(gaps(source, [error(4, 21, "type 'UISearchBar' has no member 'appearance'"),
                                     error(5, 19, "value of type 'UITableView' has no member 'sectionIndexColor'")]),
                       ["4:21 not-simulated-api `UISearchBar.appearance()`", "5:19 not-simulated-api `UITableView.sectionIndexColor`"])
        let finding = try XCTUnwrap(SimulationGaps.findings(for: [error(4, 21, "type 'UISearchBar' has no member 'appearance'")], sources: [(Self.file, source)])?.first)
        XCTAssertTrue(finding.en.contains("not graded: workbook does not simulate `UISearchBar.appearance()`"), finding.en)
        XCTAssertTrue(finding.ko.contains("채점하지 않음") && finding.ko.contains("`UISearchBar.appearance()`를"), finding.ko)
        XCTAssertTrue(LearnerBuildError.refused([finding]).description.hasPrefix(
            "Not graded: the submission uses what the simulation does not provide:\nApp/ViewController.swift:4:21: not-simulated-api: "))
    }

    /// A typo is the learner's: alone, or beside a gap (the whole project then fails to compile, as in Xcode).
    func testATypoStaysACompileError() {
        let source = "import UIKit\nlet label = UILabel()\nlet a = label.txet\nlet b = UITableView().sectionIndexColor\n"
        XCTAssertNil(gaps(source, [error(3, 15, "value of type 'UILabel' has no member 'txet'")]))
        XCTAssertNil(gaps(source, [error(3, 15, "value of type 'UILabel' has no member 'txet'"),
                                   error(4, 23, "value of type 'UITableView' has no member 'sectionIndexColor'")]))
        XCTAssertNil(gaps(source, [error(2, 13, "cannot find 'UILable' in scope")]))
        // A member of another SDK type is not one of this type's.
        XCTAssertNil(gaps(source, [error(3, 15, "value of type 'UILabel' has no member 'sectionIndexColor'")]))
    }

    /// Round 44 (held-out 222-23): a name an older Swift gave a method (the SDK lists it beside its
    /// newer name, as an unavailable, renamed declaration) is the learner's compile error, not a gap.
    func testAnOlderSwiftNameIsTheLearnersError() {
        let source = "import UIKit\nlet table = UITableView()\nlet a = table.dequeueReusableCellWithIdentifier(\"c\")\nlet b = UserDefaults.standard.stringForKey(\"k\")\n"
        XCTAssertNil(gaps(source, [error(3, 15, "value of type 'UITableView' has no member 'dequeueReusableCellWithIdentifier'")]))
        XCTAssertNil(gaps(source, [error(4, 30, "value of type 'UserDefaults' has no member 'stringForKey'")]))
        XCTAssertTrue(IOSSDKNames.shared.isOlderSwiftName("dismissViewControllerAnimated", on: "UIViewController"))
        XCTAssertTrue(IOSSDKNames.shared.isOlderSwiftName("popToRootViewControllerAnimated", on: "UINavigationController"))
        // Today's names are not.
        for (member, type) in [("popViewController", "UINavigationController"), ("present", "UIViewController"), ("viewWithTag", "UIView"),
                               ("performSegue", "UIViewController"), ("instantiateViewController", "UIStoryboard"), ("sectionIndexColor", "UITableView"),
                               ("showDetailViewController", "UIViewController")] {
            XCTAssertFalse(IOSSDKNames.shared.isOlderSwiftName(member, on: type), member)
        }
    }

    /// A name the file binds itself, used outside the block that made it, is the learner's scope
    /// error (on a device too), even when the SDK has a global of that name.
    func testANameUsedOutsideItsBlockStaysACompileError() {
        let source = """
        import UIKit
        class SubViewController: UIViewController {
            @IBOutlet var field: UITextField!
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if let text = field.text { print(text) }
                print("DEBUG sent:", text)
            }
        }
        """
        XCTAssertNil(gaps(source, [error(7, 30, "cannot find 'text' in scope")]))
        XCTAssertTrue(SimulationGaps.binds("for x in xs {}", "x"))
        XCTAssertTrue(SimulationGaps.binds("xs.map { item in item }", "item"))
        XCTAssertTrue(SimulationGaps.binds("func f(_ value: Int) {}", "value"))
        XCTAssertFalse(SimulationGaps.binds("label.text = other", "text"))
    }

    /// The learner's subclass leads to UIKit's class; an error that follows on the same line goes with the gap.
    func testSubclassesAndFollowOnErrors() {
        let source = """
        import UIKit
        final class CardCell: UITableViewCell {
            func configure() {
                self.focusStyle = .custom
            }
        }
        """
        XCTAssertEqual(gaps(source.replacingOccurrences(of: "self.focusStyle", with: "focusStyle"),
                            [error(4, 9, "cannot find 'focusStyle' in scope")]),
                       ["4:9 not-simulated-api `UITableViewCell.focusStyle`"], "through implicit self")
        XCTAssertEqual(gaps(source, [error(4, 14, "value of type 'CardCell' has no member 'focusStyle'"),
                                     error(4, 28, "cannot infer contextual base in reference to member 'custom'")]),
                       ["4:14 not-simulated-api `UITableViewCell.focusStyle`"])
    }

    /// A member of another SDK type written bare in a class that lacks it (`viewControllers` in a
    /// screen, `text` in a controller): the learner's error on a device too, never a gap, though the
    /// SDK list also read those names at module scope (from parameters and member declarations).
    func testAMemberOfAnotherTypeWrittenBareIsNoGap() {
        let source = """
        import UIKit
        class FormViewController: UIViewController {
            func onDone() {
                let previous = viewControllers[viewControllers.count - 2]
                print(text)
            }
        }
        """
        XCTAssertNil(gaps(source, [error(4, 24, "cannot find 'viewControllers' in scope")]))
        XCTAssertNil(gaps(source, [error(5, 15, "cannot find 'text' in scope")]))
        XCTAssertFalse(IOSSDKNames.shared.declaresGlobal("viewControllers"))
        XCTAssertTrue(IOSSDKNames.shared.declaresGlobal("UIGraphicsBeginPDFPage"))
    }

    /// Functions and types at module scope, and overrides of SDK methods; never in a file
    /// without `import UIKit` (a device does not see UIKit's names there either).
    func testGlobalsAndOverrides() {
        let source = """
        import UIKit
        class ViewController: UIViewController {
            override func viewLayoutMarginsDidChange() {
                UIGraphicsBeginPDFPage()
            }
        }
        """
        XCTAssertEqual(gaps(source, [error(3, 19, "method does not override any method from its superclass"),
                                     error(4, 9, "cannot find 'UIGraphicsBeginPDFPage' in scope")]),
                       ["3:19 not-simulated-api `UIViewController.viewLayoutMarginsDidChange()`",
                        "4:9 not-simulated-api `UIGraphicsBeginPDFPage()`"])
        XCTAssertNil(gaps(source.replacingOccurrences(of: "import UIKit", with: "import Foundation"),
                          [error(4, 9, "cannot find 'UIGraphicsBeginPDFPage' in scope")]))
        // A misspelt override is the learner's.
        XCTAssertNil(gaps(source.replacingOccurrences(of: "viewLayoutMarginsDidChange", with: "viewDidLoaded"),
                          [error(3, 19, "method does not override any method from its superclass")]))
        // So is `override` on a method of a protocol the class adopts: only the superclass chain
        // can be overridden, on a device too.
        let delegate = """
        import UIKit
        class MainCoordinator: NSObject, UINavigationControllerDelegate {
            override func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            }
        }
        """
        XCTAssertNil(gaps(delegate, [error(3, 19, "method does not override any method from its superclass")]))
        // A method the simulation has, declared otherwise (`async`, another parameter type): the learner's
        // signature does not match UIKit's, on a device too (held-out set 69).
        let asyncLoad = source.replacingOccurrences(of: "override func viewLayoutMarginsDidChange() {", with: "override func viewDidLoad() async {")
        XCTAssertNil(gaps(asyncLoad, [error(3, 19, "method does not override any method from its superclass")]))
        let asyncOther = source.replacingOccurrences(of: "override func viewLayoutMarginsDidChange() {", with: "override func viewLayoutMarginsDidChange() async {")
        XCTAssertNil(gaps(asyncOther, [error(3, 19, "method does not override any method from its superclass")]))
        // A protocol value has no NSObject class members (`value(forKey:)` is not `value`).
        let appDelegate = """
        import UIKit
        class VC3: UIViewController {
            func save() { UIApplication.shared.delegate?.value = "x" }
        }
        """
        XCTAssertNil(gaps(appDelegate, [error(3, 53, "value of type 'any UIApplicationDelegate' has no member 'value'")]))
    }

    /// The data file is what the build embeds.
    func testTheEmbeddedNamesAreTheDataFile() throws {
        let text = try String(contentsOf: Paths.repository.appendingPathComponent("Data/ios-sdk-api.txt"), encoding: .utf8)
        XCTAssertEqual(text, IOSSDKNames.data)
        let names = IOSSDKNames.shared
        XCTAssertTrue(names.hasMember("keyboardType", on: "UITextField"), "through UITextInputTraits")
        XCTAssertTrue(names.hasMember("row", on: "NSIndexPath"))
        XCTAssertTrue(names.hasMember("automaticDimension", on: "UITableView"))
        XCTAssertTrue(names.hasMember("hidesBarsOnTap", on: "UINavigationController"))
        XCTAssertTrue(names.hasMember("appearance", on: "UISearchBar"), "through UIAppearance")
        XCTAssertFalse(names.hasMember("txet", on: "UILabel"))
    }

    /// End to end: the project is refused as not graded, naming the member and the line.
    func testAProjectUsingAMemberTheSimulationLacksIsNotGraded() throws {
        useTestCache()
        func project(_ member: String) -> LearnerProject {
            LearnerProject(folder: URL(fileURLWithPath: "/x"), moduleName: "Gap", sources: [
                LearnerProject.SourceFile(relativePath: "Gap/AppDelegate.swift", url: URL(fileURLWithPath: "/x/AppDelegate.swift"), contents: """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let table = UITableView()
                        table.\(member) = .red
                        return true
                    }
                }
                """),
            ])
        }
        XCTAssertThrowsError(try LearnerCompiler().build(project("sectionIndexColor"))) { error in
            guard case let LearnerBuildError.refused(findings) = error else { return XCTFail("expected a refusal, got \(error)") }
            XCTAssertEqual(findings.map { "\($0.file):\($0.line) \($0.rule)" }, ["Gap/AppDelegate.swift:8 not-simulated-api"])
            XCTAssertTrue(findings.first?.en.contains("`UITableView.sectionIndexColor`") == true, findings.first?.en ?? "")
        }
        XCTAssertThrowsError(try LearnerCompiler().build(project("sectionIndexColr"))) { error in
            guard case let LearnerBuildError.compileFailed(diagnostics, _) = error else { return XCTFail("expected a compile error, got \(error)") }
            XCTAssertTrue(diagnostics.contains { $0.message == "value of type 'UITableView' has no member 'sectionIndexColr'" }, "\(diagnostics)")
        }
    }

    /// Key-value observing (`observe(\\.keyPath)` and `NSKeyValueObservation`, from Foundation's Swift
    /// overlay, read from the iPhoneOS 15.6 SDK's `Foundation.swiftinterface` since the 16.5 copy has
    /// none) is iOS API the simulation lacks: not graded by name, not the learner's compile error
    /// (issue 28's first sweep blamed a learner for it). `observe` is found on any `NSObject`
    /// through the protocol extension NSObject conforms to; a misspelt `obsrve` stays a typo.
    func testKeyValueObservingIsNotGradedByName() {
        let source = """
        import UIKit
        class ViewController: UIViewController {
            var observation: NSKeyValueObservation?
            let tableView = UITableView()
            override func viewDidLoad() {
                observation = tableView.observe(\\.contentSize) { _, _ in }
            }
        }
        """
        XCTAssertEqual(gaps(source, [error(3, 22, "cannot find type 'NSKeyValueObservation' in scope"),
                                     error(6, 33, "value of type 'UITableView' has no member 'observe'")]),
                       ["3:22 not-simulated-api `NSKeyValueObservation`", "6:33 not-simulated-api `UITableView.observe()`"])
        XCTAssertNil(gaps(source, [error(6, 33, "value of type 'UITableView' has no member 'obsrve'")]))
    }
}
