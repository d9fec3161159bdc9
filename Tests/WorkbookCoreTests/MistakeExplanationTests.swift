import Foundation
@testable import WorkbookCore
@testable import Teaching
import WorkbookProtocol
import XCTest

/// The teaching rules for mistakes that fail without a crash message of their own (issue 11):
/// each recognises its cause from what the app did, the storyboard and the learner's source, in
/// a project that is not the chapter's (the SegueBasics fixture), and stays silent on a correct one.
final class MistakeExplanationTests: XCTestCase {
    static let fixtures = TraceEndToEndTests.fixtures.deletingLastPathComponent()

    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// SegueBasics with `files` (paths inside the app folder) replaced, checked with `checks` (YAML).
    func checked(_ files: [String: String], checks yaml: String) throws -> CheckReport {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("mistake-\(UUID().uuidString)/SegueBasics")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("projects/SegueBasics"), to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        for (path, text) in files {
            let destination = target.appendingPathComponent("SegueBasics/\(path)")
            try? FileManager.default.removeItem(at: destination)
            try Data(text.utf8).write(to: destination)
        }
        let checks = try ChecksParser.parse("exercise: mistake\ntitle: mistake\ntimeout: 15\nchecks:\n" + yaml, file: "checks.yaml")
        return Checker(reportCache: nil).check(project: target, checks: checks)
    }

    func rules(_ report: CheckReport) -> Set<String> { Set(report.checks.flatMap(\.explanations).map(\.rule)) }

    func text(_ report: CheckReport, _ rule: String) throws -> LocalizedText {
        try XCTUnwrap(report.checks.flatMap(\.explanations).first { $0.rule == rule }?.text, "no \(rule): \(rules(report))")
    }

    /// A view controller file for SegueBasics's form: its outlets, `body`, and the storyboard's
    /// other actions as empty methods (the Submit button sends `onSubmit:` as well as its segue).
    func form(_ body: String) -> String {
        """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            @IBOutlet var isUpdateText: UILabel!
            @IBOutlet var isIntervalText: UILabel!

        \(body)
        \(Self.actionStubs(besides: body))
        }
        """
    }

    /// R10.12: the learner's own `setValue(_:forKey:)` naming a plain Swift property (no key) ends
    /// the app with `NSUnknownKeyException`; the explanation names that call, not a storyboard outlet.
    func testAKeyValueCodingCrashOfTheLearnersCallNamesTheCall() throws {
        let report = try checked(["ViewController.swift": form("""
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                segue.destination.setValue(email.text, forKey: "paramEmail")
            }
        """)], checks: """
          - id: passes
            title: passes
            steps:
              - launch
              - tap: {action: "onPerformSegue:"}
              - expect: {top: ResultViewController}
        """)
        let text = try self.text(report, "uikit-exception")
        XCTAssertEqual(text.en, "UIKit ended the app: your `segue.destination.setValue(…)` (line 11, in `prepare(for:sender:)`) uses the key `paramEmail`, which the object it is sent to does not have. Key-value coding finds only what Objective-C sees: the class's `@objc` properties (a plain Swift `var` is no key) and UIKit's Objective-C names (`movingFromParentViewController`, not `isMovingFromParent`); `value(forKey:)` takes one key, `value(forKeyPath:)` follows dots. Check the key and the object that receives it, or assign the property directly.")
        XCTAssertEqual(text.ko, "UIKit이 앱을 멈췄습니다. `prepare(for:sender:)` 안의 `segue.destination.setValue(…)`(11번째 줄)이 쓰는 키 `paramEmail`이 그 호출을 받는 객체에 없습니다. 키-값 코딩은 Objective-C가 보는 것만 찾습니다: 클래스의 `@objc` 프로퍼티(그냥 Swift `var`는 키가 아닙니다)와 UIKit의 Objective-C 이름(`isMovingFromParent`가 아니라 `movingFromParentViewController`)입니다. `value(forKey:)`는 키 하나를 받고, 점으로 이어진 경로는 `value(forKeyPath:)`가 따라갑니다. 키와 그 키를 받는 객체를 확인하거나, 프로퍼티에 직접 대입하세요.")
    }

