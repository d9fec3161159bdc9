import Foundation
import SwiftParser
import SwiftSyntax

/// Methods and computed properties of the learner's code that call themselves: the usual cause
/// of a stack overflow (signal 11) in learner apps (`func sendValues() { …; sendValues() }`,
/// `override func viewWillAppear(_:) { viewWillAppear(animated) }` meant as `super.…`, a getter
/// that reads its own property).
public enum RecursionFinder {
    public struct SelfCall: Sendable, Equatable {
        /// The enclosing type (`ViewController`), empty at file level.
        public var typeName: String
        /// `sendValues()`, `viewWillAppear(_:)`, `name` for a property.
        public var member: String
        /// The line of the call (1-based) in its file.
        public var line: Int
        /// The call as written (`sendValues()`, `self.name`).
        public var call: String
        /// Not inside an `if`, `guard`, `switch`, loop or `?:`: nothing can stop it.
        public var isUnconditional: Bool
    }

    public static func selfCalls(in source: String) -> [SelfCall] {
        let tree = Parser.parse(source: source)
        let visitor = Visitor(converter: SourceLocationConverter(fileName: "", tree: tree))
        visitor.walk(tree)
        return visitor.calls
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var calls: [SelfCall] = []
        var types: [String] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body else { return .visitChildren }
            let name = node.name.text
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            let member = "\(name)(\(labels.map { "\($0):" }.joined()))"
            let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            for call in Self.calls(in: Syntax(body)) {
                guard let reference = Self.selfReference(call.calledExpression, allowTypeBase: isStatic),
                      reference == name else { continue }
                let callLabels = call.arguments.map { $0.label?.text ?? "_" }
                // Trailing closures fill the last parameters.
                let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
                guard callLabels.count + trailing == labels.count, Array(labels.prefix(callLabels.count)) == callLabels else { continue }
                record(member: member, node: Syntax(call), within: Syntax(body))
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessors = node.accessorBlock else { return .visitChildren }
            var bodies: [Syntax] = []
            switch accessors.accessors {
            case let .getter(items): bodies.append(Syntax(items))
            case let .accessors(list):
                for accessor in list where ["get", "set"].contains(accessor.accessorSpecifier.text) {
                    if let body = accessor.body { bodies.append(Syntax(body)) }
                }
            }
            for body in bodies {
                for reference in Self.references(in: body) {
                    guard Self.selfReference(ExprSyntax(reference), allowTypeBase: false) == name else { continue }
                    record(member: name, node: Syntax(reference), within: body)
                }
            }
            return .visitChildren
        }

        func record(member: String, node: Syntax, within body: Syntax) {
            var conditional = false
            var current = node.parent
            while let parent = current, parent.id != body.id {
                // Inside a closure the call happens later (an animation, a dispatch): not this stack.
                if parent.is(ClosureExprSyntax.self) { return }
                if parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(SwitchExprSyntax.self)
                    || parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self)
                    || parent.is(TernaryExprSyntax.self) {
                    conditional = true
                }
                current = parent.parent
            }
            let line = node.startLocation(converter: converter).line
            let text = (node.as(FunctionCallExprSyntax.self).map { Syntax($0) } ?? node).trimmedDescription
            calls.append(SelfCall(typeName: types.last ?? "", member: member, line: line,
                                  call: text.count > 80 ? String(text.prefix(77)) + "…" : text, isUnconditional: !conditional))
        }

        /// `f`, `self.f` (and `Self.f`/`Type.f` for static members) → `f`; other bases (`super.f`, `other.f`) → nil.
        static func selfReference(_ expression: ExprSyntax, allowTypeBase: Bool) -> String? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                // A reference that is itself the member of something else is not ours.
                if let parent = reference.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == reference.id { return nil }
                return reference.baseName.text
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                let baseText = base.trimmedDescription
                if baseText == "self" || (allowTypeBase && (baseText == "Self" || baseText.first?.isUppercase == true)) {
                    return member.declName.baseName.text
                }
            }
            return nil
        }

        static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
            final class Collector: SyntaxVisitor {
                var found: [FunctionCallExprSyntax] = []
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
            }
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(node)
            return collector.found
        }

        /// Plain and `self.`-qualified reads of names (not the callee of a call, which is a method).
        static func references(in node: Syntax) -> [ExprSyntax] {
            final class Collector: SyntaxVisitor {
                var found: [ExprSyntax] = []
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    if node.parent?.is(MemberAccessExprSyntax.self) != true { found.append(ExprSyntax(node)) }
                    return .visitChildren
                }
                override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                    if node.base?.trimmedDescription == "self" { found.append(ExprSyntax(node)) }
                    return .visitChildren
                }
            }
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(node)
            return collector.found.filter { $0.parent?.is(FunctionCallExprSyntax.self) != true }
        }
    }
}
