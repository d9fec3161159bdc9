import Foundation
import WorkbookProtocol

/// A phone screen (`ScreenSnapshot`) drawn as an inert SVG: no script, no link, no external
/// reference, every text of the app's escaped (`InertText.html`). One SVG unit is one point.
///
/// What is drawn, bottom to top: the window's root controller (its view tree, its navigation
/// bar and tab bar), each presented controller above it (a sheet as a card over the dimmed
/// presenter, a full-screen presentation over the whole screen, an alert or action sheet over a
/// dimmed screen), and the status bar. Hidden views are left out with what they hold; alpha
/// fades a view with its subviews; system colours follow the light or dark palette.
///
/// Where views sit: each view at its `frame` in its superview (the storyboard's frame, or the one
/// the app set). A view without a size (made in code and placed with constraints, which the
/// simulation does not solve) is stacked below the previous such view of its superview, as the
/// generated storyboards lay controls out: 20 points from the edges (and below the bars, for a
/// controller's root view), 12 points apart, its kind's natural height (`naturalHeight`). A
/// sheet's content keeps its storyboard frames moved up by the status bar's height, as the safe
/// area's top moves when the controller is shown in a card.
public struct ScreenSVG {
    public enum Appearance: String, Sendable { case light, dark }

    /// nil: the app's choice (`ScreenSnapshot.style`), else light.
    public var appearance: Appearance?
    /// Drawn size = points × scale.
    public var scale: Double
    /// Text for the picture's `aria-label` (a step, a controller).
    public var label: String
    /// The outlet whose view is outlined (the label a check compares), in `highlightColor`.
    public var highlight: String?
    public var highlightColor = "#D70015"

    public init(appearance: Appearance? = nil, scale: Double = 0.5, label: String = "screen") {
        self.appearance = appearance
        self.scale = scale
        self.label = label
    }

    public static let fontFamily = "system-ui,-apple-system,'Noto Sans CJK KR','Noto Sans KR','Apple SD Gothic Neo',sans-serif"

    public func render(_ snapshot: ScreenSnapshot) -> String {
        let mode = appearance ?? (snapshot.style == "dark" ? .dark : .light)
        var canvas = Canvas(palette: Palette(mode), width: clean(snapshot.width, 393), height: clean(snapshot.height, 852))
        let color = highlightColor
        canvas.highlight = highlight.map { (outlet: $0, color: color) }
        canvas.drawScreen(snapshot)
        let w = canvas.width, h = canvas.height
        // Ids unique on a page holding several pictures, and the same for the same picture.
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in (label + canvas.parts.joined()).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        let id = "scr" + String(hash % 0xFFFFFFFF, radix: 36)
        let parts = canvas.parts.joined().replacingOccurrences(of: "\"sheet-clip-", with: "\"\(id)-sheet-")
            .replacingOccurrences(of: "url(#sheet-clip-", with: "url(#\(id)-sheet-")
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen screen-\(mode.rawValue)\" width=\"\(svgNum(w * scale))\" height=\"\(svgNum(h * scale))\" viewBox=\"0 0 \(svgNum(w)) \(svgNum(h))\" role=\"img\" aria-label=\"\(InertText.html(label))\" font-family=\"\(Self.fontFamily)\">"
        out += "<defs><clipPath id=\"\(id)-clip\"><rect width=\"\(svgNum(w))\" height=\"\(svgNum(h))\" rx=\"44\"/></clipPath></defs>"
        out += "<g clip-path=\"url(#\(id)-clip)\">"
        out += parts
        out += "</g><rect width=\"\(svgNum(w))\" height=\"\(svgNum(h))\" rx=\"44\" fill=\"none\" stroke=\"\(canvas.palette.frame)\" stroke-width=\"6\"/></svg>"
        return out
    }

    func clean(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value >= 100 && value <= 3000 ? value : fallback }

    /// The height a control has when nothing gave it a size (Interface Builder's intrinsic sizes).
    public static func naturalHeight(_ kind: String) -> Double {
        switch kind {
        case "label": return 21
        case "button": return 35
        case "textField", "searchBar": return 34
        case "textView", "imageView": return 128
        case "switch": return 31
        case "stepper", "segmentedControl": return 32
        case "slider": return 30
        case "datePicker": return 35
        case "activityIndicatorView": return 20
        case "progressView": return 4
        case "tableView", "collectionView": return 300
        default: return 44
        }
    }

    /// The width of a control of fixed size (nil: as wide as its superview allows).
    static func naturalWidth(_ kind: String) -> Double? {
        switch kind {
        case "switch": return 51
        case "stepper": return 94
        case "activityIndicatorView": return 20
        default: return nil
        }
    }
}

