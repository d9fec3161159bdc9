import Foundation
import Texts

/// A dependency injected with a default that makes a new one (`init(store: ValueStore = ValueStore())`,
/// kept as `self.store = store`) and never passed in by anyone who makes that object: every object
/// gets its own. When one class writes into its copy (`store.value = …`, a line that ran) and another
/// class reads the same member of its own copy, the two never meet. Premise: both classes keep the
/// dependency that way, the dependency is a class of the learner's, no creation of either passes the
/// argument, and the write ran in the failed check.
struct DefaultedDependencyRule: TeachingRule {
    let id = "defaulted-dependency"

    struct Holder {
        var type: String
        var property: String
        var label: String
        var dependency: String
        var declaration: String
        var line: Int
    }

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        let learnerClasses = Set(code.classes.map(\.name))
        var holders: [Holder] = []
        for method in code.methods where method.baseName == "init" {
            guard let owner = method.owner else { continue }
            for (index, name) in method.parameterNames.enumerated() where method.parameterDefaults.indices.contains(index) {
                guard let made = method.parameterDefaults[index].flatMap(FreshObjectAskedRule.madeType), learnerClasses.contains(made),
                      let kept = code.assignments.first(where: { $0.owner == owner && $0.method == method.name && $0.value.trimmingCharacters(in: .whitespaces) == name }) else { continue }
                let label = method.parameterLabels.indices.contains(index) ? method.parameterLabels[index] : name
                holders.append(Holder(type: owner, property: kept.member, label: label == "_" ? name : label, dependency: made,
                                      declaration: "\(label == name ? "" : label + " ")\(name): \(made) = \(method.parameterDefaults[index] ?? "")", line: method.line))
            }
        }
        guard holders.count >= 1 else { return nil }
        // Who makes each holder, and whether any of them passes the dependency.
        func passesIt(_ holder: Holder) -> Bool {
            context.sources.contains { text in
                text.allMatches(#"\b"# + NSRegularExpression.escapedPattern(for: holder.type) + #"\(([^()]*)\)"#).contains { $0[1].contains(holder.label + ":") }
            }
        }
        let unfed = holders.filter { !passesIt($0) }
        for writer in unfed {
            // A write into the writer's own copy that ran (`store.value = value` in the holder's method).
            guard let write = code.assignments.first(where: { assignment in
                assignment.owner == writer.type && (assignment.base ?? "").replacingOccurrences(of: "self.", with: "") == writer.property
                    && (context.ran(assignment) ?? 0) > 0
            }) else { continue }
            // Another holder of the same dependency that reads that member of its copy.
            for reader in unfed where reader.dependency == writer.dependency && reader.type != writer.type {
                guard code.reads.contains(where: { read in
                    read.owner == reader.type && read.base.replacingOccurrences(of: "self.", with: "") == reader.property && read.member == write.member
                }) else { continue }
                let file = context.fileName(write.file) ?? "?"
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleDefaultedDependency(dependency: writer.dependency, writerType: writer.type, readerType: reader.type,
                                               declaration: writer.declaration, label: writer.label, write: write.statement, file: file, line: write.line,
                                               member: write.member, property: reader.property)
                })
            }
        }
        return nil
    }
}
