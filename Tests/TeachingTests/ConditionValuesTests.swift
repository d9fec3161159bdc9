import LearnerBuild
@testable import Teaching
import Texts
import WorkbookProtocol
import XCTest

/// What a test's parts held when it kept a needed line from running, from what the check did: the
/// text typed into a field (or the field left empty), the switch set, the segue identifier and the
/// constant that holds it. Each case beside one where the premise does not hold.
final class ConditionValuesTests: XCTestCase {
    func coverage(_ counts: [Int: Int]) -> LineCoverage { CoverageFixture.coverage(counts) }

    func explain(_ code: String, _ counts: [Int: Int], steps: [Step], events: [TraceEvent] = [], expectation: Expectation = .top("ResultViewController"),
                 expected: String = "ResultViewController", actual: String = "ViewController#1", storyboards: [StoryboardDocument] = []) -> [Explanation] {
        TeachingRules.explanations(for: CoverageFixture.context(code, coverage: coverage(counts), expectation: expectation, expected: expected, actual: actual,
                                                                steps: steps, step: steps.count - 1, events: events, storyboards: storyboards))
    }

    /// The form's scene: two empty text fields and a switch that starts on.
    static let storyboard = StoryboardDocument(name: "Main", scenes: [SceneModel(controller: ControllerModel(
        id: "vc", customClass: "ViewController",
        view: ViewModel(id: "root", kind: .view, subviews: [ViewModel(id: "e", kind: .textField), ViewModel(id: "n", kind: .textField),
                                                             ViewModel(id: "s", kind: .switch, isOn: true)]),
        outlets: [OutletModel(property: "email", destinationID: "e"), OutletModel(property: "name", destinationID: "n"),
                  OutletModel(property: "isUpdate", destinationID: "s")]))])

    static func form(_ test: String) -> String {
        """
        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var name: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBAction func onSubmit(_ sender: Any) {
                let typed = email.text ?? ""
                if \(test) {
                    performSegue(withIdentifier: "Submit", sender: self)
                }
            }
        }
        """
    }

    let events = [TraceEvent(instance: "ViewController#1", className: "ViewController", member: "onSubmit(_:)", detail: "sender=UIButton#1", step: 3)]

    func steps(email: String? = "kim@example.com", update: Bool? = nil) -> [Step] {
        var steps: [Step] = [.launch]
        if let email { steps.append(.type(ControlLocator(outlet: "email"), text: email)) }
        if let update { steps.append(.set(ControlLocator(outlet: "isUpdate"), on: update, value: nil, index: nil)) }
        return steps + [.tap(ControlLocator(action: "onSubmit:")), .expect(.top("ResultViewController"))]
    }

    /// The typed field's emptiness read the wrong way round, in several spellings: the why says what
    /// the field held and gives the part turned round.
    func testAnEmptinessTestOfTheTypedFieldReadBackwardsIsTurnedRound() {
        let cases: [(test: String, part: String, value: String, fix: String)] = [
            ("typed.isEmpty", "typed.isEmpty", "false", "!typed.isEmpty"),
            ("email.text == \"\"", "email.text == \"\"", "false", "email.text != \"\""),
            ("(email.text ?? \"\").isEmpty", "(email.text ?? \"\").isEmpty", "false", "!(email.text ?? \"\").isEmpty"),
            ("typed.count == 0", "typed.count == 0", "false", "typed.count != 0"),
            ("typed.isEmpty == true", "typed.isEmpty == true", "false", "!typed.isEmpty"),
        ]
        for item in cases {
            let found = explain(Self.form(item.test), [5: 1, 6: 1, 7: 1, 8: 0, 9: 1], steps: steps(), events: events)
            XCTAssertEqual(found.count, 1, item.test)
            XCTAssertEqual(found.first?.text.en.components(separatedBy: "was false.").last,
                           " When it was reached, `email` held \"kim@example.com\" (the user typed it in this check), so `\(item.part)` was \(item.value), and that stopped the line from running. That part reads the field the wrong way round: write `\(item.fix)`.", item.test)
            XCTAssertTrue(found.first?.text.ko.contains("`email`의 글자: \"kim@example.com\"(이번 검사에서 사용자가 입력한 글자). 그래서 `") == true, found.first?.text.ko ?? "")
        }
    }

