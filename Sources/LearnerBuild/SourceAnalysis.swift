import Foundation

/// What the glue needs to know about the learner's Swift code.
public struct SourceAnalysis: Sendable {
    public struct Outlet: Sendable, Equatable {
        public var name: String
        /// The declared type without `!` or `?` (`UITextField`); for collections the element type.
        public var typeName: String
        public var isCollection: Bool
        public var isOptional: Bool
        public var line: Int
    }

    public struct Parameter: Sendable, Equatable {
        /// External label (`_` when none).
        public var label: String
        public var typeName: String
    }

    public struct Action: Sendable, Equatable {
        public var name: String
        public var parameters: [Parameter]
        public var explicitSelector: String?
        public var line: Int

        /// `onSubmit(_:)`.
        public var swiftName: String {
            parameters.isEmpty ? "\(name)()" : "\(name)(\(parameters.map { "\($0.label):" }.joined()))"
        }

        /// The Objective-C selector a storyboard names: `onSubmit:`, `unwindToMainWithSegue:`, `tap`.
        public var selector: String {
            if let explicitSelector { return explicitSelector }
            return Self.selector(name: name, labels: parameters.map(\.label))
        }

        public static func selector(name: String, labels: [String]) -> String {
            guard let first = labels.first else { return name }
            var result = name
            result += first == "_" ? ":" : "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
            for label in labels.dropFirst() { result += (label == "_" ? "" : label) + ":" }
            return result
        }
    }

    /// A class declaration or an extension of one, in one file.
    public struct TypeDeclaration: Sendable {
        public var name: String
        public var inheritedTypes: [String]
        public var isExtension: Bool
        public var isGeneric: Bool
        public var isNested: Bool
        public var hasMainAttribute: Bool
        public var outlets: [Outlet]
        public var actions: [Action]
        public var segueActions: [Action]
        public var line: Int
    }

    public struct File: Sendable {
        public var relativePath: String
        public var declarations: [TypeDeclaration]
        /// UTF-8 byte ranges to blank: Objective-C/IB-only attributes and modifiers.
        public var blankRanges: [Range<Int>]
        public var lineCount: Int
    }

    public var files: [File]

    public init(files: [File]) { self.files = files }

    /// Every class declaration (not extensions), by name.
    public var classes: [String: TypeDeclaration] {
        var result: [String: TypeDeclaration] = [:]
        for file in files {
            for declaration in file.declarations where !declaration.isExtension { result[declaration.name] = declaration }
        }
        return result
    }
}
