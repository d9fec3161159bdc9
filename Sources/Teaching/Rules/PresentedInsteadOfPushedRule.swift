import Foundation
import WorkbookProtocol

/// A screen expected on the navigation stack was presented modally instead: a modal never joins
/// the stack of the navigation controller it was presented from.
struct PresentedInsteadOfPushedRule: TeachingRule {
    let id = "presented-instead-of-pushed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash == nil, case let .stack(expected)? = context.failure.expectation else { return nil }
        let actual = context.failure.actual ?? ""
        for show in context.shows.reversed() where !show.isPush {
            let shown = show.shown
            guard let className = shown.split(separator: "#").first.map(String.init),
                  expected.contains(className), actual.range(of: "\(shown)(?![0-9])", options: .regularExpression) == nil else { continue }
            // Presented from inside a navigation controller: the presenter is one, or the caller was pushed or is a root.
            let detail = show.event.detail ?? ""
            guard let navigation = detail.firstMatch(#"presenter=(UINavigationController#\d+)"#)?[1]
                    ?? (show.event.className == "UINavigationController" ? show.event.instance : nil) else { continue }
            let caller = show.event.instance
            let callerIsNavigation = caller == navigation
            let stack = actual.isEmpty ? "" : actual.replacingOccurrences(of: " > ", with: ", ")
            return Explanation(rule: id, text: Catalog.both {
                $0.rulePresentedInsteadOfPushed(shown: shown, navigation: navigation, stack: stack, caller: caller, callerIsNavigation: callerIsNavigation)
            })
        }
        return nil
    }
}
