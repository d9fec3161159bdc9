import Foundation
import Texts
import WorkbookProtocol

/// The value the user entered in a control shown where the check expected another one: the line
/// that gave it (it ran) reads that control, the value shown holds what the check entered there, and
/// the expected value does not (nor is it that value in another unit). On this path the value is
/// not the one entered (a default, a fixed setting), so it must not come from the control; a line
/// elsewhere giving the same place the same expression (a branch or helper copied from the other
/// path) is named too.
///
/// Premise: a differing value; a setter of what the check read, or of the property it shows, that
/// ran and reads a control the check filled in; the value the check put in that control shows in
/// what was read and not in what was expected.
struct InputPassedForFixedValueRule: TeachingRule {
    let id = "input-passed-for-fixed-value"

    /// The innermost test of `conditions` that `outer` (the conditions of the line it is told beside) lacks.
    static func ownTest(_ conditions: [CodeFacts.Condition], beside outer: [CodeFacts.Condition]) -> String {
        (conditions.first { !outer.contains($0) } ?? conditions.first)?.text ?? ""
    }

    /// `setter` gives `root.member` where `root` is a local of its method copied, through plain
    /// `name = other` lines, from a value built with a labelled argument reading `outlet`
    /// (`Settings(…, member: outlet.value)`); and a copy's other member is changed, under a test
    /// that held, on the path that ran, while no copy's `member` is: the change and the member to give.
    static func keptInCopy(_ setter: CodeFacts.Assignment, outlet: String, reads: (String) -> Bool, context: FailureContext)
        -> (override: CodeFacts.Assignment, test: String, member: String)? {
        guard let parts = CodeFacts.normalized(setter.value).firstMatch(#"^(?:self\.)?(\w+)\.(\w+)$"#) else { return nil }
        let (root, member) = (parts[1], parts[2])
        let code = context.code
        let same = { (method: String?, owner: String?, file: Int) in method == setter.method && owner == setter.owner && file == setter.file }
        var names = [root], index = 0, built = false
        while index < names.count, names.count < 8 {
            let name = names[index]; index += 1
            var values = code.locals.filter { $0.name == name && same($0.method, $0.owner, $0.file) }.compactMap(\.value)
            values += code.assignments.filter { $0.target == name && $0.base == nil && same($0.method, $0.owner, $0.file) && (context.ran($0) ?? 0) > 0 }.map(\.value)
            for value in values.map(CodeFacts.normalized) {
                if value.range(of: #"^\w+$"#, options: .regularExpression) != nil {
                    if !names.contains(value) { names.append(value) }
                } else if let argument = value.firstMatch(#"\b"# + NSRegularExpression.escapedPattern(for: member) + #"\s*:\s*([^,()]+(?:\([^()]*\))?)"#)?[1], reads(argument) {
                    built = true
                }
            }
        }
        guard built, !code.assignments.contains(where: { $0.member == member && names.contains($0.base ?? "") && same($0.method, $0.owner, $0.file) }),
              let override = code.assignments.first(where: { other in
                  names.contains(other.base ?? "") && other.member != member && same(other.method, other.owner, other.file)
                      && other.line < setter.line && !other.conditions.isEmpty && (context.ran(other) ?? 0) > 0
                      && other.value.range(of: #"\.(isOn|value|text|selectedSegmentIndex|date)\b"#, options: .regularExpression) == nil
              }), let base = override.base else { return nil }
        return (override, ownTest(override.conditions, beside: setter.conditions), "\(base).\(member)")
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (expected, actual) = context.differingValues, let last = context.failureStep else { return nil }
        // What the check entered, control by control, as a text would show it.
        var entered = context.inputValues(upTo: last).filter { !$0.shown.isEmpty }
        // A stepper or slider the check left alone holds the storyboard's value.
        var leftAlone: Set<String> = []
        for scene in context.storyboards.flatMap(\.scenes) {
            for outlet in scene.controller.outlets where !entered.contains(where: { $0.outlet == outlet.property }) {
                guard let root = scene.controller.view, let view = FailureContext.view(outlet.destinationID, in: root),
                      view.kind == .stepper || view.kind == .slider else { continue }
                entered.append((outlet.property, FailureContext.numberText(view.value ?? view.minimumValue ?? 0)))
                leftAlone.insert(outlet.property)
            }
        }
        func holds(_ text: String, _ value: String) -> Bool {
            // A number stands alone among digits (`0` in "0분", not in "10분"); a text is found as it is.
            Double(value) == nil ? text.contains(value)
                : text.range(of: "(?<![0-9.])" + NSRegularExpression.escapedPattern(for: value) + "(?![0-9])", options: .regularExpression) != nil
        }
        // What was expected is what no control held (else another control was meant, another reading's case).
        guard !entered.contains(where: { holds(expected, $0.shown) }) else { return nil }
        for (outlet, shown) in entered.reversed() where holds(actual, shown) {
            // Not the same value in another unit (5 minutes shown as 300 seconds): another reading's case.
            if let wanted = Double(expected.filter { $0.isNumber || $0 == "." }), let given = Double(shown), given != 0,
               UnitFactorRule.factors.contains(where: { abs(wanted / given - $0.factor) < 1e-9 || abs(given / wanted - $0.factor) < 1e-9 }) { continue }
            let reads = { (text: String) in text.range(of: "(?<![\\w.])(?:self\\.)?" + NSRegularExpression.escapedPattern(for: outlet) + "\\s*[?!]?\\.", options: .regularExpression) != nil }
            // A value taken from a local struct that copies one built from the controls (`let entered =
            // Settings(…, interval: interval.value)`, `var defaults = entered`, `settings = defaults`), where
            // this path's own code changes another member of a copy (`defaults.update = true`) and not this one.
            for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 && !reads(setter.value) {
                guard let kept = Self.keptInCopy(setter, outlet: outlet, reads: reads, context: context) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleInputKeptBesideOverride(setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", line: setter.line,
                                                   control: outlet, entered: shown, leftAlone: leftAlone.contains(outlet), expected: expected,
                                                   override: "\(kept.override.written.isEmpty ? kept.override.target : kept.override.written) = \(kept.override.value)",
                                                   overrideLine: kept.override.line, test: kept.test, member: kept.member)
                })
            }
            for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 && reads(setter.value) {
                // The same place given the same expression on another path (the other branch, a helper copied from
                // it): the evidence that this path was meant to differ. Without one, an entry shown raw where a
                // formatted or worked-out one is expected is another reading's case.
                let place = { (assignment: CodeFacts.Assignment) in CodeFacts.normalized(assignment.written.isEmpty ? assignment.target : assignment.written) }
                // (The same member of the destination under another local's name, `vc.paramInterval` and
                // `vc2.paramInterval` in the two segues' branches of one method, is the same place.)
                let twin = context.code.assignments.first(where: { other in
                    (place(other) == place(setter) || (other.member == setter.member && other.method == setter.method && other.owner == setter.owner && other.base != nil && setter.base != nil))
                        && !(other.file == setter.file && other.line == setter.line)
                        && other.value.trimmingCharacters(in: .whitespaces) == setter.value.trimmingCharacters(in: .whitespaces)
                })
                guard let twin else {
                    // Or the path's own code changes the control itself (`interval.value = 10`,
                    // `isUpdate.setOn(true, animated: true)`) under a test that held, after this line
                    // read it: the value the control held then had already gone.
                    let isControl = { (base: String?) in base.map { ["self." + outlet, outlet].contains(CodeFacts.normalized($0)) } ?? false }
                    let changedAt: (text: String, line: Int, test: String)? = context.code.assignments.first(where: { other in
                        isControl(other.base) && ["value", "isOn", "text", "selectedSegmentIndex", "date"].contains(other.member)
                            && other.owner == setter.owner && other.file == setter.file && other.line > setter.line && !other.conditions.isEmpty
                            && (context.ran(other) ?? 0) > 0
                    }).map { ("\($0.written.isEmpty ? $0.target : $0.written) = \($0.value)", $0.line, Self.ownTest($0.conditions, beside: setter.conditions)) }
                        ?? context.code.calls.first(where: { call in
                            isControl(call.receiver) && ["setOn", "setValue"].contains(call.name) && call.owner == setter.owner && call.file == setter.file
                                && call.line > setter.line && !call.conditions.isEmpty && (context.ran(call) ?? 0) > 0
                        }).map { (ReadOnceRule.oneLine($0.writtenInSource), $0.line, Self.ownTest($0.conditions, beside: setter.conditions)) }
                    if let changedAt {
                        return Explanation(rule: id, text: Catalog.both {
                            $0.ruleControlChangedAfterRead(setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", line: setter.line,
                                                           control: outlet, entered: shown, leftAlone: leftAlone.contains(outlet), expected: expected,
                                                           change: changedAt.text, changeLine: changedAt.line, test: changedAt.test, member: setter.member)
                        })
                    }
                    // Or the path's own code overrides another value of the same object under a test
                    // that held (`case "DefaultSubmit": rvc.paramUpdate = true`) after this line, and
                    // not this one: this path was meant to differ, and this value was left as entered.
                    guard let base = setter.base, base != "self", let override = context.code.assignments.first(where: { other in
                        other.base == base && other.member != setter.member && other.owner == setter.owner && other.method == setter.method
                            && other.file == setter.file && other.line > setter.line && !other.conditions.isEmpty
                            && setter.conditions.allSatisfy({ outer in other.conditions.contains(outer) })
                            && other.conditions.count > setter.conditions.count
                            && (context.ran(other) ?? 0) > 0 && !context.code.assignments.contains(where: { $0.base == base && $0.member == setter.member && $0.line > setter.line && $0.file == setter.file && $0.method == setter.method })
                            && other.value.range(of: #"\.(isOn|value|text|selectedSegmentIndex|date)\b"#, options: .regularExpression) == nil
                    }), let test = override.conditions.first(where: { !setter.conditions.contains($0) }) else { continue }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleInputKeptBesideOverride(setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", line: setter.line,
                                                       control: outlet, entered: shown, leftAlone: leftAlone.contains(outlet), expected: expected,
                                                       override: "\(override.written.isEmpty ? override.target : override.written) = \(override.value)",
                                                       overrideLine: override.line, test: test.text, member: setter.member)
                    })
                }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleInputPassedForFixedValue(setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", line: setter.line,
                                                    method: setter.method, control: outlet, entered: shown, leftAlone: leftAlone.contains(outlet), expected: expected,
                                                    twinLine: twin.line, twinMethod: twin.method)
                })
            }
            // The same through a local of the method (`let interval = self.interval.value`, then
            // `result.paramInterval = interval`), copied from another path whose local of the same
            // value gives the same place: the local's declaration is the line to name.
            let code = context.code
            for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 && !reads(setter.value) {
                let name = CodeFacts.normalized(setter.value)
                guard name.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                      let local = code.locals.filter({ $0.name == name && $0.method == setter.method && $0.owner == setter.owner && $0.file == setter.file
                          && $0.line <= setter.line && setter.line <= $0.scopeEnd }).max(by: { $0.line < $1.line }),
                      let value = local.value, reads(value) else { continue }
                let place = { (assignment: CodeFacts.Assignment) in CodeFacts.normalized(assignment.written.isEmpty ? assignment.target : assignment.written) }
                // Another local of the same value, given to the same member on another path.
                guard let twin = code.locals.first(where: { other in
                    other.line != local.line && other.method == local.method && other.owner == local.owner && other.file == local.file
                        && other.value.map(CodeFacts.normalized) == CodeFacts.normalized(value)
                        && code.assignments.contains { assignment in
                            assignment.member == setter.member && assignment.method == setter.method && assignment.file == setter.file
                                && assignment.line > other.line && assignment.line <= other.scopeEnd && CodeFacts.normalized(assignment.value) == other.name
                                && (place(assignment) == place(setter) || (assignment.base != nil && setter.base != nil))
                        }
                }) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleInputPassedForFixedValue(setter: local.declaration, line: local.line, method: local.method, control: outlet, entered: shown,
                                                    leftAlone: leftAlone.contains(outlet), expected: expected, twinLine: twin.line, twinMethod: twin.method)
                })
            }
        }
        return nil
    }
}

