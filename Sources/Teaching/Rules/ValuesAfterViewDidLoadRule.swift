import Foundation
import WorkbookProtocol

/// Values handed to a destination by a method that ran after the destination's `viewDidLoad`
/// (the source's `viewWillDisappear`, `viewDidDisappear`, …): the destination had already shown
/// what it had, so the later values never reach its labels.
struct ValuesAfterViewDidLoadRule: TeachingRule {
    let id = "values-after-view-did-load"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let events = context.events
        for function in SourceScan.functions(in: context.sources) where function.name != "prepare" {
            guard let owner = function.className,
                  let cast = function.body.firstMatch(#"as[?!]\s*(\w+)"#), cast[1] != owner,
                  let castRange = function.body.range(of: cast[0]),
                  String(function.body[castRange.upperBound...]).range(of: #"\w\s*\.\s*\w+\s*=[^=]"#, options: .regularExpression) != nil
            else { continue }
            let destination = cast[1]
            for (index, event) in events.enumerated() where event.className == owner && (event.member == function.name || event.member.hasPrefix(function.name + "(")) {
                // The destination instance alive at that moment, whose view had already loaded.
                let before = events[..<index]
                guard let loaded = before.last(where: { $0.className == destination && $0.member == "viewDidLoad" }),
                      !before.contains(where: { $0.instance == loaded.instance && $0.member == "deinit" }) else { continue }
                let target = loaded.instance
                // The same instance had just sent it there: its segue made the destination (prepare names it).
                guard before.contains(where: { $0.instance == event.instance && $0.member == "prepare(for:sender:)" && $0.mentions(target) }),
                      context.isAbout(className: destination) else { continue }
                let method = "\(event.instance).\(event.member)"
                return Explanation(rule: id, text: Catalog.both { $0.ruleValuesAfterViewDidLoad(method: method, target: target) })
            }
        }
        return nil
    }
}
