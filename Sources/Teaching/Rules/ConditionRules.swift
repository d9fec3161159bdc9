import Foundation
import LearnerBuild
import Texts
import WorkbookProtocol

// Rules over the paths of the learner's code: which condition a statement runs under, which
// branch chose the value shown, what the compiler already warned about. Each states its
// premise over the run (what did not arrive, which action ran) and the code's syntax; none
// knows an exercise.

extension CodeFacts.Condition {
    /// As a sentence quotes it: on one line (a condition written over several lines keeps its words).
    var shown: ConditionText { ConditionText(text: text.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression), line: line, holds: holds) }
}

extension FailureContext {
    /// The assignments that give the failed expectation its value: `outlet.text = …` for a label,
    /// `….name = …` for a property.
    /// Then the assignments of the properties that value is made from (`resultEmail.text =
    /// paramEmail` → `rvc.paramEmail = …`), one level up.
    var settersOfSubject: [CodeFacts.Assignment] {
        let direct = code.assignments.filter(setsSubject)
        guard !direct.isEmpty else { return [] }
        var upstream: [CodeFacts.Assignment] = []
        for setter in direct {
            // The value, with the local names it uses read as what they were bound to (`if let email = paramEmail`).
            var value = ([setter.value] + code.bindings.filter { $0.method == setter.method && $0.owner == setter.owner && Self.mentions(setter.value, $0.name) }
                .map(\.value)).joined(separator: " ")
            // A computed property of the class it shows (`resultEmail.text = emailText`, `var emailText: String
            // { paramEmail }`) is read through its getter: what it is made from is what the value is made from.
            for _ in 0..<2 {
                for property in code.properties where property.owner == setter.owner && property.isComputed && Self.mentions(value, property.name) {
                    if let body = property.getterBody ?? property.getter, !value.contains(body) { value += " " + body }
                }
            }
            for property in code.properties where property.owner == setter.owner && !property.isOutlet && Self.mentions(value, property.name) {
                upstream += code.assignments.filter { $0.member == property.name && !($0.owner == setter.owner && $0.method == setter.method) }
            }
        }
        return direct + upstream.filter { candidate in !direct.contains { $0.line == candidate.line && $0.target == candidate.target } }
    }

    /// The lines giving the label `outlet` its text that ran, with how many times, and each property
    /// of their own class (not an outlet) the text is made from.
    func labelSettersShowing(_ outlet: String) -> [(setter: CodeFacts.Assignment, shown: Int, owner: String, property: CodeFacts.Property)] {
        code.labelSetters(outlet).flatMap { setter in
            guard let shown = ran(setter), shown > 0, let owner = setter.owner else { return [(setter: CodeFacts.Assignment, shown: Int, owner: String, property: CodeFacts.Property)]() }
            return code.properties.filter { $0.owner == owner && !$0.isOutlet && Self.mentions(setter.value, $0.name) }.map { (setter, shown, owner, $0) }
        }
    }

    /// The value the check expected and the one it read, unquoted, when a value was read and it
    /// differs from the one expected.
    var differingValues: (expected: String, actual: String)? {
        guard isMissingValue, let expected = failure.expected.map(WrongBranchRule.unquoted),
              let actual = failure.actual.map(WrongBranchRule.unquoted), expected != actual else { return nil }
        return (expected, actual)
    }

    /// Whether what the check read still holds the value it started with (the storyboard's text
    /// of the label, the property's declared value): nil when that is not known. A setter that
    /// ran under a condition would have changed it, so a changed value means the condition held.
    var subjectUntouched: Bool? {
        guard let actual = failure.actual.map(WrongBranchRule.unquoted) else { return nil }
        switch failure.expectation {
        case let .label(outlet, _)?:
            for scene in storyboards.flatMap(\.scenes) {
                guard let outletModel = scene.controller.outlets.first(where: { $0.property == outlet }),
                      let view = scene.controller.view.flatMap({ Self.view(outletModel.destinationID, in: $0) }) else { continue }
                return actual == (view.text ?? "")
            }
            return nil
        case let .property(of, name, _)?:
            let owner = String(of.split(separator: "#")[0])
            guard let property = code.properties.first(where: { $0.name == name && $0.owner == owner }), !property.derivesValue else { return nil }
            guard let initial = property.initial else { return actual == "nil" || (property.type?.hasSuffix("?") == true && actual.isEmpty) }
            return CodeFacts.isLiteral(initial) ? actual == WrongBranchRule.unquoted(initial) : nil
        default:
            return nil
        }
    }

    static func view(_ id: String, in view: ViewModel) -> ViewModel? {
        if view.id == id { return view }
        for child in view.subviews { if let found = Self.view(id, in: child) { return found } }
        return nil
    }

    /// Whether `assignment` sets what the failed expectation reads itself: `outlet.text = …` for a
    /// label, `….name = …` for a property.
    func setsSubject(_ assignment: CodeFacts.Assignment) -> Bool {
        switch failure.expectation {
        case let .label(outlet, _)?: return assignment.target == "\(outlet).text" || assignment.target.hasSuffix(".\(outlet).text")
        case let .property(_, name, _)?: return assignment.member == name
        default: return false
        }
    }

    /// Whether the trace records the runs of `method` of `owner`: UIKit's callbacks (`override`),
    /// actions, an initializer or `deinit` (a helper of the learner's is not recorded).
    func isTraced(_ method: String?, owner: String?) -> Bool {
        guard let method else { return false }
        if method == "deinit" || method.hasPrefix("init(") { return true }
        // (An override of a hook of the learner's own base class is the learner's method, not UIKit's callback.)
        return code.methods.contains { $0.name == method && $0.owner == owner
            && ($0.isAction || ($0.isOverride && !(owner.map { code.isLearnersOwnHook(method, owner: $0) } ?? false))) }
    }

    public static func mentions(_ text: String, _ name: String) -> Bool {
        text.range(of: "\\b\(NSRegularExpression.escapedPattern(for: name))\\b", options: .regularExpression) != nil
    }

    /// `name` read as the object's own (`name`, `self.name`), never as another object's member (`app?.name`).
    public static func mentionsOwn(_ text: String, _ name: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        return text.range(of: "(?<![\\w.])\(escaped)\\b|\\bself\\.\(escaped)\\b", options: .regularExpression) != nil
    }

