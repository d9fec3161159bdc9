import Foundation

/// swiftc's output split into diagnostic blocks.
struct CompilerOutput {
    static let severities = ["error", "warning", "note", "remark"]

    /// Every block: a located header (`path:line:col: severity: message`) or an unlocated one
    /// (`error: link command failed…`), with the lines that follow it up to the next header.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let header = header(line) {
                result.append(header)
            } else if !result.isEmpty {
                result[result.count - 1].excerpt.append(line)
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                result.append(CompilerDiagnostic(file: "", line: 0, column: 0, severity: "error", message: line))
            }
        }
        for index in result.indices {
            result[index].excerpt = withoutStrayFootnotes(result[index])
            while let last = result[index].excerpt.last, last.trimmingCharacters(in: .whitespaces).isEmpty {
                result[index].excerpt.removeLast()
            }
        }
        return result
    }

    /// swiftc 6.3 ends its output with links to the documentation of diagnostic groups
    /// (`[#StrictMemorySafety]: <https://docs.swift.org/…>`), printed after whichever block came
    /// last. A link whose group `[#Name]` no line of the block names is not about that block:
    /// it is dropped, so that a learner reads only what concerns the error shown.
    static func withoutStrayFootnotes(_ block: CompilerDiagnostic) -> [String] {
        let footnote = #"^\s*\[#(\w+)\]: <[^>]+>\s*$"#
        let named = ([block.message] + block.excerpt.filter { $0.range(of: footnote, options: .regularExpression) == nil }).joined(separator: "\n")
        return block.excerpt.filter { line in
            guard line.range(of: footnote, options: .regularExpression) != nil,
                  let open = line.range(of: "[#"), let close = line.range(of: "]:", range: open.upperBound..<line.endIndex) else { return true }
            return named.contains("[#" + line[open.upperBound..<close.lowerBound] + "]")
        }
    }

    /// `App/ViewController.swift:12:5: error: message`, `<unknown>:0: error: …`, `error: …`.
    static func header(_ line: String) -> CompilerDiagnostic? {
        for severity in severities {
            if line.hasPrefix("\(severity): ") {
                return CompilerDiagnostic(file: "", line: 0, column: 0, severity: severity,
                                          message: String(line.dropFirst(severity.count + 2)))
            }
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound]
            // Excerpt lines (`12 | …`, `   | `- error: …`) are never headers.
            guard !location.contains(" | "), !location.hasPrefix(" ") else { return nil }
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
                return CompilerDiagnostic(file: parts.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
                                          severity: severity, message: String(line[marker.upperBound...]))
            }
            if parts.count >= 2, let lineNumber = Int(parts[parts.count - 1]) {
                return CompilerDiagnostic(file: parts.dropLast().joined(separator: ":"), line: lineNumber, column: 0,
                                          severity: severity, message: String(line[marker.upperBound...]))
            }
        }
        return nil
    }

    /// `  12 | text` → (12, text); marker lines and others → nil.
    static func numberedLine(_ line: String) -> (number: Int, text: String)? {
        guard let bar = line.range(of: " | ") ?? (line.hasSuffix(" |") ? line.range(of: " |", options: .backwards) : nil) else { return nil }
        guard let number = Int(line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces)) else { return nil }
        return (number, String(line[bar.upperBound...]))
    }
}
