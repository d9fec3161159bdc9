import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Each report format against the specification of the tool that reads it (issue 17):
/// - Exercism's test-runner interface v3 (github.com/exercism/docs,
///   `building/tooling/test-runners/interface.md`);
/// - the common JUnit XML schema (Jenkins' `junit-10.xsd`, jenkinsci/xunit-plugin), its
///   constraints asserted here on the parsed XML (no schema file is fetched or kept);
/// - GitHub's workflow commands (`::error file=…,line=…,col=…,title=…::message`, escaped as
///   `@actions/core` does), with paths relative to the repository root;
/// - Gradescope's autograder `results.json` (github.com/gradescope/autograder_samples, `docs/specs.md`).
final class ReportSpecTests: XCTestCase {
    static let now = ReportGoldenTests.now

    static func check(_ id: String, _ status: CheckResult.Status, console: [String] = [], message: String? = nil,
                      visibility: Check.Visibility = .visible, seconds: Double = 0.25) -> CheckResult {
        CheckResult(id: id, title: LocalizedText(ko: "검사 \(id)", en: "Check \(id)"), status: status,
                    points: status == .passed ? 1 : 0, maxPoints: 1, visibility: visibility,
                    message: message.map { LocalizedText($0) } ?? (status == .passed ? nil : LocalizedText("\(id) went wrong")),
                    console: console, seconds: seconds)
    }

    static func report(_ checks: [CheckResult], status: CheckReport.Status = .failed, compileError: String? = nil,
                       internalError: String? = nil) -> CheckReport {
        CheckReport(exercise: "manual-segue-values", title: LocalizedText("Passing values"), status: status,
                    score: Double(checks.filter { $0.status == .passed }.count), maxScore: Double(checks.count), checks: checks,
                    compileError: compileError, internalError: internalError, seconds: 2.5)
    }

    /// What `workbook check` reports when the code does not compile: every check not run.
    static let compileErrorText = "SegueValues/ViewController.swift:12:5: error: cannot find 'reslt' in scope\n        reslt.text = email\n        ^~~~~"
    static let notCompiled = report(["shows-result", "passes-values", "empty-email-stays", "result-released"].map {
        check($0, .skipped, message: "Not run: the code did not compile.")
    }, status: .error, compileError: compileErrorText)

    /// A prerequisite failed, so the check after it was skipped.
    static let prerequisiteFailed = report([
        check("shows-result", .failed),
        check("passes-values", .skipped, message: "Skipped: it needs shows-result to pass first."),
    ])

