import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift code as HTML, coloured at build time from SwiftSyntax's classification: each
/// classified range becomes `<span class="sw-KIND">`; the page's CSS gives the colours.
public enum SwiftHighlighter {
    public static func html(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var output = ""
        var position = 0
        func text(_ from: Int, _ to: Int) -> String {
            HTML.escape(String(decoding: bytes[max(0, from)..<min(bytes.count, to)], as: UTF8.self))
        }
        for range in tree.classifications {
            let start = range.range.lowerBound.utf8Offset, end = range.range.upperBound.utf8Offset
            guard start >= position, end <= bytes.count, end > start else { continue }
            if start > position { output += text(position, start) }
            if let name = cssClass(range.kind) {
                output += "<span class=\"sw-\(name)\">\(text(start, end))</span>"
            } else {
                output += text(start, end)
            }
            position = end
        }
        if position < bytes.count { output += text(position, bytes.count) }
        return output
    }

    static func cssClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: return "kw"
        case .attribute: return "attr"
        case .blockComment, .lineComment, .docBlockComment, .docLineComment: return "cmt"
        case .stringLiteral, .regexLiteral: return "str"
        case .integerLiteral, .floatLiteral: return "num"
        case .type: return "type"
        case .ifConfigDirective: return "pp"
        case .operator: return "op"
        case .argumentLabel: return "label"
        case .identifier, .dollarIdentifier, .editorPlaceholder, .none: return nil
        @unknown default: return nil
        }
    }
}

/// YAML and shell: simply highlighted line by line (comments, keys, strings), everything escaped.
public enum PlainHighlighter {
    public static func yaml(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line)
            if text.trimmingCharacters(in: .whitespaces).hasPrefix("#") { return "<span class=\"sw-cmt\">\(HTML.escape(text))</span>" }
            // `  - key: value` or `key: value`: the key coloured.
            var prefixEnd = text.startIndex
            while prefixEnd < text.endIndex, text[prefixEnd] == " " || text[prefixEnd] == "-" { prefixEnd = text.index(after: prefixEnd) }
            if let colon = text[prefixEnd...].range(of: ": ") ?? (text.hasSuffix(":") ? text.range(of: ":", options: .backwards) : nil),
               !text[prefixEnd..<colon.lowerBound].contains(where: { " {\"'[".contains($0) }), colon.lowerBound > prefixEnd {
                return HTML.escape(String(text[..<prefixEnd])) + "<span class=\"sw-label\">\(HTML.escape(String(text[prefixEnd..<colon.lowerBound])))</span>"
                    + HTML.escape(String(text[colon.lowerBound...]))
            }
            return HTML.escape(text)
        }.joined(separator: "\n")
    }

    public static func shell(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line)
            if text.trimmingCharacters(in: .whitespaces).hasPrefix("#") { return "<span class=\"sw-cmt\">\(HTML.escape(text))</span>" }
            if text.hasPrefix("$ ") { return "<span class=\"sw-op\">$</span> <span class=\"sw-kw\">\(HTML.escape(String(text.dropFirst(2))))</span>" }
            return HTML.escape(text)
        }.joined(separator: "\n")
    }
}
