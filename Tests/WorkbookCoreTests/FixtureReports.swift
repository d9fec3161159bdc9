import Foundation
import WorkbookCore
import XCTest

extension XCTestCase {
    /// Checks a copy of the fixture project `projects/<name>` with the checks of
    /// `exercises/<exercise>/checks.yaml`, the files of `exercises/<exercise>/solutions/<solution>`
    /// replacing the project's (the copy is removed when the test ends).
    func report(project name: String, exercise: String, solution: String? = nil) throws -> CheckReport {
        let fixtures = TraceEndToEndTests.fixtures.deletingLastPathComponent()
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("projects/\(name)"), to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        let exerciseFolder = fixtures.appendingPathComponent("exercises/\(exercise)")
        if let solution {
            let folder = exerciseFolder.appendingPathComponent("solutions/\(solution)")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let destination = target.appendingPathComponent("\(name)/\(file)")
                try? FileManager.default.removeItem(at: destination)
                try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: destination)
            }
        }
        let checksFile = exerciseFolder.appendingPathComponent("checks.yaml")
        let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
        return Checker(reportCache: nil).check(project: target, checks: checks)
    }
}
