import CCmarkGFM
import Chapters
import Foundation
import WorkbookCore

/// One heading or exercise a page can be scrolled to; `key` pairs it with the other language's page.
struct Anchor: Equatable {
    var id: String
    var key: String
}

/// A part of a page for the search index: from one heading to the next.
struct SearchSection: Encodable, Equatable {
    /// The page, relative to the site's root.
    var p: String
    /// The anchor.
    var a: String
    /// The page's title and the section's heading.
    var t: String
    var h: String
    var l: String
    /// The visible text.
    var x: String
}

/// Markdown prose as HTML with libcmark-gfm (`CMARK_OPT_DEFAULT`: raw HTML in a chapter is
/// dropped, `javascript:` links are emptied), heading anchors as GitHub makes them (the ones the
/// link checker knows), links rewritten to the rendered pages, and fenced blocks handed to
/// `blockHTML` (exercises, code, storyboards, traces).
struct ProseRenderer {
    /// The file the Markdown came from, relative to the book's root (for messages and links).
    var sourcePath: String
    /// The page being written, relative to the site's root (`ko/5-3-lost-value.html`).
    var pagePath: String
    var pageTitle: String
    var language: Language
    /// Site page (relative to the site root) for a file relative to the book's root; nil when it has none.
    var linkTarget: (String) -> String?
    /// HTML for a fenced block: (language, attributes, content, line) → HTML, or nil for the default.
    var blockHTML: (String, [String: String], String, Int) -> String?

    struct Output {
        var html: String
        var anchors: [Anchor]
        var sections: [SearchSection]
        var problems: [Diagnostic]
    }

    func render(_ markdown: String) -> Output {
        let body = Self.joiningCJKEmphasis(Self.strippingFrontMatter(MarkdownDocument.normalizingLineEnds(markdown)))
        var output = Output(html: "", anchors: [], sections: [], problems: [])
        guard let root = Self.parse(body) else { return output }
        defer { cmark_node_free(root) }
        output.problems = rewriteLinks(root)
        var usedIDs: [String: Int] = [:]
        var ordinals: [Int: Int] = [:]
        var section = SearchSection(p: pagePath, a: "", t: pageTitle, h: pageTitle, l: language.rawValue, x: "")
        var html: [String] = []
        func flush() {
            section.x = section.x.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            if !section.x.isEmpty || !section.a.isEmpty { output.sections.append(section) }
        }
        var node = cmark_node_first_child(root)
        while let current = node {
            node = cmark_node_next(current)
            let line = Int(cmark_node_get_start_line(current))
            var fragment: String
            switch cmark_node_get_type(current) {
            case CMARK_NODE_HEADING:
                let level = Int(cmark_node_get_heading_level(current))
                let text = Self.plainText(current)
                var id = Book.slug(text)
                if id.isEmpty { id = "section" }
                if let count = usedIDs[id] { usedIDs[id] = count + 1; id += "-\(count)" } else { usedIDs[id] = 1 }
                ordinals[level, default: 0] += 1
                output.anchors.append(Anchor(id: id, key: "h\(level)-\(ordinals[level]!)"))
                let inner = Self.renderHTML(current)
                    .replacingOccurrences(of: "<h\(level)>", with: "").replacingOccurrences(of: "</h\(level)>", with: "")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                fragment = "<h\(level) id=\"\(HTML.escape(id))\">\(inner) <a class=\"anchor\" href=\"#\(HTML.escape(id))\" aria-label=\"\(HTML.escape(Catalog[language].siteLinkToThisSection))\">#</a></h\(level)>"
                if level >= 1 {
                    flush()
                    section = SearchSection(p: pagePath, a: id, t: pageTitle, h: text, l: language.rawValue, x: "")
                }
            case CMARK_NODE_CODE_BLOCK:
                let info = cmark_node_get_fence_info(current).map { String(cString: $0) } ?? ""
                let content = Self.withoutJoiners(cmark_node_get_literal(current).map { String(cString: $0) } ?? "")
                let (blockLanguage, attributes) = MarkdownDocument.parseInfo(info)
                fragment = blockHTML(blockLanguage, attributes, content, line) ?? CodeBlocks.code(blockLanguage, content)
                if fragment.contains("class=\"exercise") {
                    // Exercises are scroll targets paired across languages by their id.
                    if let range = fragment.range(of: "id=\""), let end = fragment[range.upperBound...].firstIndex(of: "\"") {
                        let id = String(fragment[range.upperBound..<end])
                        output.anchors.append(Anchor(id: id, key: id))
                    }
                }
            default:
                fragment = Self.renderHTML(current)
            }
            if cmark_node_get_type(current) != CMARK_NODE_HEADING { section.x += " " + HTML.searchText(fragment) }
            html.append(fragment)
        }
        flush()
        output.html = html.joined(separator: "\n")
        return output
    }

