import Foundation
import StoryboardImport
import SwiftSyntax
import Texts

/// A class Xcode generates from a Core Data model entity ("Class Definition" codegen).
struct GeneratedEntity: Equatable, Sendable {
    var entity: String
    /// `Model.xcdatamodeld`.
    var model: String
}

extension SourceGate {
    /// The classes Xcode writes for "Class Definition" entities, by class name. No file of the
    /// project declares them, so their uses would not compile here: the gate says "not graded"
    /// at the first use instead (rule `core-data-store`). "Category/Extension" and "Manual/None"
    /// entities' classes are the learner's `class Item: NSManagedObject`, which the rule finds by
    /// `NSManagedObject`. A class named like a reserved name is reported at the model instead.
    static func generatedEntityClasses(_ models: [CoreDataModel], reservedNames: Set<String>) -> [String: GeneratedEntity] {
        var classes: [String: GeneratedEntity] = [:]
        for model in models {
            for entity in model.entities where entity.codeGeneration == .classDefinition && !isReserved(entity.className, reservedNames) {
                if classes[entity.className] == nil { classes[entity.className] = GeneratedEntity(entity: entity.name, model: model.name) }
            }
        }
        return classes
    }

    /// An entity whose generated class or extension would take the name of a UIKit, Swift or
    /// workbook type (`UIViewController`, `String`, `Runtime`): refused at the entity's line in
    /// the model (rule `shadowing`). On a device the generated class would hide UIKit's own.
    static func modelFindings(_ models: [CoreDataModel], reservedNames: Set<String>) -> [GateFinding] {
        models.flatMap { model in
            model.entities.filter { $0.codeGeneration != .manual && isReserved($0.className, reservedNames) }.map { entity in
                GateFinding(file: model.file, line: entity.line, column: entity.column, rule: "shadowing",
                            text: Catalog.both { $0.gateCoreDataEntityTakesARuntimeName(name: entity.className, entity: entity.name, model: model.name) })
            }
        }
    }
}

/// Type names a file declares below file scope (nested types, generic parameters, associated
/// types): inside that file the name may be the learner's own, so the gate does not take it for
/// a generated entity class there.
final class LocalTypeNames: SyntaxVisitor {
    private(set) var names = Set<String>()

    static func collect(_ tree: SourceFileSyntax) -> Set<String> {
        let visitor = LocalTypeNames(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    private func nested(_ name: TokenSyntax, _ node: some SyntaxProtocol) {
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) != true { names.insert(name.text) }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { nested(node.name, node); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { nested(node.name, node); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { nested(node.name, node); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { nested(node.name, node); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
}
