import Foundation
import WorkbookCore
import WorkbookProtocol

/// An exercise's storyboard drawn as SVG: each scene a phone-shaped box (navigation bar with the
/// title and bar buttons, then its controls), its class above it and its storyboard ID below;
/// a navigation controller as a dashed phone with a `root` arrow to its root; the initial scene
/// with Xcode's entry arrow; segues as arrows labelled `kind · identifier`, from the control (or
/// the controller, for a manual segue) to the destination. The layout is a pure function of the
/// model: scenes left to right in the order they are reached from the initial one.
public struct StoryboardSVG {
    public init() {}

    static let phoneWidth = 190
    static let gap = 150
    static let left = 70
    static let top = 46
    static let barHeight = 44
    static let rowHeight = 24
    static let minHeight = 300

    struct Row {
        var text: String
        var segues: [SegueModel]
        var kind: String
    }

    struct Placed {
        var scene: SceneModel
        var x: Int
        var width: Int
        var rows: [Row]
        var barSegues: [SegueModel]
        var height: Int
    }

    /// Scenes from the initial one: relationships first, then segues in order; the rest as written.
    static func order(_ document: StoryboardDocument) -> [SceneModel] {
        var ordered: [SceneModel] = []
        var queue: [String] = []
        if let initial = document.initialControllerID { queue.append(initial) }
        var index = 0
        while index < queue.count {
            let id = queue[index]
            index += 1
            guard let scene = document.scene(withControllerID: id), !ordered.contains(where: { $0.controller.id == id }) else { continue }
            ordered.append(scene)
            let segues = scene.controller.allSegues
            queue += segues.filter { $0.kind == .relationship }.map(\.destinationID)
            queue += segues.filter { $0.kind != .relationship }.map(\.destinationID)
        }
        for scene in document.scenes where !ordered.contains(where: { $0.controller.id == scene.controller.id }) { ordered.append(scene) }
        return ordered
    }

    static func describe(_ view: ViewModel) -> String {
        var parts: [String] = [view.kind == .other ? (view.elementName ?? "view") : view.kind.rawValue]
        if let title = view.title, !title.isEmpty { parts.append("“\(title)”") }
        if let text = view.text, !text.isEmpty { parts.append("“\(text)”") }
        if let placeholder = view.placeholder, !placeholder.isEmpty, view.text?.isEmpty ?? true { parts.append("(\(placeholder))") }
        return parts.joined(separator: " ")
    }

    /// Estimated widths of the drawing's texts (system-ui; see `TextWidth`).
    static func width(_ text: String, size: Double, bold: Bool = false) -> Int {
        Int(TextWidth.estimate(text, size: size, monospace: false, bold: bold).rounded(.up))
    }

    static func segueLabel(_ segue: SegueModel) -> String {
        segue.kind == .relationship ? "root" : [segue.kind.rawValue, segue.identifier].compactMap { $0 }.joined(separator: " · ")
    }

    /// A scene's phone is as wide as its widest text needs: every row, the class above it, the
    /// storyboard ID below it, the title between the bar buttons; never narrower than `phoneWidth`.
    static func sceneWidth(_ controller: ControllerModel, rows: [Row]) -> Int {
        var needed = [phoneWidth, width(controller.className, size: 13, bold: true) + 8]
        needed += rows.map { width($0.text, size: 11) + 32 }
        if let identifier = controller.storyboardIdentifier, !identifier.isEmpty { needed.append(width("Storyboard ID: " + identifier, size: 11) + 8) }
        let title = controller.navigationItem?.title ?? controller.title ?? ""
        let button = controller.navigationItem?.rightBarButtonItems.first?.visibleTitle.map { width($0, size: 12) + 14 } ?? 0
        needed.append(width(title, size: 12, bold: true) + 2 * button + 24)
        return needed.max() ?? phoneWidth
    }

