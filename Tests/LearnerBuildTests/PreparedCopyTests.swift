import Foundation
@testable import LearnerBuild
import XCTest

/// Blanking replaces attributes with spaces: every line keeps its length, no line moves.
final class PreparedCopyTests: XCTestCase {
    static let source = """
    import UIKit

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    @objcMembers @IBDesignable
    class ViewController: UIViewController {
        @IBOutlet weak var email: UITextField!
        @IBInspectable var radius: CGFloat = 4
        @objc dynamic var observed = 0
        @nonobjc func swiftOnly() {}
        @GKInspectable var speed = 1
        @objc(customName:)
        @IBAction private func renamed(_ sender: Any) {}
        @IBAction func onSubmit(_ sender: UIButton) {}
        @IBAction func tap() {}
        @IBAction func pressed(_ sender: Any, forEvent event: UIEvent) {}
        @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
        @objc
        func multiLine() {}
        let text = "@objc stays in strings"
        // @IBOutlet stays in comments
    }
    @objc protocol Legacy {}
    """

    func prepared(_ source: String = source) -> String {
        let file = SourceAnalyzer.analyze(source: source, relativePath: "ViewController.swift")
        return SourcePreparer.prepare(source, file: file, glue: "")
    }

    /// `import CoreData` compiles as UIKit, whose declarations hold the template's container;
    /// the line keeps its length and `import CoreData.X` forms are left alone.
    func testCoreDataImportCompilesAsUIKit() {
        let source = "import UIKit\nimport CoreData\n@preconcurrency import CoreData\nlet name = \"import CoreData\"\n"
        let file = SourceAnalyzer.analyze(source: source, relativePath: "AppDelegate.swift")
        XCTAssertEqual(SourcePreparer.prepare(source, file: file, glue: ""),
                       "import UIKit\nimport UIKit   \n@preconcurrency import UIKit   \nlet name = \"import CoreData\"\n")
    }

    /// Xcode 15's `#Preview` at file scope is blanked (its plug-in is Xcode's); lines keep their length.
    func testPreviewMacroIsBlanked() {
        let source = "import UIKit\nclass A: UIViewController {}\n#Preview {\n    A()\n}\n@available(iOS 17, *)\n#Preview(\"Dark\") { A() }\nlet s = \"#Preview\"\n"
        let file = SourceAnalyzer.analyze(source: source, relativePath: "A.swift")
        XCTAssertEqual(SourcePreparer.prepare(source, file: file, glue: ""),
                       "import UIKit\nclass A: UIViewController {}\n" + String(repeating: " ", count: 10) + "\n       \n \n" + String(repeating: " ", count: 21) + "\n" + String(repeating: " ", count: 24) + "\nlet s = \"#Preview\"\n")
    }

    /// A file importing only Foundation that names `Selector` (Foundation's on iOS) gets that one
    /// UIKit type; a file importing UIKit, or naming no selector, gets nothing.
    func testSelectorIsImportedAloneIntoFoundationOnlyFiles() {
        XCTAssertEqual(PreparedProject.selectorImport("import Foundation\nfunc send(_ s: Selector) {}\n"),
                       "\nimport struct UIKit.Selector // workbook: Foundation's on iOS\n")
        XCTAssertEqual(PreparedProject.selectorImport("import UIKit\nfunc send(_ s: Selector) {}\n"), "")
        XCTAssertEqual(PreparedProject.selectorImport("import Foundation\nlet selectorCount = 1\n"), "")
    }

    /// A file naming `UserDefaults` gets UIKit's (which tells observers of its changes, R17.4) by a
    /// scoped import after its last line, so `import Foundation` beside `import UIKit` is not ambiguous.
    func testUserDefaultsIsImportedFromUIKit() {
        let line = "\nimport class UIKit.UserDefaults // workbook: tells observers of its changes, as on iOS\n"
        XCTAssertEqual(PreparedProject.defaultsImport("import Foundation\nimport UIKit\nlet d = UserDefaults(suiteName: \"a\")\n"), line)
        XCTAssertEqual(PreparedProject.defaultsImport("import Foundation\nstruct Store { let d = UserDefaults.standard }\n"), line)
        XCTAssertEqual(PreparedProject.defaultsImport("import UIKit\nlet myUserDefaultsKey = 1\n"), "")
        XCTAssertEqual(PreparedProject.defaultsImport("let d = UserDefaults.standard\n"), "")
    }