    /// The conditions that decide something: not the unwrap of the very value that did not arrive
    /// (`if let email = paramEmail`), which only says the value was missing.
    static func deciding(_ conditions: [CodeFacts.Condition]) -> [CodeFacts.Condition] {
        conditions.filter { condition in
            // `if let x = …` alone unwraps a value (a cast, a store's read); whether it was there is
            // another rule's reading (what never set it), not a test the learner wrote the wrong way.
            // (Several bindings joined by commas too: `let nav = navigationController, let vc = nav.… as? VC2`.)
            let pieces = (condition.text.contains(",") ? (ValueFlow.parts(of: condition.text)?.parts.map(\.text) ?? [condition.text]) : [condition.text])
                .map(FailureContext.plainBinding)
            return !pieces.allSatisfy { $0.range(of: #"^(let|var)\s+\w+(\s*:\s*[^=,]+)?(\s*=\s*[^,]+)?$"#, options: .regularExpression) != nil }
        }
    }

    /// The learner's own methods a method calls by name (`self.update()`, `show(result)`), one level.
    func methodsCalled(from method: String, owner: String?) -> [CodeFacts.Method] {
        let names = Set(code.calls.filter { $0.method == method && $0.owner == owner && ($0.receiver == nil) }.map(\.name))
        return code.methods.filter { names.contains($0.baseName) && $0.owner == owner && $0.name != method }
    }
}

/// UIKit's calls that change the screen, as a statement names them (shared by the readings and the what-if search).
public enum TransitionCalls {
    public static let names: Set<String> = ["pushViewController", "present", "show", "showDetailViewController", "performSegue",
                                            "setViewControllers", "popViewController", "popToRootViewController", "popToViewController", "dismiss"]

    /// Whether a statement as written calls one of them (`performSegue(…)`, `nav?.popViewController(…)`).
    public static func made(by statement: String) -> Bool {
        names.contains { statement.range(of: "\\b\($0)\\(", options: .regularExpression) != nil }
    }
}

/// The statement that would have made the expected value or screen sits under a condition (or
/// in a method the code calls only under one, or never calls): the learner reads the condition
/// it depends on. A general reading: it speaks only when no specific rule found a cause.
struct ConditionDecidedRule: TeachingRule {
    let id = "condition-decided"
    static var transitionNames: Set<String> { TransitionCalls.names }

    /// Whether a statement as written calls one of UIKit's transitions (`performSegue(…)`, `nav?.popViewController(…)`).
    static func makesTransition(_ statement: String) -> Bool { TransitionCalls.made(by: statement) }

    func explain(_ context: FailureContext) -> Explanation? {
        if context.isMissingValue, let found = valueReasons(context) { return found }
        if context.isAboutScreens, let found = screenReasons(context) { return found }
        return nil
    }

    /// A value that did not arrive: the assignment's own conditions, or its method's callers'.
    private func valueReasons(_ context: FailureContext) -> Explanation? {
        let setters = context.settersOfSubject
        // What ran, when the coverage says: a setter that ran was not stopped by its conditions;
        // one that never ran under a test that was reached was.
        if setters.contains(where: { context.ran($0) != nil }) { return ranValueReasons(context, setters: setters) }
        // Its conditions decide only when its method ran: a method UIKit calls that never ran
        // (the trace shows) did not get as far as the condition.
        let reached: (CodeFacts.Assignment) -> Bool = { setter in
            guard let name = setter.method,
                  let method = context.code.method(name, in: setter.owner),
                  method.isOverride || method.isAction else { return true }
            return !context.runs(of: method.name, owner: method.owner).isEmpty
        }
        // A value that changed was set: the condition did not keep its own setter from running
        // (a setter one level up gives a value the run does not show: no such reading).
        let untouched = context.subjectUntouched
        // A setter that a later one of the same method replaces on every path is not what decided.
        let replaced: (CodeFacts.Assignment) -> Bool = { setter in
            setters.contains { $0.target == setter.target && $0.method == setter.method && $0.owner == setter.owner && $0.line > setter.line
                && FailureContext.deciding($0.conditions).isEmpty }
        }
        if let setter = setters.first(where: { !FailureContext.deciding($0.conditions).isEmpty && reached($0) && !(context.setsSubject($0) && untouched == false) && !replaced($0) }) {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleConditionDecided(statement: "\(setter.target) = …", method: setter.method ?? "?", line: setter.line,
                                        conditions: FailureContext.deciding(setter.conditions).map(\.shown))
            })
        }
        let protocolMethods = context.code.protocolMethods
        for setter in setters {
            guard let name = setter.method,
                  let method = context.code.method(name, in: setter.owner),
                  !method.isOverride, !method.isAction else { continue }
            // The trace records the calls UIKit makes; a method it ran needs no caller of the learner's.
            guard context.runs(of: method.name, owner: method.owner).isEmpty else { continue }
            let callers = context.code.calls.filter { $0.name == method.baseName && $0.method != name }
            if let caller = callers.first(where: { !FailureContext.deciding($0.conditions).isEmpty }) {
                let written = (caller.receiver.map { $0 + "?." } ?? "") + caller.name + "(…)"
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCallerUnderCondition(setter: setter.target, method: method.name, call: written, caller: caller.method ?? "?", line: caller.line,
                                                conditions: FailureContext.deciding(caller.conditions).map(\.shown))
                })
            }
            // A protocol's method (a delegate's) that nothing calls: only the learner's code would.
            if callers.isEmpty, let found = context.selectorStringMiss(method) { return found }
            if callers.isEmpty, protocolMethods.contains(method.baseName) {
                return Explanation(rule: id, text: Catalog.both { $0.ruleMethodNeverCalled(setter: setter.target, method: method.name, line: setter.line) })
            }
        }
        return nil
    }

    /// `valueReasons` from the coverage: the setter (or the call of its method) that never ran,
    /// and the test that was reached and went the other way. A setter that ran is not explained
    /// here: its conditions held.
    private func ranValueReasons(_ context: FailureContext, setters given: [CodeFacts.Assignment]) -> Explanation? {
        // The setter that writes the very text the check wanted first: the line that should have run.
        let wanted = context.failure.expected.map { "\"" + WrongBranchRule.unquoted($0) + "\"" }
        let writesWanted = { (setter: CodeFacts.Assignment) in wanted.map { setter.value.trimmingCharacters(in: .whitespaces) == $0 } ?? false }
        // A line that never ran but writes the same place the same way as one that ran would have
        // given the same value: the test that kept it from running is not why the value is wrong.
        let same = { (setter: CodeFacts.Assignment) in
            (context.ran(setter) ?? 1) == 0 && given.contains { other in
                other.line != setter.line && other.target == setter.target && other.owner == setter.owner && other.method == setter.method
                    && other.value.replacingOccurrences(of: "self.", with: "") == setter.value.replacingOccurrences(of: "self.", with: "") && (context.ran(other) ?? 0) > 0
            }
        }
        let setters = (given.filter(writesWanted) + given.filter { !writesWanted($0) }).filter { !same($0) }
        let lines = setters.map { (file: $0.file, line: $0.line) }
        for setter in setters {
            if let found = context.wentOtherWay(statement: "\(setter.target) = …", method: setter.method, line: setter.line, ran: context.ran(setter),
                                                conditions: setter.conditions, file: setter.file, rule: id,
                                                others: lines.filter { $0.line != setter.line || $0.file != setter.file }) { return found }
        }
        // A setter put off (after an `await`, in a `Task`, later on the main queue) that had not run yet,
        // or inside a closure that was made and never called.
        for setter in setters where context.ran(setter) == 0 {
            if let found = context.deferredNeverRan(statement: "\(setter.target) = …", file: setter.file, line: setter.line, column: setter.column,
                                                    method: setter.method, rule: id) { return found }
            if let found = context.closureNeverCalled(statement: "\(setter.target) = …", file: setter.file, line: setter.line, column: setter.column,
                                                      method: setter.method, rule: id) { return found }
        }
        // An unwrap that stopped it, when why it found nil is known.
        for setter in setters where context.ran(setter) == 0 {
            if let found = context.neverRanReading(statement: "\(setter.target) = …", method: setter.method, line: setter.line, ran: 0,
                                                   conditions: setter.conditions, file: setter.file, rule: id, onlyWithReason: true) { return found }
        }
        for setter in setters where context.ran(setter) == 0 {
            guard let name = setter.method,
                  let method = context.code.method(name, in: setter.owner),
                  !method.isOverride, !method.isAction, context.ran(method) == 0 else { continue }
            let callers = context.code.calls.filter { $0.name == method.baseName && $0.method != name }
            for caller in callers {
                let written = (caller.receiver.map { $0 + "?." } ?? "") + caller.name + "(…)"
                if let found = context.wentOtherWay(statement: written, method: caller.method, line: caller.line, ran: context.ran(caller),
                                                    conditions: caller.conditions, file: caller.file, rule: id) { return found }
                // An unwrap that stopped the call, when why it found nil is known (a cast of the segue's sender).
                if (context.ran(caller) ?? 1) == 0,
                   let found = context.neverRanReading(statement: written, method: caller.method, line: caller.line, ran: 0,
                                                       conditions: caller.conditions, file: caller.file, rule: id, onlyWithReason: true) { return found }
                if let found = inMethodThatNeverRan(context, statement: written, line: caller.line, method: caller.method, owner: caller.owner) { return found }
                // A caller inside a closure that was made and never called (a control's action for an event that never came).
                if (context.ran(caller) ?? 1) == 0,
                   let found = context.closureNeverCalled(statement: written, file: caller.file, line: caller.line, column: caller.column, method: caller.method, rule: id) { return found }
            }
            // Started only by its callers that never ran, or by a control, a bar button, a gesture or a notification that could not fire.
            if let found = context.notCalledReading(statement: "\(setter.target) = …", line: setter.line, method: setter.method, owner: setter.owner, rule: id) {
                return found
            }
            if callers.isEmpty, let found = context.selectorStringMiss(method) { return found }
            if callers.isEmpty, context.code.protocolMethods.contains(method.baseName) {
                return Explanation(rule: id, text: Catalog.both { $0.ruleMethodNeverCalled(setter: setter.target, method: method.name, line: setter.line) })
            }
        }
        return nil
    }

    /// A statement in a method UIKit calls (an override, an action) that never ran in this run.
    private func inMethodThatNeverRan(_ context: FailureContext, statement: String, line: Int, method name: String?, owner: String?) -> Explanation? {
        guard let name, let owner, let method = context.code.method(name, in: owner),
              method.isOverride || method.isAction, context.ran(method) == 0, context.runs(of: name, owner: owner).isEmpty else { return nil }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleInMethodThatNeverRan(statement: statement, line: line, owner: owner, method: name)
        })
    }

    /// A screen that did not come (or one that should not have): the transitions of the action
    /// that ran, or the `return false` of `shouldPerformSegue`.
    private func screenReasons(_ context: FailureContext) -> Explanation? {
        guard let step = context.failure.step, let expected = context.subjectClass ?? context.expectedTopClass else { return nil }
        let evidence = context.evidence
        let moved = evidence.transitions(upTo: step).filter { $0.ignored == nil && ($0.step ?? 0) > 0 }
        if let action = evidence.lastAction(upTo: step), !moved.contains(where: { $0.index > action.index }) {
            let owner = action.event.className
            guard let method = context.code.methods.first(where: { FailureContext.traceName($0.name) == action.event.member && $0.owner == owner })
                    ?? context.code.methods.first(where: { $0.baseName == action.event.member && $0.owner == owner }) else { return nil }
            var inScope = [method.name] + context.methodsCalled(from: method.name, owner: owner).map(\.name)
            // The observers of the screen's properties those methods assign (`state = .leaving` runs `state`'s `didSet`).
            let assigned = Set(context.code.assignments.filter { $0.owner == owner && inScope.contains($0.method ?? "") && FailureContext.isSelfBase($0.base) }.map(\.member))
            inScope += assigned.sorted().flatMap { ["\($0).didSet", "\($0).willSet"] }
            let transitions = context.code.calls.filter { call in
                Self.transitionNames.contains(call.name) && call.owner == owner && inScope.contains(call.method ?? "")
            }
            // What ran, when the coverage says: a transition that ran was not stopped by its test.
            if transitions.contains(where: { context.ran($0) != nil }) {
                // No screen changed after the action by the failed step: a transition put off (after an
                // `await`, in a `Task`, after a delay) ran too late, or not yet.
                for call in transitions {
                    if let found = context.deferredNeverRan(statement: call.written, file: call.file, line: call.line, column: call.column,
                                                            method: call.method, rule: id, late: true) { return found }
                }
                for call in transitions {
                    if let found = context.closureNeverCalled(statement: call.written, file: call.file, line: call.line, column: call.column,
                                                              method: call.method, rule: id) { return found }
                }
                for call in transitions {
                    let written = (call.receiver.map { $0 + "?." } ?? "") + call.name + "(…)"
                    if let found = context.wentOtherWay(statement: written, method: call.method, line: call.line, ran: context.ran(call),
                                                        conditions: call.conditions, file: call.file, rule: id) { return found }
                }
                return nil
            }
            if let call = transitions.first(where: { !FailureContext.deciding($0.conditions).isEmpty }) {
                let written = (call.receiver.map { $0 + "?." } ?? "") + call.name + "(…)"
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleConditionDecided(statement: written, method: call.method ?? "?", line: call.line, conditions: FailureContext.deciding(call.conditions).map(\.shown))
                })
            }
            // No transition in the action, and it hands the work to no method of the learner's
            // (`coordinator?.next()` may move screens elsewhere).
            let declared = Set(context.code.methods.map(\.baseName))
            // (A stored closure called there, `env.push(rvc)`, may move screens too: what it holds is set elsewhere.)
            let closures = Set(context.code.properties.filter { ($0.type ?? "").contains("->") || ($0.initial ?? "").hasPrefix("{") }.map(\.name))
            let delegates = context.code.calls.contains { call in
                inScope.contains(call.method ?? "") && call.owner == owner && (declared.contains(call.name) || closures.contains(call.name)) && call.name != method.baseName
            }
            if transitions.isEmpty, !delegates {
                let instance = action.event.instance
                // The action took its screen out as a child would leave its parent, but the screen
                // was presented, not added as a child: it has no parent to leave.
                if let presentedBy = evidence.transitions.last(where: { $0.move == .present && $0.subject == instance })?.receiver,
                   let teardown = context.code.calls.first(where: { call in
                       ["removeFromParent", "willMove", "removeFromSuperview"].contains(call.name) && call.owner == owner && inScope.contains(call.method ?? "")
                           && (call.name != "willMove" || call.arguments.first == "nil") && (context.ran(call) ?? 1) > 0
                   }) {
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleContainmentTeardownOnShownScreen(action: "\(instance).\(action.event.member)", statement: teardown.writtenInSource, line: teardown.line,
                                                               screen: instance, presenter: presentedBy, expected: expected)
                    })
                }
                let suggestion: String
                if let presenter = evidence.transitions.last(where: { $0.move == .present && ($0.subject == instance || $0.subject == evidence.navigationController(of: instance)) })?.receiver,
                   presenter.hasPrefix(expected + "#") || evidence.navigationController(of: presenter).map({ nav in
                       evidence.states.last?.navigationStacks.first { $0.navigationController == nav }?.stack.last?.hasPrefix(expected + "#") == true
                   }) == true || presenter.hasPrefix("UINavigationController#") {
                    suggestion = "dismiss(animated: true)"
                } else if evidence.wasInNavigation(instance), evidence.transitions.contains(where: { $0.move == .push && $0.subject == instance }) {
                    suggestion = "navigationController?.popViewController(animated: true)"
                } else if evidence.wasInNavigation(instance) {
                    suggestion = "navigationController?.pushViewController(…, animated: true)"
                } else {
                    suggestion = "present(…, animated: true)"
                }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleNoTransitionInAction(action: "\(action.event.instance).\(action.event.member)", expected: expected, suggestion: suggestion)
                })
            }
            return nil
        }
        // A segue went on where the check expected to stay: when `shouldPerformSegue` answers
        // `false` only under conditions, those conditions decided it.
        guard let last = moved.last, let subject = last.subject, !subject.hasPrefix(expected + "#"),
              last.identifier != nil || last.move == .performSegue || evidence.instances[subject]?.segueDestinationOf != nil else { return nil }
        let refusals = context.code.returns.filter { $0.method?.hasPrefix("shouldPerformSegue(") == true && $0.value == "false" }
        // Every answer that could have kept the screen (`return false`, `return emailIsValid`):
        // the one that never ran, under a test that was reached.
        let answers = context.code.returns.filter { $0.method?.hasPrefix("shouldPerformSegue(") == true && $0.value != nil && $0.value != "true" }
        if answers.contains(where: { context.ran($0) != nil }) {
            for refusal in answers {
                if let found = context.wentOtherWay(statement: "return \(refusal.value ?? "")", method: refusal.method, line: refusal.line, ran: context.ran(refusal),
                                                    conditions: refusal.conditions, file: refusal.file, rule: id) { return found }
            }
            return nil
        }
        if refusals.contains(where: { context.ran($0) != nil }) {
            for refusal in refusals {
                if let found = context.wentOtherWay(statement: "return false", method: refusal.method, line: refusal.line, ran: context.ran(refusal),
                                                    conditions: refusal.conditions, file: refusal.file, rule: id) { return found }
            }
            return nil
        }
        guard let refusal = refusals.first(where: { !$0.conditions.isEmpty }) else { return nil }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleConditionDecided(statement: "return false", method: refusal.method ?? "?", line: refusal.line, conditions: refusal.conditions.map(\.shown))
        })
    }
}

