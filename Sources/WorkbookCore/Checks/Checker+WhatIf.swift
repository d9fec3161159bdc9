import Foundation
import LearnerBuild
import Teaching
import Texts
import WorkbookProtocol

/// The what-if search (docs/checks.md "What if"): a failed check that no reading explains is run
/// again with one small change at a time to the learner's code that ran (a comparison, a test, an
/// end of a collection, a key, a number, a statement left out). All changes are built into one
/// app, each behind its own switch, so the search costs one build and one short run per change.
/// A change with which the check passes, and the checks that passed still pass, is evidence of
/// where the fault is and what kind it is; the learner is told that change and what it means.
///
/// Only explanations come of it: the verdict, the points and every other field of the report are
/// the check's own run's.
extension Checker {
    /// What a failed check's run leaves for the search: the lines that ran.
    final class WhatIfSeeds: @unchecked Sendable {
        private let lock = NSLock()
        private var coverage: [String: LineCoverage] = [:]

        func set(_ id: String, _ value: LineCoverage) { lock.withLock { coverage[id] = value } }
        func get(_ id: String) -> LineCoverage? { lock.withLock { coverage[id] } }
    }

    /// At most so many changes are tried for one check, and the search stops after `whatIfSeconds`.
    static let whatIfLimit = 64

    /// The search's finding for each failed visible check (those no reading explains first). A
    /// change the search found is evidence: it takes the place of the fallback readings (what ran
    /// and what did not, `TeachingRules.fallbackIds`), and follows a specific reading.
    /// False when the search ran out of time (or a run of it ended on the machine's account).
    @discardableResult
    func whatIf(_ results: inout [CheckResult], checks: ExerciseChecks, app: LaunchableApp, project: LearnerProject,
                sources: LearnerCode, seeds: WhatIfSeeds) -> Bool {
        let start = Date()
        var complete = true
        let order = results.indices.sorted { (results[$0].explanations.isEmpty ? 0 : 1, $0) < (results[$1].explanations.isEmpty ? 0 : 1, $1) }
        for index in order {
            guard results[index].status == .failed, results[index].visibility == .visible,
                  let check = checks.checks.first(where: { $0.id == results[index].id }), let coverage = seeds.get(check.id) else { continue }
            guard Date().timeIntervalSince(start) < whatIfSeconds else { return false }
            let passing = results.filter { $0.status == .passed && $0.visibility == .visible }.compactMap { result in
                checks.checks.first { $0.id == result.id }
            }
            let (finding, finished) = searchWhatIf(check: check, coverage: coverage, passing: passing, app: app, project: project,
                                                   sources: sources, seconds: results[index].seconds, failedStep: results[index].failedStep,
                                                   deadline: start.addingTimeInterval(whatIfSeconds))
            if !finished { complete = false }
            if let (explanation, _) = finding {
                // The fallback readings (what ran and what did not) give way to the finding; a
                // specific reading stays, with the finding after it.
                let kept = results[index].explanations.filter { !TeachingRules.fallbackIds.contains($0.rule) }
                results[index].explanations = kept + [explanation]
            }
        }
        return complete
    }

    /// One run of the search: a change of the code (in the search's build) or of the storyboards.
    enum Trial: Sendable {
        case code(WhatIfChange)
        case storyboard(StoryboardChange, [StoryboardDocument])
    }

