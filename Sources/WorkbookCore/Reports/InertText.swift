import Foundation

/// Learner-controlled text (console lines, crash reasons, compiler messages, file names, label
/// texts, class names) made inert and bounded before any report writer sees it, and the escaping
/// each format adds on top. See "Reports" in docs/checks.md.
enum InertText {
    /// At most this many UTF-8 bytes per text (message, expected, actual, reason, compiler text, …).
    static let maxTextBytes = 64 * 1024
    /// At most this many UTF-8 bytes per trace or console line.
    static let maxLineBytes = 4 * 1024
    /// Trace and console of a check: the last lines only, at most this many …
    static let maxLines = 200
    /// … and at most this many UTF-8 bytes together.
    static let maxLinesBytes = 64 * 1024
    /// Appended where a text was cut.
    static let truncationNote = "… (truncated)"

    static func earlierLinesNote(_ count: Int) -> String { "… (\(count) earlier lines not shown)" }

    // MARK: Visible controls

    /// Every control character shown as a visible escape, so no text can move the cursor, colour
    /// the terminal, set a window title, make a link, hide or reorder text, or end a line:
    /// ESC → `\e`, CR → `\r`, LF → `\n` (kept as a line break when `multiline`), TAB → `\t` (kept
    /// when `multiline`), other C0 controls and DEL → `\x01`…, C1 controls → `\u{9B}`…, bidirectional
    /// overrides and isolates, line and paragraph separators, and the noncharacters (U+FFFE, U+FFFF,
    /// U+FDD0–U+FDEF, …) → `\u{202E}`…. A CR LF pair in multi-line text is one line break.
    /// A backslash is left as it is.
    static func visible(_ text: String, multiline: Bool) -> String {
        var needsWork = false
        for scalar in text.unicodeScalars where escape(scalar, multiline: multiline) != nil || scalar == "\r" {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if multiline, scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                index += 1
                continue
            }
            if let escaped = escape(scalar, multiline: multiline) {
                output.append(contentsOf: escaped.unicodeScalars)
            } else {
                output.append(scalar)
            }
            index += 1
        }
        return String(output)
    }

    /// The visible form of one scalar, or nil when it is shown as it is.
    private static func escape(_ scalar: Unicode.Scalar, multiline: Bool) -> String? {
        let value = scalar.value
        switch value {
        case 0x0A: return multiline ? nil : "\\n"
        case 0x09: return multiline ? nil : "\\t"
        case 0x0D: return "\\r"
        case 0x1B: return "\\e"
        case 0x00...0x1F, 0x7F: return "\\x" + hex(value, digits: 2)
        case 0x80...0x9F: return "\\u{" + hex(value, digits: 2) + "}"
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF, 0xFFF9...0xFFFB,
             0xFDD0...0xFDEF:
            return "\\u{" + hex(value, digits: 4) + "}"
        default:
            if value & 0xFFFE == 0xFFFE { return "\\u{" + hex(value, digits: 4) + "}" }  // U+FFFE, U+FFFF, U+1FFFE, …
            return nil
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: Bounds

    /// The longest start of `text` of at most `bytes` UTF-8 bytes, cut on a character boundary.
    static func prefix(_ text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        return prefix(text, within: bytes) { $0.utf8.count }
    }

    /// The longest start of `text`, whole characters only, whose characters' `size`s add up to
    /// at most `limit` (UTF-8 bytes, UTF-16 units, bytes once escaped for JSON…).
    static func prefix(_ text: String, within limit: Int, size: (Character) -> Int) -> String {
        var used = 0
        var end = text.startIndex
        for character in text {
            let cost = size(character)
            if used + cost > limit { break }
            used += cost
            end = text.index(after: end)
        }
        return String(text[..<end])
    }

    /// A text made visible and bounded: at most `bytes` UTF-8 bytes, then " … (truncated)" when cut.
    static func inert(_ text: String, multiline: Bool, bytes: Int = maxTextBytes) -> String {
        // Cut first so that a huge text costs little, then again since escapes lengthen it.
        let head = prefix(text, bytes: bytes)
        var cut = head.utf8.count < text.utf8.count
        var safe = visible(head, multiline: multiline)
        if safe.utf8.count > bytes {
            safe = prefix(safe, bytes: bytes)
            cut = true
        }
        return cut ? safe + " " + truncationNote : safe
    }

    /// The last lines of a trace or console, each one line made visible, within the line limits;
    /// a first line says how many earlier lines were left out.
    static func inertLines(_ lines: [String]) -> [String] {
        var kept: [String] = []
        var total = 0
        for line in lines.reversed() {
            let safe = inert(line, multiline: false, bytes: maxLineBytes)
            let size = safe.utf8.count + 1
            if kept.count == maxLines || total + size > maxLinesBytes { break }
            kept.append(safe)
            total += size
        }
        kept.reverse()
        if kept.count < lines.count { kept.insert(earlierLinesNote(lines.count - kept.count), at: 0) }
        return kept
    }

    // MARK: Per-format escaping

    /// XML 1.0 character data or attribute value: `& < > " '` as entities; in attributes TAB, LF
    /// and CR as character references (so they survive attribute-value normalisation); characters
    /// XML 1.0 does not allow (most C0 controls, U+FFFE, U+FFFF) shown as visible escapes.
    static func xml(_ text: String, attribute: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t": output += attribute ? "&#9;" : "\t"
            case "\n": output += attribute ? "&#10;" : "\n"
            case "\r": output += "&#13;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value <= 0xD7FF || value >= 0xE000 && value <= 0xFFFD || value >= 0x10000
                if allowed {
                    output.unicodeScalars.append(scalar)
                } else {
                    output += visible(String(scalar), multiline: false)
                }
            }
        }
        return output
    }

    /// HTML text or quoted attribute value: `& < > " '` as entities, controls visible.
    static func html(_ text: String) -> String { htmlEntities(visible(text, multiline: true)) }

    /// `& < > " '` as entities, nothing else changed (for text the tool itself controls).
    static func htmlEntities(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// GitHub workflow command data (the message after `::`): `%`, CR and LF escaped, so the
    /// command stays on one line and nothing can start another.
    static func workflowData(_ text: String) -> String {
        visible(text, multiline: true)
            .replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub workflow command property value (`file=`, `title=`): as data, plus `:` and `,`.
    static func workflowProperty(_ text: String) -> String {
        workflowData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
