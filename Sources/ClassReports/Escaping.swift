import Foundation
import WorkbookCore

/// Learner text (console, messages, student ids, refusal reasons) as each output writes it.
/// Every function first makes the text visible and bounded (`ReportEscaping.inert`).
enum Escape {
    /// HTML text or quoted attribute value.
    static func html(_ text: String) -> String { ReportEscaping.html(ReportEscaping.inert(text, multiline: true)) }

    /// Markdown prose (CommonMark/GFM) that stays readable: `\\`, `` ` ``, `*`, `_`, `~`, `[`, `]`
    /// and `|` are backslash-escaped, `<`, `>` and `&` become entities, and each line's first
    /// character is escaped when it could start a block (`#`, `-`, `+`, `=`, `1.`, `1)`), its
    /// leading blanks dropped; so no learner text can open a link, an image, a code span, a
    /// heading, a list, a quote, a table or raw HTML. Line breaks stay line breaks (hard breaks)
    /// when `multiline`, otherwise they are shown as `\n`.
    static func markdown(_ text: String, multiline: Bool = true) -> String {
        let safe = ReportEscaping.inert(text, multiline: multiline)
        return safe.split(separator: "\n", omittingEmptySubsequences: false)
            .map { markdownLine($0.drop { $0 == " " || $0 == "\t" }) }
            .joined(separator: "  \n")
    }

    private static func markdownLine(_ line: Substring) -> String {
        var output = ""
        output.reserveCapacity(line.utf8.count + 8)
        // A block marker at the start: `#`, `-`, `+`, `=` escaped; `12.` and `12)` escape the dot.
        if let first = line.first, "#-+=".contains(first) { output.append("\\") }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        let markerAfterDigits = !digits.isEmpty && (line.dropFirst(digits.count).first == "." || line.dropFirst(digits.count).first == ")")
        for (offset, character) in line.enumerated() {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\\", "`", "*", "_", "~", "[", "]", "|":
                output.append("\\")
                output.append(character)
            case "\t": output += " "
            default:
                if markerAfterDigits, offset == digits.count { output.append("\\") }
                output.append(character)
            }
        }
        return output
    }

    /// A fenced code block holding `lines` verbatim: the fence is longer than any run of
    /// backticks inside, so nothing inside can close it.
    static func markdownCodeBlock(_ lines: [String]) -> String {
        let safe = lines.map { ReportEscaping.inert($0, multiline: false) }
        var longest = 0
        for line in safe {
            var run = 0
            for character in line {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return ([fence + "text"] + safe + [fence]).joined(separator: "\n")
    }

    /// A code span holding `text` on one line (expected and actual values): delimited by more
    /// backticks than any run inside, padded with spaces.
    static func markdownCode(_ text: String) -> String {
        let safe = ReportEscaping.inert(text, multiline: false)
        if safe.isEmpty { return "\"\"" }
        var longest = 0, run = 0
        for character in safe {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let ticks = String(repeating: "`", count: longest + 1)
        return ticks + " " + safe + " " + ticks
    }
}

/// File names made from student ids: `A-Z a-z 0-9 . _ -` and, in an id written in composed
/// Unicode (NFC, as typed), letters and digits of other scripts (`김민준` stays `김민준`), never
/// starting with a dot; every other character as `_XX` hex bytes (`_` itself too, so the
/// escapes cannot be mistaken), and distinct ids always distinct names. An id not in NFC has its
/// non-ASCII characters escaped, so no two ids differing only in normalization share a name on
/// a file system that compares names normalized (APFS).
enum FileName {
    static func slug(_ id: String) -> String {
        var output = ""
        // Compared scalar by scalar: String's == treats NFC and NFD as equal.
        let composed = id.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(id.unicodeScalars)
        for scalar in id.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                let plain = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x2D || (byte == 0x2E && !output.isEmpty)
                output += plain ? String(scalar) : "_" + String(format: "%02X", byte)
            } else if composed, readable(scalar) {
                output.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { output += "_" + String(format: "%02X", byte) }
            }
        }
        if output.isEmpty { output = "_" }
        // Long ids: a bounded prefix and a hash of the whole id keep names unique and short
        // (counted in bytes: a file name holds at most 255).
        if output.utf8.count > 120 {
            var prefix = ""
            for character in output {
                guard prefix.utf8.count + String(character).utf8.count <= 100 else { break }
                prefix.append(character)
            }
            output = prefix + "-" + String(format: "%016llx", fnv1a(id))
        }
        return output
    }

    /// A letter or digit of a script other than ASCII (Hangul, kana, Latin with accents…): not a
    /// mark, a format or control character, a space or a symbol.
    static func readable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
            return !scalar.properties.isDefaultIgnorableCodePoint
        default:
            return false
        }
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return hash
    }
}

extension Double {
    /// Points as people write them: `3`, `2.5`, `0.33`.
    var points: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        var text = String(format: "%.2f", self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

enum Dates {
    /// `2026-11-23 12:00 UTC`: stable whatever the machine's zone.
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}
