import ArgumentParser
import Chapters
import Foundation
import Gradebook
import LearnerBuild
import WorkbookCore

extension Workbook {
    struct Grade: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Grade a class: every student's exercises with the book's full checks, into a gradebook.",
            discussion: """
            `workbook grade SUBMISSIONS --out DIR` checks every SUBMISSIONS/<student>/ (a copy of the workbook with \
            Exercises/<id>/, or a folder of Xcode projects named by exercise id) with every check of the book's \
            exercises, hidden ones included, and writes DIR/gradebook.sqlite (instructor-only), DIR/grades.csv and \
            DIR/results.json (hidden checks' details withheld). Run it again at any time: what is already graded is \
            kept, the rest is done. `workbook grade merge A B ... --out DIR` combines shard gradebooks (docs/grading.md).
            Exit codes: 0 done, 2 bad input or usage, 3 some submissions could not be checked by workbook itself (rerun).
            """,
            subcommands: [Run.self, Merge.self, SynthClass.self],
            defaultSubcommand: Run.self)

        struct Run: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "run", abstract: "Grade the submissions (the default).")

            @Argument(help: "The folder holding one folder per student.")
            var submissions: String

            @Option(name: .long, help: "ko or en: the class report's, feedback's and Gradescope's language (default: from LANG).")
            var lang: Language?

            @Option(name: .long, help: "Where the gradebook, grades.csv, results.json, report/, feedback/ and gradescope/ go.")
            var out: String

            @Option(name: .long, help: "The book (folder with workbook.yaml) giving the checks (default: the current folder).")
            var book: String?

            @Option(name: .long, help: "How many submissions to check at once (default: the number of cores).")
            var jobs: Int?

            @Option(name: .long, help: "GitHub Classroom's roster export as it is, or a CSV with an `id` column (optionally name, email, sis_id, submitted_at).")
            var roster: String?

            @Option(name: .long, help: "The prefix of Classroom's repository folders (`hw1` of `hw1-<username>`; default: the one most folders share).")
            var assignment: String?

            @Option(name: .long, parsing: .singleValue, help: "ID=DATE: the due date of exercise ID (ISO 8601), over the book's; DATE alone: of every exercise.")
            var due: [String] = []

            @Option(name: .long, help: "DATE (ISO 8601): grade each git repository as its last commit at or before DATE.")
            var asOf: String?

            @Option(name: .long, help: "A CSV of the instructor's overrides: student,exercise,action,value,reason (adjust, set, excuse, extend).")
            var overrides: String?

            @Flag(name: .long, help: "Start grades.csv and the LMS exports with a UTF-8 byte order mark (for Excel).")
            var bom = false

            @Flag(name: .long, help: "Report pairs of students whose code is unusually alike (similarity/index.html, instructor only).")
            var similarity = false

            @Option(name: .long, help: "Percent of an exercise's points taken off per day late (over the book's `grading: late_penalty`).")
            var latePenalty: Double?

            @Option(name: .long, help: "At most this percent taken off for lateness (over the book's `grading: late_cap`).")
            var lateCap: Double?

            @Option(name: .long, help: "i/n: grade only the students of slice i of n (stable by student id).")
            var shard: String?

            @Option(name: .long, parsing: .singleValue, help: "Grade only this exercise (repeatable; default: all of the book's).")
            var exercise: [String] = []

            @Option(name: .long, help: "auto (bubblewrap when installed), bwrap, or none.")
            var sandbox: SandboxMode = .auto

            @Flag(name: .long, help: "Do not answer from the checker's report cache.")
            var noCache = false

            func run() throws {
                let out = URL(fileURLWithPath: self.out)
                var options = GradeOptions(submissions: URL(fileURLWithPath: submissions), out: out,
                                           book: URL(fileURLWithPath: book ?? FileManager.default.currentDirectoryPath))
                if let jobs {
                    guard jobs >= 1 else { throw fail("error: --jobs must be at least 1") }
                    options.jobs = jobs
                }
                for value in [latePenalty, lateCap].compactMap({ $0 }) where !(0...100).contains(value) {
                    throw fail("error: --late-penalty and --late-cap are percentages from 0 to 100 (got \(value))")
                }
                options.latePenalty = latePenalty
                options.lateCap = lateCap
                options.exercises = exercise
                options.useReportCache = !noCache
                if let lang { options.language = lang }
                if let shard {
                    guard let parsed = Shard(shard) else { throw fail("error: --shard \(shard): write i/n with 1 ≤ i ≤ n, like --shard 2/4") }
                    options.shard = parsed
                }
                for item in due {
                    if !item.contains("="), let date = ChecksParser.parseDate(item) {
                        options.dueAll = date
                        continue
                    }
                    let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let date = ChecksParser.parseDate(parts[1]) else {
                        throw fail("error: --due \(item): write ID=DATE, like --due manual-segue-values=2025-03-01T23:59:00+09:00, or a DATE alone for every exercise")
                    }
                    options.dues[parts[0]] = date
                }
                if let asOf {
                    guard let date = ChecksParser.parseDate(asOf) else {
                        throw fail("error: --as-of \(asOf): write a date, like --as-of 2025-03-01T23:59:00+09:00")
                    }
                    options.asOf = date
                }
                options.assignment = assignment
                options.bom = bom
                options.similarity = similarity
                if let reason = sandbox.unavailableReason {
                    DiagnosticsPrinter.print("error: \(reason)")
                    throw ExitCode(ExitCodes.internalError)
                }
                // Fail closed: a class is never graded without the sandbox unless asked for by name.
                if let refusal = SandboxPolicy.refusal(mode: sandbox, grading: true, withholds: true) {
                    DiagnosticsPrinter.print(refusal)
                    throw ExitCode(ExitCodes.internalError)
                }
                if sandbox == .none {
                    DiagnosticsPrinter.print("warning: --sandbox none: students' code runs with resource limits only, as your own user; "
                        + "it can read the hidden checks and other students' folders (docs/security.md)")
                }
                #if !os(Linux)
                if sandbox == .auto {
                    DiagnosticsPrinter.print("warning: there is no sandbox on this system (bubblewrap is Linux only): students' code runs "
                        + "with resource limits only, as your own user; grade other people's code on Linux with bubblewrap (docs/security.md)")
                }
                #endif
                options.limits.sandbox = sandbox
                do {
                    if let roster { options.roster = try Roster.load(URL(fileURLWithPath: roster)) }
                    options.overridesFile = overrides.map(URL.init(fileURLWithPath:))
                    try GradeOutput.checkOutput(out, submissions: options.submissions)
                    let grader = try ClassGrader(options: options)
                    let bar = ProgressPrinter(terminal: isatty(STDERR_FILENO) != 0)
                    let start = Date()
                    let summary = try grader.run(progress: bar.show)
                    bar.close()
                    let seconds = Date().timeIntervalSince(start)
                    DiagnosticsPrinter.print("graded \(summary.students) student(s): \(summary.graded) new result(s), \(summary.alreadyGraded) already in the gradebook, "
                        + "\(summary.refusedStudents) student folder(s) refused, \(summary.errors.count) error(s) in \(String(format: "%.1f", seconds)) s\n"
                        + "wrote \(out.appendingPathComponent("grades.csv").path), results.json, gradebook.sqlite, "
                        + "report/index.html (instructor), feedback/ and gradescope/ (learners), lms/canvas.csv, lms/moodle.csv and lms/scores.csv")
                    for note in summary.hintNotes { DiagnosticsPrinter.print("note: \(GradeOutput.inert(note)) (scores are not affected)") }
                    if similarity {
                        DiagnosticsPrinter.print("similarity: \(summary.similarPairs.count) pair(s) unusually alike; see \(out.appendingPathComponent("similarity/index.html").path)")
                        for pair in summary.similarPairs { DiagnosticsPrinter.print("  \(GradeOutput.inert(pair))") }
                    }
                    for change in summary.overrideChanges { DiagnosticsPrinter.print("override \(GradeOutput.inert(change))") }
                    for warning in summary.warnings {
                        DiagnosticsPrinter.print(warning.hasPrefix("note: ") ? GradeOutput.inert(warning) : "warning: \(GradeOutput.inert(warning))")
                    }
                    if !summary.errors.isEmpty {
                        for error in summary.errors { DiagnosticsPrinter.print("error: \(GradeOutput.inert(error))") }
                        DiagnosticsPrinter.print("these were not recorded; run the same command again to retry them")
                        throw ExitCode(ExitCodes.internalError)
                    }
                } catch let error as GradeInputError {
                    throw fail(error.description)
                }
            }
        }

        struct Merge: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Combine shard gradebooks (each shard's --out folder or gradebook.sqlite) into one.")

            @Argument(help: "The shards' --out folders (or their gradebook.sqlite files).")
            var shards: [String]

            @Option(name: .long, help: "Where the merged gradebook, grades.csv and results.json go.")
            var out: String

            @Flag(name: .long, help: "Start grades.csv and the LMS exports with a UTF-8 byte order mark (for Excel).")
            var bom = false

            func run() throws {
                guard !shards.isEmpty else { throw fail("error: give the shards' --out folders to merge") }
                let out = URL(fileURLWithPath: self.out)
                do {
                    var sources: [URL] = []
                    for shard in shards {
                        var url = URL(fileURLWithPath: shard)
                        var isDirectory: ObjCBool = false
                        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                            url = url.appendingPathComponent("gradebook.sqlite")
                        }
                        guard FileManager.default.fileExists(atPath: url.path) else {
                            throw GradeInputError("\(url.path): error: no gradebook here; give each shard's --out folder")
                        }
                        guard url.standardizedFileURL.path != out.appendingPathComponent("gradebook.sqlite").standardizedFileURL.path else {
                            throw GradeInputError("\(url.path): error: this is the merge's own output; give --out a new folder")
                        }
                        sources.append(url)
                    }
                    try GradeOutput.checkOutput(out, submissions: nil)
                    let gradebook = try Gradebook(url: out.appendingPathComponent("gradebook.sqlite"))
                    try gradebook.merge(sources)
                    let results = try gradebook.classResults()
                    var kept = try GradeExports.write(results, to: out, bom: bom)
                    kept += try LMSExports.write(results, to: out, bom: bom)
                    if !kept.isEmpty { DiagnosticsPrinter.print(GradeOutput.inert(GradeExports.keptNote(kept))) }
                    for warning in LMSExports.formulaWarnings(results) { DiagnosticsPrinter.print("warning: \(GradeOutput.inert(warning))") }
                    DiagnosticsPrinter.print("merged \(sources.count) gradebook(s): \(results.students.count) student(s); wrote \(out.path)/grades.csv, results.json and gradebook.sqlite")
                } catch let error as GradeInputError {
                    throw fail(error.description)
                }
            }
        }
    }
}