/// The value shown is what one branch of a condition picks, and the expected value is what the
/// other branch picks: the condition went the other way.
struct WrongBranchRule: TeachingRule {
    /// `giver` (which ran) is on one side of a test, and the line giving `name` from a control the user
    /// changed (`unread`: not read by `giver`) is on the other side and never ran: the test went the wrong way.
    func otherSide(giver: CodeFacts.Assignment, name: String, unread: [String], subject: String, got: String, condition: String, value: String,
                   _ context: FailureContext) -> Explanation? {
        guard let other = context.code.assignments.first(where: { other in
                  other.member == name && other.file == giver.file && other.line != giver.line && context.ran(other) == 0
                      && unread.contains { FailureContext.mentions(other.value, $0) } }),
              let arm = giver.conditions.first(where: { test in other.conditions.contains { $0.text == test.text && $0.line == test.line && $0.holds != test.holds } }),
              let control = unread.first(where: { FailureContext.mentions(other.value, $0) }) else { return nil }
        let segue = Self.segueTestNote(arm.text, holds: arm.holds, context: context)
        let file = context.fileName(giver.file) ?? "?"
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleInputReadOnOtherSide(subject: subject, actual: "\"\(got)\"", condition: condition, value: value,
                                        giver: "\(giver.target) = \(giver.value)", giverLine: giver.line, giverMethod: giver.method ?? "?", file: file,
                                        test: arm.text, testLine: arm.line, testValue: arm.holds, other: other.statement, otherLine: other.line,
                                        control: control, segue: segue)
        })
    }

    /// A test of the segue's identifier (`isDefault(segue.identifier)`, `segue.identifier?.hasSuffix("Submit") == true`)
    /// worked out on the identifier of the segue this check went through, when it gives the value the
    /// test had: what in the test made it so.
    static func segueTestNote(_ test: String, holds: Bool, context: FailureContext) -> SegueTestNote? {
        guard FailureContext.mentions(test, "identifier"),
              let identifier = context.evidence.order.reversed().compactMap({ context.evidence.instances[$0]?.segueDestinationOf }).first(where: { !$0.isEmpty }) else { return nil }
        let inline = test.replacingOccurrences(of: #"\bself\."#, with: "", options: .regularExpression)
        if let parts = StringPredicate.parts(of: inline, name: "segue.identifier", value: identifier), parts.allSatisfy({ $0.value }) == holds {
            return SegueTestNote(identifier: identifier, function: nil, functionLine: nil, answer: nil, answerLine: nil)
        }
        // A check of the learner's given the identifier: what it returns, worked out.
        guard let call = inline.firstMatch(#"^(!?)\s*(\w+)\(\s*(?:\w+:\s*)?segue\.identifier\s*\)$"#),
              let function = context.code.methods.first(where: { $0.baseName == call[2] && $0.parameterNames.count == 1 }),
              let answer = context.code.returns.first(where: { $0.method == function.name && $0.owner == function.owner && $0.file == function.file && $0.value != nil }),
              context.code.returns.filter({ $0.method == function.name && $0.owner == function.owner && $0.file == function.file }).count == 1,
              let returned = answer.value,
              let parts = StringPredicate.parts(of: returned, name: function.parameterNames[0], value: identifier),
              (call[1].isEmpty ? parts.allSatisfy(\.value) : !parts.allSatisfy(\.value)) == holds else { return nil }
        return SegueTestNote(identifier: identifier, function: function.name, functionLine: function.line, answer: returned, answerLine: answer.line)
    }

    let id = "wrong-branch"
    /// The rules that say why the condition went that way (a control's other property read, a
    /// key that does not match, a value given to another instance) name the cause itself.
    let supersededBy: Set<String> = ["not-control-state", "key-mismatch", "skipped-optional-chain", "delegate-not-set", "value-on-new-instance", "helper-never-called",
                                     "lost-value-new-instance", "twin-instance", "read-in-init", "values-after-view-did-load",
                                     "view-loaded-before-values", "values-after-perform-segue", "compiler-warning", "store-write-never-ran",
                                     "branches-swapped", "coding-key-left-out", "thrown-in-do", "control-read-at-load"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected, let actual = context.failure.actual else { return nil }
        let want = Self.unquoted(expected), got = Self.unquoted(actual)
        guard want != got else { return nil }
        for choice in context.code.choices + Self.returnChoices(context.code) {
            guard let whenTrue = Self.literal(choice.whenTrue), let whenFalse = Self.literal(choice.whenFalse) else { continue }
            let actualWhenTrue: Bool
            if whenTrue == got, whenFalse == want { actualWhenTrue = true }
            else if whenFalse == got, whenTrue == want { actualWhenTrue = false }
            else { continue }
            let subject = context.subjectProperty ?? "?"
            // What ran, when the coverage says: the line that gave the tested property the value
            // it had (`result.paramUpdate = true`), which the learner reads for why it ran.
            // The flag tested bare (`paramUpdate`, `self.paramUpdate`); a negation is another reading.
            let raw = choice.condition.replacingOccurrences(of: #"\bself\."#, with: "", options: .regularExpression).trimmingCharacters(in: .whitespacesAndNewlines)
            let name = raw.range(of: #"^\w+$"#, options: .regularExpression) != nil ? raw : ""
            let value = actualWhenTrue ? "true" : "false"
            if name.range(of: #"^\w+$"#, options: .regularExpression) != nil,
               let giver = context.code.assignments.first(where: { $0.member == name && $0.value == value && (context.ran($0) ?? 0) > 0 }) {
                let file = context.fileName(giver.file) ?? "?"
                // The line that gives it from the switch the user set is on the other side of a test that ran.
                let last = context.failure.step ?? Int.max
                let switches = Self.switchesSet(context)
                let unread = context.inputSteps(upTo: last).map(\.outlet).filter { switches.contains($0) }
                if let told = otherSide(giver: giver, name: name, unread: unread, subject: subject, got: got, condition: choice.condition, value: value, context) {
                    return told
                }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleWrongBranchFrom(subject: subject, actual: "\"\(got)\"", condition: choice.condition, line: choice.line, value: value,
                                           giver: "\(giver.target) = \(giver.value)", giverLine: giver.line, giverMethod: giver.method ?? "?", file: file)
                })
            }
            // A negated test of a flag given by the very switch the user set (`!paramUpdate`,
            // `paramUpdate == false`): the flag held the user's choice; the test reads it backwards.
            if let flag = Self.negatedFlag(choice.condition),
               let giver = context.code.assignments.last(where: { $0.member == flag && (context.ran($0) ?? 0) > 0 }),
               let control = Self.switchesSet(context).first(where: { FailureContext.mentions(giver.value, $0) }),
               giver.value.range(of: "!\\s*\\(?\\s*(self\\.)?\(NSRegularExpression.escapedPattern(for: control))|==\\s*false|!=\\s*true", options: .regularExpression) == nil {
                let file = context.fileName(giver.file) ?? "?"
                let conditionFile = context.fileName(choice.file) ?? "?"
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleTestReadsFlagBackwards(subject: subject, actual: "\"\(got)\"", condition: choice.condition, conditionFile: conditionFile, line: choice.line,
                                                  flag: flag, giver: "\(giver.target) = \(giver.value)", giverLine: giver.line, file: file, control: control)
                })
            }
            // Given by an expression that ran (`paramUpdate = label.text?.contains("x") ?? false`):
            // name it, and the controls the user changed in this check that it does not read.
            if name.range(of: #"^\w+$"#, options: .regularExpression) != nil,
               let giver = context.code.assignments.last(where: { $0.member == name && !CodeFacts.isLiteral($0.value) && $0.closureOf == nil && (context.ran($0) ?? 0) > 0 }) {
                let file = context.fileName(giver.file) ?? "?"
                // A true/false is a switch's: only the switches the user set count.
                let last = context.failure.step ?? Int.max
                let switches = Set(Self.switchesSet(context))
                let inputs = context.inputSteps(upTo: last).filter { !["true", "false"].contains(value) || switches.contains($0.outlet) }
                // What it reads: its own text and the locals it reads (`params["update"]` built from the switch).
                var reading = ([giver.value] + context.code.bindings(readBy: giver).map(\.value)).joined(separator: " ")
                // One step further: a computed property's getter, a method's body, or what the code assigns to a
                // name it reads (`state.contains(.autoUpdate)`, `state` worked out from `isUpdate.isOn`).
                let names = Set(reading.allMatches(#"\b([\p{L}_]\w*)\b"#).map { $0[1] })
                for name in names {
                    reading += " " + context.code.properties.filter { $0.name == name }.compactMap { $0.getterBody ?? $0.initial }.joined(separator: " ")
                    reading += " " + context.code.methods.filter { $0.baseName == name }.flatMap(\.reads).joined(separator: " ")
                    for assignment in context.code.assignments where assignment.member == name || assignment.target == name || assignment.written == name {
                        reading += " " + assignment.value + " " + assignment.conditions.map(\.text).joined(separator: " ")
                        // Given in a control's own action (`if sender.isOn { bits |= … }` in `onSwitch(_ sender: UISwitch)`):
                        // the outlets of that control's class are what it reads.
                        if let method = assignment.method.flatMap({ context.code.method($0, in: assignment.owner) }) {
                            reading += " " + context.code.properties.filter { $0.isOutlet && $0.owner == assignment.owner
                                && method.parameterTypes.contains(CodeFacts.bareType($0.type)) && !CodeFacts.bareType($0.type).isEmpty }.map(\.name).joined(separator: " ")
                        }
                    }
                    reading += " " + context.code.calls.filter { $0.receiver == name || $0.receiver == "self." + name }.flatMap(\.arguments).joined(separator: " ")
                }
                var unread: [String] = []
                for input in inputs where !FailureContext.mentions(reading, input.outlet) && !unread.contains(input.outlet) { unread.append(input.outlet) }
                // A control it does read: its reading is another story (the timing and control rules).
                let readsAnInput = inputs.contains { FailureContext.mentions(reading, $0.outlet) }
                let conditionFile = context.fileName(choice.file)
                // The line that reads the control is there, on the other side of a test that ran
                // (`if isDefault(segue.identifier) { x = defaultX } else { x = control.isOn }`): that
                // test went the wrong way for this case.
                if !readsAnInput, let told = otherSide(giver: giver, name: name, unread: unread, subject: subject, got: got, condition: choice.condition, value: value, context) {
                    return told
                }
                // The expression is a parameter of the giver's method whose default is the value, and a
                // call of it that ran leaves that argument out: the default decided.
                if let found = Self.defaultArgument(giver: giver, value: value, context) {
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleDefaultArgumentGave(subject: subject, actual: "\"\(got)\"", condition: choice.condition, value: value,
                                                   giver: "\(giver.target) = \(giver.value)", giverLine: giver.line, parameter: found.label,
                                                   method: found.method, declarationLine: found.line, call: found.call, callLine: found.callLine)
                    })
                }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleWrongBranchComputed(subject: subject, actual: "\"\(got)\"", condition: choice.condition, conditionFile: conditionFile, line: choice.line, value: value,
                                               giver: "\(giver.target) = \(giver.value)", giverLine: giver.line, giverMethod: giver.method ?? "?", file: file,
                                               unreadControls: readsAnInput ? [] : unread)
                })
            }
            // The line that would give it the other value never ran: why, from what ran.
            let wanted = actualWhenTrue ? "false" : "true"
            if name.range(of: #"^\w+$"#, options: .regularExpression) != nil {
                let givers = context.code.assignments.filter { $0.member == name && $0.value == wanted }
                for giver in givers {
                    if let found = context.wentOtherWay(statement: "\(giver.target) = \(giver.value)", method: giver.method, line: giver.line,
                                                        ran: context.ran(giver), conditions: giver.conditions, file: giver.file, rule: id,
                                                        others: givers.filter { $0.line != giver.line }.map { (file: $0.file, line: $0.line) }) { return found }
                }
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleWrongBranch(subject: subject, actual: "\"\(got)\"", expected: "\"\(want)\"", condition: choice.condition,
                                   line: choice.line, actualWhenTrue: actualWhenTrue)
            })
        }
        return nil
    }

    /// A value chosen by `return`s: a method or computed property with two literal `return`s, one
    /// under a test (`if !paramUpdate { return "a" }`) and the other where that test did not hold
    /// (its `else`, or after the early exit): the same choice as `c ? a : b`.
    static func returnChoices(_ code: CodeFacts) -> [CodeFacts.Choice] {
        var found: [CodeFacts.Choice] = []
        let groups = Dictionary(grouping: code.returns.filter { $0.value != nil }) { "\($0.owner ?? "")|\($0.method ?? "")|\($0.file)" }
        for (_, returns) in groups where returns.count == 2 {
            guard let whenTrue = returns.first(where: { value in value.conditions.contains { $0.holds && !FailureContext.deciding([$0]).isEmpty } }),
                  let test = whenTrue.conditions.first(where: { $0.holds && !FailureContext.deciding([$0]).isEmpty }),
                  let other = returns.first(where: { $0.line != whenTrue.line }),
                  other.conditions.contains(where: { $0.line == test.line && $0.text == test.text && !$0.holds }),
                  let a = whenTrue.value, let b = other.value, CodeFacts.isLiteral(a), CodeFacts.isLiteral(b) else { continue }
            var choice = CodeFacts.Choice(condition: test.text, line: test.line, whenTrue: a, whenFalse: b)
            choice.file = whenTrue.file
            found.append(choice)
        }
        return found
    }

    /// The flag a negated test reads: `!paramUpdate`, `!(paramUpdate)`, `paramUpdate == false`, `paramUpdate != true`.
    static func negatedFlag(_ condition: String) -> String? {
        let text = condition.replacingOccurrences(of: #"\bself\."#, with: "", options: .regularExpression).trimmingCharacters(in: .whitespacesAndNewlines)
        if let match = text.firstMatch(#"^!\s*\(?\s*(\w+)\s*\)?$"#) { return match[1] }
        if let match = text.firstMatch(#"^\(?\s*(\w+)\s*(?:==\s*false|!=\s*true)\s*\)?$"#) { return match[1] }
        return nil
    }

    /// The switches the check's steps set before the failure.
    static func switchesSet(_ context: FailureContext) -> [String] {
        let last = context.failure.step ?? Int.max
        return context.check.steps.enumerated().compactMap { index, step -> String? in
            if index <= last, case let .set(locator, on?, _, _) = step { _ = on; return locator.outlet }
            return nil
        }
    }

    static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }

    /// A literal's value as the app would show it: a string's text, a number or a Bool as written.
    static func literal(_ text: String) -> String? {
        guard CodeFacts.isLiteral(text), text != "nil" else { return nil }
        return unquoted(text)
    }
}

/// The compiler already said it: a cast that always fails, an object a `weak` property lets go
/// at once, code that can never run. The warning is on the learner's line; it changes what the
/// app does, so it is the cause of a value or screen that did not come.
struct CompilerWarningRule: TeachingRule {
    let id = "compiler-warning"

    /// The learner's file a warning is on: the same relative path (or one ending it), else the one
    /// file of that name; never a longer name ending like it (`ResultViewController.swift` is not
    /// `ViewController.swift`).
    static func fileIndex(of warning: CompilerDiagnostic, in paths: [String]) -> Int? {
        if let exact = paths.firstIndex(where: { warning.file == $0 || warning.file.hasSuffix("/" + $0) || $0.hasSuffix("/" + warning.file) }) { return exact }
        let name = (warning.file as NSString).lastPathComponent
        let named = paths.indices.filter { (paths[$0] as NSString).lastPathComponent == name }
        return named.count == 1 ? named[0] : nil
    }

    func explain(_ context: FailureContext) -> Explanation? {
        // Any failure: a step that could not be done (the coordinator gone, so no screen) too.
        for warning in context.warnings {
            // A method of the learner's own value type that returns a changed copy of it
            // (`func withDefaults() -> Settings`), called as a statement: the copy is thrown away, as
            // with the library's `sorted()`.
            let ownCopy: WarningKind? = warning.message.firstMatch(#"result of call to '([A-Za-z_][A-Za-z0-9_]*)(?:\([^']*\))?' is unused"#).flatMap { match in
                context.code.methods.first { $0.baseName == match[1] && $0.owner != nil && ($0.returnType == $0.owner || $0.returnType == "Self") }
                    .map { _ in WarningKind.unusedResult(call: match[1], receiver: nil, mutating: nil) }
            }
            guard var kind = WarningKind(message: warning.message) ?? ownCopy else { continue }
            let file = (warning.file as NSString).lastPathComponent
            // A value thrown away or never used is a cause only on a line that ran, for a value or
            // screen that did not come.
            switch kind {
            case .unusedResult, .unusedValue, .notCalled:
                // (A name read alone has no code of its own to count: the line's statement counts for it.)
                // An object still held after it should have gone: a removal whose result was thrown
                // away (`childCoordinators.dropLast()`) left it where it was.
                var released = false
                if case .deallocated? = context.failure.expectation, case .unusedResult = kind { released = true }
                guard context.isValueOrScreen || released, let index = Self.fileIndex(of: warning, in: context.learnerPaths) else { continue }
                let count = context.ran(file: index, line: warning.line, column: warning.column)
                guard (count ?? 0) > 0 || (kind == .notCalled && count == nil) else { continue }
                // A value worked out and left unused is the cause only when the lines after it go on
                // with what it was worked out from (`let trimmed = text.trimming…`, then `text` handed
                // on); a value left unused because nothing was done with it at all is another fault.
                if case let .unusedValue(name) = kind {
                    guard let binding = context.code.bindings.first(where: { $0.name == name && $0.line == warning.line && $0.file == index }),
                          let method = binding.method else { continue }
                    let roots = DeferredLateRule.rootNames(binding.value).subtracting(["self"])
                    let later = context.code.assignments.filter { $0.method == method && $0.owner == binding.owner && $0.line > binding.line && $0.file == index }
                        .map(\.value) + context.code.calls.filter { $0.method == method && $0.owner == binding.owner && $0.line > binding.line && $0.file == index }
                        .flatMap(\.arguments)
                    guard !roots.isEmpty, later.contains(where: { text in roots.contains { FailureContext.mentions(text, $0) } }) else { continue }
                }
            default: break
            }
            // A property named without `()` is a call left out only when it holds a closure
            // (`var submit: () -> Void`, or given `{ … }`); another property read alone changes nothing.
            if case .notCalled = kind, warning.message.hasPrefix("property is accessed") {
                let index = Self.fileIndex(of: warning, in: context.learnerPaths)
                let lines = index.map { context.sources[$0].components(separatedBy: "\n") } ?? []
                let text = lines.indices.contains(warning.line - 1) ? lines[warning.line - 1] : ""
                let start = text.index(text.startIndex, offsetBy: min(max(warning.column - 1, 0), text.count))
                let member = String(text[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                guard !member.isEmpty, context.code.properties.contains(where: { $0.name == member && (($0.type ?? "").contains("->") || ($0.initial ?? "").hasPrefix("{")) }),
                      context.isValueOrScreen, let index, (context.ran(file: index, line: warning.line, column: 1) ?? 1) > 0 else { continue }
            }
            // The line as swiftc quoted it (`12 |     delegate = Handler()`), so the learner sees which code.
            let quoted = warning.excerpt.lazy.compactMap { excerpt -> String? in
                let parts = excerpt.split(separator: "|", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == String(warning.line) else { return nil }
                let code = parts[1].trimmingCharacters(in: .whitespaces)
                return code.isEmpty ? nil : code
            }.first
            if case let .unusedResult(call, _, mutating) = kind, let code = quoted,
               let range = code.range(of: #"([\p{L}_][A-Za-z0-9_.]*)\.\#(call)\b"#, options: .regularExpression) {
                let receiver = String(code[range].dropLast(call.count + 1))
                kind = .unusedResult(call: call, receiver: receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver, mutating: mutating)
            }
            let place = quoted.map { "\(file):\(warning.line) (`\($0)`)" } ?? "\(file):\(warning.line)"
            return Explanation(rule: id, text: Catalog.both {
                // (Without the diagnostic group Swift 6 appends, `[#no-usage]`: a link target, not words.)
                $0.ruleCompilerWarning(place: place, warning: warning.message.replacingOccurrences(of: #"\s*\[#[\w-]+\]\s*$"#, with: "", options: .regularExpression), kind: kind)
            })
        }
        return discarded(context)
    }

    /// Whether the closure given to `call` in `code` (from its call on) acts rather than makes a
    /// value: its body performs a transition or assigns, the work of an `if let`.
    static func closureActs(_ code: String, after call: String) -> Bool {
        guard let start = code.range(of: "." + call)?.upperBound, let open = code[start...].firstIndex(of: "{") else { return false }
        var depth = 0
        var end = code.endIndex
        for index in code[open...].indices {
            if code[index] == "{" { depth += 1 }
            if code[index] == "}" { depth -= 1; if depth == 0 { end = index; break } }
        }
        let body = String(code[code.index(after: open)..<end])
        let acts = #"\b(?:performSegue|present|pushViewController|popViewController|dismiss|show|setViewControllers)\s*\("#
        let assigns = #"(?m)^\s*(?:self\.)?[\p{L}_][\w.?!]*\s*(?:=|\+=|-=)\s*[^=]"#
        return body.range(of: acts, options: .regularExpression) != nil || body.range(of: assigns, options: .regularExpression) != nil
    }

    /// `_ = stack.dropLast()`: the result thrown away on purpose, so Swift says nothing; the call
    /// changed nothing all the same (a line that ran, for a value or screen that did not come).
    private func discarded(_ context: FailureContext) -> Explanation? {
        // A value or a screen that did not come; or an object still held (by the array a changed
        // copy of which was thrown away: then only a copy of what the path through it names).
        var held: String?
        if case .deallocated? = context.failure.expectation { held = context.failure.actual ?? "" }
        guard context.isValueOrScreen || held != nil else { return nil }
        for call in context.code.calls {
            guard let counterpart = WarningKind.mutatingCounterparts[call.name], let receiver = call.receiver, held.map({ FailureContext.mentions($0, CodeFacts.rootName(CodeFacts.normalized(receiver))) }) ?? true,
                  context.sources.indices.contains(call.file), (context.ran(call) ?? 0) > 0 else { continue }
            let lines = context.sources[call.file].components(separatedBy: "\n")
            guard lines.indices.contains(call.line - 1) else { continue }
            let text = lines[call.line - 1].trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("_ =") || text.hasPrefix("_=") else { continue }
            // `_ = email.text.map { _ in performSegue(…) }`: `map` used for what its closure does (an
            // `if let` in other words), not for a changed value; nothing was lost by dropping `()?`.
            if ["map", "flatMap"].contains(call.name),
               Self.closureActs(lines[(call.line - 1)...].prefix(40).joined(separator: "\n"), after: call.name) { continue }
            let file = context.fileName(call.file) ?? ""
            let kind = WarningKind.unusedResult(call: call.name, receiver: receiver, mutating: counterpart)
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleDiscardedResult(place: "\(file):\(call.line) (`\(text)`)", kind: kind)
            })
        }
        // A call of the learner's own `@discardableResult` method standing alone as a statement that
        // ran: a `Bool` it answered (a validation) or a changed copy it made (a value type's builder
        // method) went nowhere, and Swift said nothing.
        for call in context.code.calls where (context.ran(call) ?? 0) > 0 && context.sources.indices.contains(call.file) {
            let lines = context.sources[call.file].components(separatedBy: "\n")
            guard lines.indices.contains(call.line - 1),
                  let method = context.code.methods.first(where: { $0.baseName == call.name && $0.parameterLabels.map { $0.isEmpty ? "_" : $0 } == call.labels.map { $0.isEmpty ? "_" : $0 } }),
                  let returned = method.returnType?.trimmingCharacters(in: .whitespaces) else { continue }
            let text = lines[call.line - 1].trimmingCharacters(in: .whitespaces)
            // Thrown away on purpose (`_ = state.applyingDefaults()`): Swift says nothing either.
            // (also inside a one-line `if`: `if … { _ = choice.withDefaults() }`).
            let explicit = text.range(of: #"(?:^|[{;]\s*)_\s*=\s*[\w.?!]*\b\#(NSRegularExpression.escapedPattern(for: call.name))\s*\("#, options: .regularExpression) != nil
            guard method.isDiscardableResult || explicit else { continue }
            let written = call.writtenInSource
            guard explicit || text.hasPrefix(written) || text.hasPrefix("self." + written) else { continue }
            let ownType = returned == "Self" || returned == method.owner
            // Or a function handed a value of the type it returns (`appReducer(state, action) -> AppState`):
            // a changed copy of that argument (a reducer), when the type is a value type of the learner's.
            // (An array, a dictionary, a set or a string is a value too: `func remove_item(_ items: [C], …) -> [C]`.)
            let returnsValueType = context.code.structs.contains(returned) || context.code.enumNames.contains(returned)
                || returned.hasPrefix("[") || returned == "String" || ["Set<", "Array<", "Dictionary<"].contains(where: { returned.hasPrefix($0) })
            let copyOf: String? = ownType || !returnsValueType ? nil : method.parameterTypes.components(separatedBy: ",").firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces).range(of: "(?<![\\w.])" + NSRegularExpression.escapedPattern(for: returned) + "(?![\\w.])", options: .regularExpression) != nil
            }).flatMap { index in
                index < call.arguments.count ? StringPredicate.splitArguments(call.arguments[index]).first.map { $0.replacingOccurrences(of: #"^\w+\s*:\s*"#, with: "", options: .regularExpression) } ?? call.arguments[index] : nil
            }
            let isValueType = (ownType && method.owner.map { owner in context.code.structs.contains(owner) || context.code.enumNames.contains(owner) } == true) || copyOf != nil
            // An object still held: only a copy of the very array the path through it names.
            if let held, !(copyOf.map { FailureContext.mentions(held, CodeFacts.rootName(CodeFacts.normalized($0))) } ?? false) { continue }
            // An answer thrown away with `_ =` was meant to be ignored (a validation's `Bool` is its own
            // story); a changed copy thrown away is lost.
            guard (returned == "Bool" && !explicit) || isValueType else { continue }
            // A copy only when the method returns something else than `self` unchanged (a
            // non-mutating method that returns `self` after saving somewhere changed nothing to lose).
            if isValueType, returned != "Bool" {
                let answers = context.code.returns.filter { $0.method == method.name && $0.owner == method.owner }.compactMap(\.value)
                // (A one-expression body returns without `return`: no answers recorded, and not `self`.)
                guard answers.isEmpty ? method.returnedValue?.trimmingCharacters(in: .whitespaces) != "self"
                        : answers.contains(where: { $0.trimmingCharacters(in: .whitespaces) != "self" }) else { continue }
            }
            // An answer thrown away matters only when code after the call goes on without it.
            if returned == "Bool" {
                let later = context.code.calls.contains { $0.method == call.method && $0.owner == call.owner && $0.file == call.file && $0.line > call.line }
                    || context.code.assignments.contains { $0.method == call.method && $0.owner == call.owner && $0.file == call.file && $0.line > call.line }
                guard later else { continue }
            }
            let file = context.fileName(call.file) ?? ""
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleDiscardableResultIgnored(place: "\(file):\(call.line) (`\(text)`)", method: method.name, returned: returned,
                                                copy: isValueType, owner: method.owner ?? "", explicit: explicit, copyOf: copyOf)
            })
        }
        return nil
    }
}

/// A pop or dismiss in a lifecycle method of the screen it closes: it runs each time the screen
/// appears, so the screen leaves as soon as it comes.
struct TransitionInLifecycleRule: TeachingRule {
    let id = "transition-in-lifecycle"
    static let lifecycle: Set<String> = ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewIsAppearing(_:)"]
    static let closing: [String: Evidence.Move] = ["popViewController": .pop, "popToRootViewController": .popToRoot, "dismiss": .dismiss]
    /// Moves forward that a lifecycle method makes by itself, before the user acts.
    static let opening: [String: Evidence.Move] = ["performSegue": .performSegue, "pushViewController": .push, "present": .present]

    func explain(_ context: FailureContext) -> Explanation? {
        // A wrong screen, or a step that could not be done on the screen that had gone.
        guard context.isAboutScreens || context.crash?.kind == .stepFailed else { return nil }
        let evidence = context.evidence
        // A method of the learner's (a coordinator's `showDetail()`) that makes a transition counts as one.
        let code = context.code
        let moving: [String: Evidence.Move] = Dictionary(code.calls.compactMap { call -> (String, Evidence.Move)? in
            guard let method = call.method, let move = Self.closing[call.name] ?? Self.opening[call.name] else { return nil }
            return (String(method.prefix { $0 != "(" }), move)
        }, uniquingKeysWith: { first, _ in first })
        for call in code.calls {
            let direct = Self.closing[call.name] ?? Self.opening[call.name]
            let viaMethod = direct == nil && call.receiver.map({ $0 != "super" }) == true && call.name != call.method.map({ String($0.prefix { $0 != "(" }) })
                ? moving[call.name] : nil
            guard let move = direct ?? viaMethod, let method = call.method, Self.lifecycle.contains(method),
                  let owner = call.owner else { continue }
            let closes = [Evidence.Move.pop, .popToRoot, .dismiss].contains(move)
            // It ran: the lifecycle method ran on a screen of that class, and a closing transition
            // of that kind followed in the same step.
            for run in context.runs(of: method, owner: owner) {
                let closed = evidence.transitions.contains { $0.move == move && $0.index > run.index && $0.step == run.event.step && $0.ignored == nil }
                guard closed else { continue }
                let name = call.name + (call.labels.isEmpty ? "()" : "(" + call.labels.map { $0 + ":" }.joined() + ")")
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleTransitionInLifecycle(call: name, method: method, owner: owner, line: call.line, closes: closes)
                })
            }
        }
        return nil
    }
}

