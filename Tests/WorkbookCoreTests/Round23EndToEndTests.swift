import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 23's readings on the book's exercises (docs/checks.md "Round 23"): a lookup's test told
/// with where its value went or came from (not the turned-around test that passes by taking the
/// first other element), and a tuple switch whose case needs a UIKit link that was nil.
final class Round23EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// delegate-back's Sub screen done right: shows `paramText`, sends a typed text to a weak delegate.
    static let workingSub = """
        import UIKit

        class SubViewController: UIViewController {

            @IBOutlet var currentLabel: UILabel!
            @IBOutlet var inputText: UITextField!
            var paramText: String?
            weak var delegate: MyDataDelegate?

            override func viewDidLoad() {
                super.viewDidLoad()
                currentLabel.text = paramText
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if let text = inputText.text, !text.isEmpty { delegate?.sendData(text) }
            }
        }
        """

    /// The form appends a new record where it should change the one the main screen looks up:
    /// the lookup finds its record each time, with the old value.
    func testALookupThatFindsTheOldRecordNamesTheAppend() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Person {
                let key: UUID
                var mail: String?
            }

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                var people: [Person] = []
                var shownKey = UUID()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    people.append(Person(key: shownKey, mail: nil))
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let person = people.first { $0.key == shownKey }
                    paramEmail = person?.mail
                    resultEmail.text = paramEmail ?? "(없음)"
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {

                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    if let stack = navigationController?.viewControllers, stack.count >= 2,
                       let main = stack[stack.count - 2] as? ViewController {
                        main.people.append(Person(key: UUID(), mail: email.text))
                    }
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let check = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertEqual(check.status, .failed)
        let found = try reading(report, check: "value-comes-back", rule: "what-if")
        let pair = try XCTUnwrap(found.text.en.firstMatch(#"It compared `([0-9A-F-]+)` and `([0-9A-F-]+)`\."#))
        XCTAssertEqual(pair[1], pair[2])
        XCTAssertEqual(found.text.en, "The comparison `$0.key == shownKey` (ViewController.swift line 22) is the test of `people.first(where:)`, and it matched each of the 2 times it ran: the lookup found the element it looks for. It compared `\(pair[1])` and `\(pair[1])`. With `$0.key != shownKey` in its place the check passes (and the checks that passed still pass), but only because that takes the first other element, which happens to be the one the check wants here: turning the test around is not the fix. So the value the check wants is not in the element you look up. `main.people.append(Person(key: UUID(), mail: email.text))` (FormViewController.swift line 10) adds a new element to `people` instead of changing the one you look up, which keeps its old values: change that element (find its index with `firstIndex(where:)`, then assign `people[index] = …`).")
        XCTAssertTrue(found.text.ko.contains("`people.first(where:)`의 조건이고"), found.text.ko)
    }

    /// The identity handed to the detail screen is the navigation controller's, which is not in
    /// its own stack: the lookup finds nothing (turned around, it takes the main screen by chance).
    func testALookupThatFindsNothingNamesWhereItsValueIsGiven() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBAction func onNext(_ sender: Any) {
                    let detail = storyboard!.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                    detail.homeIdentity = ObjectIdentifier(navigationController!)
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            """),
            ("DetailViewController.swift", """
            import UIKit

            class DetailViewController: UIViewController {

                var homeIdentity: ObjectIdentifier?

                @IBAction func onPop(_ sender: Any) {
                    guard let stack = navigationController?.viewControllers else { return }
                    if let home = stack.first(where: { screen in ObjectIdentifier(screen) == homeIdentity }) {
                        navigationController?.popToViewController(home, animated: true)
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "pops-back", rule: "what-if")
        XCTAssertTrue(found.text.en.hasPrefix("The comparison `ObjectIdentifier(screen) == homeIdentity` (DetailViewController.swift line 9) is the test of `stack.first(where:)`, and no element matched"), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("What it looks for is given `ObjectIdentifier(navigationController!)` (ViewController.swift line 7): no element of `stack` holds that. Give it what the element you mean holds."), found.text.en)
        XCTAssertFalse(found.text.en.contains("written the wrong way round"), found.text.en)
    }

    /// A record whose id is a new `UUID()` for each instance, appended as a second instance made
    /// from the first one's values: the lookup by the first one's id finds none.
    func testALookupByTheIdOfAnotherInstanceNamesTheNewIds() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Entry {
                let token = UUID()
                var email: String
                var update: Bool
                var interval: Double
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var log: [Entry] = []

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    let entry = Entry(email: email.text ?? "", update: isUpdate.isOn, interval: interval.value)
                    log.append(Entry(email: entry.email, update: entry.update, interval: entry.interval))
                    if let saved = log.first(where: { $0.token == entry.token }) {
                        rvc.paramEmail = saved.email
                        rvc.paramUpdate = saved.update
                        rvc.paramInterval = saved.interval
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-email", rule: "what-if")
        XCTAssertTrue(found.text.en.hasPrefix("The comparison `$0.token == entry.token` (ViewController.swift line 22) is the test of `log.first(where:)`, and no element matched the one time it ran: the lookup found none."), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("Each `Entry` gets a new `token` when it is made (`token = UUID()`, line 4), so an element made by another `Entry(…)` call never has this one's `token`: `log.append(Entry(email: entry.email, update: entry.update, interval: entry.interval))` (ViewController.swift line 21) adds such a new one. Add the instance itself, or look up the `token` of the one you added."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("`Entry`는 만들어질 때마다 새 `token`을 받으므로"), found.text.ko)
    }

    /// A tuple switch whose only working case asks for a navigation controller, on a screen that
    /// is the window's root: the element was nil, and why.
    func testATupleCaseNeedingANilLinkIsToldWhereTheScreenStands() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    let next = storyboard?.instantiateViewController(withIdentifier: "RVC")
                    switch (next, navigationController) {
                    case let (rvc as ResultViewController, nav?):
                        rvc.paramEmail = email.text ?? ""
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                        nav.pushViewController(rvc, animated: true)
                    default:
                        return
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "shows-result", rule: "what-if")
        XCTAssertTrue(found.text.en.contains("`case let (rvc as ResultViewController, nav?)` matches all of it but element 2, `navigationController`, which was nil. ViewController#1 is the window's root screen itself, in no navigation controller, so `navigationController` is nil: embed it in one in the storyboard (Editor › Embed In), or show the next screen with `present(_:animated:)`, which needs none."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("2번째 요소 `navigationController`만 빼고 모두 맞는데, 그 요소가 nil이었습니다."), found.text.ko)
    }
    /// The form looks its record up by the value it is about to write into it: no record holds
    /// that value yet. (The main screen's write kept under `== nil` writes the first record's id,
    /// the same at every write: no value is turned away, so that is not read as the cause.)
    func testALookupByTheValueAboutToBeWrittenNamesWhatTheScreenIsHanded() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Account {
                let id = UUID()
                var address: String?
            }

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                var accounts = [Account()]
                var currentID: UUID?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if currentID == nil { currentID = accounts.first?.id }
                    paramEmail = accounts.first { $0.id == currentID }?.address
                    resultEmail.text = paramEmail ?? "(없음)"
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.modalPresentationStyle = .fullScreen
                    (segue.destination as? FormViewController)?.accountID = currentID
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {

                @IBOutlet var email: UITextField!
                var accountID: UUID?

                @IBAction func onDone(_ sender: Any) {
                    if let main = (presentingViewController as? UINavigationController)?.topViewController as? ViewController,
                       let index = main.accounts.firstIndex(where: { $0.address == email.text }) {
                        main.accounts[index].address = email.text
                    }
                    dismiss(animated: true)
                }
            }
            """),
        ])
        let check = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertFalse(check.explanations.contains { $0.rule == "written-only-when-empty" }, "\(check.explanations.map(\.text.en))")
        let found = try reading(report, check: "value-comes-back", rule: "what-if")
        XCTAssertTrue(found.text.en.hasPrefix("The comparison `$0.address == email.text` (FormViewController.swift line 10) is the test of `main.accounts.firstIndex(where:)`, and no element matched the one time it ran: the lookup found none."), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("It looks for `email.text`, the value `main.accounts[index].address = email.text` (FormViewController.swift line 11) writes into the element it finds: no element holds it before it is written. Find the element by something it already holds: this screen is handed `accountID`."), found.text.en)
        XCTAssertTrue(found.text.ko.hasSuffix("이 화면은 `accountID`를 넘겨받습니다."), found.text.ko)
    }
    /// The destination's outlet unwrapped in `prepare`, before its view loads: the unwrap fails
    /// and the write under it never runs; the plain property its `viewDidLoad` shows is named.
    func testAnOutletUnwrappedBeforeItsViewLoadsIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController {

                @IBOutlet var resultLabel: UILabel!
                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    subView = sub
                    sub.delegate = self
                    if let shown = sub.currentLabel {
                        shown.text = resultLabel.text
                    }
                }
            }

            extension MainViewController: MyDataDelegate {
                func sendData(_ data: String) { resultLabel.text = data }
            }
            """),
            ("SubViewController.swift", Self.workingSub),
        ])
        let found = try reading(report, check: "value-goes-forward", rule: "outlet-chain-before-load")
        XCTAssertEqual(found.text.en, "`let shown = sub.currentLabel` (line 12, in `prepare(for:sender:)`) ran while the view of SubViewController#1 was not loaded yet: its outlets, `currentLabel` among them, were still nil, so the unwrap failed and `shown.text = resultLabel.text` (line 13) never ran. Give the screen the value in its plain property `paramText`, which its `viewDidLoad` puts on `currentLabel`.")
        XCTAssertTrue(found.text.ko.contains("일반 속성 `paramText`에 값을 주세요"), found.text.ko)
    }
    /// A block observer whose name differs from the posted one in letter case, and one that takes
    /// only notifications from itself while the form posts itself: each told from the code.
    func testABlockObserverNeverCalledIsToldWhy() throws {
        func run(observed: String, posted: String, filter: String) throws -> String {
            let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
                ("ViewController.swift", """
                import UIKit

                class ViewController: UIViewController {

                    @IBOutlet var resultEmail: UILabel!
                    var paramEmail: String?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(forName: Notification.Name("\(observed)"), object: \(filter), queue: .main) { [weak self] note in
                            self?.paramEmail = note.userInfo?["email"] as? String
                        }
                    }

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        resultEmail.text = paramEmail ?? "(없음)"
                    }

                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        segue.destination.modalPresentationStyle = .fullScreen
                    }
                }
                """),
                ("FormViewController.swift", """
                import UIKit

                class FormViewController: UIViewController {

                    @IBOutlet var email: UITextField!

                    @IBAction func onDone(_ sender: Any) {
                        NotificationCenter.default.post(name: Notification.Name("\(posted)"), object: self, userInfo: ["email": email.text ?? ""])
                        dismiss(animated: true)
                    }
                }
                """),
            ])
            return try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" }?.explanations.first { $0.text.en.contains("is inside the observer") }).text.en
        }
        let named = try run(observed: "FormDone", posted: "formDone", filter: "nil")
        XCTAssertTrue(named.hasSuffix("it observes \"FormDone\", and the code posts \"formDone\" (line 8). A notification reaches only the observers of exactly its name, letter case included: use one name (a shared `Notification.Name` constant) on both sides."), named)
        let filtered = try run(observed: "FormDone", posted: "FormDone", filter: "self")
        XCTAssertTrue(filtered.contains("it takes only notifications whose `object` is `self` (the ViewController itself), and the post (line 8, in FormViewController) sends `self` (the FormViewController itself) as its object"), filtered)
    }

    /// A key-value observation of a property declared `@objc` without `dynamic`.
    func testAKeyValueObservationOfAPropertyThatIsNotDynamicIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @objc var paramEmail: String?
                private var watch: NSKeyValueObservation?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = "(없음)"
                    watch = observe(\\.paramEmail, options: [.new]) { screen, _ in
                        screen.resultEmail.text = screen.paramEmail ?? "(없음)"
                    }
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {

                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    let stack = navigationController?.viewControllers ?? []
                    (stack[stack.count - 2] as? ViewController)?.paramEmail = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let check = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        let found = try XCTUnwrap(check.explanations.first { $0.text.en.contains("is inside the observer") }, "\(check.status) \(check.explanations.map(\.text.en))")
        XCTAssertTrue(found.text.en.hasSuffix("key-value observing tells of changes only to properties declared `@objc dynamic`, and `paramEmail` of `ViewController` (line 6) is not `dynamic`, so its changes are not reported. Declare it `@objc dynamic var`."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("`paramEmail`(6번째 줄)"), found.text.ko)
    }
    /// A file read from another folder, another letter case, or a URL's text: the app's folders
    /// when the run ended say which (`fileError` recorded by the search's build).
    func testAFileReadThatFindsNoFileIsToldWhatTheFoldersHeld() throws {
        func run(write: String, read: String, readCall: String = "Data(contentsOf: url)") throws -> String {
            let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
                ("ViewController.swift", """
                import UIKit

                class ViewController: UIViewController {

                    @IBOutlet var resultEmail: UILabel!

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        let url = \(read)
                        if let data = try? \(readCall), let text = String(data: data, encoding: .utf8) {
                            resultEmail.text = text
                        } else {
                            resultEmail.text = "(없음)"
                        }
                    }
                }
                """),
                ("FormViewController.swift", """
                import UIKit

                class FormViewController: UIViewController {

                    @IBOutlet var email: UITextField!

                    @IBAction func onSave(_ sender: Any) {
                        let url = \(write)
                        try? Data((email.text ?? "").utf8).write(to: url)
                        navigationController?.popViewController(animated: true)
                    }
                }
                """),
            ])
            let check = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
            return try XCTUnwrap(check.explanations.first { $0.text.en.contains("fileError(") }, "\(check.explanations.map(\.text.en))").text.en
        }
        let documents = "FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]"
        let caches = "FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]"
        let otherCase = try run(write: documents + ".appendingPathComponent(\"Mail.txt\")", read: documents + ".appendingPathComponent(\"mail.txt\")")
        XCTAssertTrue(otherCase.contains("There is no file at `Documents/mail.txt` (in the app's folders), but there is `Documents/Mail.txt`: the two names differ in letter case"), otherCase)
        let otherFolder = try run(write: caches + ".appendingPathComponent(\"mail.txt\")", read: documents + ".appendingPathComponent(\"mail.txt\")")
        XCTAssertTrue(otherFolder.contains("but the file is at `Library/Caches/mail.txt`: it was written into another folder than it is read from."), otherFolder)
        let urlText = try run(write: documents + ".appendingPathComponent(\"mail.txt\")", read: documents + ".appendingPathComponent(\"mail.txt\")",
                              readCall: "Data(contentsOf: URL(fileURLWithPath: url.absoluteString))")
        XCTAssertTrue(urlText.contains("that is a URL's text (`file://…`), not a path."), urlText)
        let folder = try run(write: documents, read: documents + ".appendingPathComponent(\"mail.txt\")")
        XCTAssertTrue(folder.contains("The error was `fileError(code: 512, path: \"Documents\")`. The file call on `Documents` failed (Cocoa error 512): `Documents` is a folder, not a file. Add the file's name to the folder's URL with `appendingPathComponent(_:)`"), folder)
    }
    /// A check of the learner's that answers false for the value it is given: the search's turned-around
    /// test is told with what the check asks, and both possible faults (the call, or the check).
    func testACheckOfYoursThatTurnsAwayTheTypedValueIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController {

                @IBOutlet var resultLabel: UILabel!
                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    subView = sub
                    sub.paramText = resultLabel.text
                    sub.delegate = self
                }

                private func accepts(_ text: String) -> Bool {
                    let minimum = 8
                    return text.count >= minimum
                }
            }

            extension MainViewController: MyDataDelegate {
                func sendData(_ data: String) {
                    if accepts(data) { resultLabel.text = data }
                }
            }
            """),
            ("SubViewController.swift", Self.workingSub),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "what-if")
        XCTAssertTrue(found.text.en.hasSuffix("`accepts(_:)` (line 15), a check of yours, answered false for the value it was given each time: it answers `text.count >= minimum` (line 17), which was false for it (`minimum = 8` (line 16)). So either the call is the wrong way round (the code needed the other answer here), or the check asks something of the value that a right one need not have: decide which, from what the check is for."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("직접 쓴 검사 `accepts(_:)`(15번째 줄)는"), found.text.ko)
    }
}
