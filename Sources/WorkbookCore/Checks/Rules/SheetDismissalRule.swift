import Foundation
import WorkbookProtocol

/// A modal that does not cover the presenter (a sheet, `.overFullScreen`, `.overCurrentContext`,
/// `.popover`, `.custom`) dismissed without `viewWillAppear` on the presenter (R4.9), and the
/// `.fullScreen` fix.
struct SheetDismissalRule: TeachingRule {
    let id = "sheet-no-view-will-appear"
    static let sheetStyles = ["pageSheet", "formSheet", "automatic", "popover"]
    /// Styles that draw over the presenter, which stays in the window under them.
    static let overStyles = ["overFullScreen", "overCurrentContext", "custom"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let events = context.events
        func style(of event: TraceEvent) -> String? {
            (Self.sheetStyles + Self.overStyles).first { (event.detail ?? "").contains("style=\($0)") }
        }
        guard let present = events.last(where: { $0.member == "present(_:animated:completion:)" && style(of: $0) != nil }),
              let style = style(of: present), let presentIndex = events.lastIndex(of: present),
              events[presentIndex...].contains(where: { $0.member == "dismiss(animated:completion:)" || $0.member.hasPrefix("presentationControllerDidDismiss") || $0.member == "deinit" }) else { return nil }
        let presenter = present.instance
        let laterAppear = events[presentIndex...].contains { $0.instance == presenter && $0.member == "viewWillAppear(_:)" }
        guard !laterAppear else { return nil }
        let fix = (ko: "띄울 때 modalPresentationStyle = .fullScreen으로 하거나, 델리게이트나 클로저로 값을 받자마자 화면을 갱신하세요.",
                   en: "Present with modalPresentationStyle = .fullScreen, or update the screen as soon as the value arrives through a delegate or closure.")
        if Self.overStyles.contains(style) {
            return Explanation(rule: id, text: LocalizedText(
                ko: ".\(style) 스타일은 띄운 화면을 아래 화면 위에 겹쳐 그립니다. 아래 화면 \(KoreanParticle.attach(presenter, .topic)) 창에서 한 번도 사라지지 않았으므로, 위 화면이 닫혀도 viewWillAppear가 호출되지 않고 그래서 값이 화면에 다시 그려지지 않았습니다. \(fix.ko)",
                en: "The .\(style) style draws the presented screen over the one below, which stays in the window. The screen below (\(presenter)) never left, so when the presented one is dismissed its viewWillAppear is not called and the value was never redrawn. \(fix.en)"))
        }
        return Explanation(rule: id, text: LocalizedText(
            ko: "iOS 13부터 모달의 기본 스타일은 시트(pageSheet)입니다. 시트가 닫혀도 아래 화면 \(KoreanParticle.attach(presenter, .topic)) 화면에서 사라진 적이 없으므로 viewWillAppear가 호출되지 않고, 그래서 값이 화면에 다시 그려지지 않았습니다. \(fix.ko)",
            en: "Since iOS 13 the default modal style is a sheet (pageSheet). When a sheet is dismissed, the screen below (\(presenter)) never left the screen, so its viewWillAppear is not called and the value was never redrawn. \(fix.en)"))
    }
}
