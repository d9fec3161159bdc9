import Foundation
import WorkbookProtocol

/// `instantiateViewController(withIdentifier:)` with a Storyboard ID no scene has (R7.2): UIKit
/// raises `NSInvalidArgumentException` instead of returning nil, so `if let`/`as?` do not help.
struct UnknownStoryboardIdentifierRule: TeachingRule {
    let id = "unknown-storyboard-identifier"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .uncaughtException,
              let match = crash.reason.firstMatch(#"Storyboard \(<UIStoryboard: 0x[0-9a-fA-F]+>\) doesn't contain a view controller with identifier '(.*)'"#),
              match.count == 2 else { return nil }
        let identifier = match[1]
        var identifiers: [String] = []
        for scene in context.storyboards.flatMap(\.scenes) {
            if let id = scene.controller.storyboardIdentifier, !id.isEmpty, !identifiers.contains(id) { identifiers.append(id) }
        }
        let list = identifiers.isEmpty ? "—" : identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        let caseHint = identifiers.first { $0.lowercased() == identifier.lowercased() && $0 != identifier }
        // Where the ID came from when the code does not write it (a constant, an enum's implicit raw
        // value, a class's name), and the ID of the scene of the class it names.
        let origin = StringOrigins.origin(of: identifier, sources: context.sources, code: context.code)
        let meant = caseHint ?? context.storyboards.flatMap(\.scenes).first { $0.controller.customClass == identifier }?.controller.storyboardIdentifier
        return Explanation(rule: id, text: Catalog.both { messages in
            messages.ruleUnknownStoryboardIdentifier(identifier: identifier, list: list, caseHint: caseHint)
                + (origin.map { " " + messages.stringOrigin(value: identifier, origin: $0, meant: meant) } ?? "")
        })
    }
}
