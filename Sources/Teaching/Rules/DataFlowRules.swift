import Foundation
import Texts
import WorkbookProtocol

/// A key written to one UserDefaults store and read from another: `UserDefaults(suiteName:)` and
/// `.standard` are different stores (a name bound to one of them is that store).
struct StoreMismatchRule: TeachingRule {
    let id = "store-mismatch"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        let uses = code.keys.filter { $0.store == .userDefaults }
        // The two files' names, when the write and the read are in different ones.
        func files(_ write: CodeFacts.KeyUse, _ read: CodeFacts.KeyUse) -> (String, String)? {
            guard write.file != read.file, let writeFile = context.fileName(write.file), let readFile = context.fileName(read.file) else { return nil }
            return (writeFile, readFile)
        }
        for key in Set(uses.map(\.key)) {
            let writes = uses.filter { $0.isWrite && $0.key == key }, reads = uses.filter { !$0.isWrite && $0.key == key }
            guard let write = writes.first, let read = reads.first else { continue }
            let written = Set(writes.map { store($0.receiver, code: code, at: $0) }), readFrom = Set(reads.map { store($0.receiver, code: code, at: $0) })
            guard !written.contains(nil), !readFrom.contains(nil), written.isDisjoint(with: readFrom),
                  let writeStore = store(write.receiver, code: code, at: write), let readStore = store(read.receiver, code: code, at: read) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleStoreMismatch(key: key, written: writeStore, writeLine: write.line, writeFile: files(write, read)?.0,
                                     read: readStore, readLine: read.line, readFile: files(write, read)?.1)
            })
        }
        // A key worked out where it is written (a parameter's `key.rawValue`): every write goes to
        // one store and every read to another, so nothing read can have been written there.
        let writes = uses.filter(\.isWrite), reads = uses.filter { !$0.isWrite }
        let written = Set(writes.map { store($0.receiver, code: code, at: $0) }), readFrom = Set(reads.map { store($0.receiver, code: code, at: $0) })
        if let write = writes.first, let read = reads.first(where: { !$0.key.hasPrefix("@") }), writes.contains(where: { $0.key.hasPrefix("@") }),
           !written.contains(nil), !readFrom.contains(nil), written.isDisjoint(with: readFrom),
           let writeStore = store(write.receiver, code: code, at: write), let readStore = store(read.receiver, code: code, at: read) {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleStoreMismatch(key: read.key, written: writeStore, writeLine: write.line, writeFile: files(write, read)?.0,
                                     read: readStore, readLine: read.line, readFile: files(write, read)?.1)
            })
        }
        return nil
    }

    /// `UserDefaults.standard`, or `UserDefaults(suiteName: "x")`, from the receiver as written or
    /// the value a name was given (a property or a local); nil when not known.
    func store(_ receiver: String?, code: CodeFacts, at use: CodeFacts.KeyUse? = nil, depth: Int = 0) -> String? {
        guard let receiver, depth < 3 else { return nil }
        let text = receiver.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if let suite = text.firstMatch(#"UserDefaults\(suiteName:\s*("[^"]*")\)"#)?[1] { return "UserDefaults(suiteName: \(suite))" }
        // A suite named by a constant (`UserDefaults(suiteName: Prefs.NAME)`): its text, else as written.
        if let named = text.firstMatch(#"UserDefaults\(suiteName:\s*([^)"]+)\)"#)?[1].trimmingCharacters(in: .whitespaces) {
            return "UserDefaults(suiteName: " + (code.stringConstant(named, owner: use?.owner).map { "\"\($0)\"" } ?? named) + ")"
        }
        if text.hasSuffix("UserDefaults.standard") || text == "UserDefaults.standard" { return "UserDefaults.standard" }
        let name = CodeFacts.normalized(text)
        // A local of the method that uses it first (two methods may each bind their own `prefs`).
        let local = use.flatMap { use in code.bindings.last { $0.name == name && $0.method == use.method && $0.owner == use.owner && $0.file == use.file }?.value }
        var value = local ?? code.properties.first { $0.name == name }.flatMap { $0.initial ?? $0.getter } ?? code.bindings.last { $0.name == name }?.value
        // A helper that hands out the store (`func formStore() -> UserDefaults { UserDefaults(suiteName: "form")! }`).
        if value == nil, let call = name.firstMatch(#"^(?:(?:self|Self|\w+)\.)?(\w+)\(\)$"#)?[1] {
            value = code.methods.first { $0.baseName == call && $0.parameterNames.isEmpty && $0.returnedValue != nil }?.returnedValue
        }
        // A static property of an extension or a type (`UserDefaults.form`, `Store.defaults`).
        if value == nil, let dot = name.lastIndex(of: ".") {
            let type = String(name[..<dot]), member = String(name[name.index(after: dot)...])
            value = code.properties.first { $0.name == member && ($0.owner == type || type == "Self") }.flatMap { $0.initial ?? $0.getter }
        }
        return store(value, code: code, at: use, depth: depth + 1)
    }
}

