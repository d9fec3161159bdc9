import Foundation

/// A learner's test of a text, worked out for a known text: the value a check typed, given to a
/// check of the learner's (`func isValid(_ text: String) -> Bool`). Only the plain questions a text
/// answers by itself (`text.contains("@")`, `text.count <= 16`, `text.isEmpty`, `text.hasPrefix("a")`,
/// `text == "x"`, each maybe after `.lowercased()`/`.uppercased()`/`.trimmingCharacters(in: .whitespaces)`),
/// joined by `&&`: anything else is not worked out (nil), never guessed.
public enum StringPredicate {
    /// One part of a `&&` test and its value for the text.
    public struct Part: Sendable, Equatable {
        public var text: String
        public var value: Bool
        /// The text's length, when the part asks it (`text.count <= 16`).
        public var count: Int?
    }

    /// The parts of `test` (split at top-level `&&`), each worked out for `value` given as `name`;
    /// nil when a part is not one of the plain questions, or the parts are joined by `||`.
    public static func parts(of test: String, name: String, value: String) -> [Part]? {
        guard let (conjuncts, conjunction) = CodeFacts.topLevelParts(opened(test)), conjunction || conjuncts.count == 1 else { return nil }
        var parts: [Part] = []
        for conjunct in conjuncts {
            guard let answer = evaluate(conjunct, name: name, value: value) else { return nil }
            parts.append(Part(text: conjunct, value: answer, count: conjunct.contains(".count") ? value.count : nil))
        }
        return parts.isEmpty ? nil : parts
    }

    /// A whole test in parentheses, opened (`((a))` → `a`).
    static func opened(_ test: String) -> String {
        var text = test.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix("("), text.hasSuffix(")"), CodeFacts.balanced(String(text.dropFirst().dropLast())) {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// The arguments of a call as written (`a, key: .from, f(x, y)`), split at top-level commas.
    public static func splitArguments(_ text: String) -> [String] {
        var parts: [String] = [], depth = 0, quoted = false, current = ""
        for char in text {
            if char == "\"" { quoted.toggle() }
            if !quoted {
                if "([{".contains(char) { depth += 1 }
                if ")]}".contains(char) { depth -= 1 }
                if char == ",", depth == 0 {
                    parts.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    continue
                }
            }
            current.append(char)
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// One plain question about `name` (holding `value`); nil when it is not one.
    static func evaluate(_ part: String, name: String, value: String) -> Bool? {
        var text = opened(part)
        if text.hasPrefix("!") {
            return evaluate(String(text.dropFirst()), name: name, value: value).map { !$0 }
        }
        // The value is known to be there: optional chaining reads it as it is, and what stands in
        // for nil (`?? false`) or a comparison with a Bool literal only keeps or turns the answer.
        if let bool = text.firstMatch(#"^(.*?)\s*(\?\?\s*(?:false|true)|==\s*true|!=\s*false|==\s*false|!=\s*true)$"#), !bool[1].isEmpty {
            let keeps = bool[2].hasPrefix("??") || bool[2].hasSuffix("true") == bool[2].hasPrefix("==")
            return evaluate(bool[1], name: name, value: value).map { keeps ? $0 : !$0 }
        }
        text = text.replacingOccurrences(of: "?.", with: ".")
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let transforms = #"((?:\.lowercased\(\)|\.uppercased\(\)|\.trimmingCharacters\(in:\s*\.whitespaces(?:AndNewlines)?\))*)"#
        guard let head = text.firstMatch("^(?:self\\.)?\(escaped)\(transforms)(.*)$") else { return nil }
        var subject = value
        var rest = head[1]
        while !rest.isEmpty {
            if rest.hasPrefix(".lowercased()") { subject = subject.lowercased(); rest.removeFirst(".lowercased()".count) }
            else if rest.hasPrefix(".uppercased()") { subject = subject.uppercased(); rest.removeFirst(".uppercased()".count) }
            else if let trim = rest.firstMatch(#"^\.trimmingCharacters\(in:\s*\.whitespaces(AndNewlines)?\)"#) {
                subject = subject.trimmingCharacters(in: trim[1].isEmpty ? .whitespaces : .whitespacesAndNewlines)
                rest.removeFirst(trim[0].count)
            } else { return nil }
        }
        let question = head[2].trimmingCharacters(in: .whitespaces)
        if question == ".isEmpty" { return subject.isEmpty }
        if let call = question.firstMatch(#"^\.(contains|hasPrefix|hasSuffix)\(\s*"((?:[^"\\]|\\.)*)"\s*\)$"#) {
            let literal = call[2]
            guard !literal.contains("\\") else { return nil }
            switch call[1] {
            case "contains": return subject.contains(literal)
            case "hasPrefix": return subject.hasPrefix(literal)
            default: return subject.hasSuffix(literal)
            }
        }
        if let compare = question.firstMatch(#"^\.count\s*(<=|>=|==|!=|<|>)\s*(\d+)$"#), let number = Int(compare[2]) {
            let count = subject.count
            switch compare[1] {
            case "<=": return count <= number
            case ">=": return count >= number
            case "==": return count == number
            case "!=": return count != number
            case "<": return count < number
            default: return count > number
            }
        }
        if let compare = question.firstMatch(#"^(==|!=)\s*"((?:[^"\\]|\\.)*)"$"#), !compare[2].contains("\\") {
            return compare[1] == "==" ? subject == compare[2] : subject != compare[2]
        }
        return nil
    }
}
