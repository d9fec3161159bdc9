import Foundation

/// Maps swiftc's diagnostics on the prepared copies back to the learner's files: paths relative
/// to the project, excerpt lines shown as the learner wrote them, glue lines left out.
struct DiagnosticMapper {
    struct FileText {
        var original: [Substring]
        var prepared: [Substring]
        /// The learner's last line; later lines of the prepared copy are glue.
        var lineCount: Int
        /// When members of extensions were moved into a class body of this copy: for each line of
        /// the copy, the learner's file and line it shows (nil for the `#sourceLocation` lines).
        var origins: [Origin?]? = nil
    }

    struct Origin: Equatable {
        var file: String
        var line: Int
    }

    /// The origin of every line of a prepared copy that holds `#sourceLocation` lines (written by
    /// `SourcePreparer` only: the source gate refuses the learner's own), nil when it has none.
    static func origins(of prepared: [Substring], file: String) -> [Origin?]? {
        guard prepared.contains(where: { $0.hasPrefix("#sourceLocation(file: ") }) else { return nil }
        var current = Origin(file: file, line: 1)
        var result: [Origin?] = []
        for line in prepared {
            if line.hasPrefix("#sourceLocation(file: \""), line.hasSuffix(")"),
               let comma = line.range(of: "\", line: ", options: .backwards),
               let number = Int(line[comma.upperBound..<line.index(before: line.endIndex)]) {
                let quoted = line[line.index(line.startIndex, offsetBy: "#sourceLocation(file: \"".count)..<comma.lowerBound]
                current = Origin(file: unescape(quoted), line: number)
                result.append(nil)
                continue
            }
            result.append(current)
            current.line += 1
        }
        return result
    }

    private static func unescape(_ text: Substring) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else { result.append(character); continue }
            if next == "u", iterator.next() == "{" {
                var hex = ""
                while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            } else {
                result.append(next)
            }
        }
        return result
    }

    enum Place: Equatable { case learner, glue, elsewhere }

    var files: [String: FileText]
    /// The absolute folder of the prepared copies, removed when swiftc prints absolute paths.
    var sourceRoot: String
    /// Generated files (`__WorkbookMain.swift`), by the path given to swiftc.
    var generatedFiles: Set<String>

    func path(_ raw: String) -> String {
        var path = raw
        if path.hasPrefix(sourceRoot + "/") { path = String(path.dropFirst(sourceRoot.count + 1)) }
        if path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }

    func place(of diagnostic: CompilerDiagnostic) -> Place {
        let file = path(diagnostic.file)
        if generatedFiles.contains(diagnostic.file) || generatedFiles.contains(file) { return .glue }
        guard let text = files[file] else { return .elsewhere }
        return diagnostic.line <= text.lineCount ? .learner : .glue
    }

    /// The diagnostic with the learner's path, its excerpt showing the learner's own text
    /// (where only blanking changed the line) and without glue lines.
    func mapped(_ diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
        var result = diagnostic
        result.file = path(diagnostic.file)
        guard let text = files[result.file], place(of: diagnostic) == .learner else { return result }
        // A member moved into a class body of another file: swiftc quotes that file's copy.
        let origin = Origin(file: result.file, line: diagnostic.line)
        let buffer = files.first { name, other in name != result.file && other.origins?.contains(origin) == true }?.value ?? text
        if buffer.origins != nil {
            result.excerpt = remappedExcerpt(diagnostic.excerpt, buffer: buffer, file: result.file, text: text)
            return result
        }
        var excerpt: [String] = []
        var inGlue = false
        for line in diagnostic.excerpt {
            guard let numbered = CompilerOutput.numberedLine(line) else {
                if !inGlue { excerpt.append(line) }
                continue
            }
            inGlue = numbered.number > text.lineCount
            guard !inGlue else { continue }
            let index = numbered.number - 1
            if index >= 0, index < text.prepared.count, index < text.original.count,
               text.prepared[index] == numbered.text || text.prepared[index].trimmingTrailingSpaces == numbered.text.trimmingTrailingSpaces {
                let prefix = line[..<line.index(line.endIndex, offsetBy: -numbered.text.count)]
                excerpt.append(String(prefix) + text.original[index])
            } else {
                excerpt.append(line)
            }
        }
        result.excerpt = excerpt
        return result
    }

    /// swiftc's excerpt of a copy with moved members: each quoted line of the copy renumbered as
    /// the learner's line it shows, lines of other files and `#sourceLocation` lines left out.
    func remappedExcerpt(_ lines: [String], buffer: FileText, file: String, text: FileText) -> [String] {
        var kept: [(number: Int?, text: String)] = []
        var skipping = false
        for line in lines {
            guard let numbered = CompilerOutput.numberedLine(line) else {
                if !skipping, let bar = line.firstIndex(where: { $0 != " " }), line[bar...].hasPrefix("|") || line[bar...].hasPrefix(":") {
                    kept.append((nil, String(line[bar...])))
                } else if !skipping {
                    kept.append((nil, line))
                }
                continue
            }
            guard let origin = buffer.origins?[safe: numbered.number - 1] ?? nil, origin.file == file,
                  origin.line <= text.lineCount else {
                skipping = true
                continue
            }
            skipping = false
            let prepared = buffer.prepared[safe: numbered.number - 1]
            let shown = prepared.map { $0.trimmingTrailingSpaces == numbered.text.trimmingTrailingSpaces } == true
                ? text.original[safe: origin.line - 1].map(String.init) ?? numbered.text : numbered.text
            kept.append((origin.line, "| " + shown))
        }
        let width = kept.compactMap(\.number).map { String($0).count }.max() ?? 1
        return kept.map { entry in
            if let number = entry.number {
                let digits = String(number)
                return String(repeating: " ", count: width - digits.count) + digits + " " + entry.text
            }
            guard entry.text.hasPrefix("|") || entry.text.hasPrefix(":") else { return entry.text }
            return String(repeating: " ", count: width) + " " + entry.text
        }
    }

    /// `in the glue for ViewController` for an error in glue appended to a learner file,
    /// `in the generated main file` for `__WorkbookMain.swift`.
    func glueContext(of diagnostic: CompilerDiagnostic) -> String {
        guard let text = files[path(diagnostic.file)], diagnostic.line - 1 < text.prepared.count else {
            return "in the generated main file"
        }
        // With moved members the copy's lines are shifted: the last line whose origin is this one.
        let physical = text.origins?.lastIndex(of: Origin(file: path(diagnostic.file), line: diagnostic.line)).map { $0 + 1 } ?? diagnostic.line
        for line in text.prepared[..<min(text.prepared.count, max(0, physical))].reversed() where line.hasPrefix("extension ") {
            return "in the glue for " + line.dropFirst("extension ".count).prefix { $0 != " " && $0 != "{" }
        }
        return "in the glue of \(path(diagnostic.file))"
    }

    /// The compiler's whole output with paths relative to the project (for a workbook bug report).
    func rewrite(_ output: String) -> String {
        output.replacingOccurrences(of: sourceRoot + "/", with: "")
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension StringProtocol {
    var trimmingTrailingSpaces: Substring {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