extension Workbook.Grade {
    /// For benchmarks and tests: a made-up class from the book's reference, starter and mistakes.
    struct SynthClass: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "synth-class", abstract: "Write a made-up class from the book's solutions (benchmarks, tests).", shouldDisplay: false)

        @Option(name: .long, help: "The book (default: the current folder).")
        var book: String?

        @Option(name: .long, help: "How many students.")
        var students: Int = 40

        @Option(name: .long, help: "Where to write the class (a new folder).")
        var out: String

        @Option(name: .long, parsing: .singleValue, help: "Only this exercise (repeatable).")
        var exercise: [String] = []

        func run() throws {
            let root = URL(fileURLWithPath: book ?? FileManager.default.currentDirectoryPath)
            let out = URL(fileURLWithPath: self.out)
            guard !FileManager.default.fileExists(atPath: out.path) else { throw fail("\(out.path): error: already exists; give a new folder") }
            do {
                let loaded = try BookChecks.loadBook(root)
                let chosen = try SyntheticClass.write(book: loaded, count: students, into: out, exercises: exercise)
                for (student, variants) in chosen.sorted(by: { $0.key < $1.key }) {
                    print(student + " " + variants.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }.joined(separator: " "))
                }
            } catch let failure as BookChecks.Failure {
                throw fail(failure.description)
            }
        }
    }
}

