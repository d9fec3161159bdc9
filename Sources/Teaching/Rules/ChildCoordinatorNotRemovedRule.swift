import Foundation
import WorkbookProtocol

/// A child coordinator kept in `childCoordinators` after its screen left, named by its cause in the
/// learner's code when the code shows one: a delegate method UIKit never calls (no `animated:`), a
/// flag that is never true for a pop (`isBeingDismissed`, `isMovingToParent`); else the advice that
/// fits the approach the code takes (the navigation delegate, or the screen's disappearance).
struct ChildCoordinatorNotRemovedRule: TeachingRule {
    let id = "child-coordinator-not-removed"
    static let neverCalled = "delegate-method-never-called"
    static let wrongFlag = "pop-detected-with-wrong-flag"
    static let filterKeeps = "filter-keeps-child"
    static let keyTo = "transition-key-to"
    /// The methods of UINavigationControllerDelegate UIKit calls.
    static let navigationDelegateMethods: Set<String> = [
        "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
        "navigationController(_:animationControllerFor:from:to:)", "navigationController(_:interactionControllerFor:)",
    ]
    var ids: [String] { [id, Self.neverCalled, Self.wrongFlag, Self.filterKeeps, Self.keyTo] }
    /// A removal from a copy of the list is the reading that names the line.
    /// (So is a delegate released at once, `weak-given-new-object`: the one that would remove the child.)
    let supersededBy: Set<String> = ["mutated-copy", "delegate-replaced", "weak-self-released", "loop-one-short", "override-skips-super", "thrown-in-do",
                                     "weak-given-new-object", "delegate-method-misnamed"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard case .deallocated? = context.failure.expectation, let actual = context.failure.actual,
              actual.contains("childCoordinators") else { return nil }
        let sources = context.sources.map(SegueIdentifierMismatchRule.withoutComments)
        // A navigation delegate method UIKit does not know (`navigationController(_:didShow:)`,
        // `navigationController(_:didShowViewController:animated:)`): it never ran.
        for method in context.code.methods where method.baseName == "navigationController" && !Self.navigationDelegateMethods.contains(method.name)
            && (context.ran(method) ?? 0) == 0 {
            guard let which = ["didShow", "willShow"].first(where: { method.name.contains($0) }) else { continue }
            let expected = "navigationController(_:\(which):animated:)"
            return Explanation(rule: Self.neverCalled, text: Catalog.both { $0.ruleDelegateMethodNeverCalled(declared: method.name, expected: expected) })
        }
        for source in sources where source.range(of: #"\bisMovingFromParent\b"#, options: .regularExpression) == nil {
            if let flag = source.firstMatch(#"\b(isBeingDismissed|isMovingToParent)\b"#)?[1],
               let screen = source.firstMatch(#"class\s+(\w+)\s*:\s*UI\w*ViewController"#)?[1] {
                let tag = context.events.last { $0.className == screen && $0.member.hasPrefix("viewDidDisappear") }?.instance ?? screen
                return Explanation(rule: Self.wrongFlag, text: Catalog.both { $0.ruleWrongPopFlag(flag: flag, screen: tag) })
            }
        }
        // A filter that keeps what `===` matches: the child it meant to remove.
        if let filter = context.code.calls.first(where: { call in
            call.name == "filter" && (call.receiver.map { $0.contains("childCoordinators") } ?? false)
                && call.arguments.contains { $0.contains("===") }
        }) {
            let closure = filter.arguments.first { $0.contains("===") } ?? "{ $0 === child }"
            return Explanation(rule: Self.filterKeeps, text: Catalog.both { $0.ruleFilterKeepsTheChild(closure: closure, line: filter.line) })
        }
        // `removeAll(where: { $0 !== child })`: removes every other child and keeps this one.
        if let removal = context.code.calls.first(where: { call in
            call.name == "removeAll" && (call.receiver.map { $0.contains("childCoordinators") } ?? false)
                && call.arguments.contains { $0.contains("!==") || $0.range(of: #"!\s*\(\s*\$0\s*==="#, options: .regularExpression) != nil }
        }) {
            let closure = removal.arguments.first { $0.contains("!==") || $0.contains("===") } ?? "{ $0 !== child }"
            return Explanation(rule: Self.filterKeeps, text: Catalog.both { $0.ruleRemoveAllKeepsTheChild(closure: closure, line: removal.line) })
        }
        // The transition coordinator's `.to` read as the screen that left.
        if let read = context.code.calls.first(where: { $0.name == "viewController" && $0.arguments.contains { CodeFacts.normalized($0) == ".to" || CodeFacts.normalized($0) == "UITransitionContextViewControllerKey.to" } }),
           !context.code.calls.contains(where: { $0.name == "viewController" && $0.arguments.contains { CodeFacts.normalized($0).hasSuffix(".from") } }) {
            return Explanation(rule: Self.keyTo, text: Catalog.both { $0.ruleTransitionKeyTo(line: read.line) })
        }
        if let found = fromWhatRan(context, actual: actual) { return found }
        let comparesIdentity = context.code.usesIdentityComparison
        let viaDelegate = sources.contains { $0.contains("didShow") || $0.contains("willShow") }
        return Explanation(rule: id, text: Catalog.both { $0.ruleChildCoordinatorNotRemoved(actual: actual, viaDelegate: viaDelegate, comparesIdentity: comparesIdentity) })
    }

    /// From what ran (coverage): the line that removes a child from `childCoordinators` ran on
    /// another coordinator's list, or ran for a call that passed the parent itself; or it never
    /// ran, and the call that leads to it was stopped by a test that was reached.
    private func fromWhatRan(_ context: FailureContext, actual: String) -> Explanation? {
        let code = context.code
        let removals = code.calls.filter { ["remove", "removeAll", "removeLast", "removeFirst"].contains($0.name)
            && ($0.receiver.map { CodeFacts.rootName($0) == "childCoordinators" || $0.hasSuffix(".childCoordinators") } ?? false) }
        guard removals.contains(where: { context.ran($0) != nil }) else { return nil }
        let ran = removals.filter { (context.ran($0) ?? 0) > 0 }
        if let other = ran.first(where: { $0.receiver.map { $0 != "childCoordinators" } ?? false }), let receiver = other.receiver {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleRemovedFromAnotherList(call: "\(receiver).\(other.name)(…)", line: other.line, method: other.method ?? "?", owner: other.owner ?? "?",
                                              holder: actual)
            })
        }
        if !ran.isEmpty {
            // The removal ran and removed nothing: the parent was handed itself.
            let finishers = Set(ran.compactMap(\.method).map { String($0.prefix { $0 != "(" }) })
            if let call = code.calls.first(where: { call in finishers.contains(call.name) && call.arguments == ["self"] && (context.ran(call) ?? 0) > 0
                    && code.methods.contains { method in method.owner == call.owner && finishers.contains(method.baseName) } }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.rulePassesItself(call: "\(call.name)(self)", line: call.line, method: call.method ?? "?", owner: call.owner ?? "?")
                })
            }
            return nil
        }
        // It never ran, though its own method ran: the test in that method that stopped it.
        for removal in removals where context.ran(removal) == 0 {
            if let found = context.neverRanReading(statement: removal.quoted, method: removal.method, line: removal.line, ran: 0,
                                                   conditions: removal.conditions, file: removal.file, rule: id) { return found }
        }
        // It never ran, and neither did the navigation delegate's method that leads to it: UIKit
        // calls that method only on the navigation controller's `delegate`, which no line that ran set.
        if let delegateMethod = code.methods.first(where: { $0.name.hasPrefix("navigationController(_:didShow:") || $0.name.hasPrefix("navigationController(_:willShow:") }),
           context.ran(delegateMethod) == 0 {
            let setters = code.assignments.filter { $0.member == "delegate" && ($0.base ?? "").hasSuffix("navigationController") && (context.ran($0) ?? 0) > 0 }
            if setters.isEmpty {
                // A line that sets it but never ran: why (a test before it, a `lazy var` nothing read).
                let unrun = code.assignments.first { $0.member == "delegate" && ($0.base ?? "").hasSuffix("navigationController") && context.ran($0) == 0 }
                let why = unrun.map { context.whyNeverRan($0) }
                return Explanation(rule: id, text: Catalog.both { texts in
                    // A line that sets it is there: never ask for it again, say that it never ran (held-out 287-05).
                    (unrun.map { texts.ruleNavigationDelegateSetterNeverRan(method: delegateMethod.name, owner: delegateMethod.owner ?? "?",
                                                                             setter: "\($0.target) = \($0.value)", line: $0.line) }
                        ?? texts.ruleNavigationDelegateNotSet(method: delegateMethod.name, owner: delegateMethod.owner ?? "?")) + (why?(texts) ?? "")
                })
            }
            // It ran through a chain on a controller that was on no screen yet
            // (`vc.navigationController?.delegate = self` before `vc` is pushed): the chain skipped it.
            if setters.count == 1, let setter = setters.first, setter.written.contains("?"), let base = setter.base,
               base.hasSuffix(".navigationController"), let root = base.split(separator: ".").first.map(String.init),
               code.bindings.contains(where: { $0.name == root && $0.method == setter.method && $0.owner == setter.owner && $0.line <= setter.line }) {
                let shownAt = code.calls.first { call in
                    call.method == setter.method && call.owner == setter.owner && call.line > setter.line
                        && SkippedOptionalChainRule.transitionCalls[call.name] != nil && call.arguments.first.map(CodeFacts.rootName) == root
                }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleNavigationDelegateSetThroughNil(setter: setter.written + " = " + setter.value, line: setter.line, root: root,
                                                           shownLine: shownAt?.line, method: delegateMethod.name, owner: delegateMethod.owner ?? "?")
                })
            }
        }
        // It never ran: follow the calls that lead to it, up to three methods back.
        var methods = Set(removals.compactMap { $0.method.map { String($0.prefix { $0 != "(" }) } })
        var seen = methods
        for _ in 0..<3 {
            let callers = code.calls.filter { methods.contains($0.name) }
            for call in callers {
                let written = call.quoted
                // Inside a timer's closure (`Timer.scheduledTimer(…) { _ in self.tick() }`, held-out 278-04): run later, at
                // its interval, not when the screen left.
                if let closure = call.closureOf, closure.contains("scheduledTimer") || closure == "Timer" || closure.hasPrefix("Timer("),
                   let removal = removals.first, let method = call.method {
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleRemovalOnlyFromTimer(removal: removal.quoted, line: removal.line, call: written, callLine: call.line, method: method)
                    })
                }
                // Inside a closure made and never called (`.map { childDidFinish($0) }` on a
                // `first(where:)` that found nothing).
                if context.ran(call) == 0, let found = context.closureNeverCalled(statement: written, file: call.file, line: call.line, column: call.column,
                                                                                  method: call.method, rule: id) { return found }
                if let found = context.wentOtherWay(statement: written, method: call.method, line: call.line, ran: context.ran(call),
                                                    conditions: call.conditions, file: call.file, rule: id) { return found }
            }
            // A call inside a closure kept in a property (`lazy var finish = { … didFinish() }`) is reached by calling that property.
            let kept = callers.filter { $0.method == nil }.compactMap { call -> String? in
                guard let span = code.innermostClosure(file: call.file, line: call.line) else { return nil }
                if let stored = span.stored { return String(stored.split(separator: ".").last ?? Substring(stored)) }
                // (Else a property's initial value.)
                return code.propertyHolding(span)?.name
            }
            methods = Set(callers.compactMap { $0.method.map { String($0.prefix { $0 != "(" }) } } + kept).subtracting(seen)
            seen.formUnion(methods)
            if methods.isEmpty { break }
        }
        // Every way to it starts at actions of the learner's that this check never used (the Back
        // button calls none): the removal is reached only from them.
        let entries = code.methods.filter { method in seen.contains(method.baseName) && code.calls.contains { $0.name == method.baseName } == false }
        if let removal = removals.first, !entries.isEmpty, entries.allSatisfy({ $0.isAction && (context.ran($0) ?? 0) == 0 }), let action = entries.first {
            let usedBack = context.check.steps.contains { if case .back = $0 { return true }; if case .swipeBack = $0 { return true }; return false }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleRemovalOnlyFromUnusedAction(removal: removal.quoted, line: removal.line, action: action.name, actionLine: action.line,
                                                   owner: action.owner ?? "?", usedBack: usedBack)
            })
        }
        return nil
    }
}
