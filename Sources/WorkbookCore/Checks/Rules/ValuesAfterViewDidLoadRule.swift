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
                return Explanation(rule: id, text: LocalizedText(
                    ko: "\(KoreanParticle.attach(method, .topic)) \(target).viewDidLoad보다 나중에 실행되었습니다. \(KoreanParticle.attach(target, .topic)) viewDidLoad에서 그때 가진 값으로 레이블을 이미 채웠으므로, 그 뒤에 넣은 값은 화면에 나타나지 않습니다. 세그웨이로 넘기는 값은 목적지의 뷰가 로드되기 전, prepare(for:sender:)에서 segue.destination에 넣으세요.",
                    en: "\(method) ran after \(target).viewDidLoad. \(target) had already filled its labels in viewDidLoad with the values it had then, so values set afterwards never show. Give the values to segue.destination in prepare(for:sender:), before the destination's view loads."))
            }
        }
        return nil
    }
}
