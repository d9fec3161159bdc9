import Foundation
import SwiftParser
import SwiftSyntax
import Texts

/// One sentence in the learner's language beside swiftc's own text, for the compile errors
/// beginners hit most (`CompileErrorLesson`), and the notes that let that sentence name the
/// learner's own declaration a misspelled name meant.
///
/// The compiler's text stays as swiftc wrote it (English in every language); the sentences are
/// added when a report is shown (`annotate`), so a report kept in the cache is shown in either
/// language. What the sentence needs from the learner's code beyond the compiler's words (the
/// declaration a misspelling meant) is in the text already, as a note in swiftc's own form
/// (`ViewController.swift:7:9: note: 'ViewController.savedMemos' declared here`) added at build
/// time (`declarationNotes`).
public enum CompileLessons {
    /// `text` (a compile-failure text: swiftc's blocks) with a line after each error's block
    /// (the error, its excerpt and its notes) that has a lesson: the catalog's prefix and sentence.
    public static func annotate(_ text: String, language: Language) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output: [String] = []
        var group: (error: CompilerDiagnostic, lines: [String], notes: [(message: String, file: String, line: Int)])?
        // A sentence about one name once per file (the same `let` assigned on three lines is told at the first).
        var told: Set<String> = []
        func firstTelling(_ lesson: CompileErrorLesson, file: String) -> Bool {
            switch lesson {
            case .letConstant, .notInScope, .protocolExtensionMember, .rawValueMissing, .wrapperOnLet, .getOnly:
                return told.insert("\(file)\u{0}\(lesson)").inserted
            default:
                return true
            }
        }
        func flush() {
            guard let current = group else { return }
            var block = current.lines
            var trailing: [String] = []
            while let last = block.last, last.trimmingCharacters(in: .whitespaces).isEmpty { trailing.insert(block.removeLast(), at: 0) }
            output += block
            if let lesson = lesson(for: current.error, notes: current.notes), firstTelling(lesson, file: current.error.file) {
                output.append(Catalog[language].compileLessonPrefix + Catalog[language].compileErrorLesson(lesson))
            }
            output += trailing
            group = nil
        }
        for line in lines {
            if let header = CompilerOutput.header(line) {
                if header.severity == "note", group != nil {
                    group?.lines.append(line)
                    group?.notes.append((header.message, header.file, header.line))
                    continue
                }
                flush()
                if header.severity == "error", !header.file.isEmpty {
                    group = (header, [line], [])
                    continue
                }
                output.append(line)
            } else if group != nil {
                group?.lines.append(line)
                if group?.notes.isEmpty == true { group?.error.excerpt.append(line) }
            } else {
                output.append(line)
            }
        }
        flush()
        return output.joined(separator: "\n")
    }

    /// The lesson for one error, from its message, its notes and the learner's line it points at.
    static func lesson(for error: CompilerDiagnostic, notes: [(message: String, file: String, line: Int)]) -> CompileErrorLesson? {
        let source = error.excerpt.lazy.compactMap(CompilerOutput.numberedLine).first { $0.number == error.line }?.text
        // swiftc 6 also prints notes inside the excerpt, as marker lines (`` `- note: … ``).
        // A marker's note is in the error's file, at the numbered line above it.
        var lastNumbered = 0
        let markerNotes = error.excerpt.compactMap { line -> (message: String, file: String, line: Int)? in
            if let numbered = CompilerOutput.numberedLine(line) { lastNumbered = numbered.number }
            guard let marker = line.range(of: "- note: ") else { return nil }
            let message = String(line[marker.upperBound...])
            return message == "overridden declaration is here" && lastNumbered > 0 ? (message, error.file, lastNumbered) : (message, "", 0)
        }
        let above = error.excerpt.compactMap(CompilerOutput.numberedLine).filter { $0.number < error.line }.map(\.text)
        return CompileErrorLesson.parse(message: error.message, notes: notes + markerNotes, sourceLine: source, linesAbove: above)
    }

    // MARK: The learner's declarations a misspelled name meant

    /// A name the learner declared: where, in which type (nil: global or local), and where it can
    /// be seen from (UTF-8 offsets of its file; nil: the whole project, or the whole type).
    struct Declaration: Equatable {
        var name: String
        var owner: String?
        var file: String
        var line: Int
        var column: Int
        var offset: Int
        var isType: Bool
        /// For a local or a parameter: the block it lives in.
        var scope: Range<Int>?
    }

    /// Every declaration of one file, and the types whose bodies enclose each offset.
    struct FileDeclarations {
        var declarations: [Declaration] = []
        var types: [(name: String, range: Range<Int>)] = []
        /// The learner's enums with raw values, by name: their raw type (`enum Mood: String`).
        var rawTypes: [String: String] = [:]
        /// The protocols the learner declares.
        var protocols: Set<String> = []
        /// Extensions whose `where` clause does not make `Self` a view controller: the extended
        /// type's name and the extension's body.
        var extensionsWithoutController: [(name: String, range: Range<Int>)] = []

        func enclosingType(at offset: Int) -> String? {
            types.filter { $0.range.contains(offset) }.min { $0.range.count < $1.range.count }?.name
        }
    }

    final class DeclarationCollector: SyntaxVisitor {
        let converter: SourceLocationConverter
        let file: String
        var result = FileDeclarations()
        private var typeStack: [String] = []
        /// The innermost code block (function body, closure, statement body) being walked.
        private var blocks: [Range<Int>] = []

        init(file: String, tree: SourceFileSyntax) {
            self.file = file
            converter = SourceLocationConverter(fileName: file, tree: tree)
            super.init(viewMode: .sourceAccurate)
        }

        private func add(_ token: TokenSyntax, isType: Bool = false, scope: Range<Int>? = nil, member: Bool = true) {
            let location = token.startLocation(converter: converter)
            result.declarations.append(Declaration(
                name: token.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                owner: member && blocks.isEmpty ? typeStack.last : nil, file: file, line: location.line, column: location.column,
                offset: token.positionAfterSkippingLeadingTrivia.utf8Offset, isType: isType, scope: scope ?? blocks.last))
        }

        private func enterType(_ name: String, _ node: some SyntaxProtocol) {
            typeStack.append(name)
            result.types.append((name, node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset))
        }

        /// A type the learner declares: a name of its own, and a body its members are in.
        private func declareType(_ node: some NamedDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name, isType: true, member: false)
            enterType(node.name.text, node)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node) }
        override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node) }
        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            if let raw = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
               ["String", "Int", "Double", "Character", "Float", "UInt"].contains(raw) {
                result.rawTypes[node.name.text] = raw
            }
            return declareType(node)
        }
        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            result.protocols.insert(node.name.text)
            return declareType(node)
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.extendedType.trimmedDescription, node)
            if !(node.genericWhereClause?.trimmedDescription ?? "").contains("ViewController") {
                result.extensionsWithoutController.append((node.extendedType.trimmedDescription,
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset))
            }
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { add(identifier.identifier) }
            }
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            // Parameters are seen in the body only.
            if let body = node.body {
                let range = body.positionAfterSkippingLeadingTrivia.utf8Offset..<body.endPositionBeforeTrailingTrivia.utf8Offset
                for parameter in node.signature.parameterClause.parameters {
                    let token = parameter.secondName ?? parameter.firstName
                    if token.tokenKind != .wildcard { add(token, scope: range, member: false) }
                }
            }
            return .visitChildren
        }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            blocks.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            return .visitChildren
        }
        override func visitPost(_ node: CodeBlockSyntax) { blocks.removeLast() }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
            blocks.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            return .visitChildren
        }
        override func visitPost(_ node: AccessorBlockSyntax) { blocks.removeLast() }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            blocks.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            return .visitChildren
        }
        override func visitPost(_ node: ClosureExprSyntax) { blocks.removeLast() }
    }

    static func declarations(of source: String, file: String) -> FileDeclarations {
        let tree = Parser.parse(source: source)
        let collector = DeclarationCollector(file: file, tree: tree)
        collector.walk(tree)
        return collector.result
    }

    /// The UTF-8 offset of a 1-based line and column (swiftc's columns count UTF-8 bytes).
    static func offset(line: Int, column: Int, in lines: [Substring]) -> Int {
        lines.prefix(max(0, line - 1)).reduce(0) { $0 + $1.utf8.count + 1 } + max(0, column - 1)
    }

    /// For each learner error about a name that does not exist (`cannot find 'x' in scope`,
    /// `cannot find type 'X' in scope`, `value of type 'T' has no member 'x'`), the learner's
    /// declaration it most likely meant, as a note in swiftc's form placed after the error:
    /// a name of a close spelling that this line can see, the same name declared where this line
    /// cannot see it, or (for a member asked of a UIKit type) the same member of the learner's own
    /// class. `sources`: each learner file's text by its relative path.
    static func declarationNotes(for error: CompilerDiagnostic, sources: [String: String],
                                 parsed: inout [String: FileDeclarations]) -> CompilerDiagnostic? {
        guard error.severity == "error", let text = sources[error.file] else { return nil }
        func declarations(_ file: String) -> FileDeclarations {
            if let known = parsed[file] { return known }
            let found = sources[file].map { Self.declarations(of: $0, file: file) } ?? FileDeclarations()
            parsed[file] = found
            return found
        }
        let all = sources.keys.sorted().flatMap { declarations($0).declarations }
        let here = declarations(error.file)
        let use = offset(line: error.line, column: error.column, in: text.split(separator: "\n", omittingEmptySubsequences: false))
        let chosen: Declaration?
        // A case of the learner's enum with raw values where its raw value is wanted: the note names the raw type.
        if let type = match(#"cannot (?:convert|assign) value of type '([^']+)' to .*"#, error.message),
           let file = sources.keys.sorted().first(where: { declarations($0).rawTypes[type] != nil }),
           let raw = declarations(file).rawTypes[type],
           let declaration = declarations(file).declarations.first(where: { $0.isType && $0.name == type }) {
            let sourceLine = sources[file]?.split(separator: "\n", omittingEmptySubsequences: false)[safe: declaration.line - 1].map(String.init) ?? ""
            let number = String(declaration.line)
            let message = "enum '\(type)' declared here with raw values of type '\(raw)'"
            return CompilerDiagnostic(file: file, line: declaration.line, column: declaration.column, severity: "note", message: message,
                                      excerpt: ["\(number) | \(sourceLine)",
                                                "\(String(repeating: " ", count: number.count)) | \(String(repeating: " ", count: max(0, declaration.column - 1)))`- note: \(message)"])
        }
        // A view controller's member used in an extension of the learner's protocol that does not say
        // `where Self: UIViewController`: the extension knows only the protocol.
        if let name = match(#"cannot find '([^']+)' in scope"#, error.message), CompileErrorLesson.viewControllerMembers.contains(name),
           let protocolName = here.extensionsWithoutController.filter({ $0.range.contains(use) }).min(by: { $0.range.count < $1.range.count })?.name,
           sources.keys.contains(where: { declarations($0).protocols.contains(protocolName) }) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let start = here.extensionsWithoutController.first { $0.name == protocolName && $0.range.contains(use) }?.range.lowerBound ?? 0
            let line = text.utf8.prefix(start).filter { $0 == UInt8(ascii: "\n") }.count + 1
            let message = "extension of protocol '\(protocolName)' declared here without 'where Self: UIViewController'"
            let sourceLine = lines[safe: line - 1].map(String.init) ?? ""
            let number = String(line)
            return CompilerDiagnostic(file: error.file, line: line, column: 1, severity: "note", message: message,
                                      excerpt: ["\(number) | \(sourceLine)", "\(String(repeating: " ", count: number.count)) | `- note: \(message)"])
        }
        if let name = match(#"cannot find type '([^']+)' in scope"#, error.message) {
            let types = all.filter(\.isType)
            chosen = CompileErrorLesson.closest(to: name, among: types.map(\.name)).flatMap { best in types.first { $0.name == best } }
        } else if let name = match(#"cannot find '([^']+)' in scope"#, error.message) {
            let type = here.enclosingType(at: use)
            let visible = all.filter { declaration in
                if let scope = declaration.scope {
                    return declaration.file == error.file && scope.contains(use) && declaration.offset < use
                }
                return declaration.owner == nil || declaration.owner == type
            }
            if let best = CompileErrorLesson.closest(to: name, among: visible.map(\.name)) {
                chosen = visible.first { $0.name == best }
            } else {
                // The same name declared where this line cannot see it (a local of another function).
                chosen = here.declarations.first { $0.name == name && $0.scope != nil }
            }
        } else if let parts = matches(#"value of type '([^']+)' has no member '([^']+)'"#, error.message) {
            let (type, member) = (parts[0], parts[1])
            let ownTypes = Set(all.filter(\.isType).map(\.name))
            let members = all.filter { $0.owner == type && $0.scope == nil }
            if ownTypes.contains(type), let best = CompileErrorLesson.closest(to: member, among: members.map(\.name)) {
                chosen = members.first { $0.name == best }
            } else if !ownTypes.contains(type) {
                // A member of the learner's own class asked of a UIKit type: the value needs a cast.
                var owners = all.filter { $0.name == member && $0.scope == nil && $0.owner.map(ownTypes.contains) == true }
                // Asked of a protocol value (`any UIApplicationDelegate`): the learner's class that adopts it.
                if Set(owners.compactMap(\.owner)).count > 1, type.hasPrefix("any ") {
                    let adopted = NSRegularExpression.escapedPattern(for: String(type.dropFirst(4)))
                    owners = owners.filter { owner in
                        guard let name = owner.owner else { return false }
                        let pattern = #"\b(class|struct)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\s*:[^{]*\b"# + adopted + #"\b"#
                        return sources.values.contains { $0.range(of: pattern, options: .regularExpression) != nil }
                    }
                }
                chosen = Set(owners.compactMap(\.owner)).count == 1 ? owners.first : nil
            } else {
                chosen = nil
            }
        } else {
            chosen = nil
        }
        guard let chosen else { return nil }
        let name = chosen.owner.map { "\($0).\(chosen.name)" } ?? chosen.name
        let sourceLine = sources[chosen.file]?.split(separator: "\n", omittingEmptySubsequences: false)[safe: chosen.line - 1].map(String.init) ?? ""
        let number = String(chosen.line)
        let pad = String(repeating: " ", count: number.count)
        return CompilerDiagnostic(file: chosen.file, line: chosen.line, column: chosen.column, severity: "note",
                                  message: "'\(name)' declared here",
                                  excerpt: ["\(number) | \(sourceLine)",
                                            "\(pad) | \(String(repeating: " ", count: max(0, chosen.column - 1)))`- note: '\(name)' declared here"])
    }

    static func match(_ pattern: String, _ text: String) -> String? { matches(pattern, text)?.first }

    static func matches(_ pattern: String, _ text: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: "^" + pattern + "$"),
              let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<found.numberOfRanges).map { Range(found.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
    }
}
