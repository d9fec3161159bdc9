import ArgumentParser
import Foundation
import WorkbookCore

/// `workbook check` and `watch` record each learner report in the workbook's state file
/// (`LearnerState`), when the exercise lives in a generated workbook.
enum LearnerProgress {
    /// Records `report` (published for learners) when `checksFile` is an exercise's checks.yaml
    /// inside a generated workbook. A state file that cannot be written is a warning only.
    static func record(_ report: CheckReport, checksFile: URL) {
        let folder = checksFile.deletingLastPathComponent()
        guard let workbook = WorkbookFolder.find(from: folder), let id = workbook.exercise(containing: folder) else { return }
        record(report, exercise: id, in: workbook)
    }

    static func record(_ report: CheckReport, exercise: String, in workbook: WorkbookFolder) {
        var state = LearnerState.load(from: workbook.root)
        state.record(report.published(for: .learners), exercise: exercise)
        save(state, in: workbook)
    }

    static func save(_ state: LearnerState, in workbook: WorkbookFolder) {
        do {
            try state.save(to: workbook.root)
        } catch {
            DiagnosticsPrinter.print("warning: cannot record your progress in \(LearnerState.url(in: workbook.root).path): "
                + "\(error.localizedDescription) (the check itself is not affected)")
        }
    }

    /// Adds a hint shown by `workbook hint` to the exercise's hint record (handed in with the
    /// exercise, read by `workbook grade`). A record that cannot be written is a warning only.
    static func recordHint(check: String, number: Int, exercise: WorkbookFolder.Entry, at: Date) {
        do {
            try HintRecord.append(HintRecord.Entry(check: check, hint: number, at: at), exercise: exercise.id, in: exercise.folder)
        } catch {
            let path = HintRecord.url(in: exercise.folder).path, why = error.localizedDescription
            DiagnosticsPrinter.print(Catalog[Language.fromEnvironment].loopHintNotRecorded(path: path, why: why))
        }
    }

    /// The workbook for `--workbook DIR`, or the one holding the current folder; exits 2 with
    /// what to do when there is none.
    static func workbook(_ given: String?) throws -> WorkbookFolder {
        let start = URL(fileURLWithPath: given ?? FileManager.default.currentDirectoryPath)
        if let found = WorkbookFolder.find(from: start), given == nil || found.root.path == start.standardizedFileURL.path
            || found.root.path == start.appendingPathComponent("Exercises").standardizedFileURL.path {
            return found
        }
        DiagnosticsPrinter.print("\(start.path): error: no workbook here (a folder written by `workbook generate`, holding "
            + "\(WorkbookFolder.markerName)); run this in your Exercises folder or one of its exercises, or give --workbook DIR")
        throw ExitCode(ExitCodes.badInput)
    }

    /// The exercise named by `given` (an id of the workbook), else the one the current folder
    /// is in, else `fallback` (when given); exits 2 when none.
    static func exercise(_ given: String?, in workbook: WorkbookFolder, fallback: String? = nil,
                         language: Language = .fromEnvironment) throws -> WorkbookFolder.Entry {
        let entries = workbook.exercises()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let id: String?
        if let given {
            id = URL(fileURLWithPath: given).standardizedFileURL.path.hasPrefix(workbook.root.path + "/")
                ? workbook.exercise(containing: URL(fileURLWithPath: given)) : given
        } else {
            id = workbook.exercise(containing: cwd) ?? fallback
        }
        if let id, let entry = entries.first(where: { $0.id == id }) { return entry }
        let known = entries.map(\.id).joined(separator: ", ")
        DiagnosticsPrinter.print(given.map { Catalog[language].loopNoSuchExercise(id: $0, suggestion: Suggestions.closest(to: $0, in: entries.map(\.id)), known: known) }
            ?? "error: name an exercise (run this in an exercise's folder, or give its id: \(known))")
        throw ExitCode(ExitCodes.badInput)
    }
}

/// `--output` files: refused up front, with one clear line, when they cannot be written.
enum ReportOutput {
    /// Exits 2 when `path` is a folder or its nearest existing folder cannot be written to.
    static func checkWritable(_ path: String) throws {
        let fileManager = FileManager.default
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if path.isEmpty || path.hasSuffix("/") || (fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue) {
            fail(path, "it is a folder, not a file")
        }
        var ancestor = url.deletingLastPathComponent()
        while !fileManager.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { break }
            ancestor = parent
        }
        guard isFolder.boolValue else { fail(path, "\(ancestor.path) is not a folder") }
        guard access(ancestor.path, W_OK) == 0 else { fail(path, "\(ancestor.path) is not writable") }
        // An existing file is replaced only when it can be an earlier report: the hostile round
        // 4 pointed --output at the learner's ViewController.swift and it was overwritten.
        var info = stat()
        if lstat(url.path, &info) == 0, !reportExtensions.contains(url.pathExtension.lowercased()) {
            fail(path, "it is an existing file that is not a report (reports end in \(reportExtensions.sorted().map { "." + $0 }.joined(separator: ", "))), so replacing it would lose it")
        }
    }

    /// What an existing `--output` file may end in to be replaced: the reports' own formats.
    static let reportExtensions: Set<String> = ["json", "xml", "html", "htm", "txt", "md", "log"]

    /// Exits 2 when `path` is an existing file inside one of `folders` (the project or exercise
    /// being checked): whatever its name, it is the learner's work. A new file there is fine.
    static func checkOutsideOf(_ path: String, folders: [URL]) {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        var info = stat()
        guard lstat(URL(fileURLWithPath: path).path, &info) == 0 else { return }
        for folder in folders {
            let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
            if url.path.hasPrefix(base.hasSuffix("/") ? base : base + "/") {
                fail(path, "it is an existing file of the project being checked (\(folder.path)), so replacing it would lose it")
            }
        }
    }

    static func write(_ text: String, to path: String) throws {
        do {
            try AtomicFile.write(text, to: URL(fileURLWithPath: path))
        } catch {
            fail(path, (error as NSError).domain == NSPOSIXErrorDomain ? error.localizedDescription : "the file cannot be written there")
        }
    }

    private static func fail(_ path: String, _ reason: String) -> Never {
        DiagnosticsPrinter.print("error: cannot write the report to \(path): \(reason); give --output a new file, or an earlier report, in a folder you can write")
        Foundation.exit(ExitCodes.badInput)
    }
}
