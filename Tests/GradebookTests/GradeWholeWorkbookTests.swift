import Chapters
import ClassReports
import Foundation
@testable import Gradebook
import WorkbookCore
import XCTest

/// `workbook grade` on the shape a real class hands in: every student folder is the whole
/// workbook (all 18 exercises of the book), in both documented layouts, some exercises solved,
/// some wrong, some the untouched starter, some not compiling, one never handed in.
///
/// - ana (`Exercises/<id>/`, a Classroom clone with its workflow and progress file): the
///   reference for the 1st, 3rd, 5th… exercise of the book, the starter for the others;
/// - ben (`<id>/`, flat): the reference where ana has it, the chapter's first mistake elsewhere;
/// - cho (`Exercises/<id>/`): the first three exercises do not compile, the last is missing, the
///   starter elsewhere;
/// - dan (`<id>/`, flat): reference, starter and first mistake in turn.
///
/// Files are the generated ones, unchanged, so identical exercises share the build and report
/// caches as they do in a real class (most students leave most starters untouched).
final class GradeWholeWorkbookTests: XCTestCase {
    static var repository: URL { GradeCommandTests.repository }
    static let students = ["ana", "ben", "cho", "dan"]

    override class func setUp() {
        super.setUp()
        GradeCommandTests.setUp()
    }

    enum Variant: Equatable {
        case reference, starter, mistake, broken, missing
    }

    /// What each student hands in for the exercise at `index` of the book.
    static func variant(_ student: String, _ index: Int, of count: Int) -> Variant {
        switch student {
        case "ana": return index % 2 == 0 ? .reference : .starter
        case "ben": return index % 2 == 0 ? .reference : .mistake
        case "cho": return index < 3 ? .broken : index == count - 1 ? .missing : .starter
        default: return [.reference, .starter, .mistake][index % 3]
        }
    }

    static func flat(_ student: String) -> Bool { student == "ben" || student == "dan" }

    /// What cho leaves at the end of a file, and what the compiler says: a type error, and two
    /// syntax errors left open (they surface in the generated glue; they must still be his).
    static let brokenTails = [("\nfunc unfinished() -> Int {\n    return \"not yet\"\n}\n", "cannot convert return expression"),
                              ("\nprint(\"not yet\"\n", "expected ')' in expression list"),
                              ("\nfunc unfinished() {\n", "expected '}'")].map { (tail: $0.0, message: $0.1) }

    nonisolated(unsafe) static var shared: (book: Book, submissions: URL, baseline: URL, progress: String)?

