import Foundation
import Texts

/// Flags kept as bits, tested in a way that cannot tell them apart, read from the learner's
/// declarations and the test that ran: an `OptionSet` option whose raw value is 0 (the empty set:
/// `contains` it is always true); two options with the same bit (a set holding one holds the
/// other); a set compared with `==` to one option while it holds several (`==` compares the whole
/// set); a bit tested with `|` (`(bits | flag) != 0` is always true: `&` tests, `|` sets).
struct OptionSetRule: TeachingRule {
    let id = "option-set-flags"

    struct Option { var type: String; var name: String; var value: Int; var line: Int; var file: Int }

    func explain(_ context: FailureContext) -> Explanation? {
        // Any failure the flags can decide (a value, a screen, an object kept), not a crash.
        guard context.crash == nil else { return nil }
        let options = Self.options(context.sources)
        guard !options.isEmpty else { return nil }
        let optionSetTypes = Self.optionSetTypes(context.sources)
        for (file, source) in context.sources.enumerated() {
            let lines = source.components(separatedBy: "\n")
            for (index, raw) in lines.enumerated() {
                let code = raw.components(separatedBy: "//").first ?? raw
                guard !code.contains("static let") else { continue }
                let number = index + 1
                func ran(_ fragment: String) -> Bool {
                    guard let range = code.range(of: fragment) else { return true }
                    let column = code.distance(from: code.startIndex, to: range.lowerBound) + 1
                    return (context.ran(file: file, line: number, column: column) ?? 1) > 0
                }
                // `contains(.x)` of a zero option.
                for option in options where option.value == 0 && optionSetTypes.contains(option.type) {
                    guard let match = code.firstMatch(#"([\w.]+)\.contains\(\s*(?:\#(option.type))?\.\#(option.name)\s*\)"#), ran(match[0]) else { continue }
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleOptionZero(type: option.type, option: option.name, declarationLine: option.line, test: match[0], line: number)
                    })
                }
                // Two options of one type with the same bit, tested on this line.
                let byType = Dictionary(grouping: options.filter { optionSetTypes.contains($0.type) || $0.value > 0 }, by: \.type)
                for (type, group) in byType {
                    guard let same = Dictionary(grouping: group, by: \.value).values.first(where: { $0.count > 1 && $0[0].value != 0 }) else { continue }
                    // A line that tests one of them (`contains(.x)`, `== .x`), and the other used somewhere outside the declarations.
                    guard let tested = same.first(where: { code.range(of: #"(contains\(|==\s*|!=\s*)(\w+)?\.\#($0.name)\b"#, options: .regularExpression) != nil }),
                          let other = same.first(where: { option in option.name != tested.name && context.sources.contains { source in
                              source.components(separatedBy: "\n").contains { !$0.contains("static let") && $0.range(of: #"\.\#(option.name)\b"#, options: .regularExpression) != nil }
                          } }),
                          ran(".\(tested.name)") else { continue }
                    let (first, second) = tested.line <= other.line ? (tested, other) : (other, tested)
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleOptionSameBit(type: type, first: first.name, second: second.name, value: first.value,
                                             firstLine: first.line, secondLine: second.line, test: code.trimmingCharacters(in: .whitespaces), line: number)
                    })
                }
                // `set == .option` while the set holds several options.
                if let match = code.firstMatch(#"\b([\p{L}_]\w*)\s*==\s*(?:(\w+))?\.(\w+)\b"#),
                   let option = options.first(where: { $0.name == match[3] && (match[2].isEmpty || $0.type == match[2]) && optionSetTypes.contains($0.type) }),
                   Self.holdsSeveral(match[1], type: option.type, sources: context.sources), ran(match[0]) {
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleOptionEquals(set: match[1], option: option.name, test: match[0], line: number)
                    })
                }
                // `(bits | flag) != 0`: always true.
                if let match = code.firstMatch(#"\(\s*([\w.]+)\s*\|\s*([\w.]+)\s*\)\s*(!=\s*0|>\s*0|==\s*0)"#),
                   options.contains(where: { match[2].hasSuffix("." + $0.name) || match[2] == $0.name }), ran(match[0]) {
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleBitTestedWithOr(test: match[0], bits: match[1], flag: match[2], line: number)
                    })
                }
            }
        }
        return nil
    }

    /// `static let name = Type(rawValue: EXPR)` or `static let name = EXPR` (an integer constant in
    /// a type), EXPR an integer or `1 << n`.
    static func options(_ sources: [String]) -> [Option] {
        var found: [Option] = []
        for (file, source) in sources.enumerated() {
            var type = ""
            for (index, line) in source.components(separatedBy: "\n").enumerated() {
                if let declared = line.firstMatch(#"^\s*(?:\w+\s+)*(?:struct|enum|class)\s+(\w+)"#) { type = declared[1] }
                guard let match = line.firstMatch(#"static\s+let\s+(\w+)\s*(?::\s*\w+)?\s*=\s*(?:\w+\(\s*rawValue:\s*)?([0-9xXa-fA-F_]+(?:\s*<<\s*\d+)?)\s*\)?\s*$"#),
                      let value = Self.evaluate(match[2]) else { continue }
                found.append(Option(type: type, name: match[1], value: value, line: index + 1, file: file))
            }
        }
        return found
    }

    static func evaluate(_ text: String) -> Int? {
        let parts = text.components(separatedBy: "<<").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "") }
        func integer(_ s: String) -> Int? { s.hasPrefix("0x") || s.hasPrefix("0X") ? Int(s.dropFirst(2), radix: 16) : Int(s) }
        guard let base = integer(parts[0]) else { return nil }
        if parts.count == 2, let shift = integer(parts[1]), shift < 62 { return base << shift }
        return parts.count == 1 ? base : nil
    }

    static func optionSetTypes(_ sources: [String]) -> Set<String> {
        Set(sources.flatMap { source in
            source.components(separatedBy: "\n").compactMap { $0.firstMatch(#"(?:struct|extension)\s+(\w+)\s*:\s*(?:[\w, ]*\b)?OptionSet\b"#)?[1] }
        })
    }

    /// `let name: Type = [.a, .b]`, or a name given `.insert(…)`/`formUnion` somewhere: it can hold several options.
    static func holdsSeveral(_ name: String, type: String, sources: [String]) -> Bool {
        sources.contains { source in
            source.range(of: #"\b(?:let|var)\s+\#(name)\s*(?::\s*\#(type))?\s*=\s*\[[^\]]*,"#, options: .regularExpression) != nil
                || source.range(of: #"\b\#(name)\.(?:insert|formUnion|update)\("#, options: .regularExpression) != nil
        }
    }
}
