import Foundation
import Teaching
import WorkbookProtocol

/// Judges a check's expectations against what the app did, in step order. The first broken
/// expectation (or an unexpected crash) is the failure.
public struct ExpectationEvaluator {
    public struct Failure: Equatable, Sendable {
        public var step: Int?
        public var expectation: Expectation?
        public var message: LocalizedText
        public var expected: String?
        public var actual: String?

        public init(step: Int?, expectation: Expectation?, message: LocalizedText, expected: String? = nil, actual: String? = nil) {
            self.step = step
            self.expectation = expectation
            self.message = message
            self.expected = expected
            self.actual = actual
        }
    }

    let steps: [Step]
    let run: AppRun
    /// The learner's code, when known: a path that holds an object only through a property the code
    /// declares `weak` or `unowned` is not why it is still in memory, and is not shown as a holder.
    let sources: LearnerCode?

    public init(steps: [Step], run: AppRun, sources: LearnerCode? = nil) {
        self.steps = steps
        self.run = run
        self.sources = sources
    }

    /// What the driver's holder paths (reflection, which shows weak properties too) leave once the
    /// paths through the code's weak or unowned properties are set aside.
    static func strongPaths(_ paths: [String], sources: LearnerCode?) -> [String] {
        guard let facts = sources?.facts else { return paths }
        let strong = paths.filter { !facts.passesWeakLink($0) }
        return strong.isEmpty && !paths.isEmpty ? ["(held by something reflection cannot see, such as a closure capturing it)"] : strong
    }

    /// nil when every expectation holds.
    public func firstFailure() -> Failure? {
        // Learner code interfered with the driver's messages: nothing the run says counts.
        if let tampered = run.tampered {
            return Failure(step: nil, expectation: nil,
                           message: Catalog.both { $0.expectTheAppTamperedWithItsMessages },
                           expected: nil, actual: tampered)
        }
        var events: [TraceEvent] = []
        var console: [String] = []
        var probed = Set<Int>()
        var lastProbe = -1
        for entry in run.timeline {
            switch entry {
            case let .event(event): events.append(event)
            case let .console(line): console.append(line)
            case .step: break
            case let .probe(index, probe):
                // One answer per expectation, in step order: anything else did not come from the driver's steps.
                guard index > lastProbe, steps.indices.contains(index), case let .expect(expectation) = steps[index] else {
                    return Self.unanswered(step: index)
                }
                lastProbe = index
                probed.insert(index)
                if let failure = judge(expectation, probe: probe, events: events, console: console) {
                    var located = failure
                    located.step = index
                    return located
                }
            }
        }
        let crashExpectations = steps.enumerated().compactMap { index, step -> (Int, String, String?)? in
            if case let .expect(.crash(reason, name)) = step { return (index, reason, name) }
            return nil
        }
        /// Every expectation before `end` must have been answered.
        func firstUnanswered(before end: Int) -> Int? {
            steps.indices.first { index in
                guard index < end, case let .expect(expectation) = steps[index] else { return false }
                if case .crash = expectation { return false }
                return !probed.contains(index)
            }
        }
        if let crash = run.crash {
            if let (index, reason, name) = crashExpectations.first {
                let matches = crash.kind == .uncaughtException || crash.kind == .fatalError
                if matches && crash.reason.contains(reason) && (name == nil || crash.name == name) {
                    // The expectations before the crash expectation must all have been answered.
                    if let missing = firstUnanswered(before: min(index, crash.step ?? index)) { return Self.unanswered(step: missing) }
                    return nil
                }
                return Failure(step: index, expectation: .crash(reason: reason, name: name),
                               message: Catalog.both { $0.expectTheAppShouldCrashForThe },
                               expected: [name, reason].compactMap { $0 }.joined(separator: ": "),
                               actual: [crash.name, crash.reason].compactMap { $0 }.joined(separator: ": "))
            }
            return Self.crashFailure(crash, end: run.end)
        }
        if let (index, reason, name) = crashExpectations.first {
            return Failure(step: index, expectation: .crash(reason: reason, name: name),
                           message: Catalog.both { $0.expectTheAppShouldHaveCrashedBut },
                           expected: reason, actual: "no crash")
        }
        if !run.finished {
            return Failure(step: nil, expectation: nil,
                           message: Catalog.both { $0.expectTheAppDidNotFinishThe },
                           expected: nil, actual: nil)
        }
        if let missing = firstUnanswered(before: steps.count) { return Self.unanswered(step: missing) }
        return nil
    }

    /// An expectation the app never answered (or answered out of turn): it cannot count as met.
    static func unanswered(step: Int) -> Failure {
        Failure(step: step, expectation: nil,
                message: Catalog.both { $0.expectTheAppDidNotReportWhat },
                expected: nil, actual: nil)
    }

