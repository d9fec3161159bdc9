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
    /// A screen change run by a `defer` past an early exit is why the asserting screen came at all.
    let supersededBy: Set<String> = ["transition-in-defer"]
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
        let run = context.events.last { $0.member == FailureContext.traceName(method) && (stop.owner == nil || $0.className == stop.owner) }
        let fact = Self.fact(method: method, condition: condition, outlets: outlets).flatMap { Self.holds($0, condition: condition, run: run, context: context) }
        let held = self.held(stop: stop, condition: condition, method: method, context: context)
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleOwnAssertion(call: stop.name, condition: condition.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression),
                                line: line, method: method, fact: held == nil ? fact : nil, held: held)
        })
    }

    /// `name` set on one line only, through `base?.` (`self.subView?.delegate = self`), which ran in a
    /// method that ran before the one giving `base` its value (`self.subView = sub` in `prepare`).
    static func setThroughNilBase(_ name: String, context: FailureContext) -> AssertionHeld? {
        let code = context.code
        let setters = code.assignments.filter { $0.member == name }
        // (Its line may count no run: `a?.b = c` skips `c` too when `a` is nil. Its method's run is the evidence.)
        guard setters.count == 1, let setter = setters.first,
              let baseMatch = (setter.written.isEmpty ? setter.target : setter.written).firstMatch(#"(?:^|\.)(\w+)\s*\?\s*\.\s*\#(name)$"#),
              let setterMethod = setter.method else { return nil }
        let base = baseMatch[1]
        guard let baseSetter = code.assignments.first(where: { $0.member == base && $0.owner == setter.owner && $0.line != setter.line }),
              let baseMethod = baseSetter.method, baseMethod != setterMethod,
              let firstSetterRun = context.runs(of: setterMethod, owner: setter.owner).first?.index else { return nil }
        // The base got its value only after the setter's method had run (or never).
        let baseRuns = context.runs(of: baseMethod, owner: baseSetter.owner)
        guard baseRuns.first.map({ $0.index > firstSetterRun }) ?? true else { return nil }
        return .setThroughNilBase(name: name, setter: setter.statement, setterLine: setter.line, setterMethod: setterMethod, base: base,
                                  baseLine: baseSetter.line, baseMethod: baseMethod)
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
        if let name = condition.firstMatch(#"^\s*(?:self\.)?(\w+)\s*!=\s*nil\s*$"#)?[1],
           let found = Self.setThroughNilBase(name, context: context) { return found }
        guard let run, let match = condition.firstMatch(#"([\w.]+)\s+(?:as[?!]|is)\s*([A-Z]\w*)"#) else { return nil }
        let written = match[1], type = match[2]
        // A local read through its binding, and its end (`stack.last` with `let stack = navigationController?.viewControllers`).
        var expression = code.resolved(written, method: stop.method, owner: stop.owner, upTo: stop.line)
        if expression == written, let dot = written.lastIndex(of: "."), ["last", "first"].contains(String(written[written.index(after: dot)...])) {
            let base = String(written[..<dot])
            var resolved = code.resolved(base, method: stop.method, owner: stop.owner, upTo: stop.line)
            // A default for a missing stack (`navigationController?.viewControllers ?? []`) is not the stack read.
            if let defaulted = resolved.range(of: "??") { resolved = resolved[..<defaulted.lowerBound].trimmingCharacters(in: .whitespaces) }
            if resolved != base { expression = resolved + String(written[dot...]) }
        }
        // A local at the head of a chain (`nav.topViewController` with `guard let nav = navigationController`).
        if expression == written, let dot = written.firstIndex(of: ".") {
            let root = String(written[..<dot])
            let resolved = code.resolved(root, method: stop.method, owner: stop.owner, upTo: stop.line)
            if resolved != root { expression = resolved + String(written[dot...]) }
        }
        guard let object = context.objectHeld(CodeFacts.normalized(expression), method: method, run: run) ?? context.objectHeld(written, method: method, run: run),
              object.className != type else { return nil }
        // In an unwind action the destination is the screen gone back to; the one left is the source.
        let other = CodeFacts.normalized(expression) == "segue.destination" && run.unwindSource != nil ? run.unwindSource.map { "`segue.source` (\($0))" } : nil
        // The top of the stack is the screen whose method runs: the one asked for is under it.
        if other == nil, object.tag == run.instance, ["topViewController", "viewControllers.last"].contains(where: { CodeFacts.normalized(expression).hasSuffix($0) }),
           let stack = context.knownStack(of: run), stack.count >= 2, stack[stack.count - 2].hasPrefix(type + "#") {
            return .topIsSelf(expression: written, object: run.instance, type: type, under: stack[stack.count - 2])
        }
        return .object(expression: written, object: object.tag ?? object.className, type: type, other: other)
    }

    /// A fact told only when the run shows it applies here: a presented screen in no navigation
    /// controller only for a screen that was presented and is in none; a popped screen only for one
    /// a pop took away; the store kept across launches only after a relaunch (before any, a key
    /// nothing has saved yet reads nil).
    static func holds(_ fact: AssertionFact, condition: String, run: TraceEvent?, context: FailureContext) -> AssertionFact? {
        let evidence = context.evidence
        switch fact {
        case .noNavigationWhenPresented:
            guard let instance = run?.instance, !evidence.wasInNavigation(instance),
                  evidence.transitions.contains(where: { $0.move == .present && $0.subject == instance }) else { return nil }
            return fact
        case .poppedLeftStack:
            guard let instance = run?.instance,
                  evidence.transitions.contains(where: { [.pop, .popTo, .popToRoot].contains($0.move) && $0.subject == instance })
                    || !(evidence.states.last?.navigationStacks.contains { $0.stack.contains(instance) } ?? true) else { return nil }
            return fact
        case .storeOutlivesLaunch:
            let step = context.failure.step ?? Int.max
            let relaunched = context.check.steps.enumerated().contains { $0.offset < step && $0.element == .relaunch }
            if relaunched { return fact }
            return condition.contains("forKey") ? .storeEmpty : nil
        default:
            return fact
        }
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
