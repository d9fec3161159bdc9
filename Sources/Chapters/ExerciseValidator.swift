import Foundation
import LearnerBuild
import WorkbookCore
import WorkbookProtocol

/// `workbook validate`: proves each exercise sound. The reference solution passes every check;
/// the starter compiles and fails at least one; each known mistake fails exactly the checks it
/// declares, with the explanation it declares.
public struct ExerciseValidator {
    public struct Finding: Sendable, CustomStringConvertible {
        public var exercise: String
        public var subject: String
        public var ok: Bool
        public var detail: String
        public var description: String { "\(ok ? "ok  " : "FAIL") \(exercise) \(subject)\(detail.isEmpty ? "" : ": \(detail)")" }
    }

    public var checker: Checker

    public init(checker: Checker = Checker(reportCache: nil)) {
        self.checker = checker
    }

    public func validate(_ exercise: Exercise, book: Book) throws -> [Finding] {
        let generator = WorkbookGenerator()
        var findings: [Finding] = []
        func run(_ files: [String: String]) throws -> CheckReport {
            let folder = TemporaryItems.url(in: FileManager.default.temporaryDirectory, prefix: "workbook-validate-")
            defer { try? FileManager.default.removeItem(at: folder) }
            for (path, text) in files {
                let url = try WorkbookGenerator.contained(path, in: folder)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return checker.check(project: folder, checks: exercise.checks)
        }
        func failed(_ report: CheckReport) -> [String] { report.checks.filter { $0.status != .passed }.map(\.id) }

        let reference = try run(generator.files(for: exercise, book: book, solution: true))
        findings.append(Finding(exercise: exercise.id, subject: "reference", ok: reference.status == .passed,
                                detail: reference.status == .passed ? "passes \(reference.checks.count) checks"
                                    : (reference.compileError.map { "does not compile:\n\($0)" } ?? "fails \(failed(reference).joined(separator: ", "))")))
        let starter = try run(generator.files(for: exercise, book: book))
        let starterOK = starter.compileError == nil && starter.status == .failed
        findings.append(Finding(exercise: exercise.id, subject: "starter", ok: starterOK,
                                detail: starter.compileError.map { "does not compile:\n\($0)" }
                                    ?? (starter.status == .passed ? "passes every check: it gives the answer away" : "fails \(failed(starter).joined(separator: ", "))")))
        // A 0-point check (the storyboard's own segue opens the form) is a signpost, not a reward.
        let starterPoints = starter.checks.filter { $0.status == .passed && $0.maxPoints > 0 }
        if starter.compileError == nil, !starterPoints.isEmpty, starter.status != .passed {
            // Doing nothing earns nothing: a check the starter passes tests nothing the learner did.
            findings.append(Finding(exercise: exercise.id, subject: "starter points", ok: false,
                                    detail: "the starter already passes \(starterPoints.map(\.id).joined(separator: ", ")): those checks reward doing nothing"))
        }
        for alternative in exercise.alternatives {
            let report = try run(generator.files(for: exercise, book: book, replacing: alternative.replacement))
            findings.append(Finding(exercise: exercise.id, subject: "alternative \(alternative.name)", ok: report.status == .passed,
                                    detail: report.status == .passed ? "passes \(report.checks.count) checks"
                                        : (report.compileError.map { "does not compile:\n\($0)" } ?? "fails \(failed(report).joined(separator: ", "))")))
        }
        for mistake in exercise.mistakes {
            let report = try run(generator.files(for: exercise, book: book, replacing: mistake))
            let actual = Set(report.checks.filter { $0.status == .failed }.map(\.id))
            let rules = Set(report.checks.flatMap(\.explanations).map(\.rule))
            var problems: [String] = []
            if let compileError = report.compileError { problems.append("does not compile:\n\(compileError)") }
            if actual != Set(mistake.fails) {
                problems.append("fails [\(actual.sorted().joined(separator: ", "))], declared [\(mistake.fails.sorted().joined(separator: ", "))]")
            }
            if let rule = mistake.explains, !rules.contains(rule) {
                problems.append("explains [\(rules.sorted().joined(separator: ", "))], declared \(rule)")
            }
            findings.append(Finding(exercise: exercise.id, subject: "mistake \(mistake.name)", ok: problems.isEmpty,
                                    detail: problems.isEmpty ? "fails \(mistake.fails.joined(separator: ", "))" + (mistake.explains.map { " with \($0)" } ?? "")
                                        : problems.joined(separator: "; ")))
        }
        return findings
    }
}
