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
        let held = self.held(stop: stop, condition: condition, method: method, context: context)
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleOwnAssertion(call: stop.name, condition: condition.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression),
                                line: line, method: method, fact: held.map { _ in nil } ?? fact, held: held)
        })
    }

    /// What the condition met, from the run: the value a `switch` whose `default:` stopped the app was
    /// given (a segue's identifier in `prepare`), or the object a cast or a type test was given.
    func held(stop: CodeFacts.Call, condition: String, method: String, context: FailureContext) -> AssertionHeld? {
        let code = context.code
        let run = context.events.last { $0.member == FailureContext.traceName(method) && (stop.owner == nil || $0.className == stop.owner) }
        if let group = code.branches.first(where: { group in
               group.subject != nil && group.file == stop.file && group.method == stop.method
                   && group.arms.contains { $0.label == "default" && $0.line <= stop.line && stop.line <= $0.endLine }
           }), let subject = group.subject {
            let cases = group.arms.filter { $0.label != "default" }.map { String($0.label.dropFirst(5)) }
            var value: String?
            if FailureContext.mentions(subject, "identifier"), let detail = run?.detail, let met = detail.firstMatch(#"segue="([^"]*)""#)?[1] {
                value = "\"\(met)\""
            }
            return .switchMiss(subject: subject, value: value, cases: cases)
        }
        guard let run, let match = condition.firstMatch(#"([\w.]+)\s+(?:as[?!]|is)\s*([A-Z]\w*)"#) else { return nil }
        let written = match[1], type = match[2]
        let expression = code.resolved(written, method: stop.method, owner: stop.owner, upTo: stop.line)
        guard let object = context.objectHeld(CodeFacts.normalized(expression), method: method, run: run) ?? context.objectHeld(written, method: method, run: run),
              object.className != type else { return nil }
        return .object(expression: written, object: object.tag ?? object.className, type: type)
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
