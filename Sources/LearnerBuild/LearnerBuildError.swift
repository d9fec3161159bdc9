import Foundation
import Texts

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

    /// The text in the reader's language: a refusal's findings have both; everything else
    /// (the compiler's own messages) is as it is.
    public func text(korean: Bool) -> String {
        if case let .refused(findings) = self { return Self.refusal(findings, korean: korean) }
        return description
    }

    static func refusal(_ findings: [GateFinding], korean: Bool) -> String {
        let notSimulated = findings.allSatisfy { GateFinding.notSimulatedRules.contains($0.rule) }
        let header = notSimulated ? Catalog[korean: korean].gateRefusedNotSimulated : Catalog[korean: korean].gateRefusedForbidden
        return header + "\n" + findings.map { "\($0.file):\($0.line):\($0.column): \($0.rule): \(korean ? $0.ko : $0.en)" }.joined(separator: "\n") + "\n"
    }

    public var description: String {
        switch self {
        case let .notAProject(message): return message
        case let .compileFailed(_, output): return output
        case let .runtimeBuildFailed(output): return "the UIKit runtime did not compile (a bug in workbook):\n\(output)"
        case let .glueFailed(output): return "the generated glue did not compile (a bug in workbook, please report it):\n\(output)"
        case let .refused(findings): return Self.refusal(findings, korean: false)
        }
    }
}
