import Foundation
import Texts
import WorkbookProtocol

/// A protocol method with a default in the protocol's extension, and a method of the learner's
/// class of the same base name whose argument labels or parameter types differ
/// (`sendData(data:)` for `sendData(_:)`, `interval: Int` for `interval: Double`): it does not
/// fulfil the requirement, so every call went to the default. The coverage shows it: the default
/// ran, the class's method never did.
struct ProtocolDefaultRanRule: TeachingRule {
    let id = "protocol-default-ran"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for requirement in code.requirements {
            guard let fallback = code.methods.first(where: {
                      $0.owner == requirement.protocolName && $0.name == requirement.name && $0.parameterTypes == requirement.parameterTypes
                  }), (context.ran(fallback) ?? 0) > 0,
                  let near = code.methods.first(where: {
                      $0.owner != requirement.protocolName && $0.baseName == requirement.baseName
                          && ($0.name != requirement.name || $0.parameterTypes != requirement.parameterTypes) && context.ran($0) == 0
                  }) ?? code.methods.first(where: {
                      // A name near the requirement's (`didFinish()` for `finish()`), declared by a type of
                      // the learner's that never ran it.
                      $0.owner != requirement.protocolName && $0.owner != nil && Self.near($0.baseName, requirement.baseName)
                          && !$0.isOverride && context.ran($0) == 0
                  }) else { continue }
            let declaration = requirement.declaration.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleProtocolDefaultRan(method: near.name, owner: near.owner ?? "?", line: near.line, protocolName: requirement.protocolName,
                                          requirement: declaration, defaultLine: fallback.line, labelsDiffer: near.name != requirement.name,
                                          nameDiffers: near.baseName != requirement.baseName)
            })
        }
        return nil
    }

    /// Two names a learner may mean as one: one holds the other (`didFinish`, `finish`), or they
    /// differ by at most two letters (`configre`, `configure`); case ignored, four letters at least.
    static func near(_ first: String, _ second: String) -> Bool {
        let (a, b) = (first.lowercased(), second.lowercased())
        guard a != b, min(a.count, b.count) >= 4 else { return false }
        if a.contains(b) || b.contains(a) { return true }
        return CompileErrorLesson.editDistance(a, b) <= 2
    }
}
