import Foundation

/// A storyboard the importer cannot read: where, what was expected, and what to do.
public struct StoryboardImportError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var suggestion: String?

    public init(file: String, line: Int, column: Int, message: String, suggestion: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        var text = "\(file):\(line):\(column): error: \(message)"
        if let suggestion { text += "\n  \(suggestion)" }
        return text
    }
}
