import Foundation
import XCTest

extension XCTestCase {
    /// Builds go to `WORKBOOK_CACHE_DIR`, else the repository's `.build/workbook-cache` (shared
    /// with the other test targets, so the runtime is built once).
    func useTestCache() {
        if ProcessInfo.processInfo.environment["WORKBOOK_CACHE_DIR"] == nil {
            setenv("WORKBOOK_CACHE_DIR", Paths.repository.appendingPathComponent(".build/workbook-cache").path, 1)
        }
    }

    /// A copy of a fixture project in a temporary folder, with files replaced.
    func copyOfProject(_ name: String, replacing files: [String: String] = [:]) throws -> URL {
        let target = try Paths.temporaryFolder("project").appendingPathComponent(name)
        try FileManager.default.copyItem(at: Paths.projects.appendingPathComponent(name), to: target)
        try Paths.write(files, into: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        return target
    }
}
