import Foundation
import Texts
import WorkbookProtocol

/// `UIStoryboard(name:bundle:)` with a name no storyboard of the app has: UIKit's
/// "Could not find a storyboard named 'X' in bundle …". The app's storyboards are known.
struct UnknownStoryboardNameRule: TeachingRule {
    let id = "unknown-storyboard-name"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .uncaughtException,
              let match = crash.reason.firstMatch(#"^Could not find a storyboard named '(.*)' in bundle"#), match.count == 2 else { return nil }
        let name = match[1]
        let names = Array(Set(context.storyboards.map(\.name))).sorted()
        let list = names.isEmpty ? "—" : names.map { "\"\($0)\"" }.joined(separator: ", ")
        let caseHint = names.first { $0.lowercased() == name.lowercased() && $0 != name }
        return Explanation(rule: id, text: Catalog.both { $0.ruleUnknownStoryboardName(name: name, names: list, caseHint: caseHint) })
    }
}

/// `present(self, …)`: UIKit's "Application tried to present modal view controller on itself".
struct PresentedItselfRule: TeachingRule {
    let id = "presented-itself"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .uncaughtException,
              crash.reason.hasPrefix("Application tried to present modal view controller on itself.") else { return nil }
        let presenter = context.evidence.transitions.last { $0.move == .present && $0.subject == $0.receiver }?.receiver
            ?? crash.reason.firstMatch(#"Presenting controller is <(?:\w+\.)?(\w+): "#)?[1] ?? "?"
        // The call whose receiver is its own argument (`present(self, …)`, `destination.present(destination, …)`).
        let call = context.code.calls.first { call in
            call.name == "present" && (call.arguments.first.map { CodeFacts.normalized($0) == CodeFacts.normalized(call.receiver ?? "self") } ?? false)
        }
        let written = call.map { call in (call.receiver.map { $0 + "." } ?? "") + "present(\(call.arguments.first ?? "self"), …)" }
        return Explanation(rule: id, text: Catalog.both { $0.rulePresentedItself(controller: presenter, call: written, line: call?.line) })
    }
}