    /// The finding (with its line in the code, nil for a storyboard's), and whether the search
    /// finished (false: it ran out of time, or a run of it ended on the machine's account).
    func searchWhatIf(check: Check, coverage: LineCoverage, passing: [Check], app: LaunchableApp, project: LearnerProject,
                      sources: LearnerCode, seconds: Double?, failedStep: Int? = nil, deadline: Date) -> (finding: (Explanation, line: Int?)?, finished: Bool) {
        guard project.sources.map(\.relativePath) == sources.paths else { return (nil, true) }
        let identifiers = app.storyboards.flatMap(\.scenes).flatMap { scene in
            scene.controller.allSegues.compactMap(\.identifier) + [scene.controller.storyboardIdentifier].compactMap { $0 }
        }
        let paths = sources.paths
        var skipping = Set<String>()
        var built: (schema: WhatIfSchema, app: LaunchableApp)?
        // A change that does not compile (its type did not fit there) is left out, and the build
        // made again: first the change whose replacement holds the error, else the changes that
        // swap a name on the lines with errors, then every change there.
        for attempt in 0..<3 {
            let schema = WhatIfSchema.make(paths: paths, contents: sources.sources, identifiers: identifiers, limit: Self.whatIfLimit,
                                           skipping: skipping) { file, line, column in
                coverage.count(path: paths[file], line: line, column: column)
            }
            guard !schema.changes.isEmpty else { break }
            var changed = project
            for index in changed.sources.indices { changed.sources[index].contents = schema.files[index] }
            // A build of its own (never shared with another search, which removes its own when done):
            // a line after the last line of the first file names this search.
            if let first = changed.sources.indices.first { changed.sources[first].contents += "\n// workbook what-if \(UUID().uuidString)\n" }
            do {
                // The gate stays on: the changed code is gated like any other, with only UIKit's
                // switch let through where the search wrote it. It runs in the same sandbox as every check.
                var tracer = self.tracer
                tracer.compiler.allowsWhatIfSwitch = true
                built = (schema, try tracer.prepare(project: changed))
                break
            } catch let WorkbookError.compileFailed(text) {
                Self.debug("what-if: compile failed: \(text)")
                let before = skipping.count
                func skip(_ change: WhatIfChange) {
                    skipping.insert(WhatIfSchema.key(path: change.path, line: change.line, kind: change.kind, after: change.after))
                }
                for error in Self.errorLines(text) {
                    let inFile = schema.changes.filter { $0.path == error.file || $0.path.hasSuffix("/" + error.file) }
                    let here = inFile.filter { $0.line == error.line }
                    // An error where no change is (a statement left out that a later line needed):
                    // every statement this file's changes leave out.
                    if here.isEmpty { inFile.filter { $0.kind == .statementDropped }.forEach(skip) }
                    let holding = here.filter { change in schema.spans[change.id].map { $0.line == error.line && $0.first <= error.column && error.column <= $0.last } ?? false }
                    if !holding.isEmpty, attempt == 0 {
                        holding.forEach(skip)
                    } else {
                        here.filter { attempt > 0 || [WhatIfKind.memberSwapped, .receiverSwapped, .literalChanged].contains($0.kind) }.forEach(skip)
                    }
                }
                if skipping.count == before, attempt > 0 { break }
            } catch {
                Self.debug("what-if: build failed: \(String(describing: error))")
                break
            }
        }
        // The search's build is used once: it is not kept beside the checks' builds (the report
        // cache answers an unchanged solution). Its folder is one the build made (`builds/<key>`).
        defer {
            if let folder = built?.app.executable.deletingLastPathComponent(), folder.deletingLastPathComponent().lastPathComponent == "builds" {
                try? FileManager.default.removeItem(at: folder)
            }
        }

        var limits = self.limits
        limits.wallSeconds = min(check.timeout, max(1, deadline.timeIntervalSinceNow))
        let baselineStart = Date()
        var schemaApp: LaunchableApp?
        var codeChanges: [WhatIfChange] = []
        if let (schema, builtApp) = built {
            // The search's build with no change on must fail as the check did (else it is no evidence).
            if let baseline = try? AppRunner(app: builtApp, limits: limits).run(steps: check.steps),
               ExpectationEvaluator(steps: check.steps, run: baseline).firstFailure() != nil {
                schemaApp = builtApp
                codeChanges = schema.changes
            }
        }
        // A change that makes the app loop or wait is not waited for as long as the check would:
        // four times the check's own run (or the baseline's), at least 2 s.
        let ownRun = schemaApp != nil ? Date().timeIntervalSince(baselineStart) : (seconds ?? 0)
        limits.wallSeconds = min(check.timeout, max(2, max(ownRun, seconds ?? 0) * 4))

        // The storyboards' changes need no build: the app is given the changed storyboards.
        let literals = WhatIfSchema.codeIdentifiers(contents: sources.sources)
        let storyboardTrials: [Trial] = StoryboardWhatIf.changes(app.storyboards, code: sources.facts, codeLiterals: literals).compactMap { change in
            StoryboardWhatIf.applying(change, to: app.storyboards).map { .storyboard(change, $0) }
        }
        // A check of values (not of which screen shows how) is not explained by a change of a
        // presentation style: a sheet leaves the screen under it in place (no `viewWillAppear`
        // when it closes), which hides a fault there rather than fixing it.
        let aboutScreens: Bool = {
            guard let failedStep, failedStep >= 0, failedStep < check.steps.count, case let .expect(expectation) = check.steps[failedStep] else { return true }
            switch expectation {
            case .top, .stack, .presented, .events, .noEvents, .instance, .deallocated: return true
            default: return false
            }
        }()
        if !aboutScreens { codeChanges.removeAll { $0.statement.contains("modalPresentationStyle") } }
        // Keys and identifiers first, then the storyboards, then the rest of the code.
        let trials: [Trial] = codeChanges.filter { $0.kind == .literalChanged }.map { .code($0) } + storyboardTrials
            + codeChanges.filter { $0.kind != .literalChanged }.map { .code($0) }
        Self.debug("what-if: \(trials.count) trials: " + trials.map { trial in
            switch trial {
            case let .code(change): return "\(change.id) \(change.kind) \(change.line) \(change.before) -> \(change.after)"
            case let .storyboard(change, _): return "storyboard \(change.kind) \(change.source)->\(change.destination)\(change.property) \(change.before) -> \(change.after)"
            }
        }.joined(separator: "; "))
        guard !trials.isEmpty else { return (nil, true) }

        let limitsForChanges = limits
        let builtForChanges = schemaApp
        let ownLimits = self.limits
        /// `own`: with the check's own time limit (a check that passed is given the time it had).
        @Sendable func passes(_ check: Check, _ trial: Trial, own: Bool = false) -> Bool {
            var limitsForChanges = limitsForChanges
            if own { limitsForChanges = ownLimits; limitsForChanges.wallSeconds = check.timeout }
            var runner: AppRunner
            switch trial {
            case let .code(change):
                guard let builtForChanges else { return false }
                runner = AppRunner(app: builtForChanges, limits: limitsForChanges)
                runner.whatIf = change.id
            case let .storyboard(_, documents):
                var changedApp = app
                changedApp.storyboards = documents
                runner = AppRunner(app: changedApp, limits: limitsForChanges)
            }
            guard let run = try? runner.run(steps: check.steps), run.tampered == nil else { return false }
            return ExpectationEvaluator(steps: check.steps, run: run).firstFailure() == nil
        }
        // In order (likeliest first), `parallelRuns` at a time; the first batch with a change that
        // passes ends the search, after the checks that passed are run with it.
        let batch = max(parallelRuns, Self.learnerParallelRuns)
        var next = 0
        while next < trials.count {
            guard Date() < deadline else { return (nil, false) }
            let slice = Array(trials[next..<min(next + batch, trials.count)])
            let passing = passing
            next += slice.count
            let outcomes = Self.concurrently(slice.count) { passes(check, slice[$0]) }
            for (trial, passed) in zip(slice, outcomes) where passed {
                // Turning a test around or leaving a statement out can also hide a fault elsewhere:
                // such a change counts only when checks that passed show it breaks nothing.
                if case let .code(change) = trial, passing.isEmpty,
                   [.conditionNegated, .statementDropped, .comparisonInverted, .comparisonReversed, .logicOperator].contains(change.kind) { continue }
                // Once more, so a check that passes by chance is not taken for evidence.
                guard passes(check, trial) else { continue }
                let others = Self.concurrently(passing.count) { passes(passing[$0], trial, own: true) }
                // A change that breaks a check that passed only moves the fault elsewhere.
                guard !others.contains(false) else { continue }
                switch trial {
                case let .code(change):
                    let file = (change.path as NSString).lastPathComponent
                    return ((Explanation(rule: "what-if", text: Catalog.both {
                        $0.whatIfPasses(kind: change.kind, file: file, line: change.line, statement: change.statement,
                                        before: change.before, after: change.after, othersPass: !passing.isEmpty)
                    }), change.line), true)
                case let .storyboard(change, _):
                    return ((Explanation(rule: "what-if", text: Catalog.both {
                        $0.whatIfStoryboardPasses(kind: change.kind, storyboard: change.storyboard, source: change.source, destination: change.destination,
                                                  property: change.property, before: change.before, after: change.after, othersPass: !passing.isEmpty)
                    }), nil), true)
                }
            }
        }
        return (nil, true)
    }

    static func debug(_ text: @autoclosure () -> String) {
        if ProcessInfo.processInfo.environment["WORKBOOK_WHATIF_DEBUG"] != nil { FileHandle.standardError.write(Data((text() + "\n").utf8)) }
    }

    /// `file:line` of each error in a compiler's output.
    static func errorLines(_ text: String) -> [(file: String, line: Int, column: Int)] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count >= 5, parts[3].contains("error"), let number = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            return (String(parts[0]), number, column)
        }
    }

    /// `body(0..<count)` on the machine's cores, results in order.
    static func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) -> Bool) -> [Bool] {
        guard count > 1 else { return (0..<count).map(body) }
        let box = ResultBox<Bool>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { box.set($0, body($0)) }
        return box.values
    }
}
