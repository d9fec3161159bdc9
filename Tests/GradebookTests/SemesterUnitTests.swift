@testable import ClassReports
import Foundation
@testable import Gradebook
@testable import LearnerBuild
import WorkbookCore
import XCTest

/// The parts of a semester with a real LMS that need no grading run: GitHub Classroom's roster,
/// the overrides file, the exports' ids, readable file names, the gradebook's overrides through
/// reruns and merges, and a runtime cache that was moved.
final class SemesterUnitTests: XCTestCase {
    // MARK: Roster

    static let classroomRoster = """
    \u{FEFF}"identifier","github_username","github_id","name"
    "minjun@example.ac.kr","minjun-kim","1001","김민준"
    "2026001","seoyeon","1002","이서연"
    "kim@example.ac.kr","kim","1006","Kim Late"
    "nobody@example.ac.kr","","","정우진"

    """

    func testClassroomRosterIsReadByItsUsernameColumn() throws {
        let text = String(Self.classroomRoster.unicodeScalars.dropFirst())  // Roster.load strips the BOM; parse gets text
        let roster = try Roster.parse(text, path: "classroom_roster.csv")
        XCTAssertTrue(roster.isClassroom)
        XCTAssertEqual(roster.entries.keys.sorted(), ["kim", "minjun-kim", "seoyeon"])
        XCTAssertEqual(roster.entries["minjun-kim"]?.name, "김민준")
        XCTAssertEqual(roster.entries["minjun-kim"]?.email, "minjun@example.ac.kr")
        XCTAssertEqual(roster.entries["seoyeon"]?.sisID, "2026001")
        XCTAssertNil(roster.entries["seoyeon"]?.email)
        XCTAssertEqual(roster.unlinked, ["nobody@example.ac.kr"])
    }

    func testTheRosterFileWithAByteOrderMarkLoads() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("roster-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.classroomRoster.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Roster.load(file).entries.count, 3)
    }

    func testClassroomFoldersMatchByTheirUsernameSuffix() throws {
        let text = String(Self.classroomRoster.unicodeScalars.dropFirst())
        let roster = try Roster.parse(text, path: "r.csv")
        // `hw1-minjun-kim` ends with `-kim` too: the prefix most folders share (hw1) decides.
        let match = try roster.match(folders: ["hw1-minjun-kim", "hw1-kim", "HW1-Seoyeon", "hw1-stranger", "notes"])
        XCTAssertEqual(match.students, ["hw1-minjun-kim": "minjun-kim", "hw1-kim": "kim", "HW1-Seoyeon": "seoyeon"])
        XCTAssertEqual(match.assignment, "hw1")
        XCTAssertEqual(match.foldersNotOnRoster, ["hw1-stranger", "notes"])
        XCTAssertEqual(match.rosterWithoutFolder, ["nobody@example.ac.kr"])
        // A folder named as the id matches too; a given --assignment is the only prefix taken.
        XCTAssertEqual(try roster.match(folders: ["kim", "lab2-seoyeon"], assignment: "hw1").students, ["kim": "kim"])
    }

    func testTwoFoldersForOneStudentAreAnError() throws {
        let roster = Roster(entries: ["kim": .init(id: "kim")])
        XCTAssertThrowsError(try roster.match(folders: ["hw1-kim", "kim"])) { error in
            XCTAssertTrue("\(error)".contains("both belong to `kim`"), "\(error)")
        }
    }

    // MARK: Student ids in two Unicode forms (hostile round 4, 21)

    static let joseComposed = "jos\u{E9}", joseDecomposed = "jose\u{301}"
    static let hanComposed = "\u{D55C}\u{C9C0}\u{C218}", hanDecomposed = "\u{1112}\u{1161}\u{11AB}\u{110C}\u{1175}\u{1109}\u{116E}"

    func scalars(_ text: String?) -> [UInt32] { text.map { $0.unicodeScalars.map(\.value) } ?? [] }

