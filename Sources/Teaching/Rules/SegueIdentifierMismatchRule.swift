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
            let method = Self.declaration(holding: literal, context) ?? Self.method(comparing: literal, in: context.sources)
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
        // A constant of the learner's compared by its name (`case REQUEST_BACK_HOME:`, `identifier == Ids.submit`):
        // its value, and where to change it.
        for compared in Self.comparedNames(in: context.sources) {
            guard let literal = context.code.stringConstant(compared.name, owner: nil), !identifiers.contains(literal),
                  let origin = StringOrigins.origin(of: literal, sources: context.sources, code: context.code) else { continue }
            let sorted = identifiers.sorted()
            let list = sorted.map { "\"\($0)\"" }.joined(separator: ", ")
            let source = Self.withoutComments(context.sources[compared.file])
            let method = source.range(of: compared.match).flatMap { Self.enclosing(source, $0.lowerBound, file: compared.file, context) }
                .map { "`\($0.owner.map { $0 + "." } ?? "")\($0.name)`" } ?? "Your code"
            // The identifier meant: one that differs only in case or in `_`/`-`, of a segue that ran.
            func folded(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
            let meant = sorted.first { folded($0) == folded(literal) && ran.contains($0) }
            if meant == nil, !ran.contains(where: { identifiers.contains($0) }) { continue }
            return Explanation(rule: id, text: Catalog.both { messages in
                (meant.flatMap { $0.lowercased() == literal.lowercased() ? $0 : nil }.map { messages.ruleSegueIdentifierCase(method: method, literal: literal, meant: $0, stops: method.hasPrefix("`shouldPerformSegue") || method.contains(".shouldPerformSegue")) }
                    ?? messages.ruleSegueIdentifierUnknown(method: method, literal: literal, list: list))
                    + " " + messages.stringOrigin(value: literal, origin: origin, meant: meant)
            })
        }
        // A table keyed by strings (`[String: …]` literal) looked up with the identifier
        // (`styles[identifier ?? ""]`): a key no segue has, and a segue that ran whose identifier no key names.
        // A case of a `switch` on the identifier that an earlier case also matches, worked out on the
        // identifier of a segue that ran (`case let id? where id.hasSuffix("Submit")` above `case "DefaultSubmit"`).
        for (file, source) in context.sources.map(Self.withoutComments).enumerated() {
            for body in Self.switchBodies(onIdentifierIn: source) {
                let labels = body.allMatches(#"\bcase\s+([^:\n]*):"#).map { $0[1].trimmingCharacters(in: .whitespaces) }
                for (index, label) in labels.enumerated() {
                    let literals = label.allMatches(#"^"([^"\\]*)"(?:\s*,\s*"[^"\\]*")*$"#).isEmpty ? [] : label.allMatches(#""([^"\\]*)""#).map { $0[1] }
                    for literal in literals where ran.contains(literal) {
                        for earlier in labels.prefix(index) {
                            guard let parts = earlier.firstMatch(#"^(?:\.some\(\s*let\s+(\w+)\s*\)|let\s+(\w+)\??|\.some\(\s*(\w+)\s*\))\s+where\s+(.+)$"#) else { continue }
                            let name = [parts[1], parts[2], parts[3]].first { !$0.isEmpty } ?? ""
                            guard let worked = StringPredicate.parts(of: parts[4], name: name, value: literal), worked.allSatisfy(\.value) else { continue }
                            // The declaration holding the switch (a method, an `init`), by its line.
                            let method = source.range(of: "case \(label)").flatMap { Self.enclosing(source, $0.lowerBound, file: file, context) }
                                .map { "`\($0.owner.map { $0 + "." } ?? "")\($0.name)`" } ?? Self.method(comparing: literal, in: context.sources)
                            return Explanation(rule: "earlier-case-matches", conclusive: true, text: Catalog.both {
                                $0.ruleEarlierCaseMatches(method: method, earlier: "case \(earlier)", later: "case \(label)", identifier: literal, test: parts[4])
                            })
                        }
                    }
                }
            }
        }
        for table in Self.identifierTables(in: context.sources) {
            guard table.keys.contains(where: { !identifiers.contains($0) }),
                  let missed = ran.sorted().first(where: { !table.keys.contains($0) && identifiers.contains($0) }) else { continue }
            let keys = table.keys.map { "\"\($0)\"" }.joined(separator: ", ")
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleSegueIdentifierTableKey(table: table.name, line: table.line, lookup: table.lookup, keys: keys, missed: missed)
            })
        }
        return nil
    }

    /// A dictionary literal keyed by string literals, and the line where it is subscripted with an
    /// identifier (`presentationStyles[identifier ?? ""]`, `handlers[segue.identifier ?? ""]?(segue)`).
    struct IdentifierTable: Equatable {
        var name: String
        var keys: [String]
        var line: Int
        var lookup: String
    }

    static func identifierTables(in sources: [String]) -> [IdentifierTable] {
        var tables: [IdentifierTable] = []
        for source in sources.map(Self.withoutComments) {
            let text = source as NSString
            // Stored (`let routes = [`), or computed (`var routes: [String: …] { [` or `{ return [`).
            guard let declaration = try? NSRegularExpression(pattern: #"\b(?:let|var)\s+(\w+)\s*(?::[^=\n{]*)?(?:=|\{\s*(?:return\s+)?)\s*\["#) else { continue }
            for match in declaration.matches(in: source, range: NSRange(location: 0, length: text.length)) {
                let name = text.substring(with: match.range(at: 1))
                // The literal's top-level keys: `"key":` at bracket depth 1, outside closures.
                var index = match.range.location + match.range.length, depth = 1, braces = 0
                var keys: [String] = [], atEntry = true
                while index < text.length, depth > 0 {
                    let character = text.character(at: index)
                    switch character {
                    case 91: depth += 1; atEntry = false          // [
                    case 93: depth -= 1                           // ]
                    case 123: braces += 1; atEntry = false        // {
                    case 125: braces -= 1                         // }
                    case 44 where depth == 1 && braces == 0: atEntry = true   // ,
                    case 34:                                      // "
                        var end = index + 1
                        while end < text.length, text.character(at: end) != 34 { end += text.character(at: end) == 92 ? 2 : 1 }
                        if atEntry, depth == 1, braces == 0 {
                            let after = text.substring(from: min(end + 1, text.length)).drop { $0 == " " || $0 == "\t" }
                            if after.hasPrefix(":") { keys.append(text.substring(with: NSRange(location: index + 1, length: max(0, end - index - 1)))) }
                        }
                        atEntry = false
                        index = end
                    case 32, 9, 10, 13: break
                    default: if depth == 1 && braces == 0 { atEntry = false }
                    }
                    index += 1
                }
                guard !keys.isEmpty else { continue }
                let lines = source.components(separatedBy: "\n")
                let pattern = #"\b"# + NSRegularExpression.escapedPattern(for: name) + #"\s*\[[^\]\n]*\b[iI]dentifier\b[^\]\n]*\]"#
                // Or through a closure given the identifier (`segue.identifier.flatMap { routes[$0] }`).
                let given = #"\b"# + NSRegularExpression.escapedPattern(for: name) + #"\s*\[\s*\$0\s*\]"#
                let found = lines.firstIndex(where: { $0.range(of: pattern, options: .regularExpression) != nil }).map { ($0, pattern) }
                    ?? lines.firstIndex(where: { $0.range(of: given, options: .regularExpression) != nil && $0.range(of: #"\b[iI]dentifier\b"#, options: .regularExpression) != nil }).map { ($0, given) }
                guard let (use, matched) = found, let range = lines[use].range(of: matched, options: .regularExpression) else { continue }
                let lookup = String(lines[use][range]).replacingOccurrences(of: #"^\w+\s*"#, with: "", options: .regularExpression)
                tables.append(IdentifierTable(name: name, keys: keys, line: use + 1, lookup: name + lookup))
            }
        }
        return tables
    }

    /// The declaration (a method, an `init`) whose body holds the first comparison with `literal`, by its line.
    static func declaration(holding literal: String, _ context: FailureContext) -> String? {
        for (file, source) in context.sources.map(Self.withoutComments).enumerated() {
            guard let position = source.range(of: #"[!=]=\s*""# + NSRegularExpression.escapedPattern(for: literal) + "\"", options: .regularExpression)
                    ?? source.range(of: "case \"" + literal + "\"") else { continue }
            return enclosing(source, position.lowerBound, file: file, context)?.name
        }
        return nil
    }

    /// The declaration (a method, an `init`) of the learner's file `file` that holds `position` of its source.
    static func enclosing(_ source: String, _ position: String.Index, file: Int, _ context: FailureContext) -> CodeFacts.Method? {
        let line = source[..<position].filter { $0 == "\n" }.count + 1
        return context.code.methods.filter { $0.file == file && $0.line <= line }.max { $0.line < $1.line }
    }

    /// Names (not literals) the code compares segue identifiers with: `case REQUEST_BACK_HOME:` of a
    /// `switch` on an identifier, `identifier == Ids.submit`, `Ids.submit == segue.identifier`.
    static func comparedNames(in sources: [String]) -> [(name: String, match: String, file: Int)] {
        var found: [(name: String, match: String, file: Int)] = []
        let name = #"((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)"#
        for (file, source) in sources.map(Self.withoutComments).enumerated() {
            for match in source.allMatches(#"\bidentifier\s*[!=]=\s*"# + name + #"\b(?!\s*[.(])"#) + source.allMatches(name + #"\s*[!=]=\s*(?:\w+\??\.)?identifier\b"#) {
                guard !["nil", "true", "false"].contains(match[1]), !match[1].hasSuffix("identifier") else { continue }
                found.append((match[1], match[0], file))
            }
            for body in Self.switchBodies(onIdentifierIn: source) {
                for label in body.allMatches(#"\bcase\s+([^:\n]*):"#) {
                    let pattern = (label[1].components(separatedBy: " where ").first ?? label[1]).trimmingCharacters(in: .whitespaces)
                    for part in pattern.components(separatedBy: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                        guard part.range(of: "^" + name + "$", options: .regularExpression) != nil, !part.hasPrefix("let"), !part.hasPrefix("var"),
                              part != "nil", part != "_" else { continue }
                        found.append((part, "case " + label[1], file))
                    }
                }
            }
        }
        return found
    }

    /// String literals the code compares segue identifiers with.
    static func comparedLiterals(in sources: [String]) -> [String] {
        var found: [String] = []
        func add(_ literal: String) { if !found.contains(literal) { found.append(literal) } }
        for source in sources.map(Self.withoutComments) {
            // `segue.identifier == "X"`, `identifier != "X"`, `"X" == segue.identifier`.
            for match in source.allMatches(#"\bidentifier\s*[!=]=\s*"([^"\\]*)""#) { add(match[1]) }
            // A name of the learner's for it (`segueIdentifier == "Default"`), not another kind of identifier.
            for match in source.allMatches(#"\b(\w*[sS]egue\w*Identifier)\s*[!=]=\s*"([^"\\]*)""#) {
                add(match[2])
            }
            for match in source.allMatches(#""([^"\\]*)"\s*[!=]=\s*(?:\w+\??\.)?identifier\b"#) { add(match[1]) }
            // `shouldPerformSegue(withIdentifier: "X", …)` called by the code itself.
            for match in source.allMatches(#"shouldPerformSegue\(\s*withIdentifier:\s*"([^"\\]*)""#) { add(match[1]) }
            // `switch segue.identifier { case "X": … }`.
            for body in Self.switchBodies(onIdentifierIn: source) {
                for caseLabel in body.allMatches(#"\bcase\s+([^:\n]*):"#) {
                    // The pattern's literals, not a `where` clause's (`where id.hasSuffix("Submit")` is no identifier).
                    let pattern = caseLabel[1].components(separatedBy: " where ").first ?? caseLabel[1]
                    for literal in pattern.allMatches(#""([^"\\]*)""#) { add(literal[1]) }
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
