import Foundation
import Texts
import WorkbookProtocol

extension FailureContext {
    func statePart(of condition: CodeFacts.Condition, method: String?, file: Int) -> StatePart? {
        guard let method, !code.usesOwnOperator(condition.text) else { return nil }
        let marker = "\u{1}\u{1}"
        let parts = Self.conjunctionParts(condition.text)
            ?? Self.conjunctionParts(condition.text.replacingOccurrences(of: "||", with: marker))?.map { $0.replacingOccurrences(of: marker, with: "||") } ?? [condition.text]
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        let bindings = code.bindings.filter { $0.method == method && $0.owner == owner }
        for raw in parts {
            let part = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            // The view of another controller, read before it loaded.
            if let match = part.firstMatch(#"^(?:guard\s+)?([\w.]+?)[?!]?\.(?:isViewLoaded|viewIfLoaded\s*!=\s*nil|viewIfLoaded\??\.window\s*!=\s*nil)$"#) {
                let receiver = match[1]
                guard receiver != "self" else { continue }
                let value = bindings.last { $0.name == receiver }?.value ?? receiver
                if value.contains("instantiateViewController") || value.range(of: #"\w+ViewController\s*\("#, options: .regularExpression) != nil {
                    return .viewNotLoaded(part: part, receiver: receiver, justMade: true)
                }
                if value.contains("destination") || method.hasPrefix("prepare(for:") {
                    return .viewNotLoaded(part: part, receiver: receiver, justMade: false)
                }
                // A screen below the top of the stack: loaded, but its view left the window.
                if part.contains(".window"), value.range(of: #"viewControllers\s*(\.first|\[)"#, options: .regularExpression) != nil {
                    return .covered(part: part, receiver: receiver)
                }
                continue
            }
            let bare = part.replacingOccurrences(of: "self.", with: "")
            guard let owner else { continue }
            let instances = evidence.instances.values.filter { $0.className == owner }.map(\.tag)
            // `presentedViewController != nil` of a screen that had presented nothing yet.
            if bare.range(of: #"^presentedViewController\s*!=\s*nil$"#, options: .regularExpression) != nil,
               let ranAt = runs(of: method, owner: owner).last?.index,
               !evidence.transitions.contains(where: { $0.move == .present && $0.ignored == nil && $0.receiver.hasPrefix(owner + "#") && $0.index < ranAt }) {
                return .nothingPresented(part: part, owner: owner)
            }
            // `isBeingDismissed` of a screen that left by a pop.
            if bare.range(of: #"^isBeingDismissed$"#, options: .regularExpression) != nil,
               evidence.transitions.contains(where: { ($0.move == .pop || $0.move == .popTo || $0.move == .popToRoot) && $0.ignored == nil }),
               !evidence.transitions.contains(where: { $0.move == .dismiss && $0.ignored == nil && instances.contains($0.subject ?? "") }) {
                return .popNotDismiss(part: part, owner: owner)
            }
            // `isMovingToParent` (or `isBeingPresented`) in an appearance callback that also ran when the screen came back.
            if bare.range(of: #"^(isMovingToParent|isBeingPresented)$"#, options: .regularExpression) != nil, method.hasPrefix("viewWillAppear") || method.hasPrefix("viewDidAppear") {
                let runs = runs(of: method, owner: owner)
                let again = Dictionary(grouping: runs, by: { $0.event.instance }).values.contains { $0.count > 1 }
                if bare == "isMovingToParent", again { return .reappeared(part: part, owner: owner) }
                if bare == "isBeingPresented", evidence.transitions.contains(where: { $0.move == .push && instances.contains($0.subject ?? "") }) {
                    return .pushedNotPresented(part: part, owner: owner)
                }
                if bare == "isBeingPresented", again { return .reappeared(part: part, owner: owner) }
            }
        }
        return nil
    }
}
