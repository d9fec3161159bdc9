import Foundation

/// Small, forgiving reading of the learner's Swift text for the teaching rules: comments removed,
/// classes and the bodies of their methods found by matching braces. Good enough to find where a
/// pattern sits; never used to decide that code is correct.
enum SourceScan {
    struct Function {
        var className: String?
        var name: String
        var body: String
    }

    /// Every `func name(…) { body }` with the class (or extension) it is declared in.
    static func functions(in sources: [String]) -> [Function] {
        var result: [Function] = []
        for source in sources.map(SegueIdentifierMismatchRule.withoutComments) {
            let text = source as NSString
            let types = source.matchRanges(#"\b(?:class|extension|struct)\s+(\w+)"#)
            for match in source.matchRanges(#"\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\("#) {
                // The body starts at the first `{` after the signature.
                var index = match.range.location + match.range.length
                var parentheses = 1
                while index < text.length, parentheses > 0 {
                    let character = text.character(at: index)
                    if character == 40 { parentheses += 1 } else if character == 41 { parentheses -= 1 }
                    index += 1
                }
                while index < text.length, text.character(at: index) != 123 {
                    if text.character(at: index) == 125 { break }
                    index += 1
                }
                guard index < text.length, text.character(at: index) == 123 else { continue }
                let start = index + 1
                var depth = 1
                index = start
                while index < text.length, depth > 0 {
                    let character = text.character(at: index)
                    if character == 123 { depth += 1 } else if character == 125 { depth -= 1 }
                    index += 1
                }
                let body = text.substring(with: NSRange(location: start, length: max(0, index - start - 1)))
                let owner = types.last { $0.range.location < match.range.location }.map { text.substring(with: $0.range(at: 1)) }
                result.append(Function(className: owner, name: text.substring(with: match.range(at: 1)), body: body))
            }
        }
        return result
    }

    /// The classes the sources declare, with what they inherit from or adopt (`class A: B, C`).
    static func classes(in sources: [String]) -> [(name: String, supertypes: [String])] {
        sources.flatMap { $0.allMatches(#"\bclass\s+(\w+)\s*:\s*([\w\s,.]+?)\s*\{"#) }.map { match in
            (match[1], match[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        }
    }
}

extension String {
    func matchRanges(_ pattern: String) -> [NSTextCheckingResult] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: self, range: NSRange(location: 0, length: (self as NSString).length))
    }
}
