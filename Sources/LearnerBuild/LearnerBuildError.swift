import Foundation

/// Problems that stop a build.
public enum LearnerBuildError: Error, CustomStringConvertible {
    /// The folder is missing, unreadable, or holds no Swift files.
    case notAProject(String)
    /// The learner's code does not compile: the diagnostics on the learner's own lines, and the
    /// compiler's text with the learner's paths (glue lines left out), line breaks kept.
    case compileFailed(diagnostics: [CompilerDiagnostic], output: String)
    case runtimeBuildFailed(String)
    /// The generated glue did not compile although the learner's lines did: a workbook bug.
    case glueFailed(String)
    /// The source gate found what a submission may not use: not built, not run, not graded.
    case refused([GateFinding])

    public var description: String {
        switch self {
        case let .notAProject(message): return message
        case let .compileFailed(_, output): return output
        case let .runtimeBuildFailed(output): return "the UIKit runtime did not compile (a bug in workbook):\n\(output)"
        case let .glueFailed(output): return "the generated glue did not compile (a bug in workbook, please report it):\n\(output)"
        case let .refused(findings) where findings.allSatisfy({ GateFinding.notSimulatedRules.contains($0.rule) }):
            return "Not graded: the submission uses what the simulation does not provide:\n"
                + findings.map { "\($0.file):\($0.line):\($0.column): \($0.rule): \($0.en)" }.joined(separator: "\n") + "\n"
        case let .refused(findings):
            return "Not graded: the submission uses what workbook submissions may not use (iOS apps cannot either, or it could reach the checker):\n"
                + findings.map { "\($0.file):\($0.line):\($0.column): \($0.rule): \($0.en)" }.joined(separator: "\n") + "\n"
        }
    }
}
