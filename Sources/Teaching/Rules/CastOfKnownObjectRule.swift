import Foundation
import Texts
import WorkbookProtocol

/// A local name holds a cast of an object whose class the run knows, to a class it is not, and the
/// value the check reads was given through that name with `?.`, which did nothing:
/// - `segue.destination as? UINavigationController` when the segue leads straight to the screen
///   (the trace's `prepare` names the destination);
/// - `nav.visibleViewController as? ViewController` from a screen presented over that navigation
///   controller: the visible one is the presented screen itself; the one under it is `topViewController`.
struct CastOfKnownObjectRule: TeachingRule {
    let id = "cast-of-known-object"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where setter.written.contains("?") && (context.ran(setter) ?? 0) > 0 {
            guard let method = setter.method else { continue }
            // Through a local name bound to the cast, or the cast written in the chain itself.
            let root = setter.base.map(CodeFacts.rootName) ?? ""
            let bound = code.bindings.last { $0.name == root && $0.method == method && $0.owner == setter.owner && $0.line <= setter.line }?.value
            let chain = bound ?? setter.written
            // `segue.destination as? X` in `prepare`, with the destination the trace names.
            if let cast = chain.firstMatch(#"segue\.destination\s*as[?!]\s*(\w+)"#)?[1], method.hasPrefix("prepare(for:"),
               let destination = context.runs(of: method, owner: setter.owner).last?.event.detail?.firstMatch(#"destination=((\w+)#\d+)"#),
               destination[2] != cast, cast != "UIViewController" {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCastOfDestination(setter: "\(setter.written) = \(setter.value)", line: setter.line, cast: cast, destination: destination[1], className: destination[2])
                })
            }
            // `….visibleViewController as? X` run by a screen presented over it.
            if let cast = chain.firstMatch(#"visibleViewController\s*as[?!]\s*(\w+)"#)?[1], let owner = setter.owner, cast != owner,
               let presented = context.evidence.transitions.last(where: { $0.move == .present && $0.ignored == nil && ($0.subject ?? "").hasPrefix(owner + "#") })?.subject {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCastOfVisible(setter: "\(setter.written) = \(setter.value)", line: setter.line, cast: cast, presented: presented)
                })
            }
        }
        return nil
    }
}
