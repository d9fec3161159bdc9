import Foundation
import WorkbookProtocol

/// A screen changed although a text field was empty, while the code tests the field's text against
/// `nil` (`email.text != nil`, `if let text = email.text` with no emptiness test): a text field's
/// `text` is never nil, an empty one holds `""`, so the test always lets it through.
struct EmptyTextIsNotNilRule: TeachingRule {
    let id = "empty-text-is-not-nil"

    func explain(_ context: FailureContext) -> Explanation? {
        // A screen that changed, or an empty text that reached what the check reads.
        let emptyValue = context.isValueOrScreen && !context.isScreenCheck && (context.failure.actual.map { $0.hasPrefix("\"\"") || $0.isEmpty } ?? false)
        guard context.isScreenCheck || emptyValue else { return nil }
        let steps = context.failure.step.map { Array(context.check.steps.prefix($0)) } ?? context.check.steps
        let sources = context.sources.map(SegueIdentifierMismatchRule.withoutComments)
        for source in sources {
            guard let test = Self.nilTest(in: source) ?? Self.nilTestOfAlias(in: source, code: context.code)
                    ?? Self.nilTestOfCopy(in: source, sources: sources, code: context.code)
                    ?? Self.nilTestOfTextParameter(in: source, sources: sources)
                    ?? Self.nilTestOfTextGetter(in: source) ?? Self.nilTestOfOptionalExtension(in: source, sources: sources) else { continue }
            var field = test.field
            if source.range(of: #"@IBOutlet\s+(?:weak\s+|private\s+|fileprivate\s+)*var\s+\#(field)\s*:\s*UITextField"#, options: .regularExpression) == nil {
                // A helper's parameter (`func hasEmail(_ field: UITextField) -> Bool { field.text != nil }`):
                // the field is the outlet a call of the helper hands it (`hasEmail(self.email)`).
                guard let helper = source.firstMatch(#"func\s+(\w+)\s*\([^)]*\b\#(field)\s*:\s*UITextField\b"#)?[1],
                      let outlet = sources.lazy.compactMap({ $0.firstMatch(#"\b\#(helper)\s*\(\s*(?:\w+\s*:\s*)?(?:self\.)?(\w+)\s*[,)]"#)?[1] }).first,
                      sources.contains(where: { $0.range(of: #"@IBOutlet\s+(?:weak\s+|private\s+|fileprivate\s+)*var\s+\#(outlet)\s*:\s*UITextField"#, options: .regularExpression) != nil })
                else { continue }
                field = outlet
            }
            // The field was empty when the screen changed: never typed into, or last typed "".
            let typed = steps.compactMap { step -> String? in
                if case let .type(locator, text) = step, locator.outlet == field { return text }
                return nil
            }
            // (An empty value that arrived says it itself: a screen shown again has a new, empty field.)
            guard emptyValue || typed.last.map(\.isEmpty) ?? true else { continue }
            // An empty value that arrived while the check had typed a text into the field, on the one
            // screen that has it (no newer one with an empty field): the text was not empty then.
            if emptyValue, let last = typed.last, !last.isEmpty,
               let owner = context.code.properties.first(where: { $0.name == field && $0.isOutlet })?.owner,
               context.evidence.instances.values.filter({ $0.className == owner }).count == 1 { continue }
            if emptyValue {
                // The text (or the name bound to it) went on in a statement that ran: the empty
                // value was sent, not merely missing.
                let names = [field + ".text"] + context.code.bindings.filter { CodeFacts.normalized($0.value) == field + ".text" }.map(\.name)
                // (Or through a closure given to the text's `map`: `inputText.text.map { delegate?.sendData($0) }`.)
                func inClosureOfText(_ call: CodeFacts.Call) -> Bool {
                    call.closureOf != nil && call.arguments.contains(where: { $0.contains("$0") })
                        && FailureContext.mentions(context.linesUpTo(call, count: 4), field + ".text")
                }
                let sent = context.code.calls.contains { call in
                    (call.arguments.contains { argument in names.contains { FailureContext.mentions(argument, $0) } } || inClosureOfText(call)) && (context.ran(call) ?? 0) > 0
                } || context.code.assignments.contains { assignment in
                    names.contains { FailureContext.mentions(assignment.value, $0) } && (context.ran(assignment) ?? 0) > 0
                }
                guard sent else { continue }
                return Explanation(rule: id, text: Catalog.both { $0.ruleEmptyTextPassedOn(test: test.expression, field: field, isBinding: test.isBinding) })
            }
            return Explanation(rule: id, text: Catalog.both { $0.ruleEmptyTextIsNotNil(test: test.expression, field: field, isBinding: test.isBinding) })
        }
        return nil
    }

    /// Whether the first place `text` is written in `source` is inside a function declared to return a
    /// plain `String` (not optional).
    static func inPlainStringFunction(_ text: String, source: String) -> Bool {
        guard let at = source.range(of: text), let function = source[..<at.lowerBound].range(of: "func ", options: .backwards),
              let open = source[function.upperBound..<at.lowerBound].firstIndex(of: "{") else { return false }
        // (The text inside that function's body: it ends at its matching brace.)
        var depth = 0, index = open
        while index < at.lowerBound {
            if source[index] == "{" { depth += 1 } else if source[index] == "}" { depth -= 1; if depth == 0 { return false } }
            index = source.index(after: index)
        }
        return source[function.lowerBound..<open].range(of: #"->\s*String\s*$"#, options: .regularExpression) != nil
    }

    /// A getter of the learner's that hands on a field's text (`func getEmail() -> String? { return email.text }`)
    /// tested only for nil where it is called (`if getEmail() != nil`, `if let e = getEmail()`; held-out 281-02).
    static func nilTestOfTextGetter(in source: String) -> (expression: String, field: String, isBinding: Bool)? {
        for getter in source.allMatches(#"func\s+(\w+)\s*\(\s*\)\s*->\s*String\?\s*\{\s*(?:return\s+)?(?:self\.)?(\w+)\.text\s*\}"#) {
            let (name, field) = (NSRegularExpression.escapedPattern(for: getter[1]), getter[2])
            if let test = source.firstMatch(#"(?:self\.)?\#(name)\(\)\s*!=\s*nil"#) {
                let line = source.components(separatedBy: "\n").first { $0.contains(test[0]) } ?? ""
                if line.range(of: #"isEmpty|[!=]=\s*""|\.count\s*[>!=<]"#, options: .regularExpression) != nil { continue }
                return (test[0], field, false)
            }
            if let test = source.firstMatch(#"(?:if|guard)\s+let\s+\w+\s*=\s*(?:self\.)?\#(name)\(\)\s*(?:\{|else)"#) {
                return (test[0].replacingOccurrences(of: #"\s*(?:\{|else)$"#, with: "", options: .regularExpression), field, true)
            }
        }
        return nil
    }

    /// An extension of `Optional<String>` whose test asks only for nil (`var isBlank: Bool { self == nil }`), read
    /// on a field's text (`email.text.isBlank`; held-out 283-09).
    static func nilTestOfOptionalExtension(in source: String, sources: [String]) -> (expression: String, field: String, isBinding: Bool)? {
        for found in source.allMatches(#"extension\s+(?:Optional\s+where\s+Wrapped\s*==\s*String|Optional<String>|String\?)\s*\{[^}]*?var\s+(\w+)\s*:\s*Bool\s*\{([^}]*)\}"#) {
            let (name, body) = (found[1], found[2])
            guard body.range(of: #"\bself\s*==\s*nil|nil\s*==\s*self|\bself\s*!=\s*nil"#, options: .regularExpression) != nil,
                  body.range(of: #"isEmpty|[!=]=\s*""|\.count"#, options: .regularExpression) == nil else { continue }
            for text in sources {
                if let use = text.firstMatch(#"(?:self\.)?(\w+)\.text\.\#(NSRegularExpression.escapedPattern(for: name))\b"#) {
                    return (use[0], use[1], false)
                }
            }
        }
        return nil
    }

    /// A helper given a field's text as a `String?` parameter that tests only that it is not nil
    /// (`func isValidEmail(_ text: String?) -> Bool { text != nil }`, called `isValidEmail(email.text)`;
    /// `func validate(_ text: String?) -> Result<…> { guard let text = text else { … } … }`, called
    /// `validator.validate(email.text)`, held-out 279-15): the field is the outlet whose text a call hands it.
    static func nilTestOfTextParameter(in source: String, sources: [String]) -> (expression: String, field: String, isBinding: Bool)? {
        for helper in source.allMatches(#"func\s+(\w+)\s*\(\s*(?:\w+\s+)?(\w+)\s*:\s*String\?\s*\)[^{]*\{"#) {
            let (name, parameter) = (helper[1], NSRegularExpression.escapedPattern(for: helper[2]))
            // The body, to its closing brace (nested blocks too).
            guard let open = source.range(of: helper[0])?.upperBound else { continue }
            var depth = 1, index = open
            while index < source.endIndex, depth > 0 {
                if source[index] == "{" { depth += 1 } else if source[index] == "}" { depth -= 1 }
                index = source.index(after: index)
            }
            let body = String(source[open..<index])
            let nilTest = body.range(of: #"\b\#(parameter)\s*!=\s*nil|nil\s*!=\s*\#(parameter)\b|\b\#(parameter)\s*==\s*nil\b"#, options: .regularExpression) != nil
            let binding = body.range(of: #"\b(?:guard|if)\s+(?:let|var)\s+\w+\s*=\s*\#(parameter)\s*(?:,|\{|else)|\b(?:guard|if)\s+(?:let|var)\s+\#(parameter)\s*(?:,|\{|else)"#, options: .regularExpression) != nil
            guard nilTest || binding,
                  body.range(of: #"isEmpty|[!=]=\s*""|\.count\s*[>!=<]|\.trimmingCharacters"#, options: .regularExpression) == nil,
                  let outlet = sources.lazy.compactMap({ $0.firstMatch(#"(?:\.|\b)\#(name)\s*\(\s*(?:\w+\s*:\s*)?(?:self\.)?(\w+)\.text\s*\)"#)?[1] }).first,
                  sources.contains(where: { $0.range(of: #"@IBOutlet\s+(?:weak\s+|private\s+|fileprivate\s+)*var\s+\#(outlet)\s*:\s*UITextField"#, options: .regularExpression) != nil })
            else { continue }
            return ("\(name)(\(outlet).text)", outlet, binding && !nilTest)
        }
        return nil
    }

    /// A nil test of where a field's text was copied to (`viewModel.email.value = email.text`, then
    /// `email.value != nil`): the copy is never nil either.
    static func nilTestOfCopy(in source: String, sources: [String], code: CodeFacts) -> (expression: String, field: String, isBinding: Bool)? {
        guard source.range(of: #"isEmpty|[!=]=\s*""|\.count\s*[>!=]"#, options: .regularExpression) == nil else { return nil }
        for assignment in code.assignments {
            guard let field = CodeFacts.normalized(assignment.value).firstMatch(#"^(\w+)\.text$"#)?[1] else { continue }
            let links = assignment.target.split(separator: ".").suffix(2).map(String.init)
            guard links.count == 2 else { continue }
            let suffix = links.joined(separator: "\\.")
            if let match = source.firstMatch(#"((?:[\w?]+\.)*"# + suffix + #"\s*!=\s*nil)"#) {
                return (match[1], field, false)
            }
            // Tested inside the copy's own type (`var isValid: Bool { email != nil }` of the view model the text went into).
            let member = NSRegularExpression.escapedPattern(for: links[1])
            for property in code.properties where property.isComputed && code.properties.contains(where: { $0.owner == property.owner && $0.name == links[1] && !$0.isComputed }) {
                guard let getter = property.getterBody ?? property.getter,
                      let match = getter.firstMatch(#"(?<![\w.])((?:self\.)?"# + member + #"\s*!=\s*nil)"#), source.contains(getter) else { continue }
                return (match[1], field, false)
            }
        }
        // Handed to a value of the learner's when it is made (`ChallengeSignup(email: self.email.text)`),
        // whose own property is tested (`email != nil` in its `isValid`).
        for call in code.calls where code.structs.contains(call.name) || code.classes.contains(where: { $0.name == call.name }) {
            for (label, argument) in zip(call.labels, call.arguments) where !label.isEmpty {
                guard let field = CodeFacts.normalized(argument).firstMatch(#"^(\w+)\.text$"#)?[1],
                      code.properties.contains(where: { $0.owner == call.name && $0.name == label }),
                      let match = source.firstMatch(#"(?<![\w.])((?:self\.)?"# + NSRegularExpression.escapedPattern(for: label) + #"\s*!=\s*nil)"#) else { continue }
                return (match[1], field, false)
            }
        }
        return nil
    }

    /// The names whose value is a field's text, with the field: a computed property that gives it
    /// (`var payee: String? { email.text }`) and a local bound to it (`let text = email.text`).
    static func textAliases(_ code: CodeFacts) -> [(name: String, field: String)] {
        var found: [(name: String, field: String)] = []
        for property in code.properties where property.isComputed {
            guard let getter = property.getter, let field = CodeFacts.normalized(getter).firstMatch(#"^(?:return)?(\w+)\.text$"#)?[1] else { continue }
            found.append((property.name, field))
        }
        for binding in code.bindings where !binding.isCapture {
            guard let field = CodeFacts.normalized(binding.value).firstMatch(#"^(\w+)\.text$"#)?[1] else { continue }
            found.append((binding.name, field))
        }
        return found
    }

    /// A nil test of what holds a field's text (a name bound to it, a computed property giving it, a
    /// one-element collection of it: `guard let _ = payee`, `[email.text].contains(where: { $0 == nil })`,
    /// `[email.text].compactMap { $0 }.isEmpty`), unless the file also tests emptiness.
    static func nilTestOfAlias(in source: String, code: CodeFacts) -> (expression: String, field: String, isBinding: Bool)? {
        // A collection of the text whose test only drops or looks for nil.
        if let match = source.firstMatch(#"\[\s*(?:self\.)?(\w+)\.text\s*\]\s*\.\s*(?:contains\s*\(\s*where:\s*\{\s*\$0\s*[!=]=\s*nil\s*\}\s*\)|(?:compactMap|flatMap)\s*(?:\(\s*)?\{\s*\$0\s*\}\s*\)?\s*\.\s*(?:isEmpty|count|first)\b)"#) {
            let line = source.components(separatedBy: "\n").first { $0.contains(match[0]) } ?? ""
            if line.range(of: #"\$0\.isEmpty|!\$0\.isEmpty|\$0\s*[!=]=\s*""|\.count\s*>"#, options: .regularExpression) == nil {
                return (match[0], match[1], false)
            }
        }
        guard source.range(of: #"isEmpty|[!=]=\s*""|\.count\s*[>!=]"#, options: .regularExpression) == nil else { return nil }
        for alias in textAliases(code) {
            let name = NSRegularExpression.escapedPattern(for: alias.name)
            if let match = source.firstMatch(#"(?<![\w.])(?:self\.)?"# + name + #"\s*[!=]=\s*nil"#) ?? source.firstMatch(#"nil\s*[!=]=\s*(?:self\.)?"# + name + #"\b"#) {
                return (match[0], alias.field, false)
            }
            if let match = source.firstMatch(#"(?:if|guard)\s+(?:let|var)\s+(?:\w+\s*(?::\s*String\s*)?=\s*(?:self\.)?"# + name + #"\b(?!\s*[?.!(])|"# + name + #"\s*(?=[,{]|else\b))"#) {
                return (match[0], alias.field, true)
            }
        }
        return nil
    }

    /// The first nil test of a text field's text in `source`, unless the file also tests emptiness.
    static func nilTest(in source: String) -> (expression: String, field: String, isBinding: Bool)? {
        // (Also a member read through it that gives no optional of its own, `email.text?.count != nil`,
        // `email.text?.prefix(1) != nil`: nil only when the text is. Not `first`/`last`, nil for "".)
        let member = #"(?:count|isEmpty|description|utf8|utf16|capitalized|(?:prefix|suffix|dropFirst|dropLast|lowercased|uppercased|trimmingCharacters)\([^()]*(?:\([^()]*\))?[^()]*\))"#
        // (The outlet reached through `?` or `!` too: `email?.text != nil`.)
        // (Not inside a function that turns the text into a plain `String`, `func getEmail() -> String { if email.text != nil
        // { return email.text! }; return "" }`: its callers test what it gives; held-out 281-15.)
        let matches = (source.allMatches(#"(?:self\.)?(\w+)[?!]?\.text(?:\?\.\#(member))?\s*[!=]=\s*nil"#) + source.allMatches(#"nil\s*[!=]=\s*(?:self\.)?(\w+)[?!]?\.text\b"#))
            .filter { !Self.inPlainStringFunction($0[0], source: source) }
        if let match = matches.first {
            // The same test also asks for emptiness (`text == nil || text!.isEmpty`): it tells an empty field apart.
            let line = (source.components(separatedBy: "\n").first { $0.contains(match[0]) } ?? "").replacingOccurrences(of: match[0], with: "")
            if line.range(of: #"isEmpty|[!=]=\s*""|\.count\s*[>!=<]"#, options: .regularExpression) != nil { return nil }
            return (match[0], match[1], false)
        }
        // `email.text.map { … }` (or `flatMap`): an optional's `map` runs its closure whenever there is a value,
        // and a field's text always is one (`""` when empty), unless the closure itself tests for emptiness.
        if let match = source.firstMatch(#"(?:self\.)?(\w+)\.text\.(?:map|flatMap)\s*(?:\(\s*)?\{"#) {
            // The closure's body (up to its closing brace), not only its first line.
            var body = ""
            if let start = source.range(of: match[0]) {
                var depth = 0
                for char in source[start.upperBound...] {
                    if char == "{" { depth += 1 }
                    if char == "}" { if depth == 0 { break }; depth -= 1 }
                    body.append(char)
                }
            }
            if body.range(of: #"isEmpty|[!=]=\s*""|\.count\s*[>!=<]"#, options: .regularExpression) == nil {
                return (match[0].replacingOccurrences(of: #"\s*(?:\(\s*)?\{$"#, with: " { … }", options: .regularExpression), match[1], true)
            }
        }
        // Each `if let`/`guard let` of a field's text: one whose own line tests no emptiness and whose bound
        // name is never tested for it (`_` never is), where another test in the file may well ask (a
        // `shouldPerformSegue` that does, an action that does not).
        let emptiness = #"isEmpty|[!=]=\s*""|\.count\s*[>!=]"#
        for match in source.allMatches(#"(?:if|guard)\s+(?:let|var)\s+(\w+)\s*(?::\s*String\s*)?=\s*(?:self\.)?(\w+)\.text\b(?!\s*[?.!])"#) {
            let line = source.components(separatedBy: "\n").first { $0.contains(match[0]) } ?? ""
            if line.range(of: emptiness, options: .regularExpression) != nil { continue }
            let bound = match[1]
            if bound != "_", source.range(of: #"\b"# + bound + #"\s*(?:\.isEmpty|[!=]=\s*""|\.count\s*[>!=])"#, options: .regularExpression) != nil { continue }
            return (match[0], match[2], true)
        }
        // The same unwrap written as a pattern: `guard case .some = email.text`, `if case let text? =
        // email.text`, `case .some(let text)`, `case let .some(text)`: it matches whenever there is a
        // text, and a field always has one.
        let some = #"(?:\.some|(?:let|var)\s+(\w+)\s*\?|\.some\(\s*(?:let|var)\s+(\w+)\s*\)|(?:let|var)\s+\.some\(\s*(\w+)\s*\))"#
        for match in source.allMatches(#"(?:if|guard)\s+case\s+\#(some)\s*=\s*(?:self\.)?(\w+)\.text\b(?!\s*[?.!])"#) {
            let line = source.components(separatedBy: "\n").first { $0.contains(match[0]) } ?? ""
            if line.range(of: emptiness, options: .regularExpression) != nil { continue }
            let bound = [match[1], match[2], match[3]].first { !$0.isEmpty } ?? "_"
            if bound != "_", source.range(of: #"\b"# + bound + #"\s*(?:\.isEmpty|[!=]=\s*""|\.count\s*[>!=])"#, options: .regularExpression) != nil { continue }
            return (match[0], match[4], true)
        }
        return nil
    }
}
