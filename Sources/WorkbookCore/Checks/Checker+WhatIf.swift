import Foundation
import LearnerBuild
import Yams
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
    /// and what did not, `TeachingRules.fallbackIds`), and follows a specific reading. One build
    /// serves every failed check (the changes at the lines any of them ran); a change found for
    /// one check is tried first on the next (a learner's one slip often fails several checks).
    /// False when the search ran out of time (or a run of it ended on the machine's account).
    @discardableResult
    func whatIf(_ results: inout [CheckResult], checks: ExerciseChecks, app: LaunchableApp, project: LearnerProject,
                sources: LearnerCode, seeds: WhatIfSeeds) -> Bool {
        let deadline = Date().addingTimeInterval(whatIfSeconds)
        let order = results.indices.sorted { (results[$0].explanations.isEmpty ? 0 : 1, $0) < (results[$1].explanations.isEmpty ? 0 : 1, $1) }
        let failed: [(index: Int, check: Check, coverage: LineCoverage)] = order.compactMap { index in
            guard results[index].status == .failed, results[index].visibility == .visible,
                  !results[index].explanations.contains(where: \.endsSearch),
                  let check = checks.checks.first(where: { $0.id == results[index].id }), let coverage = seeds.get(check.id) else { return nil }
            return (index, check, coverage)
        }
        guard !failed.isEmpty else { return true }
        // Every check that passed guards the search, hidden ones too (when the run has them): a change
        // that passes the failed check only by breaking what a hidden check holds (a child
        // coordinator released as soon as its screen is shown) is no evidence of the fault. Only the
        // explanation comes of it; nothing of the hidden check is told.
        let passing = results.filter { $0.status == .passed }.compactMap { result in
            checks.checks.first { $0.id == result.id }
        }
        guard let session = WhatIfSession.make(checker: self, coverages: failed.map(\.coverage), app: app, project: project, sources: sources) else { return true }
        session.coverages = failed.map(\.coverage)
        defer { session.removeBuild() }
        var found: [(trial: Trial, explanation: Explanation)] = []
        for (index, check, _) in failed {
            var explanation: Explanation?
            var own = limits
            own.wallSeconds = check.timeout
            let ownLimits = own
            if let earlier = found.first(where: { session.passes(check, $0.trial, limits: ownLimits) && session.passes(check, $0.trial, limits: ownLimits) }) {
                explanation = earlier.explanation
            } else {
                guard Date() < deadline else { return false }
                // The checks skipped for want of this one: a change that makes it pass must not make them
                // fail (one that only switches a validation off would pass this check and fail those).
                let dependents = results.filter { $0.status == .skipped }.compactMap { result in
                    checks.checks.first { $0.id == result.id && $0.depends.contains(check.id) }
                }
                let (finding, finished, seen, flow, state, events) = session.search(check: check, passing: passing + dependents, seconds: results[index].seconds,
                                                                     failedStep: results[index].failedStep, deadline: deadline)
                if !finished { return false }
                if let flow {
                    // The value's way as the run wrote it: proved, so the search's guesses are not tried and
                    // the fallback and general readings (what ran and what did not, how removal should
                    // work) give way; specific readings stay.
                    // A style told from its recorded writes says on which object and when: the readings of the
                    // sheet from the code's text give way.
                    let superseded: Set<String> = flow.rule == "value-flow-style" ? ["style-on-wrong-controller", "sheet-no-view-will-appear"] : []
                    results[index].explanations = results[index].explanations.filter {
                        !TeachingRules.fallbackIds.contains($0.rule) && !TeachingRules.generalIds.contains($0.rule) && !superseded.contains($0.rule)
                            && $0.text != flow.text
                    } + [flow]
                    continue
                } else if let finding {
                    found.append(finding)
                    explanation = finding.explanation
                    // A statement left out elsewhere passes, while a cast gave nil every time it ran: what
                    // the cast was given is the evidence (leaving out a window's or a stack's setup changes
                    // which object it gets, not what the code meant).
                    if case let .code(change) = finding.trial, change.kind == .statementDropped,
                       let cast = WhatIfSession.recorded(session.probes.filter { $0.isTypeTest && !($0.path == change.path && $0.line == change.line) }, seen: seen, state: state, events: events, sources: session.sources, storyboards: session.app.storyboards) {
                        explanation = cast
                    }
                    // A `try?` that threw every time it ran: the error says why (a statement left out
                    // that passes, such as a key strategy on one side only, is where; the error is what).
                    if case .code = finding.trial,
                       let failed = WhatIfSession.recorded(session.probes.filter { $0.kind == .tryOptional }, seen: seen, state: state, events: events,
                                                           sources: session.sources, storyboards: session.app.storyboards, others: session.probes) {
                        results[index].explanations.append(finding.explanation)
                        explanation = failed
                    }
                    // A test turned around passes, but a cast or an `is` test on that line gave nil (false)
                    // every time: what it was given is the cause (the turned-around test only takes the
                    // other way always), told with the object it was.
                    // (Or later in the same method, after the test: the cast that decides once the test let it run.)
                    if case let .code(change) = finding.trial, [.conditionNegated, .comparisonInverted, .comparisonReversed, .logicOperator, .conditionDropped].contains(change.kind),
                       let recorded = WhatIfSession.recorded(session.probes.filter { probe in
                           guard probe.path == change.path else { return false }
                           let sameMethod = probe.line == change.line || (probe.line > change.line && session.sources.map { sources in
                               let method = ValueFlow.methodName(at: change.line, path: change.path, facts: sources.facts, paths: sources.paths)
                               return method != nil && method == ValueFlow.methodName(at: probe.line, path: probe.path, facts: sources.facts, paths: sources.paths)
                           } == true)
                           return sameMethod && probe.isTypeTest
                       }, seen: seen, state: state, events: events, sources: session.sources, storyboards: session.app.storyboards) {
                        explanation = recorded
                    } else if case let .code(change) = finding.trial, change.kind == .comparisonInverted, let sources = session.sources,
                              let outcome = WhatIfSession.outcome(of: change, seen: seen), outcome.equalSides == false,
                              let origin = NilCasts.origin(comparison: change.before, pairs: outcome.pairs, facts: sources.facts,
                                                           method: ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: sources.facts, paths: sources.paths), line: change.line),
                              origin.file < sources.paths.count,
                              let recorded = WhatIfSession.recorded(session.probes.filter { $0.isTypeTest && $0.path == sources.paths[origin.file] && $0.line == origin.line },
                                                                    seen: seen, state: state, events: events, sources: session.sources, storyboards: session.app.storyboards) {
                        // A side of the comparison that was nil each time came from a cast elsewhere (a binding, or
                        // the argument a caller handed over) that gave nil: what that cast was given is the cause.
                        explanation = recorded
                        // (Told so on the next check this change passes too.)
                        found[found.count - 1].explanation = recorded
                    }
                    // A change in the method of a `switch` whose cases show where its value went astray
                    // (a case above the one meant, one element of a tuple off): the cases are the
                    // evidence; the change only sent the value another way.
                    if case let .code(change) = finding.trial, let sources = session.sources,
                       let miss = WhatIfSession.switchMiss(session.probes.filter { $0.path == change.path }, seen: seen, sources: session.sources, storyboards: session.app.storyboards, state: state, events: events),
                       { if case .noCaseFor = miss.miss { return false } else { return true } }(),
                       let method = ValueFlow.methodName(at: change.line, path: change.path, facts: sources.facts, paths: sources.paths),
                       method == ValueFlow.methodName(at: miss.probe.line, path: miss.probe.path, facts: sources.facts, paths: sources.paths) {
                        explanation = miss.explanation
                        // (Told so on the next check this change passes too.)
                        found[found.count - 1].explanation = miss.explanation
                    }
                } else if let miss = WhatIfSession.switchMiss(session.probes, seen: seen, sources: session.sources, storyboards: session.app.storyboards, state: state, events: events) {
                    // What a `switch`'s cases did with its value: evidence beside the readings of what ran.
                    results[index].explanations.append(miss.explanation)
                } else if let nearMiss = WhatIfSession.nearMiss(session.codeChanges, seen: seen, sources: session.sources) {
                    explanation = nearMiss
                } else if case let onlyGeneral = results[index].explanations.allSatisfy({ TeachingRules.fallbackIds.contains($0.rule) || TeachingRules.generalIds.contains($0.rule) }),
                          // The one value a `switch` was given says little beside a specific reading already told.
                          let recorded = WhatIfSession.recorded(session.probes.filter { onlyGeneral || $0.kind != .switchSubject }, seen: seen, state: state, events: events,
                                                                sources: session.sources, storyboards: session.app.storyboards, actual: results[index].actual) {
                    // A value recorded says what happened, not where: the readings of what ran stay.
                    results[index].explanations.append(recorded)
                }
            }
            if let explanation {
                let kept = results[index].explanations.filter { !TeachingRules.fallbackIds.contains($0.rule) }
                results[index].explanations = kept + [explanation]
            }
        }
        return true
    }

    /// One run of the search: a change of the code (in the search's build) or of the storyboards.
    enum Trial: Sendable {
        case code(WhatIfChange)
        case storyboard(StoryboardChange, [StoryboardDocument])
    }

    /// The search's build and changes, made once for a solution.
    final class WhatIfSession: @unchecked Sendable {
        let checker: Checker
        let app: LaunchableApp
        /// The build with the code's changes (nil: none compiled, or none to make).
        let built: LaunchableApp?
        let codeChanges: [WhatIfChange]
        let storyboardTrials: [Trial]
        /// The values the build records (a switch's subject, a cast's operand).
        let probes: [WhatIfProbe]
        /// The failed checks' own runs' coverage: which lines ran (a line named as evidence must have).
        var coverages: [LineCoverage] = []

        /// The learner's code (its facts name a write's method).
        let sources: LearnerCode?

        init(checker: Checker, app: LaunchableApp, built: LaunchableApp?, codeChanges: [WhatIfChange], storyboardTrials: [Trial],
             probes: [WhatIfProbe], sources: LearnerCode? = nil) {
            self.sources = sources
            self.probes = probes
            self.checker = checker
            self.app = app
            self.built = built
            self.codeChanges = codeChanges
            self.storyboardTrials = storyboardTrials
        }

        /// The links between screens UIKit gives a screen, nil when the screen does not stand so.
        static let uikitLinks = ["navigationController", "presentingViewController", "presentedViewController", "tabBarController",
                                 "splitViewController", "parent", "topViewController", "visibleViewController", "viewControllers", "storyboard"]

        static func make(checker: Checker, coverages: [LineCoverage], app: LaunchableApp, project: LearnerProject, sources: LearnerCode) -> WhatIfSession? {
            guard project.sources.map(\.relativePath) == sources.paths else { return nil }
            let scenes = app.storyboards.flatMap(\.scenes)
            let segueIdentifiers = Set(scenes.flatMap { $0.controller.allSegues.compactMap(\.identifier) })
            let storyboardIdentifiers = Set(scenes.compactMap(\.controller.storyboardIdentifier))
            let identifiers = Array(segueIdentifiers.union(storyboardIdentifiers))
            let paths = sources.paths
            var skipping = Set<String>()
            var built: (schema: WhatIfSchema, app: LaunchableApp)?
            // A change that does not compile (its type did not fit there) is left out, and the build
            // made again: first the change whose replacement holds the error, else the changes that
            // swap a name on the lines with errors, then every change there.
            for attempt in 0..<3 {
                let schema = WhatIfSchema.make(paths: paths, contents: sources.sources, identifiers: identifiers, limit: Checker.whatIfLimit,
                                               skipping: skipping, segueIdentifiers: segueIdentifiers,
                                               storyboardIdentifiers: storyboardIdentifiers) { file, line, column in
                    coverages.compactMap { $0.count(path: paths[file], line: line, column: column) }.max()
                }
                // Values to record alone are worth a build too (about half a second, for a failed check)
                // when they can tell what no change of one statement fixes: a cast or `is` test, a store,
                // a call through `?.`, a notification. Plain writes alone (a starter's few lines) are not.
                // (Not the template's cast of the scene in SceneDelegate, which every project runs.)
                guard !schema.changes.isEmpty || schema.probes.contains(where: { probe in
                    let template = ["SceneDelegate.swift", "AppDelegate.swift"].contains((probe.path as NSString).lastPathComponent)
                    switch probe.kind {
                    case .notification: return true
                    case .cast, .isType, .store, .optionalCall, .tryOptional, .conversion: return !template
                    // A switch whose cases ask for a type or a value that is there (`let rvc as T`,
                    // `let nav?`, `nil`) of a link UIKit gives (`navigationController`, what is
                    // presented): which of them came is the evidence no change of one statement gives.
                    case .switchSubject:
                        return !template && probe.cases.contains { $0.contains(" as ") || $0.contains("?") || $0.contains("nil") || $0.hasPrefix("is ") }
                            && Self.uikitLinks.contains { probe.text.range(of: "\\b\($0)\\b", options: .regularExpression) != nil }
                    case .write, .bound: return false
                    }
                }) else { break }
                var changed = project
                for index in changed.sources.indices { changed.sources[index].contents = schema.files[index] }
                // A build of its own (never shared with another search, which removes its own when done):
                // a line after the last line of the first file names this search.
                if let first = changed.sources.indices.first { changed.sources[first].contents += "\n// workbook what-if \(UUID().uuidString)\n" }
                do {
                    // The gate stays on: the changed code is gated like any other, with only UIKit's
                    // switch let through where the search wrote it. It runs in the same sandbox as every check.
                    var tracer = checker.tracer
                    tracer.compiler.allowsWhatIfSwitch = true
                    built = (schema, try tracer.prepare(project: changed))
                    break
                } catch let WorkbookError.compileFailed(text) {
                    Checker.debug("what-if: compile failed: " + Checker.errorLines(text).map { "\($0.file):\($0.line):\($0.column)" }.joined(separator: ", ") + " " + (text.components(separatedBy: "\n").filter { $0.contains("error:") }.prefix(4).joined(separator: " | "))
                        // The changed lines that did not compile, as the build wrote them.
                        + Checker.errorLines(text).prefix(3).compactMap { error -> String? in
                            guard let index = changed.sources.firstIndex(where: { $0.relativePath == error.file || $0.relativePath.hasSuffix("/" + error.file) }) else { return nil }
                            let lines = schema.files[index].components(separatedBy: "\n")
                            if ProcessInfo.processInfo.environment["WORKBOOK_WHATIF_DEBUG"] == "2", error.line >= 1, error.line - 1 < lines.count {
                                return "\n" + lines[max(0, error.line - 8)..<min(lines.count, error.line + 1)].joined(separator: "\n")
                            }
                            return error.line - 1 < lines.count ? "\n  line \(error.line): " + lines[error.line - 1] : nil
                        }.joined())
                    let before = skipping.count
                    func skip(_ change: WhatIfChange) {
                        skipping.insert(WhatIfSchema.key(path: change.path, line: change.line, kind: change.kind, after: change.after))
                    }
                    // An error inside a change's replacement, in the first build: only those changes are left
                    // out at first. The errors on other lines may follow from them (a name whose type the
                    // change spoiled, used on the lines below), and go away with them: the values recorded
                    // there, and the other changes, stay for the next build.
                    let errors = Checker.errorLines(text)
                    let cascade = attempt == 0 && errors.contains { error in
                        schema.changes.contains { change in
                            (change.path == error.file || change.path.hasSuffix("/" + error.file)) && change.line == error.line
                                && (schema.spans[change.id].map { $0.line == error.line && $0.first <= error.column && error.column <= $0.last } ?? false)
                        }
                    }
                    for error in errors {
                        let inFile = schema.changes.filter { $0.path == error.file || $0.path.hasSuffix("/" + error.file) }
                        let here = inFile.filter { $0.line == error.line }
                        let inSpan = here.contains { change in schema.spans[change.id].map { $0.line == error.line && $0.first <= error.column && error.column <= $0.last } ?? false }
                        // A value recorded on a line that did not compile is not recorded there (unless
                        // the error is inside a change's replacement, which alone is left out first).
                        if !cascade {
                            for probe in schema.probes where probe.line == error.line && (probe.path == error.file || probe.path.hasSuffix("/" + error.file)) && (!inSpan || attempt > 0) {
                                skipping.insert("probe:\(probe.path):\(probe.line)")
                            }
                        }
                        // An error where no change is (a statement left out that a later line needed):
                        // every statement this file's changes leave out.
                        if here.isEmpty, !cascade { inFile.filter { $0.kind == .statementDropped || $0.kind == .statementsSwapped || $0.kind == .statementMovedUp }.forEach(skip) }
                        let holding = here.filter { change in schema.spans[change.id].map { $0.line == error.line && $0.first <= error.column && error.column <= $0.last } ?? false }
                        if !holding.isEmpty, attempt == 0 {
                            holding.forEach(skip)
                        } else if !cascade {
                            here.filter { attempt > 0 || [WhatIfKind.memberSwapped, .receiverSwapped, .literalChanged, .copyWrittenThrough, .deferredRunNow].contains($0.kind) }.forEach(skip)
                        }
                    }
                    if skipping.count == before, attempt > 0 { break }
                } catch {
                    Checker.debug("what-if: build failed: \(String(describing: error))")
                    break
                }
            }
            Checker.debug("what-if: built \(built?.schema.changes.count ?? 0) changes, \(built?.schema.probes.count ?? 0) values recorded")
            // The storyboards' changes need no build: the app is given the changed storyboards.
            let literals = WhatIfSchema.codeIdentifiers(contents: sources.sources)
            // A segue's kind the exercise gives (its storyboard.yaml, beside the project) is not the
            // learner's to change: the code must fit it, so a change of it is never the cause told.
            let given = Self.givenSegueKinds(near: project.folder)
            let storyboardTrials: [Trial] = StoryboardWhatIf.changes(app.storyboards, code: sources.facts, codeLiterals: literals)
                .filter { !($0.kind == .segueKind && given.contains("\($0.destination)|\($0.before)")) }
                .compactMap { change in StoryboardWhatIf.applying(change, to: app.storyboards).map { .storyboard(change, $0) } }
            return WhatIfSession(checker: checker, app: app, built: built?.app, codeChanges: built?.schema.changes ?? [], storyboardTrials: storyboardTrials,
                                 probes: built?.schema.probes ?? [], sources: sources)
        }

        /// The segues an exercise's `storyboard.yaml` declares (in the project's folder or the one
        /// holding it), as "destination class|kind" (`ThirdViewController|presentation`).
        static func givenSegueKinds(near folder: URL) -> Set<String> {
            let candidates = [folder.appendingPathComponent("storyboard.yaml"), folder.deletingLastPathComponent().appendingPathComponent("storyboard.yaml")]
            guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
                  let text = try? String(contentsOf: url, encoding: .utf8),
                  let document = try? Yams.load(yaml: text) as? [String: Any], let scenes = document["scenes"] as? [[String: Any]] else { return [] }
            var classes: [String: String] = [:]
            for scene in scenes { if let id = scene["id"] as? String, let name = scene["class"] as? String { classes[id] = name } }
            var found = Set<String>()
            func walk(_ value: Any) {
                if let dictionary = value as? [String: Any] {
                    if let segue = dictionary["segue"] as? [String: Any], let to = segue["to"] as? String, let kind = segue["kind"] as? String,
                       let name = classes[to] {
                        found.insert("\(name)|\(kind)")
                    }
                    dictionary.values.forEach(walk)
                } else if let array = value as? [Any] {
                    array.forEach(walk)
                }
            }
            walk(scenes)
            return found
        }

        /// The search's build is used once: it is not kept beside the checks' builds. Its folder
        /// is one this search made (`builds/<key>`, a key no other build has).
        func removeBuild() {
            if let folder = built?.executable.deletingLastPathComponent(), folder.deletingLastPathComponent().lastPathComponent == "builds" {
                try? FileManager.default.removeItem(at: folder)
            }
        }

        /// Whether `check` passes with `trial` on, within `limits`.
        func passes(_ check: Check, _ trial: Trial, limits: RunLimits) -> Bool {
            var runner: AppRunner
            switch trial {
            case let .code(change):
                guard let built else { return false }
                runner = AppRunner(app: built, limits: limits)
                runner.whatIf = change.id
            case let .storyboard(_, documents):
                var changedApp = app
                changedApp.storyboards = documents
                runner = AppRunner(app: changedApp, limits: limits)
            }
            guard let run = try? runner.run(steps: check.steps), run.tampered == nil else { return false }
            let failure = ExpectationEvaluator(steps: check.steps, run: run).firstFailure()
            if case let .code(change) = trial { Checker.debug("what-if: trial \(change.id) \(check.id): \(failure.map { "\($0.message) \($0.actual ?? "")" } ?? "passes")") }
            return failure == nil
        }

        /// The finding for one failed check, and whether the search finished (false: out of time).
        func search(check: Check, passing: [Check], seconds: Double?, failedStep: Int?, deadline: Date)
            -> (finding: (trial: Trial, explanation: Explanation)?, finished: Bool, seen: [Int: WhatIfSeen], flow: Explanation?, state: AppState?, events: [TraceEvent]) {
            var limits = checker.limits
            limits.wallSeconds = min(check.timeout, max(1, deadline.timeIntervalSinceNow))
            var codeChanges = self.codeChanges
            let baselineStart = Date()
            var seen: [Int: WhatIfSeen] = [:]
            var baselineState: AppState?
            var baselineEvents: [TraceEvent] = []
            if let built {
                // The search's build with no change on must fail as the check did (else it is no evidence).
                var baselineRunner = AppRunner(app: built, limits: limits)
                baselineRunner.listsContainer = true
                let baseline = try? baselineRunner.run(steps: check.steps)
                baselineState = baseline?.state
                baselineEvents = baseline?.events ?? []
                let baselineFails = baseline.map { ExpectationEvaluator(steps: check.steps, run: $0).firstFailure() != nil } ?? false
                if !baselineFails { codeChanges = [] }
                // How the tests came out in it (each process's record, added up).
                for entry in baseline?.whatIfSeen ?? [] { seen[entry.id, default: WhatIfSeen(id: entry.id)].add(entry) }
                Checker.debug("what-if: writes: " + (baseline?.whatIfWrites ?? []).map { write in
                    let probe = probes.first { $0.id == write.id }
                    return "\(probe.map { "\($0.line) \($0.write?.target ?? "")" } ?? "?") owner=\(write.owner ?? "-")\(write.ownerIsScreen ? "(screen)" : "")\(write.ownerIsNil ? "(nil)" : "")\(write.key.map { " key=\($0)\(write.isRead ? "(read)" : "")" } ?? "") = \(write.value) step \(write.step ?? -1) ev \(write.event)"
                }.joined(separator: "; "))
                if let baseline, baselineFails, let flow = flowReading(check: check, failedStep: failedStep, run: baseline, seen: seen) {
                    Checker.debug("what-if: value flow: \(flow.rule)")
                    return (nil, true, seen, flow, baseline.state, baseline.events)
                }
            }
            let ownRun = built != nil ? Date().timeIntervalSince(baselineStart) : (seconds ?? 0)
            // A check of values (not of which screen shows how) is not explained by a change of a
            // presentation style: a sheet leaves the screen under it in place (no `viewWillAppear`
            // when it closes), which hides a fault there rather than fixing it.
            if !Self.aboutScreens(check, failedStep) { codeChanges.removeAll { $0.statement.contains("modalPresentationStyle") } }
            // A transition's moment flag swapped for one UIKit keeps false for every transition of this
            // run (`isBeingDismissed` where screens were only pushed and popped): that only hides a
            // fault in the test around it (a `== false`), it is not the flag meant.
            if !baselineEvents.isEmpty {
                let members = Set(baselineEvents.map(\.member))
                func happened(_ prefixes: [String]) -> Bool { members.contains { member in prefixes.contains { member.hasPrefix($0) } } }
                let transitions: [String: [String]] = [
                    "isBeingDismissed": ["dismiss("], "isBeingPresented": ["present("],
                    "isMovingFromParent": ["popViewController(", "popToViewController(", "popToRootViewController(", "setViewControllers("],
                    "isMovingToParent": ["pushViewController(", "setViewControllers(", "show("],
                ]
                codeChanges.removeAll { change in
                    guard change.kind == .memberSwapped else { return false }
                    let flag = WhatIfKind.memberName(change.after)
                    guard let needs = transitions[flag] else { return false }
                    return !happened(needs)
                }
            }
            // Keys and identifiers, comparisons, ends and names first, then the storyboards, then the
            // rest of the code (tests turned around, numbers, statements left out).
            let early: Set<WhatIfKind> = [.literalChanged, .comparisonInverted, .endSwapped, .memberSwapped, .receiverSwapped, .copyWrittenThrough, .deferredRunNow]
            let trials: [Trial] = codeChanges.filter { early.contains($0.kind) }.map { .code($0) } + storyboardTrials
                + codeChanges.filter { !early.contains($0.kind) }.map { .code($0) }
            let (finding, finished) = search(trials: trials, check: check, passing: passing, limits: limits, ownRun: max(ownRun, seconds ?? 0),
                                             deadline: deadline, seen: seen)
            return (finding, finished, seen, nil, baselineState, baselineEvents)
        }

        /// The value the failed step read, followed through the writes the search's build recorded
        /// (`ValueFlow`): for a label's text or a property the check compared.
        func flowReading(check: Check, failedStep: Int?, run: AppRun, seen: [Int: WhatIfSeen] = [:]) -> Explanation? {
            guard let failedStep, failedStep >= 0, failedStep < check.steps.count, case let .expect(expectation) = check.steps[failedStep],
                  let sources, !run.whatIfWrites.isEmpty else { return nil }
            // Instances are numbered per process: the failed step's process only (a store's keys outlive a relaunch).
            let process = check.steps[..<failedStep].filter { $0 == .relaunch }.count
            let writes = run.whatIfWrites.enumerated().filter { !$0.element.isTest && ($0.element.process == process || $0.element.key != nil) }.compactMap { order, record in
                probes.first { $0.id == record.id }.map { ValueFlow.Write(probe: $0, record: record, order: order) }
            }
            let probe = run.timeline.lazy.compactMap { entry -> Probe? in
                if case let .probe(index, probe) = entry, index == failedStep { return probe } else { return nil }
            }.first
            guard let probe else { return nil }
            let action = check.steps[..<failedStep].lastIndex { if case .expect = $0 { return false } else { return true } } ?? 0
            // The notifications posted, against the observers registered when each was posted.
            if let notified = ValueFlow.notificationReading(writes: writes, upToStep: failedStep, facts: sources.facts, paths: sources.paths) {
                return notified
            }
            // A sheet that closed before the failed step although the code set a full-screen style.
            let closed = run.events.filter { ($0.step ?? 0) < failedStep && $0.member == "viewDidDisappear(_:)" }.map(\.instance)
            if let style = ValueFlow.styleReading(writes: writes, events: run.events, facts: sources.facts, paths: sources.paths,
                                                  closedBefore: Set(closed)) {
                return style
            }
            if let reading = valueReading(expectation: expectation, probe: probe, check: check, action: action, writes: writes, sources: sources, run: run,
                                          failedCasts: failedCasts(seen: seen, run: run)) {
                return reading
            }
            // A call through `?` since the user's action that did nothing (its object, or the stored
            // closure called, was nil), of a method or closure that gives what the check read.
            let subject: String??
            switch expectation {
            case let .label(outlet, _?): subject = .some(outlet)
            case let .property(_, name, _): subject = .some(name)
            case .top, .presented, .stack: subject = .some(nil)
            default: subject = nil
            }
            if let subject, let reading = ValueFlow.skippedGiver(subject: subject, writes: writes, facts: sources.facts, paths: sources.paths, since: action) {
                return reading
            }
            // A flag or state a test of the user's action read, against the writes of that name.
            let tests: [ValueFlow.Test] = run.whatIfWrites.enumerated().filter { $0.element.isTest && $0.element.process == process }.compactMap { order, record in
                if let recorded = probes.first(where: { $0.id == record.id }), recorded.kind == .switchSubject {
                    return ValueFlow.Test(subject: recorded.text, path: recorded.path, line: recorded.line, record: record, order: order)
                }
                // An `if let`/`guard let`: the test came out false when the value bound was nil.
                if let recorded = probes.first(where: { $0.id == record.id }), recorded.kind == .bound {
                    var outcome = record
                    outcome.value = record.value == "nil" ? "false" : "true"
                    var test = ValueFlow.Test(subject: recorded.text + " != nil", path: recorded.path, line: recorded.line, record: outcome, order: order, isCondition: true)
                    test.isBinding = true
                    return test
                }
                if let change = codeChanges.first(where: { $0.id == record.id }) {
                    return ValueFlow.Test(subject: change.before, path: change.path, line: change.line, record: record, order: order, isCondition: true)
                }
                return nil
            }
            // A test that read a copy of a control made before the user entered it.
            let inputs = Self.inputs(of: check)
            if let snapshot = ValueFlow.testSnapshot(tests: tests, writes: writes, since: action, inputs: inputs, facts: sources.facts, paths: sources.paths) {
                return snapshot
            }
            // The failed value's own setters never ran because a test kept them from running: what that
            // test's cast was given, what its `try?` threw, or what its comparison compared.
            for name in Self.subjectNames(expectation, facts: sources.facts) {
                if let why = setterGuardReading(subject: name, tests: tests, seen: seen, run: run) { return why }
            }
            var history = ValueFlow.testHistoryReading(tests: tests, writes: writes, since: action, facts: sources.facts, paths: sources.paths, relaunched: process > 0)
            // A flag that has nothing to do with the value the check read (a test of `paramUpdate`
            // when `paramEmail` is wrong) is not its cause.
            if let found = history, !Self.decides(flag: found.subject, expectation: expectation, facts: sources.facts) { history = nil }
            // A flag never given its value because a test of UIKit's state kept its setter from running: both links, in order.
            if let history, ["value-flow-test-initial", "value-flow-test-stale"].contains(history.explanation.rule),
               let state = ValueFlow.stateTest(tests: tests, writes: writes, since: action, events: run.events, facts: sources.facts, paths: sources.paths,
                                               sources: sources.sources, assigning: history.subject) {
                return Self.chained(history.explanation, state)
            }
            // A flag never given its value because a test recorded false kept its setter from running:
            // what that test's cast was given, or what its comparison compared.
            if let history, history.explanation.rule == "value-flow-test-initial",
               let why = setterGuardReading(subject: history.subject, tests: tests, seen: seen, run: run) {
                return Self.chained(history.explanation, why)
            }
            return history?.explanation
                ?? ValueFlow.stateTest(tests: tests, writes: writes, since: action, events: run.events, facts: sources.facts, paths: sources.paths, sources: sources.sources)
        }

        /// A reading followed by the one that says why its first link happened (both texts, the first's rule).
        static func chained(_ first: Explanation, _ cause: Explanation) -> Explanation {
            Explanation(rule: first.rule, conclusive: true,
                        text: LocalizedText(ko: first.text.ko + " " + cause.text.ko, en: first.text.en + " " + cause.text.en))
        }

        /// The test that kept a setter of `subject` from running, as the run recorded it: the last
        /// test guarding a setter that came out false, read by the cast bound there (what it was
        /// given) or the comparison there (the values it compared, which never matched).
        func setterGuardReading(subject: String, tests: [ValueFlow.Test], seen: [Int: WhatIfSeen], run: AppRun) -> Explanation? {
            guard let sources else { return nil }
            for setter in sources.facts.assignments where setter.member == subject && setter.file < sources.paths.count {
                let path = sources.paths[setter.file]
                let guards = Set(setter.conditions.filter(\.holds).map(\.line))
                // A cast or a `try?` bound in one of the setter's tests (on any line of a test written
                // over several) that gave nil every time it ran: that test never let the setter run.
                for condition in setter.conditions where condition.holds {
                    let span = condition.line...(condition.line + condition.text.filter { $0 == "\n" }.count)
                    let inside = probes.filter { ($0.isTypeTest || $0.kind == .tryOptional) && $0.path == path && span.contains($0.line) }
                    if let found = Self.recorded(inside, seen: seen, state: run.state, events: run.events, sources: sources, storyboards: app.storyboards, others: probes) {
                        return found
                    }
                }
                // Else the comparison of the test that came out false: the values it compared.
                guard let test = tests.last(where: { $0.isCondition && $0.path == path && guards.contains($0.line) && $0.record.value == "false" }) else { continue }
                for change in codeChanges where change.path == path && change.line == test.line
                    && (change.kind == .comparisonInverted || (change.kind == .conditionNegated && change.comparison?.hasPrefix(".") == true)) {
                    if var outcome = Self.outcome(of: change, seen: seen), outcome.equalSides == false || outcome.textTest != nil, !outcome.pairs.isEmpty {
                        // A text test that did not find its argument for a reason the values do not show is no reading.
                        if outcome.textTest != nil, outcome.difference == nil { continue }
                        // A lookup's test: where the value it looks for came from, when the code shows it.
                        if outcome.difference == nil,
                           let lookup = Self.lookupNote(comparison: change.before, path: change.path, line: change.line, found: false, facts: sources.facts, paths: sources.paths),
                           !lookup.origins.isEmpty {
                            outcome.lookup = lookup
                            let file = (change.path as NSString).lastPathComponent
                            return Explanation(rule: "what-if", text: Catalog.both {
                                $0.whatIfLookup(file: file, line: change.line, before: change.before, after: nil, othersPass: false, outcome: outcome, lookup: lookup)
                            })
                        }
                        // Two identifiers the storyboard has, one segue's and another's: the test rightly told
                        // them apart; what the other branch does is where the fault is, not this test.
                        let identifiers = Self.storyboardNames(app.storyboards)
                        if outcome.textTest == nil, outcome.difference == nil, outcome.pairs.allSatisfy({ pair in
                            pair.count == 2 && pair.allSatisfy { identifiers.contains(ValueFlow.plain($0)) } && Set(pair.map(ValueFlow.plain)).count == 2
                        }) { continue }
                        return Self.neverMatched(change, outcome, facts: sources.facts, paths: sources.paths, storyboards: app.storyboards)
                    }
                }
            }
            return nil
        }

        /// The names whose setters give what `expectation` reads: the property itself; for a label,
        /// the properties of its screen that the lines setting the label read (`resultEmail.text =
        /// paramEmail` → `paramEmail`).
        static func subjectNames(_ expectation: Expectation, facts: CodeFacts) -> [String] {
            switch expectation {
            case let .property(_, name, _): return [name]
            case let .label(outlet, _?):
                let setters = facts.labelSetters(outlet)
                let owners = Set(setters.compactMap(\.owner))
                return facts.properties.filter { property in
                    property.owner.map(owners.contains) == true && !property.isOutlet
                        && setters.contains { $0.owner == property.owner && FailureContext.mentionsOwn($0.value, property.name) }
                }.map(\.name)
            default: return []
            }
        }

        /// Whether a test of `flag` can decide what `expectation` reads: always for a check of a
        /// screen; for a value, when the flag is the value's own name, or the lines that set it (or
        /// set the label, or the properties the label is set from) read the flag or run under a test of it.
        static func decides(flag: String, expectation: Expectation, facts: CodeFacts) -> Bool {
            let names = subjectNames(expectation, facts: facts)
            if names.contains(flag) { return true }
            var setters = facts.assignments.filter { names.contains($0.member) }
            if case let .label(outlet, _?) = expectation { setters += facts.labelSetters(outlet) }
            // A setter inside a method whose name the flag's test guards (a helper called under it) is not seen here: say yes then.
            if setters.isEmpty { return true }
            if setters.contains(where: { setter in
                FailureContext.mentions(setter.value, flag) || setter.conditions.contains { FailureContext.mentions($0.text, flag) }
            }) { return true }
            // A method holding a setter, called under a test of the flag (`if isReady { showValues() }`).
            let methods = Set(setters.compactMap { $0.method.map { String($0.prefix { $0 != "(" }) } })
            return facts.calls.contains { call in
                methods.contains(call.name) && call.conditions.contains { FailureContext.mentions($0.text, flag) }
            }
        }

        /// What the check entered: the text typed or the state set, with its control and step.
        static func inputs(of check: Check) -> [ValueFlow.Input] {
            check.steps.enumerated().compactMap { index, step in
                switch step {
                case let .type(locator, text): return ValueFlow.Input(value: text, control: locator.outlet ?? locator.description, step: index)
                case let .set(locator, on, value, selected):
                    let shown = on.map { "\($0)" } ?? value.map { "\($0)" } ?? selected.map { "\($0)" } ?? ""
                    return ValueFlow.Input(value: shown, control: locator.outlet ?? locator.description, step: index)
                default: return nil
                }
            }
        }

        /// The reading of the value an expectation compared (a label, a property), of an object that
        /// should have gone, or of a screen that did not come.
        /// The names bound to an `as?` cast (`let app = … as? AppDelegate`) that gave nil every time it
        /// ran, with what the run recorded of the cast (what it was given, and why that is another class).
        func failedCasts(seen: [Int: WhatIfSeen], run: AppRun) -> [String: LocalizedText] {
            guard let sources else { return [:] }
            var found: [String: LocalizedText] = [:]
            for probe in probes {
                guard case let .cast(type) = probe.kind, let entry = seen[probe.id], entry.trues == 0, entry.falses > 0 else { continue }
                let file = (probe.path as NSString).lastPathComponent
                // The cast itself, in parentheses, as the receiver of a call through `?.`
                // (`(presentingViewController as? ViewController)?.show(x)`), by its text without spaces.
                let written = ("(" + probe.text + "as?" + type + ")").filter { !$0.isWhitespace }
                if found[written] == nil, let cast = Self.recorded([probe], seen: seen, state: run.state, events: run.events, sources: sources, storyboards: app.storyboards) {
                    found[written] = cast.text
                }
                for binding in sources.facts.bindings where binding.line == probe.line && binding.value.contains("as?")
                    && sources.paths.indices.contains(binding.file) && (sources.paths[binding.file] as NSString).lastPathComponent == file
                    && found[binding.name] == nil {
                    if let cast = Self.recorded([probe], seen: seen, state: run.state, events: run.events, sources: sources, storyboards: app.storyboards) {
                        found[binding.name] = cast.text
                    }
                }
                // A computed property whose getter is the cast (`var appState: AppDelegate? { view.window?.windowScene?.delegate
                // as? AppDelegate }`, in a protocol extension too; held-out 283-14), by its name.
                for property in sources.facts.properties where property.isComputed && found[property.name] == nil
                    && ((property.getterBody ?? property.getter ?? "").filter { !$0.isWhitespace }).contains((probe.text + "as?" + type).filter { !$0.isWhitespace }) {
                    if let cast = Self.recorded([probe], seen: seen, state: run.state, events: run.events, sources: sources, storyboards: app.storyboards) {
                        found[property.name] = cast.text
                    }
                }
                // A property given the cast (`self.delegate = … as? MyDataDelegate`), by its name.
                for assignment in sources.facts.assignments where assignment.line == probe.line && assignment.value.contains("as?") && assignment.op == "="
                    && sources.paths.indices.contains(assignment.file) && (sources.paths[assignment.file] as NSString).lastPathComponent == file
                    && found[assignment.member] == nil {
                    if let cast = Self.recorded([probe], seen: seen, state: run.state, events: run.events, sources: sources, storyboards: app.storyboards) {
                        found[assignment.member] = cast.text
                    }
                }
            }
            return found
        }

        func valueReading(expectation: Expectation, probe: Probe, check: Check, action: Int, writes: [ValueFlow.Write],
                          sources: LearnerCode, run: AppRun, failedCasts: [String: LocalizedText] = [:]) -> Explanation? {
            let target: ValueFlow.Target
            let expected: String
            switch expectation {
            case let .label(outlet, text?):
                guard let screen = probe.state.labels.first(where: { $0.outlet == outlet })?.controller ?? probe.state.visibleController else { return nil }
                target = .label(outlet: outlet, screen: screen)
                expected = text
            case let .property(of, name, equals):
                guard let instance = probe.properties.first(where: { $0.of == of && $0.name == name })?.instance else { return nil }
                target = .property(name: name, instance: instance)
                expected = equals
            case .deallocated:
                // An object that should have gone is still held: a call that would have let it go, through a nil object.
                return ValueFlow.nilCall(screen: "", writes: writes, facts: sources.facts, paths: sources.paths, anyClass: true, since: action)
            case let .top(screen):
                // The screen did not change: a transition called through a nil object.
                guard probe.state.visibleController.map({ !$0.hasPrefix(screen + "#") }) ?? true else { return nil }
                let inNavigation = Set(probe.state.navigationStacks.flatMap(\.stack))
                return ValueFlow.transitionSkipped(expected: screen, since: action, writes: writes, facts: sources.facts, paths: sources.paths,
                                                   inNavigation: inNavigation, state: probe.state)
            default:
                return nil
            }
            let inputs = Self.inputs(of: check)
            return ValueFlow.read(target: target, expected: expected, writes: writes, facts: sources.facts, paths: sources.paths, inputs: inputs,
                                  events: run.events, failedCasts: failedCasts)
        }

        /// A test of a closure's parameter (`contains(where: { $0 is Detail })`, `first { vc in vc is X }`):
        /// a search's predicate, false for the elements it passes over, as it should be.
        static func testsAClosureParameter(_ probe: WhatIfProbe, sources: LearnerCode?) -> Bool {
            if probe.text.hasPrefix("$") { return true }
            guard let sources, let file = sources.paths.firstIndex(of: probe.path) else { return false }
            let lines = sources.sources[file].components(separatedBy: "\n")
            guard probe.line >= 1, probe.line - 1 < lines.count else { return false }
            let parameter = "\\{\\s*\\(?\\s*" + NSRegularExpression.escapedPattern(for: probe.text) + "\\b[^{}]*\\bin\\b"
            return lines[probe.line - 1].range(of: parameter, options: .regularExpression) != nil
        }

        /// A value the run recorded that shows what happened where no change made the check pass: a
        /// cast that gave nil every time it ran (with what it was given), else a `switch` given one
        /// value every time (what chose its case).
        static func recorded(_ probes: [WhatIfProbe], seen: [Int: WhatIfSeen], state: AppState? = nil, events: [TraceEvent] = [],
                             sources: LearnerCode? = nil, storyboards: [StoryboardDocument] = [], others: [WhatIfProbe] = [],
                             actual: String? = nil) -> Explanation? {
            let ranInOrder = probes.compactMap { probe in seen[probe.id].map { (probe, $0) } }.filter { $0.1.trues + $0.1.falses > 0 }
            // A cast that was given an object of another class says what the object is; one given
            // only nil says only that a link before it was missing (often because of the first):
            // the casts given objects come first (`windowScene?.delegate as? AppDelegate` given
            // `SceneDelegate#1` in one file before the same cast given nil in another).
            func givenAnObject(_ entry: WhatIfSeen) -> Bool {
                entry.pairs.compactMap(\.first).contains { $0 != "nil" && !$0.hasSuffix("(nil)") }
            }
            func rank(_ probe: WhatIfProbe, _ entry: WhatIfSeen) -> Int {
                guard case .cast = probe.kind, entry.trues == 0, givenAnObject(entry) else { return 1 }
                return 0
            }
            let ran = ranInOrder.enumerated().sorted { first, second in
                (rank(first.element.0, first.element.1), first.offset) < (rank(second.element.0, second.element.1), second.offset)
            }.map(\.element)
            // (A cast or type test of a closure's parameter is a search's predicate: its nils are no evidence.)
            for (probe, entry) in ran where entry.trues == 0 && !(probe.isTypeTest && testsAClosureParameter(probe, sources: sources)) {
                let file = (probe.path as NSString).lastPathComponent
                // An object inside optionals (`Optional(Optional(SceneDelegate#1))`, a chain's) shown as the object.
                let values = entry.pairs.compactMap(\.first).map { value -> String in
                    var inner = value
                    while inner.hasPrefix("Optional("), inner.hasSuffix(")") { inner = String(inner.dropFirst(9).dropLast()) }
                    return inner.range(of: #"^\w+#\d+$"#, options: .regularExpression) != nil ? inner : value
                }
                switch probe.kind {
                case let .cast(type):
                    // (The learner's own code around the cast first: a helper, a pop, the app delegate's window.)
                    let own: CastRole? = helperRole(probe, values: values, events: events, sources: sources)
                        ?? destinationItselfRole(probe, type: type, values: values, events: events)
                        ?? poppedRole(probe, values: values, events: events, state: state, sources: sources)
                        ?? appWindowRole(probe, values: values, sources: sources)
                    let role = shownRole(probe, values: values, sources: sources) ?? weakRole(probe, values: values, sources: sources)
                        ?? own
                        ?? linkRole(probe, values: values, sources: sources, state: state)
                        ?? prepareRole(probe, type: type, sources: sources, events: events)
                        ?? unwindRole(probe, type: type, sources: sources, events: events)
                        ?? SideSources.tagSearch(operand: probe.text, found: values, storyboards: storyboards)
                        ?? SideSources.numberCast(values: values, type: type)
                        ?? SideSources.tupleCast(values: values, type: type, sources: sources?.sources ?? [])
                        ?? CastRoles.read(values: values, type: type, state: state, events: events, facts: sources?.facts,
                                          caller: sources.flatMap { ValueFlow.enclosingMethod(at: probe.line, path: probe.path, facts: $0.facts, paths: $0.paths)?.owner })
                    // A lookup by key (`cache[id] as? T`) given only nil: an entry not there, which is no
                    // fault of the cast (a cache's first miss); the reading of the key says the rest.
                    if role == nil, probe.text.hasSuffix("]"), !values.isEmpty, values.allSatisfy({ $0 == "nil" }) { continue }
                    return Explanation(rule: "what-if", text: Catalog.both {
                        $0.whatIfCastNil(operand: probe.text, type: type, file: file, line: probe.line, times: entry.falses, values: values, role: role)
                    })
                case .tryOptional:
                    // The error's text, as the build recorded it (a quoted string).
                    var error = values.first ?? ""
                    if error.hasPrefix("\""), error.hasSuffix("\"") || error.hasSuffix("…"), error.count >= 2 {
                        error = String(error.dropFirst().dropLast(error.hasSuffix("…") ? 0 : 1)).replacingOccurrences(of: "\\\"", with: "\"")
                            .replacingOccurrences(of: "\\'", with: "'")
                    }
                    var kind = TryFailure.read(error)
                    // A file not there: what the app's folders held, and the code's other file calls that threw.
                    if case let .file(code, path, nil) = kind {
                        kind = .file(code: code, path: path, miss: fileMiss(code: code, path: path, probe: probe, others: others.isEmpty ? probes : others,
                                                                              seen: seen, state: state, sources: sources))
                    }
                    // A key not found where the type's own coding nests on one side only.
                    if case let .keyNotFound(key) = kind, let facts = sources?.facts,
                       let type = probe.text.firstMatch(#"decode\(\s*\[?([A-Za-z_]\w*)\]?\.self"#)?[1],
                       let encode = facts.methods.first(where: { $0.owner == type && $0.name == "encode(to:)" }),
                       let decode = facts.methods.first(where: { $0.owner == type && $0.name == "init(from:)" }),
                       encode.reads.contains("nestedContainer") != decode.reads.contains("nestedContainer") {
                        kind = .nestedOnOneSide(key: key, type: type, nestedInEncode: encode.reads.contains("nestedContainer"))
                    }
                    if kind == .notJSON, let facts = sources?.facts {
                        // Encoded data turned into text by its description, somewhere in the code; else, with no
                        // property-list encoder anywhere, not another encoder's output.
                        let encoded = Set(facts.bindings.filter { $0.value.contains("encode(") }.map(\.name))
                            .union(facts.properties.filter { CodeFacts.bareType($0.type) == "Data" }.map(\.name))
                        if let described = facts.calls.first(where: { $0.name == "String" && $0.labels.first == "describing" && $0.arguments.first.map(encoded.contains) == true }) {
                            let paths = sources?.paths ?? []
                            let path = described.file < paths.count ? (paths[described.file] as NSString).lastPathComponent : file
                            kind = .describedData(statement: "String(describing: \(described.arguments[0]))", file: path, line: described.line)
                        } else if !(sources?.sources.contains { $0.contains("PropertyListEncoder") } ?? false) {
                            kind = .notJSONText
                        }
                    }
                    return Explanation(rule: "what-if", text: Catalog.both {
                        $0.whatIfTryFailed(expression: probe.text, file: file, line: probe.line, times: entry.falses, error: error, kind: kind)
                    })
                case let .conversion(type):
                    guard let reading = conversionNil(probe, type: type, entry: entry, values: values, file: file, sources: sources, actual: actual) else { continue }
                    return reading
                case let .isType(type):
                    let role = shownRole(probe, values: values, sources: sources) ?? weakRole(probe, values: values, sources: sources)
                        ?? linkRole(probe, values: values, sources: sources, state: state) ?? CastRoles.read(values: values, type: type, state: state, events: events, facts: sources?.facts)
                    return Explanation(rule: "what-if", text: Catalog.both {
                        $0.whatIfIsFalse(operand: probe.text, type: type, file: file, line: probe.line, times: entry.falses, values: values, role: role)
                    })
                default: continue
                }
            }
            // What UIKit or the user gave (a control's state, a segue, the screens around) before the
            // code's own state: the switch a transition or a value depends on.
            let given = ["text", "isOn", "value", "segue", "identifier", "sender", "navigationController", "presenting", "presented",
                         "source", "destination", "viewControllers", "children", "parent", "operation", "selectedSegmentIndex"]
            let switches = ran.filter { $0.0.kind == .switchSubject }.sorted { first, second in
                let rank = { (probe: WhatIfProbe) in given.contains { probe.text.contains($0) } ? 0 : 1 }
                return (rank(first.0), first.0.id) < (rank(second.0), second.0.id)
            }
            if let specific = switchMiss(switches.map(\.0), seen: seen, sources: sources, storyboards: storyboards, state: state, events: events) { return specific.explanation }
            for (probe, entry) in switches {
                guard entry.pairs.count == 1, let value = entry.pairs.first?.first else { continue }
                let file = (probe.path as NSString).lastPathComponent
                var miss = SwitchMiss.read(value: value, cases: probe.cases, subject: probe.text)
                if miss == .tagZero, !Self.noTagGiven(sources: sources, storyboards: storyboards) { miss = nil }
                // A value one case names exactly chose the case written for it: the switch is not
                // where the run went astray, so its value is no reading.
                if miss == nil, SwitchMiss.namedByACase(value, cases: probe.cases) { continue }
                return Explanation(rule: "what-if", text: Catalog.both {
                    $0.whatIfSwitchValue(subject: probe.text, file: file, line: probe.line, times: entry.trues, value: value, others: [], miss: miss)
                })
            }
            return nil
        }

        /// A number made from text (`Double(label.text ?? "0")`) that gave nil each time it ran, while the
        /// `?? n` after it is what the check found: the texts it was given say why (not for an empty text,
        /// which the timing readings tell).
        static func conversionNil(_ probe: WhatIfProbe, type: String, entry: WhatIfSeen, values: [String], file: String, sources: LearnerCode?,
                                  actual: String?) -> Explanation? {
            // Only text that is not a number (a value that is no text, or was nil, says nothing here).
            let texts = values.map { value -> String in
                var inner = value
                while inner.hasPrefix("Optional("), inner.hasSuffix(")") { inner = String(inner.dropFirst(9).dropLast()) }
                return inner
            }.filter { $0.hasPrefix("\"") }
            // An empty text says the field was read before anything was typed, or another field: not
            // a text that is no number (the value-flow readings tell when and where).
            let bare = texts.map(Self.unquoted)
            guard !texts.isEmpty, let actual, !bare.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return nil }
            // A decimal number given to an integer type (`Int("5.0")`): the point is why.
            let decimal = type.hasPrefix("Int") || type.hasPrefix("UInt") ? bare.allSatisfy { Double($0) != nil } : false
            // What stood in for nil (`?? 0`), as written right after the call.
            var fallback: String?
            if let sources, let index = sources.paths.firstIndex(of: probe.path) {
                let lines = sources.sources[index].components(separatedBy: "\n")
                if probe.line >= 1, probe.line <= lines.count,
                   let range = lines[probe.line - 1].range(of: NSRegularExpression.escapedPattern(for: "\(type)(\(probe.text))") + #"\s*\?\?\s*[^\s,)\]}]+"#,
                                                           options: .regularExpression) {
                    fallback = String(lines[probe.line - 1][range].split(separator: "?").last ?? "").trimmingCharacters(in: .whitespaces)
                }
            }
            // What stood in is what the check found (`0` in "0분 마다 갱신"): the nil is why.
            guard let stood = fallback.flatMap(Double.init) else { return nil }
            let shown = FailureContext.numberText(stood)
            guard actual.range(of: "(?<![0-9.])" + NSRegularExpression.escapedPattern(for: shown) + "(?![0-9]|\\.[0-9])", options: .regularExpression) != nil else { return nil }
            return Explanation(rule: "what-if", text: Catalog.both {
                $0.whatIfConversionNil(call: "\(type)(\(probe.text))", type: type, file: file, line: probe.line, times: entry.falses,
                                       texts: Array(Set(texts)).sorted(), fallback: fallback, decimal: decimal)
            })
        }

        /// A value a `switch` was given that its cases show went astray (a case above the one meant,
        /// one element of a tuple off, a text no case names), whichever of its values it was.
        static func switchMiss(_ probes: [WhatIfProbe], seen: [Int: WhatIfSeen], sources: LearnerCode? = nil, storyboards: [StoryboardDocument] = [],
                               state: AppState? = nil, events: [TraceEvent] = []) -> (probe: WhatIfProbe, miss: SwitchMiss, explanation: Explanation)? {
            for probe in probes where probe.kind == .switchSubject {
                guard let entry = seen[probe.id], entry.trues > 0 else { continue }
                let values = entry.pairs.compactMap(\.first)
                // A case naming a string constant of the code (`case Extras.SEGUE_DEFAULT`) is held
                // against the value by the text the constant holds.
                var constants: [(name: String, value: String)] = []
                let cases = probe.cases.map { written -> String in
                    guard let facts = sources?.facts,
                          let range = written.range(of: #"^\s*[A-Za-z_]\w*(\.[A-Za-z_]\w*)*(?=\s*($|where\b))"#, options: .regularExpression) else { return written }
                    let name = written[range].trimmingCharacters(in: .whitespaces)
                    let owner = sources.flatMap { ValueFlow.enclosingMethod(at: probe.line, path: probe.path, facts: $0.facts, paths: $0.paths)?.owner }
                    guard !["nil", "true", "false", "_"].contains(name), let text = facts.stringConstant(name, owner: owner),
                          !text.contains("\"") else { return written }
                    constants.append((name, text))
                    return written.replacingCharacters(in: range, with: "\"\(text)\"")
                }
                // An object whose classes (the learner's it inherits from, then UIKit's) hold none of the
                // types the cases cast to: no case could ever take it.
                func typeMiss(_ value: String) -> SwitchMiss? {
                    guard let facts = sources?.facts, let tag = value.firstMatch(#"^(?:Optional\()?([A-Za-z_]\w*)#\d+\)?$"#)?[1] else { return nil }
                    // The learner's classes up to the UIKit class the top one names (`classChain` ends with it).
                    let known = facts.classChain(of: tag)
                    guard let uikit = known.last, uikit.hasPrefix("UI"), known.count > 1 || !facts.classes.contains(where: { $0.name == tag }) else { return nil }
                    let chain = known + (SwitchMiss.superclasses[uikit] ?? (uikit.hasSuffix("Controller") ? ["UIViewController", "UIResponder", "NSObject"] : []))
                    let types = probe.cases.flatMap { $0.split(separator: ",").map(String.init) }.compactMap { SwitchMiss.patternType(SwitchPatterns.split(case: $0).pattern) }
                    guard !types.isEmpty, !types.contains(where: { chain.contains($0) || $0.hasPrefix("Any") }) else { return nil }
                    let containers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]
                    // What the object is to the code, as a cast of it to the first type would be told (the
                    // navigation controller holding that screen, the screen an unwind went back to).
                    let role = CastRoles.read(values: [value], type: types[0], state: state, events: events, facts: facts)
                    return .noTypeFor(valueClass: tag, types: types, containers: types.allSatisfy { containers.contains($0) } && !containers.contains(uikit), role: role)
                }
                for value in values {
                    guard var miss = SwitchMiss.read(value: value, cases: cases, subject: probe.text) ?? typeMiss(value),
                          miss != .tagZero || Self.noTagGiven(sources: sources, storyboards: storyboards) else { continue }
                    // The element that did not fit is a link UIKit gives the screen, and it was nil: where
                    // the screen stood says why (in no navigation controller, presented, the root).
                    if case let .oneElement(pattern, position, _, "nil") = miss,
                       let elements = SwitchPatterns.tupleElements(probe.text), position - 1 < elements.count {
                        let element = elements[position - 1].trimmingCharacters(in: .whitespaces)
                        if let role = linkRole(operand: element, line: probe.line, path: probe.path, values: ["nil"], sources: sources, state: state) {
                            miss = .linkNil(pattern: pattern, position: position, element: element, role: role)
                        }
                    }
                    switch miss {
                    case .earlierCase, .oneElement, .elementsSwapped, .noCaseFor, .linkNil, .instanceDescription, .optionalDescription, .noTypeFor: break
                    default: if values.count > 1 { continue }
                    }
                    let file = (probe.path as NSString).lastPathComponent
                    let others = values.filter { $0 != value }
                    return (probe, miss, Explanation(rule: "what-if", text: Catalog.both {
                        $0.whatIfSwitchValue(subject: probe.text, file: file, line: probe.line, times: entry.trues, value: value, others: others, miss: miss)
                            + (constants.isEmpty ? "" : " " + $0.switchCaseConstants(constants.map(\.name), values: constants.map(\.value)))
                    }))
                }
            }
            return nil
        }

        /// Why a file read threw (`code`, `path` from the app's home), from the files the app's folders
        /// held when the run ended (`AppState.containerFiles`) and the other `try?` calls that threw.
        static func fileMiss(code: Int, path: String, probe: WhatIfProbe, others: [WhatIfProbe], seen: [Int: WhatIfSeen], state: AppState?,
                             sources: LearnerCode?) -> FileMiss? {
            let folders: Set<String> = ["Documents", "Library", "Library/Caches", "Library/Application Support", "tmp"]
            guard [4, 260].contains(code) else {
                return folders.contains(path) || path.hasSuffix("/") ? .isFolder : nil
            }
            if path.hasPrefix("file:") || path.contains("file:/") { return .urlText }
            if path.hasPrefix("<app bundle>") { return .inBundle }
            let files = state?.containerFiles ?? []
            // A path the build cut (`…` and its end): the file whose path ends so, when one does.
            var path = path
            if path.hasPrefix("…"), let whole = files.filter({ $0.hasSuffix(String(path.dropFirst())) }).first, files.filter({ $0.hasSuffix(String(path.dropFirst())) }).count == 1 {
                path = whole
            }
            if files.contains(path) {
                // Read once, where the screen is made: it does not read again when the screen comes back.
                if let sources, let method = ValueFlow.methodName(at: probe.line, path: probe.path, facts: sources.facts, paths: sources.paths),
                   ["viewDidLoad()", "init(coder:)", "awakeFromNib()", "loadView()", "init(nibName:bundle:)"].contains(method) {
                    return .writtenAfterLoad(method: method)
                }
                return .writtenLater
            }
            if let found = files.first(where: { $0.lowercased() == path.lowercased() }) { return .letterCase(found: found) }
            let name = (path as NSString).lastPathComponent
            if !path.hasPrefix("…"), let found = files.first(where: { ($0 as NSString).lastPathComponent == name }) { return .otherFolder(found: found) }
            // A write that threw, another `try?` of the code.
            let writes = #"\.write\(\s*to(File)?:|createFile\(|copyItem\(|moveItem\("#
            for other in others where other.id != probe.id && other.kind == .tryOptional && other.text.range(of: writes, options: .regularExpression) != nil {
                guard let entry = seen[other.id], entry.falses > 0, let error = entry.pairs.compactMap(\.first).first,
                      case let .file(writeCode, writePath, _) = TryFailure.read(Self.unquoted(error)), ![4, 260].contains(writeCode) || writePath.hasPrefix("<app bundle>"),
                      // That file, or the folder it is in.
                      writePath == path || path.hasPrefix(writePath + "/") || writePath.hasPrefix("<app bundle>") else { continue }
                return .writeFailed(statement: other.text, file: (other.path as NSString).lastPathComponent, line: other.line, code: writeCode, path: writePath)
            }
            return state?.containerFiles == nil ? nil : .noneWritten(files: files)
        }

        /// A recorded text as the build quoted it (`"…"`), unquoted.
        static func unquoted(_ text: String) -> String {
            guard text.hasPrefix("\""), text.count >= 2 else { return text }
            return String(text.dropFirst().dropLast(text.hasSuffix("\"") ? 1 : 0)).replacingOccurrences(of: "\\\"", with: "\"")
        }

        /// Where the object a cast was given stands among the screens (the run's last state): a
        /// navigation controller holding an instance of the class asked for, a screen in a stack
        /// beside one, or a screen in no navigation controller when one was asked for.
        /// The parameter a navigation delegate's `didShow`/`willShow` is given, `viewController`: the
        /// screen being shown, read as if it were the one that left.
        static func shownRole(_ probe: WhatIfProbe, values: [String], sources: LearnerCode?) -> CastRole? {
            // The parameter, or the top of the stack read there (`navigationController.topViewController`): the same screen.
            // (Through a local bound to it: `let leaving = navigationController.topViewController`.)
            var read = CodeFacts.normalized(probe.text)
            if let sources, let enclosing = ValueFlow.enclosingMethod(at: probe.line, path: probe.path, facts: sources.facts, paths: sources.paths),
               read.range(of: #"^\w+$"#, options: .regularExpression) != nil, read != "viewController" {
                let bound = CodeFacts.normalized(sources.facts.resolved(read, method: enclosing.name, owner: enclosing.owner, upTo: probe.line))
                if bound != read { read = bound }
            }
            guard let sources, read == "viewController" || read.range(of: #"^(\w+\.)?(topViewController|visibleViewController|viewControllers\.last)$"#, options: .regularExpression) != nil,
                  values.count == 1, var object = values.first,
                  let method = ValueFlow.methodName(at: probe.line, path: probe.path, facts: sources.facts, paths: sources.paths),
                  method.hasPrefix("navigationController(_:didShow:") || method.hasPrefix("navigationController(_:willShow:") else { return nil }
            while object.hasPrefix("Optional("), object.hasSuffix(")") { object = String(object.dropFirst(9).dropLast()) }
            return .shownScreen(object: object, method: method, read: read)
        }

        /// A look inside the segue's destination as if it held the screen (`segue.destination.children.first`,
        /// `(segue.destination as? UINavigationController)?.topViewController`), nil every time, when the
        /// run's `prepare` names a destination that is itself of the class the cast asks for.
        static func destinationItselfRole(_ probe: WhatIfProbe, type: String, values: [String], events: [TraceEvent]) -> CastRole? {
            guard !values.isEmpty, values.allSatisfy({ $0 == "nil" }) else { return nil }
            let text = CodeFacts.normalized(probe.text)
            guard text.range(of: #"segue\.destination[?!]?(?:\s+as[?!]\s*\w+\)?[?!]?)?\.(?:children|childViewControllers|viewControllers|topViewController|visibleViewController|presentedViewController)\b"#,
                             options: .regularExpression) != nil,
                  let object = events.last(where: { $0.member == "prepare(for:sender:)" })?.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1] else { return nil }
            let asked = type.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
            guard object.split(separator: "#").first.map(String.init) == asked else { return nil }
            return .destinationItself(read: probe.text, object: object, asked: asked)
        }

        /// A screen looked for among the screens (a stack, what is presented, children) inside
        /// `prepare(for:sender:)`: the segue's destination is not shown until `prepare` returns.
        static func prepareRole(_ probe: WhatIfProbe, type: String, sources: LearnerCode?, events: [TraceEvent] = []) -> CastRole? {
            guard let sources, let enclosing = ValueFlow.enclosingMethod(at: probe.line, path: probe.path, facts: sources.facts, paths: sources.paths),
                  enclosing.name == "prepare(for:sender:)" else { return nil }
            // Only when the segue's destination is what the cast asks for (the class, or a protocol it adopts):
            // a screen already shown (`viewControllers.first as? MyDataDelegate`, meaning the presenter itself)
            // is not the destination's to give.
            let asked = type.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
            if let destination = events.last(where: { $0.member == "prepare(for:sender:)" })?.detail?.firstMatch(#"destination=(\w+)#\d+"#)?[1],
               destination != asked {
                // (A class the learner did not declare, or one whose supertypes name it, may be it.)
                let declared = sources.facts.classes.contains { $0.name == destination }
                guard !declared || sources.facts.classChain(of: destination).contains(where: { sources.facts.supertypes(of: $0).contains(asked) || $0 == asked }) else { return nil }
            }
            // Through the method's locals (`screens[screens.count - 1]` with `let screens = navigationController?.viewControllers ?? []`).
            var text = probe.text
            if let root = text.firstMatch(#"^([A-Za-z_]\w*)"#)?[1] {
                let facts = sources.facts
                var value = facts.resolved(root, method: enclosing.name, owner: enclosing.owner, upTo: probe.line)
                if value == root, let local = facts.locals.last(where: { $0.name == root && $0.method == enclosing.name && $0.owner == enclosing.owner && $0.line <= probe.line }),
                   let bound = local.value { value = bound }
                text = value + " " + text
            }
            // The destination's own links (`segue.destination.navigationController?`): nil until the segue shows it.
            if text.range(of: #"\bsegue\.destination[?!]?\.(navigationController|presentingViewController|parent|tabBarController)\b"#, options: .regularExpression) != nil {
                return .notYetShown(asked: type.trimmingCharacters(in: CharacterSet(charactersIn: "!? ")))
            }
            guard ["viewControllers", "topViewController", "visibleViewController", "presentedViewController", "children"].contains(where: { text.contains($0) }),
                  !text.contains("segue") else { return nil }
            return .notYetShown(asked: type.trimmingCharacters(in: CharacterSet(charactersIn: "!? ")))
        }

        /// A screen looked for among the others inside an unwind action (`stack.last as? ThirdViewController`)
        /// when the class asked for is the screen that unwind left: the action gets it as `segue.source`.
        static func unwindRole(_ probe: WhatIfProbe, type: String, sources: LearnerCode?, events: [TraceEvent]) -> CastRole? {
            guard let sources, let enclosing = ValueFlow.enclosingMethod(at: probe.line, path: probe.path, facts: sources.facts, paths: sources.paths),
                  !probe.text.contains("segue") else { return nil }
            let wanted = type.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
            guard let unwind = events.last(where: { $0.member == enclosing.name && $0.unwindSource != nil }), let source = unwind.unwindSource,
                  source.split(separator: "#").first.map(String.init) == wanted else { return nil }
            return .unwindLeft(source: source)
        }

        /// A UIKit link of the screen running the code (`presentingViewController`, `navigationController`,
        /// `presentedViewController`, `view.window`), nil every time the cast read it: why, from where
        /// that screen stood at the end of the run (pushed, presented alone, the window's root) or,
        /// for the window, the method it was read in (before the view is in a window).
        static func linkRole(_ probe: WhatIfProbe, values: [String], sources: LearnerCode?, state: AppState?) -> CastRole? {
            linkRole(operand: probe.text, line: probe.line, path: probe.path, values: values, sources: sources, state: state)
        }

        /// The same for an operand written at `line` of `path` (a tuple's element a switch was given).
        static func linkRole(operand: String, line: Int, path: String, values: [String], sources: LearnerCode?, state: AppState?) -> CastRole? {
            guard let sources, !values.isEmpty, values.allSatisfy({ $0 == "nil" }) else { return nil }
            var text = CodeFacts.normalized(operand)
            if text.hasPrefix("self.") { text = String(text.dropFirst(5)) }
            // Inside `dismiss`'s completion, through `presentingViewController` (or a name bound to it): nil once dismissed.
            if let enclosing = ValueFlow.enclosingMethod(at: line, path: path, facts: sources.facts, paths: sources.paths),
               let file = sources.paths.firstIndex(of: path),
               sources.facts.deferrals(file: file, line: line).contains(where: { $0.kind == .completion && $0.start.contains("dismiss") }) {
                let root = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let resolved = sources.facts.resolved(root, method: enclosing.name, owner: enclosing.owner, upTo: line)
                if (resolved + " " + text).contains("presentingViewController") {
                    return .linkNil(link: "presentingViewController", screen: nil, place: .afterDismiss)
                }
            }
            let links = ["presentingViewController", "navigationController", "presentedViewController", "view.window", "tabBarController"]
            // The link itself, or a chain that starts with it (`tabBarController?.selectedViewController`) when
            // the state proves the link was nil (what follows it is then nil too).
            guard let link = links.first(where: { $0 == text }) ?? links.first(where: { link in
                ["?.", "!.", "."].contains { text.hasPrefix(link + $0) }
            }) else { return nil }
            let method = ValueFlow.enclosingMethod(at: line, path: path, facts: sources.facts, paths: sources.paths)
            if link == "view.window" {
                guard let name = method?.name, FailureContext.beforeWindow.contains(name) else { return nil }
                return .linkNil(link: link, screen: nil, place: .notInWindow(method: name))
            }
            guard let state, let owner = method?.owner else { return nil }
            func mine(_ tag: String) -> Bool { tag.split(separator: "#").first.map(String.init) == owner }
            let stacks = state.navigationStacks
            let screen = ([state.visibleController].compactMap { $0 } + stacks.flatMap(\.stack) + state.presented.map(\.controller)
                          + [state.windowRoot].compactMap { $0 }).first(where: mine)
            guard let screen else { return nil }
            switch link {
            case "presentingViewController":
                if let stack = stacks.first(where: { $0.stack.contains(screen) }), stack.stack.first != screen {
                    return .linkNil(link: link, screen: screen, place: .pushed(navigation: stack.navigationController, stack: stack.stack))
                }
                if state.windowRoot == screen { return .linkNil(link: link, screen: screen, place: .root) }
            case "navigationController", "tabBarController":
                if link == "tabBarController", (state.tabBars ?? []).isEmpty {
                    return .linkNil(link: link, screen: screen, place: .noTabBar(navigation: stacks.first(where: { $0.stack.contains(screen) })?.navigationController))
                }
                if let presented = state.presented.first(where: { $0.controller == screen }) {
                    return .linkNil(link: link, screen: screen, place: .presented(presenter: presented.presentingController))
                }
                if state.windowRoot == screen { return .linkNil(link: link, screen: screen, place: .root) }
            case "presentedViewController":
                if !state.presented.contains(where: { $0.presentingController == screen }) {
                    return .linkNil(link: link, screen: screen, place: .presentsNothing)
                }
            default: break
            }
            return nil
        }

        /// A `weak` property of the learner's, nil every time the cast read it: its object was released.
        static func weakRole(_ probe: WhatIfProbe, values: [String], sources: LearnerCode?) -> CastRole? {
            guard let sources, !values.isEmpty, values.allSatisfy({ $0 == "nil" }) else { return nil }
            var name = CodeFacts.normalized(probe.text)
            if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            let file = (probe.path as NSString).lastPathComponent
            guard let property = sources.facts.properties.first(where: { property in
                property.name == name && property.isWeak && sources.paths.indices.contains(property.file)
                    && (sources.paths[property.file] as NSString).lastPathComponent == file
            }) else { return nil }
            return .weakEmptied(property: name, line: property.line)
        }

        /// The cast's object is the learner's own computed property (`segue.destination.contentScreen`), nil every
        /// time, whose getter casts the object it is read on (`(self as? UINavigationController)?.topViewController`):
        /// that cast, and the object the property was read on when the run shows it (a segue's destination), is why.
        static func helperRole(_ probe: WhatIfProbe, values: [String], events: [TraceEvent], sources: LearnerCode?) -> CastRole? {
            guard let sources, !values.isEmpty, values.allSatisfy({ $0 == "nil" }) else { return nil }
            var operand = CodeFacts.normalized(probe.text)
            while operand.hasSuffix("?") || operand.hasSuffix("!") { operand.removeLast() }
            let parts = operand.split(separator: ".").map(String.init)
            guard parts.count >= 2, let name = parts.last, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            let receiver = parts.dropLast().joined(separator: ".").replacingOccurrences(of: "?", with: "")
            for property in sources.facts.properties where property.name == name && property.isComputed {
                guard let getter = (property.getter ?? property.getterBody)?.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression),
                      let cast = getter.firstMatch(#"\bself\s+as\?\s*([A-Za-z_][\w.]*)"#) else { continue }
                let innerType = cast[1]
                // What the property was read on, when the run names it: a segue's destination in `prepare`.
                var given: String?
                if receiver == "segue.destination" {
                    given = events.last { $0.member == "prepare(for:sender:)" }?.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1]
                }
                if let object = given, object.split(separator: "#").first.map(String.init) == innerType { continue }
                return .helperGaveNil(member: name, line: property.line, getter: getter, inner: "self", innerType: innerType, receiver: receiver, innerValue: given)
            }
            return nil
        }

        /// A read of the navigation stack in a screen's `viewWillDisappear`/`viewDidDisappear` that ran while
        /// the screen was popped (nil every time): the stack no longer held the screen there.
        static func poppedRole(_ probe: WhatIfProbe, values: [String], events: [TraceEvent], state: AppState?, sources: LearnerCode?) -> CastRole? {
            guard let sources, let state, !values.isEmpty, values.allSatisfy({ $0 == "nil" }), probe.text.contains("viewControllers"),
                  let method = ValueFlow.enclosingMethod(at: probe.line, path: probe.path, facts: sources.facts, paths: sources.paths),
                  ["viewWillDisappear(_:)", "viewDidDisappear(_:)"].contains(method.name), let owner = method.owner else { return nil }
            let name = String(method.name.prefix { $0 != "(" })
            guard let ran = events.lastIndex(where: { $0.className == owner && ($0.member == name || $0.member == method.name) }),
                  let pop = events[..<ran].lastIndex(where: { $0.member.hasPrefix("pop") && $0.className.hasSuffix("NavigationController") }) else { return nil }
            let screen = events[ran].instance, navigation = events[pop].instance
            guard let stack = state.navigationStacks.first(where: { $0.navigationController == navigation })?.stack, !stack.contains(screen) else { return nil }
            return .stackAfterPop(screen: screen, method: method.name, stack: stack, read: probe.text)
        }

        /// A chain through the app delegate's `window` (`appDelegate?.window?.rootViewController`), nil, in an
        /// app with a scene delegate while nothing assigns the app delegate's `window`.
        static func appWindowRole(_ probe: WhatIfProbe, values: [String], sources: LearnerCode?) -> CastRole? {
            guard let sources, !values.isEmpty, values.allSatisfy({ $0 == "nil" }) else { return nil }
            let facts = sources.facts
            guard let match = CodeFacts.normalized(probe.text).firstMatch(#"^(.*?)\??\.window\b"#),
                  let app = facts.classes.first(where: { facts.supertypes(of: $0.name).contains("UIApplicationDelegate") })?.name,
                  let scene = facts.classes.first(where: { facts.supertypes(of: $0.name).contains("UIWindowSceneDelegate") })?.name,
                  !facts.assignments.contains(where: { $0.member == "window" && $0.owner == app }) else { return nil }
            let base = match[1].replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            let throughApp = base.hasSuffix("UIApplication.shared.delegate") || base.range(of: app, options: .caseInsensitive) != nil
                || facts.bindings.contains { $0.name == base && ($0.value.contains("UIApplication.shared.delegate") || $0.value.contains(app)) }
                || facts.properties.contains { $0.name == base && ($0.type ?? "").contains(app) }
            return throughApp ? .appDelegateWindow(appDelegate: app, sceneDelegate: scene) : nil
        }
        /// The `guard` holding `change` (a `guard let x = …, test else { return }`), when the lines after it in
        /// its method that never ran hold one that uses a name it binds and one that uses none of them: the
        /// first such independent line (an assignment or a call), with the names the guard binds.
        static func guardSkipped(_ change: WhatIfChange, facts: CodeFacts, paths: [String], ranAt: (Int, Int, Int) -> Bool)
            -> (statement: String, line: Int, method: String, bound: [String])? {
            let statement = change.statement.trimmingCharacters(in: .whitespaces)
            guard statement.hasPrefix("guard "), statement.range(of: #"else\s*\{\s*return\s*\}\s*$"#, options: .regularExpression) != nil,
                  let file = paths.firstIndex(of: change.path),
                  let method = ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths) else { return nil }
            let bound = statement.allMatches(#"\b(?:let|var)\s+(\w+)\s*="#).map { $0[1] }.filter { $0 != "_" }
            guard !bound.isEmpty else { return nil }
            // The method's end: the next method of the file after it.
            let end = facts.methods.filter { $0.file == file && $0.line > method.line }.map(\.line).min() ?? Int.max
            let uses = { (text: String) in bound.contains { FailureContext.mentions(text, $0) } }
            let after: [(text: String, line: Int, column: Int)] =
                facts.assignments.filter { $0.file == file && $0.line > change.line && $0.line < end && $0.method == method.name && $0.owner == method.owner }
                    .map { ("\($0.target) = \($0.value)", $0.line, $0.column) }
                + facts.calls.filter { $0.file == file && $0.line > change.line && $0.line < end && $0.method == method.name && $0.owner == method.owner }
                    .map { ($0.written, $0.line, $0.column) }
            let skipped = after.filter { !ranAt(file, $0.line, $0.column) }.sorted { $0.line < $1.line }
            guard skipped.contains(where: { uses($0.text) }), let independent = skipped.first(where: { !uses($0.text) && !$0.text.hasPrefix("print(") }) else { return nil }
            // Not a transition or a save the test exists to allow (`guard … else { return }` then `performSegue`).
            guard !TransitionCalls.made(by: independent.text) else { return nil }
            return (independent.text, independent.line, method.name, bound)
        }

        /// A comparison that ran in the failed check and never matched, whose two sides differ in a
        /// way that shows (letter case, spaces, text made from an optional, text against a value):
        /// evidence by itself, told when no change made the check pass.
        static func nearMiss(_ changes: [WhatIfChange], seen: [Int: WhatIfSeen], sources: LearnerCode? = nil) -> Explanation? {
            for change in changes where change.kind == .comparisonInverted {
                guard let outcome = outcome(of: change, seen: seen), outcome.equalSides == false, outcome.difference != nil else { continue }
                return neverMatched(change, outcome, facts: sources?.facts, paths: sources?.paths ?? [])
            }
            return nil
        }

        /// A comparison's sides that never matched, told with its values.
        /// The segue identifiers and Storyboard IDs the storyboards have.
        static func storyboardNames(_ storyboards: [StoryboardDocument]) -> Set<String> {
            Set(storyboards.flatMap(\.scenes).flatMap { scene in
                scene.controller.allSegues.compactMap(\.identifier) + [scene.controller.storyboardIdentifier].compactMap { $0 }
            })
        }

        /// Whether no control has a tag: the code sets none (`button.tag = 1`) and no storyboard view has one
        /// other than 0. Only then is a tag of 0 "never given".
        static func noTagGiven(sources: LearnerCode?, storyboards: [StoryboardDocument]) -> Bool {
            if sources?.facts.assignments.contains(where: { $0.member == "tag" }) == true { return false }
            return !storyboards.flatMap(\.scenes).contains { scene in (scene.controller.view?.allViews ?? []).contains { ($0.tag ?? 0) != 0 } }
        }

        /// Names given a view's `tag` (`tag = button.tag`, `let t = (sender as? UIButton)?.tag ?? 0`): a
        /// side of a comparison named so is the tag itself.
        static func tagNames(_ facts: CodeFacts) -> Set<String> {
            let tagValue = #"\.tag\s*(?:\?\?\s*-?\d+)?$"#
            return Set(facts.assignments.filter { $0.base == nil && $0.value.range(of: tagValue, options: .regularExpression) != nil }.map(\.target))
                .union(facts.bindings.filter { $0.value.range(of: tagValue, options: .regularExpression) != nil }.map(\.name))
        }

        static func neverMatched(_ change: WhatIfChange, _ outcome: WhatIfOutcome, facts: CodeFacts? = nil, paths: [String] = [],
                                 storyboards: [StoryboardDocument] = []) -> Explanation {
            let file = (change.path as NSString).lastPathComponent
            var outcome = outcome
            if let facts { outcome.tagNames = Self.tagNames(facts) }
            // A UIKit property that held its default (`button.tag` 0), compared with a literal nothing gives it.
            if outcome.source == nil, outcome.equalSides == false, !storyboards.isEmpty {
                outcome.source = SideSources.read(comparison: change.before, pairs: outcome.pairs, storyboards: storyboards, facts: facts)
            }
            // A side that is a position in a collection: against its count, or read at another slot.
            if outcome.position == nil, outcome.source == nil, outcome.freshEachRead == nil, outcome.textTest == nil, outcome.equalSides != true, let facts {
                outcome.position = PositionNotes.read(comparison: change.before, pairs: outcome.pairs, facts: facts,
                                                      method: ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths), line: change.line)
            }
            return Explanation(rule: "what-if", text: Catalog.both {
                $0.whatIfNeverMatched(file: file, line: change.line, statement: change.statement, before: change.before, outcome: outcome)
            })
        }

        static func aboutScreens(_ check: Check, _ failedStep: Int?) -> Bool {
            guard let failedStep, failedStep >= 0, failedStep < check.steps.count, case let .expect(expectation) = check.steps[failedStep] else { return true }
            switch expectation {
            case .top, .stack, .presented, .events, .noEvents, .instance, .deallocated: return true
            default: return false
            }
        }

        func search(trials: [Trial], check: Check, passing: [Check], limits: RunLimits, ownRun: Double, deadline: Date,
                    seen: [Int: WhatIfSeen]) -> (finding: (trial: Trial, explanation: Explanation)?, finished: Bool) {
            Checker.debug("what-if: \(check.id): \(trials.count) trials: " + trials.map { trial in
                switch trial {
                case let .code(change): return "\(change.id) \(change.kind) \(change.line) \(change.before) -> \(change.after)"
                case let .storyboard(change, _): return "storyboard \(change.kind) \(change.source)->\(change.destination)\(change.property) \(change.before) -> \(change.after)"
                }
            }.joined(separator: "; "))
            guard !trials.isEmpty else { return (nil, true) }
            // A change that makes the app loop or wait is not waited for as long as the check would:
            // four times the check's own run, at least 2 s.
            var limits = limits
            limits.wallSeconds = min(check.timeout, max(2, ownRun * 4))
            let trialLimits = limits
            let own = checker.limits
            // In order (likeliest first), a core's worth at a time; the first batch with a change
            // that passes ends the search, after the checks that passed are run with it.
            // Two runs a core: much of a run is waiting for its sandbox and process to start.
            let batch = 2 * max(checker.parallelRuns, Checker.learnerParallelRuns)
            var next = 0
            while next < trials.count {
                guard Date() < deadline else { return (nil, false) }
                let slice = Array(trials[next..<min(next + batch, trials.count)])
                next += slice.count
                let outcomes = Checker.concurrently(slice.count) { self.passes(check, slice[$0], limits: trialLimits) }
                for (trial, passed) in zip(slice, outcomes) where passed {
                    // Turning a test around or leaving a statement out can also hide a fault elsewhere:
                    // such a change counts only when checks that passed show it breaks nothing.
                    if case let .code(change) = trial, passing.isEmpty,
                       [.conditionNegated, .statementDropped, .comparisonInverted, .comparisonReversed, .logicOperator, .conditionDropped].contains(change.kind) { continue }
                    // A screen's transition flag swapped for a neighbour when the flag as written was
                    // true each time its test ran: the neighbour (never true with it) only makes the
                    // test false, which is turning the test around, not a slip of names.
                    if case let .code(change) = trial, change.kind == .memberSwapped, WhatIfSchema.ownFlags.contains(WhatIfKind.memberName(change.before)),
                       let test = codeChanges.first(where: { $0.kind == .conditionNegated && $0.path == change.path && $0.line == change.line
                           && $0.before.replacingOccurrences(of: "self.", with: "") == change.before.replacingOccurrences(of: "self.", with: "") }),
                       let entry = seen[test.seenID ?? test.id], entry.trues > 0, entry.falses == 0 { continue }
                    // A literal compared in a test that held each time it ran (`if id == "ActionSubmit"` met the
                    // segue it names): changing it only sends this transition to the other branch, which
                    // is swapping the branches' bodies, not a slip of the literal.
                    if case let .code(change) = trial, change.kind == .literalChanged,
                       let comparison = codeChanges.first(where: { $0.kind == .comparisonInverted && $0.path == change.path && $0.line == change.line
                           && $0.before.contains(change.before) && ["==", "==="].contains($0.comparison ?? "") }),
                       let entry = seen[comparison.seenID ?? comparison.id], entry.trues > 0, entry.falses == 0 { continue }
                    // A member swapped inside an identity test that is negated (`!(segue.destination === self)`),
                    // when the test as written held each time: the neighbour only makes the negated test
                    // true, which is taking its `!` away, not a slip of names.
                    if case let .code(change) = trial, change.kind == .memberSwapped,
                       let comparison = codeChanges.first(where: { $0.kind == .comparisonInverted && $0.path == change.path && $0.line == change.line
                           && $0.before.contains(change.before) && ["===", "=="].contains($0.comparison ?? "") }),
                       change.statement.range(of: "!\\s*\\(\\s*" + NSRegularExpression.escapedPattern(for: comparison.before), options: .regularExpression) != nil,
                       let entry = seen[comparison.seenID ?? comparison.id], entry.trues > 0, entry.falses == 0 { continue }
                    // Once more, so a check that passes by chance is not taken for evidence.
                    guard passes(check, trial, limits: trialLimits) else { continue }
                    // A change that breaks a check that passed only moves the fault elsewhere (each
                    // check that passed is given its own time).
                    let others = Checker.concurrently(passing.count) { index in
                        var limits = own
                        limits.wallSeconds = passing[index].timeout
                        return self.passes(passing[index], trial, limits: limits)
                    }
                    guard !others.contains(false) else { continue }
                    Checker.debug("what-if: found after \(next) trials")
                    return ((trial, Self.explanation(trial, othersPass: !passing.isEmpty, seen: seen, storyboards: app.storyboards, facts: sources?.facts, paths: sources?.paths ?? [],
                                                      leak: check.steps.contains { if case .expect(.deallocated) = $0 { return true } else { return false } },
                                                      typed: check.steps.compactMap { if case let .type(locator, text) = $0, let outlet = locator.outlet { return (outlet, text) } else { return nil } },
                                                      ran: { call in
                                                          let paths = self.sources?.paths ?? []
                                                          return call.file < paths.count && self.coverages.contains { ($0.count(path: paths[call.file], line: call.line, column: call.column) ?? 0) > 0 }
                                                      },
                                                      ranAt: { file, line, column in
                                                          let paths = self.sources?.paths ?? []
                                                          return file < paths.count && self.coverages.contains { ($0.count(path: paths[file], line: line, column: column) ?? 0) > 0 }
                                                      })), true)
                }
            }
            return (nil, true)
        }

        /// A side of `comparison` read through a computed property of the learner's whose getter makes a
        /// new value at each read (`UUID()`, `Date()`, `Type(…)`): it never equals one made before.
        static func freshSide(comparison: String, facts: CodeFacts) -> WhatIfOutcome.FreshSide? {
            guard let op = comparison.range(of: #"\s(===|!==|==|!=)\s"#, options: .regularExpression) else { return nil }
            let sides = [String(comparison[..<op.lowerBound]), String(comparison[op.upperBound...])].map { $0.trimmingCharacters(in: .whitespaces) }
            for side in sides {
                guard let member = side.split(whereSeparator: { $0 == "." || $0 == "?" || $0 == "!" }).last.map(String.init),
                      let property = facts.properties.first(where: { $0.name == member && $0.isComputed }),
                      let getter = property.getter?.trimmingCharacters(in: .whitespacesAndNewlines),
                      // A new identity at each read: a `UUID`, the current time, a random value, or a
                      // new object of a class compared by identity.
                      CodeFacts.makesNewValue(getter, now: true)
                        || (comparison.contains("===") && getter.firstMatch(#"^([A-Z]\w*)\(.*\)$"#).map { match in facts.classes.contains { $0.name == match[1] } } == true)
                else { continue }
                return WhatIfOutcome.FreshSide(side: side, property: member, getter: getter, line: property.line)
            }
            return nil
        }

        /// The learner's check (a function answering `Bool`, of the type the test is in or a global one)
        /// behind a test the search turned around: the test calls it (`guard isValid(value)`), or is its
        /// own `return`. What it asks of the value: the tests under which it returns false, what it
        /// returns, the literal values of names it uses there; and what was typed into the field it
        /// was given (`typed`: outlet → text of the check's `type` steps), when its argument names one.
        static func validator(change: WhatIfChange, facts: CodeFacts, paths: [String], typed: [(outlet: String, text: String)], result: Bool = false) -> WhatIfOutcome.Validator? {
            guard [.conditionNegated, .comparisonInverted, .comparisonReversed].contains(change.kind) else { return nil }
            let owner = ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths)?.owner
            let bools = facts.methods.filter { ($0.returnType ?? "").replacingOccurrences(of: " ", with: "") == "Bool" && ($0.owner == nil || $0.owner == owner) }
            var function: CodeFacts.Method?
            var argument = ""
            if !result, change.kind == .conditionNegated, let call = change.before.firstMatch(#"^!?\(?(?:self\.)?(\w+)\((.*)\)\)?$"#) {
                function = bools.first { $0.baseName == call[1] }
                argument = call[2]
            }
            if !result, function == nil, change.statement.trimmingCharacters(in: .whitespaces).hasPrefix("return"),
               let method = ValueFlow.methodName(at: change.line, path: change.path, facts: facts, paths: paths) {
                function = bools.first { $0.name == method && paths.indices.contains($0.file) && paths[$0.file] == change.path }
            }
            // A test inside the check itself (`if address.hasPrefix("x") { return false }`): the value is
            // what its one call hands it.
            var callSite: CodeFacts.Call?
            if function == nil, let enclosing = ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths),
               bools.contains(where: { $0.name == enclosing.name && $0.line == enclosing.line && $0.file == enclosing.file }), enclosing.parameterNames.count == 1,
               // The test is one under which it returns false, and it held.
               result, facts.returns.contains(where: { value in value.method == enclosing.name && value.owner == enclosing.owner && value.value == "false"
                   && value.conditions.contains { $0.line == change.line && $0.holds } }) {
                let calls = facts.calls.filter { $0.name == enclosing.baseName && $0.arguments.count == 1 }
                if calls.count == 1 {
                    function = enclosing
                    callSite = calls[0]
                    argument = calls[0].arguments[0]
                }
            }
            // A check of a value: it is given one, or reads what was typed.
            guard let function, !function.parameterNames.isEmpty || function.reads.contains("text") else { return nil }
            var rejects: [WhatIfOutcome.Validator.Part] = [], answers: [WhatIfOutcome.Validator.Part] = []
            for value in facts.returns where value.method == function.name && value.owner == function.owner && value.file == function.file {
                if value.value == "false" {
                    rejects += value.conditions.filter(\.holds).map { .init(text: $0.text, line: $0.line) }
                } else if let returned = value.value, returned != "true" {
                    answers.append(.init(text: returned, line: value.line))
                }
            }
            let asked = (rejects + answers).map(\.text).joined(separator: " ")
            let literals = facts.bindings.filter { $0.method == function.name && $0.owner == function.owner && CodeFacts.isLiteral($0.value) && FailureContext.mentions(asked, $0.name) }
                .map { WhatIfOutcome.Validator.Part(text: "\($0.name) = \($0.value)", line: $0.line) }
            // The field it was given (`isValid(email.text)`), or the one its body reads.
            // A local the calling method bound to the field (`let text = email.text ?? ""`) names it too.
            let caller = callSite.map { (name: $0.method, owner: $0.owner, line: $0.line) }
                ?? ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths).map { (name: Optional($0.name), owner: $0.owner, line: change.line) }
            let bound = argument.firstMatch(#"^\w+$"#) == nil ? nil
                : facts.bindings.last { $0.name == argument && $0.method == caller?.name && $0.owner == caller?.owner && $0.line <= (caller?.line ?? change.line) }?.value
            let field = typed.last { FailureContext.mentions(argument, $0.outlet) }
                ?? bound.flatMap { value in typed.last { FailureContext.mentions(value, $0.outlet) } }
                ?? (argument.isEmpty ? typed.last { function.reads.contains($0.outlet) } : nil)
            // A test inside the check is told as the check's answer only for a text known.
            if callSite != nil, field == nil { return nil }
            // Worked out on the typed text: the one question of the check the text fails, when the
            // others hold (a length limit, a character it must hold).
            var unmet: [WhatIfOutcome.Validator.Part] = [], held: [WhatIfOutcome.Validator.Part] = [], length: Int?
            if let text = field?.text, function.parameterNames.count == 1, let name = function.parameterNames.first {
                var asked: [(part: StringPredicate.Part, line: Int, wanted: Bool)] = []
                var known = true
                for answer in answers {
                    guard let parts = StringPredicate.parts(of: answer.text, name: name, value: text) else { known = false; break }
                    asked += parts.map { ($0, answer.line, true) }
                }
                for reject in rejects where known {
                    guard let parts = StringPredicate.parts(of: reject.text, name: name, value: text), parts.count == 1 else { known = false; break }
                    asked += parts.map { ($0, reject.line, false) }
                }
                let failed = asked.filter { $0.part.value != $0.wanted }
                if known, !failed.isEmpty, failed.count < asked.count || asked.count == 1 {
                    unmet = failed.filter(\.wanted).map { .init(text: $0.part.text, line: $0.line) }
                    held = failed.filter { !$0.wanted }.map { .init(text: $0.part.text, line: $0.line) }
                    length = failed.compactMap(\.part.count).first
                }
            }
            return WhatIfOutcome.Validator(function: function.name, line: function.line, rejects: Array(rejects.prefix(3)), answers: Array(answers.prefix(2)),
                                           literals: Array(literals.prefix(2)), typed: field?.text, unmet: unmet, held: held, length: length)
        }

        /// The lookup whose test `comparison` is (`contacts.first(where: { $0.id == currentID })`, on
        /// `line`), with where the value looked for and the collection's elements came from: the
        /// value's provenance, which a turned-around test (taking the first other element) hides.
        /// `found`: the test matched each time (the element found is not where the value went: the
        /// elements added are told); else it never matched (where the value looked for was given).
        static func lookupNote(comparison: String, path: String, line: Int, found: Bool, facts: CodeFacts, paths: [String],
                               ran: (CodeFacts.Call) -> Bool = { _ in true }) -> WhatIfOutcome.LookupNote? {
            // A test of sameness (`!=` picks out the others: another reading), of a lookup that takes an element.
            guard let file = paths.firstIndex(of: path),
                  let op = comparison.range(of: #"\s(===|==)\s"#, options: .regularExpression) else { return nil }
            let lookups: Set<String> = ["first", "firstIndex", "last", "lastIndex"]
            guard let call = facts.calls.filter({ call in
                call.file == file && call.line <= line && line - call.line <= 6 && lookups.contains(call.name) && (call.labels.first == "where" || call.labels.isEmpty)
                    && call.arguments.first?.contains(comparison) == true
            }).max(by: { $0.line < $1.line }), let receiver = call.receiver else { return nil }
            let written = call.receiverWritten ?? receiver
            let name = { (path: Int) in path < paths.count ? (paths[path] as NSString).lastPathComponent : "" }
            let last = { (chain: String) in chain.split(whereSeparator: { $0 == "." || $0 == "?" || $0 == "!" }).last.map(String.init) ?? chain }
            let collection = last(receiver)
            var origins: [WhatIfOutcome.LookupNote.Origin] = []
            // Elements added to that collection (by its last member's name, on any object).
            let added = facts.calls.filter { ["append", "insert"].contains($0.name) && $0.receiver.map(last) == collection && !$0.arguments.isEmpty }
            // The side that is not the element (`currentID`, `draft.id`, `returnToID`).
            let sides = [String(comparison[..<op.lowerBound]), String(comparison[op.upperBound...])].map { $0.trimmingCharacters(in: .whitespaces) }
            let element = call.arguments.first?.firstMatch(#"\{\s*(\w+)\s+in\b"#)?[1] ?? "$0"
            let looked = sides.first { !$0.contains(element) }
            if found {
                // Only an element added in this run.
                origins = added.filter(ran).map { .added(statement: $0.written, file: name($0.file), line: $0.line) }
            } else if let looked {
                var plain = looked
                if plain.hasPrefix("self.") { plain = String(plain.dropFirst(5)) }
                let parts = plain.split(separator: ".").map(String.init)
                // The value the code writes into the element it finds: no element holds it before.
                let normalized = CodeFacts.normalized(looked)
                if let write = facts.assignments.first(where: { assignment in
                    assignment.file == file && assignment.line >= call.line && assignment.line - call.line <= 12
                        && CodeFacts.normalized(assignment.value) == normalized
                        && assignment.target.range(of: #"\b\#(NSRegularExpression.escapedPattern(for: collection))\["#, options: .regularExpression) != nil
                }) {
                    let owner = write.owner
                    let handed = facts.properties.filter { property in
                        property.owner == owner && owner != nil && !property.isOutlet && !property.isComputed
                            && facts.assignments.contains { $0.member == property.name && $0.base != nil && $0.base != "self" && $0.owner != owner }
                    }.map(\.name)
                    origins.append(.writtenAfter(value: looked, statement: write.statement, file: name(write.file), line: write.line, handed: handed))
                } else if parts.count == 1, plain.range(of: #"^\w+$"#, options: .regularExpression) != nil {
                    // A name given its value somewhere: each place (a property's assignments, a local's binding).
                    // A property of the lookup's own type (given there or by another screen), or a local of its method.
                    let ownProperty = facts.properties.contains { $0.name == plain && $0.owner == call.owner }
                    for assignment in facts.assignments where assignment.member == plain && ownProperty
                        && (assignment.owner == call.owner ? (assignment.base == nil || assignment.base == "self") : assignment.base != nil) {
                        origins.append(.given(name: assignment.target, value: assignment.value, file: name(assignment.file), line: assignment.line))
                    }
                    for binding in facts.bindings where binding.name == plain && binding.file == file && binding.line <= line && !binding.isCapture
                        && binding.method == call.method && binding.owner == call.owner {
                        origins.append(.given(name: plain, value: binding.value, file: name(binding.file), line: binding.line))
                    }
                } else if parts.count == 2, let binding = facts.bindings.filter({ $0.name == parts[0] && $0.file == file && $0.line <= line && $0.method == call.method && $0.owner == call.owner }).max(by: { $0.line < $1.line }),
                          let type = binding.value.firstMatch(#"^([A-Z]\w*)\("#)?[1],
                          let property = facts.properties.first(where: { $0.owner == type && $0.name == parts[1] && !$0.isComputed }),
                          let initial = property.initial, CodeFacts.makesNewValue(initial, now: true) {
                    // A local made by `Type(…)` whose compared member is new for each instance.
                    origins.append(.newEachInstance(type: type, property: parts[1], initial: initial, line: property.line))
                    for call in added where call.arguments.first?.hasPrefix(type + "(") == true {
                        origins.append(.added(statement: call.written, file: name(call.file), line: call.line))
                    }
                }
            }
            return WhatIfOutcome.LookupNote(collection: written, call: call.name + "(where:)", origins: origins)
        }

        /// The sides of a comparison whose value's sign its code does not show: number literals whose
        /// minus signs cancel (`-60 * -1` gave 60), a time interval to a past moment (negative).
        static func signNotes(comparison: String, pairs: [[String]]) -> [WhatIfOutcome.SignNote] {
            guard let values = pairs.first, values.count == 2,
                  let op = comparison.range(of: #"\s(>=|<=|>|<|==|!=)\s"#, options: .regularExpression) else { return [] }
            let sides = [String(comparison[..<op.lowerBound]), String(comparison[op.upperBound...])].map { $0.trimmingCharacters(in: .whitespaces) }
            var notes: [WhatIfOutcome.SignNote] = []
            for (side, value) in zip(sides, values) {
                guard let number = Double(value) else { continue }
                // A minus is a sign at the start or after another operator (`-60 * -1`), not between
                // two numbers (`10 - 20`).
                let signs = side.allMatches(#"(?:^|[(*/+,-])\s*-\s*\d"#).count
                let firstNegative = side.range(of: #"^\s*\(?\s*-\s*\d"#, options: .regularExpression) != nil
                if side.range(of: #"^[-\d\s.*/()]+$"#, options: .regularExpression) != nil, signs >= 2, firstNegative != (number < 0) {
                    notes.append(.signsCancel(expression: side, value: value))
                } else if number < 0, side.range(of: #"timeIntervalSinceNow\b"#, options: .regularExpression) != nil {
                    notes.append(.pastIsNegative(expression: side, value: value))
                }
            }
            return notes
        }

        /// How a test turned around by `change` came out in the failed run, when it came out the same
        /// way every time it ran (a test that varied is told as the plain finding).
        static func outcome(of change: WhatIfChange, seen: [Int: WhatIfSeen]) -> WhatIfOutcome? {
            guard [.comparisonInverted, .conditionNegated, .boundary, .comparisonReversed].contains(change.kind), let entry = seen[change.seenID ?? change.id],
                  entry.trues + entry.falses > 0, entry.trues == 0 || entry.falses == 0 else { return nil }
            let result = entry.trues > 0
            var equal: Bool?
            if change.kind == .comparisonInverted, let op = change.comparison { equal = ["==", "==="].contains(op) ? result : !result }
            var outcome = WhatIfOutcome(result: result, times: entry.trues + entry.falses, pairs: entry.pairs.filter { $0.count == 2 }, equalSides: equal)
            if change.kind == .conditionNegated, let method = change.comparison, method.hasPrefix(".") { outcome.textTest = String(method.dropFirst()) }
            // A test of parts records each part's value.
            if change.kind == .conditionNegated, let op = change.comparison, op == "&&" || op == "||",
               let parts = WhatIfSchema.junctionParts(in: change.before) {
                outcome.junctionParts = parts.indices.map { index in
                    var values: [String] = []
                    for pair in entry.pairs where pair.count == parts.count && !values.contains(pair[index]) { values.append(pair[index]) }
                    return WhatIfOutcome.JunctionPart(text: parts[index], values: values)
                }
                outcome.pairs = []
            }
            // An emptiness test records the one value it looked at.
            if change.kind == .conditionNegated, outcome.textTest == nil, let looked = WhatIfSchema.emptinessTarget(in: change.before) {
                var values: [String] = []
                for pair in entry.pairs where pair.count == 1 && !values.contains(pair[0]) { values.append(pair[0]) }
                if !values.isEmpty { outcome.emptyTestOf = looked; outcome.emptyTestValues = values }
            }
            return outcome
        }

        static func explanation(_ trial: Trial, othersPass: Bool, seen: [Int: WhatIfSeen], storyboards: [StoryboardDocument] = [], facts: CodeFacts? = nil,
                                paths: [String] = [], leak: Bool = false, typed: [(outlet: String, text: String)] = [],
                                ran: (CodeFacts.Call) -> Bool = { _ in true }, ranAt: (Int, Int, Int) -> Bool = { _, _, _ in true }) -> Explanation {
            switch trial {
            case let .code(change):
                let file = (change.path as NSString).lastPathComponent
                if var outcome = outcome(of: change, seen: seen) {
                    outcome.signs = signNotes(comparison: change.before, pairs: outcome.pairs)
                    // A check of the learner's that turned away what the user typed: turning it around lets anything through.
                    if let facts {
                        outcome.validator = validator(change: change, facts: facts, paths: paths, typed: typed, result: outcome.result)
                    }
                    if outcome.validator != nil {
                        return Explanation(rule: "what-if", text: Catalog.both {
                            $0.whatIfSameEveryTime(file: file, line: change.line, statement: change.statement,
                                                   before: change.before, after: change.after, othersPass: othersPass, outcome: outcome)
                        })
                    }
                    // A part of the test that is a stored property of the learner's nothing assigns: it holds its declared value.
                    if let facts, !outcome.junctionParts.isEmpty {
                        let owner = ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths)?.owner
                        let chain = owner.map { facts.classChain(of: $0) } ?? []
                        for index in outcome.junctionParts.indices {
                            let part = outcome.junctionParts[index]
                            let name = part.text.hasPrefix("self.") ? String(part.text.dropFirst(5)) : part.text
                            guard name.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                                  let property = facts.properties.first(where: { $0.name == name && !$0.isComputed && ($0.owner.map(chain.contains) ?? false) }),
                                  let initial = property.initial, part.values == [initial],
                                  !facts.assignments.contains(where: { $0.target == name || $0.target == "self." + name || $0.target.hasSuffix("." + name) || $0.target.hasSuffix("?." + name) }),
                                  !facts.keyPathMembers.contains(name) else { continue }
                            outcome.junctionParts[index].declared = initial
                            outcome.junctionParts[index].declaredLine = property.line
                        }
                    }
                    // A test that is one computed property of the learner's (`if isCovered`): what it works out.
                    if change.kind == .conditionNegated, let facts, change.before.range(of: #"^(self\.)?\w+$"#, options: .regularExpression) != nil {
                        let name = change.before.hasPrefix("self.") ? String(change.before.dropFirst(5)) : change.before
                        let owner = ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths)?.owner
                        if let property = facts.properties.first(where: { $0.name == name && $0.isComputed && $0.owner == owner }), let getter = property.getter {
                            outcome.readThrough = WhatIfOutcome.FreshSide(side: change.before, property: name, getter: getter.trimmingCharacters(in: .whitespacesAndNewlines), line: property.line)
                        }
                    }

                    // A UIKit property that held its default, compared with a literal the storyboard
                    // holds elsewhere.
                    if outcome.equalSides == false {
                        outcome.source = SideSources.read(comparison: change.before, pairs: outcome.pairs, storyboards: storyboards, facts: facts)
                    }
                    if let facts { outcome.tagNames = Self.tagNames(facts) }
                    // A side made anew at each read, when the values show no other difference.
                    if outcome.equalSides == false, outcome.difference == nil, outcome.source == nil, let facts {
                        outcome.freshEachRead = freshSide(comparison: change.before, facts: facts)
                    }
                    // A side that is a position in a collection: against its count, or read at another slot.
                    if outcome.source == nil, outcome.freshEachRead == nil, let facts {
                        outcome.position = PositionNotes.read(comparison: change.before, pairs: outcome.pairs, facts: facts,
                                                              method: ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths), line: change.line)
                    }
                    // The test of a lookup (`first(where:)`): turned around it takes the first other element,
                    // which passes by accident; where the value went, or came from, is the evidence.
                    if change.kind == .comparisonInverted, let equal = outcome.equalSides, let facts,
                       outcome.difference == nil || equal, outcome.source == nil, outcome.freshEachRead == nil,
                       let lookup = lookupNote(comparison: change.before, path: change.path, line: change.line, found: equal, facts: facts, paths: paths, ran: ran) {
                        outcome.lookup = lookup
                        return Explanation(rule: "what-if", text: Catalog.both {
                            $0.whatIfLookup(file: file, line: change.line, before: change.before, after: change.after, othersPass: othersPass, outcome: outcome, lookup: lookup)
                        })
                    }
                    // A test (or a part of it that fixes the whole) reading a stored property that never
                    // changes: an optional nothing assigns (`value != nil`), a collection declared empty that
                    // nothing in its class fills (`!visited.isEmpty`): it comes out the same whatever the user does.
                    if [.comparisonInverted, .conditionNegated, .boundary].contains(change.kind), let facts,
                       let constant = facts.constantPart(of: change.before, owner: ValueFlow.enclosingMethod(at: change.line, path: change.path, facts: facts, paths: paths)?.owner,
                                                         result: outcome.result) {
                        if constant.part == change.before.trimmingCharacters(in: .whitespaces), constant.reason == .neverAssigned, constant.namesake == nil,
                           let name = change.before.firstMatch(#"^(?:self\.)?(\w+)\s*(==|!=)\s*nil$"#)?[1], name == constant.name {
                            return Explanation(rule: "what-if", text: Catalog.both {
                                $0.whatIfNeverAssignedNilTest(file: file, line: change.line, test: change.before, name: constant.name, declarationLine: constant.declarationLine,
                                                              owner: constant.owner, result: outcome.result)
                            })
                        }
                        return Explanation(rule: "what-if", text: Catalog.both {
                            $0.whatIfConstantPart(file: file, line: change.line, test: change.before, part: constant.part, value: constant.value, name: constant.name,
                                                  declarationLine: constant.declarationLine, owner: constant.owner, neverFilled: constant.reason == .neverFilled,
                                                  namesake: constant.namesake, times: outcome.times)
                        })
                    }
                    // Sides that never matched for a reason their values show: that reason, not the
                    // turned-around test (which passes only by always taking the other way).
                    if outcome.difference != nil || outcome.source != nil || outcome.freshEachRead != nil || (outcome.position != nil && outcome.equalSides != true) { return neverMatched(change, outcome, facts: facts, paths: paths) }
                    // A `guard` that binds a value and returns, which stopped a line that does not use that value
                    // with the lines that do (`guard let current = …, current != "-" else { return }` before
                    // `sub.delegate = self`): the line needed whatever the test says went with them.
                    if [.comparisonInverted, .conditionNegated].contains(change.kind), let facts,
                       let skipped = guardSkipped(change, facts: facts, paths: paths, ranAt: ranAt) {
                        return Explanation(rule: "what-if", text: Catalog.both {
                            $0.whatIfGuardSkippedIndependent(file: file, line: change.line, statement: change.statement, bound: skipped.bound,
                                                             skipped: skipped.statement, skippedLine: skipped.line, method: skipped.method, values: outcome.pairs.first ?? [])
                        })
                    }
                    return Explanation(rule: "what-if", text: Catalog.both {
                        $0.whatIfSameEveryTime(file: file, line: change.line, statement: change.statement,
                                               before: change.before, after: change.after, othersPass: othersPass, outcome: outcome)
                    })
                }
                // Two identifiers the storyboard both has: not a misspelling, the code that receives
                // them treats them differently (the tests that name the one that passes).
                if change.kind == .literalChanged, let facts {
                    let unquote = { (text: String) in text.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                    let identifiers = storyboardNames(storyboards)
                    if identifiers.contains(unquote(change.before)), identifiers.contains(unquote(change.after)) {
                        // The literal is what a test compares with (`identifier == "ManualSubmit"`, `case "ManualSubmit"`):
                        // the test looks for the other segue, the one this check's transition is not.
                        let quoted = NSRegularExpression.escapedPattern(for: change.before)
                        if change.statement.range(of: #"(==|!=|~=)\s*"# + quoted + #"|"# + quoted + #"\s*(==|!=)|^\s*case\b|\bcase\s+"# + quoted, options: .regularExpression) != nil {
                            let method = ValueFlow.methodName(at: change.line, path: change.path, facts: facts, paths: paths)
                            let performed = facts.calls.contains { $0.name == "performSegue" && $0.arguments.first == change.before }
                            return Explanation(rule: "what-if", text: Catalog.both {
                                $0.whatIfTestedIdentifier(file: file, line: change.line, statement: change.statement, before: change.before, after: change.after,
                                                          method: method, performedByCode: performed && method == "shouldPerformSegue(withIdentifier:sender:)")
                            })
                        }
                        let tests = (facts.calls.flatMap(\.conditions) + facts.assignments.flatMap(\.conditions) + facts.returns.flatMap(\.conditions))
                            .filter { $0.text.contains(change.after) && !$0.text.contains(change.before) }
                        var seen = Set<Int>()
                        let named = tests.filter { seen.insert($0.line).inserted }.sorted { $0.line < $1.line }.map { "\($0.text)|\($0.line)" }
                        return Explanation(rule: "what-if", text: Catalog.both {
                            $0.whatIfOtherIdentifier(file: file, line: change.line, statement: change.statement, before: change.before, after: change.after,
                                                     tests: named)
                        })
                    }
                }
                // A place written in place of the one the line writes that the code reads elsewhere
                // (`Current.email` for `env.email`): the value belongs there, this line writes another object's.
                let plainAfter = change.after.replacingOccurrences(of: "self.", with: "")
                let afterIsRead = change.kind == .receiverSwapped && (facts.map { facts in
                    facts.assignments.contains { $0.line != change.line && $0.value.contains(plainAfter) }
                        || facts.calls.contains { $0.line != change.line && $0.arguments.contains { $0.contains(plainAfter) } }
                        || facts.assignments.contains { $0.conditions.contains { $0.text.contains(plainAfter) } }
                } ?? false)
                // A comparison left out that never held: its sides as they were each time it was tested
                // (`segue.identifier` was "DefaultSubmit", `키.제출` is "ActionSubmit").
                if change.kind == .conditionDropped, let entry = seen[change.seenID ?? change.id], entry.trues == 0, entry.falses > 0,
                   let sides = change.before.firstMatch(#"^\s*([^=!<>]+?)\s*(==|!=|===|!==)\s*([^=!<>]+?)\s*$"#) {
                    var values: [String] = []
                    // (A literal side is shown once: `"ActionSubmit"` is "ActionSubmit".)
                    let literal = { (side: String) in side.hasPrefix("\"") && side.hasSuffix("\"") || side.range(of: #"^-?\d+(\.\d+)?$|^(true|false|nil)$"#, options: .regularExpression) != nil }
                    for pair in entry.pairs where pair.count == 2 {
                        let shown = [(sides[1], pair[0]), (sides[3], pair[1])].filter { !literal($0.0) }.map { "`\($0.0)` \(ValueFlow.unwrapped($0.1))" }.joined(separator: ", ")
                        if !shown.isEmpty, !values.contains(shown) { values.append(shown) }
                    }
                    // The value tested is what another test of the same thing looks for, and that test's code
                    // ran (`identifier == "DefaultSubmit"` beside `identifier == "ActionSubmit"`): each case has its
                    // own code, and what the check needs is only in the other case's. Not a test to drop: the
                    // case that ran lacks it.
                    if let facts, literal(sides[3]) || literal(sides[1]), entry.pairs.count >= 1 {
                        let subject = literal(sides[3]) ? sides[1] : sides[3]
                        let tested = Set(entry.pairs.compactMap { pair in pair.count == 2 ? ValueFlow.unwrapped(literal(sides[3]) ? pair[0] : pair[1]) : nil })
                        let conditions = facts.calls.flatMap(\.conditions) + facts.assignments.flatMap(\.conditions) + facts.returns.flatMap(\.conditions)
                        let sibling = conditions.filter { condition in
                            condition.line != change.line && tested.contains { value in
                                value.hasPrefix("\"") && condition.text.contains(value) && FailureContext.mentions(condition.text, CodeFacts.rootName(subject))
                            }
                        }.min { $0.line < $1.line }
                        // Whether the code under that other test ran (the coverage of what it guards).
                        let siblingRan = sibling.map { sibling in
                            let file = paths.firstIndex(of: change.path) ?? -1
                            let guarded = facts.assignments.filter { $0.file == file && $0.conditions.contains { $0.line == sibling.line } }.map { ($0.line, $0.column) }
                                + facts.calls.filter { $0.file == file && $0.conditions.contains { $0.line == sibling.line } }.map { ($0.line, $0.column) }
                            return guarded.isEmpty || guarded.contains { ranAt(file, $0.0, $0.1) }
                        } ?? false
                        if tested.count == 1, let sibling, sibling.holds, siblingRan {
                            return Explanation(rule: "what-if", text: Catalog.both {
                                $0.whatIfOtherCaseLacks(file: file, line: change.line, test: change.before, othersPass: othersPass, value: tested.first ?? "",
                                                        subject: subject, siblingTest: sibling.text, siblingLine: sibling.line)
                            })
                        }
                        // The test is a `guard … else { return }` that let only its own value through: the code
                        // written below it for the value that came was never reached.
                        let statement = change.statement.trimmingCharacters(in: .whitespaces)
                        if tested.count == 1, let sibling, sibling.holds, !siblingRan, statement.hasPrefix("guard "),
                           statement.range(of: #"else\s*\{\s*return\s*\}\s*$"#, options: .regularExpression) != nil {
                            return Explanation(rule: "what-if", text: Catalog.both {
                                $0.whatIfGuardBlocksCase(file: file, line: change.line, statement: statement, value: tested.first ?? "",
                                                         siblingTest: sibling.text, siblingLine: sibling.line)
                            })
                        }
                    }
                    if !values.isEmpty {
                        return Explanation(rule: "what-if", text: Catalog.both {
                            $0.whatIfDroppedTestNeverHeld(file: file, line: change.line, test: change.before, othersPass: othersPass, values: values, times: entry.falses)
                        })
                    }
                }
                // The line dropped writes over a place with a property of its object that no line of the
                // learner's ever gives a value (`resultEmail.text = paramEmail ?? "(없음)"`), and another line
                // put the value into that place itself (`self?.resultEmail.text = email` in a closure): the
                // value went around the property the screen shows from (held-out 286-02).
                if change.kind == .statementDropped, let facts, let fileIndex = paths.firstIndex(of: change.path),
                   let bypassed = facts.valueBypassingProperty(line: change.line, file: fileIndex, ran: { ranAt($0.file, $0.line, $0.column) }) {
                    return Explanation(rule: "what-if", text: Catalog.both {
                        $0.whatIfValueBypassedProperty(file: file, line: change.line, statement: change.statement, property: bypassed.property,
                                                       direct: bypassed.direct.statement, directFile: (paths.indices.contains(bypassed.direct.file) ? (paths[bypassed.direct.file] as NSString).lastPathComponent : file),
                                                       directLine: bypassed.direct.line, value: bypassed.direct.value, fix: bypassed.fix, triedWithout: true)
                    })
                }
                return Explanation(rule: "what-if", text: Catalog.both {
                    $0.whatIfPasses(kind: change.kind, file: file, line: change.line, statement: change.statement,
                                    before: change.before, after: change.after, othersPass: othersPass, keeps: leak, afterIsRead: afterIsRead)
                })
            case let .storyboard(change, _):
                return Explanation(rule: "what-if", text: Catalog.both {
                    $0.whatIfStoryboardPasses(kind: change.kind, storyboard: change.storyboard, source: change.source, destination: change.destination,
                                              property: change.property, before: change.before, after: change.after, othersPass: othersPass)
                })
            }
        }
    }

    static let debugStart = Date()
    static func debug(_ text: @autoclosure () -> String) {
        if ProcessInfo.processInfo.environment["WORKBOOK_WHATIF_DEBUG"] != nil {
            FileHandle.standardError.write(Data((String(format: "[%.2f] ", Date().timeIntervalSince(debugStart)) + text() + "\n").utf8))
        }
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
