import Foundation
@testable import WorkbookCore
@testable import Teaching
import WorkbookProtocol
import XCTest

/// The explanations of screen-transition mistakes (chapter 5.1): each wrong solution fails with
/// exactly the rule that names its cause, found in what the app did, and the correct solutions
/// pass without any. Fixtures: `projects/{PresentByIdentifier,PushAndPop,UnwindMultiLevel,CustomSegue}`
/// (the reference solutions) and `exercises/<id>/solutions/<mistake>`.
final class TransitionExplanationTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// The failed check's explanations: exactly one rule, and its text.
    func explanation(_ report: CheckReport, check: String, file: StaticString = #filePath, line: UInt = #line) throws -> (rule: String, text: LocalizedText) {
        let result = try XCTUnwrap(report.checks.first { $0.id == check }, file: file, line: line)
        XCTAssertEqual(result.status, .failed, file: file, line: line)
        XCTAssertEqual(result.explanations.count, 1, result.explanations.map(\.rule).joined(separator: ", "), file: file, line: line)
        let first = try XCTUnwrap(result.explanations.first, file: file, line: line)
        return (first.rule, first.text)
    }

    func assertPassesSilently(_ report: CheckReport, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(report.status, .passed, ReportFormat.terminal.render(report, language: .en), file: file, line: line)
        XCTAssertEqual(report.checks.flatMap(\.explanations).map(\.rule), [], file: file, line: line)
    }

    // MARK: Present by storyboard ID, dismiss

    func testPresentAndDismissCorrectSolution() throws {
        assertPassesSilently(try report(project: "PresentByIdentifier", exercise: "present-by-identifier"))
    }

    func testPresentingANewMainScreenIsNotGoingBack() throws {
        let (rule, text) = try explanation(report(project: "PresentByIdentifier", exercise: "present-by-identifier", solution: "present-new-main"), check: "closes-second")
        XCTAssertEqual(rule, "new-instance-instead-of-back")
        XCTAssertTrue(text.en.hasPrefix("To go back from SecondViewController#1, you made a new ViewController (ViewController#2) and presented it with present(_:animated:). But the screen to go back to, ViewController#1, is still alive underneath."), text.en)
        XCTAssertTrue(text.en.contains("SecondViewController#1 was presented modally, so close it with dismiss(animated:)."), text.en)
        XCTAssertTrue(text.ko.hasPrefix("SecondViewController#1에서 돌아가려고 ViewController를 새로 만들어(ViewController#2) present(_:animated:)로 띄웠습니다. 하지만 돌아갈 화면 ViewController#1은 아래에 그대로 살아 있습니다."), text.ko)
        XCTAssertTrue(text.ko.contains("그러면 ViewController#1이 다시 나타납니다."), text.ko)
    }

    func testUnknownStoryboardIDSaysWhatTheCrashMeans() throws {
        let (rule, text) = try explanation(report(project: "PresentByIdentifier", exercise: "present-by-identifier", solution: "wrong-case-identifier"), check: "opens-second")
        XCTAssertEqual(rule, "unknown-storyboard-identifier")
        XCTAssertTrue(text.en.hasPrefix("The storyboard has no scene with the Storyboard ID \"second\". instantiateViewController(withIdentifier:) does not return nil"), text.en)
        XCTAssertTrue(text.en.contains("NSInvalidArgumentException"), text.en)
        XCTAssertTrue(text.en.contains("Storyboard IDs in this storyboard: \"Main\", \"Second\". Storyboard IDs are case-sensitive: write \"Second\"."), text.en)
        XCTAssertTrue(text.ko.hasPrefix("스토리보드에 스토리보드 ID가 \"second\"인 화면이 없습니다."), text.ko)
        XCTAssertTrue(text.ko.contains("\"Second\"로 쓰세요."), text.ko)
    }

    // MARK: Push and pop

    func testPushAndPopCorrectSolution() throws {
        assertPassesSilently(try report(project: "PushAndPop", exercise: "push-and-pop"))
    }

    func testPresentedScreenDoesNotJoinTheStack() throws {
        let (rule, text) = try explanation(report(project: "PushAndPop", exercise: "push-and-pop", solution: "present-instead-of-push"), check: "pushes-detail")
        XCTAssertEqual(rule, "presented-instead-of-pushed")
        XCTAssertTrue(text.en.hasPrefix("DetailViewController#1 was presented modally with present. A presented screen does not join the navigation stack, so the stack of UINavigationController#1 is still [ViewController#1]"), text.en)
        XCTAssertTrue(text.ko.hasPrefix("DetailViewController#1은 present(_:animated:)로 띄운 모달 화면입니다."), text.ko)
        XCTAssertTrue(text.ko.contains("pushViewController(_:animated:)로 스택에 올리세요."), text.ko)
    }

    func testPushingANewMainScreenIsNotGoingBack() throws {
        let (rule, text) = try explanation(report(project: "PushAndPop", exercise: "push-and-pop", solution: "push-new-main"), check: "pops-back")
        XCTAssertEqual(rule, "new-instance-instead-of-back")
        XCTAssertTrue(text.en.hasPrefix("To go back from DetailViewController#1, you made a new ViewController (ViewController#2) and pushed it with pushViewController(_:animated:)."), text.en)
        XCTAssertTrue(text.en.contains("DetailViewController#1 was pushed, so take it off with navigationController?.popViewController(animated:)."), text.en)
        XCTAssertTrue(text.ko.contains("pushViewController(_:animated:)로 스택에 올렸습니다."), text.ko)
    }

    func testDismissOnAPushedScreenDoesNothing() throws {
        let (rule, text) = try explanation(report(project: "PushAndPop", exercise: "push-and-pop", solution: "dismiss-instead-of-pop"), check: "pops-back")
        XCTAssertEqual(rule, "dismiss-on-pushed-screen")
        XCTAssertTrue(text.en.hasPrefix("DetailViewController#1 was pushed onto UINavigationController#1, but you tried to close it with dismiss(animated:)."), text.en)
        XCTAssertTrue(text.en.contains("nothing happened"), text.en)
        XCTAssertTrue(text.ko.hasPrefix("DetailViewController#1은 pushViewController(_:animated:)로 UINavigationController#1의 스택에 올린 화면인데"), text.ko)
    }

    // MARK: Unwind

    func testUnwindCorrectSolution() throws {
        assertPassesSilently(try report(project: "UnwindMultiLevel", exercise: "unwind-multi-level"))
    }

    func testUnwindStopsAtTheFirstControllerWithTheAction() throws {
        let (rule, text) = try explanation(report(project: "UnwindMultiLevel", exercise: "unwind-multi-level", solution: "unwind-in-middle"), check: "unwinds-home")
        XCTAssertEqual(rule, "unwind-stopped-early")
        XCTAssertTrue(text.en.hasPrefix("The unwind segue \"BackHome\" stopped at SecondViewController#1 instead of going back to ViewController#1."), text.en)
        XCTAssertTrue(text.ko.hasPrefix("언와인드 세그웨이(\"BackHome\")가 ViewController#1까지 가지 않고 SecondViewController#1에서 멈췄습니다."), text.ko)
        XCTAssertTrue(text.ko.contains("SecondViewController의 unwindToHome(_:) 메서드를 지우거나"), text.ko)
    }

    func testUnwindWithoutAMatchingActionDoesNothing() throws {
        let (rule, text) = try explanation(report(project: "UnwindMultiLevel", exercise: "unwind-multi-level", solution: "different-name"), check: "unwinds-home")
        XCTAssertEqual(rule, "unwind-action-missing")
        XCTAssertTrue(text.en.hasPrefix("In the storyboard the unwind segue \"BackHome\" calls the action unwindToHome:."), text.en)
        XCTAssertTrue(text.en.contains("Unwind actions in the code: unwindHome(_:) (unwindHome:)."), text.en)
        XCTAssertTrue(text.en.contains("`@IBAction func unwindToHome(_ segue: UIStoryboardSegue)`"), text.en)
        XCTAssertTrue(text.ko.contains("코드에 있는 언와인드 액션: unwindHome(_:)(셀렉터 unwindHome:)."), text.ko)
    }

    func testUnwindDestinationIsTheControllerItself() throws {
        let (rule, text) = try explanation(report(project: "UnwindMultiLevel", exercise: "unwind-multi-level", solution: "destination-instead-of-source"), check: "shows-note")
        XCTAssertEqual(rule, "unwind-destination-is-self")
        XCTAssertTrue(text.en.contains("segue.destination is the screen you came back to: ViewController#1 itself"), text.en)
        XCTAssertTrue(text.en.contains("Use `segue.source as? ThirdViewController`."), text.en)
        XCTAssertTrue(text.ko.contains("떠나는 화면 ThirdViewController#1은 segue.source입니다."), text.ko)
    }

    // MARK: Custom segue

    func testCustomSegueCorrectSolution() throws {
        assertPassesSilently(try report(project: "CustomSegue", exercise: "custom-segue"))
    }

    func testCustomSegueThatNeverPresents() throws {
        let (rule, text) = try explanation(report(project: "CustomSegue", exercise: "custom-segue", solution: "no-present"), check: "fade-presents")
        XCTAssertEqual(rule, "custom-segue-shows-nothing")
        XCTAssertTrue(text.en.hasPrefix("The custom segue FadeSegue ran perform(), but perform() showed nothing."), text.en)
        XCTAssertTrue(text.en.contains("The destination, DetailViewController#1, never appeared and was released (deinit)."), text.en)
        XCTAssertTrue(text.ko.contains("도착 화면 DetailViewController#1은 한 번도 나타나지 못한 채 해제(deinit)되었습니다."), text.ko)
    }

    func testCustomSeguePushingWithoutANavigationController() throws {
        let (rule, text) = try explanation(report(project: "CustomSegue", exercise: "custom-segue", solution: "push-without-navigation"), check: "fade-presents")
        // The line that did nothing, read from the segue's own run (its source is the controller whose prepare ran).
        XCTAssertEqual(rule, "skipped-optional-chain")
        XCTAssertTrue(text.en.contains("`source.navigationController?.pushViewController(…)`"), text.en)
        XCTAssertTrue(text.en.contains("did nothing: ViewController#1 is not in a navigation controller, so `navigationController` is nil and the optional chain (`?.`) skipped the call without a word."), text.en)
        XCTAssertTrue(text.ko.contains("ViewController#1은 내비게이션 컨트롤러 안에 있지 않습니다. 그래서 `navigationController`는 nil이고"), text.ko)
    }

    /// A custom segue that presents as a sheet fails a later check; the custom-segue rule stays silent.
    func testCustomSegueThatPresentsIsNotBlamed() throws {
        let (rule, _) = try explanation(report(project: "CustomSegue", exercise: "custom-segue", solution: "sheet"), check: "close-returns")
        XCTAssertEqual(rule, "sheet-no-view-will-appear")
    }

    // MARK: Selectors of unwind actions

    func testUnwindActionSelectorsAndTheDeclarationToWrite() {
        let source = """
        class A: UIViewController {
            @IBAction func unwindHome(_ segue: UIStoryboardSegue) {}
            @IBAction func back(segue: UIStoryboardSegue) {}
            @IBAction func toMain(with segue: UIStoryboardSegue) {}
            @IBAction func unwindTo(home segue: UIStoryboardSegue) {}
        }
        """
        XCTAssertEqual(UnwindActionMissingRule.unwindActions(in: [source]).map(\.selector), ["unwindHome:", "backWithSegue:", "toMainWith:", "unwindToHome:"])
        XCTAssertEqual(UnwindActionMissingRule.unwindActions(in: [source]).map(\.name), ["unwindHome(_:)", "back(segue:)", "toMain(with:)", "unwindTo(home:)"])
        XCTAssertEqual(UnwindActionMissingRule.declaration(for: "unwindToHome:"), "unwindToHome(_ segue: UIStoryboardSegue)")
        XCTAssertEqual(UnwindActionMissingRule.declaration(for: "unwindToMainWithSegue:"), "unwindToMain(segue: UIStoryboardSegue)")
    }
}
