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
}
