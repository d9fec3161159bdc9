import Foundation

/// How wide a line of text is drawn, estimated without a font: the drawings (timelines,
/// storyboards) size their boxes with it, so no text has to be cut to fit. The estimate errs on
/// the wide side: a monospace character is 0.6 em, a wide one (Hangul, CJK, full-width forms,
/// emoji and dingbats such as ✘) 1 em; in a proportional font each class of Latin letter has the
/// width of its widest common glyph. The browser test measures the real widths in Chromium.
public enum TextWidth {
    /// A character drawn two cells wide in a terminal and about 1 em in any font.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x2600...0x27BF, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The estimated width in pixels of `text` at `size` px.
    public static func estimate(_ text: String, size: Double, monospace: Bool, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            if isWide(scalar) {
                ems += 1.0
            } else if monospace {
                ems += 0.6
            } else {
                ems += proportional(scalar)
            }
        }
        return (ems * size * (bold && !monospace ? 1.08 : 1.0)).rounded(.up)
    }

    static func proportional(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "i", "j", "l", ".", ",", ":", ";", "'", "!", "|", "I", "(", ")", "[", "]": return 0.32
        case " ", "f", "t", "r": return 0.38
        case "m", "w": return 0.9
        case "M", "W", "@", "%": return 0.98
        case "A"..."Z": return 0.74
        case "a"..."z", "0"..."9": return 0.6
        case "“", "”", "‘", "’", "\"": return 0.45
        case "→", "·", "…": return 1.0
        default: return scalar.isASCII ? 0.6 : 1.0
        }
    }
}