    static func makeClass(_ book: Book) throws -> URL {
        let submissions = GradeCommandTests.temporary("whole-class")
        let generator = WorkbookGenerator()
        for student in students {
            let root = submissions.appendingPathComponent(student)
            let base = flat(student) ? root : root.appendingPathComponent("Exercises")
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            if !flat(student) {
                // What a Classroom clone holds besides the exercises.
                try WorkbookGenerator.marker(for: book).write(to: base.appendingPathComponent(WorkbookGenerator.markerName), atomically: true, encoding: .utf8)
                try #"{"version": 1, "exercises": {}}"#.write(to: base.appendingPathComponent(".workbook-state.json"), atomically: true, encoding: .utf8)
                let workflows = root.appendingPathComponent(".github/workflows")
                try FileManager.default.createDirectory(at: workflows, withIntermediateDirectories: true)
                try "name: Autograding\non: [push]\njobs: {}\n".write(to: workflows.appendingPathComponent("classroom.yml"), atomically: true, encoding: .utf8)
                try "# iOS screen transitions workbook\n".write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            }
            for (index, exercise) in book.exercises.enumerated() {
                let variant = variant(student, index, of: book.exercises.count)
                guard variant != .missing else { continue }
                var files = generator.files(for: exercise, book: book, solution: variant == .reference,
                                            replacing: variant == .mistake ? exercise.mistakes.first : nil)
                if variant == .broken {
                    let first = try XCTUnwrap(files.keys.filter { $0.hasSuffix(".swift") }.sorted().first)
                    files[first] = (files[first] ?? "") + brokenTails[index % brokenTails.count].tail
                }
                for (path, text) in files {
                    let url = base.appendingPathComponent(exercise.id).appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: url)
                }
            }
        }
        return submissions
    }

    static func setUpClassOnce() throws -> (book: Book, submissions: URL, baseline: URL, progress: String) {
        if let shared { return shared }
        let (loaded, _) = Book.load(root: repository)
        let book = try XCTUnwrap(loaded)
        XCTAssertEqual(book.exercises.count, 18)
        XCTAssertTrue(book.exercises.allSatisfy { !$0.mistakes.isEmpty }, "every exercise declares a mistake")
        let submissions = try makeClass(book)
        let baseline = GradeCommandTests.temporary("whole-baseline")
        let result = try GradeCommandTests.run(["grade", submissions.path, "--out", baseline.path, "--book", repository.path, "--jobs", "2", "--lang", "en"])
        XCTAssertEqual(result.status, 0, result.error)
        shared = (book, submissions, baseline, result.error)
        return shared!
    }

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func testEveryPairOfAWholeWorkbookCloneIsGradedOnItsOwn() throws {
        let (book, _, baseline, progress) = try Self.setUpClassOnce()
        XCTAssertFalse(progress.contains(": refused"), progress)
        XCTAssertFalse(progress.contains("Xcode projects"), progress)
        XCTAssertTrue(progress.contains("graded 4 student(s): 71 new result(s), 0 already in the gradebook, 0 student folder(s) refused, 0 error(s)"), progress)

        let results = try Gradebook(url: baseline.appendingPathComponent("gradebook.sqlite")).classResults()
        XCTAssertEqual(results.students.map(\.id), Self.students)
        XCTAssertEqual(results.exercises.map(\.id), book.exercises.map(\.id), "book order")
        for student in results.students {
            for (index, exercise) in book.exercises.enumerated() {
                let variant = Self.variant(student.id, index, of: book.exercises.count)
                let final = student.exercises.first { $0.exercise == exercise.id }?.final
                let what = "\(student.id)/\(exercise.id) (\(variant))"
                guard variant != .missing else { XCTAssertNil(final, what); continue }
                let attempt = try XCTUnwrap(final, what)
                XCTAssertNil(attempt.refusal, what)
                let report = try XCTUnwrap(attempt.report, what)
                switch variant {
                case .reference:
                    XCTAssertEqual(report.status, .passed, what)
                    XCTAssertEqual(attempt.score, report.maxScore, what)
                case .starter:
                    XCTAssertEqual(attempt.score, 0, "\(what): the starter earns nothing")
                case .mistake:
                    XCTAssertEqual(report.status, .failed, what)
                    XCTAssertLessThan(attempt.score, report.maxScore, what)
                case .broken:
                    XCTAssertNotNil(report.compileError, what)
                    let expected = Self.brokenTails[index % Self.brokenTails.count].message
                    XCTAssertTrue(report.compileError?.contains(expected) ?? false, "\(what): \(report.compileError ?? "")")
                    XCTAssertEqual(attempt.score, 0, what)
                case .missing:
                    break
                }
            }
        }
        // The exact grades (book order, stable), against the reference.
        try GradeCommandTests.assertGolden(read(baseline.appendingPathComponent("grades.csv")), "whole-workbook-grades.csv")
    }

    func testKillNineMidRunThenRerunGivesTheSameGrades() throws {
        let (_, submissions, baseline, _) = try Self.setUpClassOnce()
        let out = GradeCommandTests.temporary("whole-killed")
        let (killed, seen) = try GradeCommandTests.runAndKill(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path,
                                                               "--jobs", "2", "--lang", "en"], at: "[20/71]")
        XCTAssertTrue(killed, "the run finished before it could be killed: \(seen)")
        let partial = try Gradebook(url: out.appendingPathComponent("gradebook.sqlite")).count("attempts")
        XCTAssertLessThan(partial, 71, "killed after every attempt was in")

        let rerun = try GradeCommandTests.run(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path, "--jobs", "2", "--lang", "en"])
        XCTAssertEqual(rerun.status, 0, rerun.error)
        XCTAssertTrue(rerun.error.contains("\(71 - partial) new result(s), \(partial) already in the gradebook"), rerun.error)
        XCTAssertEqual(try read(out.appendingPathComponent("grades.csv")), try read(baseline.appendingPathComponent("grades.csv")))
        let gradebook = try Gradebook(url: out.appendingPathComponent("gradebook.sqlite"))
        XCTAssertEqual(try gradebook.count("attempts"), 71)
        let single = try Gradebook(url: baseline.appendingPathComponent("gradebook.sqlite")).classResults()
        XCTAssertEqual(GradeCommandTests.normalized(try gradebook.classResults()), GradeCommandTests.normalized(single))
    }

    /// A student folder named to start a workflow command in a CI log (`x` newline `::error::…`)
    /// shows its line break as `\n` on the progress line: no log line starts with `::` (issue 18.7).
    func testAStudentFolderNameCannotStartALogLine() throws {
        let (book, submissions, _, _) = try Self.setUpClassOnce()
        let first = try XCTUnwrap(book.exercises.first?.id)
        let hostile = GradeCommandTests.temporary("hostile-names")
        let name = "eve\n::error file=grades.csv::forged"
        try FileManager.default.createDirectory(at: hostile.appendingPathComponent(name), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: submissions.appendingPathComponent("ana/Exercises/\(first)"),
                                         to: hostile.appendingPathComponent(name).appendingPathComponent(first))
        let result = try GradeCommandTests.run(["grade", hostile.path, "--out", GradeCommandTests.temporary("hostile-out").path,
                                                "--book", Self.repository.path, "--exercise", first, "--lang", "en"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.error.contains("eve\\n::error file=grades.csv::forged/\(first)"), result.error)
        XCTAssertFalse(result.error.split(separator: "\n").contains { $0.hasPrefix("::") }, result.error)
    }

    /// A run on some exercises, then on all: grades.csv keeps the book's order.
    func testASubsetRunKeepsTheBooksColumnOrder() throws {
        let (book, submissions, baseline, _) = try Self.setUpClassOnce()
        let out = GradeCommandTests.temporary("whole-subset")
        let last = try XCTUnwrap(book.exercises.last?.id), first = try XCTUnwrap(book.exercises.first?.id)
        XCTAssertEqual(try GradeCommandTests.run(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path,
                                                  "--exercise", last, "--exercise", first]).status, 0)
        let header = try read(out.appendingPathComponent("grades.csv")).split(separator: "\r\n").first.map(String.init)
        XCTAssertEqual(header, "student,name,\(first),\(last),total")
        XCTAssertEqual(try GradeCommandTests.run(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path, "--lang", "en"]).status, 0)
        XCTAssertEqual(try read(out.appendingPathComponent("grades.csv")), try read(baseline.appendingPathComponent("grades.csv")))
    }

    /// The class report counts what it says: the mean over those who submitted, integer bins.
    func testTheClassReportsMeanAndHistogramCountWhatTheySay() throws {
        let (book, _, baseline, _) = try Self.setUpClassOnce()
        let index = try read(baseline.appendingPathComponent("report/index.html"))
        XCTAssertTrue(index.contains("<th>Mean of submitted</th>"), index)
        // The last exercise: cho did not hand it in; the mean is over the three who did.
        let results = try Gradebook(url: baseline.appendingPathComponent("gradebook.sqlite")).classResults()
        let last = try XCTUnwrap(book.exercises.last?.id)
        let finals = results.students.compactMap { $0.exercises.first { $0.exercise == last }?.final }
        XCTAssertEqual(finals.count, 3)
        let mean = finals.reduce(0) { $0 + $1.score } / 3
        let row = try XCTUnwrap(index.split(separator: "\n").first { $0.contains("#ex-\(last)\"") })
        let maxScore = try XCTUnwrap(results.exercises.last?.maxScore)
        XCTAssertTrue(row.contains("<td>\(ClassGrader.number(maxScore))</td><td>\(ClassGrader.number(mean))</td><td>3</td>"), String(row))
        // Bin labels are whole scores.
        let labels = index.components(separatedBy: "class=axis>").dropFirst().compactMap { $0.split(separator: "<").first.map(String.init) }
        XCTAssertFalse(labels.isEmpty)
        for label in labels.dropLast() {
            XCTAssertTrue(label.allSatisfy { $0.isNumber || $0 == "–" }, "bin label \(label)")
        }
    }
}