    /// An action renamed in the code while the storyboard still sends the old selector: UIKit's
    /// "unrecognized selector" crash, explained with the storyboard's name and the class's closest action.
    func testARenamedActionIsNamedWithWhatTheClassHasInstead() throws {
        let file = """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            @IBOutlet var isUpdateText: UILabel!
            @IBOutlet var isIntervalText: UILabel!

            @IBAction func onSubmitTapped(_ sender: Any) {}
            @IBAction func onSwitch(_ sender: UISwitch) {}
            @IBAction func onStepper(_ sender: UIStepper) {}
            @IBAction func onPerformSegue(_ sender: Any) {}
            @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        }
        """
        let report = try checked(["ViewController.swift": file], checks: """
          - id: submits
            title: submits
            steps:
              - launch
              - tap: {action: "onSubmit:"}
              - expect: {top: ViewController}
        """)
        let text = try self.text(report, "missing-action")
        XCTAssertEqual(text.en, "The storyboard wires a control of ViewController's scene to the action `onSubmit:`, but ViewController has no `@IBAction func onSubmit(_:)`, so tapping it ended the app ('unrecognized selector'). Your class has `onSubmitTapped(_:)` (line 10): give it back the name the storyboard uses, or connect the control to it again in the storyboard.")
        XCTAssertEqual(text.ko, "스토리보드는 ViewController 씬의 컨트롤을 액션 `onSubmit:`에 연결해 두었지만, ViewController에는 `@IBAction func onSubmit(_:)`가 없어 누르는 순간 앱이 종료되었습니다('unrecognized selector'). 클래스에는 `onSubmitTapped(_:)`가 있습니다(10번째 줄). 스토리보드가 쓰는 이름으로 되돌리거나, 스토리보드에서 컨트롤을 그 액션에 다시 연결하세요.")
    }

    static func actionStubs(besides body: String) -> String {
        [
            ("onSubmit", "    @IBAction func onSubmit(_ sender: Any) {}"),
            ("onSwitch", "    @IBAction func onSwitch(_ sender: UISwitch) {}"),
            ("onStepper", "    @IBAction func onStepper(_ sender: UIStepper) {}"),
            ("onPerformSegue", "    @IBAction func onPerformSegue(_ sender: Any) { performSegue(withIdentifier: \"ManualSubmit\", sender: self) }"),
            ("unwindToMain", "    @IBAction func unwindToMain(segue: UIStoryboardSegue) {}"),
        ].filter { !body.contains("func \($0.0)(") }.map(\.1).joined(separator: "\n")
    }

    static let showsEmailAfterSubmit = """
          - id: shows-email
            title: shows the email
            steps:
              - launch
              - type: {outlet: email, text: "learner@example.com"}
              - tap: {segue: ActionSubmit}
              - expect: {label: {outlet: resultEmail, text: "learner@example.com"}}
        """

    // MARK: outlet-before-view-load, outside prepare

    func testOutletSetBeforePushCrashes() throws {
        let report = try checked(["ViewController.swift": form("""
            @IBAction func onPerformSegue(_ sender: Any) {
                let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                rvc.resultEmail.text = email.text
                navigationController?.pushViewController(rvc, animated: true)
            }
        """)], checks: """
          - id: pushes
            title: pushes
            steps:
              - launch
              - tap: {action: "onPerformSegue:"}
              - expect: {top: ResultViewController}
        """)
        XCTAssertEqual(rules(report), ["outlet-before-view-load"])
        let text = try text(report, "outlet-before-view-load")
        XCTAssertTrue(text.en.hasPrefix("ViewController#1.onPerformSegue(_:) set the outlet `resultEmail` of ResultViewController#1 (SegueBasics/ViewController.swift:"), text.en)
        XCTAssertTrue(text.en.contains("after pushViewController") && text.en.contains("The implicit unwrap (!) crashed the app") && text.en.contains("(such as paramEmail)"), text.en)
        XCTAssertTrue(text.ko.contains("ResultViewController#1은 스토리보드가 방금 만들었을 뿐"), text.ko)
    }

