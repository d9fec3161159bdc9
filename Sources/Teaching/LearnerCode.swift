import Foundation
import LearnerBuild

/// The learner's sources with their two readings (`CodeFacts` for the rules, `CodeMatch` for hint
/// conditions), each made at most once per check of a solution however many checks fail, and
/// only when one does. Shared by the checker's parallel runs (the readings are made under a lock).
public final class LearnerCode: @unchecked Sendable {
    public let sources: [String]
    /// Each source's path in the project (`App/ViewController.swift`), when known (same order).
    public let paths: [String]
    /// The compiler's warnings on the learner's lines.
    public let warnings: [CompilerDiagnostic]
    private let lock = NSLock()
    private var madeFacts: CodeFacts?
    private var madeMatch: CodeMatch?

    public init(sources: [String], paths: [String] = [], warnings: [CompilerDiagnostic] = []) {
        self.sources = sources
        self.paths = paths.count == sources.count ? paths : []
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

    /// The facts of the one file a crash names (`App/ViewController.swift`, matched by its end),
    /// so that a line number means a line of that file.
    public func facts(ofFile file: String) -> CodeFacts? {
        guard let index = paths.firstIndex(where: { $0 == file || $0.hasSuffix("/" + file) || file.hasSuffix("/" + $0) }) else { return nil }
        return CodeFacts(sources: [sources[index]])
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
