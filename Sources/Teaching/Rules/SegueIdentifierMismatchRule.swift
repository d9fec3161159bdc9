import Foundation
import WorkbookProtocol

/// The code compares a segue identifier (`segue.identifier == "…"`, `case "…"` of a `switch` on
/// an identifier, `identifier == "…"` in `shouldPerformSegue`) with a string no segue of the
/// storyboard has, while a segue did run: the comparison is always false, so its branch never
/// runs. Nothing crashes (unlike `performSegue` with an unknown identifier); the value simply
/// does not arrive, or the segue is not stopped. Says which identifier differs only by case.
struct SegueIdentifierMismatchRule: TeachingRule {
    let id = "segue-identifier-mismatch"
    /// An enum made from the identifier with no case for it has its own reading, with the helper.
    let supersededBy: Set<String> = ["enum-no-case"]

    func explain(_ context: FailureContext) -> Explanation? {
        let identifiers = Set(context.storyboards.flatMap(\.scenes).flatMap { scene in
            scene.controller.allSegues.filter { $0.kind != .relationship && $0.kind != .embed }.compactMap(\.identifier)
        }.filter { !$0.isEmpty })
        guard !identifiers.isEmpty else { return nil }
        // The identifiers of the segues that ran (their prepare or shouldPerformSegue was called).
        let ran = Set(context.events.compactMap { event -> String? in
            switch event.member {
            case "prepare(for:sender:)": return event.detail?.firstMatch(#"segue="([^"]*)""#)?[1]
            case "shouldPerformSegue(withIdentifier:sender:)": return event.detail?.firstMatch(#"^"([^"]*)""#)?[1]
            default: return nil
            }
        })
        guard !ran.isEmpty else { return nil }
        // A `String` enum's raw value that differs from a segue's identifier only in case
        // (`case actionSubmit = "actionSubmit"` for "ActionSubmit"): `Segue(rawValue:)` gives nil and a
        // comparison with `.rawValue` is always false, for the segue that ran.
        for (enumName, raws) in context.code.stringEnumRawValues.sorted(by: { $0.key < $1.key }) {
            for raw in raws where !identifiers.contains(raw) {
                guard let meant = identifiers.sorted().first(where: { $0.lowercased() == raw.lowercased() }), ran.contains(meant) else { continue }
                return Explanation(rule: id, text: Catalog.both { $0.ruleEnumRawValueCase(enumName: enumName, raw: raw, meant: meant) })
            }
        }
        for literal in Self.comparedLiterals(in: context.sources) where !identifiers.contains(literal) {
            let method = Self.method(comparing: literal, in: context.sources)
            let sorted = identifiers.sorted()
            let list = sorted.map { "\"\($0)\"" }.joined(separator: ", ")
            if let meant = sorted.first(where: { $0.lowercased() == literal.lowercased() }) {
                // Only when the segue it was meant for really ran: then the branch was really skipped.
                guard ran.contains(meant) else { continue }
                let stops = method.hasPrefix("shouldPerformSegue")
                return Explanation(rule: id, text: Catalog.both { $0.ruleSegueIdentifierCase(method: method, literal: literal, meant: meant, stops: stops) })
            }
            return Explanation(rule: id, text: Catalog.both { $0.ruleSegueIdentifierUnknown(method: method, literal: literal, list: list) })
        }
        return nil
    }

    /// String literals the code compares segue identifiers with.
    static func comparedLiterals(in sources: [String]) -> [String] {
        var found: [String] = []
        func add(_ literal: String) { if !found.contains(literal) { found.append(literal) } }
        for source in sources.map(Self.withoutComments) {
            // `segue.identifier == "X"`, `identifier != "X"`, `"X" == segue.identifier`.
            for match in source.allMatches(#"\bidentifier\s*[!=]=\s*"([^"\\]*)""#) { add(match[1]) }
            for match in source.allMatches(#""([^"\\]*)"\s*[!=]=\s*(?:\w+\??\.)?identifier\b"#) { add(match[1]) }
            // `shouldPerformSegue(withIdentifier: "X", …)` called by the code itself.
            for match in source.allMatches(#"shouldPerformSegue\(\s*withIdentifier:\s*"([^"\\]*)""#) { add(match[1]) }
            // `switch segue.identifier { case "X": … }`.
            for body in Self.switchBodies(onIdentifierIn: source) {
                for caseLabel in body.allMatches(#"\bcase\s+([^:\n]*):"#) {
                    for literal in caseLabel[1].allMatches(#""([^"\\]*)""#) { add(literal[1]) }
                }
            }
        }
        return found
    }

    /// The bodies of `switch` statements over an identifier (`switch segue.identifier {`, `switch identifier {`).
    static func switchBodies(onIdentifierIn source: String) -> [String] {
        var bodies: [String] = []
        guard let regex = try? NSRegularExpression(pattern: #"\bswitch\s+[\w.?]*\b[iI]dentifier\??\s*\{"#) else { return [] }
        let text = source as NSString
        for match in regex.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            let start = match.range.location + match.range.length
            var depth = 1, index = start
            while index < text.length, depth > 0 {
                let character = text.character(at: index)
                if character == 123 { depth += 1 } else if character == 125 { depth -= 1 }
                index += 1
            }
            bodies.append(text.substring(with: NSRange(location: start, length: max(0, index - start - 1))))
        }
        return bodies
    }

    /// The name of the method whose body holds the comparison (`prepare(for:sender:)`), for the text.
    static func method(comparing literal: String, in sources: [String]) -> String {
        for source in sources.map(Self.withoutComments) {
            guard let position = source.range(of: "\"\(literal)\"") else { continue }
            let before = source[..<position.lowerBound]
            if let name = String(before).allMatches(#"func\s+(\w+)\s*\(([^)]*)\)"#).last {
                let labels = name[2].split(separator: ",").map { parameter -> String in
                    let label = parameter.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "_"
                    return (label.split(separator: " ").first.map(String.init) ?? "_") + ":"
                }
                return "\(name[1])(\(labels.joined()))"
            }
        }
        return "prepare(for:sender:)"
    }

    /// The source with `//` comments removed (outside string literals).
    static func withoutComments(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var inString = false, previous: Character = " "
            for index in line.indices {
                let character = line[index]
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString, character == "/", previous == "/" { return line[..<line.index(before: index)] }
                previous = character
            }
            return line
        }.joined(separator: "\n")
    }
}

extension String {
    /// The capture groups of every match.
    public func allMatches(_ pattern: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: self, range: NSRange(startIndex..., in: self)).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: self).map { String(self[$0]) } ?? ""
            }
        }
    }
}
