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
        do {
            app = try tracer.prepare(projectFolder: project)
        } catch let error as WorkbookError {
            var report = notRun(checks, seconds: Date().timeIntervalSince(start))
            switch error {
            case let .compileFailed(text): report.compileError = text
            case .badInput, .internalError: report.internalError = error.description
            }
            return report
        } catch {
            var report = notRun(checks, seconds: Date().timeIntervalSince(start))
            report.internalError = "\(error)"
            return report
        }
        let sources = (try? ProjectScanner.scan(folder: project).sources.map(\.contents)) ?? []

        var results: [CheckResult] = []
        for check in checks.checks {
            let unmet = check.depends.filter { id in results.first { $0.id == id }?.status != .passed }
            if !unmet.isEmpty {
                results.append(CheckResult(id: check.id, title: check.title, status: .skipped, points: 0, maxPoints: check.points,
                                           visibility: check.visibility,
                                           message: LocalizedText(ko: "먼저 통과해야 하는 검사가 통과하지 못해 건너뛰었습니다: \(unmet.joined(separator: ", "))",
                                                                  en: "Skipped: it needs \(unmet.joined(separator: ", ")) to pass first.")))
                continue
            }
            var result = run(check, app: app, sources: sources)
            // Before the due date, an `after_due` check reports its outcome only, like a hidden one.
            if check.visibility == .afterDue, let due = checks.due, Date() < due { result.visibility = .hidden }
            results.append(result)
        }
        let score = results.reduce(0) { $0 + $1.points }
        let maxScore = checks.checks.reduce(0) { $0 + $1.points }
        let status: CheckReport.Status = results.contains { $0.status == .error } ? .error
            : results.allSatisfy { $0.status == .passed } ? .passed : .failed
        let report = CheckReport(exercise: checks.exercise, title: checks.title, status: status, score: score, maxScore: maxScore,
                                 checks: results, seconds: Date().timeIntervalSince(start))
        if let key, status != .error { store(report, key: key) }
        return report
    }

    /// One check in its own process (a new one per `relaunch`), judged and explained.
    func run(_ check: Check, app: LaunchableApp, sources: [String]) -> CheckResult {
        let start = Date()
        var limits = self.limits
        limits.wallSeconds = check.timeout
        let run: AppRun
        do {
            run = try AppRunner(app: app, limits: limits).run(steps: check.steps)
        } catch {
            return CheckResult(id: check.id, title: check.title, status: .error, points: 0, maxPoints: check.points,
                               visibility: check.visibility, message: LocalizedText("workbook could not run this check: \(error)"))
        }
        var result = CheckResult(id: check.id, title: check.title, status: .passed, points: check.points, maxPoints: check.points,
                                 visibility: check.visibility, trace: Self.timeline(run, steps: check.steps), console: run.console,
                                 crash: run.crash, seconds: Date().timeIntervalSince(start))
        guard let failure = ExpectationEvaluator(steps: check.steps, run: run).firstFailure() else { return result }
        let storyboards = app.storyboards
        result.status = .failed
        result.points = 0
        result.message = failure.message
        result.expected = failure.expected
        result.actual = failure.actual
        result.failedStep = failure.step
        result.hints = check.hints
        result.explanations = TeachingRules.explanations(for: FailureContext(check: check, failure: failure, run: run,
                                                                             storyboards: storyboards, sources: sources))
        return result
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
                        message: LocalizedText(ko: "코드가 컴파일되지 않아 실행하지 않았습니다.", en: "Not run: the code did not compile."))
        }
        return CheckReport(exercise: checks.exercise, title: checks.title, status: .error, score: 0,
                           maxScore: checks.checks.reduce(0) { $0 + $1.points }, checks: results, seconds: seconds)
    }

    // MARK: Report cache: an unchanged solution and exercise answer at once.

    func cacheKey(project: URL, checks: ExerciseChecks) -> String? {
        guard reportCache != nil, let project = try? ProjectScanner.scan(folder: project) else { return nil }
        var hash = ContentHash()
        hash.add(RuntimeBuilder().cheapKey)
        hash.add(Self.toolFingerprint)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        hash.add((try? encoder.encode(checks)) ?? Data())
        hash.add("\(limits.sandbox.resolved.rawValue) \(limits.cpuSeconds) \(limits.memoryBytes)")
        for source in project.sources {
            hash.add(source.relativePath)
            hash.add(source.contents)
        }
        for (name, url) in project.storyboards.sorted(by: { $0.key < $1.key }) {
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

    private func cachedReport(_ key: String) -> CheckReport? {
        guard let url = reportCache?.appendingPathComponent("\(key).json"), let data = try? Data(contentsOf: url),
              var report = try? JSONDecoder().decode(CheckReport.self, from: data) else { return nil }
        report.cached = true
        return report
    }

    private func store(_ report: CheckReport, key: String) {
        guard let folder = reportCache, let data = try? JSONEncoder().encode(report) else { return }
        try? AtomicFile.write(String(decoding: data, as: UTF8.self), to: folder.appendingPathComponent("\(key).json"))
    }
}
