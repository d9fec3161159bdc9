import Foundation
import Texts
import WorkbookProtocol

/// The check expected the screen to stay (the user's input was not acceptable), and the action
/// of that screen changed it: the transition call of the action runs on every path. The code
/// says whether the action tests anything before the call, and where a test of the input sits
/// instead (a `guard … else { return }` in `viewDidLoad` leaves `viewDidLoad`, not the action).
struct UnguardedTransitionRule: TeachingRule {
    let id = "unguarded-transition"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isAboutScreens, context.crash == nil, let step = context.failure.step, let expected = context.expectedTopClass else { return nil }
        let evidence = context.evidence
        guard let action = evidence.lastAction(upTo: step), action.event.className == expected else { return nil }
        let moved = evidence.transitions(upTo: step).filter { $0.ignored == nil && $0.index > action.index && ($0.step ?? 0) > 0 }
        guard let first = moved.first else { return nil }
        let code = context.code
        let owner = action.event.className
        guard let method = code.methods.first(where: { FailureContext.traceName($0.name) == action.event.member && $0.owner == owner }) else { return nil }
        let scope = [method.name] + context.methodsCalled(from: method.name, owner: owner).map(\.name)
        let calls = code.calls.filter { call in
            call.owner == owner && scope.contains(call.method ?? "") && SkippedOptionalChainRule.transitionCalls[call.name] == first.move
                && !AlertCoversScreenRule.isAlert(call, code: code)
        }
        // A call under a condition: the condition decided (another rule reads it).
        guard let call = calls.first, calls.allSatisfy({ FailureContext.deciding($0.conditions).isEmpty }) else { return nil }
        // Under an unwrap of an input of the screen (`if let text = email.text`): that is the action's
        // test of the input, one that always holds (the empty text is "", not nil), never "no test".
        let outletNames = code.properties.filter { $0.owner == owner && $0.isOutlet }.map(\.name)
        if call.conditions.contains(where: { condition in outletNames.contains { FailureContext.mentions(condition.text, $0) } }) { return nil }
        // A call in a `defer` runs as the scope is left, through every `return` after the `defer` too:
        // the learner's test is there, and it is the `defer` that takes the call past it.
        if let deferLine = call.deferLine, let exit = code.returns.first(where: { $0.owner == owner && $0.method == call.method && $0.file == call.file
            && $0.line > deferLine && !$0.conditions.isEmpty }), let test = FailureContext.deciding(exit.conditions).first ?? exit.conditions.first {
            let written = (call.receiver.map { $0 + "." } ?? "") + call.name + "(…)"
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleTransitionInDefer(call: written, line: call.line, deferLine: deferLine, action: method.name, test: test.text, testLine: test.line, exitLine: exit.line)
            })
        }
        // No early exit of the action under a condition before the call either.
        let exits = code.returns.filter { $0.owner == owner && scope.contains($0.method ?? "") && $0.line < call.line && !$0.conditions.isEmpty }
        guard exits.isEmpty else { return nil }
        let outlets = code.properties.filter { $0.owner == owner && $0.isOutlet }.map(\.name)
        // A test of an input of this screen written in another of its methods.
        let misplaced = code.returns.first { item in
            item.owner == owner && !scope.contains(item.method ?? "") && item.method.map { !$0.hasPrefix("shouldPerformSegue(") } == true
                && item.conditions.contains { condition in outlets.contains { FailureContext.mentions(condition.text, $0) } }
        }
        let asked = call.name == "performSegue" && code.methods.contains { $0.owner == owner && $0.name.hasPrefix("shouldPerformSegue(") }
        let input = code.properties.first { $0.owner == owner && $0.isOutlet && ($0.type ?? "").contains("UITextField") }?.name
        let written = (call.receiver.map { $0 + "." } ?? "") + call.name + "(…)"
        let guardCondition = misplaced?.conditions.first { condition in outlets.contains { FailureContext.mentions(condition.text, $0) } }
        // A test of the input in the action itself that ends before the call: its branch goes on
        // to the call (no `return`, no `else` holding it). The input read directly, or through a
        // local bound from it in the action (`let text = email.text ?? ""`, then `if text.isEmpty`).
        let fromInput = Set(code.bindings.filter { binding in
            binding.owner == owner && scope.contains(binding.method ?? "") && outlets.contains { FailureContext.mentions(binding.value, $0) }
        }.map(\.name))
        let sideTest = misplaced == nil ? code.branches.lazy.compactMap { group -> CodeFacts.Branches.Arm? in
            guard group.owner == owner, group.file == call.file, scope.contains(group.method ?? "") else { return nil }
            return group.arms.first { arm in
                arm.endLine < call.line && (outlets + fromInput).contains { FailureContext.mentions(arm.label, $0) }
            }
        }.first : nil
        // Without a misplaced test or a test in the action, a performSegue next to a shouldPerformSegue is the other rule's case.
        if misplaced == nil, sideTest == nil, asked { return nil }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleUnguardedTransition(call: written, action: method.name, line: call.line, input: input, guardText: guardCondition?.shown.text,
                                       guardMethod: misplaced?.method, guardLine: guardCondition?.line, askedShouldPerform: asked,
                                       sideTest: sideTest?.label, sideLine: sideTest?.line)
        })
    }
}