/// `instantiateViewController(withIdentifier:)` given the Storyboard ID of another scene than
/// the screen the check expects: the wrong controller came on screen.
struct WrongStoryboardIdentifierRule: TeachingRule {
    let id = "wrong-storyboard-identifier"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isAboutScreens, let expected = context.subjectClass ?? context.expectedTopClass, let step = context.failure.step else { return nil }
        let scenes = context.storyboards.flatMap(\.scenes)
        // The screen shown instead: what the last transition brought, and what the check found.
        guard let last = context.evidence.transitions(upTo: step).last(where: { $0.ignored == nil && $0.move != .dismiss && $0.move != .pop }),
              let subject = last.subject, let actual = context.failure.actual,
              actual.range(of: "\\b\(NSRegularExpression.escapedPattern(for: subject))\\b", options: .regularExpression) != nil else { return nil }
        let shown = String(subject.split(separator: "#")[0])
        // It came from the user's last action (an earlier screen that later should have gone is another cause).
        guard let action = context.evidence.lastAction(upTo: step), last.index > action.index else { return nil }
        // The screen expected is the one the user acted on: the check wanted it to stay, not another
        // screen made by another ID (a screen that came when it should not have is another cause).
        guard action.event.className != expected else { return nil }
        // The screen was already shown before the action (a stack set back with its top kept): nothing new came.
        guard !context.events[..<min(action.index, context.events.count)].contains(where: { $0.instance == subject && $0.member.hasPrefix("viewDidAppear") }) else { return nil }
        // A controller made from the storyboard by that ID (not one the storyboard's segue made).
        guard context.evidence.instances[subject]?.creation == .storyboard, context.evidence.instances[subject]?.segueDestinationOf == nil else { return nil }
        for call in context.code.calls where call.name == "instantiateViewController" {
            guard let identifier = call.stringArguments.first,
                  let scene = scenes.first(where: { $0.controller.storyboardIdentifier == identifier }) else { continue }
            let made = scene.controller.className
            guard made != expected, made == shown else { continue }
            let expectedIdentifier = scenes.first { $0.controller.className == expected }?.controller.storyboardIdentifier
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleWrongStoryboardIdentifier(identifier: identifier, line: call.line, made: made, expected: expected, expectedIdentifier: expectedIdentifier)
            })
        }
        return nil
    }
}

