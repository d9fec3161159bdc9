import Foundation
import SwiftParser
import SwiftSyntax

/// `#selector(m)` needs `m` exposed to Objective-C (`@objc`, `@IBAction`, an override of UIKit's,
/// a member of an `@objc extension` or an `@objcMembers` class). Off Apple platforms the compiler
/// has no Objective-C and the build writes `#selector` as `Selector("…")`, so it cannot say so: this
/// check says it as Xcode's compiler does ("argument of '#selector' refers to instance method
/// 'onTap()' that is not exposed to Objective-C", with its note "add '@objc' to expose this
/// instance method to Objective-C"), for a selector naming only methods of the learner's that are
/// none of these. A name the learner's code does not declare (UIKit's own) is left alone.
enum ObjcSelectorCheck {
    struct Method {
        var name: String
        /// `onTap(_:)`, as the compiler names it.
        var signature: String
        var exposed: Bool
        var file: String
        var line: Int
        var column: Int
    }

    struct Use {
        var name: String
        var file: String
        var line: Int
        var column: Int
        var lineText: String
    }

    /// The compiler's text for each selector that names only methods not exposed to Objective-C
    /// (empty: none).
    static func failures(_ sources: [(path: String, contents: String)]) -> String {
        var methods: [Method] = []
        var uses: [Use] = []
        var protocolNames = Set<String>()
        let trees = sources.map { Parser.parse(source: $0.contents) }
        // `@objcMembers` classes: their extensions' members are exposed too.
        final class Members: SyntaxVisitor {
            var names = Set<String>()
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                if Visitor.attributeNames(node.attributes).contains("objcMembers") { names.insert(node.name.text) }
                return .visitChildren
            }
        }
        let members = Members(viewMode: .sourceAccurate)
        trees.forEach { members.walk($0) }
        for (source, tree) in zip(sources, trees) {
            let converter = SourceLocationConverter(fileName: source.path, tree: tree)
            let lines = source.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let visitor = Visitor(file: source.path, converter: converter, lines: lines)
            visitor.objcMembers = members.names
            visitor.walk(tree)
            methods += visitor.methods
            uses += visitor.uses
            protocolNames.formUnion(visitor.protocolNames)
        }
        var output = ""
        for use in uses where !protocolNames.contains(use.name) {
            let named = methods.filter { $0.name == use.name }
            guard let first = named.first, !named.contains(where: \.exposed) else { continue }
            let message = "argument of '#selector' refers to instance method '\(first.signature)' that is not exposed to Objective-C"
            let gutter = String(use.line)
            let pad = String(repeating: " ", count: gutter.count)
            let marker = String(repeating: " ", count: max(0, use.column - 1))
            output += "\(use.file):\(use.line):\(use.column): error: \(message)\n"
            output += "\(gutter) | \(use.lineText)\n\(pad) | \(marker)`- error: \(message)\n\n"
            output += "\(first.file):\(first.line):\(first.column): note: add '@objc' to expose this instance method to Objective-C\n\n"
        }
        return output
    }

    final class Visitor: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        let lines: [Substring]
        var methods: [Method] = []
        var uses: [Use] = []
        var protocolNames = Set<String>()
        var objcMembers = Set<String>()

        init(file: String, converter: SourceLocationConverter, lines: [Substring]) {
            self.file = file
            self.converter = converter
            self.lines = lines
            super.init(viewMode: .sourceAccurate)
        }

        static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
            attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { protocolNames.insert(function.name.text) }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let attributes = Self.attributeNames(node.attributes)
            var exposed = attributes.contains { ["objc", "IBAction", "IBSegueAction", "NSManaged"].contains($0) }
                || node.modifiers.contains { ["override", "dynamic"].contains($0.name.text) }
            // Inside an `@objc extension`, an `@objcMembers` class, or anything but a class or its extension: not this check's.
            var parent = node.parent
            var inClass = false
            while let current = parent {
                if let declaration = current.as(ClassDeclSyntax.self) {
                    if Self.attributeNames(declaration.attributes).contains("objcMembers") { exposed = true }
                    inClass = true
                    break
                }
                if let declaration = current.as(ExtensionDeclSyntax.self) {
                    if Self.attributeNames(declaration.attributes).contains("objc") || objcMembers.contains(declaration.extendedType.trimmedDescription) {
                        exposed = true
                    }
                    inClass = true
                    break
                }
                if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ProtocolDeclSyntax.self)
                    || current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { break }
                parent = current.parent
            }
            if node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) || !inClass { exposed = true }
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            let location = node.name.startLocation(converter: converter)
            methods.append(Method(name: node.name.text, signature: "\(node.name.text)(\(labels))", exposed: exposed, file: file,
                                  line: location.line, column: location.column))
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", node.arguments.count == 1, let argument = node.arguments.first,
                  argument.label == nil else { return .visitChildren }
            if let member = argument.expression.as(MemberAccessExprSyntax.self) {
                // `#selector(self.onTap)`, `#selector(ViewController.onTap(_:))`.
                add(member.declName.baseName.text, at: member.declName.startLocation(converter: converter))
            } else if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
                add(reference.baseName.text, at: reference.startLocation(converter: converter))
            }
            return .visitChildren
        }

        func add(_ name: String, at location: SourceLocation) {
            let text = location.line >= 1 && location.line <= lines.count ? String(lines[location.line - 1]) : ""
            uses.append(Use(name: name, file: file, line: location.line, column: location.column, lineText: text))
        }
    }
}
