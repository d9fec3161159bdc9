import Foundation
import WorkbookProtocol

/// Two or more segues leave one controller for the same destination class, and its
/// `prepare(for:sender:)` never looks at `segue.identifier` (or the sender): every segue passes
/// the same values, so the one that should pass others cannot. Only when a value did arrive (not
/// an empty one) but not the expected one.
struct PrepareIgnoresIdentifierRule: TeachingRule {
    let id = "prepare-ignores-identifier"

    func explain(_ context: FailureContext) -> Explanation? {
        // A value did arrive, only not the one this segue should pass (an empty one is another story:
        // nothing was passed at all).
        guard context.isMissingValue, let actual = context.failure.actual, !EmptyValueSentRule.isEmpty(actual),
              let prepare = context.events.last(where: { $0.member == "prepare(for:sender:)" }),
              let identifier = prepare.detail?.firstMatch(#"segue="([^"]*)""#)?[1],
              let destination = prepare.detail?.firstMatch(#"destination=(\w+)#\d+"#)?[1],
              context.isAbout(className: destination) else { return nil }
        let controllers = context.storyboards.flatMap { document in document.scenes.map { (document, $0.controller) } }
        guard let (document, source) = controllers.first(where: { $0.1.className == prepare.className && $0.1.allSegues.contains { $0.identifier == identifier } })
        else { return nil }
        // The segues of that controller that lead to the same class as the one that ran.
        let siblings = source.allSegues.filter { segue in
            guard segue.kind != .relationship, segue.kind != .embed, segue.kind != .unwind, let other = segue.identifier, !other.isEmpty else { return false }
            return document.scenes.first { $0.controller.id == segue.destinationID }?.controller.className == destination
        }.compactMap(\.identifier).sorted()
        guard siblings.count >= 2 else { return nil }
        // The learner's prepare in that class reads neither the identifier nor the sender.
        // (Its own, or its superclass's: a base class's template `prepare` that hands the destination
        // to a hook, with the hooks it calls by name, `configure(destination:)`, overridden below.)
        let functions = SourceScan.functions(in: context.sources)
        let chain = Set(context.code.classChain(of: prepare.className))
        var prepares = functions.filter { $0.name == "prepare" && ($0.className == nil || chain.contains($0.className ?? "")) }
        let called = Set(prepares.flatMap { $0.body.allMatches(#"(?<![\w.])(?:self\s*\.\s*)?([a-z]\w*)\s*\("#).map { $0[1] } })
        prepares += functions.filter { $0.name != "prepare" && called.contains($0.name) && chain.contains($0.className ?? "") }
        // (`super.prepare(for: segue, sender: sender)` hands them on unread: UIKit's own does nothing with them.)
        prepares = prepares.map { function in
            var function = function
            function.body = function.body.replacingOccurrences(of: #"super\s*\.\s*prepare\s*\([^()]*\)"#, with: "", options: .regularExpression)
            return function
        }
        // (Nor hands the segue whole to code of its own, `Route(segue)`, which may read it there.)
        // (Nor a member the learner added to UIStoryboardSegue, `segue.route`, which may read it there.)
        let added = Set(context.code.properties.filter { $0.owner == "UIStoryboardSegue" }.map(\.name)
            + context.code.methods.filter { $0.owner == "UIStoryboardSegue" }.map(\.baseName))
        guard !prepares.isEmpty, !prepares.contains(where: { $0.body.range(of: #"\bidentifier\b|\bsender\b|\bsegue\s*\.\s*source\b|[(:,]\s*segue\s*[,)]"#, options: .regularExpression) != nil }),
              !prepares.contains(where: { body in added.contains { body.body.range(of: #"\bsegue\s*\.\s*"# + $0 + #"\b"#, options: .regularExpression) != nil } }),
              prepares.contains(where: { $0.body.range(of: #"\w\s*\.\s*\w+\s*=[^=]"#, options: .regularExpression) != nil })
        else { return nil }
        let list = siblings.map { "\"\($0)\"" }.joined(separator: ", ")
        // A test in prepare that decides what is passed, on something the same whichever segue ran
        // (an outlet's property, a flag): it is what the learner meant to tell the segues apart by.
        // (Not an unwrap or a cast of the destination: those are the same for every segue to it.)
        func decides(_ condition: CodeFacts.Condition) -> Bool {
            condition.text.range(of: #"\blet\b|\bvar\b|\bas[?!]|\bis\b|destination"#, options: .regularExpression) == nil
        }
        let test = context.code.assignments.lazy.filter { $0.method == "prepare(for:sender:)" && $0.owner == prepare.className }
            .compactMap { $0.conditions.first(where: decides) }.first
            .map { $0.text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression) }
        return Explanation(rule: id, text: Catalog.both {
            $0.rulePrepareIgnoresIdentifier(list: list, className: "\(prepare.className)", destination: destination, identifier: identifier, test: test)
        })
    }
}
