import Foundation

/// Writes the copies that are compiled: Objective-C/IB-only attributes replaced by spaces (no
/// line or column moves), the glue appended after the learner's last line.
public enum SourcePreparer {
    /// `#selector(…)` needs the Objective-C runtime: it becomes `Selector("sel:")`, padded with
    /// spaces to the same width when shorter, so at most that line's later columns move.
    /// `selectorText` names the selector of a `#selector(…)`; by default it is resolved among this
    /// file's methods (the compiler passes the whole project's analysis).
    public static func prepare(_ source: String, file: SourceAnalysis.File, glue: String,
                               selectorText: ((SourceAnalysis.SelectorExpression) -> String)? = nil) -> String {
        let selectorText = selectorText ?? SourceAnalysis(files: [file]).selector(for:)
        var bytes = Array(source.utf8)
        for range in file.blankRanges where range.lowerBound >= 0 && range.upperBound <= bytes.count {
            for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        for expression in file.selectorExpressions.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where expression.range.upperBound <= bytes.count && !bytes[expression.range].contains(UInt8(ascii: "\n")) {
            var replacement = Array("Selector(\"\(selectorText(expression))\")".utf8)
            if replacement.count < expression.range.count {
                replacement += Array(repeating: UInt8(ascii: " "), count: expression.range.count - replacement.count)
            }
            bytes.replaceSubrange(expression.range, with: replacement)
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if !glue.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            text += glue
        }
        return text
    }
}
