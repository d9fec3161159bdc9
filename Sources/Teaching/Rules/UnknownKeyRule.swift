import Foundation
import Texts

/// A UIKit lookup given a key made by hand from a string UIKit does not know (R6.3): the run noted
/// `transitionCoordinator.viewController(forKey:) "from" → nil`. The key's type is a string
/// underneath (`UITransitionContextViewControllerKey(rawValue: "from")` compiles), but only UIKit's
/// own constants (`.from`, `.to`) find anything, so the lookup gave nil and what needed it was
/// skipped. Told with the learner's lookup line, the line that made the key, and the constant to use.
struct UnknownKeyRule: TeachingRule {
    let id = "uikit-key-unknown"

    func explain(_ context: FailureContext) -> Explanation? {
        let last = context.failureStep ?? Int.max
        let code = context.code
        for note in context.evidence.controlNotes where (note.step ?? 0) <= last && note.reason.hasPrefix("unknown key") {
            guard let rawValue = Evidence.leadingQuoted(note.detail) else { continue }
            let method = String(note.member.prefix { $0 != "(" })
            guard let lookup = code.calls.first(where: { $0.name == method && $0.labels == ["forKey"] }) else { continue }
            let made = code.calls.first { $0.name.hasPrefix("UITransitionContext") && $0.stringArguments.contains(rawValue) }
                ?? code.calls.first { $0.labels == ["rawValue"] && $0.stringArguments.contains(rawValue) }
            let lowered = rawValue.lowercased()
            let constant = lowered.contains("from") ? ".from" : lowered.contains("to") ? ".to" : nil
            let written = "\(lookup.receiverWritten.map { $0 + "." } ?? "")\(lookup.name)(\(lookup.labels.first.map { $0 + ": " } ?? "")\(lookup.arguments.first ?? ""))"
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleUnknownUIKitKey(lookup: written, line: lookup.line, rawValue: rawValue,
                                       madeAt: made.map { "\($0.name)(rawValue: \"\(rawValue)\")" }, madeLine: made?.line,
                                       known: note.reason.components(separatedBy: "knows only ").last ?? "", constant: constant)
            })
        }
        return nil
    }
}
