import Foundation
import WorkbookProtocol

/// A forced cast `as!` that failed: names the learner's line (from the crash: the backtrace, or
/// the learner's cast to that type) and the type the object really had.
struct CastFailureRule: TeachingRule {
    let id = "forced-cast-failed"
    /// In an unwind action, `segue.destination as! Source` has its own reading (the destination is the screen itself).
    let supersededBy: Set<String> = ["unwind-destination-is-self"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError,
              let types = Self.types(crash.reason) else { return nil }
        let place = crash.file.map { "\($0):\(crash.line ?? 0)" }
        let inPrepare = context.events.last?.member == "prepare(for:sender:)"
        let cast = "`as! \(types.to)`"
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleCastFailure(cast: cast, from: types.from, to: types.to, place: place, inPrepare: inPrepare)
        })
    }

    /// `Could not cast value of type 'M.A' (0x…) to 'M.B' (0x…).` → (`A`, `B`), module names dropped.
    static func types(_ reason: String) -> (from: String, to: String)? {
        guard let start = reason.range(of: "Could not cast value of type '") else { return nil }
        let rest = reason[start.upperBound...]
        guard let fromEnd = rest.firstIndex(of: "'"), let to = rest.range(of: " to '") else { return nil }
        let tail = rest[to.upperBound...]
        guard let toEnd = tail.firstIndex(of: "'") else { return nil }
        return (unqualified(rest[..<fromEnd]), unqualified(tail[..<toEnd]))
    }

    /// `SegueBasics.ResultViewController` → `ResultViewController`; generic names stay whole.
    static func unqualified(_ name: Substring) -> String {
        guard !name.contains("<"), let dot = name.firstIndex(of: ".") else { return String(name) }
        return String(name[name.index(after: dot)...])
    }
}