    /// Links and images: chapter files become their pages, other files of the book the copies
    /// in the site; a link that leaves the book is a problem with its line.
    func rewriteLinks(_ root: OpaquePointer) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let raw = cmark_node_get_url(node) else { continue }
            let destination = String(cString: raw)
            if destination.isEmpty || destination.hasPrefix("#") || destination.contains(":") { continue }
            let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0].removingPercentEncoding ?? parts[0]
            let anchor = parts.count > 1 ? "#" + parts[1] : ""
            let folder = (sourcePath as NSString).deletingLastPathComponent
            guard let relative = Self.normalize(folder.isEmpty ? path : folder + "/" + path) else {
                problems.append(Diagnostic(file: sourcePath, line: Int(cmark_node_get_start_line(node)), column: nil,
                                           message: "the link `\(destination)` points outside the book's folder",
                                           suggestion: "link only to files inside the book (the rendered site cannot carry others)"))
                continue
            }
            guard let target = linkTarget(relative) else {
                problems.append(Diagnostic(file: sourcePath, line: Int(cmark_node_get_start_line(node)), column: nil,
                                           message: "the link `\(destination)` points to a file that does not exist"))
                continue
            }
            cmark_node_set_url(node, Self.relativeLink(from: pagePath, to: target) + anchor)
        }
        return problems
    }

    /// `a/b/../c` → `a/c`; nil when it climbs above the root.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(component)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// The link from one site page to another (both relative to the site's root).
    static func relativeLink(from page: String, to target: String) -> String {
        let from = page.split(separator: "/").dropLast()
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }

    /// Front matter replaced by blank lines (line numbers stay those of the file).
    static func strippingFrontMatter(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---",
              let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else { return text }
        return String(repeating: "\n", count: end + 1) + lines[(end + 1)...].joined(separator: "\n")
    }

    /// The chapter's Markdown with GitHub's tables and strikethrough (libcmark-gfm's own
    /// extensions; bare URLs are not made links, so every link is one the author wrote).
    static func parse(_ body: String) -> OpaquePointer? {
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough"] {
            if let extensionPointer = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, extensionPointer) }
        }
        cmark_parser_feed(parser, body, body.utf8.count)
        return cmark_parser_finish(parser)
    }

    /// The mark `joiningCJKEmphasis` adds (U+2060 WORD JOINER: neither whitespace nor punctuation
    /// for CommonMark, and invisible); removed again from everything rendered.
    static let joiner: Unicode.Scalar = "\u{2060}"

    /// CommonMark's flanking rules were written for languages that put spaces between words:
    /// `**약속(프로토콜)**만` stays literal because its closing `**` follows punctuation and is
    /// followed by a letter (a Hangul particle), and `은**(괄호)**` because its opening run follows
    /// a letter and precedes punctuation (the known CJK problem, commonmark-spec#650). Between
    /// such a `*` run and the punctuation on its inner side, when the letter on its outer side is
    /// Hangul, kana or a CJK ideograph, this inserts a word joiner, which CommonMark counts as
    /// neither whitespace nor punctuation, so the run flanks as it would before a space. Escaped
    /// runs (`\*`) are left alone; the joiners are removed from what is rendered (HTML, code,
    /// headings), and lines do not move. Text without Hangul, kana or ideographs is unchanged.
    static func joiningCJKEmphasis(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: isCJKLetter) else { return text }
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "*" else {
                out.append(scalar)
                // An escaped character is copied as it is.
                if scalar == "\\", index + 1 < scalars.count { out.append(scalars[index + 1]); index += 1 }
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, scalars[end] == "*" { end += 1 }
            let before: Unicode.Scalar? = index > 0 ? scalars[index - 1] : nil
            let after: Unicode.Scalar? = end < scalars.count ? scalars[end] : nil
            // Closing: punctuation inside, a CJK letter outside.
            if let before, let after, isPunctuation(before), isCJKLetter(after) { out.append(joiner) }
            out.append(contentsOf: scalars[index..<end])
            // Opening: a CJK letter outside, punctuation inside.
            if let before, let after, isCJKLetter(before), isPunctuation(after), after != "*" { out.append(joiner) }
            index = end
        }
        return String(out)
    }

    static func isCJKLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return true // Hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF: return true // kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return true // ideographs
        default: return false
        }
    }

    /// Punctuation as CommonMark counts it: ASCII punctuation and Unicode's P categories.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x21...0x2F).contains(scalar.value) || (0x3A...0x40).contains(scalar.value) || (0x5B...0x60).contains(scalar.value) || (0x7B...0x7E).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }

    static func withoutJoiners(_ text: String) -> String {
        guard text.unicodeScalars.contains(joiner) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0 != joiner })
        return String(scalars)
    }

    static func renderHTML(_ node: OpaquePointer) -> String {
        guard let html = cmark_render_html(node, CMARK_OPT_DEFAULT, nil) else { return "" }
        defer { free(html) }
        // A code block outside a figure (in a list item) and a table scroll sideways on a phone:
        // a keyboard reaches them (axe's scrollable-region-focusable).
        return withoutJoiners(String(cString: html))
            .replacingOccurrences(of: "<pre><code", with: "<pre tabindex=\"0\"><code")
            .replacingOccurrences(of: "<table>", with: "<table tabindex=\"0\">")
    }

    static func plainText(_ node: OpaquePointer) -> String { withoutJoiners(plainTextWithJoiners(node)) }

    private static func plainTextWithJoiners(_ node: OpaquePointer) -> String {
        var text = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            if let literal = cmark_node_get_literal(current) { text += String(cString: literal) }
            text += plainTextWithJoiners(current)
            child = cmark_node_next(current)
        }
        return text
    }
}

/// Code blocks as figures with a caption and a copy button.
enum CodeBlocks {
    static func code(_ language: String, _ content: String, caption: String? = nil, extraClass: String = "") -> String {
        let body: String
        switch language.lowercased() {
        case "swift": body = SwiftHighlighter.html(content)
        case "yaml", "yml", "storyboard", "checks", "exercise", "hint": body = PlainHighlighter.yaml(content)
        case "sh", "shell", "bash", "console", "zsh": body = PlainHighlighter.shell(content)
        default: body = HTML.escape(content)
        }
        let trimmed = body.hasSuffix("\n") ? String(body.dropLast()) : body
        var html = "<figure class=\"code\(extraClass.isEmpty ? "" : " " + extraClass)\">"
        if let caption { html += "<figcaption>\(caption)</figcaption>" }
        html += "<pre tabindex=\"0\"><code class=\"language-\(HTML.escape(language))\">\(trimmed)</code></pre></figure>"
        return html
    }
}