/// What showed is a text written in the learner's code, and the text expected is written nowhere in
/// it: the choice that picked the text may be right, the words are not the ones the exercise asks for
/// (a label's text copied from another label, an abbreviation, another wording). The place the same
/// literals stand for another view is named (a line copied from there).
///
/// Premise: a differing value; a setter of what the check read that ran holds the shown text as a
/// literal, none of its literals is the expected text, and no literal of the code is.
struct LiteralShownRule: TeachingRule {
    let id = "literal-shown"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (expected, actual) = context.differingValues, !actual.isEmpty, !expected.isEmpty,
              case .label? = context.failure.expectation else { return nil }
        let quotedActual = "\"" + actual + "\"", quotedExpected = "\"" + expected + "\""
        guard !context.sources.contains(where: { $0.contains(quotedExpected) }) else { return nil }
        // Not a text the check typed (then the value did not arrive: the literal only stood in for it).
        guard !context.check.steps.contains(where: { step in
            if case let .type(_, text) = step { return !text.isEmpty && expected.contains(text) } else { return false }
        }) else { return nil }
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 && setter.value.contains(quotedActual) {
            // A choice between two words on a yes/no the code holds (`paramUpdate ? "갱신함" : "갱신하지 않음"`,
            // `!isOn ? …`): a lone literal, or one chosen on emptiness or nil, is a stand-in for a value that did not
            // arrive (`"-"`, `"Loading…"`), and a value that can come from elsewhere (`value ?? "-"`, an
            // interpolation) is worked out by other readings.
            let value = setter.value.trimmingCharacters(in: .whitespaces)
            // (No other line of it works the text out: then the words are its, and this one only stood in.)
            guard !context.settersOfSubject.contains(where: { $0.member == setter.member && ($0.value.contains("\\(") || $0.value.contains("String(format")) }) else { continue }
            guard let choice = value.firstMatch(#"^(!?\s*(?:self\.)?[\p{L}_][\w.]*)\s*\?\s*"[^"\\]*"\s*:\s*"[^"\\]*"$"#),
                  !["isEmpty", "nil", "count", "first", "last"].contains(where: { choice[1].contains($0) }) else { continue }
            // The same literal given to another view's text elsewhere.
            let elsewhere = context.code.assignments.first { other in
                other.value.contains(quotedActual) && other.member == "text" && other.base != setter.base && !(other.file == setter.file && other.line == setter.line)
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleLiteralShown(setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", line: setter.line,
                                    file: context.fileName(setter.file) ?? "", shown: actual, expected: expected,
                                    elsewhere: elsewhere.map { "\($0.written.isEmpty ? $0.target : $0.written) = \($0.value)" }, elsewhereLine: elsewhere?.line,
                                    elsewhereFile: elsewhere.flatMap { context.fileName($0.file) })
            })
        }
        return nil
    }
}

