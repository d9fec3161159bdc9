import Foundation
import Texts
import WorkbookProtocol

/// `c ? a : b` whose two sides are the wrong way round, shown by the code and the run together:
/// - a test of a value's presence that picks the placeholder when the value is there
///   (`paramEmail != nil ? "(none)" : paramEmail`, `text.isEmpty ? text : "-"`);
/// - a test of a flag that holds a switch's state (`rvc.paramUpdate = isUpdate.isOn` ran) whose
///   side for that state is the text the check expected for the other state;
/// - a side that reads the control the check set to the expected value, not chosen.
struct BranchesSwappedRule: TeachingRule {
    let id = "branches-swapped"
    /// The control's value given on a path meant for a fixed value (the other segue's twin line): the text picked was right for what it was given.
    let supersededBy: Set<String> = ["input-passed-for-fixed-value"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (expected, actual) = context.differingValues else { return nil }
        let code = context.code
        for choice in code.choices {
            let condition = choice.condition.replacingOccurrences(of: #"\bself\."#, with: "", options: .regularExpression)
                .trimmingCharacters(in: CharacterSet(charactersIn: "() ").union(.whitespacesAndNewlines))
            let trueLiteral = WrongBranchRule.literal(choice.whenTrue), falseLiteral = WrongBranchRule.literal(choice.whenFalse)
            let whenTrue = CodeFacts.normalized(choice.whenTrue), whenFalse = CodeFacts.normalized(choice.whenFalse)
            // (a) A presence test picking the placeholder when the value is there.
            if let tested = Self.presence(condition) {
                let name = CodeFacts.normalized(tested.name)
                let placeholderWhenPresent = tested.presentWhenTrue ? (trueLiteral == actual && FailureContext.mentions(whenFalse, name))
                                                                    : (falseLiteral == actual && FailureContext.mentions(whenTrue, name))
                if placeholderWhenPresent {
                    return explanation(choice, kind: .presence(name: tested.name, placeholder: actual))
                }
            }
            // (b) A flag holding a switch's state, whose side for that state is the other text.
            if let trueLiteral, let falseLiteral, let flag = Self.flag(condition),
               [trueLiteral, falseLiteral].contains(actual), [trueLiteral, falseLiteral].contains(expected),
               let giver = code.assignments.last(where: { $0.member == flag.name && $0.value.hasSuffix(".isOn")
                    // The switch's state itself, not a choice ending in it (`usesDefaults ? true : isUpdate.isOn`).
                    && $0.value.range(of: #"^\s*(self\.)?\w+[?!]?\.isOn$"#, options: .regularExpression) != nil && (context.ran($0) ?? 0) > 0 && $0.runsInPlace }),
               givenBeforeRead(context, giver: giver, choice: choice),
               // The switch held the user's state when it was read: no line of the code set it (a getter, a reset).
               !Self.codeSetsSwitch(String(giver.value.dropLast(".isOn".count)), code: code) {
                // The same member given the switch's state on another path too (`a.paramUpdate = isUpdate.isOn` under
                // the other segue's test): the text picked was right for the state it was given; this path was meant
                // to give a fixed value, not the switch's.
                if !giver.conditions.isEmpty, let twin = code.assignments.first(where: { other in
                    other.member == giver.member && other.method == giver.method && other.owner == giver.owner && other.line != giver.line
                        && other.value.trimmingCharacters(in: .whitespaces) == giver.value.trimmingCharacters(in: .whitespaces)
                }) {
                    let control = String(CodeFacts.normalized(giver.value).replacingOccurrences(of: "self.", with: "").dropLast(".isOn".count))
                    let state = context.inputValues(upTo: context.failure.step ?? Int.max).last { $0.outlet == control }?.shown ?? "its state"
                    return Explanation(rule: "input-passed-for-fixed-value", text: Catalog.both {
                        $0.ruleInputPassedForFixedValue(setter: giver.statement, line: giver.line, method: giver.method, control: control, entered: state,
                                                        leftAlone: false, expected: expected, twinLine: twin.line, twinMethod: twin.method)
                    })
                }
                return explanation(choice, kind: .switchState(flag: flag.name, giver: giver.statement, giverFile: giver.file == choice.file ? nil : context.fileName(giver.file), giverLine: giver.line))
            }
            // (c) The side not chosen reads the control the check set to the expected value.
            let inputs = context.inputValues(upTo: context.failure.step ?? Int.max)
            for (outlet, value) in inputs where Self.shows(expected, value) && !Self.shows(actual, value) {
                // The side chosen: its literal is what was read, or a part of it the expected text lacks (`10` in "10 min").
                let chosenTrue = trueLiteral.map { Self.shows(actual, $0) && !Self.shows(expected, $0) } ?? false
                let chosenFalse = falseLiteral.map { Self.shows(actual, $0) && !Self.shows(expected, $0) } ?? false
                let other = chosenTrue ? whenFalse : chosenFalse ? whenTrue : ""
                guard !other.isEmpty, FailureContext.mentions(other, outlet) else { continue }
                return explanation(choice, kind: .controlOnOtherSide(control: outlet, conditionHeld: chosenTrue))
            }
        }
        return takenSideFixed(context) ?? armBodiesSwapped(context)
    }

    /// A choice on a line that gives the value shown (`resultUpdate.text` reads `paramUpdate`, given by
    /// `(r.paramUpdate, r.paramInterval) = test ? (isUpdate.isOn, interval.value) : (true, 10)`, held-out
    /// 274-14) whose side taken (the coverage) holds fixed values only, while the side not taken reads a
    /// control the check set: the sides, or the test, are the wrong way round.
    func takenSideFixed(_ context: FailureContext) -> Explanation? {
        let code = context.code
        // The controls the check's steps set (a switch turned off too, which has no number).
        let last = context.failure.step ?? Int.max
        let controls = context.check.steps.enumerated().compactMap { index, step -> String? in
            guard index <= last else { return nil }
            switch step {
            case let .type(locator, _), let .set(locator, _, _, _): return locator.outlet
            default: return nil
            }
        }
        guard !controls.isEmpty else { return nil }
        // (A tuple's element has no count of its own: the choice's sides say whether the line ran.)
        for setter in context.settersOfSubject {
            for choice in code.choices where choice.file == setter.file && choice.line == setter.line && choice.trueColumn > 0 && choice.falseColumn > 0 {
                let whenTrue = context.ran(file: choice.file, line: choice.trueLine, column: choice.trueColumn) ?? 0
                let whenFalse = context.ran(file: choice.file, line: choice.falseLine, column: choice.falseColumn) ?? 0
                guard (whenTrue > 0) != (whenFalse > 0) else { continue }
                let held = whenTrue > 0
                let taken = held ? choice.whenTrue : choice.whenFalse, other = held ? choice.whenFalse : choice.whenTrue
                // Fixed values only: literals, alone or in a tuple.
                let parts = taken.trimmingCharacters(in: CharacterSet(charactersIn: "() ")).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard !parts.isEmpty, parts.allSatisfy(CodeFacts.isLiteral),
                      // (The control of this member's own element, `isUpdate` for `paramUpdate`, before another one of the tuple.)
                      let control = controls.first(where: { FailureContext.mentions(other, $0) && FailureContext.mentions(setter.value, $0) })
                        ?? controls.first(where: { FailureContext.mentions(other, $0) }) else { continue }
                return explanation(choice, kind: .controlOnOtherSide(control: control, conditionHeld: held))
            }
        }
        return nil
    }

    /// An `if`/`else` (or `switch`) whose arm for the segue that ran was taken, and gives fixed values
    /// (`paramUpdate = true`) to the members another arm gives from the controls the check set
    /// (`paramUpdate = isUpdate.isOn`): the arm's test met its segue, its body is the other's.
    func armBodiesSwapped(_ context: FailureContext) -> Explanation? {
        guard let prepare = context.events.last(where: { $0.member == "prepare(for:sender:)" }),
              let identifier = prepare.detail?.firstMatch(#"segue="([^"]*)""#)?[1], !identifier.isEmpty else { return nil }
        let code = context.code
        let last = context.failure.step ?? Int.max
        let controls = Set(context.check.steps.enumerated().compactMap { index, step -> String? in
            guard index <= last else { return nil }
            switch step {
            case let .type(locator, _): return locator.outlet
            case let .set(locator, _, _, _): return locator.outlet
            default: return nil
            }
        })
        guard !controls.isEmpty else { return nil }
        func isControlRead(_ assignment: CodeFacts.Assignment) -> Bool {
            // Through a local bound in the method (`let on: Bool = self.isUpdate.isOn`).
            let value = code.resolved(assignment.value, method: assignment.method, owner: assignment.owner, upTo: assignment.line)
            return controls.contains { FailureContext.mentions(value, $0) || FailureContext.mentions(assignment.value, $0) }
        }
        for group in code.branches where group.method == "prepare(for:sender:)" && group.arms.count >= 2 {
            func assignments(in arm: CodeFacts.Branches.Arm) -> [CodeFacts.Assignment] {
                code.assignments.filter { $0.file == group.file && $0.method == group.method && $0.line >= arm.bodyLine && $0.line <= arm.endLine }
            }
            guard let taken = group.arms.first(where: { arm in
                      arm.label.contains("\"\(identifier)\"") && assignments(in: arm).contains { (context.ran($0) ?? 0) > 0 }
                  }) else { continue }
            let fixed = assignments(in: taken).filter { CodeFacts.isLiteral($0.value) && (context.ran($0) ?? 0) > 0 }
            guard !fixed.isEmpty else { continue }
            for other in group.arms where other.line != taken.line {
                let reads = assignments(in: other).filter { read in isControlRead(read) && fixed.contains { $0.member == read.member } }
                guard !reads.isEmpty else { continue }
                let given = fixed.filter { assignment in reads.contains { $0.member == assignment.member } }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleArmBodiesSwapped(identifier: identifier, taken: taken.label, takenLine: taken.line,
                                            fixed: given.map(\.statement).joined(separator: "`, `"), other: other.label, otherLine: other.line,
                                            reads: reads.map(\.statement).joined(separator: "`, `"))
                })
            }
        }
        return nil
    }

    /// The flag was given before the line choosing the text ran (in the run's order, when the trace
    /// records both): a flag given later (in an `async` block, after the view loaded) is another cause.
    private func givenBeforeRead(_ context: FailureContext, giver: CodeFacts.Assignment, choice: CodeFacts.Choice) -> Bool {
        guard let reader = context.code.assignments.first(where: { $0.file == choice.file && $0.line == choice.line }) else { return true }
        let given = context.positions(method: giver.method, owner: giver.owner, line: giver.line)
        let read = context.positions(method: reader.method, owner: reader.owner, line: reader.line)
        guard let lastRead = read.max(by: FailureContext.precedes), !given.isEmpty else { return true }
        return given.contains { FailureContext.precedes($0, lastRead) }
    }

    enum Kind {
        case presence(name: String, placeholder: String)
        case switchState(flag: String, giver: String, giverFile: String?, giverLine: Int)
        case controlOnOtherSide(control: String, conditionHeld: Bool)
    }

    private func explanation(_ choice: CodeFacts.Choice, kind: Kind) -> Explanation {
        let ternary = "\(choice.condition) ? \(choice.whenTrue) : \(choice.whenFalse)"
        return Explanation(rule: id, text: Catalog.both { texts in
            switch kind {
            case let .presence(name, placeholder):
                return texts.ruleBranchesSwappedPresence(ternary: ternary, line: choice.line, name: name, placeholder: placeholder)
            case let .switchState(flag, giver, giverFile, giverLine):
                return texts.ruleBranchesSwappedSwitch(ternary: ternary, line: choice.line, flag: flag, giver: giver, giverFile: giverFile, giverLine: giverLine)
            case let .controlOnOtherSide(control, held):
                return texts.ruleBranchesSwappedControl(ternary: ternary, line: choice.line, condition: choice.condition, held: held, control: control)
            }
        })
    }

    /// Whether `text` is `value`, or shows it as a whole word or number (`5` in "5 min", not in "15").
    static func shows(_ text: String, _ value: String) -> Bool {
        guard !value.isEmpty else { return false }
        if text == value { return true }
        let escaped = NSRegularExpression.escapedPattern(for: value)
        return text.range(of: "(?<![0-9A-Za-z_.])\(escaped)(?![0-9A-Za-z_]|\\.\\d)", options: .regularExpression) != nil
    }

    /// `x != nil`, `x == nil`, `x.isEmpty`, `!x.isEmpty`, `x.isEmpty == false`: the name and
    /// whether the test holds when the value is there.
    static func presence(_ condition: String) -> (name: String, presentWhenTrue: Bool)? {
        if let match = condition.firstMatch(#"^([\w.?!]+)\s*!=\s*nil$"#) { return (match[1], true) }
        if let match = condition.firstMatch(#"^([\w.?!]+)\s*==\s*nil$"#) { return (match[1], false) }
        if let match = condition.firstMatch(#"^!\s*([\w.?!]+?)\??\.isEmpty$"#) { return (match[1], true) }
        if let match = condition.firstMatch(#"^([\w.?!]+?)\??\.isEmpty\s*==\s*false$"#) { return (match[1], true) }
        if let match = condition.firstMatch(#"^([\w.?!]+?)\??\.isEmpty$"#) { return (match[1], false) }
        return nil
    }

    /// A flag tested bare, `== true` or `!= false`.
    static func flag(_ condition: String) -> (name: String, negated: Bool)? {
        // A negated test is the wrong-branch reading's ("the test reads it backwards").
        if let match = condition.firstMatch(#"^(\w+)(?:\s*==\s*true|\s*!=\s*false)?$"#) { return (match[1], false) }
        return nil
    }
}

extension FailureContext {
    /// The values the check's steps gave controls up to `last` (typed text, a stepper's or slider's
    /// value as a text shows it: `5`, `0.5`), in the steps' order.
    func inputValues(upTo last: Int) -> [(outlet: String, shown: String)] {
        check.steps.enumerated().compactMap { index, step -> (outlet: String, shown: String)? in
            guard index <= last else { return nil }
            switch step {
            case let .type(locator, text): return locator.outlet.map { ($0, text) }
            case let .set(locator, _, value?, _): return locator.outlet.map { ($0, Self.numberText(value)) }
            default: return nil
            }
        }
    }

    /// A number as a label shows it: `5.0` → `5`, `0.5` stays.
    public static func numberText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension BranchesSwappedRule {
    /// Whether the learner's code changes the switch `control` itself (`isUpdate.isOn = …`,
    /// `isUpdate.setOn(…)`), in a method or a computed property's getter: then what it held when read
    /// was not necessarily what the user set.
    static func codeSetsSwitch(_ control: String, code: CodeFacts) -> Bool {
        let name = CodeFacts.normalized(control).split(separator: ".").last.map(String.init) ?? control
        if code.assignments.contains(where: { $0.member == "isOn" && CodeFacts.normalized($0.target).hasSuffix(name + ".isOn") }) { return true }
        if code.calls.contains(where: { $0.name == "setOn" && ($0.receiver.map { CodeFacts.normalized($0).hasSuffix(name) } ?? false) }) { return true }
        return code.properties.contains { ($0.getterBody ?? "").range(of: "\\b\(NSRegularExpression.escapedPattern(for: name))\\s*[?!]?\\.(isOn\\s*=[^=]|setOn)", options: .regularExpression) != nil }
    }
}
