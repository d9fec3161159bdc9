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
              context.events.last?.member == "prepare(for:sender:)" || context.events.last == prepare else { return nil }
        let place = crash.file.map { " (\($0):\(crash.line ?? 0))" } ?? ""
        return Explanation(rule: id, text: LocalizedText(
            ko: "prepare(for:sender:) 안에서 \(destination)의 아웃렛을 썼습니다\(place). 이때는 목적지의 뷰가 아직 로드되지 않아 아웃렛이 nil이고, 암시적 언래핑(!)에서 앱이 종료됩니다. prepare에서는 일반 프로퍼티(예: paramEmail)에 값을 넣고, 목적지의 viewDidLoad에서 그 값을 레이블에 표시하세요.",
            en: "prepare(for:sender:) used an outlet of \(destination)\(place). The destination's view has not loaded yet at that point, so its outlets are nil and the implicit unwrap (!) crashes. In prepare, set plain properties (such as paramEmail) and show them in the destination's viewDidLoad."))
    }
}
