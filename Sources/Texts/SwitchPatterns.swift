import Foundation

/// A `switch` case's pattern held against a value as the what-if build recorded it (Swift's own
/// printing: `Optional("")`, `nil`, `true`, `("ActionSubmit", Optional(""))`, an object as
/// `DetailViewController#1` or `<UINavigationController>`). Only what the text decides for sure:
/// anything else (an expression pattern, a class the learner declared against another) is unknown.
public enum SwitchPatterns {
    enum Fit: Equatable { case yes, no, unknown }

    /// A case as the schema keeps it: its pattern, and whether a `where` clause follows it.
    public static func split(case text: String) -> (pattern: String, guarded: Bool) {
        guard let range = topLevelWhere(text) else { return (text.trimmingCharacters(in: .whitespaces), false) }
        return (String(text[..<range.lowerBound]).trimmingCharacters(in: .whitespaces), true)
    }

    private static func topLevelWhere(_ text: String) -> Range<String.Index>? {
        var depth = 0, quoted = false, index = text.startIndex
        while index < text.endIndex {
            let char = text[index]
            if char == "\"" { quoted.toggle() }
            if !quoted {
                if "([{".contains(char) { depth += 1 }
                if ")]}".contains(char) { depth -= 1 }
                if depth == 0, text[index...].hasPrefix(" where ") { return index..<text.index(index, offsetBy: 7) }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The elements of a tuple written `(a, b)` (labels dropped), or nil when it is not one.
    public static func tupleElements(_ text: String) -> [String]? {
        var text = text.trimmingCharacters(in: .whitespaces)
        var binding = ""
        for keyword in ["let ", "var "] where text.hasPrefix(keyword) && text.dropFirst(4).hasPrefix("(") {
            binding = keyword
            text = String(text.dropFirst(4))
        }
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst().dropLast()
        var parts: [String] = [], current = "", depth = 0, quoted = false, escaped = false
        for char in inner {
            if quoted {
                current.append(char)
                if escaped { escaped = false } else if char == "\\" { escaped = true } else if char == "\"" { quoted = false }
                continue
            }
            switch char {
            case "\"": quoted = true; current.append(char)
            case "(", "[", "<": depth += 1; current.append(char)
            case ")", "]", ">": depth -= 1; current.append(char)
            case "," where depth == 0: parts.append(current); current = ""
            default: current.append(char)
            }
        }
        parts.append(current)
        guard parts.count > 1, depth == 0 else { return nil }
        return parts.map { part in
            var element = part.trimmingCharacters(in: .whitespaces)
            // A label (`value: "a"`, `at: _`), not a type annotation.
            if let colon = element.firstIndex(of: ":"), element[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !element[..<colon].isEmpty {
                element = String(element[element.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            }
            // `let (a, false)`: the `let` binds the names, a literal stays a literal.
            return binding.isEmpty || element == "_" || element == "nil" || literal(element) != nil ? element : binding + element
        }
    }

    /// The value with its `Optional(…)` layers taken off; nil for `nil`.
    static func unwrapped(_ value: String) -> String? {
        var text = value.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst(9).dropLast()) }
        return text == "nil" ? nil : text
    }

    /// The class an object's text names (`DetailViewController#2`, `<UINavigationController>`,
    /// `<Module.Left: 0x…>`).
    static func className(_ value: String) -> String? {
        if let hash = value.firstIndex(of: "#"), value[..<hash].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return String(value[..<hash])
        }
        if value.hasPrefix("<"), value.hasSuffix(">") {
            let inner = value.dropFirst().dropLast().split(separator: ":").first.map(String.init) ?? ""
            return inner.split(separator: ".").last.map(String.init)
        }
        return nil
    }

    static func isBinding(_ pattern: String) -> Bool {
        pattern == "_" || pattern.range(of: #"^(let|var)\s+[\p{L}_]\w*$"#, options: .regularExpression) != nil
    }

    static func isSome(_ pattern: String) -> Bool {
        pattern == "_?" || pattern.range(of: #"^(let|var)\s+[\p{L}_]\w*\?$"#, options: .regularExpression) != nil
            || pattern.range(of: #"^(let\s+)?\.some\(\s*(let\s+|var\s+)?[\p{L}_]\w*\s*\)$"#, options: .regularExpression) != nil
    }

    static func literal(_ pattern: String) -> String? {
        var text = pattern
        if text.hasSuffix("?") { text = String(text.dropLast()) }
        if text == "true" || text == "false" || Double(text) != nil { return text }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { return text }
        return nil
    }

    /// How general an element's pattern is: 2 takes anything, 1 any value but nil, 0 some values.
    static func generality(_ pattern: String) -> Int {
        isBinding(pattern) ? 2 : isSome(pattern) ? 1 : 0
    }

    /// One element's pattern against one element's value.
    static func fit(element pattern: String, value: String) -> Fit {
        let pattern = pattern.trimmingCharacters(in: .whitespaces)
        let bare = unwrapped(value)
        if isBinding(pattern) { return .yes }
        if isSome(pattern) { return bare == nil ? .no : .yes }
        if pattern == "nil" || pattern == ".none" { return bare == nil ? .yes : .no }
        if let literal = literal(pattern) {
            guard let bare else { return .no }
            if bare == literal { return .yes }
            // A number is printed as its type prints it (`5.0` for a Double 5).
            if let left = Double(bare), let right = Double(literal) { return left == right ? .yes : .no }
            let isLiteral = bare == "true" || bare == "false" || Double(bare) != nil || (bare.hasPrefix("\"") && bare.hasSuffix("\""))
            return isLiteral ? .no : .unknown
        }
        // A type pattern: `let x as T`, `is T`, `_ as T`.
        var type: String?
        if pattern.hasPrefix("is ") { type = String(pattern.dropFirst(3)) }
        else if let range = pattern.range(of: #"^(let\s+|var\s+)?[\p{L}_]\w*\s+as\s+"#, options: .regularExpression) { type = String(pattern[range.upperBound...]) }
        if var type {
            type = type.trimmingCharacters(in: .whitespaces)
            guard let bare else { return .no }
            guard let valueClass = className(bare) else { return .unknown }
            let chain = [valueClass] + (SwitchMiss.superclasses[valueClass] ?? [])
            if chain.contains(type) { return .yes }
            // A UIKit class whose ancestors are known, asked for another UIKit class.
            if SwitchMiss.superclasses[valueClass] != nil, type.hasPrefix("UI") { return .no }
            return .unknown
        }
        // An enum case (`.push`), against Swift's printing of one (`Route.push`, `push`).
        if let name = pattern.firstMatchGroup(#"^\.([\p{L}_]\w*)$"#), let bare, bare.range(of: #"^[\w.]+$"#, options: .regularExpression) != nil {
            return bare.split(separator: ".").last.map(String.init) == name ? .yes : .no
        }
        return .unknown
    }

    /// A case's pattern (no `where`) against the value: per element for a tuple.
    static func fit(pattern: String, value: String) -> (fit: Fit, elements: [Fit]) {
        if let patterns = tupleElements(pattern) {
            guard let values = tupleElements(value), values.count == patterns.count else { return (.unknown, []) }
            let elements = zip(patterns, values).map { fit(element: $0, value: $1) }
            let whole: Fit = elements.contains(.no) ? .no : elements.allSatisfy { $0 == .yes } ? .yes : .unknown
            return (whole, elements)
        }
        let one = fit(element: pattern, value: value)
        return (one, [one])
    }

    /// Whether `later` asks more of a value than `earlier` (each element at most as general, one less).
    static func narrower(_ later: String, than earlier: String) -> Bool {
        let laterParts = tupleElements(later) ?? [later], earlierParts = tupleElements(earlier) ?? [earlier]
        guard laterParts.count == earlierParts.count else { return false }
        let pairs = zip(laterParts, earlierParts).map { (generality($0.trimmingCharacters(in: .whitespaces)), generality($1.trimmingCharacters(in: .whitespaces))) }
        return pairs.allSatisfy { $0.0 <= $0.1 } && pairs.contains { $0.0 < $0.1 }
    }
}

extension SwitchMiss {
    /// `static ` before a declaration a text shows, for a static property.
    public static func staticPrefix(_ isStatic: Bool) -> String { isStatic ? "static " : "" }
}

extension String {
    /// The first capture group of a regular expression's first match.
    func firstMatchGroup(_ pattern: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: self, range: NSRange(startIndex..., in: self)), match.numberOfRanges > 1,
              let range = Range(match.range(at: 1), in: self) else { return nil }
        return String(self[range])
    }
}