    func testEveryLineKeepsItsLength() {
        let before = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
        let after = prepared().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(after.count, before.count)
        for (number, (old, new)) in zip(before, after).enumerated() {
            // An `@objc protocol` grows by `: AnyObject` (class-bound, as on iOS): only that line.
            if old.contains("@objc protocol") {
                XCTAssertEqual(new.trimmingCharacters(in: .whitespaces), "protocol Legacy: AnyObject {}")
                continue
            }
            // An `@objc dynamic var` gets a `didSet` that tells its observers (R10.13), after its
            // own text: the columns before it stay.
            if old.contains("dynamic var") {
                let kept = String(decoding: Array(new.utf8.prefix(old.utf8.count)), as: UTF8.self)
                XCTAssertTrue(kept.hasSuffix(old.split(separator: "var").last.map { "var" + $0 } ?? ""), "line \(number + 1): \(new)")
                XCTAssertTrue(new.hasSuffix(" { didSet { __workbookDidChange(self, \"observed\", oldValue, self.observed); } }"), "line \(number + 1): \(new)")
                continue
            }
            XCTAssertEqual(old.utf8.count, new.utf8.count, "line \(number + 1): \(new)")
        }
    }

    func testObjectiveCOnlyAttributesAreBlanked() {
        let text = prepared()
        for attribute in ["@IBOutlet weak", "@objc dynamic", "@objcMembers", "@IBDesignable", "@IBInspectable", "@nonobjc",
                          "@GKInspectable", "@objc(customName:)", "@UIApplicationMain", "@objc protocol", " dynamic var"] {
            XCTAssertFalse(text.contains(attribute), attribute)
        }
        XCTAssertTrue(text.contains("    @IBAction private func renamed"), "@IBAction compiles on Linux and stays")
        XCTAssertTrue(text.contains("@IBSegueAction func make"))
        XCTAssertTrue(text.contains("              func tap() {}"), "swiftc on Linux wants exactly one argument on @IBAction")
        XCTAssertTrue(text.contains("              func pressed(_ sender: Any, forEvent"))
        XCTAssertTrue(text.contains("\"@objc stays in strings\""))
        XCTAssertTrue(text.contains("// @IBOutlet stays in comments"))
        XCTAssertTrue(text.contains("    " + String(repeating: " ", count: "@IBOutlet".count) + " weak var email"))
    }

    func testGlueGoesAfterTheLastLearnerLine() {
        let source = "class A {}"
        let file = SourceAnalyzer.analyze(source: source, relativePath: "A.swift")
        let text = SourcePreparer.prepare(source, file: file, glue: "// glue\n")
        XCTAssertEqual(text, "class A {}\n// glue\n")
        XCTAssertEqual(file.lineCount, 1)
    }

    func testSelectorExpressionsBecomeSelectorStrings() {
        let source = """
        class V: UIViewController {
            func viewDidLoad() { button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
            @objc func tapped(_ sender: Any) {}
        }
        """
        let text = prepared(source)
        XCTAssertTrue(text.contains(#"action: Selector("tapped:")  , for:"#), "padded to the width of #selector(tapped(_:)):\n\(text)")
    }
}

/// An `@objc protocol` as iOS has it: class-bound, and its `optional` requirements callable with
/// `?` (each given an empty default, the `?` of `x.name?(…)` blanked).
final class ObjcProtocolPreparationTests: XCTestCase {
    func testAnObjcProtocolIsClassBoundAndItsOptionalRequirementsHaveEmptyDefaults() {
        let source = """
        import UIKit
        @objc protocol Receiving {
            @objc optional func receive(_ text: String)
            @objc optional var title: String? { get }
            @objc optional func count() -> Int
            func required()
        }
        @objc protocol Named: NSObjectProtocol {}
        @objc protocol Listening: Receiving {}
        final class Sender {
            weak var receiver: Receiving?
            func send() { receiver?.receive?("x"); let n = receiver?.count?() }
        }
        """
        let analysis = SourceAnalyzer.analyze([LearnerProject.SourceFile(relativePath: "A.swift", url: URL(fileURLWithPath: "/tmp/A.swift"), contents: source)])
        let file = analysis.files[0]
        XCTAssertEqual(file.optionalRequirements, ["receive"])
        XCTAssertEqual(file.optionalDefaults, ["extension Receiving {", "    func receive(_ text: String) {}", "    var title: String? { nil }", "}"])
        let prepared = SourcePreparer.prepare(source, file: file, glue: "").split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(prepared[1].trimmingCharacters(in: .whitespaces), "protocol Receiving: AnyObject {")
        XCTAssertEqual(prepared[2].trimmingCharacters(in: .whitespaces), "func receive(_ text: String)")
        XCTAssertEqual(prepared[3].trimmingCharacters(in: .whitespaces), "var title: String? { get }")
        // A requirement that must return a value keeps `optional` (it cannot have an empty default).
        XCTAssertEqual(prepared[4].trimmingCharacters(in: .whitespaces), "optional func count() -> Int")
        XCTAssertEqual(prepared[7].trimmingCharacters(in: .whitespaces), "protocol Named: NSObjectProtocol {}")
        XCTAssertEqual(prepared[8].trimmingCharacters(in: .whitespaces), "protocol Listening: Receiving, AnyObject {}")
        XCTAssertEqual(prepared[11].trimmingCharacters(in: .whitespaces), #"func send() { receiver?.receive ("x"); let n = receiver?.count?() }"#)
        XCTAssertEqual(prepared.count, source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}
