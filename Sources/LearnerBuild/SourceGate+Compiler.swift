import Foundation
import Texts

extension SourceGate {
    /// The flags that make swiftc report unsafe memory use (`[#StrictMemorySafety]` warnings).
    public static let strictMemorySafetyFlags = ["-strict-memory-safety"]

    /// Findings from swiftc output produced with `-strict-memory-safety`: every
    /// `[#StrictMemorySafety]` diagnostic located in a learner file (given the learner's relative
    /// paths; absolute paths ending in one of them count too) becomes a finding of rule
    /// `unsafe-memory`, with the first note after it (`reference to property 'utf8String'
    /// involves unsafe type 'UnsafePointer<Int8>'`) as the detail.
    public static func findings(fromCompilerOutput output: String, learnerFiles: Set<String>) -> [GateFinding] {
        let diagnostics = CompilerOutput.parse(output)
        var result: [GateFinding] = []
        var seen = Set<String>()
        for (index, diagnostic) in diagnostics.enumerated() {
            guard diagnostic.severity != "note", diagnostic.message.contains("[#StrictMemorySafety]"),
                  let file = learnerFile(diagnostic.file, in: learnerFiles) else { continue }
            guard seen.insert("\(file):\(diagnostic.line):\(diagnostic.column)").inserted else { continue }
            var detail = diagnostic.message.replacingOccurrences(of: "[#StrictMemorySafety]", with: "")
                .trimmingCharacters(in: .whitespaces)
            if index + 1 < diagnostics.count, diagnostics[index + 1].severity == "note", !diagnostics[index + 1].message.isEmpty {
                detail = diagnostics[index + 1].message
            }
            result.append(GateFinding(
                file: file, line: diagnostic.line, column: diagnostic.column, rule: "unsafe-memory",
                text: Catalog.both { $0.gateUnsafeMemory(detail: detail) }))
        }
        return result
    }

    static func learnerFile(_ path: String, in learnerFiles: Set<String>) -> String? {
        guard !path.isEmpty else { return nil }
        if learnerFiles.contains(path) { return path }
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if learnerFiles.contains(trimmed) { return trimmed }
        return learnerFiles.filter { trimmed.hasSuffix("/" + $0) }.max { $0.count < $1.count }
    }
}