    /// A test of another field than the one the user typed into: the why names both. Without the
    /// storyboard the untyped field's text is not known, and nothing is claimed about it.
    func testATestOfAFieldTheUserDidNotFillNamesTheOneTheyFilled() {
        let found = explain(Self.form("name.text?.isEmpty == false"), [5: 1, 6: 1, 7: 1, 8: 0, 9: 1], steps: steps(), events: events, storyboards: [Self.storyboard])
        XCTAssertEqual(found.first?.text.en.components(separatedBy: "was false.").last,
                       " When it was reached, `name` was empty: in this check the user typed into `email`, not into `name`. So `name.text?.isEmpty == false` was false, and that stopped the line from running. Test the field the user fills in here.")
        XCTAssertTrue(found.first?.text.ko.contains("이번 검사에서 사용자는 `name`이 아니라 `email`에 입력했습니다.") == true, found.first?.text.ko ?? "")
        let unknown = explain(Self.form("name.text?.isEmpty == false"), [5: 1, 6: 1, 7: 1, 8: 0, 9: 1], steps: steps(), events: events)
        XCTAssertTrue(unknown.first?.text.en.hasSuffix("(a test the wrong way round, another control or identifier, `==` for `!=`)?") == true, unknown.first?.text.en ?? "")
        // A switch the check did not touch is as the storyboard has it (on).
        let switchOn = explain(Self.form("!isUpdate.isOn"), [5: 1, 6: 1, 7: 1, 8: 0, 9: 1], steps: steps(), events: events, storyboards: [Self.storyboard])
        XCTAssertTrue(switchOn.first?.text.en.contains("the switch `isUpdate` was on (as the storyboard has it), so `!isUpdate.isOn` was false") == true, switchOn.first?.text.en ?? "")
    }

    /// A switch set by the check, tested negated: the why gives its state and the part turned round.
    func testANegatedTestOfTheSwitchTheUserSetIsTurnedRound() {
        let found = explain(Self.form("!isUpdate.isOn"), [5: 1, 6: 1, 7: 1, 8: 0, 9: 1], steps: steps(update: true), events: events)
        XCTAssertEqual(found.first?.text.en.components(separatedBy: "was false.").last,
                       " When it was reached, the switch `isUpdate` was on (the user set it in this check), so `!isUpdate.isOn` was false, and that stopped the line from running. That part reads the switch the wrong way round: write `isUpdate.isOn`.")
    }

    /// Where no single part decided (an `||`, a part the check's input does not decide that came first
    /// in an early exit), the why stays the located one.
    func testAPartThatMayNotHaveDecidedIsNotBlamed() {
        for test in ["typed.isEmpty || isUpdate.isOn", "view.window != nil"] {
            let found = explain(Self.form(test), [5: 1, 6: 1, 7: 1, 8: 0, 9: 1], steps: steps(update: true), events: events)
            XCTAssertTrue(found.first?.text.en.contains("Read that test against what the user did") == true, test)
        }
        // A part that held the right way is not the one that stopped it.
        let right = explain(Self.form("!typed.isEmpty && view.window != nil"), [5: 1, 6: 1, 7: 1, 8: 0, 9: 1], steps: steps(), events: events)
        XCTAssertTrue(right.first?.text.en.contains("Read that test against what the user did") == true, right.first?.text.en ?? "")
    }