func svgNum(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// The colours of one appearance: UIKit's system colours (light and dark variants).
struct Palette {
    let dark: Bool
    init(_ mode: ScreenSVG.Appearance) { dark = mode == .dark }

    var background: String { dark ? "#000000" : "#FFFFFF" }
    var elevated: String { dark ? "#1C1C1E" : "#FFFFFF" }
    var label: String { dark ? "#FFFFFF" : "#000000" }
    var secondaryLabel: String { dark ? "#98989F" : "#8A8A8E" }
    var placeholder: String { dark ? "#5B5B60" : "#C4C4C6" }
    var separator: String { dark ? "#38383A" : "#C6C6C8" }
    var tint: String { dark ? "#0A84FF" : "#007AFF" }
    var bar: String { dark ? "#1D1D1D" : "#F9F9F9" }
    var fill: String { dark ? "#2C2C2E" : "#E9E9EB" }
    var groupedBackground: String { dark ? "#000000" : "#F2F2F7" }
    var green: String { dark ? "#30D158" : "#34C759" }
    var red: String { dark ? "#FF453A" : "#FF3B30" }
    var knob: String { "#FFFFFF" }
    var frame: String { dark ? "#3A3A3C" : "#1C1C1E" }
    var alertBackground: String { dark ? "#2C2C2E" : "#F2F2F2" }

    /// A system colour by its UIKit name, in this appearance; nil for other names.
    func named(_ name: String) -> String? {
        let table: [String: (String, String)] = [
            "systemBackground": ("#FFFFFF", "#000000"), "secondarySystemBackground": ("#F2F2F7", "#1C1C1E"),
            "tertiarySystemBackground": ("#FFFFFF", "#2C2C2E"), "systemGroupedBackground": ("#F2F2F7", "#000000"),
            "secondarySystemGroupedBackground": ("#FFFFFF", "#1C1C1E"), "tertiarySystemGroupedBackground": ("#F2F2F7", "#2C2C2E"),
            "groupTableViewBackground": ("#F2F2F7", "#000000"),
            "label": ("#000000", "#FFFFFF"), "secondaryLabel": ("#3C3C4399", "#EBEBF599"), "tertiaryLabel": ("#3C3C434D", "#EBEBF54D"),
            "quaternaryLabel": ("#3C3C432E", "#EBEBF52E"), "placeholderText": ("#3C3C434D", "#EBEBF54D"),
            "separator": ("#3C3C434A", "#54545899"), "opaqueSeparator": ("#C6C6C8", "#38383A"), "link": ("#007AFF", "#0984FF"),
            "tintColor": ("#007AFF", "#0A84FF"), "systemBlue": ("#007AFF", "#0A84FF"), "systemRed": ("#FF3B30", "#FF453A"),
            "systemGreen": ("#34C759", "#30D158"), "systemOrange": ("#FF9500", "#FF9F0A"), "systemYellow": ("#FFCC00", "#FFD60A"),
            "systemPink": ("#FF2D55", "#FF375F"), "systemPurple": ("#AF52DE", "#BF5AF2"), "systemTeal": ("#30B0C7", "#40C8E0"),
            "systemIndigo": ("#5856D6", "#5E5CE6"), "systemMint": ("#00C7BE", "#63E6E2"), "systemCyan": ("#32ADE6", "#64D2FF"),
            "systemBrown": ("#A2845E", "#AC8E68"), "systemGray": ("#8E8E93", "#8E8E93"), "systemGray2": ("#AEAEB2", "#636366"),
            "systemGray3": ("#C7C7CC", "#48484A"), "systemGray4": ("#D1D1D6", "#3A3A3C"), "systemGray5": ("#E5E5EA", "#2C2C2E"),
            "systemGray6": ("#F2F2F7", "#1C1C1E"), "systemFill": ("#78788033", "#7878805C"), "secondarySystemFill": ("#78788029", "#78788052"),
            "tertiarySystemFill": ("#7676801F", "#7676803D"), "quaternarySystemFill": ("#74748014", "#7676802E"),
            "darkText": ("#000000", "#000000"), "lightText": ("#FFFFFF99", "#FFFFFF99"),
        ]
        return table[name].map { dark ? $0.1 : $0.0 }
    }

    /// The colour to draw, or nil for a clear colour (nothing drawn).
    func color(_ color: ScreenColor?) -> String? {
        guard let color else { return nil }
        if let name = color.name, let known = named(name) { return known }
        guard color.alpha > 0.001 else { return nil }
        func byte(_ value: Double) -> String {
            let clamped = value.isFinite ? min(max(value, 0), 1) : 0
            return String(format: "%02X", Int((clamped * 255).rounded()))
        }
        let alpha = color.alpha >= 0.999 ? "" : byte(color.alpha)
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + alpha
    }
}

/// The drawing under way: SVG parts appended bottom to top.
struct Canvas {
    let palette: Palette
    let width: Double
    let height: Double
    var parts: [String] = []
    /// Views drawn, against pictures of absurd size.
    var drawn = 0
    static let viewLimit = 2000
    /// The outlet to outline, and the colour.
    var highlight: (outlet: String, color: String)?

    init(palette: Palette, width: Double, height: Double) {
        self.palette = palette
        self.width = width
        self.height = height
    }

    var safeTop: Double { height >= 800 ? 59 : 20 }
    var safeBottom: Double { height >= 800 ? 34 : 0 }

    static func esc(_ text: String) -> String { InertText.html(text) }

    mutating func add(_ part: String) { parts.append(part) }

    mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String, rx: Double = 0, extra: String = "") {
        add("<rect x=\"\(svgNum(x))\" y=\"\(svgNum(y))\" width=\"\(svgNum(max(w, 0)))\" height=\"\(svgNum(max(h, 0)))\"\(rx > 0 ? " rx=\"\(svgNum(rx))\"" : "") fill=\"\(fill)\"\(extra)/>")
    }

    /// One line of text fitted into `width` (cut with … as a one-line label truncates its tail).
    mutating func text(_ value: String, x: Double, y: Double, width: Double, size: Double, color: String, anchor: String = "start",
                       bold: Bool = false, cssClass: String = "t") {
        let line = Self.fit(value, width: width, size: size, bold: bold)
        guard !line.isEmpty else { return }
        let startX: Double
        switch anchor {
        case "middle": startX = x + width / 2
        case "end": startX = x + width
        default: startX = x
        }
        add("<text class=\"\(cssClass)\" x=\"\(svgNum(startX))\" y=\"\(svgNum(y))\" font-size=\"\(svgNum(size))\"\(anchor == "start" ? "" : " text-anchor=\"\(anchor)\"")\(bold ? " font-weight=\"600\"" : "") fill=\"\(color)\">\(Self.esc(line))</text>")
    }

    static func fit(_ value: String, width: Double, size: Double, bold: Bool = false) -> String {
        let single = value.replacingOccurrences(of: "\n", with: " ")
        guard width > 0 else { return "" }
        if TextWidth.estimate(single, size: size, monospace: false, bold: bold) <= width { return single }
        var kept = ""
        for character in single {
            let next = kept + String(character)
            if TextWidth.estimate(next + "…", size: size, monospace: false, bold: bold) > width { break }
            kept = next
        }
        return kept.isEmpty ? "" : kept + "…"
    }

    /// Lines of a text wrapped into `width` (words, or characters for Korean and long words), at most `maxLines`.
    static func wrap(_ value: String, width: Double, size: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        for paragraph in value.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for character in paragraph {
                let next = current + String(character)
                if TextWidth.estimate(next, size: size, monospace: false) > width, !current.isEmpty {
                    if let space = current.lastIndex(of: " "), character != " ", space != current.startIndex {
                        lines.append(String(current[..<space]))
                        current = String(current[current.index(after: space)...]) + String(character)
                    } else {
                        lines.append(current)
                        current = character == " " ? "" : String(character)
                    }
                } else {
                    current = next
                }
            }
            lines.append(current)
        }
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] = fit(lines[maxLines - 1] + "……", width: width, size: size)
        }
        return lines
    }

    // MARK: The screen

    mutating func drawScreen(_ snapshot: ScreenSnapshot) {
        // The window: black where no view covers it, as on a device.
        rect(0, 0, width, height, fill: "#000000")
        var darkStatus = false
        for (index, layer) in snapshot.layers.enumerated() {
            if let alert = layer.alert {
                rect(0, 0, width, height, fill: "#000000", extra: " fill-opacity=\"0.2\" class=\"dim\"")
                drawAlert(alert)
                continue
            }
            let sheet = index > 0 && ["pageSheet", "formSheet", "automatic", "popover", "unknown", "pageSheet (adapted)"].contains(layer.style)
            if sheet {
                rect(0, 0, width, height, fill: "#000000", extra: " fill-opacity=\"0.4\" class=\"dim\"")
                let top = safeTop + 10
                add("<g class=\"sheet\" data-style=\"\(Self.esc(layer.style))\" transform=\"translate(0 \(svgNum(top)))\">")
                add("<clipPath id=\"sheet-clip-\(index)\"><rect width=\"\(svgNum(width))\" height=\"\(svgNum(height - top + 20))\" rx=\"10\"/></clipPath><g clip-path=\"url(#sheet-clip-\(index))\">")
                drawLayer(layer, top: 0, height: height - top, inSheet: true)
                add("</g></g>")
                darkStatus = true
            } else {
                let over = layer.style.hasPrefix("over")
                add("<g class=\"layer\" data-style=\"\(Self.esc(layer.style))\">")
                drawLayer(layer, top: 0, height: height, inSheet: false, transparent: over)
                add("</g>")
                darkStatus = false
            }
        }
        drawStatusBar(light: darkStatus || palette.dark)
    }

    mutating func drawStatusBar(light: Bool) {
        let color = light ? "#FFFFFF" : "#000000"
        let y = safeTop >= 59 ? 37.0 : 15.0
        add("<g class=\"status-bar\">")
        text("9:41", x: 30, y: y, width: 80, size: 17, color: color, anchor: "middle", bold: true, cssClass: "status")
        let right = width - 30
        for bar in 0..<4 {
            let h = 4 + Double(bar) * 2.6
            rect(right - 72 + Double(bar) * 5, y - h, 3.2, h, fill: color, rx: 1)
        }
        rect(right - 27, y - 11.5, 25, 12, fill: "none", rx: 3.5, extra: " stroke=\"\(color)\" stroke-opacity=\"0.4\"")
        rect(right - 25, y - 9.5, 21, 8, fill: color, rx: 2)
        add("</g>")
    }

    /// A controller's screen: its view filling the area, then its navigation and tab bars.
    mutating func drawLayer(_ layer: ScreenLayer, top: Double, height areaHeight: Double, inSheet: Bool, transparent: Bool = false) {
        let barTop = inSheet ? 0 : safeTop
        let barHeight: Double = inSheet ? 56 : 44
        let large = layer.navigationBar?.prefersLargeTitles == true
        let contentTop = layer.navigationBar == nil ? (inSheet ? 0 : safeTop) : barTop + barHeight + (large ? 52 : 0)
        if let view = layer.view {
            var root = view
            root.frame = RectModel(x: 0, y: top, width: width, height: areaHeight)
            // A view without a background colour shows the black window behind it, as on a device.
            if root.backgroundColor == nil, !transparent { root.backgroundColor = ScreenColor(red: 0, green: 0, blue: 0) }
            // A sheet moves the safe area's top up by the status bar (and down by its taller bar).
            let shift = inSheet ? -safeTop + (layer.navigationBar == nil ? 0 : barHeight - 44) : 0
            drawView(root, originX: 0, originY: 0, isRoot: true, stackTop: contentTop + 20, childShift: shift)
        } else if !transparent {
            rect(0, top, width, areaHeight, fill: palette.background)
        }
        if let bar = layer.navigationBar { drawNavigationBar(bar, top: barTop, height: barHeight) }
        if let tabs = layer.tabBar { drawTabBar(tabs, bottom: top + areaHeight) }
    }

    mutating func drawNavigationBar(_ bar: NavigationBarSnapshot, top: Double, height barHeight: Double) {
        let large = bar.prefersLargeTitles == true
        add("<g class=\"navigation-bar\">")
        rect(0, 0, width, top + barHeight + (large ? 52 : 0), fill: palette.bar, extra: " fill-opacity=\"0.94\"")
        rect(0, top + barHeight + (large ? 52 : 0) - 0.33, width, 0.33, fill: palette.separator)
        let middle = top + barHeight / 2 + 6
        var leftEdge = 8.0
        if let back = bar.backTitle {
            add("<path class=\"back-chevron\" d=\"M\(svgNum(20)) \(svgNum(middle - 16)) l-8.5 9.5 l8.5 9.5\" fill=\"none\" stroke=\"\(palette.tint)\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
            let w = min(TextWidth.estimate(back, size: 17, monospace: false), width / 3)
            text(back, x: 26, y: middle, width: w, size: 17, color: palette.tint, cssClass: "t back")
            leftEdge = 26 + w + 8
        }
        for item in bar.leftItems {
            let w = min(TextWidth.estimate(item, size: 17, monospace: false), width / 4)
            text(item, x: leftEdge + 8, y: middle, width: w, size: 17, color: palette.tint, cssClass: "t bar-item")
            leftEdge += w + 16
        }
        var rightEdge = width - 16
        for item in bar.rightItems {
            let bold = item == "Done" || item == "Save"
            let w = min(TextWidth.estimate(item, size: 17, monospace: false, bold: bold), width / 4)
            text(item, x: rightEdge - w, y: middle, width: w, size: 17, color: palette.tint, bold: bold, cssClass: "t bar-item")
            rightEdge -= w + 16
        }
        if let title = bar.title, !title.isEmpty {
            if large {
                text(title, x: 16, y: top + barHeight + 41, width: width - 32, size: 34, color: palette.label, bold: true, cssClass: "t title large")
            } else {
                let room = max(0, min(width / 2 - leftEdge, rightEdge - width / 2) - 4) * 2
                text(title, x: width / 2 - room / 2, y: middle, width: room, size: 17, color: palette.label, anchor: "middle", bold: true, cssClass: "t title")
            }
        }
        add("</g>")
    }

    mutating func drawTabBar(_ tabs: TabBarSnapshot, bottom: Double) {
        let barHeight = 49 + safeBottom
        let top = bottom - barHeight
        add("<g class=\"tab-bar\">")
        rect(0, top, width, barHeight, fill: palette.bar, extra: " fill-opacity=\"0.94\"")
        rect(0, top, width, 0.33, fill: palette.separator)
        let count = max(tabs.titles.count, 1)
        let itemWidth = width / Double(count)
        for (index, title) in tabs.titles.enumerated() {
            let selected = index == tabs.selectedIndex
            let color = selected ? palette.tint : palette.secondaryLabel
            let x = Double(index) * itemWidth
            add("<g class=\"tab\(selected ? " selected" : "")\">")
            rect(x + itemWidth / 2 - 12, top + 6, 24, 22, fill: color, rx: 6, extra: " class=\"tab-icon\"")
            text(title, x: x + 2, y: top + 42, width: itemWidth - 4, size: 10, color: color, anchor: "middle", bold: selected, cssClass: "t tab-title")
            if index < tabs.badges.count, let badge = tabs.badges[index], !badge.isEmpty {
                let w = max(18, TextWidth.estimate(badge, size: 13, monospace: false) + 10)
                rect(x + itemWidth / 2 + 6, top + 2, w, 18, fill: palette.red, rx: 9, extra: " class=\"badge\"")
                text(badge, x: x + itemWidth / 2 + 6, y: top + 15.5, width: w, size: 13, color: "#FFFFFF", anchor: "middle", cssClass: "t badge-text")
            }
            add("</g>")
        }
        add("</g>")
    }

    mutating func drawAlert(_ alert: AlertSnapshot) {
        if alert.style == "actionSheet" { return drawActionSheet(alert) }
        let w = 270.0
        let body = Self.alertBody(alert, width: w - 32)
        let fieldsHeight = Double(alert.textFields.count) * 30
        let sideBySide = alert.actions.count == 2
        let buttonsHeight = alert.actions.isEmpty ? 0 : (sideBySide ? 44 : Double(alert.actions.count) * 44)
        let h = 20 + body.height + fieldsHeight + (fieldsHeight > 0 ? 12 : 0) + 12 + buttonsHeight
        let x = (width - w) / 2, y = (height - h) / 2
        add("<g class=\"alert\">")
        rect(x, y, w, h, fill: palette.alertBackground, rx: 14, extra: " class=\"alert-box\"")
        var cursor = y + 20
        for line in body.title {
            text(line, x: x + 16, y: cursor + 13, width: w - 32, size: 17, color: palette.label, anchor: "middle", bold: true, cssClass: "t alert-title")
            cursor += 22
        }
        for line in body.message {
            text(line, x: x + 16, y: cursor + 12, width: w - 32, size: 13, color: palette.label, anchor: "middle", cssClass: "t alert-message")
            cursor += 18
        }
        for field in alert.textFields {
            cursor += 6
            rect(x + 16, cursor, w - 32, 24, fill: palette.elevated, rx: 5, extra: " stroke=\"\(palette.separator)\"")
            let shown = (field.text ?? "").isEmpty ? field.placeholder ?? "" : field.text ?? ""
            text(shown, x: x + 21, y: cursor + 17, width: w - 42, size: 13, color: (field.text ?? "").isEmpty ? palette.secondaryLabel : palette.label)
            cursor += 24
        }
        cursor = y + h - buttonsHeight
        for (index, action) in alert.actions.enumerated() {
            let (bx, by, bw) = sideBySide ? (x + Double(index) * w / 2, cursor, w / 2) : (x, cursor + Double(index) * 44, w)
            rect(bx, by, bw, 0.5, fill: palette.separator)
            if sideBySide, index == 1 { rect(bx, by, 0.5, 44, fill: palette.separator) }
            let color = !action.isEnabled ? palette.secondaryLabel : action.style == "destructive" ? palette.red : palette.tint
            text(action.title, x: bx + 8, y: by + 28, width: bw - 16, size: 17, color: color, anchor: "middle", bold: action.style == "cancel", cssClass: "t alert-action")
        }
        add("</g>")
    }

    static func alertBody(_ alert: AlertSnapshot, width: Double) -> (title: [String], message: [String], height: Double) {
        let title = alert.title.map { wrap($0, width: width, size: 17, maxLines: 3) } ?? []
        let message = alert.message.map { wrap($0, width: width, size: 13, maxLines: 8) } ?? []
        return (title, message, Double(title.count) * 22 + Double(message.count) * 18)
    }

    mutating func drawActionSheet(_ alert: AlertSnapshot) {
        let w = width - 16
        let body = Self.alertBody(alert, width: w - 32)
        let header = body.height > 0 ? body.height + 28 : 0
        let actions = alert.actions.filter { $0.style != "cancel" }
        let cancel = alert.actions.first { $0.style == "cancel" }
        let groupHeight = header + Double(actions.count) * 57
        let cancelHeight = cancel == nil ? 0.0 : 57 + 8
        let y = height - safeBottom - 8 - cancelHeight - groupHeight
        add("<g class=\"alert action-sheet\">")
        rect(8, y, w, groupHeight, fill: palette.alertBackground, rx: 13, extra: " class=\"alert-box\"")
        var cursor = y + 14
        for line in body.title {
            text(line, x: 24, y: cursor + 12, width: w - 32, size: 13, color: palette.secondaryLabel, anchor: "middle", bold: true, cssClass: "t alert-title")
            cursor += 18
        }
        for line in body.message {
            text(line, x: 24, y: cursor + 12, width: w - 32, size: 13, color: palette.secondaryLabel, anchor: "middle", cssClass: "t alert-message")
            cursor += 18
        }
        cursor = y + header
        for action in actions {
            if cursor > y { rect(8, cursor, w, 0.5, fill: palette.separator) }
            let color = !action.isEnabled ? palette.secondaryLabel : action.style == "destructive" ? palette.red : palette.tint
            text(action.title, x: 16, y: cursor + 36, width: w - 16, size: 20, color: color, anchor: "middle", cssClass: "t alert-action")
            cursor += 57
        }
        if let cancel {
            let cy = y + groupHeight + 8
            rect(8, cy, w, 57, fill: palette.dark ? "#2C2C2E" : "#FFFFFF", rx: 13, extra: " class=\"alert-box\"")
            text(cancel.title, x: 16, y: cy + 36, width: w - 16, size: 20, color: palette.tint, anchor: "middle", bold: true, cssClass: "t alert-action")
        }
        add("</g>")
    }

    // MARK: Views

    /// A view at its frame in its superview (origin `originX`, `originY` on the screen), then its
    /// subviews. `stackTop` is where views without a size start to stack; `childShift` moves the
    /// subviews of a sheet's root view.
    mutating func drawView(_ view: ScreenView, originX: Double, originY: Double, isRoot: Bool = false, stackTop: Double = 0,
                           childShift: Double = 0, placed: RectModel? = nil) {
        guard view.isHidden != true, drawn < Self.viewLimit else { return }
        drawn += 1
        guard let frame = placed ?? view.frame, frame.width.isFinite, frame.height.isFinite else { return }
        let x = originX + frame.x, y = originY + frame.y, w = frame.width, h = frame.height
        let alpha = view.alpha.map { min(max($0, 0), 1) }
        add("<g class=\"v\" data-kind=\"\(Self.esc(view.kind))\"\(alpha.map { " opacity=\"\(svgNum($0))\"" } ?? "")>")
        let fill = palette.color(view.backgroundColor)
        add("<rect class=\"vb\" x=\"\(svgNum(x))\" y=\"\(svgNum(y))\" width=\"\(svgNum(max(w, 0)))\" height=\"\(svgNum(max(h, 0)))\" fill=\"\(fill ?? "none")\"/>")
        drawContent(view, x: x, y: y, w: w, h: h)
        if let highlight, view.outlet == highlight.outlet {
            rect(x - 3, y - 3, w + 6, h + 6, fill: "none", rx: 5, extra: " class=\"highlight\" stroke=\"\(highlight.color)\" stroke-width=\"2.5\"")
        }
        if view.kind != "tableView" && view.kind != "collectionView" {
            // Views without a size stack below each other from `stackTop` (20 points in, 12 apart).
            let margin = isRoot ? 20.0 : 0
            var cursor = isRoot ? stackTop : 0
            let horizontal = view.kind == "stackView" && w > h * 2
            let unsized = view.subviews.filter { $0.isHidden != true && ($0.frame?.isEmpty ?? true) }
            var column = 0
            for child in view.subviews {
                if child.isHidden == true { continue }
                if let frame = child.frame, !frame.isEmpty {
                    drawView(child, originX: x, originY: y + childShift, placed: frame)
                } else if horizontal {
                    let share = w / Double(max(unsized.count, 1))
                    drawView(child, originX: x, originY: y, placed: RectModel(x: Double(column) * share, y: 0, width: share, height: h))
                    column += 1
                } else {
                    let childHeight = ScreenSVG.naturalHeight(child.kind)
                    let childWidth = ScreenSVG.naturalWidth(child.kind) ?? max(w - 2 * margin, 0)
                    drawView(child, originX: x, originY: y, placed: RectModel(x: margin, y: cursor, width: childWidth, height: childHeight))
                    cursor += childHeight + (isRoot ? 12 : 8)
                }
            }
        }
        add("</g>")
    }

    /// What a view of each kind shows inside its frame.
    mutating func drawContent(_ view: ScreenView, x: Double, y: Double, w: Double, h: Double) {
        let enabled = view.isEnabled != false
        let size = view.fontSize.flatMap { $0.isFinite && $0 > 1 && $0 < 200 ? $0 : nil }
        switch view.kind {
        case "label":
            let fontSize = size ?? 17
            let color = palette.color(view.textColor) ?? palette.label
            let anchor = view.alignment == "center" ? "middle" : view.alignment == "right" ? "end" : "start"
            let text = view.text ?? ""
            let lines = h >= fontSize * 2.4 ? Self.wrap(text, width: w, size: fontSize, maxLines: max(1, Int(h / (fontSize * 1.2)))) : [text]
            let first = y + h / 2 - Double(lines.count - 1) * fontSize * 0.6 + fontSize * 0.35
            for (index, line) in lines.enumerated() {
                self.text(line, x: x, y: first + Double(index) * fontSize * 1.2, width: w, size: fontSize, color: color, anchor: anchor, bold: view.bold == true)
            }
        case "button":
            let color = enabled ? palette.tint : palette.secondaryLabel
            if let title = view.text, !title.isEmpty {
                let fontSize = size ?? 17
                text(title, x: x, y: y + h / 2 + fontSize * 0.35, width: w, size: fontSize, color: color, anchor: "middle")
            } else if view.image != nil {
                imagePlaceholder(x: x + w / 2 - min(w, h) / 2, y: y, side: min(w, h), name: nil)
            }
        case "textField", "searchBar":
            let search = view.kind == "searchBar"
            let fieldY = search ? y + (h - 36) / 2 : y
            let fieldH = search ? 36 : h
            rect(x + (search ? 8 : 0), fieldY, w - (search ? 16 : 0), fieldH, fill: search ? palette.fill : palette.elevated, rx: search ? 10 : 5,
                 extra: search ? "" : " stroke=\"\(palette.separator)\" stroke-width=\"0.8\"")
            let fontSize = size ?? (search ? 17 : 14)
            let empty = (view.text ?? "").isEmpty
            let shown = empty ? view.placeholder ?? "" : view.text ?? ""
            let inset = search ? 38.0 : 7
            if search {
                add("<circle cx=\"\(svgNum(x + 24))\" cy=\"\(svgNum(fieldY + fieldH / 2 - 1))\" r=\"6\" fill=\"none\" stroke=\"\(palette.secondaryLabel)\" stroke-width=\"2\"/>")
            }
            let anchor = view.alignment == "center" ? "middle" : view.alignment == "right" ? "end" : "start"
            text(shown, x: x + inset, y: fieldY + fieldH / 2 + fontSize * 0.35, width: max(w - inset - 7, 0), size: fontSize,
                 color: empty ? palette.placeholder : palette.label, anchor: anchor, cssClass: empty ? "t placeholder" : "t")
        case "textView":
            let fontSize = size ?? 12
            let lines = Self.wrap(view.text ?? "", width: max(w - 10, 1), size: fontSize, maxLines: max(1, Int((h - 8) / (fontSize * 1.25))))
            for (index, line) in lines.enumerated() {
                text(line, x: x + 5, y: y + 8 + fontSize + Double(index) * fontSize * 1.25, width: max(w - 10, 0), size: fontSize, color: palette.label)
            }
        case "switch":
            let on = view.isOn == true
            let sx = x, sy = y + (h - 31) / 2
            rect(sx, sy, 51, 31, fill: on ? palette.green : palette.fill, rx: 15.5, extra: " class=\"switch-track\" data-on=\"\(on)\"\(enabled ? "" : " fill-opacity=\"0.5\"")")
            add("<circle cx=\"\(svgNum(on ? sx + 35.5 : sx + 15.5))\" cy=\"\(svgNum(sy + 15.5))\" r=\"13.5\" fill=\"\(palette.knob)\" stroke=\"#00000014\"/>")
        case "stepper":
            let sy = y + (h - 32) / 2
            rect(x, sy, 94, 32, fill: palette.fill, rx: 8)
            rect(x + 46.5, sy + 8, 1, 16, fill: palette.separator)
            let atMin = (view.value ?? 0) <= (view.minimumValue ?? 0), atMax = (view.value ?? 0) >= (view.maximumValue ?? 100)
            rect(x + 16, sy + 15, 15, 2, fill: atMin ? palette.placeholder : palette.label, extra: " class=\"minus\"")
            rect(x + 63, sy + 15, 15, 2, fill: atMax ? palette.placeholder : palette.label)
            rect(x + 69.5, sy + 8.5, 2, 15, fill: atMax ? palette.placeholder : palette.label)
        case "slider":
            let low = view.minimumValue ?? 0, high = view.maximumValue ?? 1
            let fraction = high > low ? min(max(((view.value ?? 0.5) - low) / (high - low), 0), 1) : 0
            let cy = y + h / 2
            rect(x, cy - 2, w, 4, fill: palette.fill, rx: 2)
            rect(x, cy - 2, w * fraction, 4, fill: palette.tint, rx: 2)
            add("<circle cx=\"\(svgNum(x + 14 + (w - 28) * fraction))\" cy=\"\(svgNum(cy))\" r=\"14\" fill=\"\(palette.knob)\" stroke=\"#00000026\"/>")
        case "segmentedControl":
            let segments = view.segments ?? []
            rect(x, y, w, h, fill: palette.fill, rx: 8)
            let share = w / Double(max(segments.count, 1))
            for (index, title) in segments.enumerated() {
                let sx = x + Double(index) * share
                if index == view.selectedIndex {
                    rect(sx + 2, y + 2, share - 4, h - 4, fill: palette.dark ? "#636366" : "#FFFFFF", rx: 7, extra: " class=\"selected-segment\"")
                } else if index > 0, index - 1 != view.selectedIndex {
                    rect(sx, y + 8, 1, h - 16, fill: palette.separator)
                }
                text(title, x: sx + 4, y: y + h / 2 + 4.5, width: share - 8, size: 13, color: palette.label, anchor: "middle", bold: index == view.selectedIndex)
            }
        case "imageView":
            if view.image != nil { imagePlaceholder(x: x, y: y, side: nil, w: w, h: h, name: view.image) }
        case "activityIndicatorView":
            for spoke in 0..<8 {
                let angle = Double(spoke) * .pi / 4
                let cx = x + w / 2, cy = y + h / 2
                add("<line x1=\"\(svgNum(cx + cos(angle) * 4))\" y1=\"\(svgNum(cy + sin(angle) * 4))\" x2=\"\(svgNum(cx + cos(angle) * 9))\" y2=\"\(svgNum(cy + sin(angle) * 9))\" stroke=\"\(palette.secondaryLabel)\" stroke-width=\"2\" stroke-linecap=\"round\" opacity=\"\(svgNum(0.3 + Double(spoke) * 0.09))\"/>")
            }
        case "progressView":
            rect(x, y + h / 2 - 2, w, 4, fill: palette.fill, rx: 2)
            rect(x, y + h / 2 - 2, w * min(max(view.value ?? 0, 0), 1), 4, fill: palette.tint, rx: 2)
        case "datePicker":
            rect(x + w - 120, y + (h - 34) / 2, 120, 34, fill: palette.fill, rx: 6)
            text("Date", x: x + w - 120, y: y + h / 2 + 6, width: 120, size: 17, color: palette.label, anchor: "middle")
        case "pickerView":
            rect(x + 8, y + h / 2 - 17, w - 16, 34, fill: palette.fill, rx: 8)
        case "navigationBar":
            rect(x, y, w, h, fill: palette.bar)
            rect(x, y + h - 0.33, w, 0.33, fill: palette.separator)
        case "tableView", "collectionView":
            drawCells(view, x: x, y: y, w: w, h: h)
        default:
            break
        }
    }

    mutating func imagePlaceholder(x: Double, y: Double, side: Double?, w: Double = 0, h: Double = 0, name: String?) {
        let (pw, ph) = side.map { ($0, $0) } ?? (w, h)
        add("<g class=\"image-placeholder\">")
        rect(x, y, pw, ph, fill: palette.fill, rx: 4)
        let s = min(pw, ph) * 0.5
        if s > 6 {
            let cx = x + pw / 2, cy = y + ph / 2
            add("<path d=\"M\(svgNum(cx - s / 2)) \(svgNum(cy + s / 3)) l\(svgNum(s / 3)) \(svgNum(-s / 2)) l\(svgNum(s / 4)) \(svgNum(s / 4)) l\(svgNum(s / 6)) \(svgNum(-s / 6)) l\(svgNum(s / 4)) \(svgNum(s * 5 / 12)) z\" fill=\"\(palette.secondaryLabel)\"/>")
            add("<circle cx=\"\(svgNum(cx + s / 4))\" cy=\"\(svgNum(cy - s / 4))\" r=\"\(svgNum(s / 10))\" fill=\"\(palette.secondaryLabel)\"/>")
        }
        if let name, !name.isEmpty, ph > 40 {
            text(name, x: x + 4, y: y + ph - 6, width: pw - 8, size: 11, color: palette.secondaryLabel, anchor: "middle", cssClass: "t image-name")
        }
        add("</g>")
    }

    /// The rows the app has made, top to bottom (a table); tiles in rows of three (a collection).
    mutating func drawCells(_ view: ScreenView, x: Double, y: Double, w: Double, h: Double) {
        let cells = view.cells ?? []
        add("<g class=\"cells\">")
        if view.kind == "collectionView" {
            let side = max((w - 40) / 3, 10)
            for (index, cell) in cells.enumerated() {
                let cx = x + 10 + Double(index % 3) * (side + 10), cy = y + 10 + Double(index / 3) * (side + 10)
                guard cy + side <= y + h else { break }
                add("<g class=\"v cell\" data-kind=\"collectionViewCell\">")
                add("<rect class=\"vb\" x=\"\(svgNum(cx))\" y=\"\(svgNum(cy))\" width=\"\(svgNum(side))\" height=\"\(svgNum(side))\" rx=\"8\" fill=\"\(palette.fill)\"/>")
                if let text = cell.text { self.text(text, x: cx + 4, y: cy + side / 2 + 5, width: side - 8, size: 13, color: palette.label, anchor: "middle") }
                add("</g>")
            }
            add("</g>")
            return
        }
        var cursor = y
        for cell in cells {
            let rowHeight = min(max(cell.height ?? 44, 30), 200)
            guard cursor + rowHeight <= y + h + 0.5 else { break }
            add("<g class=\"v cell\" data-kind=\"tableViewCell\" data-row=\"\(cell.section).\(cell.row)\">")
            add("<rect class=\"vb\" x=\"\(svgNum(x))\" y=\"\(svgNum(cursor))\" width=\"\(svgNum(w))\" height=\"\(svgNum(rowHeight))\" fill=\"\(cell.isSelected == true ? palette.fill : "none")\"/>")
            if !cell.subviews.isEmpty {
                for subview in cell.subviews { drawView(subview, originX: x, originY: cursor) }
            } else {
                let accessoryRoom = cell.accessory == nil ? 0.0 : 30
                let detail = cell.detailText ?? ""
                let detailWidth = detail.isEmpty ? 0 : min(TextWidth.estimate(detail, size: 17, monospace: false), (w - 40) / 2)
                if let text = cell.text {
                    self.text(text, x: x + 20, y: cursor + rowHeight / 2 + 6, width: max(w - 48 - accessoryRoom - detailWidth, 0), size: 17, color: palette.label)
                }
                if !detail.isEmpty {
                    text(detail, x: x + w - 16 - accessoryRoom - detailWidth, y: cursor + rowHeight / 2 + 6, width: detailWidth, size: 17,
                         color: palette.secondaryLabel, cssClass: "t detail")
                }
                switch cell.accessory {
                case 1?, 2?:
                    add("<path class=\"accessory\" d=\"M\(svgNum(x + w - 24)) \(svgNum(cursor + rowHeight / 2 - 6)) l6 6 l-6 6\" fill=\"none\" stroke=\"\(palette.placeholder)\" stroke-width=\"2.2\"/>")
                case 3?:
                    add("<path class=\"accessory\" d=\"M\(svgNum(x + w - 30)) \(svgNum(cursor + rowHeight / 2)) l5 5 l10 -11\" fill=\"none\" stroke=\"\(palette.tint)\" stroke-width=\"2.2\"/>")
                case 4?:
                    add("<circle class=\"accessory\" cx=\"\(svgNum(x + w - 24))\" cy=\"\(svgNum(cursor + rowHeight / 2))\" r=\"9\" fill=\"none\" stroke=\"\(palette.tint)\" stroke-width=\"1.6\"/>")
                default:
                    break
                }
            }
            rect(x + 20, cursor + rowHeight - 0.33, w - 20, 0.33, fill: palette.separator)
            add("</g>")
            cursor += rowHeight
        }
        add("</g>")
    }
}
