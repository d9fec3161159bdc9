import Foundation
@testable import WorkbookCore
import XCTest

/// Coverage of code the build moved: an extension's `override`, compiled inside its class body
/// between `#sourceLocation` lines, is counted back at the learner's file and line.
final class LineCoverageReaderTests: XCTestCase {
    func testMovedCodeIsCountedWhereTheLearnerWroteIt() throws {
        let compiled = [
            "class ViewController: UIViewController {",                                    // 1
            "    func a() {}",                                                             // 2
            "#sourceLocation(file: \"App/ViewController.swift\", line: 20)",               // 3
            "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",     // 4 → 20
            "        guard let x = sender as? String else { return }",                     // 5 → 21
            "        print(x)",                                                            // 6 → 22
            "    }",                                                                       // 7 → 23
            "#sourceLocation(file: \"App/Other.swift\", line: 5)",                         // 8
            "    override func viewDidLoad() {",                                           // 9 → Other 5
            "    }",                                                                       // 10 → Other 6
            "#sourceLocation(file: \"App/ViewController.swift\", line: 3)",                // 11
            "}",                                                                           // 12 → 3
        ].joined(separator: "\n")
        let places = LineCoverageReader.sourcePlaces(compiled, file: "App/ViewController.swift",
                                                     learnerFiles: ["App/ViewController.swift", "App/Other.swift"])
        XCTAssertEqual(places.count, 12)
        XCTAssertEqual(places[1].line, 2)
        XCTAssertEqual(places[3].file, "App/ViewController.swift"); XCTAssertEqual(places[3].line, 20)
        XCTAssertEqual(places[5].line, 22)
        XCTAssertEqual(places[8].file, "App/Other.swift"); XCTAssertEqual(places[8].line, 5)
        XCTAssertEqual(places[11].file, "App/ViewController.swift"); XCTAssertEqual(places[11].line, 3)

        // llvm-cov's export of that file: the segments go back to their places, in order, each file's own.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        let source = folder.appendingPathComponent("src/App/ViewController.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try compiled.write(to: source, atomically: true, encoding: .utf8)
        let export: [String: Any] = ["data": [["files": [["filename": "/elsewhere/.staging-1/src/App/ViewController.swift",
                                                          "segments": [[2, 14, 1, true, true, false], [4, 71, 1, true, true, false], [5, 56, 0, true, true, false],
                                                                       [6, 9, 1, true, false, false], [9, 34, 1, true, true, false]]]]]]]
        let data = try JSONSerialization.data(withJSONObject: export)
        let coverage = try XCTUnwrap(LineCoverageReader.parse(data, learnerFiles: ["App/ViewController.swift", "App/Other.swift"],
                                                              sourceRoot: folder.appendingPathComponent("src")))
        XCTAssertEqual(coverage.files["App/ViewController.swift"]?.map(\.line), [2, 20, 21, 22])
        XCTAssertEqual(coverage.files["App/Other.swift"]?.map(\.line), [5])
        XCTAssertEqual(coverage.count(path: "App/ViewController.swift", line: 22, column: 9), 1)
        XCTAssertEqual(coverage.count(path: "App/ViewController.swift", line: 21, column: 60), 0)
    }
}
