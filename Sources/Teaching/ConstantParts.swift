import Foundation

// A part of a test that cannot come out otherwise, read from the code alone: a nil test of a stored
// property nothing assigns (`value != nil`), or a test of a collection declared empty that nothing in
// its class ever fills (`!visited.isEmpty`, `items.count > 0`, `list.contains(x)`, `dict[k] != nil`).
// A test joined by `&&` (or `,`) that was false every time, or by `||` that was true every time, is
// then told by that part: the part alone fixes the whole, whatever the others held.

extension CodeFacts {
    /// What a part of a test reads that never changes.
    public struct ConstantPart: Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            /// A stored optional nothing assigns: nil every time.
            case neverAssigned
            /// A collection declared empty that nothing fills: empty every time.
            case neverFilled
        }
        /// The part as written (`!visited.isEmpty`).
        public var part: String
        /// What it always works out to.
        public var value: Bool
        /// The property it reads.
        public var name: String
        public var owner: String?
        public var declarationLine: Int
        public var reason: Reason
        /// Another class whose own property of the same name is the one filled or assigned (`VC3`):
        /// what it holds never reaches this one.
        public var namesake: String?
    }

    /// The part of `test` (read in a method of `owner`) that fixes its outcome `result`, when one
    /// cannot change: with `&&`/`,` a part always false fixes a false test; with `||` a part always
    /// true fixes a true one; a test of one part must be always `result` itself.
    public func constantPart(of test: String, owner: String?, result: Bool) -> ConstantPart? {
        guard let (parts, conjunction) = Self.topLevelParts(test) else { return nil }
        if parts.count > 1, conjunction == result { return nil }   // `&&` true or `||` false: every part took part
        for part in parts {
            if let found = constantValue(of: part, owner: owner), found.value == result { return found }
        }
        return nil
    }

    /// The one value a part works out to, when it reads a property that never changes.
    func constantValue(of written: String, owner: String?) -> ConstantPart? {
        var part = written.trimmingCharacters(in: .whitespaces)
        var negated = false
        while true {
            if part.hasPrefix("!"), !part.hasPrefix("!=") { negated.toggle(); part = String(part.dropFirst()).trimmingCharacters(in: .whitespaces); continue }
            if part.hasPrefix("("), part.hasSuffix(")"), Self.balanced(String(part.dropFirst().dropLast())) {
                part = String(part.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces); continue
            }
            break
        }
        let name = #"(?:self\.)?([\p{L}_]\w*)"#
        // A nil test of a stored optional nothing assigns.
        if let match = part.firstMatch("^" + name + #"\s*(==|!=)\s*nil$"#) ?? part.firstMatch(#"^nil\s*(==|!=)\s*"# + name + "$").map({ [$0[0], $0[2], $0[1]] }),
           let property = storedProperty(match[1], owner: owner), property.initial == nil || property.initial == "nil",
           let namesake = untouched(property, filling: false) {
            let value = (match[2] == "==") != negated
            return ConstantPart(part: written.trimmingCharacters(in: .whitespaces), value: value, name: property.name, owner: property.owner,
                                declarationLine: property.line, reason: .neverAssigned, namesake: namesake.isEmpty ? nil : namesake)
        }
        // A test of a collection declared empty that nothing fills.
        let empty: Bool?
        let subject: String
        if let match = part.firstMatch("^" + name + #"\.isEmpty$"#) {
            subject = match[1]; empty = true
        } else if let match = part.firstMatch("^" + name + #"\.(?:contains|keys\.contains|values\.contains)\s*[({].*$"#) {
            subject = match[1]; empty = false
        } else if let match = part.firstMatch("^" + name + #"(?:\.first|\.last|\[[^\]]+\])\s*(==|!=)\s*nil$"#) {
            subject = match[1]; empty = match[2] == "=="
        } else if let match = part.firstMatch("^" + name + #"\.count\s*(==|!=|>=|<=|>|<)\s*(\d+)$"#), let bound = Int(match[3]) {
            subject = match[1]
            switch match[2] {
            case "==": empty = bound == 0
            case "!=": empty = bound != 0
            case ">": empty = 0 > bound
            case "<": empty = 0 < bound
            case ">=": empty = 0 >= bound
            default: empty = 0 <= bound
            }
        } else {
            return nil
        }
        guard let empty, let property = storedProperty(subject, owner: owner), Self.declaresEmpty(property),
              let namesake = untouched(property, filling: true) else { return nil }
        return ConstantPart(part: written.trimmingCharacters(in: .whitespaces), value: empty != negated, name: property.name, owner: property.owner,
                            declarationLine: property.line, reason: .neverFilled, namesake: namesake.isEmpty ? nil : namesake)
    }

    /// The stored property a method of `owner` reads by that name.
    private func storedProperty(_ name: String, owner: String?) -> Property? {
        properties.first { $0.name == name && $0.owner == owner && !$0.isComputed && !$0.isOutlet && !$0.isStatic && $0.wrapper == nil && !$0.derivesValue }
    }

    /// Declared as an empty collection: `[]`, `[:]`, `[String]()`, `Set<Int>()`, `Array()`, `.init()` of a collection type.
    static func declaresEmpty(_ property: Property) -> Bool {
        guard let initial = property.initial?.replacingOccurrences(of: " ", with: "") else { return false }
        if initial == "[]" || initial == "[:]" { return true }
        if initial.range(of: #"^\[[^\[\]]+\]\(\)$"#, options: .regularExpression) != nil { return true }   // [String]() / [String:Int]()
        if initial.range(of: #"^(Set|Array|Dictionary)(<.+>)?\(\)$"#, options: .regularExpression) != nil { return true }
        if initial == ".init()", let type = property.type?.replacingOccurrences(of: " ", with: ""),
           type.hasPrefix("[") || type.hasPrefix("Set<") || type.hasPrefix("Array<") || type.hasPrefix("Dictionary<") { return true }
        return false
    }

    /// Nothing in the code writes `property` (or, `filling`, adds to it): "" when nothing touches it,
    /// the name of another class when what is written there is that class's own namesake, nil when
    /// something writes it (or might: a write through another object of unknown class counts).
    private func untouched(_ property: Property, filling: Bool) -> String? {
        let name = NSRegularExpression.escapedPattern(for: property.name)
        var namesakes: Set<String> = []
        // A write through `self` by a method of another class that has its own property of that name is
        // that one's; any other write (through another object too) may be this property's.
        func writesThis(_ owner: String?, base: String?) -> Bool {
            guard base == nil || base == "self", owner != property.owner, let owner,
                  properties.contains(where: { $0.name == property.name && $0.owner == owner }) else { return true }
            namesakes.insert(owner)
            return false
        }
        for assignment in assignments {
            let target = assignment.target
            guard let match = target.firstMatch(#"^(?:(.+)\.)?"# + name + #"(\[.*\])?$"#) else { continue }
            let base = match[1].isEmpty ? nil : match[1]
            if writesThis(assignment.owner, base: base) { return nil }
        }
        let readOnly: Set<String> = ["contains", "first", "last", "firstIndex", "lastIndex", "filter", "map", "compactMap", "flatMap", "reduce",
                                     "forEach", "joined", "sorted", "reversed", "enumerated", "allSatisfy", "min", "max", "prefix", "suffix",
                                     "dropFirst", "dropLast", "randomElement", "elementsEqual", "starts", "split", "isSubset", "isSuperset",
                                     "intersection", "union", "subtracting", "symmetricDifference", "index", "description", "count"]
        for call in calls {
            if call.arguments.contains(where: { $0.range(of: #"^&(?:.+\.)?"# + name + "$", options: .regularExpression) != nil }) { return nil }
            guard let receiver = call.receiver?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""),
                  let match = receiver.firstMatch(#"^(?:(.+)\.)?"# + name + "$") else { continue }
            if filling, readOnly.contains(call.name) { continue }
            if !filling, readOnly.contains(call.name) || call.name == "isEmpty" { continue }
            let base = match[1].isEmpty ? nil : match[1]
            if writesThis(call.owner, base: base) { return nil }
        }
        return namesakes.sorted().first ?? ""
    }

    /// A test's parts at the top level, and whether they are joined by `&&`/`,` (true) or `||`
    /// (false); nil when both kinds are at the top level.
    static func topLevelParts(_ text: String) -> ([String], Bool)? {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var inString = false
        var joiners: Set<Bool> = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if depth == 0 {
                    if character == "," { parts.append(current); current = ""; joiners.insert(true); index += 1; continue }
                    if index + 1 < characters.count, (character == "&" && characters[index + 1] == "&") || (character == "|" && characters[index + 1] == "|") {
                        parts.append(current); current = ""; joiners.insert(character == "&"); index += 2; continue
                    }
                }
            }
            current.append(character)
            index += 1
        }
        parts.append(current)
        guard joiners.count <= 1 else { return nil }
        return (parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }, joiners.first ?? true)
    }

    /// An operator the learner declared (`func ∉ (screen:stack:)`, `static func <`) used in `text`: what
    /// the test works out is that function's answer, not UIKit's state read as it is.
    public func usesOwnOperator(_ text: String) -> Bool {
        methods.contains { method in
            guard let first = method.baseName.first, !first.isLetter, first != "_", !first.isNumber else { return false }
            return text.range(of: #"(?<![-+*/%=<>!&|^~?.∉∈])"# + NSRegularExpression.escapedPattern(for: method.baseName) + #"(?![-+*/%=<>!&|^~?.])"#,
                              options: .regularExpression) != nil
        }
    }

    /// Brackets that close in order, none closing before it opened.
    static func balanced(_ text: String) -> Bool {
        var depth = 0, quoted = false
        for character in text {
            // Brackets inside a string literal (`contains(")")`) are text.
            if character == "\"" { quoted.toggle() }
            if quoted { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1; if depth < 0 { return false } }
        }
        return depth == 0
    }
}
