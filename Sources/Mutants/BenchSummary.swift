import Foundation

/// The benchmark's figures: mutants by verdict, per operator and per exercise, and the share of
/// failing mutants whose failure is explained by its cause.
public struct BenchSummary: Encodable, Sendable {
    public struct Row: Encodable, Sendable {
        public var name: String
        public var mutants = 0
        public var discarded = 0
        public var errors = 0
        public var passesEquivalent = 0
        public var passesMissingCheck = 0
        public var failing = 0
        public var explained = 0
        public var genericWhy = 0
        public var noWhy = 0
        /// explained / failing (nil when nothing failed).
        public var explainedShare: Double? { failing == 0 ? nil : Double(explained) / Double(failing) }

        mutating func add(_ verdict: MutantOutcome.Verdict) {
            mutants += 1
            switch verdict {
            case .explained: failing += 1; explained += 1
            case .genericWhy: failing += 1; genericWhy += 1
            case .noWhy: failing += 1; noWhy += 1
            case .passesEquivalent: passesEquivalent += 1
            case .passesMissingCheck: passesMissingCheck += 1
            case .discarded: discarded += 1
            case .error: errors += 1
            }
        }

        enum CodingKeys: String, CodingKey {
            case name, mutants, discarded, errors, passesEquivalent = "passes_equivalent", passesMissingCheck = "passes_missing_check"
            case failing, explained, genericWhy = "generic_why", noWhy = "no_why", explainedShare = "explained_share"
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(mutants, forKey: .mutants)
            try container.encode(discarded, forKey: .discarded)
            try container.encode(errors, forKey: .errors)
            try container.encode(passesEquivalent, forKey: .passesEquivalent)
            try container.encode(passesMissingCheck, forKey: .passesMissingCheck)
            try container.encode(failing, forKey: .failing)
            try container.encode(explained, forKey: .explained)
            try container.encode(genericWhy, forKey: .genericWhy)
            try container.encode(noWhy, forKey: .noWhy)
            try container.encode(explainedShare, forKey: .explainedShare)
        }

        public init(name: String) { self.name = name }
    }

    public var date: String
    public var seed: UInt64
    /// The sample's size when a sample was run, nil for every mutant.
    public var sample: Int?
    public var seconds: Double
    public var total: Row
    public var byOperator: [Row]
    public var byExercise: [Row]
    public var outcomes: [MutantOutcome]

    enum CodingKeys: String, CodingKey {
        case date, seed, sample, seconds, total, byOperator = "by_operator", byExercise = "by_exercise", outcomes
    }

    public init(outcomes: [MutantOutcome], seed: UInt64, sample: Int?, seconds: Double, date: Date = Date()) {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        self.date = formatter.string(from: date)
        self.seed = seed
        self.sample = sample
        self.seconds = seconds
        self.outcomes = outcomes
        var total = Row(name: "all")
        var operators: [MutationOperator: Row] = [:]
        var exercises: [String: Row] = [:]
        var exerciseOrder: [String] = []
        for outcome in outcomes {
            total.add(outcome.verdict)
            operators[outcome.mutant.mutationOperator, default: Row(name: outcome.mutant.mutationOperator.rawValue)].add(outcome.verdict)
            if exercises[outcome.mutant.exercise] == nil { exerciseOrder.append(outcome.mutant.exercise) }
            exercises[outcome.mutant.exercise, default: Row(name: outcome.mutant.exercise)].add(outcome.verdict)
        }
        self.total = total
        byOperator = MutationOperator.allCases.compactMap { operators[$0] }
        byExercise = exerciseOrder.compactMap { exercises[$0] }
    }

    /// The report for people: the figures, then every finding (mutants that pass, failing ones
    /// without a why naming their cause) with what the checks said.
    public func text(swiftVersion: String = "") -> String {
        var lines: [String] = []
        let scope = sample.map { "a sample of \($0) mutants" } ?? "every mutant"
        lines.append("mutation benchmark, \(date), \(scope) (seed \(seed)), \(total.mutants) mutants over \(byExercise.count) exercises, "
            + String(format: "%.0f s", seconds) + (swiftVersion.isEmpty ? "" : ", \(swiftVersion)"))
        lines.append("")
        lines.append("failing mutants explained by their cause (a why naming what changed, in English and Korean): "
            + "\(total.explained)/\(total.failing) = \(Self.percent(total.explainedShare))")
        lines.append("compiled: \(total.mutants - total.discarded - total.errors); compile-discarded: \(total.discarded); "
            + "errors: \(total.errors); passing: \(total.passesEquivalent + total.passesMissingCheck) "
            + "(\(total.passesMissingCheck) missing a check, \(total.passesEquivalent) equivalent under the checks' steps)")
        lines.append("")
        lines += table("operator", byOperator)
        lines.append("")
        lines += table("exercise", byExercise)
        let passing = outcomes.filter { $0.verdict.passes }
        lines.append("")
        lines.append("mutants that pass every check (\(passing.count)): a missing check (the runs differ from the reference's), "
            + "or the same runs (an equivalent mutant, or a scenario no check has: read each)")
        for outcome in passing {
            lines.append("  \(outcome.mutant.id) [\(outcome.verdict == .passesEquivalent ? "equivalent" : "missing check")] "
                + "\(outcome.mutant.file):\(outcome.mutant.line): \(outcome.mutant.truth.summary)")
            if let note = outcome.note { lines.append("      \(note)") }
        }
        let unexplained = outcomes.filter { $0.verdict == .genericWhy || $0.verdict == .noWhy }
        lines.append("")
        lines.append("failing mutants without a why naming their cause (\(unexplained.count))")
        for outcome in unexplained {
            lines.append("  \(outcome.mutant.id) \(outcome.mutant.file):\(outcome.mutant.line): \(outcome.mutant.truth.summary)")
            lines.append("      truth tokens: \(outcome.mutant.truth.tokens.joined(separator: " "))")
            lines.append("      first failing check: \(outcome.firstFailure ?? "-")")
            if outcome.whys.isEmpty { lines.append("      whys: none") }
            for why in outcome.whys {
                lines.append("      why [\(why.check)] \(why.rule): \(oneLine(why.en))")
            }
        }
        let discarded = outcomes.filter { $0.verdict == .discarded || $0.verdict == .error }
        lines.append("")
        lines.append("compile-discarded and errors (\(discarded.count))")
        for outcome in discarded {
            lines.append("  \(outcome.mutant.id) [\(outcome.verdict.rawValue)] \(outcome.mutant.after): \(outcome.note.map(oneLine) ?? "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func table(_ title: String, _ rows: [Row]) -> [String] {
        let width = max(title.count, rows.map(\.name.count).max() ?? 0, 3)
        func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: max(0, count - text.count)) }
        func left(_ text: String, _ count: Int) -> String { String(repeating: " ", count: max(0, count - text.count)) + text }
        var lines = [pad(title, width) + "  mutants discarded  passing(missing/equiv)  failing  explained  generic  no-why  share"]
        for row in rows + [total] {
            lines.append(pad(row.name, width) + left("\(row.mutants)", 9) + left("\(row.discarded)", 11)
                + left("\(row.passesMissingCheck + row.passesEquivalent) (\(row.passesMissingCheck)/\(row.passesEquivalent))", 23)
                + left("\(row.failing)", 9) + left("\(row.explained)", 11) + left("\(row.genericWhy)", 9) + left("\(row.noWhy)", 8)
                + left(Self.percent(row.explainedShare), 7))
        }
        return lines
    }

    static func percent(_ share: Double?) -> String {
        share.map { String(format: "%.1f %%", $0 * 100) } ?? "-"
    }

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