/// An outlet read in `init(coder:)` (or `init(nibName:bundle:)`) of its own class: outlets are
/// connected when the view loads, after the initializer, so the implicit unwrap crashes there.
struct OutletInInitRule: TeachingRule {
    let id = "outlet-in-init"
    static let initializers: Set<String> = ["init(coder:)", "init(nibName:bundle:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("implicitly unwrapping") else { return nil }
        let code = context.code
        // `email.text` read, `self.email` read, or `resultUpdate.text = …` written: each touches the outlet.
        let touches = code.reads.map { (read: $0, outlet: $0.base == "self" ? $0.member : CodeFacts.rootName($0.base)) }
            .map { ($0.read.method, $0.read.owner, $0.outlet, $0.read.line) }
            + code.assignments.compactMap { assignment in assignment.base.map { (assignment.method, assignment.owner, CodeFacts.rootName($0), assignment.line) } }
        for (method, owner, outlet, line) in touches {
            guard let method, Self.initializers.contains(method), let owner else { continue }
            guard code.properties.contains(where: { $0.name == outlet && $0.owner == owner && $0.isOutlet }) else { continue }
            // The run: an instance of that class was being made and its view never loaded.
            guard context.evidence.instances.values.contains(where: { $0.className == owner && $0.loadedAt == nil }) else { continue }
            return Explanation(rule: id, text: Catalog.both { $0.ruleOutletInInit(outlet: outlet, className: owner, method: method, line: line) })
        }
        return nil
    }
}

