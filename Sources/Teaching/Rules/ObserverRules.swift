import Foundation
import Texts
import WorkbookProtocol

// Property observers (`didSet`, `willSet`) read from the code and what ran: which value each name
// holds inside them, and when Swift does not call them at all.

/// Inside `didSet`, `oldValue` is the value before the assignment and the property is the new
/// one; inside `willSet`, the property is still the old value and `newValue` the incoming one. A
/// line of an observer that ran and used the other one: the old value shown (`label.text =
/// "\(oldValue)"`), the outgoing object configured in `willSet`, or a call through the property in
/// `didSet` skipped because it had just been set to nil.
///
/// Premise: the failure is about a value or a screen (or any failure without a crash); the observer's line ran; for `oldValue` in
/// `didSet`, the line sets what the check read (or an outlet); for `willSet`, the line reads the
/// property (not `newValue`); for a `?.` call in `didSet`, the method it calls never ran.
struct ObserverOtherValueRule: TeachingRule {
    let id = "observer-other-value"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen || context.crash == nil else { return nil }
        let code = context.code
        let subject = context.settersOfSubject
        for property in code.properties where !property.observers.isEmpty {
            guard let owner = property.owner else { continue }
            let didSet = "\(property.name).didSet", willSet = "\(property.name).willSet"
            for assignment in code.assignments where assignment.owner == owner && (context.ran(assignment) ?? 0) > 0 {
                let statement = "\(assignment.written.isEmpty ? assignment.target : assignment.written) = \(assignment.value)"
                if assignment.method == didSet, FailureContext.mentions(assignment.value, "oldValue"),
                   subject.contains(where: { $0.line == assignment.line && $0.file == assignment.file })
                    || code.properties.contains(where: { $0.owner == owner && $0.isOutlet && FailureContext.mentions(assignment.target, $0.name) }) {
                    return explanation(property: property.name, statement: statement, line: assignment.line, use: .oldValueInDidSet)
                }
                if assignment.method == willSet, !FailureContext.mentions(assignment.value, "newValue"),
                   (assignment.base.map { $0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") } == property.name
                    || FailureContext.mentionsOwn(assignment.value, property.name)) {
                    return explanation(property: property.name, statement: statement, line: assignment.line, use: .propertyInWillSet)
                }
            }
            for call in code.calls where call.owner == owner && (context.ran(call) ?? 0) > 0 && (call.method == didSet || call.method == willSet) {
                if call.method == willSet, call.receiverRoot == property.name, !call.arguments.contains(where: { FailureContext.mentions($0, "newValue") }) {
                    return explanation(property: property.name, statement: call.written, line: call.line, use: .propertyInWillSet)
                }
                // The old value handed on as an argument (`listener?(value)` in `willSet`, `notify(oldValue)` in `didSet`).
                if call.method == willSet, call.arguments.contains(where: { FailureContext.mentionsOwn($0, property.name) }),
                   !call.arguments.contains(where: { FailureContext.mentions($0, "newValue") }) {
                    return explanation(property: property.name, statement: call.written, line: call.line, use: .propertyInWillSet)
                }
                if call.method == didSet, call.arguments.contains(where: { FailureContext.mentions($0, "oldValue") }),
                   !call.arguments.contains(where: { FailureContext.mentionsOwn($0, property.name) }) {
                    return explanation(property: property.name, statement: call.written, line: call.line, use: .oldValueInDidSet)
                }
                // `coordinator?.didFinish()` in `coordinator`'s didSet: the learner's method never ran.
                if call.method == didSet, call.receiverRoot == property.name, call.optionalChain,
                   let callee = code.methods.first(where: { $0.baseName == call.name && $0.owner != owner }), context.ran(callee) == 0 {
                    return explanation(property: property.name, statement: call.written, line: call.line, use: .nilPropertyInDidSet)
                }
            }
        }
        return nil
    }

    private func explanation(property: String, statement: String, line: Int, use: ObserverValueUse) -> Explanation {
        Explanation(rule: id, conclusive: true, text: Catalog.both { $0.ruleObserverOtherValue(property: property, statement: statement, line: line, use: use) })
    }
}