/// What the check reads is set twice in one method, and the later assignment (which nothing
/// skips) replaced the one that gave the expected value.
struct OverwrittenLaterRule: TeachingRule {
    let id = "overwritten-later"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected.map(WrongBranchRule.unquoted),
              let actual = context.failure.actual.map(WrongBranchRule.unquoted) else { return nil }
        let setters = context.settersOfSubject
        for later in setters where FailureContext.deciding(later.conditions).isEmpty {
            guard let earlier = setters.last(where: { $0.method == later.method && $0.owner == later.owner && $0.line < later.line && $0.target == later.target
                                                       && $0.deferLine == later.deferLine })
            else { continue }
            // "On every path": the later one runs whenever the earlier one does (its tests are among
            // the earlier one's; an `else` of the earlier one's `if` is another path). With the
            // coverage, both ran.
            let earlierTests = Set(earlier.conditions.map { "\($0.line)|\($0.text)|\($0.holds)" })
            guard later.conditions.allSatisfy({ earlierTests.contains("\($0.line)|\($0.text)|\($0.holds)") }) else { continue }
            if let earlierRuns = context.ran(earlier), let laterRuns = context.ran(later), earlierRuns == 0 || laterRuns == 0 { continue }
            // The run shows it: the value read is the later one's, or the expected one is the earlier one's.
            let laterValue = WrongBranchRule.literal(later.value), earlierValue = WrongBranchRule.literal(earlier.value)
            guard laterValue == actual || (earlierValue == expected && laterValue != expected) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleOverwrittenLater(target: later.target, method: later.method ?? "?", earlierLine: earlier.line, laterLine: later.line)
            })
        }
        return nil
    }
}