    func testOutletSetBeforePresentWithOptionalChainingIsLostSilently() throws {
        let report = try checked(["ViewController.swift": form("""
            @IBAction func onPerformSegue(_ sender: Any) {
                guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                rvc.resultEmail?.text = email.text
                present(rvc, animated: true)
            }
        """)], checks: """
          - id: shows-email
            title: shows the email
            steps:
              - launch
              - type: {outlet: email, text: "learner@example.com"}
              - tap: {action: "onPerformSegue:"}
              - expect: {label: {outlet: resultEmail, text: "learner@example.com"}}
        """)
        XCTAssertEqual(report.checks[0].status, .failed)
        XCTAssertNil(report.checks[0].crash)
        XCTAssertEqual(rules(report), ["outlet-before-view-load"])
        let text = try text(report, "outlet-before-view-load")
        XCTAssertTrue(text.en.contains("after present") && text.en.contains("With optional chaining (`?.`) nothing crashed"), text.en)
        XCTAssertTrue(text.ko.contains("옵셔널 체이닝(`?.`)이라 앱은 멈추지 않았지만"), text.ko)
    }

    func testPropertySetBeforePushIsCorrect() throws {
        let report = try checked(["ViewController.swift": form("""
            @IBAction func onPerformSegue(_ sender: Any) {
                let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                rvc.paramEmail = email.text ?? ""
                navigationController?.pushViewController(rvc, animated: true)
            }
        """)], checks: """
          - id: shows-email
            title: shows the email
            steps:
              - launch
              - type: {outlet: email, text: "learner@example.com"}
              - tap: {action: "onPerformSegue:"}
              - expect: {label: {outlet: resultEmail, text: "learner@example.com"}}
        """)
        XCTAssertEqual(report.status, .passed, ReportFormat.terminal.render(report, language: .en))
    }

    // MARK: segue-identifier-mismatch

    func testIdentifierComparedWithTheWrongCase() throws {
        let report = try checked(["ViewController.swift": form("""
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "actionSubmit", let rvc = segue.destination as? ResultViewController {
                    rvc.paramEmail = email.text ?? ""
                }
            }
        """)], checks: Self.showsEmailAfterSubmit)
        XCTAssertEqual(report.checks[0].status, .failed)
        XCTAssertEqual(rules(report), ["segue-identifier-mismatch"])
        let text = try text(report, "segue-identifier-mismatch")
        XCTAssertTrue(text.en.hasPrefix("prepare(for:sender:) compares the segue identifier with \"actionSubmit\", but the storyboard's segue is \"ActionSubmit\"."), text.en)
        XCTAssertTrue(text.ko.hasPrefix("prepare(for:sender:)에서 세그웨이 식별자가 \"actionSubmit\"인지 확인하지만"), text.ko)
    }

    /// Identifiers the storyboard has, compared rightly: another failure is not blamed on them.
    func testRightIdentifiersAreNotBlamed() throws {
        let report = try checked(["ViewController.swift": form("""
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch segue.identifier {
                case "ActionSubmit"?, "ManualSubmit"?:
                    if segue.identifier != "ManualSubmit", let rvc = segue.destination as? ResultViewController {
                        rvc.paramEmail = (email.text ?? "").uppercased()
                    }
                default:
                    break
                }
            }
        """)], checks: Self.showsEmailAfterSubmit)
        XCTAssertEqual(report.checks[0].status, .failed)
        XCTAssertFalse(rules(report).contains("segue-identifier-mismatch"), "\(rules(report))")
    }

    func testShouldPerformComparingAnUnknownIdentifierInASwitch() throws {
        let report = try checked(["ViewController.swift": form("""
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                switch identifier {
                case "Submit":
                    return !(email.text ?? "").isEmpty
                default:
                    return true
                }
            }
        """)], checks: """
          - id: empty-stays
            title: an empty email stays
            steps:
              - launch
              - tap: {segue: ActionSubmit}
              - expect: {top: ViewController}
        """)
        XCTAssertEqual(rules(report), ["segue-identifier-mismatch"])
        let text = try text(report, "segue-identifier-mismatch")
        XCTAssertTrue(text.en.contains("shouldPerformSegue(withIdentifier:sender:) compares the segue identifier with \"Submit\", but no segue in the storyboard has that identifier"), text.en)
        XCTAssertTrue(text.en.contains("\"ActionSubmit\"") && text.en.contains("\"ManualSubmit\""), text.en)
    }

