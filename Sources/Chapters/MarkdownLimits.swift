import Foundation

/// Bounds checked before a text reaches libcmark-gfm, whose list handling is quadratic in the
/// nesting depth: a line of 30,000 `* ` markers (lists nested 30,000 deep) takes seconds, and a
/// few such lines minutes (found by `workbook-fuzz`, docs/fuzzing.md). No chapter needs more
/// than a handful of levels, so a chapter past these bounds is refused with where and why.
public enum MarkdownLimits {
    /// Bytes in one Markdown file.
    public static let maximumBytes = 2_000_000
    /// Block containers (`>`, `-`, `*`, `+`, `1.`, `1)`) opened at the start of one line.
    public static let maximumNesting = 32
    /// Bytes on a code fence's opening line (its info string: `swift file=… mistake=…`).
    public static let maximumFenceLine = 1_000

    public struct Problem: Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var message: String
        public var suggestion: String
    }

    /// The first bound `text` goes past, if any.
    public static func firstProblem(in text: String) -> Problem? {
        if text.utf8.count > maximumBytes {
            return Problem(line: 1, column: 1, message: "this Markdown file is \(text.utf8.count) bytes; at most \(maximumBytes) are read",
                           suggestion: "split it into several chapters")
        }
        // Lines end as CommonMark ends them: LF, CR, or CR LF (a String split on "\n" would keep
        // "\r\n", a single Character, inside one line).
        let bytes = Array(text.utf8)
        var lineNumber = 1, start = 0, index = 0
        while index <= bytes.count {
            let atEnd = index == bytes.count
            if atEnd || bytes[index] == 0x0A || bytes[index] == 0x0D {
                let line = Array(bytes[start..<index])
                if line.count > maximumFenceLine, isFenceOpening(line) {
                    return Problem(line: lineNumber, column: maximumFenceLine + 1,
                                   message: "a code fence line of \(line.count) bytes; at most \(maximumFenceLine) are read",
                                   suggestion: "keep the info string short: the block's role and its `key=value` attributes")
                }
                let (depth, column) = containerDepth(line)
                if depth > maximumNesting {
                    return Problem(line: lineNumber, column: column,
                                   message: "lists or block quotes nested \(depth) deep on one line; at most \(maximumNesting) levels are read",
                                   suggestion: "a `*`, `-`, `+`, `1.` or `>` followed by a space opens a new level: write such a line as code or escape the marker (`\\*`)")
                }
                if !atEnd, bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                lineNumber += 1
                start = index + 1
            }
            index += 1
        }
        return nil
    }

    /// How many block containers the line's start opens (a list marker or `>` each), and the
    /// 1-based byte column where the one past the limit starts. A thematic break (`* * *`, `- - -`)
    /// opens none.
    static func containerDepth(_ bytes: [UInt8]) -> (Int, Int) {
        if isThematicBreak(bytes) { return (0, 1) }
        var index = 0, depth = 0, column = 1
        func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        while true {
            skipSpaces()
            guard index < bytes.count else { break }
            let start = index
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") {
                guard index + 1 >= bytes.count || bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09 else { break }
                index += 1
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                var end = index
                while end < bytes.count, end - index < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")"),
                      end + 1 >= bytes.count || bytes[end + 1] == 0x20 || bytes[end + 1] == 0x09 else { break }
                index = end + 1
            } else {
                break
            }
            depth += 1
            if depth == maximumNesting + 1 { column = start + 1 }
        }
        return (depth, column)
    }

    /// Up to three spaces, then three or more backticks or tildes.
    static func isFenceOpening(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count, index < 3, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") else { return false }
        let fence = bytes[index]
        var count = 0
        while index < bytes.count, bytes[index] == fence { count += 1; index += 1 }
        return count >= 3
    }

    /// Three or more of one of `*`, `-`, `_`, with spaces or tabs only (CommonMark's thematic break).
    static func isThematicBreak(_ bytes: [UInt8]) -> Bool {
        var marker: UInt8?
        var count = 0
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 { continue }
            guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else { return false }
            if marker == nil { marker = byte } else if marker != byte { return false }
            count += 1
        }
        return count >= 3
    }
}
