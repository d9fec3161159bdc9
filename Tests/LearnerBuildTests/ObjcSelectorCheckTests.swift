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

    /// `#selector(setter: T.name)` needs the property exposed, as Xcode refuses it otherwise (a
    /// held-out writer's Objective-C habit, round 48); an `@objc` property, an outlet, or UIKit's own pass.
    func testAPropertyAccessorNeedsTheExposedProperty() {
        let plain = ObjcSelectorCheck.failures(source("""
            @objc func changed(_ sender: UISwitch) {}
            var note = ""
            func f() { perform(#selector(setter: ViewController.note), with: "a") }
        """))
        XCTAssertTrue(plain.contains("error: argument of '#selector' refers to property 'note' that is not exposed to Objective-C"), plain)
        XCTAssertTrue(plain.contains("note: add '@objc' to expose this property to Objective-C"), plain)
        XCTAssertEqual(CompileErrorLesson.parse(message: "argument of '#selector' refers to property 'note' that is not exposed to Objective-C", notes: [], sourceLine: nil),
                       .selectorPropertyNotObjC(property: "note"))
        for exposed in ["@objc var note = \"\"", "@objc dynamic var note = \"\""] {
            XCTAssertEqual(ObjcSelectorCheck.failures(source("""
                @objc func changed(_ sender: UISwitch) {}
                \(exposed)
                func f() { perform(#selector(getter: self.note)); perform(#selector(setter: ViewController.toggle), with: nil) }
            """)), "", exposed)
        }
        // UIKit's own property (`title`): not the learner's, left to the SDK.
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    @objc func changed(_ sender: UISwitch) {}\n    func f() { perform(#selector(setter: UIViewController.title), with: nil) }")), "")
    }

    func testExposedMethodsAndUIKitsOwnArePassed() {
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    @objc func changed(_ sender: UISwitch) {}")), "")
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    @IBAction func changed(_ sender: UISwitch) {}")), "")
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    @objc private func changed(_ sender: UISwitch) {}")), "")
        XCTAssertEqual(ObjcSelectorCheck.failures(source("", classAttributes: "@objcMembers ") + [("App/More.swift", "extension ViewController { func changed(_ s: UISwitch) {} }")]), "")
        XCTAssertEqual(ObjcSelectorCheck.failures(source("") + [("App/More.swift", "@objc extension ViewController { func changed(_ s: UISwitch) {} }")]), "")
        // Declared nowhere in the learner's code but UIKit's own, through the superclass or named on a UIKit type: left alone.
        XCTAssertEqual(ObjcSelectorCheck.failures([("App/V.swift", """
        import UIKit
        class V: UIViewController {
            func wire(_ b: UIButton) {
                b.addTarget(self, action: #selector(dismissKeyboard), for: .touchUpInside)
                b.addTarget(self, action: #selector(resignFirstResponder), for: .touchUpInside)
                b.addTarget(view, action: #selector(UIView.endEditing(_:)), for: .touchUpInside)
                b.addTarget(nil, action: #selector(self.viewDidLoad), for: .touchUpInside)
                b.addTarget(nil, action: #selector(helper.run), for: .touchUpInside)
                b.addTarget(nil, action: #selector(Elsewhere.run), for: .touchUpInside)
            }
        }
        extension UIViewController { @objc func dismissKeyboard() { view.endEditing(true) } }
        """)]), "")
        // A requirement of the learner's protocol (an `@objc protocol` makes its implementations visible).
        XCTAssertEqual(ObjcSelectorCheck.failures(source("    func changed(_ sender: UISwitch) {}") + [("App/P.swift", "@objc protocol P { func changed(_ s: UISwitch) }")]), "")
    }

    /// A selector naming no method (the learner's or UIKit's) is refused with swiftc's words, at
    /// the name: `Selector("…")` would compile and fail only when the action is sent.
    func testASelectorNamingNothingIsACompileErrorAtTheName() {
        let text = ObjcSelectorCheck.failures([("App/ViewController.swift", """
        import UIKit
        class ViewController: UIViewController {
            func wire(_ b: UIButton) {
                b.addTarget(self, action: #selector(onTapp(_:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(self.onTapp), for: .touchUpInside)
                b.addTarget(self, action: #selector(ViewController.onTapp), for: .touchUpInside)
                b.addTarget(self, action: #selector(onTap(_:)), for: .touchUpInside)
            }
            @objc func onTap(_ sender: UIButton) {}
        }
        """)])
        XCTAssertEqual(text, """
        App/ViewController.swift:4:45: error: cannot find 'onTapp(_:)' in scope
        4 |         b.addTarget(self, action: #selector(onTapp(_:)), for: .touchUpInside)
          |                                             `- error: cannot find 'onTapp(_:)' in scope

        App/ViewController.swift:5:50: error: value of type 'ViewController' has no member 'onTapp'
        5 |         b.addTarget(self, action: #selector(self.onTapp), for: .touchUpInside)
          |                                                  `- error: value of type 'ViewController' has no member 'onTapp'

        App/ViewController.swift:6:60: error: type 'ViewController' has no member 'onTapp'
        6 |         b.addTarget(self, action: #selector(ViewController.onTapp), for: .touchUpInside)
          |                                                            `- error: type 'ViewController' has no member 'onTapp'


        """)
        let diagnostics = CompilerOutput.parse(text)
        XCTAssertEqual(diagnostics.map(\.severity), ["error", "error", "error"])
        XCTAssertEqual(diagnostics.map(\.line), [4, 5, 6])
    }

    /// A name written with argument labels is looked up whole, as swiftc does (R10.9): labels that
    /// no method of that base name has (`onSave(sender:)` when the class declares `onSave(_:)`)
    /// name nothing, with swiftc's words and the name as written, at the name. The base name alone
    /// (`#selector(onSave)`), the right labels, a method of a superclass of the learner's, and a
    /// base name UIKit also has (`dismiss`) compile.
    func testASelectorWhoseLabelsMatchNoMethodIsACompileErrorAtTheName() {
        let text = ObjcSelectorCheck.failures([("App/ViewController.swift", """
        import UIKit
        class BaseController: UIViewController {
            @objc func onReload(_ sender: Any) {}
        }
        class ViewController: BaseController {
            func wire(_ b: UIButton) {
                b.addTarget(self, action: #selector(onSave(sender:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(self.onSave(sender:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(ViewController.onSave(_:_:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(onSave), for: .touchUpInside)
                b.addTarget(self, action: #selector(onSave(_:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(onReload(_:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(onReload(from:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(dismiss(animated:completion:)), for: .touchUpInside)
            }
            @objc func onSave(_ sender: UIButton) {}
            @objc func dismiss(_ sender: UIButton) {}
        }
        """)])
        XCTAssertEqual(text, """
        App/ViewController.swift:7:45: error: cannot find 'onSave(sender:)' in scope
        7 |         b.addTarget(self, action: #selector(onSave(sender:)), for: .touchUpInside)
          |                                             `- error: cannot find 'onSave(sender:)' in scope

        App/ViewController.swift:8:50: error: value of type 'ViewController' has no member 'onSave(sender:)'
        8 |         b.addTarget(self, action: #selector(self.onSave(sender:)), for: .touchUpInside)
          |                                                  `- error: value of type 'ViewController' has no member 'onSave(sender:)'

        App/ViewController.swift:9:60: error: type 'ViewController' has no member 'onSave(_:_:)'
        9 |         b.addTarget(self, action: #selector(ViewController.onSave(_:_:)), for: .touchUpInside)
          |                                                            `- error: type 'ViewController' has no member 'onSave(_:_:)'

        App/ViewController.swift:13:45: error: cannot find 'onReload(from:)' in scope
        13 |         b.addTarget(self, action: #selector(onReload(from:)), for: .touchUpInside)
           |                                             `- error: cannot find 'onReload(from:)' in scope


        """)
        let diagnostics = CompilerOutput.parse(text)
        XCTAssertEqual(diagnostics.map(\.severity), ["error", "error", "error", "error"])
        XCTAssertEqual(diagnostics.map(\.line), [7, 8, 9, 13])
        // Labels of a method that is not `@objc`: the labels match, so the error is Xcode's about Objective-C.
        let plain = ObjcSelectorCheck.failures([("App/V.swift", """
        import UIKit
        class V: UIViewController {
            func wire(_ b: UIButton) { b.addTarget(self, action: #selector(onSave(_:)), for: .touchUpInside) }
            func onSave(_ sender: UIButton) {}
        }
        """)])
        XCTAssertTrue(plain.contains("error: argument of '#selector' refers to instance method 'onSave(_:)' that is not exposed to Objective-C"), plain)
        XCTAssertFalse(plain.contains("cannot find"), plain)
    }
}
