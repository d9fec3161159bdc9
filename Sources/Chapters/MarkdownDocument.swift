import CCmarkGFM
import Foundation

/// A Markdown file read with libcmark-gfm: its front matter and the blocks the workbook uses,
/// each with the line it starts on in the file.
public struct MarkdownDocument: Sendable {
    public struct Heading: Sendable, Equatable {
        public var level: Int
        public var text: String
        public var line: Int
    }

    public struct CodeBlock: Sendable, Equatable {
        /// The info string's first word (`swift`, `storyboard`, `checks`, …).
        public var language: String
        /// `key=value` attributes after it (`file=ViewController.swift`, `mistake=twin`).
        public var attributes: [String: String]
        public var content: String
        /// Line of the opening fence in the file.
        public var line: Int
        /// Line of the block's first content line in the file.
        public var contentLine: Int { line + 1 }
        /// Column of each attribute's value on the fence line (for messages).
        public var attributeColumns: [String: Int] = [:]
    }

    public var frontMatter: String?
    /// The line the front matter's first key is on.
    public var frontMatterLine: Int
    public var headings: [Heading]
    public var codeBlocks: [CodeBlock]
    /// Link destinations in the prose, with their lines.
    public var links: [(destination: String, line: Int)]

    /// Parses Markdown; front matter is a leading `---` … `---` block (not Markdown, read as YAML).
    public static func parse(_ text: String) -> MarkdownDocument {
        let text = normalizingLineEnds(text)
        var body = text
        var frontMatter: String?
        var offset = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---",
           let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) {
            frontMatter = lines[1..<end].joined(separator: "\n")
            offset = end + 1
            // Keep line numbers: blank lines stand in for the front matter.
            body = String(repeating: "\n", count: offset) + lines[(end + 1)...].joined(separator: "\n")
        }
        var document = MarkdownDocument(frontMatter: frontMatter, frontMatterLine: 2, headings: [], codeBlocks: [], links: [])
        guard let root = cmark_parse_document(body, body.utf8.count, CMARK_OPT_DEFAULT) else { return document }
        defer { cmark_node_free(root) }
        guard let iterator = cmark_iter_new(root) else { return document }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let line = Int(cmark_node_get_start_line(node))
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                document.headings.append(Heading(level: Int(cmark_node_get_heading_level(node)), text: plainText(node), line: line))
            case CMARK_NODE_CODE_BLOCK:
                let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
                let content = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                let (language, attributes) = parseInfo(info)
                let fence = line >= 1 && line <= lines.count ? lines[line - 1] : ""
                document.codeBlocks.append(CodeBlock(language: language, attributes: attributes, content: content, line: line,
                                                     attributeColumns: attributeColumns(fence, keys: Array(attributes.keys))))
            case CMARK_NODE_LINK:
                if let url = cmark_node_get_url(node) { document.links.append((String(cString: url), line)) }
            default:
                break
            }
        }
        return document
    }

    /// CR LF and CR line ends as LF, as CommonMark reads them (and so line numbers agree with cmark's).
    public static func normalizingLineEnds(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// `swift file=ViewController.swift fails=a,b` → ("swift", [file: …, fails: …]); values may be quoted.
    public static func parseInfo(_ info: String) -> (String, [String: String]) {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in info {
            if character == "\"" { quoted.toggle(); continue }
            if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let language = words.first else { return ("", [:]) }
        var attributes: [String: String] = [:]
        for word in words.dropFirst() {
            // `=x` is an attribute with an empty name (lint reports it), never an index out of range.
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            attributes[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return (language, attributes)
    }

    /// `swift file=A.swift` → [file: 13]: where each `key=` value starts on the fence line (1-based).
    static func attributeColumns(_ fence: Substring, keys: [String]) -> [String: Int] {
        var columns: [String: Int] = [:]
        let characters = Array(fence)
        for key in keys {
            let pattern = Array(key + "=")
            var index = 1
            while index + pattern.count <= characters.count {
                if characters[index - 1] == " " || characters[index - 1] == "\t",
                   Array(characters[index..<(index + pattern.count)]) == pattern {
                    var start = index + pattern.count
                    if start < characters.count, characters[start] == "\"" { start += 1 }
                    columns[key] = start + 1
                    break
                }
                index += 1
            }
        }
        return columns
    }

    /// The text of a node's inline children.
    static func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            if let literal = cmark_node_get_literal(current) { text += String(cString: literal) }
            text += plainText(current)
            child = cmark_node_next(current)
        }
        return text
    }
}