    func testComparedLiterals() {
        let source = """
        if segue.identifier == "A" || "B" == segue.identifier { }
        // if segue.identifier == "Commented" { }
        switch segue.identifier {
        case "C"?, "D"?: break
        case .some("E"): break
        default: break
        }
        let x = ["F": 1]
        if shouldPerformSegue(withIdentifier: "G", sender: nil) { }
        """
        XCTAssertEqual(SegueIdentifierMismatchRule.comparedLiterals(in: [source]), ["A", "B", "G", "C", "D", "E"])
    }

    // MARK: values-after-view-did-load

    func testValuesSetAfterTheDestinationLoaded() throws {
        let report = try checked(["ViewController.swift": form("""
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if let rvc = navigationController?.topViewController as? ResultViewController {
                    rvc.paramEmail = email.text ?? ""
                }
            }
        """)], checks: Self.showsEmailAfterSubmit)
        XCTAssertEqual(rules(report), ["values-after-view-did-load"])
        let text = try text(report, "values-after-view-did-load")
        XCTAssertTrue(text.en.hasPrefix("ViewController#1.viewWillDisappear(_:) ran after ResultViewController#1.viewDidLoad."), text.en)
        XCTAssertTrue(text.ko.hasPrefix("ViewController#1.viewWillDisappear(_:)는 ResultViewController#1.viewDidLoad보다 나중에"), text.ko)
    }

    // MARK: prepare-ignores-identifier

    /// The manual segue (ManualSubmit) must pass 10 minutes.
    static let manualDefaults = """
      - id: manual-defaults
        title: the manual segue passes 10 minutes
        steps:
          - launch
          - tap: {action: "onPerformSegue:"}
          - expect: {label: {outlet: resultInterval, text: "10분 마다 갱신"}}
    """

    /// What ran, from the app's coverage: values set for the manual segue, then set again for every
    /// segue after the `if`. Both lines ran, so the test is not blamed; the later line is.
    func testAValueReplacedAfterItsBranchIsNamedFromWhatRan() throws {
        let wrong = form("""
            @IBAction func onPerformSegue(_ sender: Any) {
                performSegue(withIdentifier: "ManualSubmit", sender: self)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = segue.destination as! ResultViewController
                if segue.identifier == "ManualSubmit" {
                    rvc.paramInterval = 10
                }
                rvc.paramEmail = email.text ?? ""
                rvc.paramInterval = interval.value
            }
        """)
        let report = try checked(["ViewController.swift": wrong], checks: Self.manualDefaults)
        XCTAssertTrue(rules(report).contains("ran-then-replaced"), "\(rules(report))")
        XCTAssertFalse(rules(report).contains("condition-decided"), "the test held: \(rules(report))")
        let text = try text(report, "ran-then-replaced")
        XCTAssertEqual(text.en, "`rvc.paramInterval = 10` (line 17) ran, but `rvc.paramInterval = interval.value` (line 20) ran after it in the same call of `prepare(for:sender:)` and replaced the value. Give each path one assignment: put the general one first (before the `if`), or move it into an `else`.")
        XCTAssertEqual(text.ko, "`rvc.paramInterval = 10`(17번째 줄)은 실행되었지만, 같은 `prepare(for:sender:)` 호출에서 그 뒤에 `rvc.paramInterval = interval.value`(20번째 줄)가 실행되어 값을 바꿨습니다. 경로마다 대입을 하나만 두세요. 공통 대입을 먼저(`if` 앞에) 두거나 `else` 안으로 옮기세요.")
    }

