import Foundation
import WorkbookProtocol

/// A child coordinator cleaned up when its screen was only covered: a screen that another one is
/// pushed on top of gets `viewWillDisappear(_:)`/`viewDidDisappear(_:)` too (R4.1), and a navigation delegate's
/// `didShow` runs for every push, so cleanup there needs the real-departure test
/// (`isMovingFromParent`, or "the from-controller is no longer in `viewControllers`"). Without it
/// the child is removed and released while its screen is still on the stack; back on that screen
/// its weak `coordinator` is nil and its buttons do nothing.
struct ChildRemovedWhileCoveredRule: TeachingRule {
    let id = "child-removed-while-covered"
    /// A call that takes a child coordinator out of its parent's array.
    static let cleanup = #"\b(childDidFinish|didFinish|removeChild\w*|finish)\s*\(|childCoordinators\s*\.\s*remove"#

    func explain(_ context: FailureContext) -> Explanation? {
        // A later step that could not be done (a Back with nothing to go back to, once the
        // screens went astray) is a consequence, not the cause.
        guard context.crash == nil else { return nil }
        switch context.failure.expectation {
        case .top?, .stack?, .instance?, .deallocated?, .property?: break
        default: return nil
        }
        let events = context.events
        let failed = context.failureStep ?? Int.max
        // Controllers covered by a push: they disappeared, stayed alive, and appeared again later.
        var covered: [TraceEvent] = []
        for (index, event) in events.enumerated() where event.member == "viewDidDisappear(_:)" && !covered.contains(where: { $0.instance == event.instance }) {
            let step = events.filter { $0.step == event.step }
            // Still alive when it came back, or still under the screen pushed on it when the check
            // looked (what happens after the failure does not count).
            let until = events[(index + 1)...].firstIndex(where: { $0.instance == event.instance && $0.member == "viewWillAppear(_:)" })
                ?? events[(index + 1)...].firstIndex(where: { ($0.step ?? 0) > failed }) ?? events.endIndex
            guard step.contains(where: { $0.member == "pushViewController(_:animated:)" && !$0.mentions(event.instance) }),
                  !events[index..<until].contains(where: { $0.instance == event.instance && $0.member == "deinit" }) else { continue }
            covered.append(event)
        }
        if let shown = removedWhenShown(context) { return shown }
        guard !covered.isEmpty else { return nil }
        let functions = SourceScan.functions(in: context.sources)
        let cleanup = Self.cleanup
        // In the covered screen's own viewDidDisappear, without asking whether it really left.
        for screen in covered {
            guard let disappear = functions.first(where: { $0.className == screen.className && ($0.name == "viewDidDisappear" || $0.name == "viewWillDisappear") && $0.body.range(of: cleanup, options: .regularExpression) != nil }),
                  disappear.body.range(of: cleanup, options: .regularExpression) != nil,
                  disappear.body.range(of: #"isMovingFromParent|isBeingDismissed"#, options: .regularExpression) == nil else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleChildRemovedInViewDidDisappear(screen: screen.instance, className: screen.className, method: disappear.name)
            })
        }
        // In the navigation delegate's didShow, taking the from-controller without checking the stack.
        for didShow in functions where didShow.name == "navigationController" && didShow.body.contains("forKey: .from") {
            guard didShow.body.range(of: cleanup, options: .regularExpression) != nil,
                  // The real-departure test, unless its block is empty (`if …contains(from) { }` stops nothing).
                  didShow.body.range(of: #"viewControllers\s*\.\s*(contains|firstIndex)|isMovingFromParent"#, options: .regularExpression) == nil
                    || didShow.body.range(of: #"(viewControllers\s*\.\s*(contains|firstIndex)|isMovingFromParent)[^{}\n]*\{\s*\}"#, options: .regularExpression) != nil,
                  // Cast where it is taken, or through the name it was bound to (`let from = …(forKey: .from)`, `from as? Left…`).
                  let cast = didShow.body.firstMatch(#"forKey:\s*\.from\s*\)\s*as\?\s*(\w+)"#)?[1]
                    ?? didShow.body.firstMatch(#"let\s+(\w+)\s*=[^\n]*forKey:\s*\.from\s*\)"#).flatMap({ bound in
                        didShow.body.firstMatch("\\b" + bound[1] + #"\s+as\?\s*(\w+)"#)?[1] }),
                  let screen = covered.first(where: { $0.className == cast }) else { continue }
            // The test is there, but against a copy of the stack kept in a property (`knownScreens =
            // navigationController.viewControllers` in `start()`): an array is a value, the copy never
            // follows the pushes and pops after it.
            for use in didShow.body.allMatches(#"\b(\w+)\s*\.\s*(?:contains|firstIndex)\b"#) {
                guard let copy = context.code.assignments.first(where: { $0.member == use[1] && ($0.base == nil || $0.base == "self")
                    && $0.owner == didShow.className && $0.value.range(of: #"\bviewControllers\b"#, options: .regularExpression) != nil }) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleChildRemovedStaleStack(screen: screen.instance, className: didShow.className ?? "", copy: use[1],
                                                  statement: copy.statement, line: copy.line, method: copy.method ?? "?")
                })
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleChildRemovedInDidShow(screen: screen.instance, className: didShow.className ?? "")
            })
        }
        return nil
    }

    /// `didShow` tests its `viewController` parameter, the screen just shown, as if it had left
    /// (`if let left = viewController as? LeftViewController, …contains(left) { childDidFinish(…) }`):
    /// the child is removed as its screen comes, which the check saw (the array empty while that
    /// screen is on top).
    private func removedWhenShown(_ context: FailureContext) -> Explanation? {
        guard case let .property(_, name, _)? = context.failure.expectation, name == "childCoordinators",
              let expected = context.failure.expected, expected.contains("#"),
              let method = context.code.methods.first(where: { $0.name.hasPrefix("navigationController(_:didShow:") }),
              (context.ran(method) ?? 0) > 0, method.parameterNames.count >= 2 else { return nil }
        let shown = method.parameterNames[1]
        let functions = SourceScan.functions(in: context.sources)
        let cleanup = Self.cleanup
        guard let body = functions.first(where: { $0.name == "navigationController" && $0.className == method.owner && $0.body.range(of: cleanup, options: .regularExpression) != nil })?.body,
              body.range(of: #"forKey:\s*\.from|\.from\b"#, options: .regularExpression) == nil,
              // A cast of it, or a `switch` over it whose case casts (`switch viewController { case let left as LeftViewController:`).
              let cast = body.firstMatch("\\b" + NSRegularExpression.escapedPattern(for: shown) + #"\s+as[?!]\s*(\w+)"#)?[1]
                ?? (body.range(of: "\\bswitch\\s+" + NSRegularExpression.escapedPattern(for: shown) + #"\s*\{"#, options: .regularExpression) != nil
                    ? body.firstMatch(#"\bcase\s+(?:let\s+\w+\s+as|is)\s+(\w+)"#)?[1] : nil)
                // A chain that starts from it (`[viewController].filter { … }.compactMap { $0 as? LeftViewController }`,
                // `Optional(viewController).flatMap { $0 as? … }`): the cast of its elements.
                ?? Self.chainCast(body, from: shown) else { return nil }
        // The class cast to is a screen the run pushed (the child's), not the parent's shown again.
        guard context.evidence.transitions.contains(where: { $0.move == .push && ($0.subject ?? "").hasPrefix(cast + "#") }) else { return nil }
        let screen = context.events.last(where: { $0.className == cast })?.instance ?? cast
        return Explanation(rule: id, text: Catalog.both { $0.ruleChildRemovedWhenShown(parameter: shown, screen: screen, className: method.owner ?? "") })
    }

    /// The class cast to (`as?`/`as!`) in a chain of collection or optional calls whose head is `name`
    /// alone (`[name]`, `Optional(name)`, `name.map`): the cast works on `name` itself.
    static func chainCast(_ body: String, from name: String) -> String? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let head = #"(?:\[\s*"# + escaped + #"\s*\]|Optional\(\s*"# + escaped + #"\s*\)|\b"# + escaped + #"\s*\??)\s*\.\s*(?:map|flatMap|compactMap|filter|first|forEach)\b"#
        guard let start = body.range(of: head, options: .regularExpression) else { return nil }
        return String(body[start.upperBound...]).firstMatch(#"\bas[?!]\s*(\w+)"#)?[1]
    }
}
