import ClassReports
import Foundation
import WorkbookCore

/// Grades in the layouts LMSs import, written to `DIR/lms/` beside grades.csv:
///
/// - `canvas.csv`: Canvas's gradebook import layout: `Student,ID,SIS User ID,SIS Login ID,Section`,
///   then one column per exercise (named by its id: a column Canvas does not know becomes a new
///   assignment), a `Points Possible` row under the header, one row per student; `EX` for an
///   excused exercise (Canvas's own mark), empty when nothing was submitted. Canvas matches a row
///   by `ID` (Canvas's own, unknown here: empty), `SIS User ID` (the roster's SIS id) or
///   `SIS Login ID` (the roster's e-mail).
/// - `moodle.csv`: for Moodle's "Import grades from CSV": `Email address`, `ID number`,
///   `Full name`, then one column per exercise; on import choose "Email address" (or "ID number")
///   to identify users and map each exercise column to a grade item. Excused and not submitted
///   are empty (Moodle has no excused mark in its import).
/// - `scores.csv`: one row per student and exercise with everything behind a score: raw points,
///   days late, late penalty, the instructor's adjustment, the score, the maximum, excused, the
///   submission time (ISO 8601, UTC) and the overrides' reasons.
///
/// Ids (student id, e-mail, SIS id) are written unchanged so they round-trip; one a spreadsheet
/// would read as a formula is reported (`formulaWarnings`), never altered. Names and other free
/// text are defused with `'`. `bom`: each file starts with a UTF-8 byte order mark (Excel then
/// reads Korean names right).
public enum LMSExports {
    /// Returns the files kept in `lms/` that workbook did not write.
    @discardableResult
    public static func write(_ results: ClassResults, to folder: URL, bom: Bool) throws -> [String] {
        let files = ["canvas.csv": canvas(results), "moodle.csv": moodle(results), "scores.csv": scores(results)]
        return try GradeExports.writeFolder(files.mapValues { (bom ? CSV.byteOrderMark : "") + $0 }, to: folder.appendingPathComponent("lms"))
    }

    /// The cell of one exercise: its score, `EX` when excused (`excusedMark`), empty when not submitted.
    static func cell(_ student: StudentResults, _ exercise: String, excusedMark: String) -> String {
        guard let entry = student.exercises.first(where: { $0.exercise == exercise }) else { return "" }
        if entry.excused != nil { return excusedMark }
        return entry.final.map { ClassGrader.number($0.score) } ?? ""
    }

    public static func canvas(_ results: ClassResults) -> String {
        let fixed = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]
        var text = CSV.row(fixed + results.exercises.map(\.id), ids: Set(fixed.count..<(fixed.count + results.exercises.count)))
        text += CSV.row(["Points Possible", "", "", "", ""] + results.exercises.map { ClassGrader.number($0.maxScore) })
        for student in results.students {
            text += CSV.row([student.name ?? student.id, "", student.sisID ?? "", student.email ?? "", ""]
                            + results.exercises.map { cell(student, $0.id, excusedMark: "EX") }, ids: [2, 3])
        }
        return text
    }

    public static func moodle(_ results: ClassResults) -> String {
        var text = CSV.row(["Email address", "ID number", "Username", "Full name"] + results.exercises.map(\.id),
                           ids: Set(4..<(4 + results.exercises.count)))
        for student in results.students {
            text += CSV.row([student.email ?? "", student.sisID ?? "", student.id, student.name ?? ""]
                            + results.exercises.map { cell(student, $0.id, excusedMark: "") }, ids: [0, 1, 2])
        }
        return text
    }

    public static func scores(_ results: ClassResults) -> String {
        var text = CSV.row(["student", "name", "email", "sis_id", "exercise", "raw_score", "days_late", "late_penalty",
                            "adjustment", "score", "max_score", "excused", "submitted_at", "override"])
        for student in results.students {
            for exercise in results.exercises {
                let item = student.exercises.first { $0.exercise == exercise.id }
                let final = item?.final
                guard final != nil || item?.excused != nil else { continue }
                text += CSV.row([student.id, student.name ?? "", student.email ?? "", student.sisID ?? "", exercise.id,
                                 final.map { ClassGrader.number($0.rawScore) } ?? "", final.map { String($0.daysLate) } ?? "",
                                 final.map { ClassGrader.number($0.latePenalty) } ?? "", final.map { ClassGrader.number($0.adjustment ?? 0) } ?? "",
                                 final.map { ClassGrader.number($0.score) } ?? "", ClassGrader.number(exercise.maxScore),
                                 item?.excused ?? "", final.map { Gradebook.iso($0.submittedAt) } ?? "", final?.overrideNote ?? ""],
                                ids: [0, 2, 3, 4])
            }
        }
        return text
    }

    /// Ids a spreadsheet would read as a formula (written unchanged: say so, so the instructor
    /// imports the file as text or fixes the roster).
    public static func formulaWarnings(_ results: ClassResults) -> [String] {
        var warnings: [String] = []
        for student in results.students {
            for (what, value) in [("student id", student.id), ("e-mail", student.email ?? ""), ("SIS id", student.sisID ?? "")]
            where CSV.formulaLike(value) {
                warnings.append("the \(what) `\(ReportEscaping.inert(value, multiline: false))` starts with \(value.first.map { "`\($0)`" } ?? "a control character"): "
                    + "a spreadsheet opening the CSV files would read it as a formula; it is written unchanged so the LMS can match it "
                    + "(import the files as text, not by opening them in a spreadsheet)")
            }
        }
        return warnings
    }
}