/// A value read through a property wrapper of the learner's whose getter gives a copy the wrapper
/// took when it was made (`init() { current = store.value }`, `get { current }`), while writes go to
/// the store: each screen's wrapper keeps the value the store had when that screen was made, and a
/// write through another screen's wrapper never reaches it.
///
/// Premise: a setter of what the check read ran and reads a wrapped property; the wrapper's
/// `wrappedValue` getter returns one stored property of the wrapper, which its initializer sets from
/// something other than its parameters.
struct WrapperSnapshotRule: TeachingRule {
    let id = "wrapper-snapshot"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            for property in code.properties where property.owner == setter.owner && property.wrapper != nil && FailureContext.mentionsOwn(setter.value, property.name) {
                guard let wrapper = property.wrapper,
                      let wrapped = code.properties.first(where: { $0.owner == wrapper && $0.name == "wrappedValue" && $0.isComputed }),
                      var getter = (wrapped.getter ?? wrapped.getterBody)?.trimmingCharacters(in: .whitespacesAndNewlines) else { continue }
                if getter.hasPrefix("return ") { getter = String(getter.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
                if getter.hasPrefix("self.") { getter = String(getter.dropFirst(5)) }
                guard let stored = code.properties.first(where: { $0.owner == wrapper && $0.name == getter && !$0.isComputed && !$0.isStatic }) else { continue }
                // Given in the wrapper's initializer from something that is not one of its parameters.
                let initializers = code.methods.filter { $0.owner == wrapper && $0.name.hasPrefix("init(") }
                // (Read from a store outside the wrapper, `UserDefaults`, the app delegate, a shared object, that the
                // wrapper's setter writes too; a value worked out from the initializer's own parameters is no copy.)
                func store(_ text: String) -> String? {
                    text.firstMatch(#"(UserDefaults|UIApplication|NSUbiquitousKeyValueStore|[A-Z]\w*\.shared|[A-Z]\w*\.standard)"#)?[1]
                }
                guard let taken = code.assignments.first(where: { assignment in
                    assignment.owner == wrapper && assignment.member == stored.name && (assignment.method ?? "").hasPrefix("init(")
                        && !initializers.contains { initializer in initializer.name == assignment.method
                            && initializer.parameterNames.contains(assignment.value.trimmingCharacters(in: .whitespaces)) }
                        && !CodeFacts.isLiteral(assignment.value.trimmingCharacters(in: .whitespaces))
                }), let token = store(taken.value),
                      code.assignments.contains(where: { $0.owner == wrapper && !($0.method ?? "").hasPrefix("init(") && ($0.target.contains(token) || $0.value.contains(token)) })
                        || code.calls.contains(where: { $0.owner == wrapper && !($0.method ?? "").hasPrefix("init(") && ($0.receiver ?? "").contains(token) }) else { continue }
                let file = context.fileName(taken.file) ?? ""
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleWrapperSnapshot(property: property.name, wrapper: wrapper, line: property.line, stored: stored.name, source: taken.value,
                                           takenLine: taken.line, file: file, reader: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)",
                                           readerLine: setter.line)
                })
            }
        }
        return nil
    }
}
