import Foundation
import Texts
import WorkbookProtocol

// What a test's parts held when it was reached, worked out from what the check did: the text it
// typed into a field (or that the field was left as the storyboard has it), the switch it set.
// A test that kept a needed line from running is then told by the part that went the wrong way
// and what it read: a field's emptiness read the wrong way round, or another field than the one
// the user filled in. Nothing here knows an exercise: the parts are the learner's, the values the check's.

extension FailureContext {
    /// Splits a test into the parts that must all hold (`,` of an `if`/`guard`, `&&`), at the top level
    /// only; nil when a part joins others with `||` (which part decided is then not one part's value).
    static func conjunctionParts(_ text: String) -> [String]? {
        guard let (parts, conjunction) = CodeFacts.topLevelParts(text), conjunction else { return nil }
        return parts.map(plainBinding).filter { !$0.isEmpty }
    }

    /// An optional pattern read as the binding it is: `case let x? = v`, `case .some(let x) = v`
    /// and `case let .some(x) = v` are `let x = v`; `case let x as T = v` is `let x = v as? T`.
    static func plainBinding(_ part: String) -> String {
        let forms: [(String, String)] = [
            (#"^case\s+(let|var)\s+(\w+)\s*\?\s*=\s*(.+)$"#, "$1 $2 = $3"),
            (#"^case\s+\.some\(\s*(let|var)\s+(\w+)\s*\)\s*=\s*(.+)$"#, "$1 $2 = $3"),
            (#"^case\s+(let|var)\s+\.some\(\s*(\w+)\s*\)\s*=\s*(.+)$"#, "$1 $2 = $3"),
            (#"^case\s+(let|var)\s+(\w+)\s+as\s+([\w.<>]+)\s*=\s*(.+)$"#, "$1 $2 = $4 as? $3"),
        ]
        for (pattern, template) in forms where part.range(of: pattern, options: .regularExpression) != nil {
            return part.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
        }
        return part
    }

    /// A control the test may read: an outlet of `owner` that is a text field or a switch (by its
    /// declared type, or the storyboard's view), with its storyboard text when the scene is known.
    struct Control {
        var kind: ViewKind
        /// The storyboard's text ("" when it has none), or a switch's state ("true"/"false"); nil when no scene of `owner` is known.
        var storyboardText: String?
    }

    func controls(of owner: String?) -> [String: Control] {
        var found: [String: Control] = [:]
        for scene in storyboards.flatMap(\.scenes) where owner == nil || scene.controller.customClass == owner {
            for outlet in scene.controller.outlets {
                guard let root = scene.controller.view, let view = Self.view(outlet.destinationID, in: root),
                      view.kind == .textField || view.kind == .switch else { continue }
                let initial = view.kind == .switch ? ((view.isOn ?? false) ? "true" : "false") : view.text ?? ""
                found[outlet.property] = found[outlet.property] ?? Control(kind: view.kind, storyboardText: initial)
            }
        }
        for property in code.properties where property.isOutlet && property.owner == owner && found[property.name] == nil {
            let type = (property.type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
            if type == "UITextField" { found[property.name] = Control(kind: .textField, storyboardText: nil) }
            if type == "UISwitch" { found[property.name] = Control(kind: .switch, storyboardText: nil) }
        }
        return found
    }

    /// What `outlet` (a text field or a switch) held at check step `step`: the last text the check
    /// typed into it (or state it set) up to that step, else the storyboard's text.
    func controlHeld(_ outlet: String, control: Control, upTo step: Int) -> (held: String, filled: Bool)? {
        var held: (String, Bool)?
        for (index, item) in check.steps.enumerated() where index <= step {
            switch item {
            case let .type(locator, text) where locator.outlet == outlet && control.kind == .textField: held = (text, true)
            case let .set(locator, on?, _, _) where locator.outlet == outlet && control.kind == .switch: held = (on ? "true" : "false", true)
            default: break
            }
        }
        if let held { return held }
        return control.storyboardText.map { ($0, false) }
    }

    /// The control a name of a test reads, through the local names it was bound to in `method`
    /// (`let text = email.text`, `let typed = email.text ?? ""`): `email`, and whether it is read
    /// as a text (`.text`) or a switch (`.isOn`).
    func controlRead(by subject: String, method: String?, owner: String?, bound: [String: String], outlets: [String: Control]) -> (name: String, control: Control)? {
        var text = subject.trimmingCharacters(in: .whitespaces)
        for _ in 0..<3 {
            if let value = bound[text] {
                text = value
                continue
            }
            guard text.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                  let binding = code.bindings.last(where: { $0.name == text && $0.method == method && $0.owner == owner }) else { break }
            text = binding.value.trimmingCharacters(in: .whitespaces)
        }
        // `email.text`, `self.email.text!`, `(email.text ?? "")`, `email.text ?? ""`, `email.isOn`.
        let pattern = #"^\(?\s*(?:self\.)?(\w+)\.(text|isOn)\s*(?:!|\?\?\s*""\s*)?\)?$"#
        guard let match = text.firstMatch(pattern), let control = outlets[match[1]] else { return nil }
        let kind: ViewKind = match[2] == "text" ? .textField : .switch
        return control.kind == kind ? (match[1], control) : nil
    }

    /// The part of `condition` whose value the check's input decides and that went the way that kept
    /// the statement from running; nil when no such part is known (or another part may have decided).
    func heldPart(of condition: CodeFacts.Condition, method: String?, file: Int) -> HeldPart? {
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        let outlets = controls(of: owner)
        guard !outlets.isEmpty, let parts = Self.conjunctionParts(condition.text) else { return nil }
        // When the test was reached: the last run of its method up to the failure, else the failure's step.
        let step = method.flatMap { runs(of: $0, owner: owner).last?.event.step } ?? failure.step ?? (check.steps.count - 1)
        var bound: [String: String] = [:]
        var values: [(part: String, value: Bool?)] = []
        var found: [HeldPart] = []
        for part in parts {
            // `let text = email.text`: binds a name for the later parts; a text field's text is never nil.
            if let binding = part.firstMatch(#"^(?:let|var)\s+(\w+)\s*=\s*(.+)$"#) {
                bound[binding[1]] = binding[2]
                let unwrapsField = controlRead(by: binding[2], method: method, owner: owner, bound: bound, outlets: outlets)?.control.kind == .textField
                values.append((part, unwrapsField ? true : nil))
                continue
            }
            guard let reading = evaluate(part, method: method, owner: owner, bound: bound, outlets: outlets, step: step)
                    ?? computedPart(part, method: method, owner: owner, bound: bound, outlets: outlets, step: step) else {
                values.append((part, nil))
                continue
            }
            values.append((part, reading.value))
            found.append(reading)
        }
        if condition.holds {
            // The statement needed the test to hold: one part that was false is enough to stop it.
            return found.first { !$0.value }
        }
        // The statement runs when the test does not hold: every part held; all must be known.
        guard values.allSatisfy({ $0.value == true }) else { return nil }
        return found.count == 1 ? found.first : nil
    }

    /// A part that reads a computed Bool property of the screen (`hasEmail`, `!isValid`): its getter's
    /// one expression, evaluated the same way, reported under the part as written.
    private func computedPart(_ part: String, method: String?, owner: String?, bound: [String: String], outlets: [String: Control], step: Int) -> HeldPart? {
        guard let match = part.firstMatch(#"^(!?)\s*(?:self\.)?(\w+)$"#),
              let property = code.properties.first(where: { $0.name == match[2] && $0.owner == owner && $0.isComputed }),
              let getter = property.getter, Self.conjunctionParts(getter)?.count == 1 else { return nil }
        guard var reading = evaluate(getter, method: nil, owner: owner, bound: [:], outlets: outlets, step: step) else { return nil }
        if match[1] == "!" { reading.value.toggle() }
        reading.part = part
        reading.via = "\(property.name)"
        reading.viaGetter = getter
        reading.viaLine = property.line
        reading.inverted = Self.turnedRound(part)
        return reading
    }

    /// The value of one part (`text.isEmpty`, `email.text == ""`, `!x.isOn`, `text.count > 0`) from what the control held.
    private func evaluate(_ part: String, method: String?, owner: String?, bound: [String: String], outlets: [String: Control], step: Int) -> HeldPart? {
        var expression = part
        var negated = false
        while expression.hasPrefix("!") && !expression.hasPrefix("!=") {
            negated.toggle()
            expression = String(expression.dropFirst()).trimmingCharacters(in: .whitespaces)
            if expression.hasPrefix("("), expression.hasSuffix(")"), Self.conjunctionParts(String(expression.dropFirst().dropLast())) == [String(expression.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)] {
                expression = String(expression.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
            }
        }
        // `email.text?.isEmpty ?? true`: a text field's text is never nil, so the default never applies.
        if let match = expression.firstMatch(#"^(.+\?\.\w+)\s*\?\?\s*(?:true|false)$"#) {
            expression = match[1]
        }
        // A comparison with a literal: `== false`, `!= ""`, `> 0`.
        var comparison: (op: String, literal: String)?
        if let match = expression.firstMatch(#"^(.+?)\s*(==|!=|>=|<=|>|<)\s*(true|false|""|\d+)$"#) {
            expression = match[1]
            comparison = (match[2], match[3])
        }
        // What is measured: emptiness (`isEmpty`, `count`, `== ""`) of a text, or a switch's state.
        enum Measure { case isEmpty, count, text, isOn }
        var subject = expression
        var measure: Measure
        if let match = expression.firstMatch(#"^(.+?)\??\.isEmpty$"#) {
            (subject, measure) = (match[1], .isEmpty)
        } else if let match = expression.firstMatch(#"^(.+?)\??\.count$"#) {
            (subject, measure) = (match[1], .count)
        } else if comparison?.literal == "\"\"" {
            measure = .text
        } else {
            measure = .isOn
        }
        subject = subject.trimmingCharacters(in: .whitespaces)
        if subject.hasPrefix("("), subject.hasSuffix(")") { subject = String(subject.dropFirst().dropLast()) }
        guard let (control, found) = controlRead(by: subject, method: method, owner: owner, bound: bound, outlets: outlets),
              let (held, filled) = controlHeld(control, control: found, upTo: step) else { return nil }
        // The measured value, then the comparison, then the negations.
        var value: Bool
        switch (measure, found.kind) {
        case (.isEmpty, .textField): value = held.isEmpty
        case (.text, .textField): value = held.isEmpty
        case (.isOn, .switch): value = held == "true"
        case (.count, .textField):
            guard let (op, literal) = comparison, let number = Int(literal) else { return nil }
            let count = held.count
            switch op {
            case "==": value = count == number
            case "!=": value = count != number
            case ">": value = count > number
            case ">=": value = count >= number
            case "<": value = count < number
            default: value = count <= number
            }
            // Only emptiness: `count > 0`, `count == 0`, `count >= 1`, `count < 1`.
            guard (op == ">" || op == "==" || op == "!=") && number == 0 || (op == ">=" || op == "<") && number == 1 else { return nil }
            comparison = nil
        default: return nil
        }
        if let (op, literal) = comparison {
            switch (op, literal) {
            case ("==", "true"), ("!=", "false"), ("==", "\"\""): break
            case ("==", "false"), ("!=", "true"), ("!=", "\"\""): value.toggle()
            default: return nil
            }
        }
        if negated { value.toggle() }
        // The other controls of its kind the check filled in, each once, in the order filled.
        var filledOthers: [String] = []
        for other in inputSteps(upTo: step).map(\.outlet) where !filled && other != control && outlets[other]?.kind == found.kind && !filledOthers.contains(other) {
            filledOthers.append(other)
        }
        var heldPart = HeldPart(part: part, value: value, control: control, held: held, isSwitch: found.kind == .switch,
                                filledByCheck: filled, filledOthers: filledOthers, inverted: Self.turnedRound(part))
        // Filled by the check only after the test ran: the test came too early, not the wrong way round.
        if !filled {
            for (index, item) in check.steps.enumerated() where index > step {
                if case let .type(locator, text) = item, locator.outlet == control { heldPart.filledLater = .init(step: index + 1, text: text); break }
                if case let .set(locator, _, _, _) = item, locator.outlet == control { heldPart.filledLater = .init(step: index + 1, text: nil); break }
            }
        }
        return heldPart
    }

    /// A part written the other way: `!a` for `a`, `a` for `!a`, `==` for `!=`, `== 0` for `> 0`.
    static func turnedRound(_ part: String) -> String {
        let text = part.trimmingCharacters(in: .whitespaces)
        // An optional Bool (`email.text?.isEmpty`) cannot be negated: flip the literal it is compared with.
        let optional = text.contains("?.")
        if let match = text.firstMatch(#"^(.+?)\s*==\s*false$"#) { return optional ? "\(match[1]) == true" : match[1] }
        if let match = text.firstMatch(#"^(.+?)\s*==\s*true$"#) { return optional ? "\(match[1]) == false" : "!" + match[1] }
        if let match = text.firstMatch(#"^(.+?)\s*!=\s*(.+)$"#) { return "\(match[1]) == \(match[2])" }
        if let match = text.firstMatch(#"^(.+?)\s*==\s*(.+)$"#) { return "\(match[1]) != \(match[2])" }
        if let match = text.firstMatch(#"^(.+?)\s*>\s*0$"#) { return "\(match[1]) == 0" }
        if text.hasPrefix("!"), !text.hasPrefix("!=") { return String(text.dropFirst()).trimmingCharacters(in: .whitespaces) }
        // A space outside parentheses and quotes means an operator: the whole part goes in parentheses.
        let outside = text.replacingOccurrences(of: #"\([^()]*\)|"[^"]*""#, with: "", options: .regularExpression)
        return outside.contains(" ") ? "!(\(text))" : "!" + text
    }
}

extension FailureContext {
    /// In a navigation controller delegate's `didShow`/`willShow`, a part `…viewControllers.contains(x)`
    /// that kept the line from running, read by what `x` is: the screen being shown (always in the
    /// stack: the test can never tell a pop), or the screen that left (`forKey: .from`: still in the
    /// stack after a push, gone after a pop) tested the way that runs the line after pushes only.
    func stackContainsReading(of condition: CodeFacts.Condition, method: String?, file: Int) -> StackContainsReading? {
        // A `case` of a `switch` on the screen that casts and tests (`case let left as LeftViewController
        // where !…contains(left)`) reads as the binding and its test.
        let text = condition.text.replacingOccurrences(of: #"^(\S+) is (let|var) (\w+) as ([\w.<>]+) where (.+)$"#,
                                                       with: "$2 $3 = $1 as? $4, $5", options: .regularExpression)
        guard let method, let parts = Self.conjunctionParts(text), condition.holds || parts.count == 1 else { return nil }
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        var bound: [String: String] = [:]
        let isDelegateMethod = { (name: String) in name.hasPrefix("navigationController(_:didShow:") || name.hasPrefix("navigationController(_:willShow:") }
        if !isDelegateMethod(method) {
            // A helper of the learner's that the navigation delegate's method hands the shown screen
            // (`finishIfLeft(viewController)`): its parameter is that screen.
            guard let helper = code.methods.first(where: { $0.name == method && $0.file == file }),
                  let call = code.calls.first(where: { $0.name == helper.baseName && isDelegateMethod($0.method ?? "") && $0.owner == owner }),
                  let index = call.arguments.firstIndex(where: { CodeFacts.normalized($0) == "viewController" }),
                  helper.parameterNames.indices.contains(index) else { return nil }
            bound[helper.parameterNames[index]] = "viewController"
        }
        for var part in parts {
            // A name bound in the method to a test (`let wasPopped = !isStillThere`, `let isStillThere =
            // vcs.contains(viewController)`) is that test.
            for _ in 0..<3 {
                guard let flag = part.firstMatch(#"^(!?)\s*(\w+)$"#),
                      let value = code.bindings.last(where: { $0.name == flag[2] && $0.method == method && $0.owner == owner && $0.line <= condition.line })?.value
                        .trimmingCharacters(in: .whitespaces),
                      !CodeFacts.isLiteral(value),
                      value.contains("contains") || value.range(of: #"^!?\s*\w+$"#, options: .regularExpression) != nil else { break }
                let inner = value.hasPrefix("!") ? String(value.dropFirst()).trimmingCharacters(in: .whitespaces) : value
                let negated = (flag[1] == "!") != value.hasPrefix("!")
                part = (negated ? "!" : "") + inner
            }
            if let binding = part.firstMatch(#"^(?:let|var)\s+(\w+)\s*=\s*(.+)$"#) {
                bound[binding[1]] = binding[2]
                continue
            }
            var part = part
            // A flag the method works out by searching the stack itself (`for i in vcs.indices { if
            // vcs[i] === viewController { stillInStack = true } }`) is that search: `vcs.contains(x)`.
            if let flag = part.firstMatch(#"^(!?)\s*(\w+)$"#),
               let set = code.assignments.first(where: { $0.member == flag[2] && $0.base == nil && $0.method == method && $0.owner == owner
                   && ["true", "false"].contains($0.value.trimmingCharacters(in: .whitespaces)) && !$0.conditions.isEmpty }),
               let test = set.conditions.lazy.compactMap({ $0.text.firstMatch(#"^\(?\s*([\w.?]*viewControllers)\s*\[[^\]]+\]\s*===?\s*([\w.]+)\s*\)?$"#)
                   ?? $0.text.firstMatch(#"^\(?\s*([\w.]+)\s*===?\s*([\w.?]*viewControllers)\s*\[[^\]]+\]\s*\)?$"#).map { [$0[0], $0[2], $0[1]] } }).first {
                // The flag set to true when found: the test of it is the test of `contains`.
                let found = set.value.trimmingCharacters(in: .whitespaces) == "true"
                let negated = (flag[1] == "!") != !found
                part = (negated ? "!" : "") + "\(test[1]).contains(\(test[2]))"
            }
            guard let match = part.firstMatch(#"^(!?)\s*\(?\s*([\w.?]*)\.contains\(\s*(?:where:\s*\{\s*\$0\s*===\s*)?([\w.]+)\s*\}?\s*\)\s*\)?\s*(==\s*(?:true|false))?$"#) else { continue }
            var negated = match[1] == "!"
            if match[4].hasSuffix("false") { negated.toggle() }
            // What a name stands for, through the names bound in the test and in the method (a cast
            // of a screen is the screen: `guard let left = viewController as? LeftViewController`).
            func resolved(_ name: String) -> String {
                var value = name
                for _ in 0..<3 {
                    guard let next = bound[value] ?? code.bindings.last(where: { $0.name == value && $0.method == method && $0.owner == owner })?.value else { break }
                    value = next.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: #"\s+as[?!]\s+[\w.]+$"#, with: "", options: .regularExpression)
                }
                // Through a helper of the learner's that returns one expression, with the arguments
                // it is given or its defaults (`transitioningViewController()` whose key defaults to `.to`).
                if let inlined = code.inlinedCall(value) {
                    value = inlined.replacingOccurrences(of: #"\s+as[?!]\s+[\w.<>]+$"#, with: "", options: .regularExpression)
                }
                return value
            }
            // The stack searched (`vcs` bound to `navigationController.viewControllers`).
            let receiver = match[2]
            guard resolved(receiver).replacingOccurrences(of: "?", with: "").hasSuffix("viewControllers") else { continue }
            let value = resolved(match[3])
            // Taken from that same stack (`vcs[vcs.count - 2]`, `vcs.last`): the stack always contains it.
            let stackNames = Set([receiver, resolved(receiver)].map { $0.replacingOccurrences(of: "?", with: "") })
            let base = value.replacingOccurrences(of: "?", with: "")
            if stackNames.contains(where: { name in
                base.hasPrefix(name + "[") || [".last", ".first", ".dropLast", ".suffix", ".prefix", ".randomElement"].contains { base.hasPrefix(name + $0) }
            }) {
                return StackContainsReading(part: part, subject: match[3], shownOne: true, fix: nil, takenFrom: value)
            }
            // `forKey: .to`, or through a `typealias` of the key type (`forKey: Key.to`).
            let shown = value == "viewController" || value.range(of: #"forKey:\s*(\w+)?\.to\b"#, options: .regularExpression) != nil
                || value.hasSuffix("topViewController") || value.hasSuffix("visibleViewController")
            let left = value.range(of: #"forKey:\s*(\w+)?\.from\b"#, options: .regularExpression) != nil
            // The line runs when `contains(x)` is `runsWhen`.
            let runsWhen = condition.holds ? !negated : negated
            if shown {
                return StackContainsReading(part: part, subject: match[3], shownOne: true, fix: nil)
            }
            if left, runsWhen {
                return StackContainsReading(part: part, subject: match[3], shownOne: false, fix: Self.turnedRound(part))
            }
        }
        return nil
    }
}
