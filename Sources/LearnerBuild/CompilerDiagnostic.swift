import Foundation

/// One `file:line:column: severity: message` block of swiftc's output, with the source excerpt
/// printed below it, the file relative to the learner's project.
public struct CompilerDiagnostic: Sendable, Equatable, Codable {
    public var file: String
    public var line: Int
    public var column: Int
    /// `error`, `warning`, `note` or `remark`.
    public var severity: String
    public var message: String
    /// The lines swiftc prints below the message: `12 |     label.text = x` and the marker
    /// lines (`   |     ` + "`- error: …"), without the blank line that ends the block.
    public var excerpt: [String]

    public init(file: String, line: Int, column: Int, severity: String, message: String, excerpt: [String] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.excerpt = excerpt
    }

    /// `file:line:column: severity: message` followed by the excerpt, as swiftc prints it.
    public var rendered: String {
        let header = file.isEmpty ? "\(severity): \(message)" : "\(file):\(line):\(column): \(severity): \(message)"
        return ([header] + excerpt).joined(separator: "\n")
    }
}
