import Foundation
import LearnerBuild
import WorkbookProtocol

/// Signal 11 from endless recursion: "stack overflow: X calls itself", and where (the method
/// the trace repeats, or a method or property of the learner's code that calls itself).
struct StackOverflowRule: TeachingRule {
    let id = "stack-overflow"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .signal, crash.reason.contains("signal 11") else { return nil }
        let repeated = Self.repeatedMember(context.events)
        let candidates = context.sources.flatMap { RecursionFinder.selfCalls(in: $0) }
        let matching = candidates.filter { candidate in
            guard let repeated else { return false }
            return (candidate.typeName == repeated.className || candidate.typeName.isEmpty) && candidate.member == repeated.member
        }
        let chosen = matching.first ?? (repeated == nil ? candidates.first(where: \.isUnconditional) ?? candidates.first : nil)
        let name: String
        if let chosen {
            name = chosen.typeName.isEmpty ? chosen.member : "\(chosen.typeName).\(chosen.member)"
        } else if let repeated {
            name = "\(repeated.className).\(repeated.member)"
        } else {
            return nil
        }
        let superHint = chosen.map { Self.lifecycle.contains($0.member) } ?? false
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleStackOverflow(name: name, line: chosen?.line, call: chosen?.call ?? "", instance: repeated?.instance ?? "", superHint: superHint)
        })
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
