import Foundation
@testable import WorkbookCore
import XCTest

/// Outputs replace what was there in one step and leave nothing behind.
final class AtomicFileTests: XCTestCase {
    func testAnExistingFileIsReplacedAndNoTemporaryFileIsLeft() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.json")
        try AtomicFile.write("old", to: file)
        try AtomicFile.write("new", to: file)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.json"])
    }

    func testAFolderInTheWayIsAnErrorAndIsKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write("x", to: target))
        XCTAssertTrue(FileManager.default.fileExists(atPath: target.appendingPathComponent("inside").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["taken"])
    }
}