    public func render(_ document: StoryboardDocument) -> String {
        let scenes = Self.order(document)
        var placed: [Placed] = []
        // The gap between scenes holds the widest label of a segue drawn across it.
        let labels = scenes.flatMap { $0.controller.allSegues }.filter { $0.kind != .relationship }.map { Self.width(Self.segueLabel($0), size: 11, bold: true) + 24 }
        let gap = max(Self.gap, labels.max() ?? 0)
        var nextX = Self.left
        for scene in scenes {
            let controller = scene.controller
            var rows: [Row] = []
            if controller.kind != .navigationController {
                let outlets = Dictionary(controller.outlets.map { ($0.destinationID, $0.property) }, uniquingKeysWith: { first, _ in first })
                for view in controller.view?.allViews.dropFirst() ?? [] {
                    var text = Self.describe(view)
                    if let outlet = outlets[view.id] { text = "\(outlet): " + text }
                    if let action = view.actions.first { text += " → \(action.selector)" }
                    rows.append(Row(text: text, segues: view.segues, kind: view.kind.rawValue))
                }
                let manual = controller.segues.filter { $0.kind != .relationship }
                if !manual.isEmpty { rows.append(Row(text: "(manual segues)", segues: manual, kind: "manual")) }
            }
            let items = (controller.navigationItem?.leftBarButtonItems ?? []) + (controller.navigationItem?.rightBarButtonItems ?? [])
            let height = max(Self.minHeight, Self.barHeight + 30 + rows.count * Self.rowHeight + 30)
            let sceneWidth = Self.sceneWidth(controller, rows: rows)
            placed.append(Placed(scene: scene, x: nextX, width: sceneWidth, rows: rows, barSegues: items.flatMap(\.segues), height: height))
            nextX += sceneWidth + gap
        }
        let maxHeight = placed.map(\.height).max() ?? Self.minHeight
        let width = max(nextX - gap, Self.left + Self.phoneWidth) + 40
        // Room below the scenes for the loops of backward segues, when there are any.
        let backward = placed.enumerated().reduce(0) { count, item in
            let segues = item.element.rows.flatMap(\.segues) + item.element.barSegues
            return count + segues.filter { segue in
                guard let target = placed.firstIndex(where: { $0.scene.controller.id == segue.destinationID || ($0.scene.exitID != nil && $0.scene.exitID == segue.destinationID) }) else { return false }
                return target <= item.offset
            }.count
        }
        let height = Self.top + maxHeight + 30 + (backward > 0 ? 40 + backward * 22 : 0)
        func esc(_ text: String) -> String { HTML.escape(text) }
        func scene(_ id: String) -> Placed? {
            placed.first { $0.scene.controller.id == id || ($0.scene.exitID != nil && $0.scene.exitID == id) }
        }

        var svg: [String] = []
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"storyboard\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"storyboard\">")
        svg.append("<style>.storyboard text{font:12px system-ui,sans-serif;fill:currentColor}.storyboard .sb-class{font-weight:bold;font-size:13px}.storyboard .sb-id{font-size:11px;opacity:.8}.storyboard .sb-row{font-size:11px}.storyboard .sb-segue{font-size:11px;font-weight:600}.storyboard .sb-phone{fill:none;stroke:currentColor;stroke-width:2}.storyboard .sb-bar{fill:currentColor;fill-opacity:.08}.storyboard .sb-initial{fill:#2a8d2a;font-weight:bold}</style>")
        svg.append("<defs><marker id=\"sb-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>")
        for box in placed {
            let controller = box.scene.controller
            let x = box.x, y = Self.top, w = box.width, h = box.height
            let isNavigation = controller.kind == .navigationController
            svg.append("<g class=\"sb-scene\" data-controller=\"\(esc(controller.id))\">")
            svg.append("<text class=\"sb-class\" x=\"\(x + w / 2)\" y=\"\(y - 10)\" text-anchor=\"middle\">\(esc(controller.className))</text>")
            svg.append("<rect x=\"\(x + w / 2 - 28)\" y=\"\(y + 6)\" width=\"56\" height=\"8\" rx=\"4\" fill=\"currentColor\" fill-opacity=\".35\"/>")
            svg.append("<rect class=\"sb-phone\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"24\"\(isNavigation ? " stroke-dasharray=\"6 4\"" : "")/>")
            if isNavigation {
                svg.append("<text x=\"\(x + w / 2)\" y=\"\(y + h / 2 - 6)\" text-anchor=\"middle\" class=\"sb-row\">Navigation</text>")
                svg.append("<text x=\"\(x + w / 2)\" y=\"\(y + h / 2 + 10)\" text-anchor=\"middle\" class=\"sb-row\">Controller</text>")
            } else {
                svg.append("<rect class=\"sb-bar\" x=\"\(x + 2)\" y=\"\(y + 20)\" width=\"\(w - 4)\" height=\"\(Self.barHeight - 16)\"/>")
                let title = controller.navigationItem?.title ?? controller.title ?? ""
                if !title.isEmpty {
                    svg.append("<text x=\"\(x + w / 2)\" y=\"\(y + 38)\" text-anchor=\"middle\" font-weight=\"600\">\(esc(title))</text>")
                }
                let items = controller.navigationItem?.rightBarButtonItems ?? []
                if let item = items.first, let title = item.visibleTitle {
                    svg.append("<text x=\"\(x + w - 10)\" y=\"\(y + 38)\" text-anchor=\"end\" fill=\"#1a73e8\" style=\"fill:#1a73e8\">\(esc(title))</text>")
                }
                for (index, row) in box.rows.enumerated() {
                    let rowY = y + Self.barHeight + 22 + index * Self.rowHeight
                    svg.append("<rect x=\"\(x + 10)\" y=\"\(rowY - 14)\" width=\"\(w - 20)\" height=\"\(Self.rowHeight - 4)\" rx=\"4\" fill=\"currentColor\" fill-opacity=\".06\"/>")
                    svg.append("<text class=\"sb-row\" x=\"\(x + 16)\" y=\"\(rowY)\">\(esc(row.text))</text>")
                }
            }
            if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
                svg.append("<text class=\"sb-id\" x=\"\(x + w / 2)\" y=\"\(y + h + 18)\" text-anchor=\"middle\">Storyboard ID: \(esc(identifier))</text>")
            }
            if controller.id == document.initialControllerID {
                svg.append("<path d=\"M\(x - 58),\(y + h / 2) L\(x - 4),\(y + h / 2)\" stroke=\"#2a8d2a\" stroke-width=\"4\" marker-end=\"url(#sb-arrow)\"/>")
                svg.append("<text class=\"sb-initial\" x=\"\(x - 60)\" y=\"\(y + h / 2 - 10)\" style=\"fill:#2a8d2a\">initial</text>")
            }
            svg.append("</g>")
        }
        // Segues: from the row that triggers them (or the bar, or the controller) to the destination.
        var below = 0
        for (sourceIndex, box) in placed.enumerated() {
            let controller = box.scene.controller
            var sources: [(SegueModel, Int)] = []
            for (index, row) in box.rows.enumerated() {
                for segue in row.segues { sources.append((segue, Self.top + Self.barHeight + 18 + index * Self.rowHeight)) }
            }
            for segue in box.barSegues { sources.append((segue, Self.top + 34)) }
            if let root = controller.rootRelationship { sources.append((root, Self.top + box.height / 2)) }
            for (segue, startY) in sources {
                guard let target = scene(segue.destinationID) else { continue }
                let targetIndex = placed.firstIndex { $0.scene.controller.id == target.scene.controller.id } ?? 0
                let label = Self.segueLabel(segue)
                let dashed = segue.kind == .unwind ? " stroke-dasharray=\"5 4\"" : ""
                let color = segue.kind == .relationship ? "#888" : segue.kind == .unwind ? "#b36b00" : "#1a73e8"
                let endY = Self.top + 60 + (segue.kind == .relationship ? 0 : 24)
                var path: String, labelX: Int, labelY: Int
                if targetIndex > sourceIndex {
                    let x1 = box.x + box.width, x2 = target.x - 2
                    path = "M\(x1),\(startY) C\(x1 + 60),\(startY) \(x2 - 60),\(endY) \(x2),\(endY)"
                    labelX = (x1 + x2) / 2
                    labelY = (startY + endY) / 2 - 6
                    if targetIndex > sourceIndex + 1 {
                        // Over the scenes in between: an arc above them.
                        let arcY = 14
                        path = "M\(x1 - 30),\(Self.top) C\(x1 - 30),\(arcY) \(target.x + 30),\(arcY) \(target.x + 30),\(Self.top - 2)"
                        labelX = (x1 + target.x) / 2
                        labelY = arcY + 8
                    }
                } else {
                    // Backward or to itself: a loop below the scenes.
                    below += 1
                    let x1 = box.x + box.width / 2 + 20, x2 = target.x + target.width / 2 - 20
                    let y1 = Self.top + box.height, y2 = Self.top + target.height
                    let dip = Self.top + maxHeight + 40 + below * 22
                    path = "M\(x1),\(y1) C\(x1),\(dip) \(x2),\(dip) \(x2),\(y2 + 2)"
                    labelX = (x1 + x2) / 2
                    labelY = dip - 4
                }
                svg.append("<g class=\"sb-segue-arrow\" data-kind=\"\(esc(segue.kind.rawValue))\"><path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dashed) marker-end=\"url(#sb-arrow)\"/>")
                svg.append("<text class=\"sb-segue\" x=\"\(labelX)\" y=\"\(labelY)\" text-anchor=\"middle\" style=\"fill:\(color)\">\(esc(label))</text></g>")
            }
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }
}
