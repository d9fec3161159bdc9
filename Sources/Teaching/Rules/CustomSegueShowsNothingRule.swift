import Foundation
import WorkbookProtocol

/// A custom segue's `perform()` ran and showed nothing: UIKit only calls `perform()`, which must
/// present or push the destination itself. With `source.navigationController?.pushViewController`
/// from a screen outside a navigation controller, `navigationController` is nil and the optional
/// chain skips the push.
struct CustomSegueShowsNothingRule: TeachingRule {
    let id = "custom-segue-shows-nothing"
    /// perform() did call a transition, through a link that was nil: that reading names the line.
    let supersededBy: Set<String> = ["skipped-optional-chain", "weak-self-released"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash == nil, context.isAboutScreens else { return nil }
        let events = context.events
        for (index, perform) in events.enumerated().reversed() where perform.member == "perform()" {
            let segueClass = perform.className
            // A segue made by UIKit from the storyboard: its init and the source's prepare name the destination.
            guard events[..<index].contains(where: { $0.instance == perform.instance && $0.member == "init(identifier:source:destination:)" }),
                  let prepare = events[..<index].last(where: { $0.member == "prepare(for:sender:)" }),
                  let destination = prepare.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1] else { continue }
            let source = prepare.instance
            let after = events[(index + 1)...].prefix { $0.step == perform.step }
            let shown = after.contains { event in
                (event.member == "present(_:animated:completion:)" || event.member == "pushViewController(_:animated:)"
                 || event.member == "show(_:sender:)" || event.member == "showDetailViewController(_:sender:)"
                 || event.member == "setViewControllers(_:animated:)") && event.mentions(destination)
            }
            guard !shown else { continue }
            // perform() showed another controller (a navigation controller wrapping the destination):
            // not nothing. Styles set on the destination then belong to the one presented.
            if let other = after.first(where: { ["present(_:animated:completion:)", "pushViewController(_:animated:)", "show(_:sender:)"].contains($0.member) }) {
                let presented = other.detail?.firstMatch(#"^(\w+#\d+)"#)?[1] ?? other.detail ?? "?"
                if let style = context.code.assignments.first(where: { $0.owner == segueClass && $0.method == "perform()" && $0.member == "modalPresentationStyle"
                    && presented != destination && !($0.base ?? "").isEmpty && (($0.base ?? "") == "destination" || ($0.base ?? "").hasSuffix(".destination")) }) {
                    return Explanation(rule: "style-on-wrong-controller", text: Catalog.both {
                        $0.ruleStyleOnWrongController(assignment: style.statement, line: style.line, presented: presented)
                    })
                }
                continue
            }
            // An unwind segue goes back to a screen that is already there: its perform() must dismiss
            // or pop back to it (what `super.perform()` does), never present it.
            if events[..<index].contains(where: { $0.step == perform.step && $0.unwindSource != nil }) {
                let callsSuper = SourceScan.functions(in: context.sources).contains { $0.className == segueClass && $0.name == "perform" && $0.body.contains("super.perform(") }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCustomUnwindGoesNowhere(segueClass: segueClass, destination: destination, callsSuper: callsSuper)
                })
            }
            let released = context.released(destination)
            let body: String? = SourceScan.functions(in: context.sources).filter { $0.className == segueClass }.map(\.body).joined(separator: "\n")
            let pushes = body?.range(of: #"navigationController\?\s*\.\s*(pushViewController|show)\b"#, options: .regularExpression) != nil
            let setsStyles = body?.range(of: #"modal(Presentation|Transition)Style"#, options: .regularExpression) != nil
            // A transition written in perform() that never ran: what kept it from running (a guard
            // on a nil link, a test), from the coverage.
            for call in context.code.calls where call.owner == segueClass && call.method == "perform()"
                && SkippedOptionalChainRule.transitionCalls[call.name] != nil {
                if let found = context.neverRanReading(statement: call.quoted, method: call.method, line: call.line, ran: context.ran(call),
                                                       conditions: call.conditions, file: call.file, rule: id) { return found }
            }
            // perform() embedded the destination as a child of the source: a part of its screen, not a screen shown.
            if let embed = context.code.calls.first(where: { $0.owner == segueClass && $0.method == "perform()" && $0.name == "addChild" && (context.ran($0) ?? 1) > 0 }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCustomSegueEmbedsChild(segueClass: segueClass, destination: destination, source: source, statement: embed.writtenInSource, line: embed.line)
                })
            }
            if pushes && !Self.inNavigation(source, context) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCustomSegueNoNavigation(segueClass: segueClass, source: source, destination: destination, released: released)
                })
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleCustomSegueShowsNothing(segueClass: segueClass, destination: destination, released: released, setsStyles: setsStyles)
            })
        }
        return nil
    }

    /// `tag` sits in a navigation controller: it was pushed, or it is the root of one in the storyboard.
    static func inNavigation(_ tag: String, _ context: FailureContext) -> Bool {
        if context.shows.contains(where: { $0.isPush && $0.shown == tag }) { return true }
        let className = String(tag.split(separator: "#")[0])
        let controllers = context.storyboards.flatMap(\.scenes).map(\.controller)
        let ids = Set(controllers.filter { $0.className == className }.map(\.id))
        return controllers.contains { $0.kind == .navigationController && $0.rootRelationship.map { ids.contains($0.destinationID) } == true }
    }
}
