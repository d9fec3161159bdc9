import Foundation
import WorkbookProtocol

/// An outlet of the destination touched in `prepare(for:sender:)` before its view loaded (R2.2).
struct OutletBeforeViewLoadRule: TeachingRule {
    let id = "outlet-before-view-load"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.run.crash, crash.kind == .fatalError, crash.reason.contains("implicitly unwrapping"),
              let prepare = context.events.last(where: { $0.member == "prepare(for:sender:)" }),
              let destination = prepare.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1],
              !context.events.contains(where: { $0.instance == destination && $0.member == "viewDidLoad" }),
              context.events.last?.member == "prepare(for:sender:)" || context.events.last == prepare,
              // A nil outlet of the source wired to the wrong kind of object is the other rule's.
              OutletTypeMismatchRule().explain(context) == nil else { return nil }
        let place = crash.file.map { " (\($0):\(crash.line ?? 0))" } ?? ""
        return Explanation(rule: id, text: Catalog.both { $0.ruleOutletBeforeViewLoadPrepareForSenderUsedAnOutlet(destination: destination, place: place) })
    }
}