    /// How the host saw the run end, in the reader's language (nil: the crash's own reason).
    static func describe(_ end: RunEnd?, _ text: any Messages) -> String? {
        switch end {
        case nil: return nil
        case let .cpuLimit(seconds): return text.runEndCpuLimit(seconds: "\(seconds)")
        case .killedFromOutside: return text.runEndKilledFromOutside()
        case let .timeout(seconds, cpu):
            let cpuText = cpu.map { String(format: "%.1f", $0) } ?? "?"
            return end?.wasComputing == true ? text.runEndTimeoutComputing(seconds: seconds.formattedForTrace, cpu: cpuText)
                : text.runEndTimeoutWaiting(seconds: seconds.formattedForTrace, cpu: cpuText)
        case let .outputLimit(bytes): return text.runEndOutputLimit(bytes: "\(bytes)")
        case let .fileSizeLimit(bytes): return text.runEndFileSizeLimit(bytes: "\(bytes)")
        case let .homeQuota(megabytes): return text.runEndHomeQuota(megabytes: "\(megabytes)")
        case let .signal(number, name): return text.runEndSignal(number: "\(number)", name: name)
        case let .exit(status): return text.runEndExit(status: "\(status)")
        }
    }

    static func crashFailure(_ crash: CrashReport, end: RunEnd? = nil) -> Failure {
        let message: LocalizedText
        // A timeout names what the app was doing when it has been measured.
        if case .timeout(_, _?) = end {
            return Failure(step: crash.step, expectation: nil,
                           message: Catalog.both { $0.expectTheCheckTimedOut(whereValue: $0.stepPlace(crash.step), detail: describe(end, $0) ?? "") },
                           expected: nil, actual: crash.reason)
        }
        switch crash.kind {
        case .uncaughtException:
            message = Catalog.both { $0.expectTheAppCrashedWithAUikit(whereValue: $0.stepPlace(crash.step), crashReason: "\(crash.reason)") }
        case .fatalError:
            message = Catalog.both { $0.expectTheAppCrashedWithASwift(place: crash.file.map { $0 + ":\(crash.line ?? 0)" }.map($0.crashPlace) ?? "", crashReason: "\(crash.reason)") }
        case .timeout:
            message = Catalog.both { $0.expectTheCheckDidNotFinishIn(whereValue: $0.stepPlace(crash.step)) }
        case .exit:
            message = Catalog.both { $0.expectTheAppEndedItselfExitBefore(whereValue: $0.stepPlace(crash.step)) }
        case .limit:
            message = Catalog.both { $0.expectTheAppWentOverALimit(whereValue: $0.stepPlace(crash.step), crashReason: describe(end, $0) ?? "\(crash.reason)") }
        case .signal:
            message = Catalog.both { $0.expectTheAppWasKilled(whereValue: $0.stepPlace(crash.step), crashReason: describe(end, $0) ?? "\(crash.reason)") }
        case .stepFailed:
            message = Catalog.both { $0.expectThisStepCouldNotBeDone(whereValue: $0.stepPlace(crash.step), crashReason: $0.stepFailureReason(crash.reason)) }
        }
        return Failure(step: crash.step, expectation: nil, message: message, expected: nil, actual: crash.reason)
    }