/// The store key the screen reads is written only in methods UIKit calls (an action, an
/// override) that never ran during the check: the value was never saved.
struct StoreWriteNeverRanRule: TeachingRule {
    let id = "store-write-never-ran"
    let supersededBy: Set<String> = ["weak-self-released"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let readers = Set(context.settersOfSubject.map { "\($0.owner ?? "")|\($0.method ?? "")" })
        let read = code.keys.filter { !$0.isWrite && readers.contains("\($0.owner ?? "")|\($0.method ?? "")") }
        for key in Set(read.map(\.key)) {
            let writes = code.keys.filter { $0.isWrite && $0.key == key }
            guard let first = writes.first else { continue }
            // The saves that never ran, as a sentence quotes them.
            let unrun: [(write: CodeFacts.KeyUse, call: CodeFacts.Call, statement: String)] = writes.compactMap { write in
                // A save put off (after an `await`, in a `Task`) that ran only after the check read the key counts too.
                guard let call = code.calls.first(where: { $0.line == write.line && $0.owner == write.owner && $0.method == write.method && $0.stringArguments.contains(key) }),
                      context.ran(call) == 0 || context.startedDeferral(file: call.file, line: call.line, late: true) != nil else { return nil }
                return (write, call, call.labels.contains("forKey") ? (call.receiver.map { $0 + "." } ?? "") + "\(call.name)(…, forKey: \"\(key)\")" : call.quoted)
            }
            // A save put off (after an `await`, in a `Task`, later on the main queue) that had not run yet.
            for (write, call, statement) in unrun {
                if let found = context.deferredNeverRan(statement: statement, file: call.file, line: call.line, column: call.column,
                                                        method: write.method, rule: id, late: true) { return found }
                if let found = context.closureNeverCalled(statement: statement, file: call.file, line: call.line, column: call.column,
                                                          method: write.method, rule: id) { return found }
            }
            // A write whose method ran but which did not: the test that kept it from running.
            for (write, call, statement) in unrun {
                if let found = context.neverRanReading(statement: statement, method: write.method, line: write.line, ran: 0,
                                                    conditions: call.conditions, file: call.file, rule: id) { return found }
            }
            // A save in a method of the learner's that was never started: why it could not be.
            for (write, _, statement) in unrun {
                if let found = context.notCalledReading(statement: statement, line: write.line, method: write.method, owner: write.owner, rule: id) { return found }
            }
            let silent = writes.allSatisfy { write in
                guard let name = write.method, let method = code.method(name, in: write.owner) else { return false }
                // (The trace records UIKit's callbacks; an override of a method of the learner's own base class,
                // `override func didLeave()`, is not in it: the coverage says whether it ran.)
                return (method.isOverride || method.isAction) && context.runs(of: method.name, owner: method.owner).isEmpty
                    && (context.ran(method) ?? 0) == 0
            }
            guard silent, let owner = first.owner, let method = first.method else { continue }
            let store = first.store == .userDefaults ? "UserDefaults" : "the dictionary"
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleAssignmentNeverRan(target: "\(store)[\"\(key)\"]", method: FailureContext.traceName(method), owner: owner, line: first.line)
            })
        }
        return nil
    }
}