    /// What ran, from the app's coverage: the value is set only for the other segue's identifier;
    /// the test was reached and was false.
    func testATestThatWentTheOtherWayIsNamedFromWhatRan() throws {
        let wrong = form("""
            @IBAction func onPerformSegue(_ sender: Any) {
                performSegue(withIdentifier: "ManualSubmit", sender: self)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = segue.destination as! ResultViewController
                rvc.paramInterval = interval.value
                if segue.identifier == "ActionSubmit" {
                    rvc.paramInterval = 10
                }
            }
        """)
        let report = try checked(["ViewController.swift": wrong], checks: Self.manualDefaults)
        let text = try text(report, "condition-decided")
        XCTAssertEqual(text.en, "In this run `rvc.paramInterval = …` (line 18, in `prepare(for:sender:)`) never ran: the test `segue.identifier == \"ActionSubmit\"` (line 17) was reached once, and it was false. In this run `segue.identifier` was \"ManualSubmit\". The test asks for `segue.identifier` to be \"ActionSubmit\", so for \"ManualSubmit\" it can never hold, whatever the user did: the line under it is for another segue. If it must run for \"ManualSubmit\" too, test for \"ManualSubmit\" as well.")
        XCTAssertEqual(text.ko, "이번 실행에서 `prepare(for:sender:)`의 `rvc.paramInterval = …`(18번째 줄)은 한 번도 실행되지 않았습니다. `segue.identifier == \"ActionSubmit\"` 검사(17번째 줄)에 한 번 도달했고 거짓이었습니다. 이번 실행에서 `segue.identifier`의 값: \"ManualSubmit\". 그 검사는 `segue.identifier`의 값으로 \"ActionSubmit\"만 받으므로, \"ManualSubmit\"에 대해서는 사용자가 무엇을 했든 참이 될 수 없습니다. 그 아래 줄은 다른 세그웨이를 위한 것입니다. \"ManualSubmit\"일 때도 그 줄이 실행되어야 한다면 \"ManualSubmit\"도 검사하세요.")
    }

    /// ActionSubmit and ManualSubmit both lead from ViewController to ResultViewController.
    func testPrepareThatIgnoresWhichSegueRan() throws {
        let wrong = form("""
            @IBAction func onPerformSegue(_ sender: Any) {
                performSegue(withIdentifier: "ManualSubmit", sender: self)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let rvc = segue.destination as? ResultViewController else { return }
                rvc.paramEmail = email.text ?? ""
                rvc.paramInterval = interval.value
            }
        """)
        let checks = """
          - id: manual-defaults
            title: the manual segue passes 10 minutes
            steps:
              - launch
              - tap: {action: "onPerformSegue:"}
              - expect: {label: {outlet: resultInterval, text: "10분 마다 갱신"}}
        """
        let report = try checked(["ViewController.swift": wrong], checks: checks)
        XCTAssertEqual(rules(report), ["prepare-ignores-identifier"])
        let text = try text(report, "prepare-ignores-identifier")
        XCTAssertTrue(text.en.contains("Several segues (\"ActionSubmit\", \"ManualSubmit\") lead from ViewController to ResultViewController"), text.en)
        XCTAssertTrue(text.en.contains("so the \"ManualSubmit\" segue that ran"), text.en)
        XCTAssertTrue(text.ko.hasPrefix("ViewController에서 ResultViewController로 가는 세그웨이가 여럿"), text.ko)

        let right = try checked(["ViewController.swift": wrong.replacingOccurrences(
            of: "rvc.paramInterval = interval.value", with: "rvc.paramInterval = segue.identifier == \"ManualSubmit\" ? 10 : interval.value")], checks: checks)
        XCTAssertEqual(right.status, .passed, ReportFormat.terminal.render(right, language: .en))
    }

    // MARK: stack-last-is-self

