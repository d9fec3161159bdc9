import Foundation
import LearnerBuild
import XCTest

final class ProjectScannerTests: XCTestCase {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects")

    func testScansAnXcodeShapedFolder() throws {
        let project = try ProjectScanner.scan(folder: Self.projects.appendingPathComponent("SegueBasics"))
        XCTAssertEqual(project.moduleName, "SegueBasics")
        XCTAssertEqual(project.mainStoryboard, "Main")
        XCTAssertEqual(project.sceneDelegateClass, "SceneDelegate")
        XCTAssertEqual(Set(project.storyboards.keys), ["Main"], "the launch screen is left out")
        XCTAssertTrue(project.sources.contains { $0.relativePath == "SegueBasics/ViewController.swift" })
    }

    func testModuleNames() {
        XCTAssertEqual(ProjectScanner.moduleName("My App-2"), "My_App_2")
        XCTAssertEqual(ProjectScanner.moduleName("5.2.3 Segue"), "_5_2_3_Segue")
    }

    func testAFolderWithoutSwiftFilesIsNotAProject() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        XCTAssertThrowsError(try ProjectScanner.scan(folder: empty)) { error in
            XCTAssertTrue("\(error)".contains("no Swift files"))
        }
    }
}
