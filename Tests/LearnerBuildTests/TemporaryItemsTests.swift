import Foundation
@testable import LearnerBuild
import XCTest

/// Leftovers of killed workbook processes are collected; nothing else is ever touched.
final class TemporaryItemsTests: XCTestCase {
    /// The pid of a process that has ended.
    func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    func testOnlyNamesOfDeadWorkbookProcessesAreRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("temporary-items-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try deadPID()
        let uuid = UUID().uuidString
        let names = [
            "workbook-run-\(dead)-\(uuid)",            // a dead run: removed
            "workbook-run-\(getpid())-\(uuid)",        // this process's: kept
            "workbook-run-1-\(uuid)",                  // a live process (init): kept
            "workbook-run-\(dead)-not-a-uuid",         // not our shape: kept
            "workbook-run-notes",                      // someone else's: kept
            "workbook-tool-\(dead)-\(uuid).log",       // another prefix: kept here
        ]
        for name in names { try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: false) }
        let removed = TemporaryItems.collect(prefix: "workbook-run-", in: folder)
        XCTAssertEqual(removed, [names[0]])
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), Set(names.dropFirst()))
        XCTAssertEqual(TemporaryItems.collect(prefix: "workbook-tool-", suffix: ".log", in: folder), [names[5]])
    }

    func testNamesCarryTheProcessAndAUUID() {
        let url = TemporaryItems.url(in: URL(fileURLWithPath: "/tmp/none-\(UUID().uuidString)"), prefix: "x-", suffix: ".tmp")
        XCTAssertEqual(TemporaryItems.owner(of: url.lastPathComponent, prefix: "x-", suffix: ".tmp"), getpid())
        XCTAssertNil(TemporaryItems.owner(of: "x-12-.tmp", prefix: "x-", suffix: ".tmp"))
    }
}
