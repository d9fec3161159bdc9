import Foundation
import LearnerBuild
import WorkbookProtocol

/// `workbook check`: builds the solution once, runs every check in its own child process, judges
/// the expectations, and explains failures. A crash, hang or exception in one check never hides
/// the others' results.
public struct Checker {
    public var tracer: ProjectTracer
    public var limits: RunLimits
    /// Where finished reports are kept, by content (`nil`: no report cache).
    public var reportCache: URL?
    /// How many checks' apps run at once (each in its own process; a check waits for the checks
    /// it depends on). `check` and `watch` use the cores; `grade` keeps 1 (it runs pairs at once).
    public var parallelRuns = 1
    /// A learner's own check (`check`, `watch`): one run per core, at most 4.
    public static var learnerParallelRuns: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4) }
    /// Ask each check's app for its screens, so a failed check carries the screen at its failing
    /// step (`CheckResult.screens`): for the HTML report and `check --screens`. Off: nothing is read.
    public var screens = false
    /// Explain a failed check no reading explains by the what-if search (`Checker+WhatIf`):
    /// `check` and `watch` do; `grade` and the validators do not (it costs a build and short runs).
    public var whatIf = false
    /// The search's time for one solution, over all its failed checks.
    public var whatIfSeconds: Double = 12

    public init(tracer: ProjectTracer = ProjectTracer(), limits: RunLimits = RunLimits(), reportCache: URL? = CacheLocation.root.appendingPathComponent("reports")) {
        self.tracer = tracer
        self.limits = limits
        self.reportCache = reportCache
    }

    public func check(project: URL, checks: ExerciseChecks) -> CheckReport {
        let start = Date()
        let key = cacheKey(project: project, checks: checks)
        if let key, let cached = cachedReport(key) { return cached }

        let app: LaunchableApp
        // The project is read once: the build, the readings and the what-if search all see the
        // same text (a file changed during the checks is the next check's).
        let scannedProject: LearnerProject
        do {
            scannedProject = try tracer.scan(projectFolder: project)
            app = try tracer.prepare(project: scannedProject)
        } catch let error as WorkbookError {
            var report = notRun(checks, seconds: Date().timeIntervalSince(start))
            switch error {
            case let .compileFailed(text): report.compileError = text
            case let .refused(text, korean):
                report.compileError = text
                report.compileErrorKorean = korean
            // The learner's project cannot be read as it is (a link leaving it, an odd file name,
            // a broken storyboard, a reserved module name): the learner's problem, not ours.
            case let .badInput(diagnostics):
                report.compileError = Catalog[.en].checkerNotGradedCannotBeChecked + "\n" + error.description
                // In Korean too when every diagnostic was written in Korean (one language, never mixed).
                let korean = diagnostics.compactMap(\.koreanDescription)
                if korean.count == diagnostics.count, !korean.isEmpty {
                    report.compileErrorKorean = Catalog[.ko].checkerNotGradedCannotBeChecked + "\n" + korean.joined(separator: "\n")
                }
            case .internalError: report.internalError = error.description
            }
            return report
        } catch {
            var report = notRun(checks, seconds: Date().timeIntervalSince(start))
            report.internalError = "\(error)"
            return report
        }
        let scanned = scannedProject.sources
        let sources = LearnerCode(sources: scanned.map(\.contents), paths: scanned.map(\.relativePath), warnings: app.warnings)

        let seeds = whatIf ? WhatIfSeeds() : nil
        var slots: [CheckResult?] = Array(repeating: nil, count: checks.checks.count)
        // A check that ended on the machine's account (a timeout, the CPU limit, a kill from
        // outside) even when run again: its report is not kept, so the next check runs it anew.
        var machineDependent = false
        var killedFromOutside = false
        // In waves: a check runs once every check it depends on (always an earlier one) is done.
        for wave in Self.waves(checks.checks) {
            var ready: [Int] = []
            for index in wave {
                let check = checks.checks[index]
                let unmet = check.depends.filter { id in slots.compactMap { $0 }.first { $0.id == id }?.status != .passed }
                if unmet.isEmpty {
                    ready.append(index)
                } else {
                    slots[index] = CheckResult(id: check.id, title: check.title, status: .skipped, points: 0, maxPoints: check.points,
                                               visibility: check.visibility,
                                               message: Catalog.both { $0.checkerSkippedItNeedsToPassFirst(unmet: "\(unmet.joined(separator: ", "))") })
                }
            }
            for (index, (result, end)) in zip(ready, runAll(ready.map { checks.checks[$0] }, app: app, sources: sources, seeds: seeds)) {
                if end?.dependsOnTheMachine == true { machineDependent = true }
                if end == .killedFromOutside { killedFromOutside = true }
                slots[index] = result
            }
        }
        // Before the due date, an `after_due` check reports its outcome only: decided when the
        // report is published (so a cached report opens on the due date too).
        var results = slots.compactMap { $0 }
        if let seeds, !whatIf(&results, checks: checks, app: app, project: scannedProject, sources: sources, seeds: seeds) {
            // A search cut short by its time (or the machine) may find more the next time.
            machineDependent = true
        }
        let score = results.reduce(0) { $0 + $1.points }
        let maxScore = checks.checks.reduce(0) { $0 + $1.points }
        let status: CheckReport.Status = results.contains { $0.status == .error } ? .error
            : results.allSatisfy { $0.status == .passed } ? .passed : .failed
        var report = CheckReport(exercise: checks.exercise, title: checks.title, status: status, score: score, maxScore: maxScore,
                                 checks: results, seconds: Date().timeIntervalSince(start), due: checks.due)
        if killedFromOutside { report.killedFromOutside = true }
        if let key, status != .error, !machineDependent { store(report, key: key) }
        return report
    }

    /// Checks in dependency waves: each check in the wave after the last check it depends on.
    static func waves(_ checks: [Check]) -> [[Int]] {
        var level: [String: Int] = [:]
        var waves: [[Int]] = []
        for (index, check) in checks.enumerated() {
            let wave = check.depends.compactMap { level[$0] }.max().map { $0 + 1 } ?? 0
            level[check.id] = wave
            while waves.count <= wave { waves.append([]) }
            waves[wave].append(index)
        }
        return waves
    }

    /// Indices of `checks` in the groups that may run at the same time (issue 29.4): the visible
    /// checks, then the withheld ones (hidden, `after_due`), never a withheld check's run beside a
    /// visible run of the same submission, whose console the learner reads: whatever the two apps
    /// could share (the machine's disk, its load), nothing a withheld check's app learns of its
    /// steps can reach a report by way of a visible check running at the same time.
    static func concurrentGroups(_ checks: [Check]) -> [[Int]] {
        let visible = checks.indices.filter { checks[$0].visibility == .visible }
        let withheld = checks.indices.filter { checks[$0].visibility != .visible }
        return [visible, withheld].filter { !$0.isEmpty }
    }

    /// The checks' runs, `parallelRuns` at a time within each of `concurrentGroups`, results in the checks' order.
    func runAll(_ checks: [Check], app: LaunchableApp, sources: LearnerCode, seeds: WhatIfSeeds? = nil) -> [(CheckResult, RunEnd?)] {
        let groups = Self.concurrentGroups(checks)
        guard groups.count == 1 else {
            var results = [(CheckResult, RunEnd?)?](repeating: nil, count: checks.count)
            for group in groups {
                for (index, result) in zip(group, runGroup(group.map { checks[$0] }, app: app, sources: sources, seeds: seeds)) { results[index] = result }
            }
            return results.compactMap { $0 }
        }
        return runGroup(checks, app: app, sources: sources, seeds: seeds)
    }

    private func runGroup(_ checks: [Check], app: LaunchableApp, sources: LearnerCode, seeds: WhatIfSeeds?) -> [(CheckResult, RunEnd?)] {
        guard parallelRuns > 1, checks.count > 1 else { return checks.map { run($0, app: app, sources: sources, seeds: seeds) } }
        let box = ResultBox<(CheckResult, RunEnd?)>(count: checks.count)
        let next = ResultBox<Int>(count: 0)
        let group = DispatchGroup()
        for _ in 0..<min(parallelRuns, checks.count) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                while let index = next.take(below: checks.count) {
                    box.set(index, run(checks[index], app: app, sources: sources, seeds: seeds))
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return box.values
    }

    /// One check in its own process (a new one per `relaunch`), judged and explained, with how
    /// the app ended when the host saw it end. A run that ended on the machine's account (a
    /// timeout, the CPU limit, a kill from outside) is run once more before it counts: a
    /// correct solution on a loaded or short-of-memory grading machine must not fail for it. A
    /// timeout spent waiting rather than computing gets twice the time the second time.
    func run(_ check: Check, app: LaunchableApp, sources: LearnerCode, seeds: WhatIfSeeds? = nil) -> (CheckResult, RunEnd?) {
        let start = Date()
        var limits = self.limits
        limits.wallSeconds = check.timeout
        var run: AppRun
        do {
            run = try AppRunner(app: app, limits: limits, screens: screens).run(steps: check.steps)
            if let end = run.end, end.dependsOnTheMachine {
                if case .timeout = end, !end.wasComputing { limits.wallSeconds = min(check.timeout * 2, 600) }
                run = try AppRunner(app: app, limits: limits, screens: screens).run(steps: check.steps)
            }
        } catch {
            return (CheckResult(id: check.id, title: check.title, status: .error, points: 0, maxPoints: check.points,
                                visibility: check.visibility, message: LocalizedText("workbook could not run this check: \(error)")), nil)
        }
        var result = CheckResult(id: check.id, title: check.title, status: .passed, points: check.points, maxPoints: check.points,
                                 visibility: check.visibility, trace: Self.timeline(run, steps: check.steps), console: run.console,
                                 crash: run.crash, seconds: Date().timeIntervalSince(start))
        guard let failure = ExpectationEvaluator(steps: check.steps, run: run, sources: sources).firstFailure() else { return (result, run.end) }
        let storyboards = app.storyboards
        result.status = .failed
        result.points = 0
        result.message = failure.message
        result.expected = failure.expected
        result.actual = failure.actual
        result.failedStep = failure.step
        result.hints = check.hints(forFailure: failure.expectation?.kind, code: sources.match, working: check.labelsShownRight(in: run.state))
        result.explanations = TeachingRules.explanations(for: Self.teachingContext(check: check, failure: failure, run: run,
                                                                                  storyboards: storyboards, sources: sources,
                                                                                  executable: app.executable))
        // The lines that ran, for the what-if search.
        // (A run that ended in a trap sent none: the search then changes only the storyboards.)
        if let seeds, check.visibility == .visible {
            seeds.set(check.id, LineCoverageReader.read(executable: app.executable, profiles: run.coverage, learnerFiles: sources.paths)
                ?? LineCoverage(files: [:]))
        }
        if check.visibility != .visible, check.feedback == .cause {
            result.causes = Self.causes(result.explanations, of: check, failure: failure)
        }
        if screens { result.screens = FailureScreens.make(run: run, failure: failure, storyboards: storyboards) }
        return (result, run.end)
    }

    /// What the teaching rules read of a failed check's run.
    static func teachingContext(check: Check, failure: ExpectationEvaluator.Failure, run: AppRun,
                                storyboards: [StoryboardDocument], sources: LearnerCode, executable: URL? = nil) -> FailureContext {
        let profiles = run.coverage, paths = sources.paths
        var coverage: (@Sendable () -> LineCoverage?)?
        if let executable {
            coverage = { LineCoverageReader.read(executable: executable, profiles: profiles, learnerFiles: paths) }
        }
        let timeline: [RunRecord.Entry] = run.timeline.map { entry in
            switch entry {
            case let .step(index, description): return .step(index: index, description: description)
            case let .event(event): return .event(event)
            case let .console(line): return .console(line)
            case let .probe(index, probe): return .probe(index: index, probe: probe)
            }
        }
        return FailureContext(check: CheckFacts(id: check.id, steps: check.steps),
                              failure: FailureFacts(step: failure.step, expectation: failure.expectation, expected: failure.expected, actual: failure.actual),
                              run: RunRecord(timeline: timeline, crash: run.crash, state: run.state, coverage: coverage),
                              storyboards: storyboards, sources: sources)
    }

    /// The explanations of a withheld check that learners may read: none quoting a text the check
    /// types, taps, compares or found (its values are how the check works, not the learner's cause).
    public static func causes(_ explanations: [Explanation], of check: Check, failure: ExpectationEvaluator.Failure) -> [Explanation] {
        // What the check compared and found, when it is a value (a class or an instance is not).
        var values: [String] = []
        switch failure.expectation {
        case .label?, .property?, .userDefaults?, .console?, .crash?: values = [failure.expected, failure.actual].compactMap { $0 }
        default: break
        }
        for step in check.steps {
            switch step {
            case let .type(locator, text): values += [text, locator.title].compactMap { $0 }
            case let .tap(locator), let .set(locator, _, _, _): values += [locator.title].compactMap { $0 }
            case let .expect(expectation):
                switch expectation {
                case let .label(_, text): values += [text].compactMap { $0 }
                case let .property(_, _, equals): values.append(equals)
                case let .userDefaults(key, equals): values += [key, equals].compactMap { $0 }
                case let .crash(reason, _): values.append(reason)
                case let .console(text): values.append(text)
                case .top, .stack, .presented, .events, .noEvents, .instance, .deallocated: break
                }
            default: break
            }
        }
        // Quoting trims: `"a@b.c"` as an expected value is a@b.c in a sentence.
        let secrets = values.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }.filter { $0.count >= 2 }
        return explanations.filter { explanation in
            !secrets.contains { explanation.text.ko.contains($0) || explanation.text.en.contains($0) }
        }
    }

    /// Steps, events and console lines as one readable timeline.
    static func timeline(_ run: AppRun, steps: [Step]) -> [String] {
        run.timeline.compactMap { entry in
            switch entry {
            case let .step(index, description): return "-- step \(index): \(description)"
            case let .event(event): return event.line
            case let .console(line): return "console: \(line)"
            case .probe: return nil
            }
        }
    }

    private func notRun(_ checks: ExerciseChecks, seconds: Double) -> CheckReport {
        let results = checks.checks.map { check in
            CheckResult(id: check.id, title: check.title, status: .skipped, points: 0, maxPoints: check.points,
                        visibility: check.visibility,
                        message: Catalog.both { $0.checkerNotRunTheCodeDidNot })
        }
        return CheckReport(exercise: checks.exercise, title: checks.title, status: .error, score: 0,
                           maxScore: checks.checks.reduce(0) { $0 + $1.points }, checks: results, seconds: seconds, due: checks.due)
    }

    // MARK: Report cache: an unchanged solution and exercise answer at once.

    /// No report cache without bubblewrap: there the learner's code runs as the same user as the
    /// checker and could read or rewrite the cache.
    func cacheKey(project: URL, checks: ExerciseChecks) -> String? {
        guard reportCache != nil, limits.sandbox.resolved == .bwrap, let project = try? ProjectScanner.scan(folder: project) else { return nil }
        var hash = ContentHash()
        let runtime = RuntimeBuilder()
        hash.add(runtime.cheapKey)
        // Where the runtime is: a cache folder moved elsewhere answers with none of its reports.
        hash.add(runtime.cacheRoot.path)
        hash.add(Self.toolFingerprint)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        hash.add((try? encoder.encode(checks)) ?? Data())
        hash.add("\(limits.sandbox.resolved.rawValue) \(limits.cpuSeconds) \(limits.memoryBytes)")
        if screens { hash.add("screens") }
        // A report with the what-if search's findings is not a report without them.
        if whatIf { hash.add("what-if") }
        for source in project.sources {
            hash.add(source.relativePath)
            hash.add(source.contents)
        }
        for (name, url) in project.storyboards.sorted(by: { $0.key < $1.key }) + project.nibs.sorted(by: { $0.key < $1.key }) {
            hash.add(name)
            hash.add((try? Data(contentsOf: url)) ?? Data())
        }
        hash.add(project.infoPlist ?? "")
        return hash.hex
    }

    /// This workbook binary (path, size, modification time): a new build of the tool, with
    /// another glue generator or other rules, does not answer from an old report.
    static let toolFingerprint: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }()

    /// A cached report is used only when its seal (HMAC under the cache's own key, a file only
    /// the checker's user reads, never visible inside the sandbox) holds.
    private func cachedReport(_ key: String) -> CheckReport? {
        guard let folder = reportCache, let sealKey = Self.cacheSealKey(folder),
              let data = try? Data(contentsOf: folder.appendingPathComponent("\(key).json")),
              let newline = data.firstIndex(of: 0x0A) else { return nil }
        let seal = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        let body = data[data.index(after: newline)...]
        guard seal == ChannelSeal.hex(HMACSHA256.authenticate(body, key: sealKey)),
              var report = try? JSONDecoder().decode(CheckReport.self, from: body) else { return nil }
        report.cached = true
        return report
    }

    private func store(_ report: CheckReport, key: String) {
        guard let folder = reportCache, let sealKey = Self.cacheSealKey(folder), let data = try? JSONEncoder().encode(report) else { return }
        let seal = ChannelSeal.hex(HMACSHA256.authenticate(data, key: sealKey))
        try? AtomicFile.write(seal + "\n" + String(decoding: data, as: UTF8.self), to: folder.appendingPathComponent("\(key).json"))
    }

    /// The report cache's key, made on first use (mode 0600).
    static func cacheSealKey(_ folder: URL) -> [UInt8]? {
        let url = folder.appendingPathComponent(".seal-key")
        if let data = try? Data(contentsOf: url), data.count == 32 { return Array(data) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var generator = SystemRandomNumberGenerator()
        let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let staging = folder.appendingPathComponent(".seal-key-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: staging.path, contents: Data(key), attributes: [.posixPermissions: 0o600]) else { return nil }
        // Two checkers at once: the first rename wins, both read the winner's key.
        if (try? FileManager.default.moveItem(at: staging, to: url)) == nil { try? FileManager.default.removeItem(at: staging) }
        guard let data = try? Data(contentsOf: url), data.count == 32 else { return nil }
        return Array(data)
    }
}

/// Results filled in by worker threads, and the next index to take.
final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]
    private var taken = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
        }
    }

    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}

/// A checker's settings are only read while checks run, each run in its own process and folder.
extension Checker: @unchecked Sendable {}
