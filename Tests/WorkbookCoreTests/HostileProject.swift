import Foundation
@testable import LearnerBuild
@testable import WorkbookCore
import XCTest

/// The SegueBasics fixture with hostile (or probing) code: `body` runs in the first screen's
/// `viewDidLoad`, `extra` (declarations, imports) is added at the end of its file. A copy in the
/// temporary folder, removed when `test` ends.
enum HostileProject {
    static func make(viewDidLoad body: String, extra: String = "", for test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TraceEndToEndTests.fixtures.appendingPathComponent("SegueBasics"), to: folder)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SegueBasics/ViewController.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let anchor = "super.viewDidLoad()"
        guard source.contains(anchor) else { throw XCTSkip("the SegueBasics fixture no longer calls \(anchor)") }
        try (source.replacingOccurrences(of: anchor, with: anchor + "\n" + body) + "\n" + extra).write(to: file, atomically: true, encoding: .utf8)
        return folder
    }

    /// `make`, then checked with `ForgeryTests.checks` (one launch), the source gate on or off, under `sandbox`.
    static func check(viewDidLoad body: String, extra: String = "", gate: Bool, sandbox: SandboxMode = .auto,
                      for test: XCTestCase) throws -> CheckReport {
        let project = try make(viewDidLoad: body, extra: extra, for: test)
        var compiler = LearnerCompiler()
        compiler.enforcesGate = gate
        var limits = RunLimits()
        limits.sandbox = sandbox
        let checks = try ChecksParser.parse(ForgeryTests.checks, file: "forgery.yaml")
        return Checker(tracer: ProjectTracer(compiler: compiler), limits: limits, reportCache: nil).check(project: project, checks: checks)
    }
}
