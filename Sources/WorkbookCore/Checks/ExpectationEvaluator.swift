import Foundation
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
    }

    let steps: [Step]
    let run: AppRun

    public init(steps: [Step], run: AppRun) {
        self.steps = steps
        self.run = run
    }

    /// nil when every expectation holds.
    public func firstFailure() -> Failure? {
        // Learner code interfered with the driver's messages: nothing the run says counts.
        if let tampered = run.tampered {
            return Failure(step: nil, expectation: nil,
                           message: LocalizedText(ko: "앱이 검사기와의 통신을 변조했습니다. 이 검사는 통과할 수 없습니다.",
                                                  en: "The app tampered with its messages to the checker; this check cannot pass."),
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
                               message: LocalizedText(ko: "앱이 예상한 이유로 종료되어야 합니다.", en: "The app should crash for the expected reason."),
                               expected: [name, reason].compactMap { $0 }.joined(separator: ": "),
                               actual: [crash.name, crash.reason].compactMap { $0 }.joined(separator: ": "))
            }
            return Self.crashFailure(crash)
        }
        if let (index, reason, name) = crashExpectations.first {
            return Failure(step: index, expectation: .crash(reason: reason, name: name),
                           message: LocalizedText(ko: "앱이 종료(크래시)되어야 하는데 계속 실행되었습니다.",
                                                  en: "The app should have crashed, but it kept running."),
                           expected: reason, actual: "no crash")
        }
        if !run.finished {
            return Failure(step: nil, expectation: nil,
                           message: LocalizedText(ko: "앱이 단계를 끝내지 못했습니다.", en: "The app did not finish the steps."),
                           expected: nil, actual: nil)
        }
        if let missing = firstUnanswered(before: steps.count) { return Self.unanswered(step: missing) }
        return nil
    }

    /// An expectation the app never answered (or answered out of turn): it cannot count as met.
    static func unanswered(step: Int) -> Failure {
        Failure(step: step, expectation: nil,
                message: LocalizedText(ko: "앱이 이 단계의 관찰 결과를 보고하지 않았습니다. 확인되지 않은 기대는 통과로 치지 않습니다.",
                                       en: "The app did not report what this step observes; an expectation that was not observed does not pass."),
                expected: nil, actual: nil)
    }

    static func crashFailure(_ crash: CrashReport) -> Failure {
        let where_ = crash.step.map { " (step \($0))" } ?? ""
        let message: LocalizedText
        switch crash.kind {
        case .uncaughtException:
            message = LocalizedText(ko: "앱이 UIKit 예외로 종료되었습니다\(where_): \(crash.reason)",
                                    en: "The app crashed with a UIKit exception\(where_): \(crash.reason)")
        case .fatalError:
            let place = crash.file.map { " at \($0):\(crash.line ?? 0)" } ?? ""
            message = LocalizedText(ko: "앱이 Swift 오류로 종료되었습니다\(place): \(crash.reason)",
                                    en: "The app crashed with a Swift runtime error\(place): \(crash.reason)")
        case .timeout:
            message = LocalizedText(ko: "제한 시간 안에 끝나지 않았습니다\(where_). 무한 루프나 끝나지 않는 대기가 있는지 보세요.",
                                    en: "The check did not finish in time\(where_): look for an endless loop or a wait that never ends.")
        case .exit:
            message = LocalizedText(ko: "앱이 단계를 마치기 전에 스스로 종료했습니다(exit)\(where_). 통과로 치지 않습니다.",
                                    en: "The app ended itself (exit) before the steps finished\(where_); that does not count as a pass.")
        case .limit:
            message = LocalizedText(ko: "앱이 자원 한도를 넘었습니다\(where_): \(crash.reason)", en: "The app went over a limit\(where_): \(crash.reason)")
        case .signal:
            message = LocalizedText(ko: "앱이 비정상 종료되었습니다\(where_): \(crash.reason)", en: "The app was killed\(where_): \(crash.reason)")
        case .stepFailed:
            message = LocalizedText(ko: "이 단계를 실행할 수 없습니다\(where_): \(crash.reason)", en: "This step could not be done\(where_): \(crash.reason)")
        }
        return Failure(step: crash.step, expectation: nil, message: message, expected: nil, actual: crash.reason)
    }

    func judge(_ expectation: Expectation, probe: Probe, events: [TraceEvent], console: [String]) -> Failure? {
        let state = probe.state
        func fail(_ ko: String, _ en: String, expected: String?, actual: String?) -> Failure {
            Failure(step: nil, expectation: expectation, message: LocalizedText(ko: ko, en: en), expected: expected, actual: actual)
        }
        func className(_ tag: String?) -> String { tag.map { String($0.split(separator: "#")[0]) } ?? "nothing" }
        switch expectation {
        case let .top(name):
            guard className(state.visibleController) == name else {
                return fail("보이는 화면은 \(KoreanParticle.attach(name, .copula)) 합니다.", "The screen shown should be \(name).",
                            expected: name, actual: state.visibleController ?? "nothing")
            }
        case let .stack(names):
            let stack = (state.navigationStacks.last { $0.stack.contains(state.visibleController ?? "") } ?? state.navigationStacks.first)?.stack ?? []
            guard stack.map(className) == names else {
                return fail("내비게이션 스택이 달라야 합니다.", "The navigation stack should be different.",
                            expected: names.joined(separator: " > "), actual: stack.isEmpty ? "no navigation stack" : stack.joined(separator: " > "))
            }
        case let .presented(names):
            let presented = state.presented.map(\.controller)
            guard presented.map(className) == names else {
                return fail("모달로 표시된 화면이 달라야 합니다.", "The presented screens should be different.",
                            expected: names.isEmpty ? "nothing presented" : names.joined(separator: " > "),
                            actual: presented.isEmpty ? "nothing presented" : presented.map { tag in
                                "\(tag) (\(state.presented.first { $0.controller == tag }?.style ?? ""))" }.joined(separator: " > "))
            }
        case let .label(outlet, text):
            guard let label = state.labels.first(where: { $0.outlet == outlet }) else {
                return fail("보이는 화면(\(state.visibleController ?? "없음"))에 `\(outlet)` 레이블이 있어야 합니다.",
                            "The screen shown (\(state.visibleController ?? "none")) should have the label `\(outlet)`.",
                            expected: "label \(outlet)", actual: "labels: " + state.labels.compactMap(\.outlet).joined(separator: ", "))
            }
            guard label.text == text else {
                return fail("`\(outlet)` 레이블의 글자가 달라야 합니다.", "The label `\(outlet)` should read differently.",
                            expected: text.map { "\"\($0)\"" } ?? "nil", actual: label.text.map { "\"\($0)\"" } ?? "nil")
            }
        case let .property(of, name, equals):
            guard let read = probe.properties.first, read.instance != nil else {
                return fail("\(KoreanParticle.attach(of, .object)) 찾을 수 없습니다: 화면에 없습니다.", "There is no \(of) on screen to read `\(name)` from.",
                            expected: "\(of).\(name) == \(equals)", actual: "no \(of)")
            }
            guard read.exists else {
                return fail("\(of)에 `\(name)` 속성이 있어야 합니다.", "\(of) should have a stored property `\(name)`.",
                            expected: "\(of).\(name)", actual: "no property `\(name)`")
            }
            guard Self.same(read.value, equals) else {
                return fail("\(read.instance ?? of).\(name) 값이 달라야 합니다.", "\(read.instance ?? of).\(name) should hold a different value.",
                            expected: equals, actual: read.value ?? "nil")
            }
        case let .events(patterns):
            var remaining = patterns[...]
            for event in events where remaining.first.map({ Self.matches(event, $0) }) == true { remaining.removeFirst() }
            if let missing = remaining.first {
                return fail("이 이벤트가 이 순서로 일어나야 합니다: \(missing)", "These events should happen in this order; missing: \(missing)",
                            expected: patterns.joined(separator: " → "), actual: events.map(\.line).suffix(30).joined(separator: "\n"))
            }
        case let .noEvents(patterns):
            for pattern in patterns {
                if let event = events.first(where: { Self.matches($0, pattern) }) {
                    return fail("이 이벤트는 일어나면 안 됩니다: \(pattern)", "This should not happen: \(pattern)",
                                expected: "no \(pattern)", actual: event.line)
                }
            }
        case let .instance(of, number):
            let shown = state.visibleController.flatMap { className($0) == of ? $0 : nil }
                ?? state.navigationStacks.flatMap(\.stack).last { className($0) == of }
            guard shown == "\(of)#\(number)" else {
                return fail("보이는 \(KoreanParticle.attach(of, .topic)) \(number)번째 인스턴스여야 합니다.", "The \(of) shown should be instance #\(number).",
                            expected: "\(of)#\(number)", actual: shown ?? "no \(of) on screen")
            }
        case let .deallocated(name):
            if let (tag, paths) = probe.holders.sorted(by: { $0.key < $1.key }).first {
                return fail("\(KoreanParticle.attach(tag, .subject)) 화면을 떠난 뒤에도 메모리에 남아 있습니다.", "\(tag) is still in memory after it left the screen.",
                            expected: "\(name) released", actual: "\(tag) held by: " + paths.joined(separator: "; "))
            }
        case let .userDefaults(key, equals):
            let value = probe.userDefaults[key]
            guard Self.same(value, equals) || (value == nil && equals == nil) else {
                return fail("UserDefaults의 `\(key)` 값이 달라야 합니다.", "UserDefaults should hold a different value for `\(key)`.",
                            expected: equals ?? "no value", actual: value ?? "no value")
            }
        case let .console(text):
            guard console.contains(where: { $0.contains(text) }) else {
                return fail("콘솔에 이 줄이 출력되어야 합니다.", "The app should print this line.",
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
