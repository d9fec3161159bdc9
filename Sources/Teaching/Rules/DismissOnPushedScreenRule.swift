import Foundation
import WorkbookProtocol

/// `dismiss(animated:)` on a pushed screen that presented nothing and is not presented: UIKit has
/// nothing to dismiss, so nothing happens (R4.8).
struct DismissOnPushedScreenRule: TeachingRule {
    let id = "dismiss-on-pushed-screen"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash == nil, context.isAboutScreens || context.failure.expectation.map({ if case .deallocated = $0 { return true } else { return false } }) == true else { return nil }
        let events = context.events
        for (index, dismiss) in events.enumerated().reversed() where dismiss.member == "dismiss(animated:completion:)" {
            let tag = dismiss.instance
            guard let arrival = context.arrival(of: tag, before: index), arrival.isPush else { continue }
            // Nothing happened: no screen left after the call in that step.
            let after = events[(index + 1)...].prefix { $0.step == dismiss.step }
            guard !after.contains(where: { $0.member == "viewWillDisappear(_:)" || $0.member == "deinit" }) else { continue }
            let navigation = arrival.by
            return Explanation(rule: id, text: Catalog.both { $0.ruleDismissOnPushedScreen(tag: tag, navigation: navigation) })
        }
        return nil
    }
}
