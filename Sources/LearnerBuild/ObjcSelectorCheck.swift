import Foundation
import SwiftParser
import SwiftSyntax

/// `#selector(m)` needs `m` exposed to Objective-C (`@objc`, `@IBAction`, an override of UIKit's,
/// a member of an `@objc extension` or an `@objcMembers` class). Off Apple platforms the compiler
/// has no Objective-C and the build writes `#selector` as `Selector("…")`, so it cannot say so: this
/// check says it as Xcode's compiler does ("argument of '#selector' refers to instance method
/// 'onTap()' that is not exposed to Objective-C", with its note "add '@objc' to expose this
/// instance method to Objective-C"), for a selector naming only methods of the learner's that are
/// none of these. A name the learner's code does not declare is either UIKit's own (a member of
/// the SDK types the learner's type inherits, in the iOS SDK's names: left alone) or a name of
/// nothing, which swiftc refuses before it asks about Objective-C ("cannot find 'onTapp' in
/// scope", "value of type 'ViewController' has no member 'onTapp'", "type 'ViewController' has no
/// member 'onTapp'", at the name): it is said so here, since the build's `Selector("…")` would
/// compile and fail only when the action is sent.
enum ObjcSelectorCheck {
    /// Part of a build's cache key: a build this check passed under an older version is checked again
    /// (2: a property's accessor, `#selector(setter: T.name)`, needs the property exposed).
    static let version = 2

    struct Method {
        var name: String
        /// `onTap(_:)`, as the compiler names it.
        var signature: String
        var exposed: Bool
        /// The class (or the type an extension extends) the method is declared in; nil elsewhere.
        var type: String?
        var file: String
        var line: Int
        var column: Int
    }

    struct Use {
        /// What stands before the method's name: nothing (`#selector(onTap)`), `self`
        /// (`#selector(self.onTap)`) in a type, or a type's name (`#selector(ViewController.onTap)`).
        enum Base: Equatable {
            case none
            case instance(of: String)
            case type(String)
            /// Another expression, whose type this check does not know.
            case other
        }

        var name: String
        /// `setter` or `getter` for `#selector(setter: T.name)`: a property's accessor, not a method.
        var accessor: String? = nil
        /// The argument labels written after the name (`sender:` in `#selector(onSave(sender:))`),
        /// nil when only the base name is written (`#selector(onSave)`).
        var labels: String?
        var base: Base = .none
        /// The type the `#selector` is written in, whose members an unqualified name can mean.
        var enclosingType: String?
        var file: String
        var line: Int
        var column: Int
        var lineText: String

        /// The name as written: `onSave(sender:)`, or `onSave` without labels.
        var fullName: String { labels.map { "\(name)(\($0))" } ?? name }
    }

