import Foundation
import XCTest

/// Golden files: text compared with a reference file in a folder under Tests/Fixtures/golden.
/// A missing reference is recorded and the test fails saying so; `WORKBOOK_RECORD_GOLDEN=1`
/// (`make golden`) re-records every reference.
enum Golden {
    static func assert(_ text: String, _ name: String, in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = folder.appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["WORKBOOK_RECORD_GOLDEN"] == "1"
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if !record { XCTFail("recorded missing reference \(name); check it and run again", file: file, line: line) }
            return
        }
        guard expected != text else { return }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let expectedLine = index < old.count ? String(old[index]) : "(end of file)"
        let actualLine = index < new.count ? String(new[index]) : "(end of file)"
        XCTFail("\(name) differs at line \(index + 1):\n- \(expectedLine)\n+ \(actualLine)\n(make golden re-records)", file: file, line: line)
    }
}
