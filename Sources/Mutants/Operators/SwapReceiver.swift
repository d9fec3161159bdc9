import SwiftSyntax

/// Swaps the object a call or a value goes through: `self`, `presentingViewController`,
/// `navigationController`, `segue.source`, `segue.destination`, or a new instance of the class
/// (a value written to instance #2 while #1 is on screen).
struct SwapReceiver {
    struct Receiver: Equatable {
        var code: String
        var optional: Bool
        var tokens: [String]
    }

    /// Members of a view controller a receiver is swapped for.
    static let controllerMembers: Set<String> = ["present", "dismiss", "performSegue", "navigationController",
                                                 "presentingViewController", "storyboard", "show", "popViewController",
                                                 "pushViewController", "topViewController", "viewControllers"]

    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        let file = context.file
        var found: [MutationCandidate] = []
        var covered = Set<SyntaxIdentifier>()

        func receivers(at node: Syntax, excluding original: String) -> [Receiver] {
            let typeName = enclosingTypeName(of: node)
            let function = EnclosingFunction(of: node)
            var options: [Receiver] = []
            if context.source.isViewController(typeName) {
                options.append(Receiver(code: "self", optional: false, tokens: []))
                options.append(Receiver(code: "self.presentingViewController", optional: true, tokens: ["presentingViewController"]))
                options.append(Receiver(code: "self.navigationController", optional: true, tokens: ["navigationController"]))
                if function?.parameters.contains("segue") == true {
                    options.append(Receiver(code: "segue.source", optional: false, tokens: ["source", "segue.source"]))
                    options.append(Receiver(code: "segue.destination", optional: false, tokens: ["destination", "segue.destination"]))
                }
                if let typeName, let instance = context.source.newInstance(of: typeName) {
                    options.append(Receiver(code: instance, optional: false, tokens: ["\(typeName)#new"]))
                }
            } else if context.source.isSegue(typeName) {
                options.append(Receiver(code: "source", optional: false, tokens: ["source"]))
                options.append(Receiver(code: "destination", optional: false, tokens: ["destination"]))
                options.append(Receiver(code: "source.navigationController", optional: true, tokens: ["navigationController"]))
            }
            return options.filter { $0.code != original && $0.code != "self." + original && "self." + $0.code != original }
        }

        func add(_ node: ExprSyntax, original: Receiver, options: [Receiver], asBase: Bool, forced: Bool) {
            let range = file.range(of: node)
            let before = node.trimmedDescription
            for option in options {
                var replacement = option.code
                if asBase, option.optional { replacement += forced ? "!" : "?" }
                let edit = TextEdit(range: range, replacement: replacement)
                let change = context.statementChange(at: node, edit)
                found.append(context.candidate(
                    .swapReceiver, [edit], at: range.lowerBound,
                    before: change.before, after: change.after,
                    truth: MutationTruth(summary: "`\(original.code)` swapped for `\(option.code)`", from: original.code, to: option.code,
                                         tokens: option.tokens + original.tokens)))
            }
        }

        /// What a receiver expression is: its code without `?`/`!`, and its tokens.
        func describe(_ expression: ExprSyntax) -> Receiver? {
            let code = expression.trimmedDescription
            let bare = code.hasPrefix("self.") ? String(code.dropFirst(5)) : code
            switch bare {
            case "self": return Receiver(code: "self", optional: false, tokens: [])
            case "presentingViewController": return Receiver(code: code, optional: true, tokens: ["presentingViewController"])
            case "navigationController":
                guard context.source.isViewController(enclosingTypeName(of: expression)) else { return nil }
                return Receiver(code: code, optional: true, tokens: ["navigationController"])
            case "segue.source", "source": return Receiver(code: code, optional: false, tokens: ["source"])
            case "segue.destination", "destination": return Receiver(code: code, optional: false, tokens: ["destination"])
            default: return nil
            }
        }

        // 1. The base of a member access (`self.present`, `self.navigationController?.push…`,
        //    `segue.destination as? …` is below).
        for member in context.inRegions(MemberAccessExprSyntax.self) {
            guard var base = member.base else { continue }
            var forced = false
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            if let force = base.as(ForceUnwrapExprSyntax.self) { base = force.expression; forced = true }
            guard let original = describe(base), !covered.contains(base.id) else { continue }
            // `self.x` is swapped only for a controller's own members (`self.email` is the learner's outlet).
            if original.code == "self", !Self.controllerMembers.contains(member.declName.baseName.text) { continue }
            covered.insert(base.id)
            let node: ExprSyntax = member.base!
            let options = receivers(at: Syntax(member), excluding: original.code.hasPrefix("self.") ? String(original.code.dropFirst(5)) : original.code)
            add(node, original: original, options: options, asBase: true, forced: forced)
        }

        // 2. An implicit `self` before a controller call (`performSegue(…)`, `dismiss(…)`).
        for call in context.inRegions(FunctionCallExprSyntax.self) {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  ["present", "dismiss", "performSegue", "show"].contains(callee.baseName.text),
                  context.source.isViewController(enclosingTypeName(of: call)) else { continue }
            let original = Receiver(code: "self", optional: false, tokens: [])
            for option in receivers(at: Syntax(call), excluding: "self") {
                let replacement = option.code + (option.optional ? "?." : ".")
                let offset = callee.positionAfterSkippingLeadingTrivia.utf8Offset
                let before = call.trimmedDescription
                found.append(context.candidate(
                    .swapReceiver, [TextEdit(range: offset..<offset, replacement: replacement)], at: offset,
                    before: before, after: replacement + before,
                    truth: MutationTruth(summary: "`\(callee.baseName.text)` sent to `\(option.code)` instead of `self`",
                                         from: "self", to: option.code, tokens: option.tokens + original.tokens)))
            }
        }

        // 3. `self` handed over as a value (`sub.delegate = self`): a new instance instead.
        for reference in context.inRegions(DeclReferenceExprSyntax.self) where reference.baseName.text == "self" {
            guard reference.parent?.is(MemberAccessExprSyntax.self) != true,
                  reference.parent?.as(LabeledExprSyntax.self)?.label?.text != "sender",
                  let typeName = enclosingTypeName(of: reference), let instance = context.source.newInstance(of: typeName) else { continue }
            let range = file.range(of: reference)
            let edit = TextEdit(range: range, replacement: instance)
            let change = context.statementChange(at: reference, edit)
            found.append(context.candidate(
                .swapReceiver, [edit], at: range.lowerBound,
                before: change.before, after: change.after,
                truth: MutationTruth(summary: "a new `\(instance)` handed over instead of `self`", from: "self", to: instance,
                                     tokens: ["\(typeName)#new"])))
        }

        // 4. The object cast to a class (`segue.destination as? ResultViewController`,
        //    `UIApplication.shared.delegate as? AppDelegate`): a new instance of that class, or
        //    another controller of the segue.
        for sequence in context.inRegions(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                  let type = elements[2].as(TypeExprSyntax.self) else { continue }
            let operand = elements[0]
            let className = baseTypeName(type.type.trimmedDescription)
            var options: [Receiver] = []
            if let instance = context.source.newInstance(of: className) {
                options.append(Receiver(code: instance, optional: false, tokens: ["\(className)#new"]))
            }
            if let original = describe(operand), !covered.contains(operand.id) {
                options += receivers(at: Syntax(sequence), excluding: original.code).filter { !$0.tokens.contains("\(className)#new") }
            }
            let original = describe(operand) ?? Receiver(code: operand.trimmedDescription, optional: false, tokens: [])
            add(operand, original: original, options: options, asBase: false, forced: false)
        }
        return found
    }
}
