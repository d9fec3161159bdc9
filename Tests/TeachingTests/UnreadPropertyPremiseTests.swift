import LearnerBuild
import Teaching
import WorkbookProtocol
import XCTest

/// `paramUpdate` given a value and never read: told when the label the check read is set to a
/// constant; not when a line that ran sets the label from something read (a view model).
final class UnreadPropertyPremiseTests: XCTestCase {
    func explanations(label value: String) -> [Explanation] {
        let code = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramUpdate = false
            var model = SettingsModel()
            override func viewDidLoad() {
                super.viewDidLoad()
                resultUpdate.text = \(value)
            }
        }
        class ViewController: UIViewController {
            func send(to result: ResultViewController) {
                result.paramUpdate = true
            }
        }
        """
        return TeachingRules.explanations(for: CoverageFixture.context(code, coverage: CoverageFixture.coverage([1: 1]),
                                                                      expectation: .label(outlet: "resultUpdate", text: "자동갱신"), expected: "자동갱신", actual: "\"x\""))
    }

    func testAConstantLabelIsToldWithTheUnreadProperty() {
        XCTAssertTrue(explanations(label: "\"자동갱신안함\"").contains { $0.text.en.hasPrefix("`paramUpdate` is given a value (line 12), but nothing in your code reads it") })
    }

    func testALabelSetFromAViewModelIsNotToldAsAnUnreadProperty() {
        XCTAssertFalse(explanations(label: "model.updateText").contains { $0.text.en.contains("nothing in your code reads it") })
    }
}