/// A UserDefaults key written with one kind of value and read with an accessor that gives nil (or
/// 0, false) for that kind: a dictionary or an array saved, read with `string(forKey:)`; a string
/// saved, read with `dictionary(forKey:)`.
struct StoreTypeMismatchRule: TeachingRule {
    let id = "store-type-mismatch"
    static let accessors: [String: Set<StoredKind>] = [
        // What each accessor gives a value for.
        "string": [.string, .number], "url": [.string], "stringArray": [.array], "array": [.array], "dictionary": [.dictionary],
        "integer": [.number, .string, .bool], "double": [.number, .string, .bool], "float": [.number, .string, .bool], "bool": [.number, .string, .bool],
        "data": [.data],
    ]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        let uses = code.keys.filter { $0.store == .userDefaults }
        for write in uses where write.isWrite {
            guard let call = code.calls.first(where: { $0.line == write.line && $0.owner == write.owner && ["set", "setValue"].contains($0.name) }),
                  let argument = call.arguments.first, let kind = Self.kind(of: argument, code: code, method: call.method, owner: call.owner) else { continue }
            for read in uses where !read.isWrite && read.key == write.key {
                guard let readCall = code.calls.first(where: { $0.line == read.line && $0.owner == read.owner && Self.accessors[$0.name] != nil }),
                      let accepted = Self.accessors[readCall.name], !accepted.contains(kind) else { continue }
                let key = Self.resolvedKey(write, code: code)
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStoreTypeMismatch(key: key, kind: kind, value: argument, writeLine: write.line, writeOwner: write.owner ?? "?",
                                             accessor: "\(readCall.name)(forKey:)", readLine: read.line, readOwner: read.owner ?? "?")
                })
            }
        }
        return nil
    }

    /// A key given as a parameter (`"@key"`: `defaults.set(data, forKey: key)` in `save(_:forKey:)`) is
    /// the one the calls of that method hand it, when they all hand the same literal or constant
    /// (`StoreKeys.vc3Value`, "vc3.value"; held-out 279-11); else the parameter's name as written.
    static func resolvedKey(_ use: CodeFacts.KeyUse, code: CodeFacts) -> String {
        guard use.key.hasPrefix("@") else { return use.key }
        let name = String(use.key.dropFirst())
        guard let method = code.methods.first(where: { $0.name == use.method && $0.owner == use.owner }),
              let index = method.parameterNames.firstIndex(of: name) else { return name }
        var values = Set<String>()
        for call in code.calls where call.name == method.baseName && call.arguments.count == method.parameterNames.count {
            let argument = call.arguments[index].trimmingCharacters(in: .whitespaces)
            if argument.hasPrefix("\""), argument.hasSuffix("\""), !argument.contains("\\(") {
                values.insert(String(argument.dropFirst().dropLast()))
            } else if let last = argument.split(separator: ".").last.map(String.init),
                      let constant = code.properties.first(where: { $0.name == last && ($0.initial ?? "").hasPrefix("\"") }),
                      let initial = constant.initial?.trimmingCharacters(in: .whitespaces), initial.hasSuffix("\""), !initial.contains("\\(") {
                values.insert(String(initial.dropFirst().dropLast()))
            } else {
                return name
            }
        }
        return values.count == 1 ? values.first! : name
    }

    /// What kind of value an expression holds, from how it is written or what the name it is was given.
    static func kind(of expression: String, code: CodeFacts, method: String?, owner: String?, depth: Int = 0) -> StoredKind? {
        let text = expression.trimmingCharacters(in: .whitespaces)
        guard depth < 4, !text.isEmpty else { return nil }
        if text.hasPrefix("[") {
            // `[:]`, `["a": b]`: a colon outside any string literal.
            let unquoted = text.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            return unquoted.contains(":") ? .dictionary : .array
        }
        if text.hasPrefix("\"") { return .string }
        // What an encoder gives; a read with a default of its kind (`stringArray(forKey:) ?? []`).
        if text.range(of: #"\b(JSONEncoder|PropertyListEncoder|NSKeyedArchiver)\b.*\b(encode|archivedData)\w*\("#, options: .regularExpression) != nil
            || text.range(of: #"^(try[?!]?\s+)?\w*\.?encode\("#, options: .regularExpression) != nil || text.range(of: #"^Data\("#, options: .regularExpression) != nil
            || text.range(of: #"\.data\(using:"#, options: .regularExpression) != nil { return .data }
        if text.range(of: #"\b(stringArray|array)\(forKey:[^)]*\)"#, options: .regularExpression) != nil || text.hasSuffix("?? []") { return .array }
        if text.range(of: #"\bdictionary\(forKey:[^)]*\)"#, options: .regularExpression) != nil || text.hasSuffix("?? [:]") { return .dictionary }
        if text == "true" || text == "false" || text.hasSuffix(".isOn") { return .bool }
        if Double(text) != nil || text.hasSuffix(".value") { return .number }
        if text.hasSuffix(".text") || text.hasSuffix(".text ?? \"\"") { return .string }
        guard text.range(of: #"^\w+$"#, options: .regularExpression) != nil else { return nil }
        if let binding = code.bindings.last(where: { $0.name == text && $0.method == method && $0.owner == owner }) {
            return kind(of: binding.value, code: code, method: method, owner: owner, depth: depth + 1)
        }
        if let property = code.properties.first(where: { $0.name == text && $0.owner == owner }) {
            if let type = property.type?.replacingOccurrences(of: " ", with: ""), type.hasPrefix("[") {
                return type.contains(":") ? .dictionary : .array
            }
            if let type = property.type?.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")), type == "Data" { return .data }
            return property.initial.flatMap { kind(of: $0, code: code, method: method, owner: owner, depth: depth + 1) }
        }
        return nil
    }
}

/// What the check read is the expected value written another way: an optional interpolated
/// without unwrapping (`Optional("a")`), a Double's decimal part (`5.0분` for `5분`). The value
/// arrived; its conversion to text is the fault.
struct ValueFormatRule: TeachingRule {
    let id = "value-format"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected.map(WrongBranchRule.unquoted),
              let actual = context.failure.actual.map(WrongBranchRule.unquoted), expected != actual else { return nil }
        let setter = context.settersOfSubject.first { $0.value.contains("\\(") || $0.value.contains("String(describing:") }
        let place = setter.map { "`\($0.target) = \($0.value)`" }
        let unwrapped = actual.replacingOccurrences(of: #"Optional\((?:\\?")?(.*?)(?:\\?")?\)"#, with: "$1", options: .regularExpression)
        if unwrapped != actual, unwrapped == expected {
            return Explanation(rule: id, text: Catalog.both { $0.ruleValueFormat(actual: actual, expected: expected, place: place, line: setter?.line, optional: true) })
        }
        // Encoded text shown as it is (`{"text":"-"}` for `-`): the value is inside, never decoded.
        if let data = actual.data(using: .utf8), actual.hasPrefix("{") || actual.hasPrefix("["),
           let object = try? JSONSerialization.jsonObject(with: data), Self.leaves(object).contains(expected) {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleEncodedTextShown(actual: actual, expected: expected, place: context.settersOfSubject.first.map { "`\($0.target) = \($0.value)`" },
                                        line: context.settersOfSubject.first?.line)
            })
        }
        let whole = actual.replacingOccurrences(of: #"(\d+)\.0(?!\d)"#, with: "$1", options: .regularExpression)
        if whole != actual, whole == expected {
            return Explanation(rule: id, text: Catalog.both { $0.ruleValueFormat(actual: actual, expected: expected, place: place, line: setter?.line, optional: false) })
        }
        // `String(format: "%d…", x)` given a Double (a property declared so, or holding a decimal
        // literal): `%d` reads an integer, so the number printed is not the value.
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            guard let call = setter.value.firstMatch(#"String\(\s*format:\s*"([^"]*)"\s*,\s*(.+)\)\s*$"#) else { continue }
            let specifiers = call[1].allMatches(#"%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?(l{0,2}|h{0,2}|q|z|t|j)?([a-zA-Z@])"#).map { $0[2] }
            let arguments = call[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for (specifier, argument) in zip(specifiers, arguments) where ["d", "i", "u", "x", "X"].contains(specifier) {
                let name = argument.replacingOccurrences(of: "self.", with: "")
                guard let property = context.code.properties.first(where: { $0.name == name && $0.owner == setter.owner }),
                      ["Double", "Float", "CGFloat"].contains((property.type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "?! ")))
                        || (property.type == nil && (property.initial ?? "").contains(".")) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleFormatSpecifierMismatch(setter: "\(setter.target) = \(setter.value)", line: setter.line, specifier: "%\(specifier)", argument: argument)
                })
            }
        }
        // The same anywhere the text is made (a `description`, a helper): a `String(format:)` that ran,
        // whose `%d` is given a property declared `Double`, when the text shown differs from the one
        // expected only in a number.
        if Self.differsInANumber(actual, expected) {
            for call in context.code.calls where call.name == "String" && call.labels.first == "format" && (context.ran(call) ?? 0) > 0 {
                guard let format = call.arguments.first?.firstMatch(#"^"([^"]*)"$"#)?[1] else { continue }
                let specifiers = format.allMatches(#"%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?(l{0,2}|h{0,2}|q|z|t|j)?([a-zA-Z@])"#).map { $0[2] }
                for (specifier, argument) in zip(specifiers, call.arguments.dropFirst()) where ["d", "i", "u", "x", "X"].contains(specifier) {
                    let name = argument.replacingOccurrences(of: "self.", with: "")
                    guard context.code.properties.contains(where: { $0.name == name && ($0.owner == call.owner || call.owner == nil)
                        && ["Double", "Float", "CGFloat"].contains(($0.type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "?! "))) }) else { continue }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleFormatSpecifierMismatch(setter: call.written, line: call.line, specifier: "%\(specifier)", argument: argument)
                    })
                }
            }
        }
        // A value put into text whole: `Message(text: hello)` is how Swift writes a struct (its type and
        // fields) when it is interpolated or described; the field that holds the value is what to show.
        if let match = actual.firstMatch(#"^(?:[\p{L}_]\w*\.)*([A-Z]\w*)\((.*)\)$"#),
           let field = match[2].components(separatedBy: ", ").first(where: { part in
               guard let colon = part.range(of: ": ") else { return false }
               return WrongBranchRule.unquoted(String(part[colon.upperBound...])) == expected
           })?.components(separatedBy: ":").first {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleValueDescribedWhole(actual: actual, expected: expected, type: match[1], field: field,
                                           place: context.settersOfSubject.first.map { "`\($0.target) = \($0.value)`" }, line: context.settersOfSubject.first?.line)
            })
        }
        // An enum value put into text whole: `success("-")` is how Swift writes a case with its associated
        // value (a `Result`'s, or a case of the learner's enum); the value inside is what to show.
        if let match = actual.firstMatch(#"^(?:[\p{L}_][\w.]*\.)?([a-z]\w*)\((.*)\)$"#),
           match[2].components(separatedBy: ", ").contains(where: { part in
               let value = part.range(of: ": ").map { String(part[$0.upperBound...]) } ?? part
               return WrongBranchRule.unquoted(value) == expected
           }) {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleEnumCaseDescribedWhole(actual: actual, expected: expected, caseName: match[1], isResult: ["success", "failure"].contains(match[1]),
                                              place: context.settersOfSubject.first.map { "`\($0.target) = \($0.value)`" }, line: context.settersOfSubject.first?.line)
            })
        }
        return helperFormat(context, actual: actual, expected: expected) ?? conversion(context, actual: actual, expected: expected)
    }

    /// The number the check expected is what the user set, and the number shown is another: a
    /// computation of the learner's on the way (`Forecast.fahrenheit(fromCelsius: interval.value)`
    /// given to the property shown, `(paramInterval - 32) * 5 / 9` in a local the label shows)
    /// turned one into the other.
    func conversion(_ context: FailureContext, actual: String, expected: String) -> Explanation? {
        let number = #"-?\d+(?:\.\d+)?"#
        guard Self.differsInANumber(actual, expected),
              let shown = actual.firstMatch(number)?[0], let wanted = expected.firstMatch(number)?[0], shown != wanted else { return nil }
        let code = context.code
        let last = context.failure.step ?? Int.max
        let controls = Set(context.check.steps.enumerated().compactMap { index, step -> String? in
            guard index <= last, case let .set(locator, _, _, _) = step else { return nil }
            return locator.outlet
        })
        let helpers = Set(code.methods.map(\.baseName))
        func converts(_ expression: String) -> Bool {
            let calls = expression.allMatches(#"([\p{L}_]\w*)\s*\("#).map { $0[1] }.filter { helpers.contains($0) }
            let arithmetic = expression.range(of: #"[-+*/]\s*\(?\s*\d"#, options: .regularExpression) != nil || expression.range(of: #"\d\s*\)?\s*[-+*/]"#, options: .regularExpression) != nil
            return !calls.isEmpty || arithmetic
        }
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            // The value as the line builds it, its locals resolved.
            var resolved = code.resolved(setter.value, method: setter.method, owner: setter.owner, upTo: setter.line)
            // Locals read inside the text (`"\\(Int(celsius))분"`), each by what it was bound to.
            for binding in code.bindings where binding.method == setter.method && binding.owner == setter.owner && binding.line < setter.line
                && FailureContext.mentions(resolved, binding.name) {
                resolved = resolved.replacingOccurrences(of: "\\b\(NSRegularExpression.escapedPattern(for: binding.name))\\b",
                                                         with: NSRegularExpression.escapedTemplate(for: "(" + binding.value + ")"), options: .regularExpression)
            }
            let names = Set(resolved.allMatches(#"[\p{L}_]\w*"#).map { $0[0] })
            // A computation in the line itself (or its locals), on a property that carries the value.
            if converts(resolved), resolved != setter.value || converts(setter.value),
               code.assignments.contains(where: { assignment in names.contains(assignment.member) && controls.contains { FailureContext.mentions(assignment.value, $0) } }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleNumberConverted(shown: shown, wanted: wanted, expression: resolved, line: setter.line)
                })
            }
            // The property shown was given a computation of a control the check set.
            for giver in code.assignments where names.contains(giver.member) && (context.ran(giver) ?? 0) > 0
                && controls.contains(where: { FailureContext.mentions(giver.value, $0) }) && converts(giver.value) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleNumberConverted(shown: shown, wanted: wanted, expression: giver.statement, line: giver.line)
                })
            }
        }
        return nil
    }

    /// The text around the number is right and the number is written by a function of the
    /// learner's interpolated there (`"\(formatted(paramInterval))분 마다 갱신"` giving `05:00분…`
    /// for `5분…`): that function writes the value its own way.
    func helperFormat(_ context: FailureContext, actual: String, expected: String) -> Explanation? {
        let a = Array(actual), e = Array(expected)
        var prefix = 0
        while prefix < min(a.count, e.count), a[prefix] == e[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, e.count) - prefix, a[a.count - 1 - suffix] == e[e.count - 1 - suffix] { suffix += 1 }
        // Back to the start of a number cut in the middle (`05:00` and `5` share no leading digit; `15` and `5` do).
        while prefix > 0, a[prefix - 1].isNumber { prefix -= 1 }
        let shown = String(a[prefix..<(a.count - suffix)]), wanted = String(e[prefix..<(e.count - suffix)])
        guard Double(wanted) != nil, !shown.isEmpty, shown != wanted, shown.contains(where: \.isNumber), prefix + suffix > 0 else { return nil }
        let after = String(e[(e.count - suffix)...].prefix(2))
        let helpers = Set(context.code.methods.map(\.baseName))
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            let parts = setter.value.allMatches(#"\\\(\s*([\p{L}_]\w*)\(([^()]*)\)\s*\)"#)
            guard parts.count == 1, let part = parts.first, helpers.contains(part[1]),
                  after.isEmpty || setter.value.contains(part[0] + after),
                  let function = context.code.methods.first(where: { $0.baseName == part[1] && (context.ran($0) ?? 0) > 0 }) else { continue }
            let call = "\(part[1])(\(part[2]))"
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleNumberWrittenByHelper(shown: shown, wanted: wanted, call: call, line: setter.line, function: function.name, functionLine: function.line,
                                             argument: part[2].trimmingCharacters(in: .whitespaces))
            })
        }
        return nil
    }

    /// The two texts are the same but for one number (`-1717986918분 마다 갱신`, `5분 마다 갱신`).
    static func differsInANumber(_ actual: String, _ expected: String) -> Bool {
        let pattern = #"-?\d+(\.\d+)?"#
        let a = actual.replacingOccurrences(of: pattern, with: "#", options: .regularExpression)
        let b = expected.replacingOccurrences(of: pattern, with: "#", options: .regularExpression)
        return a == b && a.contains("#") && actual != expected
    }

    /// The strings and numbers a JSON object holds, at any depth.
    static func leaves(_ object: Any) -> [String] {
        if let dictionary = object as? [String: Any] { return dictionary.values.flatMap(leaves) }
        if let array = object as? [Any] { return array.flatMap(leaves) }
        if let string = object as? String { return [string] }
        if let number = object as? NSNumber { return [number.stringValue] }
        return []
    }
}

