import Foundation

/// Maps swiftc's diagnostics on the prepared copies back to the learner's files: paths relative
/// to the project, excerpt lines shown as the learner wrote them, glue lines left out.
struct DiagnosticMapper {
    struct FileText {
        var original: [Substring]
        var prepared: [Substring]
        /// The learner's last line; later lines of the prepared copy are glue.
        var lineCount: Int
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

    /// `in the glue for ViewController` for an error in glue appended to a learner file,
    /// `in the generated main file` for `__WorkbookMain.swift`.
    func glueContext(of diagnostic: CompilerDiagnostic) -> String {
        guard let text = files[path(diagnostic.file)], diagnostic.line - 1 < text.prepared.count else {
            return "in the generated main file"
        }
        for line in text.prepared[..<max(0, diagnostic.line)].reversed() where line.hasPrefix("extension ") {
            return "in the glue for " + line.dropFirst("extension ".count).prefix { $0 != " " && $0 != "{" }
        }
        return "in the glue of \(path(diagnostic.file))"
    }

    /// The compiler's whole output with paths relative to the project (for a workbook bug report).
    func rewrite(_ output: String) -> String {
        output.replacingOccurrences(of: sourceRoot + "/", with: "")
    }
}

extension StringProtocol {
    var trimmingTrailingSpaces: Substring {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
