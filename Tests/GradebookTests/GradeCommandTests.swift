import Chapters
import ClassReports
import Foundation
@testable import Gradebook
import WorkbookCore
import XCTest

/// `workbook grade` end to end on a small class of the book's `lost-value-vc1-vc2-vc3`:
/// alice (the reference), bob (passes the visible checks, fails the hidden one), carol (a link
/// leaving her folder: refused), dave (floods the console forever: hangs), erin (crashes).
final class GradeCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let golden = repository.appendingPathComponent("Tests/Fixtures/golden/grading")
    static let exercise = "lost-value-vc1-vc2-vc3"
    static let hiddenCheck = "value-survives-relaunch"
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbook")
    }

    override class func setUp() {
        super.setUp()
        if ProcessInfo.processInfo.environment["WORKBOOK_CACHE_DIR"] == nil {
            setenv("WORKBOOK_CACHE_DIR", repository.appendingPathComponent(".build/workbook-cache").path, 1)
        }
    }

    /// Made once for all the tests: the class and an uninterrupted run's --out folder.
    nonisolated(unsafe) static var shared: (submissions: URL, baseline: URL)?

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("grade-\(name)-\(UUID().uuidString)")
    }

    static func makeClass() throws -> URL {
        let (loaded, _) = Book.load(root: repository)
        let book = try XCTUnwrap(loaded)
        let submissions = temporary("class")
        let plan = ["alice": "reference", "bob": "reference", "carol": "reference", "dave": "reference", "erin": "reference"]
        for (student, variant) in plan {
            let staging = temporary("staging")
            try SyntheticClass.write(book: book, count: 1, into: staging, exercises: [exercise]) { _, _ in variant }
            try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: staging.appendingPathComponent("student001"), to: submissions.appendingPathComponent(student))
            try? FileManager.default.removeItem(at: staging)
        }
        func project(_ student: String) -> URL {
            submissions.appendingPathComponent("\(student)/Exercises/\(exercise)/LostValue")
        }
        // bob keeps the value in a static property: it survives VC2's new instance, not a relaunch.
        try """
        import UIKit

        class VC3: UIViewController {
            static var saved: String?

            @IBAction func onSend(_ sender: Any) {
                VC3.saved = "from VC3"
                self.navigationController?.popViewController(animated: true)
            }
        }
        """.write(to: project("bob").appendingPathComponent("VC3.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit

        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                self.valueLabel.text = VC3.saved ?? "-"
            }
        }
        """.write(to: project("bob").appendingPathComponent("VC2.swift"), atomically: true, encoding: .utf8)
        // carol's folder links outside itself.
        try FileManager.default.createSymbolicLink(atPath: project("carol").appendingPathComponent("Secret.swift").path,
                                                   withDestinationPath: "/etc/hostname")
        // dave floods the console and never returns; erin crashes.
        try """
        import UIKit

        class VC1: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var n = 0
                while true { n += 1; print("flood \\(n) ==========================================") }
            }
        }
        """.write(to: project("dave").appendingPathComponent("VC1.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit

        class VC1: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let values: [Int] = []
                print(values[3])
            }
        }
        """.write(to: project("erin").appendingPathComponent("VC1.swift"), atomically: true, encoding: .utf8)
        return submissions
    }

    static func setUpClassOnce() throws -> (submissions: URL, baseline: URL) {
        if let shared { return shared }
        let submissions = try makeClass()
        let baseline = temporary("baseline")
        let result = try run(["grade", submissions.path, "--out", baseline.path, "--book", repository.path, "--jobs", "2", "--exercise", exercise])
        XCTAssertEqual(result.status, 0, result.error)
        shared = (submissions, baseline)
        return (submissions, baseline)
    }

    @discardableResult
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Starts `workbook ARGUMENTS`, reads its progress on standard error and kills it with
    /// SIGKILL once `mark` (`[2/5]`) has been printed, that is after that many results were
    /// committed. Returns whether it was killed before finishing, and what it printed.
    static func runAndKill(_ arguments: [String], at mark: String) throws -> (killed: Bool, seen: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        // The gradebook itself is not opened while the grader runs (opening it would create or
        // migrate it under the grader's feet).
        let progress = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = progress
        try process.run()
        var seen = ""
        var killed = false
        let handle = progress.fileHandleForReading
        while true {
            let data = handle.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
            if seen.contains(mark) {
                kill(process.processIdentifier, SIGKILL)
                killed = true
                break
            }
        }
        process.waitUntilExit()
        return (killed, seen)
    }


    func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Self.assertGolden(text, name, file: file, line: line)
    }

    static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.golden.appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["WORKBOOK_RECORD_GOLDEN"] == "1"
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if !record { XCTFail("recorded missing reference \(name); check it and run again", file: file, line: line) }
            return
        }
        XCTAssertEqual(text, expected, "\(name) differs (WORKBOOK_RECORD_GOLDEN=1 make golden re-records)", file: file, line: line)
    }

    /// Reports with their timings and cache flags zeroed: two runs of the same class compare equal.
    static func normalized(_ results: ClassResults) -> ClassResults {
        var results = results
        results.generatedAt = Date(timeIntervalSince1970: 0)
        for s in results.students.indices {
            for e in results.students[s].exercises.indices {
                for a in results.students[s].exercises[e].attempts.indices {
                    guard var report = results.students[s].exercises[e].attempts[a].report else { continue }
                    report.seconds = 0
                    report.cached = false
                    report.checks = report.checks.map { var check = $0; check.seconds = 0; return check }
                    results.students[s].exercises[e].attempts[a].report = report
                }
            }
        }
        return results
    }

    // MARK: Tests

    func testASmallClassEndToEnd() throws {
        let (submissions, baseline) = try Self.setUpClassOnce()
        try assertGolden(read(baseline.appendingPathComponent("grades.csv")), "grades.csv")
        let gradebook = try Gradebook(url: baseline.appendingPathComponent("gradebook.sqlite"))
        let results = try gradebook.classResults()
        XCTAssertEqual(results.students.map(\.id), ["alice", "bob", "carol", "dave", "erin"])
        func final(_ student: String) -> GradedAttempt? { results.students.first { $0.id == student }?.exercises.first { $0.exercise == Self.exercise }?.final }
        XCTAssertEqual(final("alice")?.score, 3)
        XCTAssertEqual(final("bob")?.score, 2)
        XCTAssertEqual(final("bob")?.report?.checks.first { $0.id == Self.hiddenCheck }?.status, .failed)
        XCTAssertNil(final("carol")?.report)
        XCTAssertTrue(final("carol")?.refusal?.contains("points outside") ?? false, final("carol")?.refusal ?? "no refusal")
        XCTAssertEqual(final("dave")?.score, 0)
        XCTAssertEqual(final("erin")?.score, 0)
        XCTAssertNotNil(final("erin")?.report?.checks.first?.crash)
        XCTAssertEqual(try gradebook.count("attempts"), 5)
        XCTAssertEqual(try gradebook.count("results"), 12) // 4 checked students × 3 checks; carol refused

        // A second run grades nothing again and writes the same files.
        let again = try Self.run(["grade", submissions.path, "--out", baseline.path, "--book", Self.repository.path, "--exercise", Self.exercise])
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertTrue(again.error.contains("0 new result(s), 4 already in the gradebook"), again.error)
        XCTAssertEqual(try gradebook.count("attempts"), 5)
        try assertGolden(read(baseline.appendingPathComponent("grades.csv")), "grades.csv")
    }

    func testKillNineInTheMiddleThenRerunLosesAndDuplicatesNothing() throws {
        let (submissions, baseline) = try Self.setUpClassOnce()
        let out = Self.temporary("killed")
        // Progress lines come after each attempt is committed: kill after the second one (carol's
        // refusal, then a checked one).
        let (killedEarly, seen) = try Self.runAndKill(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path, "--jobs", "1",
                                                      "--no-cache", "--exercise", Self.exercise], at: "[2/5]")
        let database = out.appendingPathComponent("gradebook.sqlite")
        XCTAssertTrue(killedEarly, "the run finished before a result appeared: \(seen)")
        let partial = try Gradebook(url: database).count("attempts")
        XCTAssertLessThan(partial, 5, "killed after every attempt was in")

        let rerun = try Self.run(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path, "--exercise", Self.exercise])
        XCTAssertEqual(rerun.status, 0, rerun.error)
        let gradebook = try Gradebook(url: database)
        XCTAssertEqual(try gradebook.count("attempts"), 5)
        XCTAssertEqual(try gradebook.count("results"), 12)
        XCTAssertEqual(try gradebook.count("scores"), 5)
        XCTAssertEqual(try read(out.appendingPathComponent("grades.csv")), try read(baseline.appendingPathComponent("grades.csv")))
        let single = try Gradebook(url: baseline.appendingPathComponent("gradebook.sqlite")).classResults()
        XCTAssertEqual(Self.normalized(try gradebook.classResults()), Self.normalized(single))
    }

    func testShardsMergedEqualASingleRun() throws {
        let (submissions, baseline) = try Self.setUpClassOnce()
        let first = Self.temporary("shard1"), second = Self.temporary("shard2"), merged = Self.temporary("merged")
        for (shard, out) in [("1/2", first), ("2/2", second)] {
            let result = try Self.run(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path, "--shard", shard,
                                      "--exercise", Self.exercise])
            XCTAssertEqual(result.status, 0, result.error)
        }
        let firstIDs = try Gradebook(url: first.appendingPathComponent("gradebook.sqlite")).classResults().students.map(\.id)
        let secondIDs = try Gradebook(url: second.appendingPathComponent("gradebook.sqlite")).classResults().students.map(\.id)
        XCTAssertEqual(Set(firstIDs).intersection(secondIDs), [])
        XCTAssertEqual(Set(firstIDs).union(secondIDs), ["alice", "bob", "carol", "dave", "erin"])
        XCTAssertFalse(firstIDs.isEmpty || secondIDs.isEmpty, "one shard took every student: \(firstIDs) / \(secondIDs)")

        let merge = try Self.run(["grade", "merge", first.path, second.path, "--out", merged.path])
        XCTAssertEqual(merge.status, 0, merge.error)
        XCTAssertEqual(try read(merged.appendingPathComponent("grades.csv")), try read(baseline.appendingPathComponent("grades.csv")))
        let single = try Gradebook(url: baseline.appendingPathComponent("gradebook.sqlite")).classResults()
        let combined = try Gradebook(url: merged.appendingPathComponent("gradebook.sqlite")).classResults()
        XCTAssertEqual(Self.normalized(combined), Self.normalized(single))
        // Merging the same shards again adds nothing.
        XCTAssertEqual(try Self.run(["grade", "merge", first.path, second.path, "--out", merged.path]).status, 0)
        XCTAssertEqual(try Gradebook(url: merged.appendingPathComponent("gradebook.sqlite")).count("attempts"), 5)
    }

    func testAHiddenChecksDetailsAppearOnlyInTheGradebook() throws {
        let (_, baseline) = try Self.setUpClassOnce()
        let gradebook = try Gradebook(url: baseline.appendingPathComponent("gradebook.sqlite"))
        let bob = try XCTUnwrap(gradebook.classResults().students.first { $0.id == "bob" }?.exercises.first { $0.exercise == Self.exercise }?.final?.report)
        let hidden = try XCTUnwrap(bob.checks.first { $0.id == Self.hiddenCheck })
        // The instructor's gradebook has the details…
        XCTAssertNotNil(hidden.expected)
        XCTAssertFalse(hidden.trace.isEmpty)
        let secrets = [hidden.message?.en, hidden.message?.ko].compactMap { $0 }
        XCTAssertFalse(secrets.isEmpty, "the hidden check's failure has no details to hide")
        // …and so has the instructor's class report; no output meant for learners does.
        let files = try FileManager.default.subpathsOfDirectory(atPath: baseline.path).filter { path in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: baseline.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }
        XCTAssertTrue(files.contains("report/index.html"), "\(files)")
        XCTAssertTrue(files.contains { $0.hasPrefix("feedback/bob") && $0.hasSuffix(".md") }, "\(files)")
        XCTAssertTrue(files.contains { $0.hasPrefix("gradescope/bob") && $0.hasSuffix("results.json") }, "\(files)")
        let bobsPage = try XCTUnwrap(files.first { $0.hasPrefix("report/students/bob") })
        XCTAssertTrue(secrets.contains { try! read(baseline.appendingPathComponent(bobsPage)).contains($0) }, "the instructor sees it")
        for name in files where name != "gradebook.sqlite" && !name.hasPrefix("report/") {
            let text = try read(baseline.appendingPathComponent(name))
            for secret in secrets {
                XCTAssertFalse(text.contains(secret), "\(name) shows the hidden check's detail \(secret)")
            }
        }
        // results.json keeps the hidden check's id, title, points and outcome only.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let published = try decoder.decode(ClassResults.self, from: Data(contentsOf: baseline.appendingPathComponent("results.json")))
        let shown = try XCTUnwrap(published.students.first { $0.id == "bob" }?.exercises.first { $0.exercise == Self.exercise }?
            .final?.report?.checks.first { $0.id == Self.hiddenCheck })
        XCTAssertEqual(shown.status, .failed)
        // With `feedback: cause` (the default) the cause found in the learner's code may follow.
        XCTAssertEqual(shown.message, shown.explanations.isEmpty ? CheckResult.hiddenNotice : CheckResult.hiddenCauseNotice)
        XCTAssertNil(shown.expected)
        XCTAssertNil(shown.actual)
        XCTAssertEqual(shown.trace, [])
        XCTAssertEqual(shown.console, [])
    }

    /// Hint use reaches the gradebook, the class report and results.json, and never a score: alice
    /// handed in the hint record `workbook hint` writes; bob's is garbage, dave's names a hint the
    /// exercise does not have, erin's is huge. Those three are ignored with a note; grading goes on.
    func testHintUseReachesTheGradebookAndNeverAScore() throws {
        let (submissions, baseline) = try Self.setUpClassOnce()
        let copy = Self.temporary("hints-class"), out = Self.temporary("hints-out"), merged = Self.temporary("hints-merged")
        for (from, to) in [(submissions, copy), (baseline, out)] {
            let cp = Process()
            cp.executableURL = URL(fileURLWithPath: "/bin/cp")
            cp.arguments = ["-a", from.path, to.path]  // carol's link stays a link
            try cp.run()
            cp.waitUntilExit()
            XCTAssertEqual(cp.terminationStatus, 0)
        }
        func folder(_ student: String) -> URL { copy.appendingPathComponent("\(student)/Exercises/\(Self.exercise)") }
        let asked = Date(timeIntervalSince1970: 1_800_000_000)
        try HintRecord.append(HintRecord.Entry(check: "value-survives-vc2", hint: 1, at: asked), exercise: Self.exercise, in: folder("alice"))
        try "{not json".write(to: HintRecord.url(in: folder("bob")), atomically: true, encoding: .utf8)
        try """
        {"version": 1, "exercise": "\(Self.exercise)", "hints": [{"check": "\(Self.hiddenCheck)", "hint": 7, "at": "2026-11-23T12:00:00Z"}]}
        """.write(to: HintRecord.url(in: folder("dave")), atomically: true, encoding: .utf8)
        let entry = "{\"check\": \"value-survives-vc2\", \"hint\": 1, \"at\": \"2026-11-23T12:00:00Z\"}"
        try ("{\"version\": 1, \"exercise\": \"\(Self.exercise)\", \"hints\": [" + Array(repeating: entry, count: 2000).joined(separator: ",") + "]}")
            .write(to: HintRecord.url(in: folder("erin")), atomically: true, encoding: .utf8)

        let result = try Self.run(["grade", copy.path, "--out", out.path, "--book", Self.repository.path, "--exercise", Self.exercise, "--lang", "en"])
        XCTAssertEqual(result.status, 0, result.error)
        // Hint records are not graded inputs: nothing is checked again, and no score moves.
        XCTAssertTrue(result.error.contains("0 new result(s), 4 already in the gradebook"), result.error)
        try assertGolden(read(out.appendingPathComponent("grades.csv")), "grades.csv")
        for (student, why) in [("bob", "is not a hint record"), ("dave", "entry 1 names a check without hints"), ("erin", "is larger than 64 KB")] {
            XCTAssertTrue(result.error.contains("note: \(student)/\(Self.exercise): hint record ignored: .workbook-hints.json \(why)"), result.error)
        }
        XCTAssertFalse(result.error.contains("note: alice"), result.error)

        let gradebook = try Gradebook(url: out.appendingPathComponent("gradebook.sqlite"))
        XCTAssertEqual(try gradebook.count("hints"), 1)
        XCTAssertEqual(try gradebook.count("hint_records"), 4)
        let results = try gradebook.classResults()
        func hints(_ student: String) -> HintUse? { results.students.first { $0.id == student }?.exercises.first { $0.exercise == Self.exercise }?.hints }
        XCTAssertEqual(hints("alice"), HintUse(checks: ["value-survives-vc2": 1], requests: 1, lastAt: asked))
        XCTAssertEqual(hints("bob")?.checks, [:])
        XCTAssertNotNil(hints("bob")?.note)
        XCTAssertNil(hints("carol"), "a refused folder is not read")
        // Everything but hint use is what the run without hint records gave.
        var withoutHints = Self.normalized(results)
        for s in withoutHints.students.indices { for e in withoutHints.students[s].exercises.indices { withoutHints.students[s].exercises[e].hints = nil } }
        XCTAssertEqual(withoutHints, Self.normalized(try Gradebook(url: baseline.appendingPathComponent("gradebook.sqlite")).classResults()))

        let alicePage = try read(out.appendingPathComponent("report/\(ClassReport.studentPath(try XCTUnwrap(results.students.first { $0.id == "alice" })))"))
        XCTAssertTrue(alicePage.contains("Hints seen: 1 (<code>value-survives-vc2</code> 1)"), alicePage)
        let bobPage = try read(out.appendingPathComponent("report/\(ClassReport.studentPath(try XCTUnwrap(results.students.first { $0.id == "bob" })))"))
        XCTAssertTrue(bobPage.contains("Hint record ignored: .workbook-hints.json is not a hint record"), bobPage)
        XCTAssertTrue(try read(out.appendingPathComponent("report/index.html")).contains("<th>Hints seen</th>"))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let published = try decoder.decode(ClassResults.self, from: Data(contentsOf: out.appendingPathComponent("results.json")))
        XCTAssertEqual(published.students.first { $0.id == "alice" }?.exercises.first?.hints?.checks, ["value-survives-vc2": 1])

        // A merge carries hint use; the record removed, the next run forgets it.
        XCTAssertEqual(try Self.run(["grade", "merge", out.path, "--out", merged.path]).status, 0)
        XCTAssertEqual(try Gradebook(url: merged.appendingPathComponent("gradebook.sqlite")).classResults().students.map { $0.exercises.first?.hints },
                       results.students.map { $0.exercises.first?.hints })
        try FileManager.default.removeItem(at: HintRecord.url(in: folder("alice")))
        XCTAssertEqual(try Self.run(["grade", copy.path, "--out", out.path, "--book", Self.repository.path, "--exercise", Self.exercise]).status, 0)
        XCTAssertEqual(try gradebook.count("hints"), 0)
    }

    func testBadInputExitsTwoWithThePath() throws {
        let (submissions, _) = try Self.setUpClassOnce()
        let missing = try Self.run(["grade", "/nonexistent-class", "--out", Self.temporary("x").path, "--book", Self.repository.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("/nonexistent-class"), missing.error)
        let noBook = try Self.run(["grade", submissions.path, "--out", Self.temporary("x").path, "--book", "/tmp"])
        XCTAssertEqual(noBook.status, 2, noBook.error)
        let unknown = try Self.run(["grade", submissions.path, "--out", Self.temporary("x").path, "--book", Self.repository.path,
                                    "--exercise", "lost-value"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.contains("has no exercise `lost-value`"), unknown.error)
        let shard = try Self.run(["grade", submissions.path, "--out", Self.temporary("x").path, "--shard", "3/2"])
        XCTAssertEqual(shard.status, 2)
    }

    /// Item 1: in the book's folder, `check --exercise ID` runs every check of the chapter.
    func testCheckInTheBookRunsTheHiddenChecksStudentsDoNotHave() throws {
        let (submissions, _) = try Self.setUpClassOnce()
        let bob = submissions.appendingPathComponent("bob/Exercises/\(Self.exercise)")
        let fromBook = try Self.run(["check", "--project", bob.path, "--exercise", Self.exercise, "--format", "junit"], in: Self.repository)
        XCTAssertEqual(fromBook.status, 1, fromBook.output + fromBook.error)
        XCTAssertTrue(fromBook.output.contains(Self.hiddenCheck), fromBook.output)
        XCTAssertTrue(fromBook.output.contains("tests=\"3\" failures=\"1\""), fromBook.output)
        // The same with --book from elsewhere.
        let withBook = try Self.run(["check", "--project", bob.path, "--exercise", Self.exercise, "--book", Self.repository.path, "--format", "junit"])
        XCTAssertEqual(withBook.status, 1, withBook.error)
        XCTAssertTrue(withBook.output.contains(Self.hiddenCheck), withBook.output)
        // Students' Exercises/ has only the visible checks: there bob passes.
        let studentChecks = try read(Self.repository.appendingPathComponent("Exercises/\(Self.exercise)/checks.yaml"))
        XCTAssertFalse(studentChecks.contains(Self.hiddenCheck))
        let fromStudentCopy = try Self.run(["check", "--project", bob.path, "--exercise", Self.repository.appendingPathComponent("Exercises/\(Self.exercise)").path,
                                            "--format", "junit"], in: submissions)
        XCTAssertEqual(fromStudentCopy.status, 0, fromStudentCopy.output + fromStudentCopy.error)
        XCTAssertFalse(fromStudentCopy.output.contains(Self.hiddenCheck))
        // An exercise folder with an explicit --book runs the book's checks of the folder's exercise,
        // hidden ones included (round 19: --book was ignored there, and bob passed).
        let bobFolder = Self.temporary("bob-folder")
        try FileManager.default.copyItem(at: bob, to: bobFolder)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Exercises/\(Self.exercise)/checks.yaml"),
                                         to: bobFolder.appendingPathComponent("checks.yaml"))
        let folderWithBook = try Self.run(["check", bobFolder.path, "--book", Self.repository.path, "--format", "junit"])
        XCTAssertEqual(folderWithBook.status, 1, folderWithBook.output + folderWithBook.error)
        XCTAssertTrue(folderWithBook.output.contains(Self.hiddenCheck), folderWithBook.output)
        XCTAssertTrue(folderWithBook.output.contains("tests=\"3\" failures=\"1\""), folderWithBook.output)
        let folderAlone = try Self.run(["check", bobFolder.path, "--format", "junit"], in: submissions)
        XCTAssertEqual(folderAlone.status, 0, folderAlone.output + folderAlone.error)
        XCTAssertFalse(folderAlone.output.contains(Self.hiddenCheck))
        // An explicit --book without the exercise is an error.
        let unknown = try Self.run(["check", "--project", bob.path, "--exercise", "nope", "--book", Self.repository.path])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.contains("has no exercise `nope`"), unknown.error)
    }
}
