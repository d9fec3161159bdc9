import Foundation
import WorkbookProtocol

/// `performSegue(withIdentifier:)` with an identifier the controller does not have.
struct UnknownSegueIdentifierRule: TeachingRule {
    let id = "unknown-segue-identifier"
    /// The identifier exists at another scene: the receiver is what is wrong.
    let supersededBy: Set<String> = ["segue-on-other-receiver"]

    /// UIKit's "Receiver (<Module.X: 0x…>) has no segue with identifier 'Y'" crash: X and Y.
    static func missingSegue(_ context: FailureContext) -> (className: String, identifier: String)? {
        guard let crash = context.crash, crash.kind == .uncaughtException,
              let match = crash.reason.firstMatch(#"^Receiver \(<(?:[\w]+\.)?(\w+): 0x[0-9a-f]+>\) has no segue with identifier '(.*)'$"#),
              match.count == 3 else { return nil }
        return (match[1], match[2])
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (className, identifier) = Self.missingSegue(context) else { return nil }
        let identifiers = context.storyboards.flatMap(\.scenes).filter { $0.controller.customClass == className }.flatMap {
            $0.controller.allSegues.filter { $0.kind != .relationship }.compactMap(\.identifier)
        }
        let list = identifiers.isEmpty ? "—" : identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        let caseHint = identifiers.first { $0.lowercased() == identifier.lowercased() && $0 != identifier }
        // A scene's Storyboard ID given where a segue's identifier goes (`performSegue(withIdentifier: "RVC")`).
        let scene = caseHint == nil ? context.storyboards.flatMap(\.scenes).first { $0.controller.storyboardIdentifier == identifier }?.controller.customClass : nil
        let origin = scene == nil ? StringOrigins.origin(of: identifier, sources: context.sources, code: context.code) : nil
        return Explanation(rule: id, conclusive: scene != nil ? true : nil, text: Catalog.both { messages in
            messages.ruleUnknownSegueIdentifier(className: className, identifier: identifier, list: list, caseHint: caseHint, sceneOf: scene)
                + (origin.map { " " + messages.stringOrigin(value: identifier, origin: $0, meant: caseHint) } ?? "")
        })
    }
}

extension String {
    /// The capture groups of the first match (index 0 is the whole match).
    public func firstMatch(_ pattern: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: self, range: NSRange(startIndex..., in: self)) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: self).map { String(self[$0]) } ?? ""
        }
    }
}
