@testable import ClassReports
import Foundation
import XCTest

/// GitHub Classroom's own reporter (`classroom-resources/autograding-grading-reporter`, its
/// `src/` run with Node) on results `workbook check --format classroom` wrote for small fixture
/// projects: what a student reads in the Actions log, the points Classroom records, whether the
/// job fails. The reporter's source is copied out at test time and never kept here: set
/// `WORKBOOK_CLASSROOM_REPORTER` to its git directory or to a folder holding its `src/`.
final class ClassroomReporterTests: XCTestCase {
    static let defaultReporter = "/work/.mirror/classroom-resources+autograding-grading-reporter/repo"
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/Fixtures")

    // MARK: The reporter, with stand-ins for its two npm dependencies

    /// `@actions/core` as the reporter uses it: inputs from `INPUT_<NAME>`, workflow commands on stdout.
    static let actionsCore = #"""
    function escapeData(s) { return String(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A') }
    function escapeProperty(s) { return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C') }
    exports.getInput = function (name) {
      return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim()
    }
    exports.notice = function (message, properties = {}) {
      const props = Object.entries(properties).map(([k, v]) => `${k}=${escapeProperty(v)}`).join(',')
      process.stdout.write(`::notice${props ? ' ' + props : ''}::${escapeData(message)}\n`)
    }
    exports.setFailed = function (message) {
      process.exitCode = 1
      process.stdout.write(`::error::${escapeData(message)}\n`)
    }
    """#

    /// `cli-table3`: a table of rows, written one row a line.
    static let cliTable = #"""
    class Table {
      constructor(options = {}) { this.head = options.head || []; this.rows = [] }
      push(...rows) { this.rows.push(...rows); return this.rows.length }
      toString() { return [this.head, ...this.rows].map((row) => '│ ' + row.join(' │ ') + ' │').join('\n') }
    }
    module.exports = Table
    """#

    /// A folder holding the reporter's `src/` and the stand-ins in `node_modules/`.
    func reporter() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let given = environment["WORKBOOK_CLASSROOM_REPORTER"].flatMap { $0.isEmpty ? nil : $0 }
        let source = URL(fileURLWithPath: given ?? Self.defaultReporter)
        let fileManager = FileManager.default
        let isGitDirectory = fileManager.fileExists(atPath: source.appendingPathComponent("HEAD").path)
            && fileManager.fileExists(atPath: source.appendingPathComponent("objects").path)
        let hasSource = fileManager.fileExists(atPath: source.appendingPathComponent("src/main.js").path)
        guard isGitDirectory || hasSource else {
            throw XCTSkip("GitHub Classroom's reporter is not at \(source.path): set WORKBOOK_CLASSROOM_REPORTER to a git directory "
                + "of github.com/classroom-resources/autograding-grading-reporter (e.g. `git clone --bare …`) or to a folder holding its src/")
        }
        guard Self.node != nil else { throw XCTSkip("no node on PATH (Node 20, as the reporter's action.yml uses): install nodejs") }
        let folder = try temporaryFolder("reporter")
        if isGitDirectory {
            let archive = try shell("git --git-dir='\(source.path)' archive HEAD src | tar -x -C '\(folder.path)'")
            XCTAssertEqual(archive.status, 0, archive.output)
        } else {
            try fileManager.copyItem(at: source.appendingPathComponent("src"), to: folder.appendingPathComponent("src"))
        }
        XCTAssertTrue(fileManager.fileExists(atPath: folder.appendingPathComponent("src/main.js").path), "no src/main.js in \(source.path)")
        for (module, text) in [("@actions/core", Self.actionsCore), ("cli-table3", Self.cliTable)] {
            let moduleFolder = folder.appendingPathComponent("node_modules/\(module)")
            try fileManager.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
            try text.write(to: moduleFolder.appendingPathComponent("index.js"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static var node: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/node" } + ["/usr/bin/node"]).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the reporter as its action does: `runners` input, each runner's base64 result in `<RUNNER>_RESULTS`.
    func runReporter(_ folder: URL, results: [(runner: String, json: Data)]) throws -> (status: Int32, output: String) {
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "INPUT_RUNNERS": results.map(\.runner).joined(separator: ",")]
        for (runner, json) in results { environment["\(runner.uppercased())_RESULTS"] = json.base64EncodedString() }
        return try Fixture.run(URL(fileURLWithPath: Self.node!), ["src/main.js"], in: folder, environment: environment)
    }

    // MARK: workbook check on fixture projects

    /// The exercise folder a student's repository holds: SegueBasics with the checks of
    /// manual-segue-values and `ViewController.swift` from `solution` (or `source`).
    func exercise(solution: String? = nil, source: String? = nil) throws -> URL {
        let folder = try temporaryFolder("exercise").appendingPathComponent("manual-segue-values")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("projects/SegueBasics"), to: folder)
        let exercise = Self.fixtures.appendingPathComponent("exercises/manual-segue-values")
        try FileManager.default.copyItem(at: exercise.appendingPathComponent("checks.yaml"), to: folder.appendingPathComponent("checks.yaml"))
        let target = folder.appendingPathComponent("SegueBasics/ViewController.swift")
        if let solution {
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: exercise.appendingPathComponent("solutions/\(solution)/ViewController.swift"), to: target)
        }
        if let source { try source.write(to: target, atomically: true, encoding: .utf8) }
        return folder
    }

    /// `workbook check FOLDER --format classroom --output F` as the workflow's step runs it.
    func check(_ folder: URL, language: String? = "en", environment extra: [String: String] = [:])
        throws -> (status: Int32, log: String, json: Data) {
        let output = folder.deletingLastPathComponent().appendingPathComponent("result.json")
        var environment = ProcessInfo.processInfo.environment
        if environment["WORKBOOK_CACHE_DIR"] == nil {
            environment["WORKBOOK_CACHE_DIR"] = Self.repository.appendingPathComponent(".build/workbook-cache").path
        }
        environment.merge(extra) { $1 }
        let arguments = ["check", folder.path, "--format", "classroom", "--output", output.path, "--no-cache"]
            + (language.map { ["--lang", $0] } ?? [])
        let result = try Fixture.run(CITemplateTests.binary, arguments, in: folder, environment: environment)
        return (result.status, result.output, try Data(contentsOf: output))
    }

    struct Result: Decodable {
        struct Test: Decodable { let name: String; let status: String; let message: String; let test_code: String; let score: Double }
        let status: String
        let max_score: Double
        let tests: [Test]
    }

    // MARK: Tests

    func testTheReporterShowsTheExplanationAndTheCompilerErrorAndRecordsOurPoints() throws {
        let reporterFolder = try reporter()
        let twin = try check(try exercise(solution: "twin-instance"))
        XCTAssertEqual(twin.status, 1, twin.log)
        let broken = try check(try exercise(source: "import UIKit\n\nclass ViewController: UIViewController {\n"
            + "    override func viewDidLoad() { super.viewDidLoad(); let count: Int = \"three\" }\n}\n"))
        XCTAssertEqual(broken.status, 1, broken.log)

        // The step's own log: the terminal report, beside the file.
        XCTAssertTrue(twin.log.contains("✘ passes-values"), twin.log)
        XCTAssertTrue(twin.log.contains("They are twins"), twin.log)
        XCTAssertTrue(broken.log.contains("ViewController.swift:4"), broken.log)

        let twinResult = try JSONDecoder().decode(Result.self, from: twin.json)
        let brokenResult = try JSONDecoder().decode(Result.self, from: broken.json)
        let explanation = try XCTUnwrap(twinResult.tests.first { $0.test_code.hasPrefix("passes-values\n") }).message
        XCTAssertTrue(explanation.contains("why: "), explanation)
        let compiler = try XCTUnwrap(brokenResult.tests.first).test_code
        XCTAssertTrue(compiler.contains("cannot convert value of type 'String' to specified type 'Int'"), compiler)

        let log = try runReporter(reporterFolder, results: [("twin", twin.json), ("broken", broken.json)])
        // A failed check: its name, then what failed, expected/actual, why and the first hint.
        XCTAssertTrue(log.output.contains("❌ The values entered appear on the result screen"), log.output)
        for line in explanation.split(separator: "\n") {
            XCTAssertTrue(log.output.contains(line), "the log lacks \"\(line)\":\n\(log.output)")
        }
        XCTAssertTrue(log.output.contains("They are twins, not the same object"), log.output)
        XCTAssertTrue(log.output.contains("hint: Pass the values to segue.destination in prepare(for:sender:)."), log.output)
        // Code that does not compile: the compiler's error with its file and line.
        XCTAssertTrue(log.output.contains("❌ Compile error"), log.output)
        XCTAssertTrue(log.output.contains("ViewController.swift:4"), log.output)
        XCTAssertTrue(log.output.contains("cannot convert value of type 'String' to specified type 'Int'"), log.output)
        // Classroom records workbook's points: the sum of both exercises' scores over their maxima.
        let points = twinResult.tests.reduce(0) { $0 + $1.score } + brokenResult.tests.reduce(0) { $0 + $1.score }
        XCTAssertGreaterThan(points, 0)
        let maximum = twinResult.max_score + brokenResult.max_score
        XCTAssertTrue(log.output.contains("::notice title=Autograding complete::Points \(Self.number(points))/\(Self.number(maximum))"), log.output)
        // Failed checks and code that does not compile are the student's to fix: the job fails on them.
        XCTAssertEqual(twinResult.status, "fail")
        XCTAssertEqual(brokenResult.status, "fail")
        XCTAssertTrue(log.output.contains("::error::Some tests failed."), log.output)
        XCTAssertEqual(log.status, 1, log.output)
    }

    func testAPassingSolutionPassesTheJobWithFullPoints() throws {
        let reporterFolder = try reporter()
        let correct = try check(try exercise(solution: "correct"))
        XCTAssertEqual(correct.status, 0, correct.log)
        let result = try JSONDecoder().decode(Result.self, from: correct.json)
        XCTAssertEqual(result.status, "pass")
        let log = try runReporter(reporterFolder, results: [("correct", correct.json)])
        XCTAssertEqual(log.status, 0, log.output)
        XCTAssertFalse(log.output.contains("❌"), log.output)
        XCTAssertFalse(log.output.contains("::error::"), log.output)
        let maximum = Self.number(result.max_score)
        XCTAssertTrue(log.output.contains("::notice title=Autograding complete::Points \(maximum)/\(maximum)"), log.output)
    }

    /// Without --lang the report is in the workbook's language (`workbook generate` writes its
    /// first language in README.md, the others as README.<code>.md), not the runner's LANG.
    func testWithoutLangTheClassroomReportIsInTheWorkbooksLanguage() throws {
        let folder = try exercise(solution: "twin-instance")
        try "# 수동 세그웨이\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try "# A manual segue\n".write(to: folder.appendingPathComponent("README.en.md"), atomically: true, encoding: .utf8)
        let korean = try check(folder, language: nil, environment: ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8"])
        XCTAssertTrue(try JSONDecoder().decode(Result.self, from: korean.json).tests.contains { $0.name == "입력한 값이 결과 화면에 표시된다" },
                      String(decoding: korean.json, as: UTF8.self))
        XCTAssertTrue(korean.log.contains("입력한 값이 결과 화면에 표시된다"), korean.log)
        let english = try check(folder, language: "en")
        XCTAssertTrue(try JSONDecoder().decode(Result.self, from: english.json).tests.contains { $0.name == "The values entered appear on the result screen" })
    }

    // MARK: Helpers

    /// A number as JavaScript prints it (`4`, `2.5`).
    static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    func temporaryFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func shell(_ command: String) throws -> (status: Int32, output: String) {
        try Fixture.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: nil, environment: nil)
    }
}
