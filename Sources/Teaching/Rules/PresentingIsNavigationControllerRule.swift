import Foundation
import WorkbookProtocol

/// `presentingViewController as? ViewController` fails: the presenter is the navigation controller (R4.11).
struct PresentingIsNavigationControllerRule: TeachingRule {
    let id = "presenting-is-navigation-controller"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue,
              let present = context.events.last(where: { $0.member == "present(_:animated:completion:)" && ($0.detail ?? "").contains("presenter=UINavigationController") }),
              Self.asksForAScreen(context),
              // Code that already looks through the navigation controller has its cast for that case.
              !context.sourceContains(#"presentingViewController\s*as[?!]\s*UINavigationController\b"#) else { return nil }
        let navigation = present.detail?.firstMatch(#"presenter=(\w+#\d+)"#)?[1] ?? "UINavigationController"
        return Explanation(rule: id, text: Catalog.both { $0.rulePresentingIsNavigationController(presentInstance: "\(present.instance)", navigation: navigation, className: "\(present.className)") })
    }

    /// The code takes the presenter for a screen of its own: a cast (`presentingViewController as? ViewController`),
    /// or a class test (`presentingViewController is ViewController`, `.isKind(of: ViewController.self)`), on
    /// `presentingViewController` itself or on a name bound to it (`if let presenter = presentingViewController`).
    static func asksForAScreen(_ context: FailureContext) -> Bool {
        let other = #"(?!UINavigationController\b)\w+"#
        let names = ["presentingViewController"] + context.code.bindings.filter {
            $0.value.trimmingCharacters(in: .whitespaces).range(of: #"^(?:self\.)?presentingViewController[?!]?$"#, options: .regularExpression) != nil
        }.map(\.name)
        return names.contains { name in
            let escaped = NSRegularExpression.escapedPattern(for: name)
            return context.sourceContains(#"\b"# + escaped + #"[?!]?\s*as[?!]\s*"# + other)
                || context.sourceContains(#"\b"# + escaped + #"[?!]?\s+is\s+"# + other)
                || context.sourceContains(#"\b"# + escaped + #"[?!]?\.isKind\(of:\s*"# + other)
        }
    }
}