    func json(_ format: ReportFormat, _ report: CheckReport, language: Language = .en) throws -> [String: Any] {
        let text = format.render(report, language: language, now: Self.now)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    // MARK: Exercism test-runner interface v3

    func testExercismCompileErrorIsAnErrorWithTheCompilersText() throws {
        let document = try json(.json, Self.notCompiled)
        XCTAssertEqual(document["version"] as? Int, 3)
        // "error: No test was executed (this usually means a compile error …)", message required.
        XCTAssertEqual(document["status"] as? String, "error")
        // The compiler's text, and beside its error the sentence in the learner's language.
        XCTAssertEqual(document["message"] as? String, Self.compileErrorText + "\nIn plain words: Nothing named `reslt` is declared where this line can see it: check the spelling (letter case counts), and that it is declared in this class, or in this function before this line, not inside another function or block.")
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["status"] as? String }, Array(repeating: "error", count: 4))
        // A test that did not pass carries a message.
        XCTAssertEqual(tests.map { $0["message"] as? String }, Array(repeating: "Not run: the code did not compile.", count: 4))
    }

    func testExercismSkippedAfterAFailedPrerequisiteIsAFailureNotAnError() throws {
        let document = try json(.json, Self.prerequisiteFailed)
        XCTAssertEqual(document["status"] as? String, "fail")
        // "When the status is not error, either set the value to null or omit the key entirely."
        XCTAssertNil(document["message"])
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["fail", "fail"])
        XCTAssertEqual(tests[1]["message"] as? String, "Skipped: it needs shows-result to pass first.")
    }

    func testExercismErrorOnlyWhenNoTestRan() throws {
        // One check workbook could not run, another that ran: `fail` ("at least one test has the
        // status fail or error"); only every test erroring makes the whole run `error`.
        let some = try json(.json, Self.report([Self.check("a", .passed), Self.check("b", .error)], status: .error))
        XCTAssertEqual(some["status"] as? String, "fail")
        XCTAssertNil(some["message"])
        let all = try json(.json, Self.report([Self.check("a", .error, message: "workbook could not run this check: x")], status: .error))
        XCTAssertEqual(all["status"] as? String, "error")
        XCTAssertEqual(all["message"] as? String, "workbook could not run this check: x")
        let stopped = try json(.json, Self.report([Self.check("a", .skipped)], status: .error, internalError: "the runtime is missing"))
        XCTAssertEqual(stopped["status"] as? String, "error")
        XCTAssertEqual(stopped["message"] as? String, "the runtime is missing")
        let passed = try json(.json, Self.report([Self.check("a", .passed)], status: .passed))
        XCTAssertEqual(passed["status"] as? String, "pass")
        XCTAssertNil((passed["tests"] as? [[String: Any]])?.first?["message"])
    }

    func testExercismTopLevelMessageStaysWithin65535Characters() throws {
        // Published compiler text may be 64 KiB plus the truncation note: over the spec's limit.
        let huge = String(repeating: "x", count: 200_000)
        let document = try json(.json, Self.report([Self.check("a", .skipped)], status: .error, compileError: huge))
        let message = try XCTUnwrap(document["message"] as? String)
        XCTAssertLessThanOrEqual(message.utf8.count, 65_535)
        XCTAssertGreaterThan(message.utf8.count, 65_000)
        XCTAssertTrue(message.hasSuffix(InertText.truncationNote), String(message.suffix(40)))
    }

    func testExercismDoesNotInventTasks() throws {
        // task_id links a test to one numbered task of the instructions; exercises have none.
        let tests = try XCTUnwrap(json(.json, ReportGoldenTests.report)["tests"] as? [[String: Any]])
        XCTAssertFalse(tests.isEmpty)
        for test in tests {
            XCTAssertNil(test["task_id"])
            XCTAssertEqual(test["test_code"] as? String, test["id"] as? String)
        }
    }

    func testExercismOutputIsCutAt500CharactersKeepingTheLastLines() throws {
        let console = (1...60).map { "line \($0): " + String(repeating: "·", count: 20) }
        for language in Language.allCases {
            let document = try json(.json, Self.report([Self.check("a", .failed, console: console)]), language: language)
            let output = try XCTUnwrap((document["tests"] as? [[String: Any]])?.first?["output"] as? String)
            XCTAssertLessThanOrEqual(output.utf16.count, 500, output)
            XCTAssertGreaterThan(output.utf16.count, 400, output)
            let lines = output.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.first, Catalog[language].reportOutputCut(limit: 500))
            XCTAssertEqual(lines.last, console.last)
            XCTAssertEqual(Array(lines.dropFirst()), Array(console.suffix(lines.count - 1)), "whole lines, the last ones, in order")
        }
        // Within the limit: as printed, no note.
        let short = try json(.json, Self.report([Self.check("a", .failed, console: ["hi", "there"])]))
        XCTAssertEqual((short["tests"] as? [[String: Any]])?.first?["output"] as? String, "hi\nthere")
        XCTAssertNil((try json(.json, Self.report([Self.check("a", .passed)]))["tests"] as? [[String: Any]])?.first?["output"])
    }

    func testExercismOutputCountsWhatEveryReaderCounts() {
        // 300 emoji are 300 characters but 600 UTF-16 code units (JavaScript's length).
        let emoji = String(repeating: "😀", count: 300)
        let output = ExercismJSONReport.output([emoji], language: .en)
        XCTAssertNotNil(output)
        XCTAssertLessThanOrEqual(output?.utf16.count ?? .max, 500)
        XCTAssertTrue(output?.hasSuffix("😀 …") ?? false, output ?? "")
        // The publishing step's English "N earlier lines not shown" gives way to the learner's language.
        let published = ExercismJSONReport.output([InertText.earlierLinesNote(3), "last"], language: .ko)
        XCTAssertEqual(published, Catalog[.ko].reportOutputCut(limit: 500) + "\nlast")
        XCTAssertFalse(Catalog[.ko].reportOutputCut(limit: 500) == Catalog[.en].reportOutputCut(limit: 500))
    }

    /// `docs/results.schema.json` stays true: every key it requires is written, every key written
    /// is one it describes, and the enums hold.
    func testExercismJSONMatchesOurSchema() throws {
        let schemaURL = TraceEndToEndTests.repository.appendingPathComponent("docs/results.schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        let testSchema = try XCTUnwrap((properties["tests"] as? [String: Any])?["items"] as? [String: Any])
        let testProperties = try XCTUnwrap(testSchema["properties"] as? [String: Any])
        func enumValues(_ property: Any?) -> [String]? { (property as? [String: Any])?["enum"] as? [String] }
        for report in [ReportGoldenTests.report, Self.notCompiled, Self.prerequisiteFailed, ReportSafetyTests.hostileReport] {
            let document = try json(.json, report)
            XCTAssertEqual(Set(schema["required"] as? [String] ?? []).subtracting(document.keys), [])
            XCTAssertEqual(Set(document.keys).subtracting(properties.keys), [])
            XCTAssertTrue(enumValues(properties["status"])?.contains(document["status"] as? String ?? "") ?? false)
            for test in document["tests"] as? [[String: Any]] ?? [] {
                XCTAssertEqual(Set(testSchema["required"] as? [String] ?? []).subtracting(test.keys), [], "\(test)")
                XCTAssertEqual(Set(test.keys).subtracting(testProperties.keys), [], "\(test)")
                XCTAssertTrue(enumValues(testProperties["status"])?.contains(test["status"] as? String ?? "") ?? false)
                if test["status"] as? String != "pass" { XCTAssertNotNil(test["message"] as? String, "\(test)") }
            }
        }
    }

    // MARK: JUnit XML (Jenkins junit-10.xsd)

    final class Node {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []
        var text = ""
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Node] = []
        var root: Node?
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                    attributes attributeDict: [String: String] = [:]) {
            let node = Node(name: elementName, attributes: attributeDict)
            if let parent = stack.last { parent.children.append(node) } else { root = node }
            stack.append(node)
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    }

    func parseXML(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? ""):\n\(text)", file: file, line: line)
        return try XCTUnwrap(builder.root, file: file, line: line)
    }

    /// What junit-10.xsd allows and requires, element by element.
    static let junitAttributes: [String: (allowed: Set<String>, required: Set<String>)] = [
        "testsuites": (["name", "time", "tests", "failures", "errors"], []),
        "testsuite": (["name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package",
                       "file", "log", "url"], ["name", "tests", "failures", "errors"]),
        "testcase": (["name", "time", "classname", "group"], ["name"]),
        "failure": (["type", "message"], []), "error": (["type", "message"], []), "skipped": (["type", "message"], []),
        "system-out": ([], []), "system-err": ([], []), "properties": ([], []), "property": (["name", "value"], ["name", "value"]),
    ]
    static let junitChildren: [String: Set<String>] = [
        "testsuites": ["testsuite"],
        "testsuite": ["testsuite", "properties", "testcase", "system-out", "system-err"],
        "testcase": ["skipped", "error", "failure", "system-out", "system-err"],
        "failure": [], "error": [], "skipped": [], "system-out": [], "system-err": [], "properties": ["property"], "property": [],
    ]

    func assertFollowsJUnitSchema(_ node: Node, file: StaticString = #filePath, line: UInt = #line) {
        guard let rules = Self.junitAttributes[node.name], let children = Self.junitChildren[node.name] else {
            return XCTFail("element <\(node.name)> is not in the schema", file: file, line: line)
        }
        let names = Set(node.attributes.keys)
        XCTAssertEqual(names.subtracting(rules.allowed), [], "<\(node.name)> attributes the schema does not declare", file: file, line: line)
        XCTAssertEqual(rules.required.subtracting(names), [], "<\(node.name)> lacks required attributes", file: file, line: line)
        if let time = node.attributes["time"], node.name != "testcase" {
            // SUREFIRE_TIME: digits (maybe grouped by commas), then a dot and digits.
            XCTAssertNotNil(time.range(of: #"^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$"#, options: .regularExpression),
                            "time \(time)", file: file, line: line)
        }
        for child in node.children {
            XCTAssertTrue(children.contains(child.name), "<\(child.name)> inside <\(node.name)>", file: file, line: line)
            assertFollowsJUnitSchema(child, file: file, line: line)
        }
    }

    func junit(_ report: CheckReport, language: Language = .en) throws -> Node {
        let root = try parseXML(ReportFormat.junit.render(report, language: language, now: Self.now))
        XCTAssertEqual(root.name, "testsuites")
        assertFollowsJUnitSchema(root)
        // The counts say what the test cases hold.
        for suite in [root] + root.children {
            let cases = (suite.name == "testsuites" ? suite.children.flatMap(\.children) : suite.children).filter { $0.name == "testcase" }
            func count(_ element: String) -> String { "\(cases.filter { $0.children.contains { $0.name == element } }.count)" }
            XCTAssertEqual(suite.attributes["tests"], "\(cases.count)", suite.name)
            XCTAssertEqual(suite.attributes["failures"], count("failure"), suite.name)
            XCTAssertEqual(suite.attributes["errors"], count("error"), suite.name)
            if suite.name == "testsuite" {
                XCTAssertEqual(suite.attributes["skipped"], count("skipped"), suite.name)
                XCTAssertNotNil(suite.attributes["time"], "testsuite needs time")
            }
            // At most one outcome per test case.
            for testcase in cases {
                XCTAssertLessThanOrEqual(testcase.children.filter { ["failure", "error", "skipped"].contains($0.name) }.count, 1)
            }
        }
        return root
    }

    func testJUnitFollowsTheSchema() throws {
        for report in [ReportGoldenTests.report, Self.prerequisiteFailed, ReportSafetyTests.hostileReport, Self.notCompiled] {
            for language in Language.allCases { _ = try junit(report, language: language) }
        }
        let suite = try XCTUnwrap(junit(ReportGoldenTests.report).children.first)
        XCTAssertEqual(suite.attributes["time"], "1.500")
        // The prerequisite's failure fails the suite; the check after it was not run.
        let skipped = try XCTUnwrap(junit(Self.prerequisiteFailed).children.first)
        XCTAssertEqual([skipped.attributes["failures"], skipped.attributes["errors"], skipped.attributes["skipped"]], ["1", "0", "1"])
    }

    func testJUnitCompileErrorIsAnErrorInEveryTestWithTheCompilersText() throws {
        for language in Language.allCases {
            let suite = try XCTUnwrap(junit(Self.notCompiled, language: language).children.first)
            XCTAssertEqual([suite.attributes["tests"], suite.attributes["failures"], suite.attributes["errors"], suite.attributes["skipped"]],
                           ["4", "0", "4", "0"])
            let cases = suite.children.filter { $0.name == "testcase" }
            XCTAssertEqual(cases.count, 4)
            for testcase in cases {
                let error = try XCTUnwrap(testcase.children.first { $0.name == "error" }, testcase.attributes["name"] ?? "")
                XCTAssertEqual(error.attributes["type"], "compile-error")
                XCTAssertEqual(error.attributes["message"], "Not run: the code did not compile.")
                XCTAssertEqual(error.text, Self.compileErrorText)
            }
        }
        let refused = Self.report([Self.check("a", .skipped)], status: .error, compileError: "Not graded: App/Link.swift is a link")
        XCTAssertEqual(try junit(refused).children.first?.children.first?.children.first?.attributes["type"], "not-graded")
    }

    // MARK: GitHub workflow commands

    /// A repository whose exercise sits at `Exercises/<id>/`, and a crash and a compile error in it.
    func fakeRepository(gitFile: Bool = false) throws -> (root: URL, project: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-annotations-\(UUID().uuidString)")
        let project = root.appendingPathComponent("Exercises/manual-segue-values")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("SegueValues"), withIntermediateDirectories: true)
        if gitFile {
            try "gitdir: /elsewhere/.git/worktrees/x\n".write(to: root.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return (WorkflowPaths.real(root), project)
    }

    static let crashing = report([
        CheckResult(id: "shows-result", title: LocalizedText("Shows, the result: screen"), status: .failed, points: 0, maxPoints: 1,
                    visibility: .visible, message: LocalizedText("The app crashed at SegueValues/ViewController.swift:14: 100% nil, sorry"),
                    crash: CrashReport(kind: .fatalError, reason: "nil", step: 1, file: "SegueValues/ViewController.swift", line: 14)),
    ])

    func annotations(_ report: CheckReport, _ paths: WorkflowPaths) -> [String] {
        GitHubAnnotationsReport(language: .en, paths: paths).render(report.published(now: Self.now))
            .split(separator: "\n").map(String.init)
    }

    func testGitHubFilesAreRelativeToTheRepositoryRoot() throws {
        let (root, project) = try fakeRepository()
        let elsewhere = FileManager.default.temporaryDirectory
        let byGit = WorkflowPaths.locate(projectFolder: project, environment: [:], currentDirectory: elsewhere)
        XCTAssertEqual(byGit.root.path, root.path)
        let lines = annotations(Self.crashing, byGit)
        XCTAssertEqual(lines.first, "::error file=Exercises/manual-segue-values/SegueValues/ViewController.swift,line=14,"
                       + "title=shows-result%3A Shows%2C the result%3A screen::The app crashed at SegueValues/ViewController.swift:14: 100%25 nil, sorry")
        // Compile errors too, with their column.
        let compile = annotations(Self.notCompiled, byGit)
        XCTAssertEqual(compile.first, "::error file=Exercises/manual-segue-values/SegueValues/ViewController.swift,line=12,col=5,"
                       + "title=compile error::cannot find 'reslt' in scope")
        // The workflow's working directory wins when it holds the project …
        let workspace = WorkflowPaths.locate(projectFolder: project, environment: ["GITHUB_WORKSPACE": root.path + "/Exercises"],
                                             currentDirectory: elsewhere)
        XCTAssertEqual(workspace.file("SegueValues/ViewController.swift"), "manual-segue-values/SegueValues/ViewController.swift")
        // … and is passed over when it does not.
        let unrelated = WorkflowPaths.locate(projectFolder: project, environment: ["GITHUB_WORKSPACE": elsewhere.appendingPathComponent("nope-\(UUID())").path],
                                             currentDirectory: elsewhere)
        XCTAssertEqual(unrelated.root.path, root.path)
        // A relative project folder, from the repository root, as in `workbook check Exercises/<id>`.
        let relative = WorkflowPaths.locate(projectFolder: URL(fileURLWithPath: "Exercises/manual-segue-values", relativeTo: URL(fileURLWithPath: root.path, isDirectory: true)),
                                            environment: [:], currentDirectory: root)
        XCTAssertEqual(relative.file("SegueValues/ViewController.swift"), "Exercises/manual-segue-values/SegueValues/ViewController.swift")
    }

    func testGitHubRootIsAGitFileOrTheCurrentFolder() throws {
        let (root, project) = try fakeRepository(gitFile: true)
        XCTAssertEqual(WorkflowPaths.locate(projectFolder: project, environment: [:], currentDirectory: project).root.path, root.path)
        try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        // No repository: the current folder.
        let current = WorkflowPaths.locate(projectFolder: project, environment: [:], currentDirectory: root.appendingPathComponent("Exercises"))
        XCTAssertEqual(current.file("SegueValues/ViewController.swift"), "manual-segue-values/SegueValues/ViewController.swift")
        // A file outside the root cannot carry an annotation: its place goes into the message.
        let other = root.appendingPathComponent("Other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let outside = WorkflowPaths.locate(projectFolder: project, environment: [:], currentDirectory: other)
        XCTAssertNil(outside.file("AppDelegate.swift"))
        XCTAssertNil(outside.file("SegueValues/../../x.swift"))
        XCTAssertEqual(annotations(Self.crashing, outside).first,
                       "::error title=shows-result%3A Shows%2C the result%3A screen::SegueValues/ViewController.swift:14: "
                       + "The app crashed at SegueValues/ViewController.swift:14: 100%25 nil, sorry")
    }

    func testGitHubEscapesPropertiesAndMessageAsTheToolkitDoes() throws {
        let (_, project) = try fakeRepository()
        let paths = WorkflowPaths.locate(projectFolder: project, environment: [:], currentDirectory: project)
        let report = Self.report([
            CheckResult(id: "a", title: LocalizedText("50%, done: yes"), status: .failed, points: 0, maxPoints: 1, visibility: .visible,
                        message: LocalizedText("line one\nline two: 100%, ok\r\nthree"),
                        crash: CrashReport(kind: .fatalError, reason: "x", step: 1, file: "App/a,b:c%d.swift", line: 3)),
        ])
        let line = try XCTUnwrap(annotations(report, paths).first)
        // Properties: % CR LF : , escaped; the message: % CR LF only.
        XCTAssertEqual(line, "::error file=Exercises/manual-segue-values/App/a%2Cb%3Ac%25d.swift,line=3,title=a%3A 50%25%2C done%3A yes"
                       + "::line one%0Aline two: 100%25, ok%0Athree")
    }

    // MARK: Gradescope results.json

    static let gradescopeTopLevel: Set<String> = ["score", "execution_time", "output", "output_format", "test_output_format",
                                                  "test_name_format", "visibility", "stdout_visibility", "extra_data", "tests", "leaderboard"]
    static let gradescopeTest: Set<String> = ["score", "max_score", "status", "name", "name_format", "number", "output",
                                              "output_format", "tags", "visibility", "extra_data"]
    static let gradescopeFormats: Set<String> = ["text", "html", "simple_format", "md", "ansi"]
    static let gradescopeVisibility: Set<String> = ["hidden", "after_due_date", "after_published", "visible"]

    func testGradescopeFollowsTheSpec() throws {
        for report in [ReportGoldenTests.report, Self.notCompiled, Self.prerequisiteFailed, ReportSafetyTests.hostileReport] {
            let document = try json(.gradescope, report)
            XCTAssertEqual(Set(document.keys).subtracting(Self.gradescopeTopLevel), [])
            XCTAssertNotNil(document["score"] as? Double)
            XCTAssertEqual(document["execution_time"] as? Int, Int(report.seconds.rounded(.up)))
            XCTAssertTrue(Self.gradescopeFormats.contains(document["output_format"] as? String ?? ""))
            XCTAssertTrue(Self.gradescopeVisibility.contains(document["stdout_visibility"] as? String ?? ""))
            let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
            XCTAssertEqual(tests.count, report.checks.count)
            for (test, result) in zip(tests, report.checks) {
                XCTAssertEqual(Set(test.keys).subtracting(Self.gradescopeTest), [], "\(test)")
                XCTAssertEqual(test["status"] as? String, result.status == .passed ? "passed" : "failed")
                XCTAssertTrue(Self.gradescopeVisibility.contains(test["visibility"] as? String ?? ""))
                XCTAssertTrue(Self.gradescopeFormats.contains(test["output_format"] as? String ?? ""))
                XCTAssertEqual(test["score"] as? Double, result.points)
                XCTAssertEqual(test["max_score"] as? Double, result.maxPoints)
            }
        }
    }

    func testGradescopeDoesNotShowTheTotalWhileTestsAreHidden() throws {
        // "If test cases are hidden, students will not be able to see their total score": the
        // always-visible top-level output must not say it either.
        let hidden = try json(.gradescope, ReportGoldenTests.report)
        XCTAssertEqual(hidden["output"] as? String, "manual-segue-values — Passing values with a manual segue")
        let visible = try json(.gradescope, Self.prerequisiteFailed)
        XCTAssertEqual(visible["output"] as? String, "manual-segue-values — Passing values: 0/2")
    }
}
