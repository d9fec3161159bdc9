import SwiftSyntax

/// `pushViewController` ↔ `present`, `popViewController` ↔ `dismiss`: the transition of the
/// other kind, on the same controller.
struct PushPresent {
    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        let file = context.file
        var found: [MutationCandidate] = []
        for call in context.inRegions(FunctionCallExprSyntax.self) {
            let name: String
            var base: ExprSyntax?
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName.text
                base = member.base
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else { continue }
            let arguments = Array(call.arguments)
            let typeName = enclosingTypeName(of: call)
            let inController = context.source.isViewController(typeName)
            let inSegue = context.source.isSegue(typeName)
            // The controller the navigation controller belongs to (`self` for `self.navigationController?`).
            func owner(ofNavigation base: ExprSyntax?) -> String? {
                guard var base else { return nil }
                if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
                if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
                if let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationController" {
                    return member.base?.trimmedDescription ?? "self"
                }
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "navigationController" {
                    // A coordinator's own navigation controller presents instead.
                    return inController ? "self" : "navigationController"
                }
                return nil
            }
            let animated = arguments.first { $0.label?.text == "animated" }?.expression.trimmedDescription ?? "true"
            var replacement: String?
            var tokens: [String] = []
            switch name {
            case "pushViewController":
                guard let shown = arguments.first?.expression.trimmedDescription, let presenter = owner(ofNavigation: base) else { continue }
                replacement = "\(presenter).present(\(shown), animated: \(animated))"
                tokens = ["pushViewController", "push", "present", "presented"]
            case "present":
                guard let shown = arguments.first?.expression.trimmedDescription, inController || inSegue || base != nil else { continue }
                let presenter = base?.trimmedDescription ?? "self"
                replacement = "\(presenter).navigationController?.pushViewController(\(shown), animated: \(animated))"
                tokens = ["present", "presented", "pushViewController", "push", "pushed"]
            case "popViewController":
                guard let owner = owner(ofNavigation: base) else { continue }
                replacement = "\(owner).dismiss(animated: \(animated))"
                tokens = ["popViewController", "pop", "dismiss"]
            case "dismiss":
                guard inController else { continue }
                replacement = "self.navigationController?.popViewController(animated: \(animated))"
                tokens = ["dismiss", "popViewController", "pop", "dismissed"]
            default: continue
            }
            guard let replacement else { continue }
            let range = file.range(of: call)
            let code = call.trimmedDescription
            found.append(context.candidate(
                .pushPresent, [TextEdit(range: range, replacement: replacement)], at: range.lowerBound,
                before: code, after: replacement,
                truth: MutationTruth(summary: "`\(code)` made `\(replacement)`", from: name,
                                     to: replacement.contains("pushViewController") ? "pushViewController"
                                         : replacement.contains("popViewController") ? "popViewController"
                                         : replacement.contains("dismiss") ? "dismiss" : "present",
                                     tokens: tokens)))
        }
        return found
    }
}
