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

    /// R13.2: a collection view cell or reusable view class that has `init(frame:)` (declared, or
    /// inherited because it declares no designated initializer) is made with it when registered by
    /// class; one whose own initializers leave no `init(frame:)`, and any other view, gets none.
    func testCollectionCellsGetAFrameInitializer() {
        let source = """
        import UIKit
        class CodeCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        class BoardCell: UICollectionViewCell { @IBOutlet weak var name: UILabel! }
        class SubCell: CodeCell { convenience init() { self.init(frame: .zero) } }
        class ItemCell: UICollectionViewCell {
            let item: String
            init(item: String) { self.item = item; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Header: UICollectionReusableView {}
        class Badge: UIView {}
        """
        let file = SourceAnalyzer.analyze(source: source, relativePath: "App/Cells.swift")
        let generator = GlueGenerator(analysis: SourceAnalysis(files: [file]))
        for name in ["CodeCell", "BoardCell", "SubCell", "Header"] {
            XCTAssertTrue(generator.hasFrameInitializerForCollectionView(name), name)
        }
        for name in ["ItemCell", "Badge"] {
            XCTAssertFalse(generator.hasFrameInitializerForCollectionView(name), name)
        }
        let glue = generator.glue(for: file)
        XCTAssertTrue(glue.contains("makeWithFrame: { CodeCell(frame: $0) }"), glue)
        XCTAssertFalse(glue.contains("ItemCell(frame:"), glue)
        XCTAssertFalse(glue.contains("Badge(frame:"), glue)
    }

    /// R1.9: each class body says which instance methods it declares (an empty list too), and an
    /// extension of a controller that declares methods (a delegate adopted in an extension) adds
    /// its own, so the runtime traces an optional delegate call only when the method exists.
    func testGlueListsTheMethodsAClassDeclares() {
        let source = """
        import UIKit
        class ListViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            override func viewDidLoad() { super.viewDidLoad() }
            static func make() -> ListViewController { ListViewController() }
        }
        extension ListViewController: UITableViewDelegate {
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }
        class EmptyViewController: UIViewController {}
        extension String { func trimmed() -> String { self } }
        """
        let file = SourceAnalyzer.analyze(source: source, relativePath: "App/List.swift")
        let glue = GlueGenerator(analysis: SourceAnalysis(files: [file])).glue(for: file)
        XCTAssertTrue(glue.contains(#"methods: ["viewDidLoad()"]"#), glue)
        XCTAssertTrue(glue.contains(#"methods: ["tableView(_:didSelectRowAt:)"]"#), glue)
        XCTAssertTrue(glue.contains("methods: []"), "a class declaring no method says so: \(glue)")
        XCTAssertFalse(glue.contains("trimmed"), "an extension of a type the runtime does not create gets no glue")
        XCTAssertFalse(glue.contains("make()"), "class methods are not instance methods")
    }

    /// A class's static stored properties whose start value runs no code are read as roots of the
    /// app's objects (a child coordinator kept in `static var lastChild` is alive, not released);
    /// one whose start value makes an object is never read (reading it would run that code).
    func testGlueReadsStaticStoredPropertiesThatRunNoCode() {
        let source = """
        import UIKit
        class MainCoordinator {
            static var lastChild: LeftCoordinator?
            static var kept = [LeftCoordinator]()
            static var byName: [String: LeftCoordinator] = [:]
            static var observed: LeftCoordinator? = nil { didSet { print("set") } }
            static let shared = MainCoordinator()
            static var count = 0
            static var computed: Int { 1 }
            var instance: LeftCoordinator?
        }
        class LeftCoordinator {}
        extension String { static var cache: [String] = [] }
        """
        let file = SourceAnalyzer.analyze(source: source, relativePath: "App/Coordinators.swift")
        let main = file.declarations.first { $0.name == "MainCoordinator" }
        XCTAssertEqual(main?.staticStoredProperties, ["lastChild", "kept", "byName", "observed"])
        let glue = GlueGenerator(analysis: SourceAnalysis(files: [file])).glue(for: file)
        XCTAssertTrue(glue.contains(#""lastChild": { MainCoordinator.`lastChild` as Any },"#), glue)
        XCTAssertFalse(glue.contains("`shared`"), glue)
        XCTAssertFalse(glue.contains("LeftCoordinator.self"), "a class without statics or members gets no glue: \(glue)")
        XCTAssertFalse(glue.contains("cache"), "an extension of a type the project does not declare: \(glue)")
    }

    func testAFileWithoutClassesGetsNoGlue() {
        let file = SourceAnalyzer.analyze(source: "import Foundation\nstruct Model { var name = \"\" }\n", relativePath: "Model.swift")
        let generator = GlueGenerator(analysis: SourceAnalysis(files: [file]))
        XCTAssertEqual(generator.glue(for: file), "")
        XCTAssertNil(generator.registrationFunction(for: file))
        XCTAssertTrue(generator.mainFile(appDelegate: nil, sceneDelegate: nil).contains("""
                WorkbookDriver.start(
                    appDelegateClass: "",
                    sceneDelegateClass: "",
                    coverage: __workbookCoverage
                )
        """))
    }
}
