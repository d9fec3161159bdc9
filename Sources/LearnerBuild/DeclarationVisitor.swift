import Foundation
import SwiftSyntax

/// Walks one file: records classes and extensions with their outlets and actions, the ranges of
/// Objective-C-only attributes, and `#selector` expressions.
final class DeclarationVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var declarations: [SourceAnalysis.TypeDeclaration] = []
    var blankRanges: [Range<Int>] = []
    var selectorExpressions: [SourceAnalysis.SelectorExpression] = []
    var coreDataImports: [Range<Int>] = []
    var rewrites: [SourceAnalysis.Rewrite] = []
    var optionalRequirements: [String] = []
    var optionalDefaults: [String] = []
    var optionalCalls: [(name: String, mark: Range<Int>)] = []
    /// `@objc protocol` name → the base names of its method requirements.
    var objcProtocols: [String: [String]] = [:]
    /// Names the file declares with the type `AnyObject` (`AnyObject?`, `AnyObject!`): variables,
    /// parameters, `if let x = y as AnyObject?` bindings.
    var anyObjectNames = Set<String>()
    /// `x.responds(to:)` / `x.perform(…)` calls: the receiver's byte range, and whether it is an
    /// `as AnyObject` cast, or else the name it refers to.
    var dynamicCalls: [(receiver: Range<Int>, name: String?, isCast: Bool)] = []
    private var depth = 0
    /// Index into `declarations` of each enclosing scope; -1 for scopes that are not classes.
    private var scopes: [Int] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    // MARK: Scopes

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        blank(node.modifiers)
        let hasMain = node.attributes.contains { Self.name(of: $0) == "main" || Self.name(of: $0) == "UIApplicationMain" }
        var declaration = SourceAnalysis.TypeDeclaration(
            name: node.name.text, inheritedTypes: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            isExtension: false, isGeneric: node.genericParameterClause != nil, isNested: depth > 0,
            hasMainAttribute: hasMain, outlets: [], actions: [], segueActions: [], line: line(node),
            closingBrace: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        declaration.isObjcMembers = node.attributes.contains { Self.name(of: $0) == "objcMembers" }
        open(declaration)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { close() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        open(SourceAnalysis.TypeDeclaration(
            name: node.extendedType.trimmedDescription, inheritedTypes: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            isExtension: true, isGeneric: node.genericWhereClause != nil, isNested: depth > 0, hasMainAttribute: false,
            outlets: [], actions: [], segueActions: [], line: line(node),
            overridingMembers: depth == 0 && node.genericWhereClause == nil ? Self.overridingMembers(of: node, line: { self.line($0) }) : [],
            privateModifiers: Self.privateModifiers(of: node)))
        if depth == 1, node.genericWhereClause == nil, let index = currentIndex {
            // Only a method that is `@objc` on iOS may be overridden from an extension there: marked so
            // (`@objc`, `@IBAction`, `dynamic`), or one of an extension that adopts a UIKit or Foundation
            // protocol (whose requirements are `@objc`: `extension C: UINavigationControllerDelegate`).
            // Any other is refused by Xcode too ("overriding non-@objc declarations from extensions is
            // not supported"), as swiftc here refuses it where it stands.
            let adoptsObjcProtocol = (node.inheritanceClause?.inheritedTypes ?? []).contains { inherited in
                let name = inherited.type.trimmedDescription
                return name.hasPrefix("UI") || name.hasPrefix("NS")
            }
            declarations[index].extensionMethods = node.memberBlock.members.compactMap { item in
                guard let function = item.decl.as(FunctionDeclSyntax.self),
                      !function.modifiers.contains(where: { ["override", "static", "class"].contains($0.name.text) }) else { return nil }
                let isObjc = function.attributes.contains { attribute in
                    ["objc", "IBAction", "IBSegueAction"].contains(attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
                } || function.modifiers.contains { $0.name.text == "dynamic" }
                guard isObjc || adoptsObjcProtocol else { return nil }
                return SourceAnalysis.MovedMember(
                    range: function.positionAfterSkippingLeadingTrivia.utf8Offset..<function.endPositionBeforeTrailingTrivia.utf8Offset,
                    line: line(function), name: function.name.text)
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { close() }

    /// A stored binding (no getter; observers allowed) whose start value is none (an optional), `nil`,
    /// an empty literal, or an empty collection made by its type (`[T]()`, `[K: V]()`, `Set<T>()`).
    static func isStoredWithoutCode(_ binding: PatternBindingSyntax) -> Bool {
        if let block = binding.accessorBlock {
            guard case let .accessors(list) = block.accessors,
                  list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { return false }
        }
        guard let value = binding.initializer?.value else {
            let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
            return type.hasSuffix("?") || type.hasSuffix("!")
        }
        let text = value.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if ["nil", "[]", "[:]"].contains(text) { return true }
        return text.range(of: #"^(\[[\w.<>:,\[\]?]+\]|Set<[\w.<>?]+>|Array<[\w.<>?]+>|Dictionary<[\w.<>:,?]+>)\(\)$"#, options: .regularExpression) != nil
    }

    /// `private` and `fileprivate` on the extension and on its direct members.
    static func privateModifiers(of node: ExtensionDeclSyntax) -> [Range<Int>] {
        var lists = [node.modifiers]
        for item in node.memberBlock.members {
            if let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers {
                lists.append(modifiers)
            }
        }
        return lists.flatMap { list in
            list.filter { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
                .map { $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset }
        }
    }

    /// The extension's own `override func`, `override var` and `override subscript` members
    /// (not those inside `#if` or nested types; initializers cannot be declared there on iOS either).
    static func overridingMembers(of node: ExtensionDeclSyntax, line: (DeclSyntax) -> Int) -> [SourceAnalysis.MovedMember] {
        node.memberBlock.members.compactMap { item -> SourceAnalysis.MovedMember? in
            let decl = item.decl
            let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
                ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
            guard let modifiers, modifiers.contains(where: { $0.name.text == "override" }) else { return nil }
            return SourceAnalysis.MovedMember(
                range: decl.positionAfterSkippingLeadingTrivia.utf8Offset..<decl.endPositionBeforeTrailingTrivia.utf8Offset,
                line: line(decl))
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterOther(node.attributes, node.modifiers) }
    override func visitPost(_ node: StructDeclSyntax) { close() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterOther(node.attributes, node.modifiers) }
    override func visitPost(_ node: EnumDeclSyntax) { close() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { Self.name(of: $0) == "objc" }) { objcProtocol(node) }
        return enterOther(node.attributes, node.modifiers)
    }

    /// An `@objc protocol` as iOS has it without the Objective-C runtime: class-bound (`weak var
    /// delegate: P?` compiles), and its `optional` requirements given an empty default.
    private func objcProtocol(_ node: ProtocolDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) {
            if let clause = node.inheritanceClause {
                let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
                rewrites.append(.init(range: end..<end, text: ", AnyObject"))
            } else {
                let name = node.name
                rewrites.append(.init(range: name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
                                      text: name.text + ": AnyObject"))
            }
        }
        var defaults: [String] = []
        objcProtocols[node.name.text] = node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
        for member in node.memberBlock.members {
            let decl = member.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  let optional = modifiers.first(where: { $0.name.text == "optional" }) else { continue }
            var implementation: String?
            if let function = decl.as(FunctionDeclSyntax.self) {
                let returns = function.signature.returnClause?.type.trimmedDescription
                let body: String? = returns == nil || returns == "Void" || returns == "()" ? "{}"
                    : (returns!.hasSuffix("?") ? "{ nil }" : nil)
                implementation = body.map { "    func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(function.signature.trimmedDescription) \($0)" }
                if implementation != nil { optionalRequirements.append(function.name.text) }
            } else if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription, type.hasSuffix("?") {
                implementation = "    var \(name): \(type) { nil }"
            }
            // One that cannot have an empty default (it must return a value) stays as written.
            guard let implementation else { continue }
            blankRanges.append(optional.positionAfterSkippingLeadingTrivia.utf8Offset..<optional.endPositionBeforeTrailingTrivia.utf8Offset)
            defaults.append(implementation)
        }
        if !defaults.isEmpty {
            optionalDefaults += ["extension \(node.name.text) {"] + defaults + ["}"]
        }
    }

    /// `x.name?(…)`: a call of an optional method.
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.expression.as(MemberAccessExprSyntax.self),
           let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(node).id {
            let mark = node.questionMark
            optionalCalls.append((member.declName.baseName.text,
                                  mark.positionAfterSkippingLeadingTrivia.utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { close() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterOther(node.attributes, node.modifiers) }
    override func visitPost(_ node: ActorDeclSyntax) { close() }

    /// Function bodies, accessors and closures: a class declared inside is local, out of the glue's reach.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { enterOther(nil, nil) }
    override func visitPost(_ node: CodeBlockSyntax) { close() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enterOther(nil, nil) }
    override func visitPost(_ node: ClosureExprSyntax) { close() }

    private func enterOther(_ attributes: AttributeListSyntax?, _ modifiers: DeclModifierListSyntax?) -> SyntaxVisitorContinueKind {
        if let attributes { blank(attributes) }
        if let modifiers { blank(modifiers) }
        depth += 1
        scopes.append(-1)
        return .visitChildren
    }

    private func open(_ declaration: SourceAnalysis.TypeDeclaration) {
        depth += 1
        declarations.append(declaration)
        scopes.append(declarations.count - 1)
    }

    private func close() {
        depth -= 1
        scopes.removeLast()
    }

    /// The class or extension whose members are being visited (nil inside other scopes).
    private var currentIndex: Int? {
        guard let index = scopes.last, index >= 0 else { return nil }
        return index
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        dynamicProperty(node)
        let isOutlet = node.attributes.contains { Self.name(of: $0) == "IBOutlet" }
        // A stored property key-value coding can set on iOS.
        if let index = currentIndex, !isOutlet, node.bindingSpecifier.text == "var",
           !node.modifiers.contains(where: { ["static", "class", "private", "fileprivate", "lazy"].contains($0.name.text) }),
           node.attributes.contains(where: { Self.name(of: $0) == "objc" }) || node.modifiers.contains(where: { $0.name.text == "dynamic" })
            || declarations[index].isObjcMembers {
            for binding in node.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                      binding.typeAnnotation != nil || binding.initializer != nil else { continue }
                declarations[index].keyValueProperties.append(name)
            }
        }
        // A static stored property whose start value runs no code: a root of the object graph.
        if let index = currentIndex, !declarations[index].isGeneric, node.modifiers.contains(where: { $0.name.text == "static" }) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                      Self.isStoredWithoutCode(binding) else { continue }
                declarations[index].staticStoredProperties.append(name)
            }
        }
        // A computed instance property (a getter that neither throws nor waits) a check may read.
        if let index = currentIndex, !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                      let block = binding.accessorBlock else { continue }
                switch block.accessors {
                case .getter: declarations[index].computedProperties.append(name)
                case let .accessors(list):
                    if list.contains(where: { $0.accessorSpecifier.text == "get" && $0.effectSpecifiers == nil }) {
                        declarations[index].computedProperties.append(name)
                    }
                }
            }
        }
        blank(node.attributes)
        blank(node.modifiers)
        guard isOutlet, let index = currentIndex else { return .visitChildren }
        // `@IBOutlet var a, b: UILabel!`: the last annotation applies to the names before it.
        var type: TypeSyntax?
        var outlets: [SourceAnalysis.Outlet] = []
        for binding in node.bindings.reversed() {
            type = binding.typeAnnotation?.type ?? type
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type else { continue }
            let (typeName, isCollection, isOptional) = Self.describe(type)
            outlets.append(SourceAnalysis.Outlet(name: name, typeName: typeName, isCollection: isCollection,
                                                 isOptional: isOptional, line: line(binding)))
        }
        declarations[index].outlets += outlets.reversed()
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.attributes.compactMap(Self.name(of:))
        let explicitSelector = node.attributes.compactMap { element -> String? in
            guard case let .attribute(attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { return nil }
            return arguments.trimmedDescription.filter { !$0.isWhitespace }
        }.first
        blank(node.attributes)
        blank(node.modifiers)
        guard let index = currentIndex else { return .visitChildren }
        if node.modifiers.contains(where: { $0.name.text == "override" }) {
            declarations[index].overriddenMethodNames.append(node.name.text)
        }
        let parameters = node.signature.parameterClause.parameters.map {
            SourceAnalysis.Parameter(label: $0.firstName.text, typeName: $0.type.trimmedDescription)
        }
        if !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            let name = parameters.isEmpty ? "\(node.name.text)()" : "\(node.name.text)(\(parameters.map { "\($0.label):" }.joined()))"
            declarations[index].methodNames.append(name)
        }
        let returnType = node.signature.returnClause.map { $0.type.trimmedDescription }.flatMap { $0 == "Void" || $0 == "()" ? nil : $0 }
        // Off Apple platforms swiftc applies AppKit's rule "@IBAction methods must have 1 argument";
        // UIKit also allows none (`tap()`) and two (`tap(_:forEvent:)`), so those lose the attribute.
        if names.contains("IBAction") && parameters.count != 1 { blank(node.attributes, named: ["IBAction"]) }
        var action = SourceAnalysis.Action(name: node.name.text, parameters: parameters, explicitSelector: explicitSelector,
                                           returnType: returnType, line: line(node))
        if names.contains("IBSegueAction") {
            declarations[index].segueActions.append(action)
        } else if names.contains("IBAction") {
            declarations[index].actions.append(action)
        } else if names.contains("objc") {
            action.isObjCOnly = true
            declarations[index].actions.append(action)
        } else if !node.modifiers.contains(where: { ["static", "class", "override"].contains($0.name.text) }) {
            // `@objc` on iOS when it fulfils an `@objc protocol`'s requirement (the glue decides).
            action.isObjCOnly = true
            declarations[index].otherMethods.append(action)
        }
        return .visitChildren
    }

    // MARK: Key-value observing (R10.13)

    /// `x.observe(\.count, options: …) { … }`: the key path's key is written first,
    /// `x.observe("count", \.count, …)`, since key paths carry no names off Apple platforms.
    private func keyValueObservation(_ node: FunctionCallExprSyntax) {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name == "observe", let first = node.arguments.first, first.label == nil,
              let keyPath = first.expression.as(KeyPathExprSyntax.self) else { return }
        var components: [String] = []
        for component in keyPath.components {
            guard case let .property(property) = component.component else { return }
            components.append(property.declName.baseName.text)
        }
        guard !components.isEmpty else { return }
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        rewrites.append(.init(range: start..<start, text: "\"" + components.joined(separator: ".") + "\", "))
    }

    /// `@objc dynamic var count = 0` in a class: a `didSet` that notifies its observers (added, or
    /// deferred to the end of the property's own `didSet`). Computed properties are left alone.
    private func dynamicProperty(_ node: VariableDeclSyntax) {
        guard let index = currentIndex, !declarations[index].isExtension, node.bindingSpecifier.text == "var",
              node.modifiers.contains(where: { $0.name.text == "dynamic" }),
              !node.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
              node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.typeAnnotation != nil || binding.initializer != nil else { return }
        let key = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        func notify(_ old: String) -> String { "__workbookDidChange(self, \"\(key)\", \(old), self.\(name)); " }
        guard let block = binding.accessorBlock else {
            let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
            rewrites.append(.init(range: end..<end, text: " { didSet { \(notify("oldValue"))} }"))
            return
        }
        guard case let .accessors(list) = block.accessors,
              list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { return }
        if let didSet = list.first(where: { $0.accessorSpecifier.text == "didSet" }), let body = didSet.body {
            let old = didSet.parameters?.name.text ?? "oldValue"
            let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            // After the property's own `didSet`, as the observing subclass's setter tells observers
            // once the original setter returns.
            rewrites.append(.init(range: start..<start, text: " defer { " + notify(old) + "};"))
        } else {
            let end = block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            rewrites.append(.init(range: end..<end, text: "didSet { \(notify("oldValue"))} "))
        }
    }

    // MARK: The Objective-C runtime's dynamic lookup

    static func isAnyObjectType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return ["AnyObject", "AnyObject?", "AnyObject!", "Optional<AnyObject>"].contains(type.trimmedDescription)
    }

    /// `expr as AnyObject`, `expr as AnyObject?`, `expr as? AnyObject`, in parentheses or not.
    static func isAnyObjectCast(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            current = only.expression
        }
        if let cast = current.as(AsExprSyntax.self) { return isAnyObjectType(cast.type) }
        // Before operator folding, `x as AnyObject` is a sequence ending in an `as` and a type.
        if let sequence = current.as(SequenceExprSyntax.self), let last = sequence.elements.last,
           let type = last.as(TypeExprSyntax.self), sequence.elements.dropLast().last?.is(UnresolvedAsExprSyntax.self) == true {
            return isAnyObjectType(type.type)
        }
        return false
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if Self.isAnyObjectType(node.type) { anyObjectNames.insert((node.secondName ?? node.firstName).text) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           Self.isAnyObjectType(node.typeAnnotation?.type) || node.initializer.map({ Self.isAnyObjectCast($0.value) }) == true {
            anyObjectNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           Self.isAnyObjectType(node.typeAnnotation?.type) || node.initializer.map({ Self.isAnyObjectCast($0.value) }) == true {
            anyObjectNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        keyValueObservation(node)
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let name = member.declName.baseName.text
        guard (name == "responds" && labels == ["to"]) || (name == "perform" && [["_"], ["_", "with"], ["_", "with", "with"]].contains(labels))
        else { return .visitChildren }
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        let range = base.positionAfterSkippingLeadingTrivia.utf8Offset..<base.endPositionBeforeTrailingTrivia.utf8Offset
        if Self.isAnyObjectCast(base) {
            dynamicCalls.append((range, nil, true))
        } else if let reference = (base.as(ForceUnwrapExprSyntax.self)?.expression ?? base).as(DeclReferenceExprSyntax.self),
                  reference.baseName.text != "self" {
            dynamicCalls.append((range, reference.baseName.text, false))
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        blank(node.modifiers)
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if labels == ["coder"], let index = currentIndex { declarations[index].declaresCoderInitializer = true }
        if !node.modifiers.contains(where: { $0.name.text == "convenience" }), let index = currentIndex, !declarations[index].isExtension {
            declarations[index].designatedInitializerLabels.append(labels)
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        blank(node.modifiers)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        blank(node.attributes)
        return .visitChildren
    }

    /// `#selector(onTap(_:))`, `#selector(self.onTap)`, `#selector(ViewController.onTap(_:))`.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // `#Preview { … }` written as a statement of the file (see the declaration form below).
        if node.macroName.text == "Preview", depth == 0, node.parent?.is(CodeBlockItemSyntax.self) == true {
            blankRanges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
        // `#keyPath(ResultViewController.paramEmail)` is the key's string (`"paramEmail"`), padded.
        if node.macroName.text == "keyPath", let argument = node.arguments.first?.expression {
            var components: [String] = []
            var current: ExprSyntax? = argument
            while let expression = current {
                if let member = expression.as(MemberAccessExprSyntax.self) {
                    components.insert(member.declName.baseName.text, at: 0)
                    current = member.base
                } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                    components.insert(reference.baseName.text, at: 0)
                    current = nil
                } else {
                    return .skipChildren
                }
            }
            // A leading type name (`ResultViewController.`) is not part of the key path.
            if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
            let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            var text = "\"" + components.joined(separator: ".") + "\""
            if text.utf8.count < range.count { text += String(repeating: " ", count: range.count - text.utf8.count) }
            rewrites.append(.init(range: range, text: text))
            return .skipChildren
        }
        guard node.macroName.text == "selector", let argument = node.arguments.first?.expression else { return .visitChildren }
        let reference = argument.as(MemberAccessExprSyntax.self)?.declName ?? argument.as(DeclReferenceExprSyntax.self)
        guard let reference else { return .skipChildren }
        let labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
        var expression = SourceAnalysis.SelectorExpression(
            range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
            baseName: reference.baseName.text, labels: labels)
        // `#selector(setter: T.paramEmail)` is `setParamEmail:`, `#selector(getter: T.paramEmail)` is `paramEmail`.
        switch node.arguments.first?.label?.text {
        case "setter":
            let name = reference.baseName.text
            expression.accessor = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
        case "getter":
            expression.accessor = reference.baseName.text
        default: break
        }
        selectorExpressions.append(expression)
        return .skipChildren
    }

    /// `import CoreData`: the module name's bytes, compiled as `UIKit` (see `SourceAnalysis.File.coreDataImports`).
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.count == 1, let name = node.path.first?.name, name.text == "CoreData" {
            coreDataImports.append(name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset)
        } else if let first = node.path.first, let last = node.path.last, SourceGate.loggingModules.contains(first.name.text) {
            // `import os`, `import os.log`, `import OSLog`: the logging API lives in UIKit here (OSLog.swift).
            coreDataImports.append(first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .skipChildren
    }

    // MARK: Blanking

    /// Xcode 15's `#Preview { … }` at file scope draws a screen on the canvas and compiles to
    /// nothing in the app; the macro's plug-in is Xcode's, so it is blanked (newlines kept).
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview", depth == 0 else { return .visitChildren }
        blankRanges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        return .skipChildren
    }


    static func name(of element: AttributeListSyntax.Element) -> String? {
        guard case let .attribute(attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    private func blank(_ attributes: AttributeListSyntax, named names: Set<String> = SourceAnalyzer.blankedAttributes) {
        for element in attributes {
            guard case let .attribute(attribute) = element, names.contains(attribute.attributeName.trimmedDescription) else { continue }
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
