import Foundation
import LearnerBuild
import WorkbookProtocol

/// Signal 11 from endless recursion: "stack overflow: X calls itself", and where (the method
/// the trace repeats, or a method or property of the learner's code that calls itself).
struct StackOverflowRule: TeachingRule {
    let id = "stack-overflow"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.run.crash, crash.kind == .signal, crash.reason.contains("signal 11") else { return nil }
        let repeated = Self.repeatedMember(context.events)
        let candidates = context.sources.flatMap { RecursionFinder.selfCalls(in: $0) }
        let matching = candidates.filter { candidate in
            guard let repeated else { return false }
            return (candidate.typeName == repeated.className || candidate.typeName.isEmpty) && candidate.member == repeated.member
        }
        let chosen = matching.first ?? (repeated == nil ? candidates.first(where: \.isUnconditional) ?? candidates.first : nil)
        let name: String
        let koWhere: String
        let enWhere: String
        if let chosen {
            name = chosen.typeName.isEmpty ? chosen.member : "\(chosen.typeName).\(chosen.member)"
            koWhere = "\(chosen.line)번째 줄의 `\(chosen.call)`"
            enWhere = "line \(chosen.line): `\(chosen.call)`"
        } else if let repeated {
            name = "\(repeated.className).\(repeated.member)"
            koWhere = "실행 기록에서 \(KoreanParticle.attach(repeated.instance, .subject)) 이 메서드를 끝없이 다시 호출합니다"
            enWhere = "the trace shows \(repeated.instance) entering it again and again"
        } else {
            return nil
        }
        let superHint = chosen.map { Self.lifecycle.contains($0.member) } ?? false
        let koFix = superHint
            ? "UIKit의 원래 동작을 부르려던 것이라면 `super.`를 붙이세요(예: `super.viewWillAppear(animated)`)."
            : "재귀가 끝나는 조건을 두거나, 다른 메서드를 부르도록 고치세요."
        let enFix = superHint
            ? "If you meant UIKit's own behaviour, call it through `super.` (for example `super.viewWillAppear(animated)`)."
            : "Give the recursion a condition that ends it, or call a different method."
        return Explanation(rule: id, text: LocalizedText(
            ko: "스택 오버플로: \(KoreanParticle.attach(name, .subject)) 자기 자신을 호출합니다(\(koWhere)). 멈추는 조건이 없어 호출 스택이 가득 찼고, 운영체제가 앱을 강제로 종료했습니다(시그널 11). \(koFix)",
            en: "stack overflow: \(name) calls itself (\(enWhere)). Nothing stops it, so the call stack filled up and the system killed the app (signal 11). \(enFix)"))
    }

    /// UIKit methods a learner overrides and means to call through `super.`.
    static let lifecycle: Set<String> = ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
                                         "viewDidDisappear(_:)", "prepare(for:sender:)", "loadView()", "viewIsAppearing(_:)"]

    /// The instance and member that fill the end of the trace (at least 20 of its last 100 events).
    static func repeatedMember(_ events: [TraceEvent]) -> (instance: String, className: String, member: String)? {
        let tail = events.suffix(100)
        var counts: [String: Int] = [:]
        for event in tail { counts["\(event.instance) \(event.member)", default: 0] += 1 }
        guard let (key, count) = counts.max(by: { $0.value < $1.value }), count >= 20,
              let event = tail.last(where: { "\($0.instance) \($0.member)" == key }) else { return nil }
        return (event.instance, event.className, event.member)
    }
}