    /// `josé` composed and decomposed are two folders on disk but one Swift string: graded as
    /// two students, every export merged them (0/6 for both). Refused up front, naming both.
    func testTwoFoldersWithOneNameInTwoUnicodeFormsAreRefused() throws {
        for (composed, decomposed) in [(Self.joseComposed, Self.joseDecomposed), (Self.hanComposed, Self.hanDecomposed)] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("forms-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            for name in [composed, decomposed, "kim"] {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
            }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).count, 3, "the file system keeps both names")
            for attempt in [{ _ = try Submissions.list(root) }, { try Submissions.checkDistinctNames(root) }] {
                XCTAssertThrowsError(try attempt()) { error in
                    let text = "\(error)"
                    XCTAssertTrue(text.contains("two student folders have the same name written in two Unicode forms"), text)
                    XCTAssertTrue(text.contains(Submissions.scalars(composed)) && text.contains(Submissions.scalars(decomposed)), text)
                    XCTAssertTrue(text.contains("rename one of them"), text)
                }
            }
            // One form alone is one student, its id composed (NFC) whatever the folder's form.
            try FileManager.default.removeItem(at: root.appendingPathComponent(composed))
            let listed = try Submissions.list(root)
            XCTAssertEqual(Set(listed.map { scalars($0.id) }), [scalars(composed), scalars("kim")])
            let student = listed.first { $0.id != "kim" }
            XCTAssertEqual(student.map { $0.folder.lastPathComponent.unicodeScalars.count }, decomposed.unicodeScalars.count, "the folder itself is read as it is")
        }
    }

    /// A roster id typed composed matches the decomposed folder a macOS zip wrote, and the other
    /// way round: the same student, under one id in one form; so does an overrides line.
    func testRosterAndOverridesMatchAFolderInAnotherUnicodeForm() throws {
        let roster = try Roster.parse("id,name\n\(Self.joseComposed),José\n\(Self.hanDecomposed),한지수\n", path: "r.csv")
        XCTAssertEqual(Set(roster.entries.keys.map { scalars($0) }), [scalars(Self.joseComposed), scalars(Self.hanComposed)])
        let match = try roster.match(folders: ["hw1-" + Self.joseComposed.decomposedStringWithCanonicalMapping, Self.hanComposed])
        XCTAssertEqual(match.foldersNotOnRoster, [])
        XCTAssertEqual(Set(match.students.values.map { scalars($0) }), [scalars(Self.joseComposed), scalars(Self.hanComposed)])
        let overrides = try OverrideSet.parse("student,exercise,action,value,reason\n\(Self.joseDecomposed),a,set,1,oral exam\n",
                                              path: "o.csv", exercises: ["a"], maxima: ["a": 2])
        XCTAssertEqual(scalars(overrides.overrides.first?.student), scalars(Self.joseComposed))
    }

    /// A gradebook holding an id in the other form (written before ids were brought to one form)
    /// is refused rather than merged in the exports.
    func testAGradebookHoldingAnIdInAnotherFormIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forms-book-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gradebook = try Gradebook(url: folder.appendingPathComponent("g.sqlite"))
        try gradebook.recordStudent(id: Self.joseDecomposed, name: nil, refusal: nil)
        XCTAssertNoThrow(try gradebook.checkStudentIDs([Self.joseDecomposed, "kim"]))
        XCTAssertThrowsError(try gradebook.checkStudentIDs(["kim", Self.joseComposed])) { error in
            XCTAssertTrue("\(error)".contains("the same name in another Unicode form"), "\(error)")
        }
    }

    func testAPlainRosterStillWorks() throws {
        let roster = try Roster.parse("id,name,email,submitted_at\nalice,Alice,a@x.org,2026-03-01T10:00:00Z\n", path: "r.csv")
        XCTAssertFalse(roster.isClassroom)
        XCTAssertEqual(roster.entries["alice"]?.email, "a@x.org")
        XCTAssertEqual(roster.entries["alice"]?.submittedAt, Date(timeIntervalSince1970: 1_772_359_200))
        XCTAssertThrowsError(try Roster.parse("id\nalice\nALICE\n", path: "r.csv")) { error in
            XCTAssertTrue("\(error)".contains("r.csv:3:"), "\(error)")
        }
    }

    // MARK: Overrides file

    func testOverridesAreCheckedLineByLine() throws {
        let exercises = ["a", "b"]
        let maxima: [String: Double] = ["a": 6, "b": 2]
        let good = try OverrideSet.parse("""
            student,exercise,action,value,reason,by
            kim,a,adjust,+1.5,regrade of the hidden check,TA Lee
            kim,*,extend,+2,sick note
            seoyeon,b,excuse,,medical leave
            haeun,a,set,3,oral exam
            """, path: "o.csv", exercises: exercises, maxima: maxima)
        XCTAssertEqual(good.overrides.count, 4)
        XCTAssertEqual(good.overrides[0].by, "TA Lee")
        let cases: [(String, String)] = [
            ("kim,c,adjust,1,why", "o.csv:2: error: the book has no exercise `c`"),
            ("kim,a,bonus,1,why", "o.csv:2: error: unknown action `bonus`"),
            ("kim,a,adjust,1,", "o.csv:2: error: no reason"),
            ("kim,a,adjust,lots,why", "o.csv:2: error: `lots` is not a number of points"),
            ("kim,a,set,-1,why", "o.csv:2: error: `-1` is not a score of 0 or more points"),
            ("kim,*,adjust,1,why", "o.csv:2: error: `*` (every exercise) is only for extend"),
            ("kim,a,extend,next week,why", "o.csv:2: error: `next week` is not a due date"),
            ("kim,a,excuse,1,why", "o.csv:2: error: excuse takes no value"),
            ("kim,a,adjust,1,why\nkim,a,adjust,2,again", "o.csv:3: error: the same adjust for kim/a as on line 2"),
            ("kim,a,excuse,,why\nkim,a,set,2,again", "o.csv:3: error: kim/a has `excuse` already"),
            // Out of range (hostile round 4, 26c): a typo is never a score or a due date.
            ("kim,a,set,99999999999999999999999,why", "o.csv:2: error: `set 99999999999999999999999` is more than the 6 points `a` is out of; write a score from 0 to 6"),
            ("kim,b,set,2.5,why", "o.csv:2: error: `set 2.5` is more than the 2 points `b` is out of; write a score from 0 to 2"),
            ("kim,a,adjust,+100,why", "o.csv:2: error: `adjust +100` is more than the 6 points `a` is out of; write an adjustment from -6 to +6"),
            ("kim,a,adjust,-7,why", "o.csv:2: error: `adjust -7` is more than the 6 points"),
            ("kim,a,extend,+999999999999999999999999,why", "o.csv:2: error: `extend +999999999999999999999999` is more than 365 days; write at most +365, or a date"),
            ("kim,*,extend,+1e24,why", "o.csv:2: error: `extend +1e24` is more than 365 days"),
            ("kim,*,extend,+366,why", "o.csv:2: error: `extend +366` is more than 365 days"),
        ]
        for (body, expected) in cases {
            XCTAssertThrowsError(try OverrideSet.parse("student,exercise,action,value,reason\n" + body, path: "o.csv", exercises: exercises,
                                                       maxima: maxima), body) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(body): \(error)")
            }
        }
        XCTAssertThrowsError(try OverrideSet.parse("student,exercise,points\n", path: "o.csv", exercises: exercises, maxima: maxima)) { error in
            XCTAssertTrue("\(error)".contains("o.csv:1: error:"), "\(error)")
        }
        // The bounds themselves are kept: a full score, a whole-range adjustment, 365 days.
        let edges = try OverrideSet.parse("""
            student,exercise,action,value,reason
            kim,a,set,6,oral exam
            lee,b,adjust,-2,copied
            lee,*,extend,+365,a year abroad
            park,a,extend,2100-01-01T00:00:00Z,lateness waived
            """, path: "o.csv", exercises: exercises, maxima: maxima)
        XCTAssertEqual(edges.overrides.count, 4)
    }

    // MARK: Exports

    func testIdsRoundTripAndOnlyFreeTextIsDefused() {
        XCTAssertEqual(CSV.row(["=2+3", "=HYPERLINK(\"x\")", "-1"], ids: [0]), "=2+3,\"'=HYPERLINK(\"\"x\"\")\",'-1\r\n")
        XCTAssertEqual(CSV.parse(CSV.row(["=2+3", "@me", "+82-10"], ids: [0, 1, 2])), [["=2+3", "@me", "+82-10"]])
        XCTAssertTrue(CSV.formulaLike("=2+3"))
        XCTAssertFalse(CSV.formulaLike("2026001"))
    }

    func testKoreanNamesMakeReadableFileNames() {
        XCTAssertEqual(FileName.slug("김민준"), "김민준")
        XCTAssertEqual(FileName.slug("hw1-김민준"), "hw1-김민준")
        XCTAssertEqual(FileName.slug("a_b"), "a_5Fb")
        XCTAssertEqual(FileName.slug("a b"), "a_20b")
        // Decomposed (NFD) Hangul is escaped: no name shared with its composed twin on APFS.
        let decomposed = "김".decomposedStringWithCanonicalMapping
        XCTAssertNotEqual(FileName.slug(decomposed), FileName.slug("김"))
        XCTAssertTrue(FileName.slug(decomposed).hasPrefix("_E1"))
        // Controls, bidirectional overrides and separators never pass as letters.
        XCTAssertEqual(FileName.slug("a\u{202E}b"), "a_E2_80_AEb")
        XCTAssertEqual(FileName.slug("김/../x"), "김_2F.._2Fx")
        let long = String(repeating: "가", count: 200)
        XCTAssertLessThanOrEqual(FileName.slug(long).utf8.count, 120)
        XCTAssertNotEqual(FileName.slug(long), FileName.slug(long + "나"))
    }

    /// A tiny class in a gradebook, graded by hand (no checks run): two exercises of 5 and 3
    /// points, kim late by two days, seoyeon with one exercise.
    func makeGradebook(_ url: URL) throws -> Gradebook {
        let gradebook = try Gradebook(url: url)
        let due = Date(timeIntervalSince1970: 1_772_000_000)
        func checks(_ id: String, _ points: Double) -> ExerciseChecks {
            ExerciseChecks(exercise: id, title: LocalizedText(id), due: due, checks: [
                Check(id: "c", title: LocalizedText("c"), points: points, steps: []),
            ])
        }
        let exercises = [checks("a", 5), checks("b", 3)]
        try gradebook.record(title: LocalizedText("t"), exercises: exercises, dues: ["a": due, "b": due],
                             policy: LatePolicy(penaltyPercentPerDay: 10, capPercent: 50))
        try gradebook.beginRun(shard: nil)
        for (student, exercise, raw, late) in [("kim", "a", 5.0, 2.0), ("kim", "b", 3.0, 0.0), ("seoyeon", "a", 4.0, 0.0)] {
            try gradebook.recordStudent(id: student, name: nil, refusal: nil, email: "\(student)@x.org", sisID: student == "kim" ? "=2+3" : nil)
            let attempt = GradedAttempt(submittedAt: due.addingTimeInterval(late * 86_400 - 60), inputHash: "\(student)-\(exercise)",
                                        report: nil, rawScore: raw, score: raw)
            try gradebook.commit(attempt, student: student, exercise: exercise,
                                 checksHash: InputHash.checks(exercises.first { $0.exercise == exercise }!))
        }
        return gradebook
    }

    func testOverridesWinSurviveRerunsAndMerges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overrides-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gradebook = try makeGradebook(folder.appendingPathComponent("one.sqlite"))
        // Without overrides: kim's a is two days late (−1), seoyeon has no b.
        var results = try gradebook.classResults()
        XCTAssertEqual(results.students.map(\.total), [7, 4])
        XCTAssertEqual(results.students.map(\.possible), [8, 8], "an exercise not handed in keeps its maximum")

        let set = try OverrideSet.parse("""
            student,exercise,action,value,reason
            kim,a,extend,+3,sick note
            kim,b,adjust,-1,copied the starter's comment
            seoyeon,b,excuse,,medical leave
            seoyeon,a,adjust,+5,regrade
            """, path: "o.csv", exercises: ["a", "b"], maxima: ["a": 5, "b": 3])
        let changes = try gradebook.replaceOverrides(set)
        XCTAssertEqual(changes.count, 4)
        XCTAssertTrue(changes.allSatisfy { $0.hasPrefix("added ") }, "\(changes)")
        results = try gradebook.classResults()
        let kim = results.students[0], seoyeon = results.students[1]
        XCTAssertEqual(kim.exercises[0].final?.daysLate, 0, "the extension moves kim's due date")
        XCTAssertEqual(kim.exercises[1].final?.score, 2)
        XCTAssertEqual(kim.exercises[1].final?.adjustment, -1)
        XCTAssertEqual(kim.total, 7)
        XCTAssertEqual(seoyeon.exercises[0].final?.score, 5, "an adjustment stops at the exercise's maximum")
        XCTAssertEqual(seoyeon.exercises[1].excused, "medical leave")
        XCTAssertEqual(seoyeon.possible, 5)
        let csv = GradeExports.csv(results)
        XCTAssertTrue(csv.contains("seoyeon,,5,EX,5\r\n"), csv)

        // The same file again changes nothing; a rescore (a new late policy) keeps the overrides.
        XCTAssertEqual(try gradebook.replaceOverrides(set), [])
        try gradebook.rescore()
        XCTAssertEqual(try gradebook.classResults().students.map(\.total), [7, 5])
        XCTAssertEqual(try gradebook.count("override_log"), 4)

        // A merge carries them (and their log once) from the shard into a new gradebook.
        let merged = try Gradebook(url: folder.appendingPathComponent("merged.sqlite"))
        try merged.merge([gradebook.url, gradebook.url])
        XCTAssertEqual(try merged.classResults().students.map(\.total), [7, 5])
        XCTAssertEqual(try merged.count("overrides"), 4)
        XCTAssertEqual(try merged.count("override_log"), 4)

        // Dropping a line removes it, and the log says so.
        let fewer = OverrideSet(overrides: Array(set.overrides.dropLast()), source: "o.csv")
        XCTAssertEqual(try gradebook.replaceOverrides(fewer), ["removed seoyeon/a adjust: no longer in o.csv"])
        XCTAssertEqual(try gradebook.classResults().students.map(\.total), [7, 4])
        XCTAssertEqual(try gradebook.count("override_log"), 5)
    }

    func testCanvasAndMoodleLayouts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lms-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gradebook = try makeGradebook(folder.appendingPathComponent("g.sqlite"))
        try gradebook.replaceOverrides(OverrideSet(overrides: [Override(student: "seoyeon", exercise: "b", action: .excuse, value: "", reason: "medical")], source: "o"))
        let results = try gradebook.classResults()
        try LMSExports.write(results, to: folder, bom: true)
        // Each file starts with the byte order mark (Foundation's String(contentsOf:) hides it: read bytes).
        func read(_ name: String) throws -> String {
            let data = try Data(contentsOf: folder.appendingPathComponent("lms/\(name)"))
            XCTAssertEqual(Array(data.prefix(3)), [0xEF, 0xBB, 0xBF], name)
            return String(decoding: data.dropFirst(3), as: UTF8.self)
        }
        let rows = CSV.parse(try read("canvas.csv"))
        XCTAssertEqual(rows[0], ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "a", "b"])
        XCTAssertEqual(rows[1], ["Points Possible", "", "", "", "", "5", "3"])
        XCTAssertEqual(rows[2], ["kim", "", "=2+3", "kim@x.org", "", "4", "3"])
        XCTAssertEqual(rows[3], ["seoyeon", "", "", "seoyeon@x.org", "", "4", "EX"])
        let moodle = CSV.parse(try read("moodle.csv"))
        XCTAssertEqual(moodle[0], ["Email address", "ID number", "Username", "Full name", "a", "b"])
        XCTAssertEqual(moodle[2], ["seoyeon@x.org", "", "seoyeon", "", "4", ""])
        let scores = CSV.parse(try read("scores.csv"))
        XCTAssertEqual(scores[0], ["student", "name", "email", "sis_id", "exercise", "raw_score", "days_late", "late_penalty",
                                   "adjustment", "score", "max_score", "excused", "submitted_at", "override"])
        XCTAssertEqual(Array(scores[1].prefix(13)), ["kim", "", "kim@x.org", "=2+3", "a", "5", "2", "1", "0", "4", "5", "", "2026-02-27T06:12:20Z"])
        XCTAssertEqual(LMSExports.formulaWarnings(results).count, 1)
        XCTAssertTrue(LMSExports.formulaWarnings(results)[0].contains("`=2+3`"))
    }

    // MARK: Our own faults

    func testARuntimeMovedElsewhereIsNotReady() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let here = root.appendingPathComponent("a/runtime/key"), copy = root.appendingPathComponent("b/runtime/key")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        XCTAssertFalse(RuntimeBuilder.isReady(here), "no ready file")
        try Data().write(to: here.appendingPathComponent("ready"))
        XCTAssertFalse(RuntimeBuilder.isReady(here), "an empty ready (from before the path was recorded) is rebuilt once")
        try Data(here.path.utf8).write(to: here.appendingPathComponent("ready"))
        XCTAssertTrue(RuntimeBuilder.isReady(here))
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: here, to: copy)
        XCTAssertFalse(RuntimeBuilder.isReady(copy), "a copy elsewhere names the old path in its rpath")
        // Reached through a link, the recorded path still leads to the same folder: ready.
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent("a"))
        XCTAssertTrue(RuntimeBuilder.isReady(link.appendingPathComponent("runtime/key")))
        // Moved away: the old path is gone.
        try FileManager.default.moveItem(at: root.appendingPathComponent("a"), to: root.appendingPathComponent("c"))
        XCTAssertFalse(RuntimeBuilder.isReady(root.appendingPathComponent("c/runtime/key")))
    }

    func testAKilledGradersPrivateGitFolderIsCollected() throws {
        let temporary = FileManager.default.temporaryDirectory
        // A process that is gone: a child that has exited.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let leftover = temporary.appendingPathComponent("\(PrivateGitFolder.prefix)\(child.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: leftover) }
        let removed = TemporaryItems.collect(prefix: PrivateGitFolder.prefix, in: temporary)
        XCTAssertTrue(removed.contains(leftover.lastPathComponent), "\(removed)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
        // Ours carry our pid, so a running grader's are never taken.
        let mine = try PrivateGitFolder(student: try makeGitFolder())
        defer { mine.remove() }
        XCTAssertTrue(mine.url.lastPathComponent.hasPrefix("\(PrivateGitFolder.prefix)\(getpid())-"))
        XCTAssertFalse(TemporaryItems.collect(prefix: PrivateGitFolder.prefix, in: temporary).contains(mine.url.lastPathComponent))
    }

    func makeGitFolder() throws -> URL {
        let git = FileManager.default.temporaryDirectory.appendingPathComponent("fake-git-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: git) }
        for folder in ["objects", "refs"] { try FileManager.default.createDirectory(at: git.appendingPathComponent(folder), withIntermediateDirectories: true) }
        try "ref: refs/heads/main\n".write(to: git.appendingPathComponent("HEAD"), atomically: true, encoding: .utf8)
        return git
    }
}
