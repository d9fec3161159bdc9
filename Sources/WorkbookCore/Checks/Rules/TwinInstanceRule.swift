import Foundation
import WorkbookProtocol

/// Values set on a "twin" made with `instantiateViewController` while the segue showed `segue.destination`.
struct TwinInstanceRule: TeachingRule {
    let id = "twin-instance"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue || context.failure.expectation.map({ if case .top = $0 { return true } else { return false } }) == true else { return nil }
        let events = context.events
        let shown = Set(events.compactMap { $0.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1] })
        for event in events where event.member == "init(coder:)" && !shown.contains(event.instance) {
            let twin = event.instance
            let usedLater = events.contains { $0.mentions(twin) || ($0.instance == twin && $0.member == "viewDidLoad") }
            guard !usedLater, let shownOne = shown.first(where: { $0.hasPrefix(event.className + "#") }) else { continue }
            guard context.sourceContains(#"instantiateViewController\s*\("#) else { continue }
            return Explanation(rule: id, text: Catalog.both { $0.ruleTwinInstance(twin: twin, shownOne: shownOne) })
        }
        return nil
    }
}
