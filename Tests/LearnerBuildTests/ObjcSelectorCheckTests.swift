import Foundation
@testable import LearnerBuild
import Texts
import XCTest

/// `#selector` of a method not exposed to Objective-C is refused as Xcode's compiler refuses it
/// (this compiler cannot see it without Objective-C), and only then.
final class ObjcSelectorCheckTests: XCTestCase {
    func source(_ body: String, classAttributes: String = "") -> [(path: String, contents: String)] {
        [("App/ViewController.swift", """
        import UIKit
        \(classAttributes)class ViewController: UIViewController {
            @IBOutlet var toggle: UISwitch!
            override func viewDidLoad() {
                super.viewDidLoad()
                toggle.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
            }
        \(body)
        }
        """)]
    }

    func testAPlainMethodIsNotExposedAndIsToldAsXcodeTellsIt() {
        let text = ObjcSelectorCheck.failures(source("    func changed(_ sender: UISwitch) {}"))
        XCTAssertEqual(text, """
        App/ViewController.swift:6:50: error: argument of '#selector' refers to instance method 'changed(_:)' that is not exposed to Objective-C
        6 |         toggle.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
          |                                                  `- error: argument of '#selector' refers to instance method 'changed(_:)' that is not exposed to Objective-C

        App/ViewController.swift:8:10: note: add '@objc' to expose this instance method to Objective-C


        """)
        let diagnostics = CompilerOutput.parse(text)
        XCTAssertEqual(diagnostics.first?.severity, "error")
        XCTAssertEqual(CompileErrorLesson.parse(message: diagnostics[0].message, notes: [], sourceLine: nil), .selectorNotObjC(method: "changed(_:)"))
    }

    func testExposedMethodsAndUIKitsOwnArePassed() {
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    @objc func changed(_ sender: UISwitch) {}")), "")
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    @IBAction func changed(_ sender: UISwitch) {}")), "")
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    @objc private func changed(_ sender: UISwitch) {}")), "")
        XCTAssertEqual(ObjcSelectorCheck.failures(source("", classAttributes: "@objcMembers ") + [("App/More.swift", "extension ViewController { func changed(_ s: UISwitch) {} }")]), "")
        XCTAssertEqual(ObjcSelectorCheck.failures(source("") + [("App/More.swift", "@objc extension ViewController { func changed(_ s: UISwitch) {} }")]), "")
        // Declared nowhere in the learner's code (UIKit's own, or a typo the compiler reports): left alone.
        XCTAssertEqual(ObjcSelectorCheck.failures(source("")), "")
        // A requirement of the learner's protocol (an `@objc protocol` makes its implementations visible).
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    func changed(_ sender: UISwitch) {}") + [("App/P.swift", "@objc protocol P { func changed(_ s: UISwitch) }")]), "")
    }
}
