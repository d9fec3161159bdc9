import Foundation
import LearnerBuild
import StoryboardImport
import XCTest

final class SourceGateTests: XCTestCase {
    static let file = "App/ViewController.swift"
    static let runtimeNames: Set<String> = {
        (try? SourceGate.runtimeReservedNames(sourcesRoot: Paths.repository.appendingPathComponent("Sources"))) ?? []
    }()

    func findings(_ source: String) -> [GateFinding] {
        SourceGate.inspect(file: Self.file, source: source, reservedNames: Self.runtimeNames)
    }

    /// Exactly these findings: (rule, line, column), in the learner's file.
    func assertFindings(_ source: String, _ expected: [(String, Int, Int)], file: StaticString = #filePath, line: UInt = #line) {
        let found = findings(source)
        XCTAssertEqual(found.map { "\($0.rule)@\($0.line):\($0.column)" }, expected.map { "\($0.0)@\($0.1):\($0.2)" },
                       found.map(\.description).joined(separator: "\n"), file: file, line: line)
        for finding in found {
            XCTAssertEqual(finding.file, Self.file, file: file, line: line)
            XCTAssertFalse(finding.en.isEmpty || finding.ko.isEmpty, file: file, line: line)
        }
    }

    // MARK: Rules

    func testImports() {
        assertFindings("import Glibc\n", [("import", 1, 8)])
        assertFindings("import UIKit\nimport Dispatch\nimport WorkbookDriver\nimport func Darwin.kill\n",
                       [("import", 2, 8), ("import", 3, 8), ("import", 4, 13)])
        assertFindings("import UIKit\nimport Foundation\nimport class UIKit.UIViewController\n@preconcurrency import Foundation\npublic import UIKit\n", [])
        assertFindings("#if canImport(Glibc)\nimport Glibc\n#endif\n", [("import", 2, 8)])
        XCTAssertEqual(findings("import Glibc\n").first?.en.contains("only UIKit and Foundation"), true)
    }

    /// iOS frameworks and libraries the simulation does not provide are "not graded", named with
    /// file and line (issue 20, item 6); Core Data's template set-up compiles, a store in use does not.
    func testFrameworksThatAreNotSimulated() {
        assertFindings("import UIKit\nimport WebKit\nimport SnapKit\nimport Alamofire\n",
                       [("not-simulated", 2, 8), ("not-simulated", 3, 8), ("not-simulated", 4, 8)])
        XCTAssertEqual(findings("import UIKit\nimport WebKit\n").first?.en,
                       "`import WebKit`: not graded: WebKit is not simulated; workbook runs apps made with UIKit and Foundation only (and the Core Data set-up of Xcode's template). Remove this screen's use of WebKit to have the project checked.")
        XCTAssertEqual(findings("import UIKit\nimport WebKit\n").first?.ko.hasPrefix("`import WebKit`: 채점하지 않음: WebKit"), true)
        assertFindings("import UIKit\nimport CoreData\nlet container = NSPersistentContainer(name: \"App\")\n", [])
        assertFindings("""
        import CoreData
        func load(_ context: NSManagedObjectContext) throws {
            let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
            _ = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
        }
        """, [("core-data-store", 3, 19), ("core-data-store", 3, 34), ("core-data-store", 4, 9)])
        XCTAssertEqual(findings("let r: NSFetchRequest<Item>? = nil\n").first?.en.hasPrefix("`NSFetchRequest`: not graded: a Core Data store is not simulated"), true)
        XCTAssertTrue(LearnerBuildError.refused(findings("import WebKit\n")).description.hasPrefix(
            "Not graded: the submission uses what the simulation does not provide:\nApp/ViewController.swift:1:8: not-simulated: `import WebKit`"),
                      LearnerBuildError.refused(findings("import WebKit\n")).description)
    }

