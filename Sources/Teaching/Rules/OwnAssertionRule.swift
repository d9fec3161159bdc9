import Foundation
import Texts
import WorkbookProtocol

/// The app stopped on the learner's own `precondition`, `assert`, `fatalError`,
/// `preconditionFailure` or `assertionFailure`: a condition they asserted did not hold when the
/// line ran. Told with the condition, the method it ran in, and what UIKit guarantees (or not) at
/// that moment about what the condition names (the stack and the destination in `prepare`, the
/// presenter of a screen presented from a navigation controller, outlets before the view loads,
/// a popped screen's stack, a segue's sender, the default presentation style, a store after a
/// relaunch).
struct OwnAssertionRule: TeachingRule {
    let id = "own-assertion-failed"
    static let stops: Set<String> = ["precondition", "assert", "fatalError", "preconditionFailure", "assertionFailure"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, let line = crash.line, let file = crash.file else { return nil }
        let code = context.code
        guard let index = context.learnerFileIndex(endingWith: file),
              let stop = code.calls.first(where: { $0.file == index && $0.line == line && Self.stops.contains($0.name) && $0.receiver == nil }) else { return nil }
        // The condition asserted: the call's own (precondition, assert), or the guard or `if` whose
        // other way the stop sits in.
        let condition: String
        if ["precondition", "assert"].contains(stop.name), let first = stop.arguments.first {
            condition = first
        } else if let guarding = stop.conditions.last(where: { !$0.holds }) {
            condition = guarding.text
        } else if let test = stop.conditions.last {
            condition = "!(\(test.text))"
        } else {
            return nil
        }
        let method = stop.method ?? "?"
        let outlets = Set(code.properties.filter(\.isOutlet).map(\.name))
        let fact = Self.fact(method: method, condition: condition, outlets: outlets)
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleOwnAssertion(call: stop.name, condition: condition.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression),
                                line: line, method: method, fact: fact)
        })
    }

    /// What UIKit guarantees at that moment about what the condition names, most specific first.
    static func fact(method: String, condition: String, outlets: Set<String>) -> AssertionFact? {
        func names(_ words: String...) -> Bool { words.contains { FailureContext.mentions(condition, $0) } }
        let namesOutlet = outlets.contains { FailureContext.mentions(condition, $0) }
        if method == "prepare(for:sender:)", names("topViewController", "viewControllers", "presentedViewController", "isViewLoaded", "viewIfLoaded") || namesOutlet {
            return .prepareBeforeShown
        }
        if names("presentingViewController") { return .presenterIsContainer }
        if method.hasPrefix("init(") || method == "awakeFromNib()" { return .initializer }
        if namesOutlet || names("isViewLoaded") { return .outletsBeforeLoad }
        if ["viewWillDisappear(_:)", "viewDidDisappear(_:)"].contains(method), names("viewControllers", "topViewController", "isMovingFromParent", "navigationController") {
            return .poppedLeftStack
        }
        if names("sender") { return .segueSender }
        if names("navigationController") { return .noNavigationWhenPresented }
        if names("modalPresentationStyle") { return .defaultStyle }
        if names("UserDefaults", "string", "object") { return .storeOutlivesLaunch }
        return nil
    }
}

extension FailureContext {
    /// The index of the learner's file whose path ends with `path` (a crash names it as the project does).
    func learnerFileIndex(endingWith path: String) -> Int? {
        learnerPaths.firstIndex { $0.hasSuffix(path) || path.hasSuffix($0) || ($0 as NSString).lastPathComponent == (path as NSString).lastPathComponent }
    }
}
