import Foundation
import Texts

/// An `if`/`else if` chain whose arm written for this run's segue never ran, because an arm above
/// it held first (`identifier.hasSuffix("Submit")` before `identifier == "DefaultSubmit"`, a test of
/// the destination's class before the identifier): a chain runs the first arm that holds. Read from
/// the coverage (the earlier arm's body ran, the later one's never did, in a method that ran) and
/// the segue the run performed (its `prepare`'s identifier), named in the later arm's test.
struct EarlierBranchRule: TeachingRule {
    let id = "earlier-branch-takes-it"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let last = context.failureStep ?? Int.max
        // The segue identifiers `prepare` was given in this run, the last first.
        let identifiers = context.events.filter { $0.member == "prepare(for:sender:)" && ($0.step ?? 0) <= last }
            .compactMap { $0.detail?.firstMatch(#"segue="([^"]+)""#)?[1] }.reversed()
        for identifier in identifiers {
            for group in context.code.branches where group.subject == nil && group.arms.count >= 2 {
                // The first arm below the top that names the identifier and never ran (the top one may
                // name a part of it too: `hasSuffix("Submit")` is the catch-all here).
                guard let meant = group.arms.indices.dropFirst().first(where: { index in
                          Self.writtenFor(identifier, group.arms[index].label)
                              && context.ran(file: group.file, line: group.arms[index].bodyLine, column: group.arms[index].bodyColumn) == 0
                      }),
                      let taker = group.arms[..<meant].firstIndex(where: {
                          (context.ran(file: group.file, line: $0.bodyLine, column: $0.bodyColumn) ?? 0) > 0
                      }) else { continue }
                let (first, wanted) = (group.arms[taker], group.arms[meant])
                // The arm that ran was not written for this identifier itself (then it is no earlier catch-all).
                guard !first.label.contains("\"\(identifier)\"") else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleEarlierBranchTakesIt(identifier: identifier, first: first.label, firstLine: first.line, meant: wanted.label, meantLine: wanted.line)
                })
            }
        }
        return nil
    }

    /// Whether an arm's test names the identifier: compares it with it (`== "DefaultSubmit"`), or
    /// with a part it has (`hasPrefix("Default")`, `hasSuffix(…)`, `contains(…)`).
    static func writtenFor(_ identifier: String, _ label: String) -> Bool {
        for match in label.allMatches(#"(hasPrefix|hasSuffix|contains)?\(?\s*"([^"]+)""#) {
            let literal = match[2]
            switch match[1] {
            case "hasPrefix": if identifier.hasPrefix(literal) { return true }
            case "hasSuffix": if identifier.hasSuffix(literal) { return true }
            case "contains": if identifier.contains(literal) { return true }
            default: if identifier == literal { return true }
            }
        }
        return false
    }
}