/// `var children = childCoordinators; children.remove(at: i)`: an array (or dictionary, or any
/// value type) copied into a local `var` and changed there, with nothing written back. Swift's
/// arrays are values: the change went to the copy, and the property the failure names kept its
/// elements. The coverage says the change ran.
struct MutatedCopyRule: TeachingRule {
    let id = "mutated-copy"
    static let mutating: Set<String> = ["remove", "removeAll", "removeLast", "removeFirst", "append", "insert", "removeValue", "updateValue", "popLast", "swapAt", "sort", "reverse"]

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        let named = [context.failure.actual ?? "", context.failure.expected ?? ""].joined(separator: " ")
        for call in code.calls where Self.mutating.contains(call.name) {
            guard let local = call.receiver, local.range(of: #"^\w+$"#, options: .regularExpression) != nil, (context.ran(call) ?? 0) > 0,
                  let binding = code.bindings.last(where: { $0.name == local && $0.method == call.method && $0.owner == call.owner && $0.line <= call.line }),
                  let source = binding.value.firstMatch(#"^(?:self\.)?(\w+)$"#)?[1] ?? Self.keyPathSource(binding.value, in: call, context: context),
                  let property = code.properties.first(where: { $0.name == source && $0.owner == call.owner }),
                  // A collection (a value): `[Coordinator]`, `[String: Int]`, `= []`, `Set<…>`.
                  [property.type ?? "", property.initial ?? ""].contains(where: { $0.hasPrefix("[") || $0.hasPrefix("Array") || $0.hasPrefix("Dictionary") || $0.hasPrefix("Set") })
            else { continue }
            // The copy is a `var` (a `let` could not be changed), and nothing writes it back.
            guard !code.assignments.contains(where: { $0.member == source && $0.owner == call.owner && $0.method == call.method && FailureContext.mentions($0.value, local) }),
                  FailureContext.mentions(named, source) || context.settersOfSubject.contains(where: { $0.member == source }) || Self.readBySubject(context, source) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleMutatedCopy(call: "\(local).\(call.name)(…)", line: call.line, local: local, property: source, bindingLine: binding.line, method: call.method ?? "?")
            })
        }
        return stackCopy(context) ?? structCopy(context) ?? parameterCopy(context) ?? structParameterCopy(context)
    }

    /// `var stack = nav.viewControllers; stack.removeLast()` with the stack never given back
    /// (`setViewControllers`, `viewControllers =`): the change went to a copy of the array, and the
    /// navigation controller's stack kept every screen.
    private func stackCopy(_ context: FailureContext) -> Explanation? {
        let code = context.code
        guard context.isAboutScreens else { return nil }
        for call in code.calls where Self.mutating.contains(call.name) && (context.ran(call) ?? 0) > 0 {
            guard let local = call.receiver, local.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                  let binding = code.bindings.last(where: { $0.name == local && $0.method == call.method && $0.owner == call.owner && $0.line <= call.line }),
                  let match = binding.value.firstMatch(#"^((?:[\w.]+?[?!]?\.)?)viewControllers(?:\s*\?\?\s*\[\])?$"#) else { continue }
            let navigation = match[1].isEmpty ? "self" : String(match[1].dropLast()).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            // Given back: `setViewControllers(stack, …)` or `….viewControllers = stack`.
            let givenBack = code.calls.contains { $0.name == "setViewControllers" && $0.method == call.method && $0.owner == call.owner && $0.arguments.first.map { FailureContext.mentions($0, local) } == true }
                || code.assignments.contains { $0.member == "viewControllers" && $0.method == call.method && $0.owner == call.owner && FailureContext.mentions($0.value, local) }
            guard !givenBack else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleMutatedStackCopy(call: "\(local).\(call.name)(…)", line: call.line, local: local, source: binding.value, bindingLine: binding.line, navigation: navigation)
            })
        }
        return nil
    }

    /// `self[keyPath: path]` in a function whose parameter `path` its callers that ran give as
    /// `\.childCoordinators` (or `\Type.childCoordinators`): the property the key path reads.
    static func keyPathSource(_ value: String, in call: CodeFacts.Call, context: FailureContext) -> String? {
        let code = context.code
        guard let path = value.firstMatch(#"^(?:self)?\[\s*keyPath:\s*(\w+)\s*\]$"#)?[1],
              let function = code.methods.first(where: { $0.name == call.method && $0.owner == call.owner }),
              let index = function.parameterNames.firstIndex(of: path) else { return nil }
        for caller in code.calls where caller.name == function.baseName && caller.arguments.indices.contains(index) && (context.ran(caller) ?? 0) > 0 {
            if let member = caller.arguments[index].trimmingCharacters(in: .whitespaces).firstMatch(#"^\\(?:\w+)?\.(\w+)$"#)?[1] { return member }
        }
        return nil
    }

    /// An array handed to a function of the learner's and changed there (`removeIdentical(child, from:
    /// childCoordinators)`, whose body changes its parameter, or `var array = array`): the function
    /// got a copy, so the caller's array did not change.
    private func parameterCopy(_ context: FailureContext) -> Explanation? {
        let code = context.code
        for call in code.calls where Self.mutating.contains(call.name) && (context.ran(call) ?? 0) > 0 {
            guard let local = call.receiver, local.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                  let function = code.methods.first(where: { $0.name == call.method && $0.owner == call.owner }) else { continue }
            // The parameter itself, or a local copy of it (`var l = list`).
            let parameter = function.parameterNames.contains(local) ? local
                : code.bindings.last(where: { $0.name == local && $0.method == call.method && $0.owner == call.owner && $0.line <= call.line })?
                    .value.trimmingCharacters(in: .whitespaces)
            guard let parameter, let index = function.parameterNames.firstIndex(of: parameter) else { continue }
            // A call of that function that ran, handing it a property.
            for caller in code.calls where caller.name == function.baseName && caller.arguments.indices.contains(index) && (context.ran(caller) ?? 0) > 0 {
                let argument = caller.arguments[index].trimmingCharacters(in: .whitespaces)
                guard !argument.hasPrefix("&"), let property = argument.firstMatch(#"^(?:self\.)?(\w+)$"#)?[1],
                      code.properties.contains(where: { $0.name == property && $0.owner == caller.owner }),
                      context.settersOfSubject.contains(where: { $0.member == property }) || (context.failure.actual ?? "").contains(property)
                        || MutatedCopyRule.readBySubject(context, property) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleMutatedParameter(call: caller.written, line: caller.line, function: function.name, parameter: local, property: property,
                                            mutation: "\(local).\(call.name)(…)", mutationLine: call.line)
                })
            }
        }
        return nil
    }

    /// A struct handed to a function of the learner's that changes it through a local (`func
    /// applyDefaults(_ args: Args) { var target = args; target.update = true }`), called with a value
    /// the caller goes on using (`applyDefaults(args)`, then `result.x = args.x`): the function got a
    /// copy, and its changes stay there.
    private func structParameterCopy(_ context: FailureContext) -> Explanation? {
        let code = context.code
        guard context.isValueOrScreen, !code.structs.isEmpty else { return nil }
        for assignment in code.assignments where (context.ran(assignment) ?? 0) > 0 {
            guard let local = assignment.base, local.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                  let function = code.methods.first(where: { $0.name == assignment.method && $0.owner == assignment.owner && $0.file == assignment.file }) else { continue }
            // The changed name is a parameter itself, or a local copied from one (`var target = args`).
            let binding = code.bindings.last(where: { $0.name == local && $0.method == assignment.method && $0.owner == assignment.owner && $0.line <= assignment.line })
            let parameter = binding.map { $0.value.trimmingCharacters(in: .whitespaces) } ?? local
            guard let index = function.parameterNames.firstIndex(of: parameter),
                  case let types = function.parameterTypes.dropFirst().dropLast().split(separator: ",").map({ String($0) }), types.indices.contains(index),
                  let type = types[index].split(separator: ":").last.map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: " ?!")) }),
                  code.structs.contains(type),
                  // Nothing returned from it (a changed copy handed back would be used).
                  !code.returns.contains(where: { $0.method == function.name && $0.owner == function.owner }) else { continue }
            for caller in code.calls where caller.name == function.baseName && caller.arguments.indices.contains(index) && (context.ran(caller) ?? 0) > 0 {
                let argument = caller.arguments[index].trimmingCharacters(in: .whitespaces)
                guard !argument.hasPrefix("&"), argument.range(of: #"^(?:self\.)?\w+$"#, options: .regularExpression) != nil else { continue }
                let name = CodeFacts.normalized(argument)
                // The caller goes on reading the value it handed over.
                guard context.settersOfSubject.contains(where: { FailureContext.mentions($0.value, name) }) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStructParameterCopy(call: ReadOnceRule.oneLine(caller.written), line: caller.line, function: function.name, argument: name, type: type,
                                               change: "\(assignment.target) = \(assignment.value)", changeLine: assignment.line)
                })
            }
        }
        return nil
    }

    /// A member of a local copy of a struct set (`var input = current; input.email = …`, `var store =
    /// ValueStore.shared; store.value = …`): the line ran, the struct it was copied from is used
    /// afterwards (a call on it, or the line giving what the check read reads it), and nothing
    /// writes the copy back.
    private func structCopy(_ context: FailureContext) -> Explanation? {
        let code = context.code
        guard context.isValueOrScreen, !code.structs.isEmpty else { return nil }
        for assignment in code.assignments where (context.ran(assignment) ?? 0) > 0 {
            guard let local = assignment.base, local.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                  let binding = code.bindings.last(where: { $0.name == local && $0.method == assignment.method && $0.owner == assignment.owner && $0.line <= assignment.line }),
                  // `current`, `ValueStore.shared`, or a property through a cast to the learner's class
                  // (`if var store = (UIApplication.shared.delegate as? AppDelegate)?.store`: held-out 290-20).
                  let source = binding.value.firstMatch(#"^(?:self\.)?(\w+(?:\.\w+)?)$"#)?[1]
                    ?? binding.value.firstMatch(#"\bas[?!]\s*(\w+)\s*\)[?!]?\.(\w+)$"#).map({ "\($0[1]).\($0[2])" }),
                  let type = structType(of: source, owner: assignment.owner, code: code) else { continue }
            let sourceName = String(source.split(separator: ".").last ?? "")
            // Written back (`current = input`): not lost.
            guard !code.assignments.contains(where: { $0.member == sourceName && FailureContext.mentions($0.value, local) }) else { continue }
            // Handed back (`return next`, a reducer's changed copy): its caller keeps it.
            guard !code.returns.contains(where: { $0.method == assignment.method && $0.owner == assignment.owner && $0.file == assignment.file
                && ($0.value.map { FailureContext.mentions($0, local) } ?? false) }) else { continue }
            let usedAfter = code.calls.contains { call in
                (call.receiver.map { CodeFacts.normalized($0) } == source || call.receiver == "self.\(source)") && (context.ran(call) ?? 0) > 0
            } || context.settersOfSubject.contains { FailureContext.mentions($0.value, sourceName) } || context.subjectProperty == sourceName
            guard usedAfter else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleMutatedStructCopy(assignment: "\(assignment.target) = \(assignment.value)", line: assignment.line, local: local,
                                         source: source.contains(".") && binding.value.contains(" as") ? binding.value.trimmingCharacters(in: .whitespaces) : source,
                                         bindingLine: binding.line, type: type, method: assignment.method ?? "?")
            })
        }
        return nil
    }

    /// The learner's struct a name holds: a property of `owner` (`current`), or a static property of a
    /// type (`ValueStore.shared`), declared with that struct's type or made by its initializer.
    private func structType(of source: String, owner: String?, code: CodeFacts) -> String? {
        let parts = source.split(separator: ".").map(String.init)
        let property: CodeFacts.Property?
        if parts.count == 2 {
            property = code.properties.first { $0.name == parts[1] && $0.owner == parts[0] }
        } else {
            property = code.properties.first { $0.name == parts[0] && $0.owner == owner }
        }
        guard let property else { return nil }
        let declared = (property.type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
        if code.structs.contains(declared) { return declared }
        if let made = property.initial?.firstMatch(#"^(\w+)\s*\("#)?[1], code.structs.contains(made) { return made }
        return nil
    }

    /// Whether the property is what the failed expectation reads (its name).
    static func readBySubject(_ context: FailureContext, _ property: String) -> Bool {
        if case let .property(_, name, _)? = context.failure.expectation { return name == property }
        return false
    }
}
