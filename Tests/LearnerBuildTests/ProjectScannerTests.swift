import Foundation
import LearnerBuild
import StoryboardImport
import XCTest

final class ProjectScannerTests: XCTestCase {
    func testScansAnXcodeShapedFolder() throws {
        let project = try ProjectScanner.scan(folder: Paths.projects.appendingPathComponent("SegueBasics"))
        XCTAssertEqual(project.moduleName, "SegueBasics")
        XCTAssertEqual(project.mainStoryboard, "Main")
        XCTAssertEqual(project.sceneDelegateClass, "SceneDelegate", "$(PRODUCT_MODULE_NAME). removed")
        XCTAssertEqual(Set(project.storyboards.keys), ["Main"])
        XCTAssertEqual(project.storyboards["Main"]?.lastPathComponent, "Main.storyboard")
        XCTAssertEqual(Set(project.launchScreens.keys), ["LaunchScreen"], "the launch screen is found, and kept apart")
        XCTAssertEqual(project.sources.map(\.relativePath), [
            "SegueBasics/AppDelegate.swift", "SegueBasics/FadeSegue.swift", "SegueBasics/FormViewController.swift",
            "SegueBasics/ResultViewController.swift", "SegueBasics/SceneDelegate.swift", "SegueBasics/ViewController.swift",
        ])
        XCTAssertNotNil(project.infoPlist)
        XCTAssertEqual(project.relativePath(of: try XCTUnwrap(project.storyboards["Main"])), "SegueBasics/Base.lproj/Main.storyboard")
    }

    func testSkipsTestsDependenciesAndBuildFolders() throws {
        let folder = try Paths.temporaryFolder("scan")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Paths.write([
            "My App.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "My App/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
            "My App/Base.lproj/Main.storyboard": "<document/>",
            "My App/en.lproj/Main.storyboard": "<document/>",
            "My AppTests/MyAppTests.swift": "import XCTest\n",
            "My AppUITests/MyAppUITests.swift": "import XCTest\n",
            "My App/Helpers/StrayTest.swift": "import Foundation\n@testable import My_App\n",
            "My App/Helpers/Mentions.swift": "// we do not import XCTest here\nlet x = 1\n",
            "Pods/Alamofire/Alamofire.swift": "let pod = 1\n",
            ".build/debug/Thing.swift": "let built = 1\n",
            "DerivedData/X/Y.swift": "let derived = 1\n",
        ], into: folder)
        let project = try ProjectScanner.scan(folder: folder)
        XCTAssertEqual(project.moduleName, "My_App")
        XCTAssertEqual(project.sources.map(\.relativePath), ["My App/Helpers/Mentions.swift", "My App/ViewController.swift"])
        XCTAssertEqual(project.mainStoryboard, "Main", "no Info.plist (Xcode 13+ generates it): Main.storyboard is the main one")
        XCTAssertEqual(project.storyboards["Main"].map(project.relativePath(of:)), "My App/Base.lproj/Main.storyboard")
        XCTAssertNil(project.sceneDelegateClass)
    }

