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
}