/// What the check reads is set only in `viewWillDisappear`/`viewDidDisappear`: it runs as the
/// screen goes away, so a value that arrives later is never shown when the screen comes back.
struct SetOnDisappearRule: TeachingRule {
    let id = "set-on-disappear"
    static let disappearing: Set<String> = ["viewWillDisappear(_:)", "viewDidDisappear(_:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        let setters: [CodeFacts.Assignment]
        switch context.failure.expectation {
        case let .label(outlet, _)?:
            setters = context.code.labelSetters(outlet)
        default:
            return nil
        }
        guard let first = setters.first, setters.allSatisfy({ Self.disappearing.contains($0.method ?? "") }),
              let owner = first.owner, let method = first.method else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleSetOnDisappear(target: first.target, owner: owner, method: method, line: first.line) })
    }
}

/// `let rvc = segue.source as? ResultViewController; rvc?.value = …`: the name the value goes
/// through is a cast of an object the run shows is another class (the controller running
/// `prepare`, its navigation controller, its presenter, or one made right there), so the cast
/// gave nil and the optional chain skipped the assignment.
struct CastNeverMatchesRule: TeachingRule {
    let id = "cast-never-matches"
    /// The rules named for the classic cases say it in the words the book uses.
    let supersededBy: Set<String> = ["presenting-is-navigation-controller", "value-on-new-instance", "twin-instance", "new-instance-instead-of-back",
                                     "lost-value-new-instance", "forced-cast-failed", "unwind-destination-is-self", "controller-not-from-storyboard"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        // A cast in the value itself, with a default: `x = sender as? String ?? ""`.
        for setter in context.settersOfSubject {
            // (`(sender as? String) ?? ""` too.)
            // (A name bound to the cast, read on the way: `let sw = sender as? UISwitch`, then `sw?.isOn ?? false`.)
            let viaName = setter.value.firstMatch(#"^\(?\s*([\p{L}_]\w*)\s*(?:\?\.[\w.?]+)?\s*\)?\s*\?\?\s*(.+)$"#).flatMap { read -> [String]? in
                guard let binding = code.bindings.last(where: { $0.name == read[1] && $0.method == setter.method && $0.owner == setter.owner
                    && $0.file == setter.file && $0.line <= setter.line && !$0.isCapture }),
                      let cast = binding.value.firstMatch(#"^\(?\s*(.*?)\s+as\?\s+([\p{L}_][\w.]*)\s*\)?$"#) else { return nil }
                return [cast[0], cast[1], cast[2], read[2]]
            }
            guard let method = setter.method, let cast = setter.value.firstMatch(#"^\(?\s*(.*?)\s+as\?\s+([\p{L}_][\w.]*)\s*\)?\s*\?\?\s*(.+)$"#) ?? viaName else { continue }
            let object = CodeFacts.normalized(cast[1]), type = cast[2]
            for run in context.runs(of: method, owner: setter.owner).reversed() {
                guard let actual = context.objectHeld(object, method: method, run: run.event),
                      actual.tag == nil || !isA(actual.className, type, code: code) else { continue }
                // (The cast's nil proves where the value came from: the what-if search's guesses downstream are no cause.)
                // What that object is to the code (the screen an unwind went back to, the navigation
                // controller holding the screen meant): the way to the value, in place of "read it elsewhere".
                let role = actual.tag.flatMap { CastRoles.read(values: [$0], type: type, state: context.evidence.states.last, events: context.events, facts: code) }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleCastGaveDefault(statement: "\(setter.target) = \(setter.value)", line: setter.line, object: cast[1].trimmingCharacters(in: .whitespaces),
                                           type: type, actual: actual.tag ?? actual.className, fallback: cast[3], role: role)
                })
            }
        }
        for setter in context.settersOfSubject {
            guard let base = setter.base, let method = setter.method else { continue }
            var name = CodeFacts.rootName(base)
            var hops = 0
            // The class the code wants in the end: the first cast met going back from the setter.
            var wanted: String?
            while hops < 5, let binding = code.bindings.last(where: {
                $0.name == name && $0.method == method && $0.owner == setter.owner && $0.line <= setter.line
            }) {
                hops += 1
                guard let cast = binding.value.firstMatch(#"^(.*?)\s+as[?!]\s+([\p{L}_][\w.]*)\s*$"#) else {
                    var value = binding.value
                    if let cut = value.range(of: #"\?\?"#, options: .regularExpression) { value = String(value[..<cut.lowerBound]) }
                    name = CodeFacts.rootName(CodeFacts.normalized(value))
                    continue
                }
                let object = CodeFacts.normalized(cast[1]), type = cast[2]
                let direct = wanted
                if wanted == nil { wanted = type }
                for run in context.runs(of: method, owner: setter.owner).reversed() {
                    // Another class: the cast gives nil. A new one made right there: it is no screen's.
                    guard let actual = context.objectHeld(object, method: method, run: run.event),
                          actual.tag == nil || !isA(actual.className, type, code: code) else { continue }
                    let root = CodeFacts.rootName(base)
                    // `if let result = …` / `guard let`: the name was unwrapped, not chained, and is written without `?`.
                    let unwrapped = setter.conditions.contains { $0.text.range(of: "\\blet\\s+\(NSRegularExpression.escapedPattern(for: root))\\b", options: .regularExpression) != nil }
                    let shown = (unwrapped ? setter.target : setter.target.replacingOccurrences(of: root + ".", with: root + "?.", options: .anchored)) + " = …"
                    let written = cast[1].trimmingCharacters(in: .whitespaces)
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleCastNeverMatches(statement: shown, method: "\(run.event.instance).\(FailureContext.traceName(method))", line: setter.line,
                                                name: binding.name, object: written, type: type, actual: actual.tag ?? actual.className, fresh: actual.tag == nil,
                                                unwrapped: unwrapped, direct: direct.flatMap { actual.tag != nil && isA(actual.className, $0, code: code) ? $0 : nil })
                    })
                }
                name = CodeFacts.rootName(object)
            }
        }
        return nil
    }

    /// Whether an object of `className` is a `type` (the learner's class chain; UIKit's containers).
    private func isA(_ className: String, _ type: String, code: CodeFacts) -> Bool {
        ["UIViewController", "AnyObject", "NSObject"].contains(type) || code.classChain(of: className).contains(type)
    }
}