/// A property's `didSet` whose lines never ran in the check, while the code counts on it: Swift
/// does not call observers for the property's initial value, nor while the class's own
/// initializer sets it; and changing a copy of a struct property (`var p = rvc.params; p.x = 1`)
/// does not set the property, so its observer never runs.
///
/// Premise: the failure is about a value or a screen (or any failure without a crash); the `didSet` has lines, none of which ran
/// (coverage); every write of the property is the initial value, in an initializer of its class,
/// or to a copy never assigned back.
struct ObserverNeverRanRule: TeachingRule {
    let id = "observer-never-ran"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen || context.crash == nil else { return nil }
        let code = context.code
        for property in code.properties where property.observers.contains("didSet") {
            guard let owner = property.owner else { continue }
            let observer = "\(property.name).didSet"
            let lines = code.assignments.filter { $0.owner == owner && $0.method == observer }.map { context.ran($0) }
                + code.calls.filter { $0.owner == owner && $0.method == observer }.map { context.ran($0) }
            guard !lines.isEmpty, lines.allSatisfy({ $0 == 0 }) else { continue }
            // Writes of the property: its own class's (bare or through `self`) and others' through a name of that class.
            let writes = code.assignments.filter { assignment in
                assignment.member == property.name && assignment.method != observer
                    && ((assignment.owner == owner && FailureContext.isSelfBase(assignment.base))
                        || (assignment.base.flatMap { NotControlStateRule.type(of: $0, method: assignment.method, owner: assignment.owner, code: code) }
                            .map(CodeFacts.bareType) == owner))
            }
            // A generic container's observer (`class Box<T> { var value: T { didSet { listener?(value) } } }`)
            // tells its users of changes; a box made with each value never changes, which says nothing
            // about the failure (what its users did with it is other readings' to tell).
            if context.sources.contains(where: { $0.range(of: #"\b(class|struct)\s+"# + NSRegularExpression.escapedPattern(for: owner) + #"\s*<"#, options: .regularExpression) != nil }) { continue }
            // A write of a member of that name through an object whose class the code does not say
            // (`viewModel.email.value = …` where `email` is `Box("")`): it may be this property, so
            // "only its initializer sets it" is not proved.
            if code.assignments.contains(where: { assignment in
                assignment.member == property.name && assignment.method != observer && !FailureContext.isSelfBase(assignment.base)
                    && assignment.base.map { NotControlStateRule.type(of: $0, method: assignment.method, owner: assignment.owner, code: code) == nil } == true
            }) { continue }
            let reason: ObserverSkip
            // Changed in place somewhere (`main.emailHistory.append(…)`, `items[0] = …`): the code does give it
            // values, and why that line did not run is another reading's (a cast that gave nil, a test).
            if writes.isEmpty, code.changesInPlace(property.name, owner: nil) || code.calls.contains(where: { call in
                CodeFacts.mutatingCalls.contains(call.name) && call.receiver.map { $0.split(separator: ".").last.map(String.init) == property.name } == true
            }) { continue }
            if writes.isEmpty {
                // A copy changed and never put back: `var params = rvc.params` then `params.x = …`.
                if let copy = code.bindings.first(where: { $0.value.hasSuffix(".\(property.name)") && !$0.value.contains("(") }),
                   code.assignments.contains(where: { $0.base == copy.name && $0.method == copy.method && $0.owner == copy.owner }) {
                    reason = .copy(name: copy.name, source: copy.value, line: copy.line)
                } else if let initial = property.initial, CodeFacts.isLiteral(initial) || initial.range(of: #"^\.\w+$"#, options: .regularExpression) != nil {
                    // A constant start value (`= .fullScreen`, `= 10`): one read from a store once
                    // (`= UserDefaults…`) is a stale copy, another reading's cause.
                    // Where set-up work of the owner's kind goes: a segue's `perform()`, a screen's `viewDidLoad()`.
                    let chain = code.classChain(of: owner)
                    let place = chain.contains { $0.hasSuffix("Segue") } ? "perform()"
                        : chain.contains { $0.hasSuffix("ViewController") || $0 == "UIViewController" } ? "viewDidLoad()" : "init"
                    reason = .initialValue(initial, place: place)
                } else {
                    continue
                }
            } else if writes.allSatisfy({ ($0.method ?? "").hasPrefix("init(") && $0.owner == owner }) {
                // A whole new object made with the value, where the value changes, in place of setting it.
                // (Where the app makes its first objects, the one made is the first, not a replacement,
                // unless that line ran again.)
                let setUp: Set<String> = ["viewDidLoad()", "loadView()", "awakeFromNib()", "init(coder:)", "init()", "start()",
                                          "scene(_:willConnectTo:options:)", "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)"]
                if let remade = code.assignments.first(where: { assignment in
                    assignment.value.hasPrefix(owner + "(") && !(assignment.method ?? "").hasPrefix("init(") && (context.ran(assignment) ?? 0) > 0
                        && (!setUp.contains(assignment.method ?? "") || (context.ran(assignment) ?? 0) > 1)
                }) {
                    reason = .replaced(target: remade.target, statement: "\(remade.target) = \(remade.value)", line: remade.line, method: remade.method)
                } else {
                    reason = .initializer(line: writes[0].line)
                }
            } else {
                continue
            }
            return Explanation(rule: id, conclusive: true, text: Catalog.both { $0.ruleObserverNeverRan(property: property.name, owner: owner, reason: reason) })
        }
        return nil
    }
}
