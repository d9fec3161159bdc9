import Foundation
import WorkbookCore
import WorkbookProtocol

/// The exercise's scenes as Interface Builder's canvas shows them, under the storyboard drawing:
/// each scene's screen (`StoryboardScreen`, drawn by `ScreenSVG`) with its initial texts and
/// values, its navigation bar and tab bar, in the storyboard drawing's order. A navigation or
/// tab bar controller is drawn through the scene it shows. Light and dark pictures follow the
/// page's theme (`data-theme`, else the reader's system setting).
enum StoryboardCanvasHTML {
    static let style = "<style>.canvas{display:flex;flex-wrap:wrap;gap:1.2em;align-items:flex-end}"
        + ".canvas figure{margin:0;text-align:center}.canvas figcaption{font-size:.8em;color:var(--muted)}"
        + ".canvas .dark{display:none}:root[data-theme=dark] .canvas .dark{display:block}:root[data-theme=dark] .canvas .light{display:none}"
        + "@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .canvas .dark{display:block}:root:not([data-theme=light]) .canvas .light{display:none}}</style>"

    static func render(_ document: StoryboardDocument, language: Language) -> String {
        let scenes = StoryboardSVG.order(document).filter {
            $0.controller.kind != .navigationController && $0.controller.kind != .tabBarController && $0.controller.view != nil
        }
        guard !scenes.isEmpty else { return "" }
        var html = "<figure class=\"canvas-figure\">\(style)<div class=\"scroll\" tabindex=\"0\"><div class=\"canvas\">"
        for scene in scenes {
            let controller = scene.controller
            guard let snapshot = StoryboardScreen.snapshot(document, controllerID: controller.id) else { continue }
            let name = controller.className
            html += "<figure data-controller=\"\(HTML.escape(controller.id))\">"
            for appearance in [ScreenSVG.Appearance.light, .dark] {
                html += "<div class=\"\(appearance.rawValue)\">\(ScreenSVG(appearance: appearance, scale: 0.42, label: name).render(snapshot))</div>"
            }
            html += "<figcaption><code>\(HTML.escape(name))</code></figcaption></figure>"
        }
        html += "</div></div><figcaption>\(HTML.escape(Catalog[language].screensCanvasCaption))</figcaption></figure>"
        return html
    }
}
