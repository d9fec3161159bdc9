import Foundation
@testable import LearnerBuild
import XCTest

/// With an `.xcodeproj`, only the files its app target compiles are built; stale copies lying in
/// the folder do not break the build. Without one, every Swift file is compiled as before.
final class TargetSourcesTests: XCTestCase {
    static let diagnosis = Paths.projects.appendingPathComponent("diagnosis")

    override func setUp() {
        super.setUp()
        useTestCache()
    }

    func testClassicProjectCompilesOnlyItsSourcesBuildPhase() throws {
        let project = try ProjectScanner.scan(folder: Self.diagnosis.appendingPathComponent("StaleCopies"))
        XCTAssertEqual(project.sources.map(\.relativePath).sorted(),
                       ["Shared/Greeting.swift", "StaleCopies/AppDelegate.swift", "StaleCopies/ViewController.swift"])
        let app = try LearnerCompiler().build(project)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: app.executable.path))
    }

    func testSynchronizedFolderCompilesEverythingUnderItButItsExceptions() throws {
        let project = try ProjectScanner.scan(folder: Self.diagnosis.appendingPathComponent("SyncedFolder"))
        XCTAssertEqual(project.sources.map(\.relativePath).sorted(),
                       ["SyncedFolder/AppDelegate.swift", "SyncedFolder/ViewController.swift"])
        XCTAssertNoThrow(try LearnerCompiler().build(project))
    }

    func testWithoutAProjectFileEveryFileIsCompiled() throws {
        let folder = try Paths.temporaryFolder("stale").appendingPathComponent("StaleCopies")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Self.diagnosis.appendingPathComponent("StaleCopies"), to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("StaleCopies.xcodeproj"))
        let project = try ProjectScanner.scan(folder: folder)
        XCTAssertEqual(project.sources.count, 5)
        XCTAssertTrue(project.sources.contains { $0.relativePath == "StaleCopies/ViewController copy.swift" })
    }

    func testTargetReading() throws {
        let text = """
        // !$*UTF8*$!
        { objects = {
            F1 = {isa = PBXBuildFile; fileRef = R1; };
            F2 = {isa = PBXBuildFile; fileRef = R2; };
            F3 = {isa = PBXBuildFile; fileRef = R3; };
            R1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            R2 = {isa = PBXFileReference; path = "Tools/B.swift"; sourceTree = SOURCE_ROOT; };
            R3 = {isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; };
            R4 = {isa = PBXFileReference; path = TestsOnly.swift; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (G1, S1); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (R1, R4); path = "App/../App"; sourceTree = "<group>"; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, X2); path = Features; sourceTree = "<group>"; };
            X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old, "Draft.swift"); target = T1; };
            X2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Keep.swift); target = T2; };
            P1 = {isa = PBXSourcesBuildPhase; files = (F1, F2, F3); };
            T1 = {isa = PBXNativeTarget; name = Demo; buildPhases = (P1); fileSystemSynchronizedGroups = (S1); productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; name = DemoTests; buildPhases = (); productType = "com.apple.product-type.bundle.unit-test"; };
        }; rootObject = X; }
        """
        let sources = try XCTUnwrap(XcodeTargetSources.read(pbxproj: text, preferredTarget: "Demo"))
        XCTAssertEqual(sources.targetName, "Demo")
        XCTAssertEqual(sources.files, ["App/A.swift", "Tools/B.swift"])
        XCTAssertEqual(sources.synchronizedFolders, ["Features": ["Old", "Draft.swift"]])
        XCTAssertTrue(sources.contains("Features/Keep.swift"))
        XCTAssertTrue(sources.contains("Features/Deep/C.swift"))
        XCTAssertFalse(sources.contains("Features/Draft.swift"))
        XCTAssertFalse(sources.contains("Features/Old/D.swift"))
        XCTAssertFalse(sources.contains("App/TestsOnly.swift"))
        XCTAssertTrue(sources.contains("Sub/App/A.swift", under: "Sub"))
        XCTAssertFalse(sources.contains("App/A.swift", under: "Sub"))
        XCTAssertNil(XcodeTargetSources.read(pbxproj: "{ objects = { T1 = {isa = PBXNativeTarget; name = A; productType = \"com.apple.product-type.application\"; }; }; }", preferredTarget: nil),
                     "an app target without a Sources phase: every file, as without a project")
        XCTAssertNil(XcodeTargetSources.read(pbxproj: "not a plist {", preferredTarget: nil))
    }

    /// `SWIFT_VERSION`: the app target's Debug configuration, else the project's (Xcode's order).
    func testSwiftVersionIsReadFromTheTargetThenTheProject() throws {
        func pbxproj(target: String, project: String) -> String {
            """
            { objects = {
                F1 = {isa = PBXBuildFile; fileRef = R1; };
                R1 = {isa = PBXFileReference; path = A.swift; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (F1); };
                T1 = {isa = PBXNativeTarget; name = Demo; buildPhases = (P1); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
                C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = { \(target) }; };
                C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { \(target) }; };
                X = {isa = PBXProject; targets = (T1); buildConfigurationList = L2; };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C3); };
                C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { \(project) }; };
            }; rootObject = X; }
            """
        }
        let own = try XCTUnwrap(XcodeTargetSources.read(pbxproj: pbxproj(target: "SWIFT_VERSION = 4.0;", project: "SWIFT_VERSION = 5.0;"), preferredTarget: nil))
        XCTAssertEqual(own.swiftVersion, "4.0")
        let inherited = try XCTUnwrap(XcodeTargetSources.read(pbxproj: pbxproj(target: "", project: "SWIFT_VERSION = 4.2;"), preferredTarget: nil))
        XCTAssertEqual(inherited.swiftVersion, "4.2")
        XCTAssertNil(try XCTUnwrap(XcodeTargetSources.read(pbxproj: pbxproj(target: "", project: ""), preferredTarget: nil)).swiftVersion)
        XCTAssertEqual(["4.0", "4", "4.2", "5.0", "6.0", "3.0", nil].map(XcodeTargetSources.languageMode), ["4", "4", "4.2", "5", "5", "5", "5"])
    }

    /// A `SWIFT_VERSION = 4.0` app (2017–2018 tutorials) keeps the SDK's names from before Swift 4.2
    /// (`UITableViewRowAnimation`, `UIControlState`, `NSAttributedStringKey`) and builds, as in
    /// Xcode; the same code in a Swift 5 app gets Xcode's "has been renamed" error, the learner's
    /// to fix (held-out run, round 2: such an app was blamed for valid Swift 4 code).
    func testASwift4AppKeepsTheNamesFromBeforeSwift42() throws {
        func project(swiftVersion: String) throws -> URL {
            let folder = try Paths.temporaryFolder("swift4").appendingPathComponent("StaleCopies")
            addTeardownBlock { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
            try FileManager.default.copyItem(at: Self.diagnosis.appendingPathComponent("StaleCopies"), to: folder)
            let pbxproj = folder.appendingPathComponent("StaleCopies.xcodeproj/project.pbxproj")
            // The fixture names its target's configuration list without defining it: define it.
            let lists = """
                D70000000000000000000001 = {isa = XCConfigurationList; buildConfigurations = (D70000000000000000000003); };
                D70000000000000000000003 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_VERSION = \(swiftVersion); }; };
            \t};
            \trootObject
            """
            let text = try String(contentsOf: pbxproj, encoding: .utf8).replacingOccurrences(of: "\t};\n\trootObject", with: lists)
            XCTAssertTrue(text.contains("SWIFT_VERSION"))
            try text.write(to: pbxproj, atomically: true, encoding: .utf8)
            let file = folder.appendingPathComponent("StaleCopies/ViewController.swift")
            let code = try String(contentsOf: file, encoding: .utf8) + """

            class Swift4Names {
                let animation: UITableViewRowAnimation = .fade
                let state: UIControlState = .normal
                let key: NSAttributedStringKey = .font
                let style = UITableViewCellStyle.subtitle
                // Swift 4's names of UIViewController's members (round 44).
                func adopt(_ parent: UIViewController, _ child: UIViewController) -> Bool {
                    parent.addChildViewController(child)
                    return child.isMovingFromParentViewController
                }
            }
            """
            try code.write(to: file, atomically: true, encoding: .utf8)
            return folder
        }
        let swift4 = try ProjectScanner.scan(folder: project(swiftVersion: "4.0"))
        XCTAssertEqual(swift4.swiftLanguageMode, "4")
        XCTAssertNoThrow(try LearnerCompiler().build(swift4))

        let swift5 = try ProjectScanner.scan(folder: project(swiftVersion: "5.0"))
        XCTAssertEqual(swift5.swiftLanguageMode, "5")
        XCTAssertThrowsError(try LearnerCompiler().build(swift5)) { error in
            guard case let LearnerBuildError.compileFailed(diagnostics, _) = error else { return XCTFail("expected compileFailed, got \(error)") }
            XCTAssertTrue(diagnostics.contains { $0.message == "'UITableViewRowAnimation' has been renamed to 'UITableView.RowAnimation'" },
                          diagnostics.map(\.message).joined(separator: "\n"))
            XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix("'addChildViewController") && $0.message.hasSuffix("has been renamed to 'addChild(_:)'") },
                          diagnostics.map(\.message).joined(separator: "\n"))
            XCTAssertTrue(diagnostics.contains { $0.message == "'isMovingFromParentViewController' has been renamed to 'isMovingFromParent'" },
                          diagnostics.map(\.message).joined(separator: "\n"))
        }
    }
}
