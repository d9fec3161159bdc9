import Foundation
import WorkbookProtocol

/// A failed check's screens in the HTML report: the actual screen at the failing step beside
/// the expected one (when the check names one), light pictures that follow the reader's dark
/// theme through `prefers-color-scheme`. Only for results the audience may read in full (a
/// withheld check's result has no screens: `CheckResult.redacted` drops them).
enum ScreenReportHTML {
    static let style = ".screens{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start;margin:.8em 0}"
        + ".screens figure{margin:0;max-width:100%}.screens figcaption{font-size:.9em;margin-bottom:.3em}"
        + ".screens svg{max-width:100%;height:auto}.screens .dark{display:none}"
        + "@media (prefers-color-scheme:dark){.screens .light{display:none}.screens .dark{display:block}}"

    static func render(_ screens: FailureScreens, language: Language) -> String {
        let texts = Catalog[language]
        var figures: [(String, ScreenSnapshot, String)] = [(texts.screensActualAtStep(screens.step), screens.actual, "actual")]
        if let expected = screens.expected {
            let caption = screens.outlet != nil && screens.expectedScene == screens.outlet
                ? texts.screensExpectedLabel(screens.outlet ?? "") : texts.screensExpectedScene(screens.expectedScene ?? "")
            figures.append((caption, expected, "expected"))
        }
        var html = "<style>\(style)</style><div class=screens>"
        for (caption, snapshot, kind) in figures {
            html += "<figure class=\"screen-\(kind)\"><figcaption>\(InertText.html(caption))</figcaption>"
            for appearance in [ScreenSVG.Appearance.light, .dark] {
                var svg = ScreenSVG(appearance: appearance, scale: 0.6, label: caption)
                svg.highlight = screens.outlet
                svg.highlightColor = kind == "actual" ? "#D70015" : "#248A3D"
                html += "<div class=\(appearance.rawValue)>\(svg.render(snapshot))</div>"
            }
            html += "</figure>"
        }
        return html + "</div>"
    }
}
