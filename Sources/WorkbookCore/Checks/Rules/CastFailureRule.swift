import Foundation
import WorkbookProtocol

/// A forced cast `as!` that failed: names the learner's line (from the crash: the backtrace, or
/// the learner's cast to that type) and the type the object really had.
struct CastFailureRule: TeachingRule {
    let id = "forced-cast-failed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.run.crash, crash.kind == .fatalError,
              let types = Self.types(crash.reason) else { return nil }
        let place = crash.file.map { "\($0):\(crash.line ?? 0)" }
        let inPrepare = context.events.last?.member == "prepare(for:sender:)"
        let koPlace = place.map { "(\($0))" } ?? ""
        let enPlace = place.map { " at \($0)" } ?? ""
        let cast = "`as! \(types.to)`"
        let koHint = inPrepare
            ? "prepare(for:sender:)는 모든 세그웨이에서 호출되고, segue.destination은 그 세그웨이가 가는 화면입니다. segue.identifier를 먼저 확인하거나 `guard let vc = segue.destination as? \(types.to) else { return }`처럼 as?로 바꾸세요."
            : "그 객체가 정말 \(KoreanParticle.attach(types.to, .copula)) 하는지 확인하고, 아닐 수 있다면 as?로 바꿔 nil을 처리하세요."
        let enHint = inPrepare
            ? "prepare(for:sender:) runs for every segue, and segue.destination is the screen that segue leads to: check segue.identifier first, or cast with `guard let vc = segue.destination as? \(types.to) else { return }`."
            : "Make sure the object really is a \(types.to) there, or cast with as? and handle nil."
        return Explanation(rule: id, text: LocalizedText(
            ko: "강제 캐스트 \(KoreanParticle.attach(cast, .subject)) 실패했습니다\(koPlace). 실제 객체는 \(KoreanParticle.attach(types.from, .was))습니다. \(koHint)",
            en: "The forced cast \(cast) failed\(enPlace): the object was a \(types.from), not a \(types.to). \(enHint)"))
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
