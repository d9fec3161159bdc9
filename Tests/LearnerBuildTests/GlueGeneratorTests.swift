import Foundation
import LearnerBuild
import XCTest

/// The glue text is compared with `Golden/*.txt` (`WORKBOOK_RECORD_GOLDEN=1` re-records).
final class GlueGeneratorTests: XCTestCase {
    static let controller = """
    import UIKit

    class ViewController: UIViewController {
        @IBOutlet weak var email: UITextField!
        @IBOutlet private var result: UILabel?
        @IBOutlet var buttons: [UIButton]!
        @IBOutlet var strictButtons: [UIButton] = []

        @IBAction private func onSubmit(_ sender: UIButton) {}
        @IBAction func tap() {}
        @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        @IBAction func pressed(_ sender: Any, forEvent event: UIEvent) {}
        @IBSegueAction func makeResult(_ coder: NSCoder) -> ResultViewController? { nil }
        @IBSegueAction func makeDetail(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
        @objc func keyboardWillShow(_ note: Notification) {}
    }

    private class BadgeView: UIView {}

    extension ViewController {
        @IBAction func fromExtension(_ sender: Any) {}
    }
    """

    static let others = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {}
    class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
    class FadeSegue: UIStoryboardSegue {}
    class ResultViewController: UIViewController {}
    class Plain {}
    """

    func generator() -> (GlueGenerator, [SourceAnalysis.File]) {
        let files = [
            SourceAnalyzer.analyze(source: Self.controller, relativePath: "App/ViewController.swift"),
            SourceAnalyzer.analyze(source: Self.others, relativePath: "App/Others.swift"),
        ]
        return (GlueGenerator(analysis: SourceAnalysis(files: files)), files)
    }

    func testControllerGlue() throws {
        let (generator, files) = generator()
        try assertGolden(generator.glue(for: files[0]), "ViewController.glue.txt")
    }

    func testDelegateAndSegueGlue() throws {
        let (generator, files) = generator()
        let glue = generator.glue(for: files[1])
        try assertGolden(glue, "Others.glue.txt")
        XCTAssertFalse(glue.contains("extension Plain"), "a class UIKit never creates or calls gets no glue")
    }

    func testMainFile() throws {
        let (generator, _) = generator()
        try assertGolden(generator.mainFile(appDelegate: generator.appDelegateClass, sceneDelegate: "SceneDelegate"),
                         "__WorkbookMain.txt")
    }

    func testAFileWithoutClassesGetsNoGlue() {
        let file = SourceAnalyzer.analyze(source: "import Foundation\nstruct Model { var name = \"\" }\n", relativePath: "Model.swift")
        let generator = GlueGenerator(analysis: SourceAnalysis(files: [file]))
        XCTAssertEqual(generator.glue(for: file), "")
        XCTAssertNil(generator.registrationFunction(for: file))
        XCTAssertTrue(generator.mainFile(appDelegate: nil, sceneDelegate: nil).contains("let classes: [__WorkbookClassGlue] = []"))
    }
}
