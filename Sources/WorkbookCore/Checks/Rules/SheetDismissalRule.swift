import Foundation
import WorkbookProtocol

/// A sheet dismissed without `viewWillAppear` on the presenter (R4.9), and the `.fullScreen` fix.
struct SheetDismissalRule: TeachingRule {
    let id = "sheet-no-view-will-appear"
    static let sheetStyles = ["pageSheet", "formSheet", "automatic", "popover"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let events = context.events
        guard let present = events.last(where: { event in
            event.member == "present(_:animated:completion:)" && Self.sheetStyles.contains { (event.detail ?? "").contains("style=\($0)") }
        }), let presentIndex = events.lastIndex(of: present),
              events[presentIndex...].contains(where: { $0.member == "dismiss(animated:completion:)" || $0.member.hasPrefix("presentationControllerDidDismiss") || $0.member == "deinit" }) else { return nil }
        let presenter = present.instance
        let laterAppear = events[presentIndex...].contains { $0.instance == presenter && $0.member == "viewWillAppear(_:)" }
        guard !laterAppear else { return nil }
        return Explanation(rule: id, text: LocalizedText(
            ko: "iOS 13부터 모달의 기본 스타일은 시트(pageSheet)입니다. 시트가 닫혀도 아래 화면 \(presenter)은(는) 화면에서 사라진 적이 없으므로 viewWillAppear가 호출되지 않고, 그래서 값이 화면에 다시 그려지지 않았습니다. 띄울 때 modalPresentationStyle = .fullScreen으로 하거나, 델리게이트/클로저로 값을 받자마자 화면을 갱신하세요.",
            en: "Since iOS 13 the default modal style is a sheet (pageSheet). When a sheet is dismissed, the screen below (\(presenter)) never left the screen, so its viewWillAppear is not called and the value was never redrawn. Present with modalPresentationStyle = .fullScreen, or update the screen as soon as the value arrives through a delegate or closure."))
    }
}