extension FailureContext {
    /// The expressions a value came from, joined: the value, what the local names it reads were
    /// bound to, and what the screen's own properties it reads were given in its code (two steps).
    func origins(of setter: CodeFacts.Assignment) -> String {
        var texts = [setter.value]
        var seen = Set<String>()
        for _ in 0..<3 {
            let current = texts.joined(separator: " ")
            for binding in code.bindings where binding.method == setter.method && binding.owner == setter.owner
                && !seen.contains("b\(binding.name)") && Self.mentions(current, binding.name) {
                seen.insert("b\(binding.name)")
                texts.append(binding.value)
            }
            // A local of the method given its value by later assignments (`var result = "-"`, then `result = v`).
            for local in code.locals where local.method == setter.method && local.owner == setter.owner && local.file == setter.file
                && !seen.contains("l\(local.name)") && Self.mentions(current, local.name) {
                seen.insert("l\(local.name)")
                texts += code.assignments.filter { $0.member == local.name && $0.base == nil && $0.method == setter.method && $0.owner == setter.owner
                    && $0.file == setter.file && $0.line > local.line && $0.line < setter.line }.map(\.value)
            }
            for property in code.properties where property.owner == setter.owner && !property.isOutlet
                && !seen.contains("p\(property.name)") && Self.mentions(current, property.name) {
                seen.insert("p\(property.name)")
                texts += code.assignments.filter { $0.member == property.name && $0.owner == setter.owner && ($0.base == nil || $0.base == "self") }.map(\.value)
            }
        }
        return texts.joined(separator: " ")
    }
}

extension FailureContext {
    /// The Objective-C selector of a Swift method (`sendData(_:)` → `sendData:`, `send(data:)` →
    /// `sendWithData:`, `reload()` → `reload`).
    static func objcSelector(_ name: String) -> String {
        guard let open = name.firstIndex(of: "(") else { return name }
        let base = String(name[..<open])
        let labels = name[name.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard !labels.isEmpty else { return base }
        // A first label that is a preposition is joined as it is (`update(with:)` → `updateWith:`), another gets `With`.
        let prepositions: Set<String> = ["with", "for", "to", "at", "in", "from", "by", "of", "on", "into", "onto", "as", "about", "after", "before", "under", "over", "within", "without", "using", "via"]
        let first = labels[0]
        var selector = first == "_" ? base + ":"
            : base + (prepositions.contains(first.lowercased()) ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst() + ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    /// A method reached only through a selector made from a string (`NSSelectorFromString("sendData")`,
    /// `Selector("sendData")`) that is not the method's selector: `responds(to:)` answers false and
    /// `perform` finds nothing, so the method never runs.
    func selectorStringMiss(_ method: CodeFacts.Method) -> Explanation? {
        let selector = Self.objcSelector(method.name)
        for call in code.calls where ["NSSelectorFromString", "Selector"].contains(call.name) {
            // Only the plain slip: the method's name without the colons its parameters need.
            guard let written = call.stringArguments.first, written != selector, selector.contains(":"), written == method.baseName else { continue }
            return Explanation(rule: "selector-string-miss", conclusive: true, text: Catalog.both {
                $0.ruleSelectorStringMiss(call: "\(call.name)(\"\(written)\")", line: call.line, method: method.name, selector: selector)
            })
        }
        return nil
    }
}

extension WrongBranchRule {
    /// `giver` gives a parameter of its own method as written (`rvc.paramUpdate = update`), that
    /// parameter has a default equal to `value` (`update: Bool = false`), and a call of the method
    /// that ran leaves that argument out (`configure(rvc)`): the default is what was given.
    static func defaultArgument(giver: CodeFacts.Assignment, value: String, _ context: FailureContext)
        -> (label: String, method: String, line: Int, call: String, callLine: Int)? {
        let written = giver.value.trimmingCharacters(in: .whitespaces)
        guard written.range(of: #"^[\p{L}_]\w*$"#, options: .regularExpression) != nil,
              let method = context.code.methods.first(where: { $0.name == giver.method && $0.owner == giver.owner && $0.file == giver.file }),
              let index = method.parameterNames.firstIndex(of: written), method.parameterDefaults.indices.contains(index),
              let fallback = method.parameterDefaults[index]?.trimmingCharacters(in: .whitespaces), fallback == value,
              method.parameterLabels.indices.contains(index) else { return nil }
        let label = method.parameterLabels[index]
        guard label != "_" else { return nil }
        for call in context.code.calls where call.name == method.baseName && !call.labels.contains(label) && (context.ran(call) ?? 0) > 0 {
            // The call reaches this method: as many arguments as it takes without its defaults, at most all of them.
            guard call.arguments.count < method.parameterNames.count else { continue }
            return (label, method.name, method.line, ReadOnceRule.oneLine(call.written), call.line)
        }
        return nil
    }
}
