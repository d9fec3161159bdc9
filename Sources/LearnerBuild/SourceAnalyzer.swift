import Foundation
import SwiftParser
import SwiftSyntax

/// Reads classes, outlets, actions and the attributes to blank from learner files with SwiftSyntax.
public enum SourceAnalyzer {
    /// Attributes that need the Objective-C runtime (or would clash with the generated entry point).
    static let blankedAttributes: Set<String> = [
        "IBOutlet", "IBInspectable", "IBDesignable", "objc", "objcMembers", "nonobjc", "GKInspectable",
        "main", "UIApplicationMain", "NSApplicationMain", "NSManaged",
    ]

    public static func analyze(_ sources: [LearnerProject.SourceFile]) -> SourceAnalysis {
        SourceAnalysis(files: sources.map { analyze(source: $0.contents, relativePath: $0.relativePath) })
    }

    public static func analyze(source: String, relativePath: String) -> SourceAnalysis.File {
        let tree = Parser.parse(source: source)
        let visitor = DeclarationVisitor(converter: SourceLocationConverter(fileName: relativePath, tree: tree))
        visitor.walk(tree)
        let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
        return SourceAnalysis.File(relativePath: relativePath, declarations: visitor.declarations,
                                   blankRanges: visitor.blankRanges, selectorExpressions: visitor.selectorExpressions,
                                   lineCount: lineCount)
    }
}

final class DeclarationVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var declarations: [SourceAnalysis.TypeDeclaration] = []
    var blankRanges: [Range<Int>] = []
    var selectorExpressions: [SourceAnalysis.SelectorExpression] = []
    private var typeDepth = 0
    private var current: [Int] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        blank(node.modifiers)
        let hasMain = node.attributes.contains { attributeName($0) == "main" || attributeName($0) == "UIApplicationMain" }
        open(SourceAnalysis.TypeDeclaration(
            name: node.name.text, inheritedTypes: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            isExtension: false, isGeneric: node.genericParameterClause != nil, isNested: typeDepth > 0,
            hasMainAttribute: hasMain, outlets: [], actions: [], segueActions: [], line: line(node)))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { close() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        open(SourceAnalysis.TypeDeclaration(
            name: node.extendedType.trimmedDescription, inheritedTypes: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            isExtension: true, isGeneric: node.genericWhereClause != nil, isNested: typeDepth > 0, hasMainAttribute: false,
            outlets: [], actions: [], segueActions: [], line: line(node)))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { close() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        typeDepth += 1
        current.append(-1)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { close() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        typeDepth += 1
        current.append(-1)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { close() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        blank(node.modifiers)
        return .visitChildren
    }

    private func open(_ declaration: SourceAnalysis.TypeDeclaration) {
        typeDepth += 1
        declarations.append(declaration)
        current.append(declarations.count - 1)
    }

    private func close() {
        typeDepth -= 1
        current.removeLast()
    }

    /// The innermost class or extension being visited (nil inside structs and enums).
    private var currentIndex: Int? {
        guard let index = current.last, index >= 0 else { return nil }
        return index
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isOutlet = node.attributes.contains { attributeName($0) == "IBOutlet" }
        blank(node.attributes)
        blank(node.modifiers)
        guard isOutlet, let index = currentIndex else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type else { continue }
            let (typeName, isCollection, isOptional) = Self.describe(type)
            declarations[index].outlets.append(SourceAnalysis.Outlet(name: name, typeName: typeName, isCollection: isCollection,
                                                                     isOptional: isOptional, line: line(node)))
        }
        return .visitChildren
    }

    /// `#selector(onTap(_:))`, `#selector(self.onTap)`, `#selector(ViewController.onTap(_:))`.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", let argument = node.arguments.first?.expression else { return .visitChildren }
        let reference: DeclReferenceExprSyntax?
        if let member = argument.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            reference = argument.as(DeclReferenceExprSyntax.self)
        }
        guard let reference else { return .skipChildren }
        let labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
        selectorExpressions.append(SourceAnalysis.SelectorExpression(
            range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
            baseName: reference.baseName.text, labels: labels))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.attributes.compactMap(attributeName)
        let explicitSelector = node.attributes.compactMap { element -> String? in
            guard case let .attribute(attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { return nil }
            return arguments.trimmedDescription.replacingOccurrences(of: " ", with: "")
        }.first
        blank(node.attributes)
        blank(node.modifiers)
        guard let index = currentIndex else { return .visitChildren }
        let parameters = node.signature.parameterClause.parameters.map {
            SourceAnalysis.Parameter(label: $0.firstName.text, typeName: $0.type.trimmedDescription)
        }
        let action = SourceAnalysis.Action(name: node.name.text, parameters: parameters, explicitSelector: explicitSelector,
                                           line: line(node))
        if names.contains("IBAction") {
            declarations[index].actions.append(action)
        } else if names.contains("objc") {
            var objcAction = action
            objcAction.isObjCOnly = true
            declarations[index].actions.append(objcAction)
        }
        if names.contains("IBSegueAction") { declarations[index].segueActions.append(action) }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        blank(node.modifiers)
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        blank(node.modifiers)
        return .visitChildren
    }

    // MARK: Blanking

    private func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case let .attribute(attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    private func blank(_ attributes: AttributeListSyntax) {
        for element in attributes {
            guard case let .attribute(attribute) = element,
                  SourceAnalyzer.blankedAttributes.contains(attribute.attributeName.trimmedDescription) else { continue }
            blankRanges.append(attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    private func blank(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where modifier.name.text == "dynamic" {
            blankRanges.append(modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    /// `UITextField!` → (`UITextField`, false, true); `[UIButton]!` → (`UIButton`, true, true).
    static func describe(_ type: TypeSyntax) -> (String, Bool, Bool) {
        var inner = type
        var optional = false
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            inner = unwrapped.wrappedType
            optional = true
        } else if let wrapped = type.as(OptionalTypeSyntax.self) {
            inner = wrapped.wrappedType
            optional = true
        }
        if let array = inner.as(ArrayTypeSyntax.self) {
            return (array.element.trimmedDescription, true, optional)
        }
        return (inner.trimmedDescription, false, optional)
    }
}