/// `performSegue(withIdentifier:)` sent to a controller that cannot perform it: UIKit ends the
/// app with "Receiver (<X>) has no segue with identifier 'Y'". When the identifier exists in the
/// storyboard, at another scene, the cause is the receiver, not the identifier: the navigation
/// controller, the presenter, or a controller made in code (`ViewController()`, no segues at all).
struct SegueOnOtherReceiverRule: TeachingRule {
    let id = "segue-on-other-receiver"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (className, identifier) = UnknownSegueIdentifierRule.missingSegue(context) else { return nil }
        let scenes = context.storyboards.flatMap(\.scenes)
        guard let origin = scenes.first(where: { scene in
            scene.controller.allSegues.contains { $0.identifier == identifier && $0.kind != .relationship }
        }), let owner = origin.controller.customClass else { return nil }
        let evidence = context.evidence
        // The receiver in the run: the last instance of that class made before the crash.
        let receiver = evidence.order.last { evidence.instances[$0]?.className == className }
        let fresh = owner == className
            && receiver.map { evidence.instances[$0]?.creation == .code } ?? context.code.calls.contains { $0.name == className }
        // The receiver is another class, or the same class made in code (no storyboard, no segues).
        guard owner != className || fresh else { return nil }
        let call = context.code.calls.first { call in
            call.name == "performSegue" && call.stringArguments.contains(identifier) && call.receiver != nil && call.receiver != "self"
        }
        let shown0 = call.map { ($0.receiver.map { $0 + "." } ?? "") + "performSegue(withIdentifier: \"\(identifier)\", …)" }
        // An unwind segue dragged from another scene to its Exit: it belongs to the screen it leaves,
        // so the one that should leave has none with that identifier.
        if !fresh, origin.controller.allSegues.contains(where: { $0.identifier == identifier && $0.kind == .unwind }) {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleUnwindOnOtherScene(receiver: receiver ?? className, receiverClass: className, identifier: identifier, owner: owner)
            })
        }
        // Back to a screen already below the receiver in its navigation stack: the segue would make
        // a new one; the way back is a pop (the owner is not on screen to be asked either).
        // (The stack is read from the run's pushes: a crash leaves no state to read it from.)
        if !fresh, let receiver, let segue = origin.controller.allSegues.first(where: { $0.identifier == identifier }),
           let target = scenes.first(where: { $0.controller.id == segue.destinationID })?.controller.customClass {
            let shown = evidence.transitions.filter { [.push, .show].contains($0.move) && $0.ignored == nil }.compactMap(\.subject)
            let kept = shown.filter { evidence.instances[$0]?.releasedAt == nil }
            let receiverIndex = kept.firstIndex(of: receiver)
            let before = receiverIndex.map { Array(kept[..<$0]) } ?? []
            let rootBelow = evidence.order.first { evidence.instances[$0]?.className == target && evidence.instances[$0]?.releasedAt == nil
                && evidence.instances[$0]?.creation == .storyboard && !kept.contains($0) && $0 != receiver }
            // (Or the segue's own scene is below: the receiver is where that segue leads, and the call meant to go back
            // along it, `performSegue("EditForm")` from the form it opened; held-out 282-15.)
            let ownerRoot = evidence.order.first { evidence.instances[$0]?.className == owner && evidence.instances[$0]?.releasedAt == nil
                && evidence.instances[$0]?.creation == .storyboard && !kept.contains($0) }
            let ownerBelow = target == className && receiverIndex != nil ? (before.last(where: { $0.hasPrefix(owner + "#") }) ?? ownerRoot) : nil
            guard let below = before.last(where: { $0.hasPrefix(target + "#") }) ?? ownerBelow ?? (receiverIndex != nil ? rootBelow : nil) else {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleSegueOnOtherReceiver(receiver: receiver, identifier: identifier, owner: owner, fresh: fresh, call: shown0, line: call?.line)
                })
            }
            let directlyBelow = before.last == below || (before.isEmpty && (below == rootBelow || below == ownerRoot))
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleSegueBackToScreenBelow(receiver: receiver, identifier: identifier, owner: owner, target: below,
                                              directlyBelow: directlyBelow, call: shown0, line: call?.line)
            })
        }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleSegueOnOtherReceiver(receiver: receiver ?? className, identifier: identifier, owner: owner, fresh: fresh, call: shown0, line: call?.line)
        })
    }
}
