import Foundation
import LearnerBuild
import XCTest

/// Every shape of glue compiles against the real runtime: private classes and actions, outlet
/// collections, extensions in another file, segue actions, custom segues, views, `#selector`.
final class GlueCompilesTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useTestCache()
    }

    func testEveryGlueShapeCompiles() throws {
        let folder = try Paths.temporaryFolder("shapes")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Paths.write([
            "Shapes.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "Shapes/ViewController.swift": GlueGeneratorTests.controller,
            "Shapes/Others.swift": GlueGeneratorTests.others,
            "Shapes/More/ViewController+Actions.swift": """
            import UIKit

            extension ViewController {
                @IBAction private func fromAnotherFile(_ sender: UIBarButtonItem) {}
                @objc private func timerFired() {}
            }

            private final class SecretViewController: UIViewController {
                @IBOutlet private weak var secret: UILabel!
                @IBAction private func reveal() { secret.text = "!" }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let button = UIButton()
                    button.addTarget(self, action: #selector(reveal), for: .touchUpInside)
                }
            }

            class CardView: UIView {
                @IBOutlet var title: UILabel?
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            class Outer {
                class Inner: UIViewController {}
            }
            """,
        ], into: folder)
        let project = try ProjectScanner.scan(folder: folder)
        let app: BuiltApp
        do {
            app = try LearnerCompiler().build(project)
        } catch {
            return XCTFail("\(error)")
        }
        XCTAssertEqual(app.moduleName, "Shapes")
        XCTAssertEqual(app.appDelegateClass, "AppDelegate")
        XCTAssertEqual(app.sceneDelegateClass, "SceneDelegate")
        XCTAssertEqual(app.warnings.filter { $0.message.contains("'Inner'") }.map(\.file), ["Shapes/More/ViewController+Actions.swift"])
    }
}