    /// Issue 20: valid iOS code naming an SDK type the simulation does not declare is "not graded:
    /// X is not simulated" where the project first uses it (both languages), never a compile
    /// error; a misspelt name stays the compiler's error, and a type of the learner's own is theirs.
    func testSDKTypesThatAreNotSimulated() {
        assertFindings("""
        import UIKit

        class PagesViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
            weak var book: UIPageViewController?
            let pages = UIToolbar()
            override func viewDidLoad() {
                super.viewDidLoad()
                book?.dataSource = self
                let blur = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
                let path = UIKit.UIGraphicsImageRenderer()
                _ = (blur, path, UIPageViewController())
            }
        }
        """, [("not-simulated-type", 3, 46), ("not-simulated-type", 3, 78), ("not-simulated-type", 4, 20),
              ("not-simulated-type", 5, 17), ("not-simulated-type", 9, 47),
              ("not-simulated-type", 10, 26)])
        let effect = findings("import UIKit\nlet e: UIVibrancyEffect? = nil\n")
        XCTAssertEqual(effect.first?.en,
                       "`UIVibrancyEffect`: not graded: UIVibrancyEffect is not simulated; workbook's UIKit does not have it yet (docs/compatibility.md lists what runs). Remove this screen's use of UIVibrancyEffect to have the project checked.")
        XCTAssertEqual(effect.first?.ko.hasPrefix("`UIVibrancyEffect`: 채점하지 않음: UIVibrancyEffect"), true, effect.first?.ko ?? "")
        XCTAssertTrue(LearnerBuildError.refused(effect).description.hasPrefix(
            "Not graded: the submission uses what the simulation does not provide:\nApp/ViewController.swift:2:8: not-simulated-type: `UIVibrancyEffect`"))
        // Functions, and types used as generic arguments, are names too; simulated member types are not.
        assertFindings("""
        import UIKit
        let registration = UICollectionView.CellRegistration<UIContentUnavailableView, String> { _, _, _ in }
        func draw() { UIGraphicsGetCurrentContext() }
        """, [("not-simulated-type", 2, 54), ("not-simulated-type", 3, 15)])
        // A misspelt UIKit name, a simulated one and a member that only looks like one are not findings.
        assertFindings("import UIKit\nlet label = UILable()\nlet table = UITableView()\nlet x = settings.UIPickerView\n", [])
        // The learner's own type of that name.
        assertFindings("import UIKit\nclass UIToolbar: UIView {}\nlet bar = UIToolbar()\n", [])
        // Styling types the simulation declares (uikit-rules §18) are checked, not refused.
        assertFindings("""
        import UIKit
        let gradient = CAGradientLayer(), shape = CAShapeLayer(), path = CGMutablePath()
        let mask = UIBezierPath(roundedRect: .zero, cornerRadius: 8).cgPath as CGPath
        let font = UIFontMetrics.default.scaledFont(for: UIFont(descriptor: UIFontDescriptor(name: "Avenir", size: 17), size: 0))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark)) as UIView, effect: UIVisualEffect? = nil
        let icon = NSAttributedString(attachment: NSTextAttachment())
        let bar: UIBarAppearance? = nil
        """, [])
    }

    /// Several files: each SDK name is reported once, at its first use in the project.
    func testANotSimulatedNameIsReportedAtItsFirstUse() {
        let folder = FileManager.default.temporaryDirectory
        let project = LearnerProject(folder: folder, moduleName: "App", sources: [
            LearnerProject.SourceFile(relativePath: "App/A.swift", url: folder.appendingPathComponent("A.swift"),
                                      contents: "import UIKit\nlet a = UIToolbar()\nlet b = UIToolbar()\n"),
            LearnerProject.SourceFile(relativePath: "App/B.swift", url: folder.appendingPathComponent("B.swift"),
                                      contents: "import UIKit\nlet c: UIToolbar? = nil\nlet d: UIGraphicsImageRenderer? = nil\n"),
        ])
        let found = SourceGate.inspect(project, reservedNames: Self.runtimeNames)
        XCTAssertEqual(found.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" },
                       ["App/A.swift:2:9 not-simulated-type", "App/B.swift:3:8 not-simulated-type"])
    }

