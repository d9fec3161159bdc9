import Foundation
import LearnerBuild
import XCTest

final class SourceAnalyzerTests: XCTestCase {
    static let source = MarkedSource("""
    import UIKit

    1️⃣@UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    2️⃣class ViewController: BaseViewController, UITextFieldDelegate {
        3️⃣@IBOutlet weak var email: UITextField!
        4️⃣@IBOutlet var buttons: [UIButton]!
        @IBOutlet private var label: UILabel?
        @IBOutlet var first, second: UISwitch!
        @objc dynamic var observed = 0

        required init?(coder: NSCoder) { super.init(coder: coder) }

        5️⃣@IBAction private func onSubmit(_ sender: UIButton) {}
        @IBAction func tap() {}
        @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        @IBAction func pressed(_ sender: Any, forEvent event: UIEvent) {}
        6️⃣@IBSegueAction func makeResult(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> ResultViewController? { nil }
        @objc func keyboardWillShow(_ note: Notification) {}

        func helper() {
            9️⃣class Local: UIView {}
        }
        struct Model { @objc var ignored = 0 }
    }

    class BaseViewController: UIViewController {}
    class ResultViewController: UIViewController {}
    7️⃣class Box<T>: UIView {}
    class FadeSegue: UIStoryboardSegue {}
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
    class RoundButton: UIButton {}
    class Model {}
    extension ViewController {
        8️⃣@IBAction func fromExtension(_ sender: Any) {}
    }
    """)

    func analyze() -> SourceAnalysis.File {
        SourceAnalyzer.analyze(source: Self.source.text, relativePath: "App/ViewController.swift")
    }

    func testClassesAndTheirLines() throws {
        let file = analyze()
        let names = file.declarations.filter { !$0.isExtension }.map(\.name)
        XCTAssertEqual(names, ["AppDelegate", "ViewController", "Local", "BaseViewController", "ResultViewController", "Box",
                               "FadeSegue", "SceneDelegate", "RoundButton", "Model"])
        let controller = try XCTUnwrap(file.declarations.first { $0.name == "ViewController" })
        XCTAssertEqual(controller.line, Self.source.line("2️⃣"))
        XCTAssertEqual(controller.inheritedTypes, ["BaseViewController", "UITextFieldDelegate"])
        XCTAssertTrue(controller.declaresCoderInitializer)
        XCTAssertEqual(file.declarations.first { $0.name == "AppDelegate" }?.hasMainAttribute, true)
        XCTAssertEqual(file.declarations.first { $0.name == "Local" }?.isNested, true, "a class inside a function")
        XCTAssertEqual(file.declarations.first { $0.name == "Box" }?.isGeneric, true)
        XCTAssertEqual(file.declarations.first { $0.name == "Box" }?.line, Self.source.line("7️⃣"))
    }

    func testOutlets() throws {
        let controller = try XCTUnwrap(analyze().declarations.first { $0.name == "ViewController" })
        XCTAssertEqual(controller.outlets.map(\.name), ["email", "buttons", "label", "first", "second"])
        XCTAssertEqual(controller.outlets.map(\.typeName), ["UITextField", "UIButton", "UILabel", "UISwitch", "UISwitch"])
        XCTAssertEqual(controller.outlets.map(\.isCollection), [false, true, false, false, false])
        XCTAssertEqual(controller.outlets.map(\.line).prefix(2), [Self.source.line("3️⃣"), Self.source.line("4️⃣")])
    }

    func testActionsAndSegueActions() throws {
        let file = analyze()
        let controller = try XCTUnwrap(file.declarations.first { $0.name == "ViewController" && !$0.isExtension })
        XCTAssertEqual(controller.actions.map(\.selector),
                       ["onSubmit:", "tap", "unwindToMainWithSegue:", "pressed:forEvent:", "keyboardWillShow:"])
        XCTAssertEqual(controller.actions.map(\.swiftName),
                       ["onSubmit(_:)", "tap()", "unwindToMain(segue:)", "pressed(_:forEvent:)", "keyboardWillShow(_:)"])
        XCTAssertEqual(controller.actions.map(\.parameterCount), [1, 0, 1, 2, 1])
        XCTAssertEqual(controller.actions[3].parameters.map(\.typeName), ["Any", "UIEvent"])
        XCTAssertEqual(controller.actions.map(\.isObjCOnly), [false, false, false, false, true])
        XCTAssertEqual(controller.actions.first?.line, Self.source.line("5️⃣"))
        let segueAction = try XCTUnwrap(controller.segueActions.first)
        XCTAssertEqual(segueAction.selector, "makeResult:sender:segueIdentifier:")
        XCTAssertEqual(segueAction.returnType, "ResultViewController?")
        XCTAssertEqual(segueAction.line, Self.source.line("6️⃣"))
        let fromExtension = try XCTUnwrap(file.declarations.first { $0.name == "ViewController" && $0.isExtension })
        XCTAssertEqual(fromExtension.actions.map(\.selector), ["fromExtension:"])
        XCTAssertEqual(fromExtension.actions.first?.line, Self.source.line("8️⃣"))
    }

    func testRolesFollowSuperclassesAcrossFiles() {
        let other = SourceAnalyzer.analyze(source: "class DetailViewController: ResultViewController {}", relativePath: "App/Detail.swift")
        let generator = GlueGenerator(analysis: SourceAnalysis(files: [analyze(), other]))
        XCTAssertEqual(generator.role(of: "ViewController"), .controller, "through BaseViewController")
        XCTAssertEqual(generator.role(of: "DetailViewController"), .controller, "through a class in another file")
        XCTAssertEqual(generator.role(of: "FadeSegue"), .segue)
        XCTAssertEqual(generator.role(of: "RoundButton"), .view)
        XCTAssertEqual(generator.role(of: "AppDelegate"), .appDelegate)
        XCTAssertEqual(generator.role(of: "SceneDelegate"), .sceneDelegate)
        XCTAssertEqual(generator.role(of: "Model"), .other)
        XCTAssertEqual(generator.appDelegateClass, "AppDelegate")
        XCTAssertEqual(generator.sceneDelegateClass, "SceneDelegate")
    }

    func testGenericAndNestedClassesAreLeftOutWithAWarning() {
        let generator = GlueGenerator(analysis: SourceAnalysis(files: [analyze()]))
        let warnings = generator.warnings
        XCTAssertEqual(warnings.map(\.line), [Self.source.line("9️⃣"), Self.source.line("7️⃣")])
        XCTAssertTrue(warnings.allSatisfy { $0.severity == "warning" && $0.file == "App/ViewController.swift" })
        XCTAssertTrue(warnings[1].message.contains("'Box'") && warnings[1].message.contains("generic"), warnings[1].message)
        let glue = generator.glue(for: analyze())
        XCTAssertFalse(glue.contains("Box"))
        XCTAssertFalse(glue.contains("Local"))
    }
}
