import Foundation
import WorkbookProtocol

/// A screen expected on the navigation stack was presented modally instead: a modal never joins
/// the stack of the navigation controller it was presented from.
struct PresentedInsteadOfPushedRule: TeachingRule {
    let id = "presented-instead-of-pushed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash == nil else { return nil }
        let expected: [String]
        var actual = context.failure.actual ?? ""
        switch context.failure.expectation {
        case let .stack(classes)?: expected = classes
        case let .top(screen)?:
            // The screen on top of the navigation stack: told with that stack as the run left it.
            expected = [screen]
            actual = ""
        default: return nil
        }
        let isTop: Bool = { if case .top? = context.failure.expectation { return true } else { return false } }()
        for show in context.shows.reversed() where !show.isPush {
            var shown = show.shown
            // A navigation controller made to wrap the screen, presented: the screen inside it is the one shown.
            var wrapper: String?
            if shown.hasPrefix("UINavigationController#"), let root = context.run.state?.navigationStacks.first(where: { $0.navigationController == shown })?.stack.first {
                wrapper = shown
                shown = root
            }
            guard let className = shown.split(separator: "#").first.map(String.init),
                  expected.contains(className), wrapper != nil || actual.range(of: "\(shown)(?![0-9])", options: .regularExpression) == nil else { continue }
            // Presented from inside a navigation controller: the presenter is one, or the caller was pushed or is a root.
            let detail = show.event.detail ?? ""
            guard let navigation = detail.firstMatch(#"presenter=(UINavigationController#\d+)"#)?[1]
                    ?? (show.event.className == "UINavigationController" ? show.event.instance : nil) else { continue }
            let caller = show.event.instance
            let callerIsNavigation = caller == navigation
            // The stack of the navigation controller it should have joined (not the wrapper's, which the check may have read).
            if isTop || wrapper != nil { actual = context.run.state?.navigationStacks.first { $0.navigationController == navigation }?.stack.joined(separator: " > ") ?? "" }
            // For a top: only when the screen expected on top is not in that stack at all.
            if isTop, actual.contains(className + "#") { continue }
            let stack = actual.isEmpty ? "" : actual.replacingOccurrences(of: " > ", with: ", ")
            return Explanation(rule: id, text: Catalog.both {
                $0.rulePresentedInsteadOfPushed(shown: shown, navigation: navigation, stack: stack, caller: caller, callerIsNavigation: callerIsNavigation,
                                                wrapper: wrapper)
            })
        }
        return nil
    }
}