    func judge(_ expectation: Expectation, probe: Probe, events: [TraceEvent], console: [String]) -> Failure? {
        let state = probe.state
        func fail(_ message: LocalizedText, expected: String?, actual: String?) -> Failure {
            Failure(step: nil, expectation: expectation, message: message, expected: expected, actual: actual)
        }
        func className(_ tag: String?) -> String { tag.map { String($0.split(separator: "#")[0]) } ?? "nothing" }
        switch expectation {
        case let .top(name):
            guard className(state.visibleController) == name else {
                return fail(Catalog.both { $0.expectTheScreenShownShouldBe(name: name) },
                            expected: name, actual: state.visibleController ?? "nothing")
            }
        case let .stack(names):
            let stack = (state.navigationStacks.last { $0.stack.contains(state.visibleController ?? "") } ?? state.navigationStacks.first)?.stack ?? []
            guard stack.map(className) == names else {
                return fail(Catalog.both { $0.expectTheNavigationStackShouldBeDifferent },
                            expected: names.joined(separator: " > "), actual: stack.isEmpty ? "no navigation stack" : stack.joined(separator: " > "))
            }
        case let .presented(names):
            let presented = state.presented.map(\.controller)
            guard presented.map(className) == names else {
                return fail(Catalog.both { $0.expectThePresentedScreensShouldBeDifferent },
                            expected: names.isEmpty ? "nothing presented" : names.joined(separator: " > "),
                            actual: presented.isEmpty ? "nothing presented" : presented.map { tag in
                                "\(tag) (\(state.presented.first { $0.controller == tag }?.style ?? ""))" }.joined(separator: " > "))
            }
        case let .label(outlet, text):
            guard let label = state.labels.first(where: { $0.outlet == outlet }) else {
                return fail(Catalog.both { $0.expectLabelMissing(screen: state.visibleController, outlet: outlet) },
                            expected: "label \(outlet)", actual: "labels: " + state.labels.compactMap(\.outlet).joined(separator: ", "))
            }
            guard label.text == text else {
                return fail(Catalog.both { $0.expectTheLabelShouldReadDifferently(outlet: outlet) },
                            expected: text.map { "\"\($0)\"" } ?? "nil", actual: label.text.map { "\"\($0)\"" } ?? "nil")
            }
        case let .property(of, name, equals):
            guard let read = probe.properties.first, read.instance != nil else {
                return fail(Catalog.both { $0.expectThereIsNoOnScreenTo(of: of, name: name) },
                            expected: "\(of).\(name) == \(equals)", actual: "no \(of)")
            }
            guard read.exists else {
                return fail(Catalog.both { $0.expectShouldHaveAStoredProperty(of: of, name: name) },
                            expected: "\(of).\(name)", actual: "no property `\(name)`")
            }
            guard Self.same(read.value, equals) else {
                return fail(Catalog.both { $0.expectShouldHoldADifferentValue(readInstance: "\(read.instance ?? of)", name: name) },
                            expected: equals, actual: read.value ?? "nil")
            }
        case let .events(patterns):
            var remaining = patterns[...]
            for event in events where remaining.first.map({ Self.matches(event, $0) }) == true { remaining.removeFirst() }
            if let missing = remaining.first {
                return fail(Catalog.both { $0.expectTheseEventsShouldHappenInThis(missing: missing) },
                            expected: patterns.joined(separator: " → "), actual: events.map(\.line).suffix(30).joined(separator: "\n"))
            }
        case let .noEvents(patterns):
            for pattern in patterns {
                if let event = events.first(where: { Self.matches($0, pattern) }) {
                    return fail(Catalog.both { $0.expectThisShouldNotHappen(pattern: pattern) },
                                expected: "no \(pattern)", actual: event.line)
                }
            }
        case let .instance(of, number):
            let shown = state.visibleController.flatMap { className($0) == of ? $0 : nil }
                ?? state.navigationStacks.flatMap(\.stack).last { className($0) == of }
            guard shown == "\(of)#\(number)" else {
                return fail(Catalog.both { $0.expectTheShownShouldBeInstance(of: of, number: "\(number)") },
                            expected: "\(of)#\(number)", actual: shown ?? "no \(of) on screen")
            }
        case let .deallocated(name):
            if let (tag, paths) = probe.holders.sorted(by: { $0.key < $1.key }).first {
                return fail(Catalog.both { $0.expectIsStillInMemoryAfterIt(tag: tag) },
                            expected: "\(name) released", actual: "\(tag) held by: " + Self.strongPaths(paths, sources: sources).joined(separator: "; "))
            }
        case let .userDefaults(key, equals):
            let value = probe.userDefaults[key]
            guard Self.same(value, equals) || (value == nil && equals == nil) else {
                return fail(Catalog.both { $0.expectUserdefaultsShouldHoldADifferentValue(key: key) },
                            expected: equals ?? "no value", actual: value ?? "no value")
            }
        case let .console(text):
            guard console.contains(where: { $0.contains(text) }) else {
                return fail(Catalog.both { $0.expectTheAppShouldPrintThisLine },
                            expected: text, actual: console.suffix(10).joined(separator: "\n"))
            }
        case .crash:
            break
        }
        return nil
    }

    /// Numbers compare as numbers (`5` equals `5.0`); everything else as text.
    static func same(_ actual: String?, _ expected: String?) -> Bool {
        guard let actual, let expected else { return actual == expected }
        if let a = Double(actual), let b = Double(expected) { return a == b }
        return actual == expected
    }

    /// `Class.member`, `Class#n.member`, with an optional ` detail` text that the detail must contain.
    public static func matches(_ event: TraceEvent, _ pattern: String) -> Bool {
        let parts = pattern.split(separator: " ", maxSplits: 1).map(String.init)
        guard let head = parts.first, let dot = head.firstIndex(of: ".") else { return false }
        let who = String(head[..<dot])
        let member = String(head[head.index(after: dot)...])
        let whoMatches = who.contains("#") ? event.instance == who : event.className == who
        let memberMatches = event.member == member || event.member.hasPrefix(member + "(")
        let detailMatches = parts.count < 2 || (event.detail ?? "").contains(parts[1])
        return whoMatches && memberMatches && detailMatches
    }
}