    /// No name on the list is one the simulation declares (a type, protocol, function or constant
    /// in `Sources/UIKit`): simulating a type means taking it off the list.
    func testNotSimulatedNamesAreNotDeclaredByTheSimulation() throws {
        let uikit = Paths.repository.appendingPathComponent("Sources/UIKit")
        var text = ""
        for case let url as URL in FileManager.default.enumerator(at: uikit, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            text += try String(contentsOf: url, encoding: .utf8)
        }
        for name in SourceGate.notSimulatedNames.sorted() {
            XCTAssertNil(text.range(of: #"\b(class|struct|enum|protocol|typealias|func|let|var|actor)\s+"# + name + #"\b"#, options: .regularExpression),
                         "\(name) is declared in Sources/UIKit")
            XCTAssertFalse(Self.runtimeNames.contains(name), name)
        }
        // (About 97 since round 39 simulates Core Animation's explicit animations and transitions.)
        XCTAssertGreaterThan(SourceGate.notSimulatedNames.count, 90)
        XCTAssertFalse(SourceGate.notSimulatedNames.contains("UICollectionView"))
        XCTAssertFalse(SourceGate.notSimulatedNames.contains("NSDiffableDataSourceSnapshot"))
        XCTAssertFalse(SourceGate.notSimulatedNames.contains("UIPickerView"))
        XCTAssertFalse(SourceGate.notSimulatedNames.contains("UIRefreshControl"))
        XCTAssertFalse(SourceGate.notSimulatedNames.contains("UISearchController"))
        // Styling (uikit-rules §18): simulated, so a solution using them is checked.
        for name in ["UIFontDescriptor", "UIFontMetrics", "NSTextAttachment", "UIBezierPath", "CGPath", "CGMutablePath",
                     "CAGradientLayer", "CAShapeLayer", "UIBlurEffect", "UIVisualEffect", "UIVisualEffectView", "UIBarAppearance"] {
            XCTAssertFalse(SourceGate.notSimulatedNames.contains(name), name)
            XCTAssertNotNil(text.range(of: #"\b(class|struct)\s+"# + name + #"\b"#, options: .regularExpression), "\(name) is not declared")
        }
    }

    /// Issue 20: entities with Xcode's default codegen ("Class Definition") are classes no file
    /// declares (`Item(context:)`, `Item.fetchRequest()`); their first use in the project is "not
    /// graded", in both languages, instead of "cannot find 'Item' in scope".
    func testClassesXcodeGeneratesFromACoreDataModel() throws {
        let project = try ProjectScanner.scan(folder: Paths.projects.appendingPathComponent("compat/CoreDataEntities"))
        let findings = SourceGate.inspect(project, reservedNames: Self.runtimeNames)
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column): \($0.rule)" }, [
            "CoreDataEntities/ViewController.swift:13:17: core-data-store",
            "CoreDataEntities/ViewController.swift:23:22: core-data-store",
        ])
        XCTAssertEqual(findings.first?.en, "`Item`: not graded: a Core Data store (entity `Item` generated from CoreDataEntities.xcdatamodeld) is not simulated; Xcode writes this class from the model, and only the NSPersistentContainer set-up of Xcode's \"Use Core Data\" template compiles here. Keep the app's data in memory or in UserDefaults to have the project checked.")
        XCTAssertEqual(findings.first?.ko, "`Item`: 채점하지 않음: Core Data 저장소(CoreDataEntities.xcdatamodeld에서 생성된 엔티티 `Item`)는 시뮬레이션되지 않습니다. 이 클래스는 Xcode가 모델에서 만들어 주며, 여기서는 Xcode의 \"Use Core Data\" 템플릿이 쓰는 NSPersistentContainer 설정만 컴파일됩니다. 프로젝트를 확인받으려면 앱의 데이터를 메모리나 UserDefaults에 두세요.")
        XCTAssertTrue(LearnerBuildError.refused(findings).description.hasPrefix("Not graded: the submission uses what the simulation does not provide:\n"))
    }

