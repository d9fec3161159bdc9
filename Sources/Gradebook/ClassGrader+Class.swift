import Foundation
import LearnerBuild
import WorkbookCore

/// The class as it is graded: the submission folders matched to the roster, snapshots at
/// `--as-of`, and the warnings an instructor must read (a student without a folder, a folder
/// nobody on the roster owns, an empty folder, a folder without git history).
extension ClassGrader {
    struct PreparedClass {
        var folders: [StudentFolder] = []
        /// `--as-of` snapshots, removed after the run (a killed run's are collected by the next).
        var snapshots: [URL] = []

        func remove() { for url in snapshots { try? FileManager.default.removeItem(at: url) } }
    }

    /// The prefix of `--as-of` snapshot folders in the temporary folder.
    static let snapshotPrefix = "workbook-asof-"

    func prepareClass(inShard: (String) -> Bool, summary: inout GradeSummary) throws -> PreparedClass {
        var listed = try Submissions.list(options.submissions)
        for index in listed.indices { listed[index].folderName = listed[index].id }
        if !options.roster.entries.isEmpty || !options.roster.unlinked.isEmpty {
            let match = try options.roster.match(folders: listed.map(\.id), assignment: options.assignment)
            for index in listed.indices {
                if let id = match.students[listed[index].id] { listed[index].id = id }
            }
            let strays = match.foldersNotOnRoster.filter(inShard)
            if !strays.isEmpty {
                summary.warnings.append("\(strays.count) folder(s) match nobody on the roster (graded under the folder's name): "
                    + strays.joined(separator: ", ")
                    + (options.roster.isClassroom ? "; Classroom names repositories <assignment>-<github_username>" : ""))
            }
            let missing = match.rosterWithoutFolder.filter { options.roster.entries[$0] == nil || inShard($0) }
            if !missing.isEmpty {
                summary.warnings.append("\(missing.count) student(s) on the roster have no folder (empty cells): " + missing.joined(separator: ", "))
            }
            if let assignment = match.assignment, options.assignment == nil, !match.students.isEmpty {
                summary.warnings.append("note: folders matched as `\(assignment)-<id>`; give --assignment to choose another prefix")
            }
        }
        var prepared = PreparedClass()
        let temporary = FileManager.default.temporaryDirectory
        for var student in listed where inShard(student.id) {
            let name = student.folderName ?? student.id
            let label = name == student.id ? name : "\(student.id) (\(name))"
            if student.refusal == nil, let asOf = options.asOf {
                if StudentGit.hasHistory(student.folder) {
                    let snapshot = TemporaryItems.url(in: temporary, prefix: Self.snapshotPrefix)
                    try FileManager.default.createDirectory(at: snapshot, withIntermediateDirectories: false)
                    prepared.snapshots.append(snapshot)
                    let original = student.folder
                    if let commit = StudentGit.commit(before: asOf, in: original) {
                        guard StudentGit.checkout(original, commit: commit, into: snapshot) else {
                            summary.errors.append("\(label): workbook could not read the git history at --as-of (commit \(commit.prefix(12))); nothing was recorded, run grade again")
                            continue
                        }
                        student = StudentFolder(id: student.id, folder: snapshot, refusal: Submissions.refusal(of: snapshot),
                                                history: original, revision: commit)
                    } else {
                        summary.warnings.append("\(label): no commit at or before --as-of \(ISO8601DateFormatter().string(from: asOf)): nothing submitted by then")
                        student = StudentFolder(id: student.id, folder: snapshot, refusal: nil, history: original, revision: nil)
                    }
                    student.folderName = name
                } else {
                    summary.warnings.append("\(label): not a git repository, so --as-of cannot go back in time: graded as the folder is now")
                }
            }
            let nothingByThen = options.asOf != nil && student.revision == nil && student.history != student.folder
            if student.refusal == nil, !nothingByThen {
                warnings(for: student, label: label, into: &summary)
            }
            prepared.folders.append(student)
        }
        return prepared
    }

    /// Empty folders and missing history, said before they turn into zeros or late days.
    func warnings(for student: StudentFolder, label: String, into summary: inout GradeSummary) {
        let held = exercises.compactMap { checks in student.exerciseFolder(checks.exercise).map { (checks.exercise, $0) } }
        if held.isEmpty {
            let empty = ((try? FileManager.default.contentsOfDirectory(atPath: student.folder.path)) ?? []).filter { !$0.hasPrefix(".") }.isEmpty
            summary.warnings.append("\(label): " + (empty ? "the folder is empty" : "the folder holds none of the book's exercises")
                + " (a clone that failed, a submodule not checked out, or the wrong folder?): every exercise is empty in grades.csv")
            return
        }
        let emptyExercises = held.filter { _, folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.isEmpty
        }.map(\.0)
        if !emptyExercises.isEmpty {
            summary.warnings.append("\(label): empty exercise folder(s) (a submodule or gitlink not checked out?): " + emptyExercises.joined(separator: ", "))
        }
        let rosterTimes = options.roster.entries[student.id]?.submittedAt != nil
        if !rosterTimes, student.revision == nil, !StudentGit.hasHistory(student.history ?? student.folder) {
            summary.warnings.append("\(label): no git history, so submission times are the files' modification times (when they were copied); "
                + "lateness may be wrong: grade the clones themselves, or give submitted_at in the roster")
        }
    }
}
