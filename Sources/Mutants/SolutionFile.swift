import Chapters
import Foundation
import SwiftParser
import SwiftSyntax

/// A replacement of a byte range of a file's text.
struct TextEdit {
    var range: Range<Int>
    var replacement: String
}

/// One Swift file of an exercise's reference solution, parsed, with the lines that came from its
/// solution regions (`// BEGIN SOLUTION` … `// END SOLUTION`): the code the learner writes.
struct SolutionFile {
    let name: String
    let text: String
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// 1-based lines of `text` that were inside a solution region.
    let regionLines: Set<Int>

    /// `content` is the chapter's file with its region markers.
    init(name: String, content: String) {
        var lines: [Substring] = []
        var region = Set<Int>()
        var inside = false
        for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
            if SolutionRegions.isBegin(line) { inside = true; continue }
            if SolutionRegions.isEnd(line) { inside = false; continue }
            lines.append(line)
            if inside { region.insert(lines.count) }
        }
        var text = lines.joined(separator: "\n")
        if !text.hasSuffix("\n") { text += "\n" }
        self.init(name: name, text: text, regionLines: region)
    }

    init(name: String, text: String, regionLines: Set<Int>) {
        self.name = name
        self.text = text
        self.bytes = Array(text.utf8)
        self.tree = Parser.parse(source: text)
        self.converter = SourceLocationConverter(fileName: name, tree: tree)
        self.regionLines = regionLines
    }

    var hasRegion: Bool { !regionLines.isEmpty }

    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func endLine(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.endPositionBeforeTrailingTrivia).line
    }

    /// Whether the node lies in a solution region.
    func inRegion(_ node: some SyntaxProtocol) -> Bool {
        regionLines.contains(line(of: node)) && regionLines.contains(endLine(of: node))
    }

    /// The node's byte range without its trivia.
    func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The byte range of the whole lines the node occupies (from the line's start through its
    /// newline), when nothing else shares them; else the node's own range.
    func lineRange(of node: some SyntaxProtocol) -> Range<Int> {
        let own = range(of: node)
        var start = own.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return own }
        var end = own.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ";") { end += 1 }
        guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") else { return own }
        return start..<min(end + 1, bytes.count)
    }

    /// The indentation of the line holding `offset`.
    func indentation(at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offset just after the newline ending the line that holds `offset`.
    func endOfLine(after offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return min(end + 1, bytes.count)
    }

    /// The text with the edits made (they must not overlap).
    func applying(_ edits: [TextEdit]) -> String {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The 1-based line of a byte offset in `text`.
    func line(atOffset offset: Int) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}

/// A node's code on one line (runs of whitespace made one space), for reports.
func oneLine(_ text: String) -> String {
    text.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" }).joined(separator: " ")
}

/// The statement's code (first line trimmed, the others as in the file, where the statement was
/// indented by `from`) indented by `indent` instead.
func reindented(_ code: String, from: String, to indent: String) -> String {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    var out = [indent + lines[0]]
    for line in lines.dropFirst() {
        let drop = min(from.count, line.prefix { $0 == " " || $0 == "\t" }.count)
        out.append(line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : indent + line.dropFirst(drop))
    }
    return out.joined(separator: "\n")
}
