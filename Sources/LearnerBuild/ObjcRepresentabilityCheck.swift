import Foundation
import SwiftParser
import SwiftSyntax

/// A declaration marked `@objc` must have a type Objective-C can represent. Off Apple platforms
/// the compiler has no Objective-C and never asks, so `@objc dynamic var appearances: Int?` compiles
/// here and is refused by Xcode's compiler ("property cannot be marked '@objc' because its type
/// cannot be represented in Objective-C"). This check says it as swiftc 6.3 does, with its notes
/// ("Swift structs cannot be represented in Objective-C", …) at the type, for an explicit `@objc`
/// property (stored or computed, `let` or `var`) or method of a class or a class's extension whose
/// type, parameter or result is one it knows is not representable:
///
/// - an optional of a trivial type (`Int?`, `Double?`, `Bool?`, `CGFloat?`, `Int8?`…, `Character?`),
///   of a struct or enum of the learner's (an `@objc enum` too), of a tuple, of a class of the
///   learner's that does not inherit from `NSObject`, of a protocol of the learner's that is not `@objc`;
/// - a struct of the learner's, `Character`, an enum of the learner's that is not `@objc`, a tuple,
///   a class of the learner's not rooted in `NSObject`, a protocol of the learner's not `@objc`;
/// - an array or dictionary whose elements are optionals, tuples, or structs or non-`@objc` enums
///   of the learner's.
///
/// Everything else is left alone: closures, generics, UIKit's value types, type aliases, anything
/// this check cannot place (a correct solution refused is worse than a wrong one let through).
/// Members of an `@objcMembers` class (or of an `@objc extension`) without `@objc` of their own are
/// skipped silently by Xcode's compiler when not representable: never said. `@IBAction`,
/// `@IBOutlet`, `@NSManaged`, `@IBInspectable`, overrides and property wrappers are not this
/// check's either.
enum ObjcRepresentabilityCheck {
    /// What is known of the learner's types, by simple name (nested types too).
    struct LearnerTypes {
        enum Kind: Equatable {
            case structure
            case enumeration(objc: Bool)
            case classType(inherited: [String], generic: Bool)
            case protocolType(objc: Bool, inherited: [String])
            /// A type alias, an associated type, or a name declared twice as different kinds.
            case unknown
        }

        var kinds: [String: Kind] = [:]

        mutating func add(_ name: String, _ kind: Kind) {
            if let existing = kinds[name], existing != kind { kinds[name] = .unknown } else { kinds[name] = kind }
        }

        /// Whether the class (the learner's or the SDK's) is rooted in `NSObject`: true, false (a
        /// Swift root class), nil (not known).
        func isObjCClass(_ name: String, seen: Set<String> = []) -> Bool? {
            if case let .classType(inherited, generic)? = kinds[name] {
                guard !generic, !seen.contains(name) else { return nil }
                var known = true
                for parent in inherited {
                    switch kinds[parent] {
                    case .classType?:
                        return isObjCClass(parent, seen: seen.union([name]))
                    case .protocolType?:
                        continue
                    case .structure?, .enumeration?, .unknown?:
                        return nil
                    case nil:
                        if ObjcRepresentabilityCheck.sdkIsClass(parent) { return true }
                        if !ObjcRepresentabilityCheck.swiftProtocols.contains(parent) { known = false }
                    }
                }
                return known ? false : nil
            }
            return kinds[name] == nil && ObjcRepresentabilityCheck.sdkIsClass(name) ? true : nil
        }
    }

    /// Protocols of the standard library a Swift root class may conform to.
    static let swiftProtocols: Set<String> = [
        "Codable", "Encodable", "Decodable", "Equatable", "Hashable", "Comparable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "AnyObject",
    ]

