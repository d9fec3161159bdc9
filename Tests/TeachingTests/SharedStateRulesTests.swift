import LearnerBuild
@testable import Teaching
import Texts
import WorkbookProtocol
import XCTest

/// Readings of what code shares and what it only copies, and of who answers a call: a screen kept
/// by a `static` object, a protocol's default answering for a method whose signature differs, a
/// struct or an array changed through a copy, a value kept as `Any` read back as another type, a
/// `String` enum made from an identifier none of its cases has, a notification posted before
/// anything observed it, a gate method answering `true` on a path that ignores the input, the
/// stack or the window's root replaced with a new screen. Each beside a case where its premise
/// does not hold.
final class SharedStateRulesTests: XCTestCase {
    func lines(_ code: String, _ times: Int = 1, except: [Int: Int] = [:]) -> LineCoverage {
        var counts = Dictionary(uniqueKeysWithValues: (1...code.components(separatedBy: "\n").count).map { ($0, times) })
        counts.merge(except) { _, new in new }
        return CoverageFixture.coverage(counts)
    }

    func event(_ tag: String, _ member: String, _ detail: String? = nil, step: Int = 1) -> TraceEvent {
        TraceEvent(instance: tag, className: String(tag.split(separator: "#")[0]), member: member, detail: detail, step: step)
    }

    static let registry = """
    final class Registry {
        static let shared = Registry()
        var lastPushed: UIViewController?
    }
    class ViewController: UIViewController {
        @IBAction func onNext(_ sender: Any) {
            guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") else { return }
            Registry.shared.lastPushed = detail
            navigationController?.pushViewController(detail, animated: true)
        }
    }
    """

