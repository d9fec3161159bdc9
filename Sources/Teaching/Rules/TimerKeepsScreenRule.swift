import Foundation
import WorkbookProtocol

/// A screen that left and was not released, kept by a repeating timer it started (docs/checks.md
/// "Round 15", docs/uikit-rules.md R10.4): a scheduled timer is kept by the run loop until it is
/// invalidated, and keeps its target, or what its block captures strongly. The code says the timer
/// repeats and what it holds; the coverage says no `invalidate()` of it ran (one in `deinit` cannot:
/// `deinit` waits for the timer to let go).
struct TimerKeepsScreenRule: TeachingRule {
    let id = "timer-keeps-screen"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .deallocated(className)? = context.failure.expectation, let actual = context.failure.actual else { return nil }
        let tag = actual.components(separatedBy: " held by: ").first ?? className
        let code = context.code
        for call in code.calls where call.owner == className && ["scheduledTimer", "Timer"].contains(call.name) && (context.ran(call) ?? 0) > 0 {
            func argument(_ label: String) -> String? {
                call.labels.firstIndex(of: label).flatMap { $0 < call.arguments.count ? call.arguments[$0] : nil }
            }
            guard argument("repeats") == "true" else { continue }
            let byTarget = argument("target").map(CodeFacts.normalized) == "self"
            // A block that captures `self` strongly (no `[weak self]`/`[unowned self]`).
            let block = call.arguments.last ?? ""
            let strongBlock = !byTarget && FailureContext.mentions(block, "self")
                && block.range(of: #"\[\s*(weak|unowned)\s+self"#, options: .regularExpression) == nil
            guard byTarget || strongBlock else { continue }
            // Never stopped: no `invalidate()` of the property holding it ran.
            let holder = code.assignments.first { $0.file == call.file && $0.line == call.line && $0.owner == className }?.member
            let stops = code.calls.filter { $0.name == "invalidate" && $0.owner == className && ($0.receiver.map(CodeFacts.rootName) == holder || holder == nil) }
            guard !stops.contains(where: { (context.ran($0) ?? 0) > 0 }) else { continue }
            let inDeinit = stops.contains { $0.method == "deinit" }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleTimerKeepsScreen(tag: tag, line: call.line, method: call.method ?? "?", byTarget: byTarget, invalidatedInDeinit: inDeinit)
            })
        }
        return nil
    }
}