    /// Types Objective-C represents as they are (`NSInteger`, `double`, `BOOL`…), never as an optional.
    static let trivialTypes: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float32", "Float64", "CGFloat", "Bool",
    ]

    /// Types bridged to an Objective-C class (`NSString`, `NSDate`…) or that are one: representable,
    /// optional or not.
    static let bridgedTypes: Set<String> = ["String", "Any", "AnyObject", "Date", "URL", "Data"]

    /// Whether the iOS SDK declares `name` as a class (one that inherits `NSObject`).
    static func sdkIsClass(_ name: String) -> Bool { sdkReaches(name, "NSObject") }

    /// Whether an SDK type's supertypes (transitively) include `target`, or it is `target`.
    static func sdkReaches(_ name: String, _ target: String) -> Bool {
        let sdk = IOSSDKNames.shared
        var queue = [name]
        var seen = Set<String>()
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == target { return true }
            queue += sdk.supertypes[next] ?? []
        }
        return false
    }

    /// Whether a type can be represented in Objective-C, as far as this check knows.
    enum Verdict: Equatable {
        case representable
        case unknown
        /// Not representable; swiftc's note at the type's start, when it gives one.
        case refused(note: String?)
    }

    static let structNote = "Swift structs cannot be represented in Objective-C"
    static let enumNote = "Swift enums not marked '@c' or '@objc' cannot be represented in Objective-C"
    static let tupleNote = "tuples cannot be represented in Objective-C"
    static let classNote = "classes not annotated with '@objc' cannot be represented in Objective-C"
    static func protocolNote(_ name: String) -> String {
        "protocol-constrained type containing protocol '\(name)' cannot be represented in Objective-C"
    }

    static func verdict(_ type: TypeSyntax, _ types: LearnerTypes) -> Verdict {
        if let optional = type.as(OptionalTypeSyntax.self) { return optionalVerdict(optional.wrappedType, types) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return optionalVerdict(unwrapped.wrappedType, types) }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return tuple.elements.count >= 2 ? .refused(note: tupleNote) : .unknown
        }
        if let array = type.as(ArrayTypeSyntax.self) { return collectionVerdict([array.element], types) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return collectionVerdict([dictionary.key, dictionary.value], types) }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return .unknown }
        let name = identifier.name.text
        if let arguments = identifier.genericArgumentClause?.arguments {
            if name == "Optional", arguments.count == 1, let wrapped = arguments.first?.argument.as(TypeSyntax.self) {
                return optionalVerdict(wrapped, types)
            }
            return .unknown
        }
        switch types.kinds[name] {
        case .structure?: return .refused(note: structNote)
        case let .enumeration(objc)?: return objc ? .representable : .refused(note: enumNote)
        case .classType?:
            switch types.isObjCClass(name) {
            case true?: return .representable
            case false?: return .refused(note: classNote)
            case nil: return .unknown
            }
        case let .protocolType(objc, inherited)?:
            if objc { return .representable }
            return inherited.isEmpty ? .refused(note: protocolNote(name)) : .unknown
        case .unknown?: return .unknown
        case nil:
            if trivialTypes.contains(name) || bridgedTypes.contains(name) { return .representable }
            if name == "Character" { return .refused(note: structNote) }
            if sdkIsClass(name) || sdkReaches(name, "ReferenceConvertible") { return .representable }
            return .unknown
        }
    }

    /// `T?`: representable only when `T` is an object or bridged to one.
    static func optionalVerdict(_ wrapped: TypeSyntax, _ types: LearnerTypes) -> Verdict {
        if wrapped.is(TupleTypeSyntax.self) || wrapped.is(ArrayTypeSyntax.self) || wrapped.is(DictionaryTypeSyntax.self) {
            switch verdict(wrapped, types) {
            case .representable: return .representable
            case .refused: return .refused(note: nil)
            case .unknown: return .unknown
            }
        }
        guard let identifier = wrapped.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return .unknown }
        let name = identifier.name.text
        switch types.kinds[name] {
        case .structure?, .enumeration?: return .refused(note: nil)
        case .classType?:
            switch types.isObjCClass(name) {
            case true?: return .representable
            case false?: return .refused(note: nil)
            case nil: return .unknown
            }
        case let .protocolType(objc, inherited)?:
            if objc { return .representable }
            return inherited.isEmpty ? .refused(note: nil) : .unknown
        case .unknown?: return .unknown
        case nil:
            if trivialTypes.contains(name) || name == "Character" { return .refused(note: nil) }
            if bridgedTypes.contains(name) || sdkIsClass(name) || sdkReaches(name, "ReferenceConvertible") { return .representable }
            return .unknown
        }
    }

    /// An array's or dictionary's elements must be objects or bridged to one, never optional:
    /// otherwise the collection (a Swift struct) is not representable.
    static func collectionVerdict(_ elements: [TypeSyntax], _ types: LearnerTypes) -> Verdict {
        var result = Verdict.representable
        for element in elements {
            switch elementVerdict(element, types) {
            case .refused: return .refused(note: structNote)
            case .unknown: result = .unknown
            case .representable: continue
            }
        }
        return result
    }

    static func elementVerdict(_ element: TypeSyntax, _ types: LearnerTypes) -> Verdict {
        if element.is(OptionalTypeSyntax.self) || element.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .refused(note: nil) }
        if let tuple = element.as(TupleTypeSyntax.self) { return tuple.elements.count >= 2 ? .refused(note: nil) : .unknown }
        if element.is(ArrayTypeSyntax.self) || element.is(DictionaryTypeSyntax.self) { return verdict(element, types) }
        guard let identifier = element.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return .unknown }
        let name = identifier.name.text
        switch types.kinds[name] {
        case .structure?, .enumeration(objc: false)?: return .refused(note: nil)
        case .classType?: return types.isObjCClass(name) == true ? .representable : .unknown
        case let .protocolType(objc, _)?: return objc ? .representable : .unknown
        case .enumeration(objc: true)?, .unknown?: return .unknown
        case nil:
            if trivialTypes.contains(name) || bridgedTypes.contains(name) || sdkIsClass(name) || sdkReaches(name, "ReferenceConvertible") {
                return .representable
            }
            return .unknown
        }
    }

    /// One place of a diagnostic: an error or a note.
    struct Mark {
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }

    /// The compiler's text for each `@objc` declaration whose type Objective-C cannot represent
    /// (empty: none).
    static func failures(_ sources: [(path: String, contents: String)]) -> String {
        let trees = sources.map { Parser.parse(source: $0.contents) }
        let collector = TypeCollector(viewMode: .sourceAccurate)
        trees.forEach { collector.walk($0) }
        var output = ""
        for (source, tree) in zip(sources, trees) {
            let converter = SourceLocationConverter(fileName: source.path, tree: tree)
            let lines = source.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let visitor = Visitor(types: collector.types, converter: converter)
            visitor.walk(tree)
            for (error, notes) in visitor.diagnostics {
                output += render(file: source.path, error: error, notes: notes, lines: lines)
            }
        }
        return output
    }

    /// A diagnostic as swiftc prints it: the place, then the lines it marks (and those between),
    /// each with its markers below, rightmost first (`|- error` above `` `- note `` at one column).
    static func render(file: String, error: Mark, notes: [Mark], lines: [Substring]) -> String {
        let marks = [error] + notes
        let first = marks.map(\.line).min() ?? error.line
        let last = marks.map(\.line).max() ?? error.line
        let width = String(last).count
        var text = "\(file):\(error.line):\(error.column): error: \(error.message)\n"
        for number in first...last {
            let content = number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
            let gutter = String(repeating: " ", count: width - String(number).count) + String(number)
            text += "\(gutter) | \(content)\n"
            // Rightmost first; at one column, in the order said (the error before its note).
            let here = marks.enumerated().filter { $0.element.line == number }
                .sorted { $0.element.column != $1.element.column ? $0.element.column > $1.element.column : $0.offset < $1.offset }
                .map(\.element)
            for (index, mark) in here.enumerated() {
                let rest = here[(index + 1)...]
                var row = Array(repeating: Character(" "), count: max(0, mark.column - 1))
                for other in rest where other.column < mark.column && other.column >= 1 { row[other.column - 1] = "|" }
                let branch = rest.contains { $0.column == mark.column } ? "|- " : "`- "
                text += String(repeating: " ", count: width) + " | " + String(row) + branch + "\(mark.severity): \(mark.message)\n"
            }
        }
        return text + "\n"
    }

    /// The learner's types in every file.
    final class TypeCollector: SyntaxVisitor {
        var types = LearnerTypes()

        static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.add(node.name.text, .structure)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            types.add(node.name.text, .enumeration(objc: Visitor.hasAttribute("objc", node.attributes)))
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            types.add(node.name.text, .classType(inherited: Self.inherited(node.inheritanceClause), generic: node.genericParameterClause != nil))
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            types.add(node.name.text, .unknown)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            types.add(node.name.text, .protocolType(objc: Visitor.hasAttribute("objc", node.attributes), inherited: Self.inherited(node.inheritanceClause)))
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            types.add(node.name.text, .unknown)
            return .visitChildren
        }

        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            types.add(node.name.text, .unknown)
            return .visitChildren
        }

        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
            types.add(node.name.text, .unknown)
            return .visitChildren
        }
    }

    final class Visitor: SyntaxVisitor {
        let types: LearnerTypes
        let converter: SourceLocationConverter
        /// Each error with its notes, in the file's order.
        var diagnostics: [(Mark, [Mark])] = []

        init(types: LearnerTypes, converter: SourceLocationConverter) {
            self.types = types
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
            attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        }

        static func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
            attributeNames(attributes).contains(name)
        }

        /// Attributes that leave the reason `@objc` alone (any other, `@IBOutlet`, `@NSManaged`,
        /// a property wrapper, `#if` in the list: not this check's).
        static let plainAttributes: Set<String> = ["objc", "available", "discardableResult", "MainActor", "inlinable", "usableFromInline"]

        /// Explicitly `@objc`, with no attribute or modifier that gives Objective-C another reason.
        static func isExplicitlyObjC(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
            guard attributes.allSatisfy({ $0.is(AttributeSyntax.self) }) else { return false }
            let names = attributeNames(attributes)
            return names.contains("objc") && names.allSatisfy(plainAttributes.contains)
                && !modifiers.contains { ["override", "nonisolated"].contains($0.name.text) }
        }

        /// Whether a member block is a class's (not generic, nor inside a generic type) or an
        /// unconstrained extension's of a class (the learner's or the SDK's).
        func isClassMember(_ node: some SyntaxProtocol) -> Bool {
            guard let block = node.parent?.as(MemberBlockItemSyntax.self)?.parent?.as(MemberBlockItemListSyntax.self)?.parent?.as(MemberBlockSyntax.self),
                  let owner = block.parent else { return false }
            if let declaration = owner.as(ClassDeclSyntax.self) {
                guard declaration.genericParameterClause == nil, types.kinds[declaration.name.text] != .unknown else { return false }
                return !Self.insideGenericOrFunction(declaration)
            }
            if let declaration = owner.as(ExtensionDeclSyntax.self), declaration.genericWhereClause == nil,
               let extended = declaration.extendedType.as(IdentifierTypeSyntax.self), extended.genericArgumentClause == nil {
                return types.isObjCClass(extended.name.text) != nil
            }
            return false
        }

        static func insideGenericOrFunction(_ node: some SyntaxProtocol) -> Bool {
            var parent = node.parent
            while let current = parent {
                if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(ProtocolDeclSyntax.self) { return true }
                if let type = current.as(ClassDeclSyntax.self), type.genericParameterClause != nil { return true }
                if let type = current.as(StructDeclSyntax.self), type.genericParameterClause != nil { return true }
                if let type = current.as(EnumDeclSyntax.self), type.genericParameterClause != nil { return true }
                if let type = current.as(ExtensionDeclSyntax.self), type.genericWhereClause != nil { return true }
                parent = current.parent
            }
            return false
        }

        func location(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
            let place = node.startLocation(converter: converter)
            return (place.line, place.column)
        }

        func mark(_ node: some SyntaxProtocol, _ severity: String, _ message: String) -> Mark {
            let place = location(node)
            return Mark(line: place.line, column: place.column, severity: severity, message: message)
        }

        static let propertyMessage = "property cannot be marked '@objc' because its type cannot be represented in Objective-C"

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard Self.isExplicitlyObjC(node.attributes, node.modifiers), isClassMember(node),
                  node.bindings.count == 1, let binding = node.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self) else { return .skipChildren }
            // An effectful getter (`get async throws`) is refused with other words.
            if let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self),
               accessors.contains(where: { $0.effectSpecifiers != nil }) { return .skipChildren }
            let verdict: Verdict
            let noteAt: Syntax
            if let type = binding.typeAnnotation?.type {
                verdict = ObjcRepresentabilityCheck.verdict(type, types)
                noteAt = Syntax(type)
            } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.argumentNames == nil,
                      types.kinds[callee.baseName.text] == .structure {
                // `@objc var point = Point()`: the type is the struct's; swiftc notes it at the name.
                verdict = .refused(note: ObjcRepresentabilityCheck.structNote)
                noteAt = Syntax(name)
            } else {
                return .skipChildren
            }
            guard case let .refused(note) = verdict else { return .skipChildren }
            diagnostics.append((mark(name, "error", Self.propertyMessage), note.map { [mark(noteAt, "note", $0)] } ?? []))
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard Self.isExplicitlyObjC(node.attributes, node.modifiers), isClassMember(node),
                  case .identifier = node.name.tokenKind, node.genericParameterClause == nil, node.genericWhereClause == nil,
                  node.signature.effectSpecifiers?.asyncSpecifier == nil,
                  node.signature.effectSpecifiers?.throwsClause?.type == nil else { return .skipChildren }
            let parameters = Array(node.signature.parameterClause.parameters)
            // A variadic or `inout` parameter is refused with other words, and stops the look at the rest.
            guard !parameters.contains(where: { $0.ellipsis != nil || $0.type.as(AttributedTypeSyntax.self)?.specifiers.isEmpty == false })
            else { return .skipChildren }
            let kind = node.modifiers.contains { $0.name.text == "static" } ? "static method"
                : node.modifiers.contains { $0.name.text == "class" } ? "class method" : "instance method"
            var found: [(Mark, [Mark])] = []
            for (index, parameter) in parameters.enumerated() {
                guard case let .refused(note) = ObjcRepresentabilityCheck.verdict(parameter.type, types) else { continue }
                let which = parameters.count == 1 ? "the parameter" : "the parameter \(index + 1)"
                let message = "\(kind) cannot be marked '@objc' because the type of \(which) cannot be represented in Objective-C"
                found.append((mark(node.name, "error", message), note.map { [mark(parameter.type, "note", $0)] } ?? []))
            }
            // The result is looked at only when every parameter is representable.
            if found.isEmpty, let result = node.signature.returnClause?.type,
               case let .refused(note) = ObjcRepresentabilityCheck.verdict(result, types) {
                let message = "\(kind) cannot be marked '@objc' because its result type cannot be represented in Objective-C"
                found.append((mark(node.name, "error", message), note.map { [mark(result, "note", $0)] } ?? []))
            }
            diagnostics += found
            return .skipChildren
        }
    }
}