    func testAScreenKeptByAStaticObjectIsNamedNotACycle() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .deallocated("DetailViewController"),
                                                                    expected: "released", actual: "DetailViewController#1 held by: (held by something reflection cannot see, such as a closure capturing it)"))
        }
        let found = explain(Self.registry)
        XCTAssertEqual(found.map(\.rule), ["static-holder"])
        XCTAssertEqual(found.first?.text.en, "`Registry.shared.lastPushed = detail` (line 8) hands DetailViewController to `Registry.shared`, an object reached through a `static` property, which lives as long as the app; its `lastPushed` keeps DetailViewController strongly, so it is never released after it leaves the screen. Declare it `weak var lastPushed`, or set it to nil when the screen goes away.")
        let weak = Self.registry.replacingOccurrences(of: "    var lastPushed", with: "    weak var lastPushed")
        XCTAssertNotEqual(weak, Self.registry)
        XCTAssertFalse(explain(weak).map(\.rule).contains("static-holder"))
    }

    static let protocolDefault = """
    protocol Receiving {
        func receive(email: String, interval: Double)
    }
    extension Receiving {
        func receive(email: String, interval: Double) {
        }
    }
    class ResultViewController: UIViewController, Receiving {
        var paramEmail = ""
        func receive(email: String, interval: Int) {
            paramEmail = email
        }
    }
    """

    func testAMethodWhoseTypesDifferFromTheProtocolsLeavesTheDefaultToAnswer() {
        func explain(_ code: String, _ counts: [Int: Int]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                                    expected: "\"a@b.c\"", actual: "\"\""))
        }
        let found = explain(Self.protocolDefault, [10: 0, 11: 0, 12: 0, 13: 1])
        XCTAssertEqual(found.map(\.rule), ["protocol-default-ran"])
        XCTAssertEqual(found.first?.text.en, "Your `receive(email:interval:)` (line 10, in `ResultViewController`) never ran: the protocol `Receiving` asks for `func receive(email: String, interval: Double)`, and a method whose parameter types differ does not fulfil it. So every call went to the default written in the protocol's extension (line 5), which ran instead. Write the method exactly as the protocol declares it (`func receive(email: String, interval: Double)`), or remove the default, so that Swift tells you when a class does not fulfil the protocol.")
        // The class's method ran (its signature matches): the default is not blamed.
        let matching = Self.protocolDefault.replacingOccurrences(of: "interval: Int)", with: "interval: Double)")
        XCTAssertFalse(explain(matching, [5: 0, 6: 0, 10: 1, 11: 1, 12: 1]).map(\.rule).contains("protocol-default-ran"))
        // A method of a near name (`receivedEmail` for `receive`) that never ran, beside the default that did.
        let renamed = Self.protocolDefault.replacingOccurrences(of: "func receive(email: String, interval: Int)", with: "func receiveEmail(_ email: String, interval: Double)")
        let near = explain(renamed, [10: 0, 11: 0, 12: 0, 13: 1])
        let reading = near.first { $0.rule == "protocol-default-ran" }
        XCTAssertTrue(reading?.text.en.contains("and a method of another name does not fulfil it") == true, near.map(\.text.en).joined(separator: "\n"))
    }

    /// Round 44 (held-out 226-13): the requirement takes `String`, the class's method (in an
    /// extension that adopts the protocol) takes `String?`: the protocol extension's default answered.
    func testAnOptionalParameterInAnAdoptingExtensionLeavesTheDefaultToAnswer() {
        let code = """
        protocol Sending: AnyObject {
            func send(_ data: String)
        }
        extension Sending {
            func send(_ data: String) {}
        }
        class ResultViewController: UIViewController {
            var paramEmail = ""
            func open(_ form: FormViewController) { form.delegate = self }
        }
        extension ResultViewController: Sending {
            func send(_ data: String?) {
                paramEmail = data ?? ""
            }
        }
        class FormViewController: UIViewController {
            weak var delegate: Sending?
            func done() { delegate?.send("a@b.c") }
        }
        """
        let found = TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: [5: 1, 12: 0, 13: 0, 14: 0]),
                                                                           expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                                           expected: "\"a@b.c\"", actual: "\"\""))
        XCTAssertEqual(found.map(\.rule), ["protocol-default-ran"], found.map(\.text.en).joined(separator: "\n"))
        XCTAssertTrue(found.first?.text.en.hasPrefix("Your `send(_:)` (line 12, in `ResultViewController`) never ran: the protocol `Sending` asks for `func send(_ data: String)`") == true,
                      found.map(\.text.en).joined(separator: "\n"))
    }

    static let structCopy = """
    struct FormInput {
        var email = ""
        func apply(to rvc: ResultViewController) { rvc.paramEmail = email }
    }
    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        private var current = FormInput()
        func collect() {
            var input = current
            input.email = email.text ?? ""
        }
        @IBAction func onSubmit(_ sender: Any) {
            let rvc = ResultViewController()
            collect()
            current.apply(to: rvc)
        }
    }
    class ResultViewController: UIViewController {
        var paramEmail = ""
    }
    """

    func testAStructChangedThroughALocalCopyIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                                    expected: "\"a@b.c\"", actual: "\"\""))
        }
        let found = explain(Self.structCopy)
        XCTAssertEqual(found.map(\.rule), ["mutated-copy"])
        XCTAssertEqual(found.first?.text.en, "`input.email = email.text ?? \"\"` (line 10, in `collect()`) ran, but it changed `input`, a copy: `var input = current` (line 9) copies it, because `FormInput` is a struct, and a struct is a value, not a shared object. `current` itself kept its old values, and that is what the code used afterwards. Change `current` directly (`current.email = …`), assign the copy back (`current = input`), or make `FormInput` a class.")
        let writtenBack = Self.structCopy.replacingOccurrences(of: "        input.email = email.text ?? \"\"\n", with: "        input.email = email.text ?? \"\"\n        current = input\n")
        XCTAssertNotEqual(writtenBack, Self.structCopy)
        XCTAssertFalse(explain(writtenBack).contains { $0.text.en.contains("a copy") })
    }

    static let parameterCopy = """
    func removeIdentical(_ item: AnyObject?, from array: [AnyObject]) {
        var array = array
        array.removeAll { $0 === item }
    }
    class MainCoordinator {
        var childCoordinators: [AnyObject] = []
        func childDidFinish(_ child: AnyObject?) {
            removeIdentical(child, from: childCoordinators)
        }
    }
    """

    func testAnArrayChangedInsideAFunctionThatGotACopyIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .deallocated("LeftCoordinator"), expected: "released",
                                                                    actual: "LeftCoordinator#1 held by: SceneDelegate#1.coordinator.childCoordinators[0]"))
        }
        let found = explain(Self.parameterCopy)
        XCTAssertEqual(found.first?.rule, "mutated-copy")
        XCTAssertEqual(found.first?.text.en, "`removeIdentical(child, from: childCoordinators)` (line 8) ran, but `removeIdentical(_:from:)` got a copy of `childCoordinators`: arrays are values, so what `array.removeAll(…)` (line 3) removed or added changed `array`, the function's own copy, and `childCoordinators` itself kept every element. Change `childCoordinators` directly (`childCoordinators.removeAll { … }`), or make the parameter `inout` and pass `&childCoordinators`.")
        let inPlace = Self.parameterCopy.replacingOccurrences(of: "removeIdentical(child, from: childCoordinators)", with: "childCoordinators.removeAll { $0 === child }")
        XCTAssertNotEqual(inPlace, Self.parameterCopy)
        XCTAssertFalse(explain(inPlace).contains { $0.text.en.contains("got a copy") })
    }

    static let anyCast = """
    enum Field { case interval }
    class ViewController: UIViewController {
        @IBOutlet var interval: UIStepper!
        private var values: [Field: Any] {
            return [
                .interval: Int(interval.value),
            ]
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard let rvc = segue.destination as? ResultViewController else { return }
            rvc.paramInterval = values[.interval] as? Double ?? 0
        }
    }
    class ResultViewController: UIViewController {
        var paramInterval: Double = 0
    }
    """

    func testAValueKeptAsAnyReadBackAsAnotherTypeIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .property(of: "ResultViewController#1", name: "paramInterval", equals: "5.0"),
                                                                    expected: "5.0", actual: "0.0"))
        }
        let found = explain(Self.anyCast)
        XCTAssertEqual(found.map(\.rule), ["any-cast-mismatch"])
        XCTAssertEqual(found.first?.text.en, "`rvc.paramInterval = values[.interval] as? Double ?? 0` (line 11) ran, but the value stored under `.interval` is `Int(interval.value)`, an `Int`: a value kept as `Any` casts only to its own type, so `as? Double` gave nil and `?? 0` took its place. Store the value as a `Double`, or cast to `Int` and convert it.")
        let same = Self.anyCast.replacingOccurrences(of: ".interval: Int(interval.value)", with: ".interval: interval.value")
        XCTAssertNotEqual(same, Self.anyCast)
        XCTAssertFalse(explain(same).map(\.rule).contains("any-cast-mismatch"))
    }

    static let route = """
    enum Route: String {
        case submit = "ActionSubmit"
        case defaults = "Default"
    }
    class ViewController: UIViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard let rvc = segue.destination as? ResultViewController else { return }
            let route = Route(rawValue: segue.identifier ?? "")
            rvc.paramInterval = route == .defaults ? 10 : 0
        }
    }
    class ResultViewController: UIViewController {
        var paramInterval: Double = 0
    }
    """

    func testAStringEnumMadeFromAnIdentifierNoCaseHasIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            let events = [event("ViewController#1", "prepare(for:sender:)", "segue=\"DefaultSubmit\" destination=ResultViewController#1 sender=UIButton#2")]
            return TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .property(of: "ResultViewController#1", name: "paramInterval", equals: "10.0"),
                                                                           expected: "10.0", actual: "0.0", events: events))
        }
        let found = explain(Self.route)
        XCTAssertTrue(found.map(\.rule).contains("enum-no-case"), "\(found.map(\.rule))")
        XCTAssertEqual(found.first { $0.rule == "enum-no-case" }?.text.en, "`Route(rawValue: segue.identifier ?? \"\")` (line 8, in `prepare(for:sender:)`) met the identifier \"DefaultSubmit\", which no case of `Route` has as raw value (its cases' raw values are \"ActionSubmit\", \"Default\"): it gave nil, and the code went on as if no case matched. A case's raw value must be the storyboard's identifier letter for letter: `case … = \"DefaultSubmit\"`.")
        let fixed = Self.route.replacingOccurrences(of: "case defaults = \"Default\"", with: "case defaults = \"DefaultSubmit\"")
        XCTAssertNotEqual(fixed, Self.route)
        XCTAssertFalse(explain(fixed).map(\.rule).contains("enum-no-case"))
    }

    static let notification = """
    class ViewController: UIViewController {
        @IBAction func onSubmit(_ sender: Any) {
            let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC")
            NotificationCenter.default.post(name: Notification.Name("submit"), object: nil, userInfo: ["email": "a"])
            navigationController?.pushViewController(rvc, animated: true)
        }
    }
    class ResultViewController: UIViewController {
        var paramEmail = ""
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(receive(_:)), name: Notification.Name("submit"), object: nil)
        }
        @objc func receive(_ notification: Notification) {
            paramEmail = notification.userInfo?["email"] as? String ?? ""
        }
    }
    """

    func testANotificationPostedBeforeAnythingObservedItIsNamed() {
        func explain(_ events: [TraceEvent]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(Self.notification, coverage: lines(Self.notification, except: [14: 0, 15: 0, 16: 0, 17: 1]),
                                                                    expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a"),
                                                                    expected: "\"a\"", actual: "\"\"", events: events))
        }
        let found = explain([event("ViewController#1", "onSubmit(_:)"), event("ResultViewController#1", "init(coder:)"), event("ResultViewController#1", "viewDidLoad")])
        XCTAssertEqual(found.map(\.rule), ["notification-unobserved"])
        XCTAssertEqual(found.first?.text.en, "`NotificationCenter.default.post(name: Notification.Name(\"submit\"), …)` (line 4, in `onSubmit(_:)`) ran before anything observed it: ResultViewController adds its observer in `viewDidLoad()` (line 12), which ran only afterwards. A notification reaches only the observers registered at the moment it is posted, so `receive(_:)` never ran. Give the screen its values directly before you show it (set its properties before the push, or in `prepare(for:sender:)`), or keep them in a store it reads.")
        // Registered before the post: not this reading.
        let observedFirst = [event("ResultViewController#1", "init(coder:)"), event("ResultViewController#1", "viewDidLoad"), event("ViewController#1", "onSubmit(_:)")]
        XCTAssertFalse(explain(observedFirst).map(\.rule).contains("notification-unobserved"))
    }

    static let gate = """
    final class Validator {
        func allows(_ segue: String, email: String?) -> Bool {
            switch segue {
            case "ActionSubmit":
                return !(email ?? "").isEmpty
            default:
                return true
            }
        }
    }
    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        let validator = Validator()
        @IBAction func onPerformSegue(_ sender: Any) {
            guard validator.allows("ManualSubmit", email: email.text) else { return }
            performSegue(withIdentifier: "ManualSubmit", sender: sender)
        }
    }
    """

    func testAGateThatAnsweredTrueWithoutReadingTheInputIsNamed() {
        func explain(_ counts: [Int: Int]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(Self.gate, coverage: lines(Self.gate, except: counts), expectation: .top("ViewController"),
                                                                    expected: "ViewController", actual: "ResultViewController#1"))
        }
        let found = explain([5: 0, 6: 1, 7: 1])
        XCTAssertEqual(found.first?.rule, "gate-returned-true")
        XCTAssertEqual(found.first?.text.en, "`performSegue(…)` (line 16) ran because its test `validator.allows(\"ManualSubmit\", email: email.text)` (line 15) held: `allows(_:email:)` returned `true` at line 7, in its `default` branch, a path that answers `true` without looking at what the user entered. Make that path test the input as well, or give this case its own branch.")
        // The input's own test answered (the `return true` never ran): not this reading.
        XCTAssertFalse(explain([5: 1, 6: 0, 7: 0]).map(\.rule).contains("gate-returned-true"))
    }

    static let reset = """
    class DetailViewController: UIViewController {
        private func resetToMain() {
            guard let main = storyboard?.instantiateViewController(withIdentifier: "Main") else { return }
            navigationController?.setViewControllers([main], animated: true)
        }
        @IBAction func onPop(_ sender: Any) {
            resetToMain()
        }
    }
    """

    func testTheStackReplacedWithANewScreenIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .instance(of: "ViewController", number: 1),
                                                                    expected: "ViewController#1", actual: "ViewController#2"))
        }
        let found = explain(Self.reset)
        XCTAssertEqual(found.first?.rule, "root-replaced")
        XCTAssertEqual(found.first?.text.en, "`navigationController?.setViewControllers([main], animated: true)` (line 4, in `resetToMain()`) replaced the whole navigation stack with a screen made right there (ViewController#2): the screens that were on the stack are dropped, ViewController#1, which the user came from, among them. To go back, take the screen on top off instead: `navigationController?.popViewController(animated: true)`.")
        let kept = Self.reset.replacingOccurrences(of: "guard let main = storyboard?.instantiateViewController(withIdentifier: \"Main\") else { return }", with: "guard let main = navigationController?.viewControllers.first else { return }")
        XCTAssertNotEqual(kept, Self.reset)
        XCTAssertFalse(explain(kept).map(\.rule).contains("root-replaced"))
    }

    /// The window's root replaced to show the next screen (not to go back): the advice is to
    /// present or push it, never to dismiss or pop.
    func testTheRootReplacedToGoForwardIsToldToPresentOrPush() {
        let code = """
        class ViewController: UIViewController {
            @IBAction func onSubmit(_ sender: Any) {
                let rvc = ResultViewController()
                view.window?.rootViewController = rvc
            }
        }
        """
        let found = TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .presented(["ResultViewController"]),
                                                                            expected: "ResultViewController", actual: "nothing presented"))
        let reading = found.first { $0.rule == "root-replaced" }
        XCTAssertEqual(reading?.text.en, "`view.window?.rootViewController = rvc` (line 4, in `onSubmit(_:)`) replaced the window's root: every screen that was there is dropped at once, and what shows is the root you made, in place of the screens, not over them (the check expects ResultViewController). The window's root is set once, at launch: to show the next screen, present it (`present(_:animated:)`) or push it (`navigationController?.pushViewController(_:animated:)`) from the screen on screen.")
        XCTAssertFalse(reading?.text.ko.contains("nothing presented") ?? true)
    }

    static let navigator = """
    final class Navigator {
        weak var nav: UINavigationController?
        func back() {
            nav?.popViewController(animated: true)
        }
    }
    class ViewController: UIViewController {
        let navigator = Navigator()
        override func viewDidLoad() {
            super.viewDidLoad()
            navigator.nav = navigationController
        }
    }
    class DetailViewController: UIViewController {
        let navigator = Navigator()
        @IBAction func onPop(_ sender: Any) {
            navigator.back()
        }
    }
    """

    func testAHelperWhoseLinkWasGivenOnlyToAnotherScreensInstanceIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            let events = [event("DetailViewController#1", "onPop(_:)", "sender=UIButton#2", step: 2)]
            return TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .top("ViewController"), expected: "ViewController",
                                                                           actual: "DetailViewController#1", steps: [.launch, .launch, .launch], step: 2, events: events))
        }
        let found = explain(Self.navigator)
        XCTAssertEqual(found.first?.rule, "helper-link-nil")
        XCTAssertEqual(found.first?.text.en, "DetailViewController#1.onPop(_:) ran `navigator.back()` (line 17), but no screen changed: in Navigator, `nav?.popViewController(…)` (line 4) needs `nav`, and `nav` was nil, because DetailViewController's `navigator` is a new Navigator of its own (line 15), and only the Navigator of ViewController was given `nav` (line 11): two objects, not one. Give the Navigator that this screen uses its `nav` (or share one Navigator between the screens), or make the transition from the screen itself.")
        // The screen gives its own navigator the link: not this reading.
        let given = Self.navigator.replacingOccurrences(of: "    @IBAction func onPop(_ sender: Any) {\n        navigator.back()",
                                                        with: "    @IBAction func onPop(_ sender: Any) {\n        navigator.nav = navigationController\n        navigator.back()")
        XCTAssertNotEqual(given, Self.navigator)
        XCTAssertFalse(explain(given).map(\.rule).contains("helper-link-nil"))
    }

    static let twoStores = """
    final class EmailStore {
        var email: String?
    }
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        var store = EmailStore()
        @IBAction func onDone(_ sender: Any) {
            store.email = email.text
        }
    }
    class ViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        let store = EmailStore()
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            resultEmail.text = store.email
        }
    }
    """

    func testAValueWrittenToOneScreensObjectAndReadFromAnothersIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .label(outlet: "resultEmail", text: "a@b.c"),
                                                                    expected: "\"a@b.c\"", actual: "nil"))
        }
        let found = explain(Self.twoStores)
        XCTAssertEqual(found.first?.rule, "two-instances")
        XCTAssertEqual(found.first?.text.en, "`store.email = email.text` (line 8) writes to FormViewController's `store`, the EmailStore that FormViewController makes itself (line 6), while ViewController reads its own `store`, another EmailStore object (line 13): two objects, so what one holds the other never sees. Hand the one EmailStore over (in `prepare(for:sender:)`, say: `destination.store = store`), or share a single one.")
        let handed = Self.twoStores.replacingOccurrences(of: "        super.viewWillAppear(animated)\n", with: "        super.viewWillAppear(animated)\n        form?.store = store\n")
        XCTAssertNotEqual(handed, Self.twoStores)
        XCTAssertFalse(explain(handed).map(\.rule).contains("two-instances"))
    }

    static let relay = """
    protocol Receiver: AnyObject { func send(_ text: String) }
    final class Relay: Receiver {
        let onText: (String) -> Void
        init(onText: @escaping (String) -> Void) { self.onText = onText }
        func send(_ text: String) { onText(text) }
    }
    class SubViewController: UIViewController {
        weak var delegate: Receiver?
    }
    class MainViewController: UIViewController {
        @IBOutlet var resultLabel: UILabel!
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard let sub = segue.destination as? SubViewController else { return }
            let relay = Relay { [weak self] text in self?.resultLabel.text = text }
            sub.delegate = relay
        }
    }
    """

    func testAWeakPropertyGivenAnObjectNothingKeepsIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .label(outlet: "resultLabel", text: "hi"),
                                                                    expected: "\"hi\"", actual: "\"-\""))
        }
        let found = explain(Self.relay)
        XCTAssertEqual(found.first?.rule, "weak-given-new-object")
        XCTAssertEqual(found.first?.text.en, "`sub.delegate = relay` (line 15, in `prepare(for:sender:)`) gives `delegate`, which SubViewController declares `weak` (line 8), an object made right there, of type `Relay`, that nothing else keeps (only the local `relay` holds it). A weak reference does not keep an object alive, so the Relay is released as soon as `prepare(for:sender:)` ends and `delegate` turns nil: every call through it afterwards does nothing. Keep the Relay in a strong property of the screen that makes it, or make that screen itself the `delegate`.")
        let kept = Self.relay.replacingOccurrences(of: "        sub.delegate = relay\n", with: "        sub.delegate = relay\n        self.relay = relay\n").replacingOccurrences(of: "    @IBOutlet var resultLabel: UILabel!\n", with: "    @IBOutlet var resultLabel: UILabel!\n    var relay: Relay?\n")
        XCTAssertNotEqual(kept, Self.relay)
        XCTAssertFalse(explain(kept).map(\.rule).contains("weak-given-new-object"))
    }

    static let format = """
    class ResultViewController: UIViewController {
        @IBOutlet var resultInterval: UILabel!
        var paramInterval: Double = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            resultInterval.text = String(format: "%d min", paramInterval)
        }
    }
    """

    func testAnIntegerFormatGivenADoubleIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .label(outlet: "resultInterval", text: "5 min"),
                                                                    expected: "\"5 min\"", actual: "\"0 min\""))
        }
        XCTAssertEqual(explain(Self.format).first?.text.en, "`resultInterval.text = String(format: \"%d min\", paramInterval)` (line 6) gives `paramInterval`, a `Double`, to `%d`, which reads an integer: `String(format:)` does not convert it, so the number printed is not the value (0 here). Convert it first (`Int(paramInterval)` for `%d`), use `%.0f` for a `Double`, or write `\"\\(Int(paramInterval))…\"`.")
        let converted = Self.format.replacingOccurrences(of: "paramInterval)\n", with: "Int(paramInterval))\n")
        XCTAssertNotEqual(converted, Self.format)
        XCTAssertFalse(explain(converted).contains { $0.text.en.contains("reads an integer") })
    }
}
