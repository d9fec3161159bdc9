import Foundation
@testable import LearnerBuild
import WorkbookCore
import XCTest

/// The source gate by meaning (issue 18.3): what the linked app calls decides, whatever names the
/// code used. A `typealias` of `Bundle` loading a library written at run time, of `Process`, or
/// a Glibc function reached through a closure or another spelling passes the text rules but not
/// the symbols of the built app.
final class GateByMeaningTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func project(_ body: String, extra: String = "") throws -> URL {
        try HostileProject.make(viewDidLoad: body, extra: extra, for: self)
    }

    func check(_ project: URL) throws -> CheckReport {
        let checksFile = CheckerTests.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml")
        let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
        return Checker(reportCache: nil).check(project: project, checks: checks)
    }

    func testABundleLoadedThroughATypealiasIsRefused() throws {
        let folder = try project(#"""
                let library = NSTemporaryDirectory() + "/forge.so"
                _ = Loader(path: library)?.load()
        """#, extra: "typealias Loader = Bundle\n")
        let written = try String(contentsOf: folder.appendingPathComponent("SegueBasics/ViewController.swift"), encoding: .utf8)
        let aliasLine = try XCTUnwrap(written.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Bundle") }) + 1
        let report = try check(folder)
        XCTAssertTrue(report.compileError?.hasPrefix("Not graded") == true, report.compileError ?? "no refusal")
        XCTAssertTrue(report.compileError?.contains("dynamic-loading") == true, report.compileError ?? "")
        XCTAssertTrue(report.compileError?.contains("Bundle(path:)") == true, report.compileError ?? "")
        // Placed where the learner named it: the typealias, at its line and column.
        XCTAssertTrue(report.compileError?.contains("SegueBasics/ViewController.swift:\(aliasLine):20:") == true,
                      "line \(aliasLine): \(report.compileError ?? "")")
        XCTAssertEqual(report.score, 0)
        XCTAssertTrue(report.checks.allSatisfy { $0.status != .passed })
    }

    /// Shapes the text rules do not see as a bundle made from a path: an initializer reference,
    /// an initializer named through a nested typealias.
    func testOtherSpellingsOfABundleFromAPathAreRefused() throws {
        for (body, extra) in [
            ("let make = Bundle.init(url:); _ = make(URL(fileURLWithPath: NSTemporaryDirectory()))?.load()", ""),
            ("_ = Tools.Kit.init(path: NSTemporaryDirectory())?.load()", "enum Tools { typealias Kit = Bundle }\n"),
        ] {
            let report = try check(project("        " + body, extra: extra))
            XCTAssertTrue(report.compileError?.hasPrefix("Not graded") == true, "\(body): \(report.compileError ?? "no refusal")")
            XCTAssertTrue(report.compileError?.contains("dynamic-loading") == true, "\(body): \(report.compileError ?? "")")
        }
    }

    /// The symbols alone: Swift symbols by mangled prefix, C functions with glibc's version suffix.
    func testFindingsFromSymbols() {
        let files = [(path: "App/A.swift", contents: "import UIKit\ntypealias B = Bundle\n")]
        let findings = SourceGate.findings(fromSymbols: ["$s10Foundation6BundleC4pathACSgSS_tcfC", "dlopen@GLIBC_2.34", "puts",
                                                         "$s10Foundation6BundleC4mainACvgZ", "$s10Foundation7ProcessCACycfC",
                                                         "kill@GLIBC_2.2.5"], learnerFiles: files)
        XCTAssertEqual(findings.map(\.rule), ["dynamic-loading", "dynamic-loading", "process", "signal"])
        XCTAssertEqual(findings.first.map { "\($0.file):\($0.line):\($0.column)" }, "App/A.swift:2:15")
        XCTAssertEqual(findings[1].file + ":\(findings[1].line)", "App/A.swift:1", "not named in the code: the first file")
    }

    /// A correct app's symbols are all allowed (what the glue and generated main call included).
    func testACorrectAppIsNotRefused() throws {
        let report = try check(project(""))
        XCTAssertNil(report.compileError)
    }
}
