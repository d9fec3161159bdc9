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
        return staticDispatch(context)
    }

    /// A method only in a protocol's extension (not a requirement of the protocol) that ran, while
    /// a type's own method of that name never did: a call through the protocol type (or a generic
    /// constrained to it) picks the extension's method by the type the code names, not by the
    /// object (static dispatch).
    func staticDispatch(_ context: FailureContext) -> Explanation? {
        let code = context.code
        for fallback in code.methods {
            guard let protocolName = fallback.owner, code.protocols.contains(protocolName),
                  !code.requirements.contains(where: { $0.protocolName == protocolName && $0.name == fallback.name }),
                  (context.ran(fallback) ?? 0) > 0,
                  let own = code.methods.first(where: { $0.owner != protocolName && $0.owner != nil && $0.name == fallback.name && context.ran($0) == 0 }),
                  let call = code.calls.first(where: { $0.name == fallback.baseName && $0.receiver != nil && (context.ran($0) ?? 0) > 0 }) else { continue }
            let file = context.fileName(call.file) ?? "?"
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleStaticDispatch(method: own.name, owner: own.owner ?? "?", line: own.line, protocolName: protocolName, defaultLine: fallback.line,
                                      call: Self.shortCall(call), callFile: file, callLine: call.line)
            })
        }
        return memberOfExtension(context)
    }

    /// A method of a protocol's extension that ran and uses a member (a property or a method)
    /// declared only in that extension, which a type adopting the protocol declares too
    /// (`var canSubmit: Bool { true }` in `extension Validating`, `var canSubmit` in the
    /// view controller): inside the extension the name is the extension's own, whatever the object,
    /// so the type's version never decides there.
    func memberOfExtension(_ context: FailureContext) -> Explanation? {
        let code = context.code
        func adopts(_ type: String?, _ protocolName: String) -> Bool {
            guard let type else { return false }
            return code.classChain(of: type).contains { code.supertypes(of: $0).contains(protocolName) }
        }
        for user in code.methods {
            guard let protocolName = user.owner, code.protocols.contains(protocolName), (context.ran(user) ?? 0) > 0 else { continue }
            for name in user.reads.sorted() where name != user.baseName {
                let required = code.protocolProperties[protocolName]?.contains(name) == true
                    || code.requirements.contains { $0.protocolName == protocolName && $0.baseName == name }
                guard !required else { continue }
                let fallbackProperty = code.properties.first { $0.owner == protocolName && $0.name == name }
                let fallbackMethod = code.methods.first { $0.owner == protocolName && $0.baseName == name }
                guard let defaultLine = fallbackProperty?.line ?? fallbackMethod?.line else { continue }
                let ownProperty = code.properties.first { $0.owner != protocolName && $0.name == name && adopts($0.owner, protocolName) }
                let ownMethod = code.methods.first { $0.owner != protocolName && $0.baseName == name && adopts($0.owner, protocolName) && context.ran($0) == 0 }
                guard let owner = ownProperty?.owner ?? ownMethod?.owner, let line = ownProperty?.line ?? ownMethod?.line else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStaticDispatchInExtension(member: name, owner: owner, line: line, protocolName: protocolName, defaultLine: defaultLine,
                                                     user: user.name, userLine: user.line, isProperty: ownProperty != nil)
                })
            }
        }
        return nil
    }

    /// A call as a sentence quotes it: with its receiver when that is a plain chain of names.
    static func shortCall(_ call: CodeFacts.Call) -> String {
        guard let receiver = call.receiver, receiver.range(of: #"^[\w.]+$"#, options: .regularExpression) != nil else { return call.name + "(…)" }
        return receiver + "." + call.name + "(…)"
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