/// Bad input: the message on standard error, exit 2.
private func fail(_ message: String) -> ExitCode {
    DiagnosticsPrinter.print(message)
    return ExitCode(ExitCodes.badInput)
}

enum GradeOutput {
    /// --out must be a new folder, or one holding a gradebook (or empty), and not inside the submissions.
    static func checkOutput(_ out: URL, submissions: URL?) throws {
        let fileManager = FileManager.default
        let path = out.standardizedFileURL.path
        if let submissions {
            let base = submissions.standardizedFileURL.resolvingSymlinksInPath().path
            let resolved = out.standardizedFileURL.resolvingSymlinksInPath().path
            if resolved == base || resolved.hasPrefix(base + "/") {
                throw GradeInputError("\(path): error: --out is inside the submissions folder; it would be graded as a student. Give a folder elsewhere")
            }
        }
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw GradeInputError("\(path): error: --out is a file; give a folder") }
        let contents = (try? fileManager.contentsOfDirectory(atPath: path)) ?? []
        guard contents.isEmpty || contents.contains("gradebook.sqlite") else {
            throw GradeInputError("\(path): error: this folder holds other files and no gradebook.sqlite; give a new or empty folder, or an earlier run's --out")
        }
    }

    /// Learner text (folder names) made visible on a terminal, as every report shows it, on one
    /// line: a student folder named `x\n::error::…` must not start a line a CI log (GitHub's
    /// workflow commands) or a terminal would read as its own; line breaks show as `\n`.
    static func inert(_ text: String) -> String { ReportEscaping.inert(text, multiline: false) }
}

/// The progress: a bar redrawn in place on a terminal, a plain line per submission otherwise.
final class ProgressPrinter: @unchecked Sendable {
    let terminal: Bool
    private let lock = NSLock()
    private var drawn = false

    init(terminal: Bool) { self.terminal = terminal }

    func show(_ step: GradeProgress) {
        lock.lock()
        defer { lock.unlock() }
        let what = GradeOutput.inert("\(step.student)/\(step.exercise): \(step.outcome)")
        if terminal {
            let width = 30
            let filled = step.total == 0 ? width : width * step.done / step.total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            let line = "[\(bar)] \(step.done)/\(step.total) \(what)"
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(line.prefix(120))).utf8))
            drawn = true
        } else {
            FileHandle.standardError.write(Data("[\(step.done)/\(step.total)] \(what)\n".utf8))
        }
    }

    func close() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
