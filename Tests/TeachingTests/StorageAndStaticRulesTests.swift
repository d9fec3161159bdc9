import LearnerBuild
import Teaching
import WorkbookProtocol
import XCTest

/// Round 16: keys a property wrapper stores under, a screen kept in a `static`, a value written to
/// the type's static property while the screen shows its own.
final class StorageAndStaticRulesTests: XCTestCase {
    func testAWrappersKeysThatDifferAreTold() {
        let code = """
        @propertyWrapper struct UserDefault {
            let key: String
            var wrappedValue: String {
                get { UserDefaults.standard.string(forKey: key) ?? "" }
                nonmutating set { UserDefaults.standard.set(newValue, forKey: key) }
            }
            init(_ key: String) { self.key = key }
        }
        class FormViewController: UIViewController {
            @UserDefault("email") var savedEmail: String
            @IBAction func onDone(_ sender: Any) {
                savedEmail = "a@b.c"
            }
        }
        class ViewController: UIViewController {
            @UserDefault("Email") var savedEmail: String
            @IBOutlet var label: UILabel!
        }
        """
        let found = TeachingRules.explanations(for: CoverageFixture.context(code, coverage: CoverageFixture.coverage([1: 1]),
                                                                           expectation: .label(outlet: "label", text: "a@b.c"), expected: "a@b.c", actual: "\"\""))
        XCTAssertEqual(found.first?.rule, "key-mismatch", found.map(\.rule).description)
        XCTAssertEqual(found.first?.text.en, "You save under the key \"email\" (line 12) but read \"Email\" (line 16): `@UserDefault` holds nothing under \"Email\", so the read gives nil (or 0, false). Use one key in both places, best as a constant they share.")
    }

    func testAScreenKeptInAStaticPropertyIsTold() {
        let code = """
        enum Screens {
            static let second: UIViewController = {
                UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Second")
            }()
        }
        class ViewController: UIViewController {
            @IBAction func onOpen(_ sender: Any) {
                present(Screens.second, animated: true)
            }
        }
        """
        let found = TeachingRules.explanations(for: CoverageFixture.context(code, coverage: CoverageFixture.coverage([1: 1]),
                                                                           expectation: .deallocated("SecondViewController"), expected: "", actual: ""))
        XCTAssertEqual(found.first?.rule, "static-holder", found.map(\.rule).description)
        XCTAssertTrue(found.first?.text.en.hasPrefix("`Screens.second` (line 2) is a `static` property: it is made once and keeps its SecondViewController for as long as the app runs, so the screen shown with it (`present(Screens.second, animated: true)`, line 8)") == true, found.first?.text.en ?? "")
    }
}
