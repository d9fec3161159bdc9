import Foundation
import Texts

/// Where a string the run used (a segue identifier, a Storyboard ID) came from, when the learner
/// did not write it where it was used: a constant of theirs, a `String` enum case's implicit raw
/// value (its own name), or a type's name (`String(describing: self)`). A why that says "write
/// "X"" sends the learner looking for a literal; this says where to change it.
enum StringOrigins {
    /// The origin of `value` in the learner's sources, or nil when it is written as a literal
    /// where it is used (or nowhere the code says).
    static func origin(of value: String, sources: [String], code: CodeFacts) -> StringOrigin? {
        let cleaned = sources.map(SegueIdentifierMismatchRule.withoutComments)
        let quoted = "\"" + value + "\""
        let escaped = NSRegularExpression.escapedPattern(for: value)
        if cleaned.contains(where: { $0.contains(quoted) }) {
            // Written only as a constant's value (`let REQUEST_BACK_HOME = "back_home"`), and used by that name.
            var found: StringOrigin?
            for source in cleaned {
                for (index, line) in source.components(separatedBy: "\n").enumerated() where line.contains(quoted) {
                    guard let name = line.firstMatch(#"\b(?:let|var)\s+(\w+)\s*(?::\s*String\s*)?=\s*"\#(escaped)"\s*$"#)?[1]
                            ?? line.firstMatch(#"\bcase\s+(\w+)\s*=\s*"\#(escaped)""#)?[1] else { return nil }
                    if found == nil { found = .constant(name: name, line: index + 1) }
                }
            }
            return found
        }
        for source in cleaned {
            let lines = source.components(separatedBy: "\n")
            // `case manualSubmit` (or `case a, manualSubmit`) in a `String` enum, with no raw value.
            for (enumName, raws) in code.stringEnumRawValues.sorted(by: { $0.key < $1.key }) where raws.contains(value) {
                guard source.range(of: #"\benum\s+\#(NSRegularExpression.escapedPattern(for: enumName))\b"#, options: .regularExpression) != nil else { continue }
                for (index, line) in lines.enumerated() {
                    guard let cases = line.firstMatch(#"^\s*(?:(?:indirect)\s+)?case\s+([^=(]*)$"#)?[1],
                          cases.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }).contains(value) else { continue }
                    return .implicitRawValue(enumName: enumName, caseName: value, line: index + 1)
                }
            }
            // A type of the learner's whose name is the value, made into a string.
            guard cleaned.contains(where: { $0.range(of: #"\b(?:class|struct|enum)\s+\#(escaped)\b"#, options: .regularExpression) != nil }) else { continue }
            for (index, line) in lines.enumerated() {
                if let expression = line.firstMatch(#"(String\(describing:\s*[^()]*(?:\([^()]*\))?[^()]*\)|NSStringFromClass\([^()]*(?:\([^()]*\))?\)|"\\\((?:Self|self|type\(of:\s*self\))(?:\.self)?\)")"#)?[1] {
                    return .typeName(expression: expression, line: index + 1)
                }
            }
        }
        return nil
    }
}
