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
        // Whichever comes first in the file: a control character, or a line past a bound.
        let control = firstControlCharacter(in: text)
        guard let lineProblem = firstLineProblem(in: text, before: control?.line) else { return control }
        guard let control else { return lineProblem }
        return (control.line, control.column) < (lineProblem.line, lineProblem.column) ? control : lineProblem
    }

    /// The first line past `maximumFenceLine` or `maximumNesting`, looking no further than line `limit`.
    static func firstLineProblem(in text: String, before limit: Int?) -> Problem? {
        // Lines end as CommonMark ends them: LF, CR, or CR LF (a String split on "\n" would keep
        // "\r\n", a single Character, inside one line).
        let bytes = Array(text.utf8)
        var lineNumber = 1, start = 0, index = 0
        while index <= bytes.count {
            let atEnd = index == bytes.count
            if let limit, lineNumber > limit { return nil }
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

    /// The names of the C0 control characters, U+0000 to U+001F.
    static let controlNames = ["NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
                               "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US"]

    /// The first control character other than tab and the line ends (LF, CR): a C0 control, DEL or
    /// a C1 control, invisible in an editor and meaningless in a chapter (a NUL also cuts the text
    /// short for libcmark-gfm). Its column counts Unicode scalars.
    static func firstControlCharacter(in text: String) -> Problem? {
        var line = 1, column = 1, afterCR = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x0A {
                if !afterCR { line += 1 }
                column = 1
                afterCR = false
                continue
            }
            afterCR = value == 0x0D
            if afterCR {
                line += 1
                column = 1
                continue
            }
            if value < 0x20 && value != 0x09 || (0x7F...0x9F).contains(value) {
                let code = "U+" + String(repeating: "0", count: 4 - String(value, radix: 16).count) + String(value, radix: 16, uppercase: true)
                let name = value < 0x20 ? " (\(controlNames[Int(value)]))" : value == 0x7F ? " (DEL)" : ""
                return Problem(line: line, column: column,
                               message: "the control character \(code)\(name) is not allowed in a chapter: expected text, tabs and line breaks",
                               suggestion: "delete it (most editors do not show it), or write it as code such as `\\0` if the text is about it")
            }
            column += 1
        }
        return nil
    }

    /// Where bytes stop being UTF-8: the offset of the first byte of the first sequence that is
    /// not UTF-8 (overlong forms and encoded surrogates included), its line and column (in
    /// characters before it), the byte, and whether the sequence is only cut off by the end.
    public struct InvalidUTF8: Equatable, Sendable {
        public var offset: Int
        public var line: Int
        public var column: Int
        public var byte: UInt8
        public var truncated: Bool

        /// `at byte offset N (line L): …`, for a message.
        public var description: String {
            let hex = "0x" + String(byte, radix: 16, uppercase: true)
            return "at byte offset \(offset) (line \(line)): "
                + (truncated ? "a UTF-8 character starting with byte \(hex) is cut off by the end of the file" : "byte \(hex) starts no UTF-8 character here")
        }
    }

    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> InvalidUTF8? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1, afterCR = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                offset += encoded.count
                let value = Unicode.UTF8.decode(encoded).value
                if value == 0x0A || value == 0x0D {
                    if !(value == 0x0A && afterCR) { line += 1 }
                    column = 1
                } else {
                    column += 1
                }
                afterCR = value == 0x0D
            case let .error(length):
                let lead = bytes[offset]
                return InvalidUTF8(offset: offset, line: line, column: column, byte: lead,
                                   truncated: offset + length == bytes.count && (0xC2...0xF4).contains(lead) && length < Self.sequenceLength(lead))
            case .emptyInput:
                return nil
            }
        }
    }

    /// The length of the UTF-8 sequence a lead byte starts.
    static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
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
