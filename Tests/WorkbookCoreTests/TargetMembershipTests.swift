import Foundation
import WorkbookCore
import XCTest

/// A new Swift file that is not in the Xcode target: the compile error about a name it declares
/// says so, and how to add it (Target Membership), on every path (check and grade go through the
/// Checker, trace through the tracer).
final class TargetMembershipTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func testAFileOutsideTheTargetIsNamedWithTheFix() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("membership-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Exercises/store-in-userdefaults"), to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try """
        import Foundation

        extension UserDefaults {
            var sentValue: String? {
                get { string(forKey: "sent") }
                set { set(newValue, forKey: "sent") }
            }
        }
        """.write(to: folder.appendingPathComponent("StoreInUserDefaults/Defaults+Sent.swift"), atomically: true, encoding: .utf8)
        let form = folder.appendingPathComponent("StoreInUserDefaults/FormViewController.swift")
        try String(contentsOf: form, encoding: .utf8)
            .replacingOccurrences(of: "        // TODO:", with: "        UserDefaults.standard.sentValue = email.text\n        // TODO:")
            .write(to: form, atomically: true, encoding: .utf8)
        let checksFile = folder.appendingPathComponent("checks.yaml")
        let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
        let report = Checker(reportCache: nil).check(project: folder, checks: checks)
        let text = try XCTUnwrap(report.compileError)
        XCTAssertTrue(text.contains("has no member 'sentValue'"), text)
        XCTAssertTrue(text.contains("`sentValue` is declared in StoreInUserDefaults/Defaults+Sent.swift:4, but that file is not part of the app target StoreInUserDefaults"), text)
        XCTAssertTrue(text.contains("Target Membership") && text.contains("참고: `sentValue`는"), text)
        XCTAssertThrowsError(try ProjectTracer().prepare(projectFolder: folder)) { error in
            XCTAssertTrue("\(error)".contains("Target Membership"), "\(error)")
        }
        // A conformance written in a new file left out: the error names the class, the note its extension.
        try """
        import UIKit

        extension FormViewController: UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
        }
        """.write(to: folder.appendingPathComponent("StoreInUserDefaults/Defaults+Sent.swift"), atomically: true, encoding: .utf8)
        try String(contentsOf: form, encoding: .utf8)
            .replacingOccurrences(of: "UserDefaults.standard.sentValue = email.text", with: "let conforming: UITextFieldDelegate = self")
            .write(to: form, atomically: true, encoding: .utf8)
        let conformance = Checker(reportCache: nil).check(project: folder, checks: checks)
        let conformanceText = try XCTUnwrap(conformance.compileError)
        XCTAssertTrue(conformanceText.contains("`extension FormViewController` is declared in StoreInUserDefaults/Defaults+Sent.swift:3, but that file is not part of the app target"), conformanceText)
        // Any other compile error while a left-out file declares something: the file is named.
        try String(contentsOf: form, encoding: .utf8)
            .replacingOccurrences(of: "let conforming: UITextFieldDelegate = self", with: "let count: Int = \"many\"")
            .write(to: form, atomically: true, encoding: .utf8)
        let unrelated = Checker(reportCache: nil).check(project: folder, checks: checks)
        let unrelatedText = try XCTUnwrap(unrelated.compileError)
        XCTAssertTrue(unrelatedText.contains("note: StoreInUserDefaults/Defaults+Sent.swift is in the folder but not part of the app target StoreInUserDefaults (project.pbxproj does not list it)"), unrelatedText)
        // A name the missing file does not declare gets no such note.
        try "import Foundation\n".write(to: folder.appendingPathComponent("StoreInUserDefaults/Defaults+Sent.swift"), atomically: true, encoding: .utf8)
        let other = Checker(reportCache: nil).check(project: folder, checks: checks)
        XCTAssertFalse(other.compileError?.contains("Target Membership") ?? true, other.compileError ?? "")
    }
}
