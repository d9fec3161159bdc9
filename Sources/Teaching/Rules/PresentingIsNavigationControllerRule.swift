import Foundation
import WorkbookProtocol

/// `presentingViewController as? ViewController` fails: the presenter is the navigation controller (R4.11).
struct PresentingIsNavigationControllerRule: TeachingRule {
    let id = "presenting-is-navigation-controller"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue,
              let present = context.events.last(where: { $0.member == "present(_:animated:completion:)" && ($0.detail ?? "").contains("presenter=UINavigationController") }),
              context.sourceContains(#"presentingViewController\s*as[?!]\s*(?!UINavigationController\b)\w+"#),
              // Code that already looks through the navigation controller has its cast for that case.
              !context.sourceContains(#"presentingViewController\s*as[?!]\s*UINavigationController\b"#) else { return nil }
        let navigation = present.detail?.firstMatch(#"presenter=(\w+#\d+)"#)?[1] ?? "UINavigationController"
        return Explanation(rule: id, text: Catalog.both { $0.rulePresentingIsNavigationController(presentInstance: "\(present.instance)", navigation: navigation, className: "\(present.className)") })
    }
}