    /// The compiler's text for each selector that names only methods not exposed to Objective-C
    /// (empty: none).
    static func failures(_ sources: [(path: String, contents: String)]) -> String {
        var methods: [Method] = []
        var properties: [Method] = []
        var uses: [Use] = []
        var protocolNames = Set<String>()
        var declaredNames = Set<String>()
        var supertypes: [String: [String]] = [:]
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
            properties += visitor.properties
            uses += visitor.uses
            protocolNames.formUnion(visitor.protocolNames)
            declaredNames.formUnion(visitor.declaredNames)
            supertypes.merge(visitor.supertypes) { $0 + $1 }
        }
        var output = ""
        // A selector naming nothing: no declaration of the learner's has the name, nor has any of
        // the iOS SDK's types (UIKit's own methods, reached through a superclass). swiftc says so
        // before anything else, at the name, with its usual wording.
        let declared = Set(methods.map(\.name)).union(declaredNames).union(protocolNames)
        var unknown: [Int] = []
        // A property's accessor (`#selector(setter: ResultViewController.paramEmail)`) needs the property exposed:
        // a property of the learner's declared without `@objc` (nor `@IBOutlet`, nor in an `@objcMembers` class) is refused.
        for use in uses where use.accessor != nil {
            let named = properties.filter { $0.name == use.name && (use.base == .none || use.base == .instance(of: $0.type ?? "") || use.base == .type($0.type ?? "")) }
            guard let first = named.first, !named.contains(where: \.exposed) else { continue }
            output += diagnostic("argument of '#selector' refers to property '\(use.name)' that is not exposed to Objective-C", at: use)
            output += "\(first.file):\(first.line):\(first.column): note: add '@objc' to expose this property to Objective-C\n\n"
        }
        uses.removeAll { $0.accessor != nil }
        for (index, use) in uses.enumerated() where !declared.contains(use.name) && !sdkDeclares(use, learnerSupertypes: supertypes) {
            guard let message = notFound(use) else { continue }
            output += diagnostic(message, at: use)
            unknown.append(index)
        }
        // A name with argument labels is looked up whole (R10.9): `#selector(onSave(sender:))`
        // names nothing when the type (self's class for a bare name) and its superclasses of the
        // learner's declare `onSave` only with other labels (`onSave(_:)`), and UIKit's types it
        // inherits have no `onSave` that could be meant.
        var mislabelled = Set<Int>()
        for (index, use) in uses.enumerated() where use.labels != nil && !unknown.contains(index) {
            let type: String?
            switch use.base {
            case .none: type = use.enclosingType
            case let .instance(of: named), let .type(named): type = named
            case .other: type = nil
            }
            guard let type else { continue }
            let chain = learnerChain(of: type, supertypes: supertypes)
            let candidates = methods.filter { $0.name == use.name && $0.type.map(chain.contains) == true }
            guard !candidates.isEmpty, !candidates.contains(where: { $0.signature == use.fullName }),
                  !sdkMayDeclare(use.name, on: type, learnerSupertypes: supertypes), let message = notFound(use) else { continue }
            output += diagnostic(message, at: use)
            mislabelled.insert(index)
        }
        for (index, use) in uses.enumerated() where !protocolNames.contains(use.name) && !mislabelled.contains(index) {
            let named = methods.filter { $0.name == use.name && (use.labels == nil || $0.signature == use.fullName) }
            guard let first = named.first, !named.contains(where: \.exposed) else { continue }
            let message = "argument of '#selector' refers to instance method '\(first.signature)' that is not exposed to Objective-C"
            output += diagnostic(message, at: use)
            output += "\(first.file):\(first.line):\(first.column): note: add '@objc' to expose this instance method to Objective-C\n\n"
        }
        return output
    }

    /// swiftc's words for a name that nothing declares, the name as written (with its labels).
    private static func notFound(_ use: Use) -> String? {
        switch use.base {
        case .none: return "cannot find '\(use.fullName)' in scope"
        case let .instance(type): return "value of type '\(type)' has no member '\(use.fullName)'"
        case let .type(type): return "type '\(type)' has no member '\(use.fullName)'"
        case .other: return nil
        }
    }

    /// The type and the learner's types it inherits from (through the inheritance clauses of its
    /// declaration and extensions), whose methods a member lookup on it sees.
    private static func learnerChain(of type: String, supertypes: [String: [String]]) -> Set<String> {
        var chain: Set<String> = [type]
        var pending = [type]
        while let next = pending.popLast() {
            for parent in supertypes[next] ?? [] where supertypes[parent] != nil && chain.insert(parent).inserted {
                pending.append(parent)
            }
        }
        return chain
    }

    /// An error at a use, as swiftc prints it: the place, then the line with a marker under the column.
    private static func diagnostic(_ message: String, at use: Use) -> String {
        let gutter = String(use.line)
        let pad = String(repeating: " ", count: gutter.count)
        let marker = String(repeating: " ", count: max(0, use.column - 1))
        return "\(use.file):\(use.line):\(use.column): error: \(message)\n"
            + "\(gutter) | \(use.lineText)\n\(pad) | \(marker)`- error: \(message)\n\n"
    }

    /// Whether the name a `#selector` uses can be one of the iOS SDK's: a member of the SDK types
    /// the learner's type inherits (or of the type named before the dot), or a module-scope name.
    /// A use this check cannot place (a type it does not know) counts as known.
    static func sdkDeclares(_ use: Use, learnerSupertypes: [String: [String]]) -> Bool {
        let sdk = IOSSDKNames.shared
        let type: String
        switch use.base {
        case .none:
            if sdk.declaresGlobal(use.name) { return true }
            guard let enclosing = use.enclosingType else { return sdkNames.contains(use.name) }
            type = enclosing
        case let .instance(of: enclosing): type = enclosing
        case let .type(named): type = named
        case .other: return true
        }
        guard learnerSupertypes[type] != nil || sdk.isSDKType(type) else { return true }
        return sdk.hasMember(use.name, on: type, learnerSupertypes: learnerSupertypes)
    }

    /// Whether a UIKit type `type` inherits may have a method of base name `name`, with labels this
    /// check cannot see: a member of that name, or one whose Objective-C name starts with it
    /// (`dismissViewControllerAnimated` for `dismiss(animated:completion:)`). A type that
    /// inherits no SDK type it knows counts as not.
    static func sdkMayDeclare(_ name: String, on type: String, learnerSupertypes: [String: [String]]) -> Bool {
        let sdk = IOSSDKNames.shared
        var queue = [type]
        var seen = Set<String>()
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if sdk.members[next]?.contains(where: { $0.hasPrefix(name) }) == true { return true }
            queue += (sdk.supertypes[next] ?? []) + (learnerSupertypes[next] ?? [])
        }
        return false
    }

    /// Every member and module-scope name of the iOS SDK's types.
    nonisolated(unsafe) private static var sdkNamesCache: Set<String>?
    private static let sdkNamesLock = NSLock()
    static var sdkNames: Set<String> {
        sdkNamesLock.lock(); defer { sdkNamesLock.unlock() }
        if let names = sdkNamesCache { return names }
        let sdk = IOSSDKNames.shared
        let names = sdk.members.values.reduce(into: Set(sdk.supertypes.keys)) { $0.formUnion($1) }
        sdkNamesCache = names
        return names
    }

    final class Visitor: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        let lines: [Substring]
        var methods: [Method] = []
        var properties: [Method] = []
        var uses: [Use] = []
        var protocolNames = Set<String>()
        var objcMembers = Set<String>()
        /// The names of the file's other declarations (properties, variables, enum cases, types).
        var declaredNames = Set<String>()
        /// The superclass and protocols each type (or extension) of the file names, by type.
        var supertypes: [String: [String]] = [:]

        func inherit(_ name: String, _ clause: InheritanceClauseSyntax?) {
            supertypes[name, default: []] += clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            inherit(node.extendedType.trimmedDescription, node.inheritanceClause)
            return .visitChildren
        }

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
            methods.append(Method(name: node.name.text, signature: "\(node.name.text)(\(labels))", exposed: exposed,
                                  type: inClass ? Self.enclosingTypeName(of: node) : nil, file: file,
                                  line: location.line, column: location.column))
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let identifier = node.pattern.as(IdentifierPatternSyntax.self) { declaredNames.insert(identifier.identifier.text) }
            // A stored or computed property of a class (or its extension), and whether Objective-C sees it.
            if let identifier = node.pattern.as(IdentifierPatternSyntax.self), let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
               variable.parent?.is(MemberBlockItemSyntax.self) == true {
                let attributes = Self.attributeNames(variable.attributes)
                var exposed = attributes.contains { ["objc", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable"].contains($0) }
                    || variable.modifiers.contains { ["override", "static", "class"].contains($0.name.text) }
                var inClass = false
                // (The variable's item, the item list, the member block, then the declaration.)
                if let block = variable.parent?.parent?.parent?.parent {
                    if let declaration = block.as(ClassDeclSyntax.self) {
                        inClass = true
                        if Self.attributeNames(declaration.attributes).contains("objcMembers") { exposed = true }
                    } else if let declaration = block.as(ExtensionDeclSyntax.self) {
                        inClass = true
                        if Self.attributeNames(declaration.attributes).contains("objc") || objcMembers.contains(declaration.extendedType.trimmedDescription) { exposed = true }
                    }
                }
                if inClass {
                    let location = identifier.identifier.startLocation(converter: converter)
                    properties.append(Method(name: identifier.identifier.text, signature: identifier.identifier.text, exposed: exposed,
                                             type: Self.enclosingTypeName(of: variable), file: file, line: location.line, column: location.column))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.name.text)
            inherit(node.name.text, node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.name.text)
            inherit(node.name.text, node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.name.text)
            inherit(node.name.text, node.inheritanceClause)
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", node.arguments.count == 1, let argument = node.arguments.first else { return .visitChildren }
            if let accessor = argument.label?.text {
                // `#selector(setter: T.name)`, `#selector(getter: self.name)`.
                guard ["setter", "getter"].contains(accessor) else { return .visitChildren }
                let member = argument.expression.as(MemberAccessExprSyntax.self)
                guard let reference = member?.declName ?? argument.expression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
                var base = Use.Base.none
                if let name = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    base = name == "self" ? (Self.enclosingTypeName(of: node).map { .instance(of: $0) } ?? .other) : name.first?.isUppercase == true ? .type(name) : .other
                } else if member != nil {
                    base = .other
                }
                add(reference.baseName.text, labels: nil, base: base, in: node, at: reference.startLocation(converter: converter))
                uses[uses.count - 1].accessor = accessor
                return .visitChildren
            }
            if let member = argument.expression.as(MemberAccessExprSyntax.self) {
                // `#selector(self.onTap)`, `#selector(ViewController.onTap(_:))`.
                var base = Use.Base.other
                if let reference = member.base?.as(DeclReferenceExprSyntax.self) {
                    let name = reference.baseName.text
                    if name == "self" {
                        if let type = Self.enclosingTypeName(of: node) { base = .instance(of: type) }
                    } else if name.first?.isUppercase == true {
                        base = .type(name)
                    }
                }
                add(member.declName.baseName.text, labels: Self.labels(member.declName), base: base, in: node,
                    at: member.declName.startLocation(converter: converter))
            } else if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
                add(reference.baseName.text, labels: Self.labels(reference), base: .none, in: node, at: reference.startLocation(converter: converter))
            }
            return .visitChildren
        }

        /// The class, struct or enum (or the type an extension extends) the node is written in.
        static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
            var parent = node.parent
            while let current = parent {
                if let declaration = current.as(ClassDeclSyntax.self) { return declaration.name.text }
                if let declaration = current.as(StructDeclSyntax.self) { return declaration.name.text }
                if let declaration = current.as(EnumDeclSyntax.self) { return declaration.name.text }
                if let declaration = current.as(ExtensionDeclSyntax.self) {
                    // `extension P where Self: UIViewController`: its members are the constraint's too; not placed.
                    return declaration.genericWhereClause == nil ? declaration.extendedType.trimmedDescription : nil
                }
                parent = current.parent
            }
            return nil
        }

        /// `sender:` for `onSave(sender:)`, `_:_:` for `f(_:_:)`, `""` for `f()`; nil for a bare name.
        static func labels(_ reference: DeclReferenceExprSyntax) -> String? {
            reference.argumentNames.map { $0.arguments.map { "\($0.name.text):" }.joined() }
        }

        func add(_ name: String, labels: String?, base: Use.Base, in node: MacroExpansionExprSyntax, at location: SourceLocation) {
            let text = location.line >= 1 && location.line <= lines.count ? String(lines[location.line - 1]) : ""
            uses.append(Use(name: name, labels: labels, base: base, enclosingType: Self.enclosingTypeName(of: node), file: file,
                            line: location.line, column: location.column, lineText: text))
        }
    }
}
