import Foundation
import SwiftSyntax

/// An exercise's reference solution as the mutator reads it: its Swift files with their solution
/// regions, the classes they declare, and the identifiers its storyboard gives.
struct ExerciseSource {
    struct ClassInfo {
        var name: String
        var superclass: String?
        /// Stored properties and their declared types (`isUpdate` → `UISwitch`).
        var properties: [String: String]
        /// The parameter labels and types of its initializers other than `init(coder:)`.
        var initializers: [[(label: String, type: String)]]
        var file: Int
    }

    let id: String
    let files: [SolutionFile]
    let classes: [String: ClassInfo]
    /// Segue identifiers and storyboard IDs of the storyboard.
    let storyboardIdentifiers: [String]

    init(id: String, files: [(name: String, content: String)], storyboardSource: String) {
        self.id = id
        self.files = files.map { SolutionFile(name: $0.name, content: $0.content) }
        var classes: [String: ClassInfo] = [:]
        for (index, file) in self.files.enumerated() {
            for declaration in descendants(ClassDeclSyntax.self, of: file.tree) {
                var properties: [String: String] = [:]
                var initializers: [[(label: String, type: String)]] = []
                for member in declaration.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                            if let type = binding.typeAnnotation?.type.trimmedDescription {
                                properties[name] = baseTypeName(type)
                            }
                        }
                    }
                    if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                        let parameters = initializer.signature.parameterClause.parameters.map {
                            (label: $0.firstName.text, type: $0.type.trimmedDescription)
                        }
                        if parameters.first?.label != "coder" { initializers.append(parameters) }
                    }
                }
                let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                classes[declaration.name.text] = ClassInfo(name: declaration.name.text, superclass: superclass,
                                                           properties: properties, initializers: initializers, file: index)
            }
        }
        self.classes = classes
        var identifiers: [String] = []
        for pattern in [#"\{id: *([A-Za-z0-9_]+)"#, #"storyboardID: *([A-Za-z0-9_]+)"#] {
            let expression = try? NSRegularExpression(pattern: pattern)
            let range = NSRange(storyboardSource.startIndex..., in: storyboardSource)
            for match in expression?.matches(in: storyboardSource, range: range) ?? [] {
                if let found = Range(match.range(at: 1), in: storyboardSource) { identifiers.append(String(storyboardSource[found])) }
            }
        }
        var seen = Set<String>()
        storyboardIdentifiers = identifiers.filter { seen.insert($0).inserted }
    }

    /// Whether the class is a view controller (its superclasses lead to a UIKit controller).
    func isViewController(_ name: String?) -> Bool {
        var current = name
        var steps = 0
        while let name = current, steps < 10 {
            if ["UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
                "UITabBarController"].contains(name) { return true }
            current = classes[name]?.superclass
            steps += 1
        }
        return false
    }

    func isSegue(_ name: String?) -> Bool {
        guard let name else { return false }
        return classes[name]?.superclass == "UIStoryboardSegue"
    }

    /// Code making a new instance of the class, when the mutator knows how.
    func newInstance(of name: String) -> String? {
        if ["UINavigationController", "UIViewController", "AppDelegate"].contains(name) { return "\(name)()" }
        guard let info = classes[name] else { return nil }
        guard let parameters = info.initializers.first else {
            return isViewController(name) || name.hasSuffix("Delegate") ? "\(name)()" : nil
        }
        var arguments: [String] = []
        for parameter in parameters {
            let value: String
            switch baseTypeName(parameter.type) {
            case "UINavigationController": value = "UINavigationController()"
            case "String": value = "\"\""
            case "Int", "Double": value = "0"
            case "Bool": value = "false"
            default:
                guard parameter.type.hasSuffix("?") else { return nil }
                value = "nil"
            }
            arguments.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
        }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// The class of an expression, as far as the declarations tell: `self`, a property, a local
    /// bound by a cast (`let rvc = … as? ResultViewController`) or a typed parameter.
    func typeName(of expression: ExprSyntax, in file: SolutionFile) -> String? {
        let typeName = enclosingTypeName(of: expression)
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return self.typeName(of: optional.expression, in: file) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return self.typeName(of: forced.expression, in: file) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return typeName }
            if let function = EnclosingFunction(of: expression) {
                if let type = localType(name, in: function) { return type }
            }
            return typeName.flatMap { classes[$0]?.properties[name] }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let baseType = self.typeName(of: base, in: file) {
            return classes[baseType]?.properties[member.declName.baseName.text]
        }
        return nil
    }

    /// The class of a local or parameter of the function.
    func localType(_ name: String, in function: EnclosingFunction) -> String? {
        for parameter in descendants(FunctionParameterSyntax.self, of: function.node)
        where (parameter.secondName ?? parameter.firstName).text == name {
            return baseTypeName(parameter.type.trimmedDescription)
        }
        for binding in descendants(PatternBindingSyntax.self, of: function.body)
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let type = binding.typeAnnotation?.type.trimmedDescription { return baseTypeName(type) }
            if let value = binding.initializer?.value { return castType(of: value) }
        }
        for binding in descendants(OptionalBindingConditionSyntax.self, of: function.body)
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let value = binding.initializer?.value { return castType(of: value) }
        }
        return nil
    }

    /// `T` of `… as? T` / `… as! T`.
    func castType(of expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
              let type = elements[2].as(TypeExprSyntax.self) else { return nil }
        return baseTypeName(type.type.trimmedDescription)
    }
}
