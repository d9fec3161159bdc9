import Foundation

/// One `file:line:column: severity: message` line of swiftc's output, mapped to the learner's file.
public struct CompilerDiagnostic: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: String
    public var message: String

    /// Parses swiftc output, rewriting paths under `sourceRoot` to paths relative to the project.
    static func parse(_ output: String, sourceRoot: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for rawLine in output.split(separator: "\n") {
            let line = String(rawLine)
            for severity in ["error", "warning", "note"] {
                guard let marker = line.range(of: ": \(severity): ") else { continue }
                let location = line[..<marker.lowerBound].split(separator: ":")
                guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                      let column = Int(location[location.count - 1]) else { continue }
                var path = location.dropLast(2).joined(separator: ":")
                if path.hasPrefix(sourceRoot + "/") { path = String(path.dropFirst(sourceRoot.count + 1)) }
                result.append(CompilerDiagnostic(file: path, line: lineNumber, column: column, severity: severity,
                                                 message: String(line[marker.upperBound...])))
                break
            }
        }
        return result
    }
}
