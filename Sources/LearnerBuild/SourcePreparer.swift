import Foundation

/// Writes the copies that are compiled: Objective-C/IB-only attributes replaced by spaces (no
/// line or column moves), the glue appended after the learner's last line.
public enum SourcePreparer {
    public static func prepare(_ source: String, file: SourceAnalysis.File, glue: String) -> String {
        var bytes = Array(source.utf8)
        for range in file.blankRanges where range.lowerBound >= 0 && range.upperBound <= bytes.count {
            for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if !glue.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            text += glue
        }
        return text
    }
}
