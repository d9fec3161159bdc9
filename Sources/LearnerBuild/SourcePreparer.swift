import Foundation

/// Writes the copies that are compiled: Objective-C/IB-only attributes replaced by spaces (no
/// line or column moves), the glue appended after the learner's last line.
///
/// `override` members of an extension (`extension ViewController { override func prepare(…) }`,
/// legal on iOS where UIKit's methods are `@objc`) are refused by Swift elsewhere ("declarations
/// in extensions cannot override yet"): they are blanked where they stand (newlines kept) and
/// compiled inside the class body instead, between `#sourceLocation` lines that give back the
/// learner's file and line, so messages and crashes still name the learner's own place.
public enum SourcePreparer {
    /// A member moved into a class body: its file, its text (already prepared) and where it starts.
    public struct Insertion: Sendable {
        public var file: String
        public var line: Int
        /// The prepared text from the start of the member's line (what precedes the member on that
        /// line turned into spaces, so columns stay the learner's).
        public var text: String
    }

    /// `#selector(…)` needs the Objective-C runtime: it becomes `Selector("sel:")`, padded with
    /// spaces to the same width when shorter, so at most that line's later columns move.
    /// `selectorText` names the selector of a `#selector(…)`; by default it is resolved among this
    /// file's methods (the compiler passes the whole project's analysis).
    /// `removed`: byte ranges turned into spaces (members moved elsewhere); `insertions`: members
    /// compiled before the closing brace at a byte offset of this file.
    public static func prepare(_ source: String, file: SourceAnalysis.File, glue: String,
                               selectorText: ((SourceAnalysis.SelectorExpression) -> String)? = nil,
                               removed: [Range<Int>] = [], insertions: [Int: [Insertion]] = [:]) -> String {
        let selectorText = selectorText ?? SourceAnalysis(files: [file]).selector(for:)
        let bytes = Array(source.utf8)
        let removed = removed.filter { $0.lowerBound >= 0 && $0.upperBound <= bytes.count }
        let insertions = insertions.filter { $0.key >= 0 && $0.key <= bytes.count }
        var cuts = Set([0, bytes.count])
        for range in removed { cuts.formUnion([range.lowerBound, range.upperBound]) }
        cuts.formUnion(insertions.keys)
        let points = cuts.sorted()
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for (start, end) in zip(points, points.dropFirst()) {
            if let moved = insertions[start] {
                output += Array(insertionText(moved, closingBrace: start, in: bytes, file: file.relativePath).utf8)
            }
            if removed.contains(where: { $0.contains(start) }) {
                output += blanked(bytes[start..<end])
            } else {
                output += transformed(bytes, range: start..<end, file: file, selectorText: selectorText)
            }
        }
        var text = String(decoding: output, as: UTF8.self)
        if !glue.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            text += glue
        }
        return text
    }

    /// The prepared text of a member that moves into a class body elsewhere: from the start of
    /// its line (earlier text of that line turned into spaces) to its end.
    public static func movedText(_ source: String, file: SourceAnalysis.File, range: Range<Int>,
                                 selectorText: @escaping (SourceAnalysis.SelectorExpression) -> String) -> String {
        let bytes = Array(source.utf8)
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return "" }
        var lineStart = range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let text = blanked(bytes[lineStart..<range.lowerBound]) + transformed(bytes, range: range, file: file, selectorText: selectorText)
        return String(decoding: text, as: UTF8.self)
    }

    /// The members, each after a `#sourceLocation` naming its own file and line, then a
    /// `#sourceLocation` back to this file's line of the closing brace, and spaces up to the brace's column.
    static func insertionText(_ members: [Insertion], closingBrace: Int, in bytes: [UInt8], file: String) -> String {
        var lineStart = closingBrace
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let braceLine = bytes[..<closingBrace].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        var text = "\n"
        for member in members {
            text += directive(file: member.file, line: member.line) + "\n" + member.text + "\n"
        }
        text += directive(file: file, line: braceLine) + "\n"
        text += String(decoding: blanked(bytes[lineStart..<closingBrace]), as: UTF8.self)
        return text
    }

    /// `#sourceLocation(file: "App/ViewController.swift", line: 12)`.
    public static func directive(file: String, line: Int) -> String {
        var escaped = ""
        for scalar in file.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "#sourceLocation(file: \"\(escaped)\", line: \(line))"
    }

    /// Every byte but line breaks turned into a space.
    static func blanked(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") }
    }

    /// The bytes of `range` with the attributes blanked and `#selector`s rewritten that lie in it.
    static func transformed(_ source: [UInt8], range: Range<Int>, file: SourceAnalysis.File,
                            selectorText: (SourceAnalysis.SelectorExpression) -> String) -> [UInt8] {
        var bytes = Array(source[range])
        let base = range.lowerBound
        for blank in file.blankRanges {
            let lower = max(blank.lowerBound, range.lowerBound), upper = min(blank.upperBound, range.upperBound)
            guard lower < upper else { continue }
            for index in (lower - base)..<(upper - base) where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        // Every replacement, from the end, so each range is still where the learner's text has it.
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        for expression in file.selectorExpressions
        where expression.range.lowerBound >= range.lowerBound && expression.range.upperBound <= range.upperBound {
            let local = (expression.range.lowerBound - base)..<(expression.range.upperBound - base)
            guard !bytes[local].contains(UInt8(ascii: "\n")) else { continue }
            var replacement = Array("Selector(\"\(selectorText(expression))\")".utf8)
            if replacement.count < local.count {
                replacement += Array(repeating: UInt8(ascii: " "), count: local.count - replacement.count)
            }
            replacements.append((local, replacement))
        }
        // An `@objc protocol` made class-bound (an empty range: inserted there).
        for rewrite in file.rewrites
        where rewrite.range.lowerBound >= range.lowerBound && rewrite.range.upperBound <= range.upperBound
            && (!rewrite.range.isEmpty || rewrite.range.lowerBound < range.upperBound) {
            replacements.append(((rewrite.range.lowerBound - base)..<(rewrite.range.upperBound - base), Array(rewrite.text.utf8)))
        }
        // `import os` grows by three bytes (nothing follows on its line).
        for module in file.coreDataImports where module.lowerBound >= range.lowerBound && module.upperBound <= range.upperBound {
            let local = (module.lowerBound - base)..<(module.upperBound - base)
            replacements.append((local, Array("UIKit".utf8) + Array(repeating: UInt8(ascii: " "), count: max(0, local.count - 5))))
        }
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: replacement.bytes)
        }
        return bytes
    }
}