    /// A repository of practice apps side by side (one .xcodeproj per app at its root, as a
    /// textbook learner keeps them) is not one app: refused with the projects named, instead of
    /// compiling whichever came first by name.
    func testAFolderOfSeveralProjectsIsRefused() throws {
        let folder = try Paths.temporaryFolder("scan-many")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Paths.write([
            "Scene-Trans01.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "Scene-Trans01/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
            "SubmitValue.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "SubmitValue/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
            "Pods/Pods.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
        ], into: folder)
        XCTAssertThrowsError(try ProjectScanner.scan(folder: folder)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("this folder holds 2 Xcode projects (Scene-Trans01.xcodeproj, SubmitValue.xcodeproj)"), text)
        }
        // One app of them scans, with its project beside it.
        let one = try Paths.temporaryFolder("scan-one")
        defer { try? FileManager.default.removeItem(at: one) }
        try Paths.write([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "App/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
            "Pods/Pods.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
        ], into: one)
        XCTAssertEqual(try ProjectScanner.scan(folder: one).sources.map(\.relativePath), ["App/ViewController.swift"])
    }

    /// An Objective-C practice app (AppDelegate.m, main.m) is told it is one, not that its
    /// target "compiles none of the Swift files" (which sent a learner looking for Swift files).
    func testAnObjectiveCProjectIsNamedAsOne() throws {
        let folder = try Paths.temporaryFolder("scan-objc")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Paths.write([
            "PassData.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "PassData/AppDelegate.m": "#import \"AppDelegate.h\"\n",
            "PassData/AppDelegate.h": "@import UIKit;\n",
            "PassData/main.m": "int main(void) { return 0; }\n",
            "PassData/Base.lproj/Main.storyboard": "<document/>",
        ], into: folder)
        XCTAssertThrowsError(try ProjectScanner.scan(folder: folder)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("PassData/AppDelegate.m, PassData/main.m: error: this is an Objective-C project; workbook builds and checks apps written in Swift"), text)
        }
    }

    func testInfoPlistWithoutSceneManifest() throws {
        let folder = try Paths.temporaryFolder("plist")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Paths.write([
            "Old/AppDelegate.swift": "import UIKit\n",
            "Old/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIMainStoryboardFile</key><string>Story</string>
            <key>UILaunchStoryboardName</key><string>Splash</string>
            </dict></plist>
            """,
            "Old/Story.storyboard": "<document/>",
            "Old/Splash.storyboard": "<document/>",
        ], into: folder)
        let project = try ProjectScanner.scan(folder: folder)
        XCTAssertEqual(project.mainStoryboard, "Story")
        XCTAssertEqual(Set(project.storyboards.keys), ["Story"])
        XCTAssertEqual(Set(project.launchScreens.keys), ["Splash"])
        XCTAssertEqual(project.moduleName, folder.lastPathComponent.replacingOccurrences(of: "-", with: "_"), "no .xcodeproj: the folder name")
    }

    func testModuleNames() {
        XCTAssertEqual(ProjectScanner.moduleName("My App-2"), "My_App_2")
        XCTAssertEqual(ProjectScanner.moduleName("5.2.3 Segue"), "_5_2_3_Segue")
        XCTAssertEqual(ProjectScanner.moduleName("화면전환"), "화면전환")
    }

    func testTestFiles() {
        XCTAssertTrue(ProjectScanner.isTestFile("import XCTest\n"))
        XCTAssertTrue(ProjectScanner.isTestFile("  import Testing\n"))
        XCTAssertTrue(ProjectScanner.isTestFile("@testable import App\n"))
        XCTAssertTrue(ProjectScanner.isTestFile("import class XCTest.XCTestCase\n"))
        XCTAssertFalse(ProjectScanner.isTestFile("import UIKit\n// import XCTest later\n"))
        XCTAssertFalse(ProjectScanner.isTestFile("import XCTestSupportOfMine\n"))
    }

    func testAFolderWithoutSwiftFilesIsNotAProject() throws {
        let empty = try Paths.temporaryFolder("empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        XCTAssertThrowsError(try ProjectScanner.scan(folder: empty)) { error in
            XCTAssertTrue("\(error)".contains("no Swift files"))
        }
    }

    /// Core Data models: each version's `Model.xcdatamodeld/Model.xcdatamodel/contents` is read
    /// with its entities (the template's model has none).
    func testCoreDataModelsAreRead() throws {
        let project = try ProjectScanner.scan(folder: Paths.projects.appendingPathComponent("compat/CoreDataEntities"))
        XCTAssertEqual(project.coreDataModels.map { "\($0.name) \($0.file)" },
                       ["CoreDataEntities.xcdatamodeld CoreDataEntities/CoreDataEntities.xcdatamodeld/CoreDataEntities.xcdatamodel/contents"])
        XCTAssertEqual(project.coreDataModels.first?.entities.map { "\($0.className) \($0.codeGeneration.rawValue)" }, ["Item class"])
        let template = try ProjectScanner.scan(folder: Paths.projects.appendingPathComponent("compat/CoreDataTemplate"))
        XCTAssertEqual(template.coreDataModels.map(\.entities.count), [0])
    }

    /// A broken or hostile model stops the scan with its file and line (Xcode could not build
    /// the project either): malformed XML, an entity declaration, more than the 8 MB a model is
    /// read up to, more than the 16 MB any project file is. A `contents` file elsewhere is not read.
    func testABrokenOrHostileModelIsAClearError() throws {
        let folder = try Paths.temporaryFolder("model")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = "App/Model.xcdatamodeld/Model.xcdatamodel/contents"
        try Paths.write(["App/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
                         "App/Notes/contents": "not a model"], into: folder)
        let cases: [(String, String)] = [
            // Reported where the element that is never closed starts (issue 31).
            ("<model>\n<entity name=\"Item\">\n</model>\n", "\(model):2:"),
            ("<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<model><entity name=\"&x;\"/></model>\n",
             "\(model):2:1: error: a <!DOCTYPE> declaration: Core Data models have none"),
            // The project's interface files together are bounded first (8 MB in all, issue 29).
            ("<model>" + String(repeating: " ", count: 9 << 20) + "</model>", "\(model): error: with this file the project's storyboards, xibs and data models hold more than 8 MB in all"),
            ("<model>" + String(repeating: " ", count: 17 << 20) + "</model>", "\(model): error: this file is larger than 16 MB"),
        ]
        for (contents, expected) in cases {
            try Paths.write([model: contents], into: folder)
            XCTAssertThrowsError(try ProjectScanner.scan(folder: folder)) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
        try Paths.write([model: "<model/>"], into: folder)
        XCTAssertEqual(try ProjectScanner.scan(folder: folder).coreDataModels.map(\.file), [model])
    }

    /// `.xib` files are found like storyboards, by name, for `UINib` and `init(nibName:bundle:)`.
    func testXibFilesAreFoundByName() throws {
        let project = try ProjectScanner.scan(folder: Paths.projects.appendingPathComponent("compat/NibScreens"))
        XCTAssertEqual(project.nibs.mapValues { project.relativePath(of: $0) },
                       ["DetailViewController": "NibScreens/DetailViewController.xib", "ItemCell": "NibScreens/ItemCell.xib"])
        XCTAssertEqual(project.storyboards, [:])
    }
}