    func testLastOfTheStackIsTheScreenItself() throws {
        func result(_ find: String) -> String {
            """
            import UIKit

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!
                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                @IBAction func onBack(_ sender: Any) {
                    let stack = navigationController!.viewControllers
                    let main = \(find) as? ViewController
                    main?.isUpdateText.text = "back"
                    navigationController?.popViewController(animated: true)
                }
            }
            """
        }
        let checks = """
          - id: sends-back
            title: sends a value back
            steps:
              - launch
              - tap: {segue: ActionSubmit}
              - tap: {action: "onBack:"}
              - expect: {top: ViewController}
              - expect: {label: {outlet: isUpdateText, text: "back"}}
        """
        let report = try checked(["ResultViewController.swift": result("stack.last")], checks: checks)
        XCTAssertEqual(report.checks[0].status, .failed)
        XCTAssertEqual(rules(report), ["stack-last-is-self"])
        let text = try text(report, "stack-last-is-self")
        XCTAssertTrue(text.en.hasPrefix("When ResultViewController#1.onBack(_:) ran, the top of the navigation stack was ResultViewController#1 itself. `stack.last` is the current screen"), text.en)
        XCTAssertTrue(text.ko.hasPrefix("ResultViewController#1.onBack(_:)가 실행될 때"), text.ko)

        let right = try checked(["ResultViewController.swift": result("stack[stack.count - 2]")], checks: checks)
        XCTAssertEqual(right.status, .passed, ReportFormat.terminal.render(right, language: .en))
    }

    // MARK: new-app-delegate

