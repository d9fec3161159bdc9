import Foundation
import LearnerBuild

/// The learner's sources with their two readings (`CodeFacts` for the rules, `CodeMatch` for hint
/// conditions), each made at most once per check of a solution however many checks fail, and
/// only when one does. Shared by the checker's parallel runs (the readings are made under a lock).
public final class LearnerCode: @unchecked Sendable {
    public let sources: [String]
    /// The compiler's warnings on the learner's lines.
    public let warnings: [CompilerDiagnostic]
    private let lock = NSLock()
    private var madeFacts: CodeFacts?
    private var madeMatch: CodeMatch?

    public init(sources: [String], warnings: [CompilerDiagnostic] = []) {
        self.sources = sources
        self.warnings = warnings
    }

    public var facts: CodeFacts {
        lock.withLock {
            if let madeFacts { return madeFacts }
            let facts = CodeFacts(sources: sources)
            madeFacts = facts
            return facts
        }
    }

    public var match: CodeMatch {
        lock.withLock {
            if let madeMatch { return madeMatch }
            let match = CodeMatch(sources: sources)
            madeMatch = match
            return match
        }
    }
}
