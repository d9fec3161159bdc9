import Foundation
import Texts
import SwiftSyntax

/// Walks one learner file (every `#if` branch included) and records what the gate refuses.
final class SourceGateVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    let reservedNames: Set<String>
    /// Top-level types the learner's module declares: bare `Process` is theirs then.
    let ownTypes: Set<String>
    /// Classes Xcode generates from the project's Core Data models, by name.
    let entities: [String: GeneratedEntity]
    var findings: [GateFinding] = []
    /// Each use of a generated entity class (the gate keeps the project's first per class).
    var entityUses: [(className: String, finding: GateFinding)] = []

    init(file: String, converter: SourceLocationConverter, reservedNames: Set<String>, ownTypes: Set<String>,
         entities: [String: GeneratedEntity] = [:]) {
        self.file = file
        self.converter = converter
        self.reservedNames = reservedNames
        self.ownTypes = ownTypes
        self.entities = entities
        super.init(viewMode: .sourceAccurate)
    }

    /// A use (or a declaration: Xcode would report an invalid redeclaration) of a class Xcode
    /// generates from a Core Data entity.
    private func reportEntity(_ name: String, at node: some SyntaxProtocol) {
        guard let entity = entities[name] else { return }
        let location = node.startLocation(converter: converter)
        let text = Catalog.both { $0.gateCoreDataEntityNotSimulated(name: name, entity: entity.entity, model: entity.model) }
        entityUses.append((name, GateFinding(file: file, line: location.line, column: location.column, rule: "core-data-store", text: text)))
    }

    private func report(_ rule: String, _ name: String, at node: some SyntaxProtocol) {
        let location = node.startLocation(converter: converter)
        let text = SourceGate.message(rule, name)
        findings.append(GateFinding(file: file, line: location.line, column: location.column, rule: rule, en: text.en, ko: text.ko))
    }

    private static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    // MARK: Imports and attributes

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first, !SourceGate.allowedImports.contains(Self.unquoted(first.name.text)) {
            // A system or workbook module reaches outside the app; any other (WebKit, SnapKit,
            // Alamofire…) is an iOS framework or library the simulation does not provide.
            let module = Self.unquoted(first.name.text)
            let reaches = SourceGate.reservedModuleNames.contains(module) || module.hasPrefix("_") || SourceGate.systemModules.contains(module)
            // SwiftUI previews of a UIKit screen (`#if DEBUG` … `PreviewProvider` … `#endif`): the
            // app is built here as in a release build, without `DEBUG`, so the block is never
            // compiled, and previews never run in the app on a device either.
            if !reaches, module == "SwiftUI", Self.insideDebugOnlyClause(node) { return .visitChildren }
            report(reaches ? "import" : "not-simulated", node.path.trimmedDescription, at: first)
        }
        return .visitChildren
    }

    /// Whether `node` lies in an `#if DEBUG` (or `#if canImport(SwiftUI) && DEBUG`) branch.
    static func insideDebugOnlyClause(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let clause = current.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                let parts = condition.trimmedDescription.components(separatedBy: "&&").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.contains("DEBUG"), parts.allSatisfy({ $0 == "DEBUG" || $0 == "canImport(SwiftUI)" }) { return true }
            }
            parent = current.parent
        }
        return false
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.unquoted(node.attributeName.trimmedDescription)
        let argument = node.arguments?.trimmedDescription ?? ""
        if name == "testable" {
            report("testable", name, at: node)
        } else if name == "_spi" || name == "spi" {
            report("spi", name, at: node)
        } else if name.hasPrefix("_") {
            report("underscored-attribute", name, at: node)
        } else if SourceGate.linkageAttributes.contains(name) {
            report("linkage", name, at: node)
        } else if name == "unsafe" || name == "safe" {
            report("unsafe", "@" + name, at: node)
        } else if name == "exclusivity" {
            report("unsafe", "@exclusivity(\(argument))", at: node)
        } else if name == "convention", argument != "swift" {
            report("convention", argument, at: node)
        }
        return .visitChildren
    }

    // MARK: unsafe

    override func visit(_ node: UnsafeExprSyntax) -> SyntaxVisitorContinueKind {
        report("unsafe", "unsafe", at: node.unsafeKeyword)
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let keyword = node.unsafeKeyword { report("unsafe", "for unsafe", at: keyword) }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "unowned", let detail = node.detail?.detail, detail.text == "unsafe" {
            report("unsafe", "unowned(unsafe)", at: detail)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSpecifierSyntax) -> SyntaxVisitorContinueKind {
        if node.specifier.text == "unowned", let detail = node.detail, detail.text == "unsafe" {
            report("unsafe", "unowned(unsafe)", at: detail)
        }
        return .visitChildren
    }

    /// Any identifier containing `unsafe` (`UnsafePointer`, `withUnsafeBytes`, `unsafeBitCast`,
    /// `unsafelyUnwrapped`, `String(unsafeUninitializedCapacity:…)`), whatever its position.
    /// Any `__workbook…` name, wherever it is written (issue 29.1): the glue's types, functions
    /// and helpers are the generated code's own, and a learner declaration that merely *uses* one
    /// (`func + (lhs: [__WorkbookClassGlue], …)`, `extension Array where Element == __WorkbookClassGlue`)
    /// is an overload aimed at generated code. No learner code has another reason to name them.
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier = token.tokenKind, Self.unquoted(token.text).lowercased().hasPrefix(SourceGate.reservedPrefix) {
            report("shadowing", Self.unquoted(token.text), at: token)
        }
        if case .identifier = token.tokenKind, SourceGate.reflectionNames.contains(Self.unquoted(token.text)) {
            report("reflection", Self.unquoted(token.text), at: token)
        }
        switch token.tokenKind {
        case .identifier, .dollarIdentifier:
            guard token.text.lowercased().contains("unsafe") else { break }
            // `nonisolated(unsafe)` (data races, not memory) is allowed; `unowned(unsafe)` and
            // `@unsafe` are reported where their modifier or attribute is.
            if token.parent?.is(DeclModifierDetailSyntax.self) == true || token.parent?.is(ClosureCaptureSpecifierSyntax.self) == true
                || token.parent?.parent?.is(AttributeSyntax.self) == true { break }
            report("unsafe", Self.unquoted(token.text), at: token)
        default:
            break
        }
        return .visitChildren
    }

    // MARK: References

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.unquoted(node.baseName.text)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren // a member: see MemberAccessExprSyntax
        }
        reportEntity(name, at: node)
        if let rule = Self.functionRule(name), !usedAsObject(node) {
            report(rule, name, at: node)
        } else if let rule = SourceGate.refusedTypes[name], !ownTypes.contains(name) {
            report(rule, name, at: node)
        } else if SourceGate.memoryMembers.contains(name) {
            report("unsafe", name, at: node)
        } else if SourceGate.notSimulatedNames.contains(name), !ownTypes.contains(name) {
            report("not-simulated-type", name, at: node)
        }
        return .visitChildren
    }

    static func functionRule(_ name: String) -> String? {
        if SourceGate.processFunctions.contains(name) || name.hasPrefix("posix_spawn") { return "process" }
        if SourceGate.signalFunctions.contains(name) { return "signal" }
        if SourceGate.dynamicLoadingFunctions.contains(name) { return "dynamic-loading" }
        return nil
    }

    /// `socket.connect()`, `pipe?.x`, `system[0]`, `pipe = …`: a variable of the learner's, since
    /// a C function has no members, cannot be optional and cannot be assigned to.
    private func usedAsObject(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) {
            return member.base?.id == node.id && member.declName.baseName.text != "self"
        }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
        if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { return true }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count {
                return elements[index + 1].is(AssignmentExprSyntax.self)
            }
        }
        return false
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = Self.unquoted(node.declName.baseName.text)
        let viaModule = node.base?.as(DeclReferenceExprSyntax.self).map { SourceGate.reservedModuleNames.contains(Self.unquoted($0.baseName.text)) } ?? false
        if viaModule, let rule = Self.functionRule(member) {
            report(rule, member, at: node.declName)
        } else if viaModule, let rule = SourceGate.refusedTypes[member] {
            report(rule, member, at: node.declName)
        } else if viaModule, SourceGate.notSimulatedNames.contains(member) {
            report("not-simulated-type", member, at: node.declName)
        } else if let base = node.base?.as(DeclReferenceExprSyntax.self),
                  SourceGate.notSimulatedMemberTypes.contains(Self.unquoted(base.baseName.text) + "." + member) {
            report("not-simulated-type", Self.unquoted(base.baseName.text) + "." + member, at: base)
        } else if SourceGate.memoryMembers.contains(member) {
            report("unsafe", member, at: node.declName)
        } else if let rule = SourceGate.processMembers[member] {
            report(rule, member, at: node.declName)
        } else if member == "loadAndReturnError" {
            report("dynamic-loading", member, at: node.declName)
        }
        return .visitChildren
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.unquoted(node.declName.baseName.text)
        if SourceGate.memoryMembers.contains(name) { report("unsafe", name, at: node.declName) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.unquoted(node.name.text)
        reportEntity(name, at: node)
        if let rule = SourceGate.refusedTypes[name], !ownTypes.contains(name) { report(rule, name, at: node) }
        else if SourceGate.notSimulatedNames.contains(name), !ownTypes.contains(name) { report("not-simulated-type", name, at: node) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.unquoted(node.name.text)
        if let base = node.baseType.as(IdentifierTypeSyntax.self), SourceGate.reservedModuleNames.contains(Self.unquoted(base.name.text)),
           let rule = SourceGate.refusedTypes[name] {
            report(rule, name, at: node.name)
        } else if let base = node.baseType.as(IdentifierTypeSyntax.self), SourceGate.reservedModuleNames.contains(Self.unquoted(base.name.text)),
                  SourceGate.notSimulatedNames.contains(name) {
            report("not-simulated-type", name, at: node.name)
        } else if let base = node.baseType.as(IdentifierTypeSyntax.self),
                  SourceGate.notSimulatedMemberTypes.contains(Self.unquoted(base.name.text) + "." + name) {
            report("not-simulated-type", Self.unquoted(base.name.text) + "." + name, at: base)
        }
        return .visitChildren
    }

    /// `Bundle(path:)`, `Bundle(url:)`: a bundle from a path is there to be loaded.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var callee = node.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee = String(callee.dropLast(5)) }
        if ["Bundle", "Foundation.Bundle"].contains(callee), let label = node.arguments.first?.label?.text, ["path", "url"].contains(label) {
            report("dynamic-loading", "Bundle(\(label):)", at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.segments.first?.as(StringSegmentSyntax.self) {
            let text = first.content.text
            if text == "/proc" || text == "/dev" || text == "/sys" || SourceGate.systemPathPrefixes.contains(where: { text.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
                report("system-path", "\"\(text.prefix(40))\"", at: node)
            }
        }
        return .visitChildren
    }

    // MARK: Directives and macros

    override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
        report("source-location", "#sourceLocation", at: node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        freestanding(node.macroName.text, at: node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        freestanding(node.macroName.text, at: node)
        return .visitChildren
    }

    private func freestanding(_ name: String, at node: some SyntaxProtocol) {
        if name == "dsohandle" { report("unsafe", "#dsohandle", at: node) }
        if name == "externalMacro" { report("macro", "#externalMacro", at: node) }
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        report("macro", "macro \(node.name.text)", at: node.macroKeyword)
        return .visitChildren
    }

    // MARK: Declarations that take reserved names

    /// `declaresType`: a type at file scope, which a generated entity class of the same name would redeclare.
    private func checkType(_ name: TokenSyntax, declaresType: Bool = true) {
        if SourceGate.isReserved(name.text, reservedNames) { report("shadowing", Self.unquoted(name.text), at: name) }
        if declaresType { reportEntity(Self.unquoted(name.text), at: name) }
    }

    private func checkValue(_ name: TokenSyntax, topLevel: Bool) {
        let text = Self.unquoted(name.text)
        if topLevel ? SourceGate.isReserved(text, reservedNames) : text.lowercased().hasPrefix(SourceGate.reservedPrefix) {
            report("shadowing", text, at: name)
        }
    }

    /// At file scope, `#if` branches included.
    private func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(SourceFileSyntax.self) { return true }
            guard parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self) || parent.is(IfConfigClauseSyntax.self)
                    || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self) else { return false }
            current = parent.parent
        }
        return false
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { checkType(node.name, declaresType: isTopLevel(node)); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { checkType(node.name, declaresType: isTopLevel(node)); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { checkType(node.name, declaresType: isTopLevel(node)); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { checkType(node.name, declaresType: isTopLevel(node)); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { checkType(node.name, declaresType: isTopLevel(node)); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { checkType(node.name, declaresType: isTopLevel(node)); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { checkType(node.name, declaresType: false); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { checkType(node.name, declaresType: false); return .visitChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        checkValue(node.name, topLevel: isTopLevel(node))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let topLevel = isTopLevel(node)
        for binding in node.bindings {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { checkValue(pattern.identifier, topLevel: topLevel) }
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        if SourceGate.reservedExtensionTargets.contains(name) { report("shadowing", name, at: node.extendedType) }
        return .visitChildren
    }
}