    func testNewAppDelegateIsNotTheAppsOwn() throws {
        func files(_ delegate: String) -> [String: String] {
            [
                "AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var value: String?

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        return true
                    }

                    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                    }
                }
                """,
                "ViewController.swift": form("""
                    @IBAction func onSwitch(_ sender: UISwitch) {
                        let appDelegate = \(delegate)
                        appDelegate?.value = email.text
                    }

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        isUpdateText.text = (UIApplication.shared.delegate as? AppDelegate)?.value ?? "-"
                    }

                    @IBAction func onPerformSegue(_ sender: Any) {
                        performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
                """),
            ]
        }
        let checks = """
          - id: kept
            title: the app delegate keeps the value
            steps:
              - launch
              - type: {outlet: email, text: "kept"}
              - set: {outlet: isUpdate, on: false}
              - tap: {action: "onPerformSegue:"}
              - back
              - expect: {label: {outlet: isUpdateText, text: "kept"}}
        """
        let report = try checked(files("Optional(AppDelegate())"), checks: checks)
        XCTAssertEqual(rules(report), ["new-app-delegate"])
        let text = try text(report, "new-app-delegate")
        XCTAssertTrue(text.en.hasPrefix("`AppDelegate()` makes one more, new AppDelegate."), text.en)
        XCTAssertTrue(text.en.contains("`UIApplication.shared.delegate as? AppDelegate`"), text.en)
        XCTAssertTrue(text.ko.hasPrefix("`AppDelegate()`는 AppDelegate를 새로 하나 더 만듭니다."), text.ko)

        let right = try checked(files("UIApplication.shared.delegate as? AppDelegate"), checks: checks)
        XCTAssertEqual(right.status, .passed, ReportFormat.terminal.render(right, language: .en))
    }

    // MARK: value-not-persisted

    func testValueInALabelDoesNotSurviveARelaunch() throws {
        let checks = """
          - id: survives
            title: the value survives a relaunch
            steps:
              - launch
              - type: {outlet: email, text: "saved"}
              - set: {outlet: isUpdate, on: false}
              - expect: {label: {outlet: isUpdateText, text: "saved"}}
              - relaunch
              - launch
              - expect: {label: {outlet: isUpdateText, text: "saved"}}
        """
        let report = try checked(["ViewController.swift": form("""
            @IBAction func onSwitch(_ sender: UISwitch) {
                isUpdateText.text = email.text
            }
        """)], checks: checks)
        XCTAssertEqual(rules(report), ["value-not-persisted"])
        let text = try text(report, "value-not-persisted")
        XCTAssertTrue(text.en.hasPrefix("The check quit the app and launched it again."), text.en)
        XCTAssertTrue(text.ko.hasPrefix("검사는 앱을 끝내고 다시 실행했습니다."), text.ko)

        let right = try checked(["ViewController.swift": form("""
            @IBAction func onSwitch(_ sender: UISwitch) {
                UserDefaults.standard.set(email.text, forKey: "saved")
                isUpdateText.text = email.text
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let saved = UserDefaults.standard.string(forKey: "saved") { isUpdateText.text = saved }
            }
        """)], checks: checks)
        XCTAssertEqual(right.status, .passed, ReportFormat.terminal.render(right, language: .en))
    }

    // MARK: empty-value-sent

    func testEmptyTextSentThroughADelegate() throws {
        func files(_ send: String) -> [String: String] {
            ["ViewController.swift": """
            import UIKit

            protocol TextSink: AnyObject {
                func show(_ text: String)
            }

            class ViewController: UIViewController, TextSink {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!
                weak var delegate: TextSink?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                }

                @IBAction func onSwitch(_ sender: UISwitch) {
                    \(send)
                }

                func show(_ text: String) {
                    isUpdateText.text = text
                }

            \(Self.actionStubs(besides: "func onSwitch("))
            }
            """]
        }
        let checks = """
          - id: empty-keeps
            title: an empty field keeps the label
            steps:
              - launch
              - set: {outlet: isUpdate, on: false}
              - expect: {label: {outlet: isUpdateText, text: "갱신함"}}
        """
        let report = try checked(files("delegate?.show(email.text ?? \"\")"), checks: checks)
        XCTAssertEqual(rules(report), ["empty-value-sent"])
        let text = try text(report, "empty-value-sent")
        XCTAssertTrue(text.en.hasPrefix("`delegate?.show(email.text ?? \"\")` sends an empty string (\"\") whenever email is empty."), text.en)
        XCTAssertTrue(text.ko.hasPrefix("email이 비어 있을 때도"), text.ko)

        let right = try checked(files("if let text = email.text, !text.isEmpty { delegate?.show(text) }"), checks: checks)
        XCTAssertEqual(right.status, .passed, ReportFormat.terminal.render(right, language: .en))
    }

    // MARK: Round 6: one step of indirection, read from what ran

    static let manualShowsEmail = """
          - id: manual-email
            title: the manual segue shows the email
            steps:
              - launch
              - type: {outlet: email, text: "learner@example.com"}
              - tap: {action: "onPerformSegue:"}
              - expect: {label: {outlet: resultEmail, text: "learner@example.com"}}
        """

    /// The values given by a helper called in `present`'s completion: after the result screen's
    /// `viewDidLoad` read them. The helper's call stands for it, where it is.
    func testAHelperCalledInPresentsCompletionIsTooLate() throws {
        let report = try checked(["ViewController.swift": form("""
            @IBAction func onPerformSegue(_ sender: Any) {
                guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                present(rvc, animated: true) {
                    self.fill(rvc)
                }
            }

            func fill(_ rvc: ResultViewController) {
                rvc.paramEmail = email.text ?? ""
            }
        """)], checks: Self.manualShowsEmail)
        XCTAssertEqual(try text(report, "ran-at-wrong-time").en, "`fill(…)` (line 13) is in ViewController's `onPerformSegue(_:)`, inside the completion closure of `present(_:animated:completion:)`: UIKit runs that closure once the transition has finished, after `ResultViewController#1.viewDidLoad` had already read the value, so the screen showed the old one. Give the value before calling `present(_:animated:completion:)`, not in its completion.")
    }

    /// A cast with a default, in parentheses, of a sender that is the text field itself.
    func testACastOfTheSenderWithADefaultInParenthesesNamesWhatTheSenderWas() throws {
        let report = try checked(["ViewController.swift": form("""
            @IBAction func onPerformSegue(_ sender: Any) {
                performSegue(withIdentifier: "ManualSubmit", sender: email)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let rvc = segue.destination as? ResultViewController else { return }
                rvc.paramEmail = (sender as? String) ?? ""
            }
        """)], checks: Self.manualShowsEmail)
        let text = try text(report, "cast-never-matches")
        XCTAssertTrue(text.en.hasPrefix("`rvc.paramEmail = (sender as? String) ?? \"\"` (line 16) gave \"\": `sender as? String` is nil, because `sender` is UITextField#1 in this run, not a String"), text.en)
    }

    /// A test of a computed Bool property that reads the field the wrong way round: the why names
    /// the property's expression and what the field held.
    func testAComputedPropertyTestedIsReadThroughItsExpression() throws {
        let report = try checked(["ViewController.swift": form("""
            private var hasEmail: Bool {
                return email.text?.isEmpty ?? true
            }

            @IBAction func onPerformSegue(_ sender: Any) {
                guard hasEmail else { return }
                performSegue(withIdentifier: "ManualSubmit", sender: self)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
            }
        """)], checks: """
          - id: manual-opens
            title: the manual segue opens the result screen
            steps:
              - launch
              - type: {outlet: email, text: "learner@example.com"}
              - tap: {action: "onPerformSegue:"}
              - expect: {top: ResultViewController}
        """)
        let found = report.checks.flatMap(\.explanations).map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(found.contains("so `hasEmail` was false (`hasEmail` is `email.text?.isEmpty ?? true`, line 10), and that stopped the line from running. That part reads the field the wrong way round: write `!hasEmail` (or turn `hasEmail` itself round)."), found)
    }

    /// Values handed to each new result screen through a method of its class (`rvc.apply(…)`): the
    /// second screen got values (stale ones from a `lazy` property), so "the value lived in the
    /// released screen, use a store" is not its cause.
    func testValuesHandedThroughAMethodOfTheNewScreenAreNotALostValue() throws {
        let report = try checked(["ViewController.swift": form("""
            lazy var typed = email.text ?? ""

            @IBAction func onPerformSegue(_ sender: Any) {
                guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                rvc.apply(typed)
                navigationController?.pushViewController(rvc, animated: true)
            }
        }

        extension ResultViewController {
            func apply(_ email: String) {
                paramEmail = email
            }
        """)], checks: """
          - id: second-push
            title: a second push shows the new email
            steps:
              - launch
              - type: {outlet: email, text: "first@example.com"}
              - tap: {action: "onPerformSegue:"}
              - back
              - type: {outlet: email, text: "second@example.com"}
              - tap: {action: "onPerformSegue:"}
              - expect: {label: {outlet: resultEmail, text: "second@example.com"}}
        """)
        XCTAssertEqual(report.checks.first?.status, .failed)
        XCTAssertFalse(rules(report).contains("lost-value-new-instance"), "\(rules(report))")
    }

    /// A value given back by a closure stored on the presented screen and called in `dismiss`'s
    /// completion: the call of the closure stands for its body, and it ran after the main screen's
    /// `viewWillAppear` read the value.
    func testAClosureCalledInDismissCompletionIsTooLate() throws {
        let result = """
        import UIKit

        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            @IBOutlet var resultUpdate: UILabel!
            @IBOutlet var resultInterval: UILabel!
            var paramEmail: String = ""
            var paramUpdate: Bool = false
            var paramInterval: Double = 0
            var onClose: ((String) -> Void)?

            @IBAction func onBack(_ sender: Any) {
                dismiss(animated: true) { [weak self] in
                    self?.onClose?("closed")
                }
            }
        }
        """
        let report = try checked(["ViewController.swift": form("""
            var closedWith = "-"

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                isUpdateText.text = closedWith
            }

            @IBAction func onPerformSegue(_ sender: Any) {
                guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                rvc.modalPresentationStyle = .fullScreen
                rvc.onClose = { [weak self] value in
                    self?.closedWith = value
                }
                present(rvc, animated: true)
            }
        """), "ResultViewController.swift": result], checks: """
          - id: closes
            title: closing the result screen shows what it sent back
            steps:
              - launch
              - tap: {action: "onPerformSegue:"}
              - tap: {action: "onBack:"}
              - expect: {label: {outlet: isUpdateText, text: "closed"}}
        """)
        XCTAssertEqual(try text(report, "ran-at-wrong-time").en, "`onClose(…)` (line 14) is in ResultViewController's `onBack(_:)`, inside the completion closure of `dismiss(animated:completion:)`: UIKit runs that closure once the transition has finished, after `ViewController#1.viewWillAppear(_:)` had already read the value, so the screen showed the old one. Give the value before calling `dismiss(animated:completion:)`, not in its completion.")
    }
}