    /// The identifier a test compares with a constant held another constant's value: the why names that constant.
    func testAnIdentifierThatIsAnotherConstantsValueNamesThatConstant() {
        let code = """
        class ViewController: UIViewController {
            let manualSegue = "ManualSubmit"
            let actionSegue = "ActionSubmit"
            var hasEmail = false
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                if identifier == manualSegue && !hasEmail {
                    return false
                }
                return true
            }
        }
        """
        let events = [TraceEvent(instance: "ViewController#1", className: "ViewController", member: "shouldPerformSegue(withIdentifier:sender:)",
                                 detail: "\"ActionSubmit\" sender=UIButton#1", step: 2),
                      TraceEvent(instance: "ViewController#1", className: "ViewController", member: "prepare(for:sender:)",
                                 detail: "segue=\"ActionSubmit\" destination=ResultViewController#1", step: 2),
                      TraceEvent(instance: "UINavigationController#1", className: "UINavigationController", member: "pushViewController(_:animated:)",
                                 detail: "ResultViewController#1 animated=true", step: 2)]
        let steps: [Step] = [.launch, .tap(ControlLocator(segue: "ActionSubmit")), .expect(.top("ViewController"))]
        let found = TeachingRules.explanations(for: CoverageFixture.context(code, coverage: coverage([5: 1, 6: 1, 7: 0, 8: 1]), expectation: .top("ViewController"),
                                                                            expected: "ViewController", actual: "ResultViewController#1", steps: steps, step: 2, events: events))
        XCTAssertTrue(found.first?.text.en.hasSuffix("In this run `identifier` was \"ActionSubmit\", and `manualSegue` is \"ManualSubmit\". \"ActionSubmit\" is the value of `actionSegue`. The test compares with `manualSegue`, so it never matches this segue. If the code under the test should run for this segue too, test it as well (`… == manualSegue || … == actionSegue`); if it is meant for `manualSegue` alone, this segue needs a test of its own.") == true,
                      found.first?.text.en ?? "")
        XCTAssertTrue(found.first?.text.ko.contains("`actionSegue`의 값이 바로 \"ActionSubmit\"입니다. 검사가 비교하는 것은 `manualSegue`이므로") == true, found.first?.text.ko ?? "")
    }

    static func coordinator(_ test: String) -> String {
        """
        class MainCoordinator: NSObject, UINavigationControllerDelegate {
            var childCoordinators: [AnyObject] = []
            func childDidFinish(_ child: AnyObject?) {
                childCoordinators.removeAll { $0 === child }
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let fromVC = navigationController.transitionCoordinator?.viewController(forKey: .from),
                      \(test) else { return }
                childDidFinish(fromVC)
            }
        }
        """
    }

    /// A navigation delegate's test of the stack, read by what the controller it looks for is: the
    /// screen that left tested so that the line runs after pushes only; the screen being shown,
    /// which is always in the stack. The right test is not blamed.
    func testAStackTestInANavigationDelegateIsReadByWhatItLooksFor() {
        let failure = Expectation.deallocated("LeftViewController")
        func explain(_ test: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(Self.coordinator(test), coverage: coverage([3: 0, 5: 0, 6: 2, 9: 0, 10: 0]),
                                                                    expectation: failure, expected: "released", actual: "held by: MainCoordinator#1.childCoordinators", steps: [.launch, .expect(failure)], step: 1))
        }
        let cases = ["navigationController.viewControllers.contains(fromVC)", "navigationController.viewControllers.contains(viewController)",
                     "!navigationController.viewControllers.contains(fromVC)"]
        let texts = cases.map { explain($0).map(\.text.en).joined() }
        XCTAssertTrue(texts[0].hasSuffix("`fromVC` is the screen that left. After a push it is still in `viewControllers` (under the new screen); after a pop it is not. So `navigationController.viewControllers.contains(fromVC)` lets the line run after pushes only, never after the pop it is meant for: turn that part round (`!navigationController.viewControllers.contains(fromVC)`)."), texts[0])
        XCTAssertTrue(texts[1].contains("`viewController` is the screen being shown, and that one is always in `viewControllers`"), texts[1])
        XCTAssertFalse(texts[2].contains("screen that left.") || texts[2].contains("screen being shown"), texts[2])
    }
}
