import Teaching
import WorkbookProtocol
import XCTest

/// A class the storyboard names and the code does not have (renamed in one place only).
final class UnknownStoryboardClassRuleTests: XCTestCase {
    func context(_ timeline: [RunRecord.Entry], crash: CrashReport? = nil, sources: [String]) -> FailureContext {
        FailureContext(check: CheckFacts(id: "c", steps: []),
                       failure: FailureFacts(step: 2, expectation: crash == nil ? .top("ResultViewController") : nil, expected: "x", actual: "y"),
                       run: RunRecord(timeline: timeline, crash: crash, state: nil),
                       storyboards: [], sources: sources)
    }

    func testASceneOfAClassRenamedInTheCodeIsToldWithTheClassThatExists() {
        let code = "import UIKit\nclass ResultScreenViewController: UIViewController {}\nclass ViewController: UIViewController {}\n"
        let explanations = TeachingRules.explanations(for: context([.console("Unknown class ResultViewController in Interface Builder file.")], sources: [code]))
        let found = explanations.first { $0.rule == "unknown-storyboard-class" }
        XCTAssertEqual(found?.text.en, "The storyboard names the class `ResultViewController` for a scene, and your code has no class of that name, so UIKit made a plain UIViewController there (`Unknown class ResultViewController in Interface Builder file.` in the console) and none of your class's code runs on that screen. Your class is `ResultScreenViewController`: a name changed in one place and not the other. Make the two the same: the scene's Class (Identity inspector) and the class declared in your code.")
        XCTAssertTrue(found?.text.ko.contains("여러분의 클래스는 `ResultScreenViewController`입니다") == true, found?.text.ko ?? "")
    }

    func testACustomSegueClassThatIsGoneAndATypealiasThatIsNoClass() {
        let crash = CrashReport(kind: .uncaughtException, reason: "Could not find a segue class named 'FadeSegue'", step: 1)
        let segue = TeachingRules.explanations(for: context([], crash: crash, sources: ["class CrossFadeSegue: UIStoryboardSegue {}"]))
        XCTAssertTrue(segue.contains { $0.rule == "unknown-storyboard-class" && $0.text.en.contains("Your class is `CrossFadeSegue`") })
        let aliased = TeachingRules.explanations(for: context([.console("Unknown class ResultViewController in Interface Builder file.")],
                                                              sources: ["typealias ResultViewController = ResultScreen\nclass ResultScreen: UIViewController {}"]))
        XCTAssertTrue(aliased.contains { $0.rule == "unknown-storyboard-class" && $0.text.en.contains("Your class is `ResultScreen`") })
        // A class the code does have is not this reading.
        let present = TeachingRules.explanations(for: context([.console("Unknown class ResultViewController in Interface Builder file.")],
                                                              sources: ["class ResultViewController: UIViewController {}"]))
        XCTAssertFalse(present.contains { $0.rule == "unknown-storyboard-class" })
    }
}