    /// A project with its model and files, for the gate.
    func project(_ files: [String: String], entities: String) throws -> LearnerProject {
        let folder = URL(fileURLWithPath: "/nonexistent/App")
        let sources = files.sorted { $0.key < $1.key }.map {
            LearnerProject.SourceFile(relativePath: $0.key, url: folder.appendingPathComponent($0.key), contents: $0.value)
        }
        var project = LearnerProject(folder: folder, moduleName: "App", sources: sources)
        let contents = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\" documentVersion=\"1.0\">\n\(entities)\n</model>\n"
        project.coreDataModels = [try CoreDataModelImporter.load(data: Data(contents.utf8), modelName: "Model.xcdatamodeld",
                                                                  displayPath: "App/Model.xcdatamodeld/Model.xcdatamodel/contents")]
        return project
    }

    func rules(_ project: LearnerProject) -> [String] {
        SourceGate.inspect(project, reservedNames: Self.runtimeNames).map { "\($0.file):\($0.line):\($0.column): \($0.rule) \($0.en.prefix { $0 != ":" })" }
    }

    /// "Manual/None" and "Category/Extension" entities' classes are the learner's
    /// (`class Item: NSManagedObject`): the existing rule finds `NSManagedObject`, and `Item` is
    /// the learner's own. A "Class Definition" entity is reported once, at its first use in the
    /// project (files in path order), a declaration of the same name included (Xcode would report
    /// an invalid redeclaration); a local type or generic parameter of that name is not one.
    func testCodegenDecidesWhatIsReported() throws {
        let own = "import CoreData\nclass Item: NSManagedObject {\n    @NSManaged var name: String?\n}\nlet first = Item()\n"
        for codegen in ["", #" codeGenerationType="category""#] {
            let manual = try project(["App/Item.swift": own], entities: #"<entity name="Item" representedClassName="Item""# + codegen + "/>")
            XCTAssertEqual(rules(manual), ["App/Item.swift:2:13: core-data-store `NSManagedObject`"], codegen)
        }
        let generated = #"<entity name="Item" representedClassName="Item" codeGenerationType="class"/>"#
        let files = try project([
            "App/C.swift": "func show(_ item: Item) {}\n",
            "App/B.swift": "let made = Item(context: context)\nlet again = Item.fetchRequest()\n",
            "App/A.swift": "struct Row {\n    struct Item {}\n    func f<Item>(_ x: Item) {}\n}\n",
        ], entities: generated)
        XCTAssertEqual(rules(files), ["App/B.swift:1:12: core-data-store `Item`"])
        let redeclared = try project(["App/Item.swift": own], entities: generated)
        XCTAssertEqual(rules(redeclared), ["App/Item.swift:2:7: core-data-store `Item`", "App/Item.swift:2:13: core-data-store `NSManagedObject`"])
    }

    /// An entity whose generated class takes a UIKit, Swift or workbook name is refused at the
    /// model's line (on a device it would hide UIKit's own class); the app's uses of that name
    /// are UIKit's, not the entity's.
    func testAnEntityNamedLikeAUIKitClassIsRefusedAtTheModel() throws {
        let hostile = try project(["App/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n"],
                                  entities: #"<entity name="UIViewController" codeGenerationType="class"/>"# + "\n"
                                      + #"<entity name="Runtime" representedClassName="Runtime" codeGenerationType="category"/>"# + "\n"
                                      + #"<entity name="String" representedClassName="String"/>"#)
        let findings = SourceGate.inspect(hostile, reservedNames: Self.runtimeNames)
        XCTAssertEqual(findings.map { "\($0.file):\($0.line): \($0.rule)" }, [
            "App/Model.xcdatamodeld/Model.xcdatamodel/contents:3: shadowing",
            "App/Model.xcdatamodeld/Model.xcdatamodel/contents:4: shadowing",
        ], "a Manual/None entity generates nothing")
        XCTAssertEqual(findings.first?.en, "`UIViewController`: the Core Data entity `UIViewController` of Model.xcdatamodeld makes Xcode generate code for a class named like one of UIKit's, Swift's or workbook's own types, which would hide that type from the app's code. Rename the entity (or its class) in Xcode's model editor.")
        XCTAssertFalse(findings.first?.ko.isEmpty ?? true)
        XCTAssertTrue(LearnerBuildError.refused(findings).description.hasPrefix("Not graded: the submission uses what workbook submissions may not use"))
    }

    func testTestableImport() {
        assertFindings("@testable import UIKit\n", [("testable", 1, 1)])
    }

    func testSPIImport() {
        assertFindings("@_spi(Workbook) import UIKit\n", [("spi", 1, 1)])
        assertFindings("import UIKit\n@_spi(Workbook) public func f() {}\n", [("spi", 2, 1)])
    }

    func testUnderscoredAttributes() {
        assertFindings("@_implementationOnly import Foundation\n@_exported import UIKit\n",
                       [("underscored-attribute", 1, 1), ("underscored-attribute", 2, 1)])
        assertFindings("""
        import UIKit
        @_silgen_name("swift_retain") func retain(_ p: Int) -> Int
        @_cdecl("hook") func hook() {}
        @_section("__DATA,__mod_init_func") @_used let early: Int = 1
        struct S { @_dynamicReplacement(for: f) func g() {} ; @_transparent func h() {} }
        """, [("underscored-attribute", 2, 1), ("underscored-attribute", 3, 1), ("underscored-attribute", 4, 1),
              ("underscored-attribute", 4, 37), ("underscored-attribute", 5, 12), ("underscored-attribute", 5, 55)])
    }

    func testLinkageAttributes() {
        assertFindings("@section(\"x\") @used let early = 1\n@c func f() {}\n",
                       [("linkage", 1, 1), ("linkage", 1, 15), ("linkage", 2, 1)])
    }

    func testUnsafeKeywordAndAttributes() {
        assertFindings("""
        func f(_ d: [Int]) {
            let n = unsafe d.count
            for unsafe x in d { _ = x }
        }
        @unsafe func g() {}
        @safe func h() {}
        class C { unowned(unsafe) var other: C? = nil }
        func k(_ c: C) { _ = { [unowned(unsafe) c] in c } }
        @exclusivity(unchecked) var shared = 0
        """, [("unsafe", 2, 13), ("unsafe", 3, 9), ("unsafe", 5, 1), ("unsafe", 6, 1), ("unsafe", 7, 19),
              ("unsafe", 8, 33), ("unsafe", 9, 1)])
        // nonisolated(unsafe) is about data races, not memory: allowed.
        assertFindings("nonisolated(unsafe) var counter = 0\n", [])
    }

    func testUnsafeNames() {
        assertFindings("""
        import Foundation
        func f(_ data: Data, _ s: String) {
            data.withUnsafeBytes { _ in }
            let p: UnsafeMutablePointer<Int>? = nil
            _ = unsafeBitCast(1, to: Int.self)
            _ = p?.pointee
            _ = Unmanaged<AnyObject>.self
            _ = s.withCString { $0 }
            _ = #dsohandle
        }
        """, [("unsafe", 3, 10), ("unsafe", 4, 12), ("unsafe", 5, 9), ("unsafe", 6, 12), ("unsafe", 7, 9),
              ("unsafe", 8, 11), ("unsafe", 9, 9)])
    }

    func testConvention() {
        assertFindings("let f: @convention(c) () -> Void = {}\nlet g: @convention(swift) () -> Void = {}\n", [("convention", 1, 8)])
    }

    func testProcesses() {
        assertFindings("""
        import Foundation
        func run() {
            let task = Process()
            _ = fork()
            _ = system("ls")
            _ = Foundation.popen("ls", "r")
            let exec = execv
            _ = CommandLine.arguments
            _ = task
            _ = exec
        }
        """, [("process", 3, 16), ("process", 4, 9), ("process", 5, 9), ("process", 6, 20), ("process", 7, 16), ("process", 8, 9)])
        XCTAssertEqual(findings("let p: Foundation.Process? = nil\nvar q: NSTask?\n").map(\.rule), ["process", "process"])
    }

    func testProcessNamesOfTheLearnersOwnAreNotReferences() {
        assertFindings("""
        class Game {
            var socket = Socket()
            var system = Scores()
            func kill() {}
            func play(enemy: Game) {
                enemy.kill()
                self.kill()
                socket.connect()
                system = Scores()
                _ = socket?.name
            }
        }
        """, [])
        // A project that declares its own `Process` type uses that one.
        let project = LearnerProject(folder: URL(fileURLWithPath: "/tmp"), moduleName: "App", sources: [
            .init(relativePath: "App/Process.swift", url: URL(fileURLWithPath: "/tmp/a"), contents: "struct Process { var steps: [String] }\n"),
            .init(relativePath: "App/VC.swift", url: URL(fileURLWithPath: "/tmp/b"), contents: "let p = Process(steps: [])\nlet q = Foundation.Process()\n"),
        ], storyboards: [:])
        XCTAssertEqual(SourceGate.inspect(project, reservedNames: []).map { "\($0.file):\($0.line):\($0.column):\($0.rule)" },
                       ["App/VC.swift:2:20:process"])
    }

    func testSignals() {
        assertFindings("""
        import Foundation
        func stop() {
            kill(getppid(), SIGKILL)
            signal(SIGTERM, SIG_IGN)
            _ = DispatchSource.makeSignalSource(signal: SIGINT)
        }
        """, [("signal", 3, 5), ("signal", 4, 5), ("signal", 5, 24)])
        XCTAssertTrue(findings("func f() { kill(1, 9) }\n").first?.en.contains("iOS apps cannot") == true)
    }

    func testDynamicLoading() {
        assertFindings("""
        import Foundation
        func load(_ path: String) {
            _ = dlopen(path, RTLD_NOW)
            _ = Bundle(path: path)?.load()
            try? Bundle.main.loadAndReturnError()
            _ = Bundle.main.path(forResource: "a", ofType: "json")
        }
        """, [("dynamic-loading", 3, 9), ("dynamic-loading", 4, 9), ("dynamic-loading", 5, 22)])
    }

    func testRawFilesAndSystemPaths() {
        assertFindings("""
        import Foundation
        let handle = FileHandle(forUpdatingAtPath: "/proc/self/mem")
        let maps = try? String(contentsOfFile: "/proc/self/maps")
        let site = "https://example.com/dev/proc"
        """, [("raw-file", 2, 14), ("system-path", 2, 44), ("system-path", 3, 40)])
    }

    func testShadowing() {
        XCTAssertTrue(Self.runtimeNames.contains("ClassGlue"))
        assertFindings("""
        import UIKit
        enum WorkbookDriver { static func main() {} }
        struct ClassGlue {}
        func __workbookCast<T>(_ v: Any?, _ s: String) -> T { fatalError() }
        extension MainActor { static func assumeIsolated(_ body: () -> Void) {} }
        class UIViewController {}
        class Screen: UIKit.UIViewController { struct MainActor {} ; var __workbookState = 0 }
        let Foundation = 1
        """, [("shadowing", 2, 6), ("shadowing", 3, 8), ("shadowing", 4, 6), ("shadowing", 5, 11), ("shadowing", 6, 7),
              ("shadowing", 7, 47), ("shadowing", 7, 66), ("shadowing", 8, 5)])
        // Extensions of runtime types and the learner's own names that WorkbookProtocol also uses are fine.
        assertFindings("import UIKit\nextension UIViewController { func hello() {} }\nclass ViewModel {}\nstruct AppState {}\n", [])
    }

    func testSourceLocationAndMacros() {
        assertFindings("""
        #sourceLocation(file: "Other.swift", line: 1)
        let x = 1
        #sourceLocation()
        @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        """, [("source-location", 1, 1), ("source-location", 3, 1), ("macro", 4, 27), ("macro", 4, 75)])
    }

    /// A `customMirror` forged what a `property` expectation read (hostile round 4, 03): every
    /// way to get one names `CustomReflectable` or `customMirror`, and each is refused there.
    func testCustomReflectionIsRefused() {
        assertFindings("""
        import UIKit
        extension ResultViewController: CustomReflectable {
            var customMirror: Mirror { Mirror(self, children: ["paramEmail": "learner@example.com"]) }
        }
        typealias R = Swift.CustomLeafReflectable
        protocol P {}
        extension P { var `customMirror`: Mirror { Mirror(reflecting: 1) } }
        """, [("reflection", 2, 33), ("reflection", 3, 9), ("reflection", 5, 21), ("reflection", 7, 19)])
        XCTAssertEqual(findings("class A: CustomReflectable {}\n").first?.en.hasPrefix("`CustomReflectable` replaces what reflection shows"), true)
        // Reflection itself, and `dump`, stay allowed.
        assertFindings("import UIKit\nlet m = Mirror(reflecting: 1)\nlet c = m.children.count\ndump(m)\n", [])
    }

    func testRuntimeReservedNames() throws {
        let names = Self.runtimeNames
        for name in ["UIKit", "Foundation", "Swift", "WorkbookDriver", "WorkbookProtocol", "Dispatch", "Glibc",
                     "ClassGlue", "Runtime", "UIViewController", "UIButton", "MainActor"] {
            XCTAssertTrue(names.contains(name), name)
        }
        XCTAssertFalse(names.contains("ViewModel"), "WorkbookProtocol's types are invisible to learner code")
        XCTAssertThrowsError(try SourceGate.runtimeReservedNames(sourcesRoot: URL(fileURLWithPath: "/nonexistent")))
    }

    // MARK: Compiler layer

    func testFindingsFromCompilerOutput() {
        let output = """
        App/VC.swift:7:31: warning: 'utf8String' is deprecated [#DeprecatedDeclaration]
        App/VC.swift:7:13: warning: expression uses unsafe constructs but is not marked with 'unsafe' [#StrictMemorySafety]
         7 |     let s = ("x" as NSString).utf8String!
           |             `- warning: expression uses unsafe constructs but is not marked with 'unsafe' [#StrictMemorySafety]
        App/VC.swift:7:31: note: reference to property 'utf8String' involves unsafe type 'UnsafePointer<Int8>'
        /tmp/build/src/App/Other.swift:3:5: warning: expression uses unsafe constructs but is not marked with 'unsafe' [#StrictMemorySafety]
        /opt/runtime/UIKit/View.swift:3:5: warning: expression uses unsafe constructs but is not marked with 'unsafe' [#StrictMemorySafety]
        """
        let found = SourceGate.findings(fromCompilerOutput: output, learnerFiles: ["App/VC.swift", "App/Other.swift"])
        XCTAssertEqual(found.map { "\($0.file):\($0.line):\($0.column):\($0.rule)" }, ["App/VC.swift:7:13:unsafe-memory", "App/Other.swift:3:5:unsafe-memory"])
        XCTAssertTrue(found[0].en.contains("reference to property 'utf8String' involves unsafe type"), found[0].en)
    }

    func testSwiftcFlagsUnsafeMemoryInAHostileFile() throws {
        let source = """
        import Foundation

        func peek() {
            let s = ("x" as NSString).utf8String!
            print(s[100])
            let fd = open("/proc/self/mem", O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 8)
            read(fd, &buffer, 8)
            _ = dlsym(dlopen(nil, RTLD_NOW), "main")
            Data([1]).withUnsafeBytes { print($0.count) }
        }
        """
        let output = try typecheck(["Hostile/Peek.swift": source])
        let found = SourceGate.findings(fromCompilerOutput: output, learnerFiles: ["Hostile/Peek.swift"])
        XCTAssertEqual(found.map(\.line), [4, 5, 6, 8, 9, 10], output)
        XCTAssertTrue(found.allSatisfy { $0.rule == "unsafe-memory" && $0.file == "Hostile/Peek.swift" })
    }

    func testSwiftcFindsNoUnsafeMemoryInPlainFoundationCode() throws {
        let output = try typecheck(["Plain/Model.swift": """
            import Foundation

            struct Score: Codable { var name: String; var points: Int }

            final class Board {
                private(set) var scores: [Score] = []
                func add(_ score: Score) { scores.append(score); scores.sort { $0.points > $1.points } }
                func text() -> String { scores.map { String(format: "%@ %d", $0.name, $0.points) }.joined(separator: "\\n") }
                func save() throws -> Data { try JSONEncoder().encode(scores) }
                func later(_ body: @escaping @Sendable () -> Void) { DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: body) }
                func describe() -> String { Mirror(reflecting: self).children.map { $0.label ?? "" }.joined() }
            }
            """])
        XCTAssertEqual(SourceGate.findings(fromCompilerOutput: output, learnerFiles: ["Plain/Model.swift"]), [], output)
    }

    /// `swiftc -typecheck -swift-version 5 -strict-memory-safety` on files given by relative
    /// path from a temporary folder; skipped when swiftc is missing.
    func typecheck(_ files: [String: String]) throws -> String {
        let candidates = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        guard let swiftc = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("swiftc not found")
        }
        let folder = try Paths.temporaryFolder("gate")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Paths.write(files, into: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "5"] + SourceGate.strictMemorySafetyFlags + files.keys.sorted()
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: No false positives

    /// Every Swift file of the repository's learner projects, exercises and chapter code blocks
    /// (but the hostile fixture and the Core Data store that is there to be "not graded").
    func testNoFindingsInTheRepositorysLearnerCode() throws {
        var checked = 0
        var found: [GateFinding] = []
        let roots = ["Tests/Fixtures/projects", "Tests/Fixtures/exercises", "Exercises"].map { Paths.repository.appendingPathComponent($0) }
        for root in roots {
            for url in try Self.files(under: root, extension: "swift")
            where !url.path.contains("/crashes/Hostile/") && !url.path.contains("/compat/CoreDataEntities/") {
                let relative = String(url.path.dropFirst(Paths.repository.path.count + 1))
                found += SourceGate.inspect(file: relative, source: try String(contentsOf: url, encoding: .utf8), reservedNames: Self.runtimeNames)
                checked += 1
            }
        }
        for url in try Self.files(under: Paths.repository.appendingPathComponent("Chapters"), extension: "md") {
            let relative = String(url.path.dropFirst(Paths.repository.path.count + 1))
            for (index, block) in Self.swiftBlocks(try String(contentsOf: url, encoding: .utf8)).enumerated() {
                found += SourceGate.inspect(file: "\(relative)#\(index)", source: block, reservedNames: Self.runtimeNames)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50)
        XCTAssertEqual(found, [], found.map(\.description).joined(separator: "\n"))
    }

    /// The hostile fixture (kept for the runner's limits) is refused by the gate.
    func testHostileFixtureIsRefused() throws {
        let project = try ProjectScanner.scan(folder: Paths.projects.appendingPathComponent("crashes/Hostile"))
        let found = SourceGate.inspect(project, reservedNames: Self.runtimeNames)
        // Process (19), fork and setsid (26, 28), kill ×3, setsid and setpgid (35).
        XCTAssertEqual(found.map { "\($0.file):\($0.line):\($0.rule)" }, [
            "Hostile/ViewController.swift:19:process", "Hostile/ViewController.swift:26:process", "Hostile/ViewController.swift:28:process",
            "Hostile/ViewController.swift:35:signal", "Hostile/ViewController.swift:35:signal", "Hostile/ViewController.swift:35:process",
            "Hostile/ViewController.swift:35:process", "Hostile/ViewController.swift:35:signal",
        ])
    }

    static func files(under root: URL, extension ext: String) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == ext }.sorted { $0.path < $1.path }
    }

    /// The bodies of ```swift fenced blocks.
    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed.hasPrefix("```swift") {
                current = []
            } else if current != nil, trimmed.hasPrefix("```") {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
