import Foundation
import WorkbookCore

/// HTML escaping for every text the site writes (chapter text, code, names, check titles).
public enum HTML {
    static func escape(_ text: String) -> String { ReportEscaping.htmlEntities(text) }

    /// Tags that sit inside a line of text: dropped without a gap.
    static let inlineTags: Set<String> = ["span", "a", "code", "em", "strong", "b", "i", "mark", "small", "sup", "sub", "kbd", "abbr", "tspan"]

    /// The visible text of an HTML fragment: tags dropped (block tags leave a space), scripts and
    /// styles dropped, the five entities read back. Used for the search index and by tests that
    /// look for strings in what a reader sees.
    /// The text of `html` as a search index keeps it: drawings (`<svg>`) left out.
    public static func searchText(_ html: String) -> String { text(html, skipping: ["script", "style", "svg"]) }

    public static func text(_ html: String) -> String { text(html, skipping: ["script", "style"]) }

    static func text(_ html: String, skipping skippedElements: Set<String>) -> String {
        var output = ""
        let characters = Array(html.unicodeScalars)
        var index = 0
        var skipping: String?
        while index < characters.count {
            let character = characters[index]
            guard character == "<" else {
                if skipping == nil { output.unicodeScalars.append(character) }
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end] != ">" { end += 1 }
            var tag = String(String.UnicodeScalarView(characters[(index + 1)..<min(end, characters.count)]))
            let closing = tag.hasPrefix("/")
            if closing { tag.removeFirst() }
            let name = String(tag.prefix { $0.isLetter || $0.isNumber }).lowercased()
            if let skipped = skipping {
                if closing && name == skipped { skipping = nil }
            } else if !closing && skippedElements.contains(name) {
                skipping = name
            } else if !inlineTags.contains(name) {
                output.append(" ")
            }
            index = end + 1
        }
        return output.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
