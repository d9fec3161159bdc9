import Foundation

/// A trace drawn as an SVG timeline: one row per line (time runs down), the line's text on the
/// left, and on the right one lane per instance that has events (`VC2#1` and `VC2#2` are two
/// lanes of different colours). Lifecycle events are marks on their lane (an instance's lane
/// starts at its first event and ends with a cross at `deinit`); an event that names another
/// instance with a lane (a segue's destination, the controller pushed, presented or dismissed)
/// is an arrow from its lane to that one, labelled with the member. The failing step's rows are
/// shaded and marked. Used by `workbook check --format html` and by the rendered book.
///
/// Input: the lines `workbook trace` prints and `CheckResult.trace` holds: `-- step N: …`,
/// `Class#n.member detail`, `console: …`, anything else as a note. The output is deterministic.
public struct TimelineSVG {
    public enum Row: Equatable, Sendable {
        case step(index: Int, text: String)
        case event(instance: String, member: String, detail: String)
        case console(String)
        case note(String)
    }

    /// The step whose rows are marked as failing, if any.
    public var failedStep: Int?
    /// The text of the failing step's mark.
    public var failedLabel: String

    public init(failedStep: Int? = nil, failedLabel: String = "✘ failed here") {
        self.failedStep = failedStep
        self.failedLabel = failedLabel
    }

    static let rowHeight = 18
    static let top = 58
    static let laneWidth = 86
    static let charWidth = 7.2
    static let maxTextChars = 60
    /// Mid-tone colours that read on light and dark backgrounds, in lane order.
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22"]
    static let transitionMembers = ["performSegue", "prepare", "show", "showDetailViewController", "pushViewController", "popViewController",
                                    "popToViewController", "popToRootViewController", "present", "dismiss", "setViewControllers",
                                    "unwind", "perform", "instantiateViewController", "addChild", "removeFromParent"]

    /// Controllers (and any other object) get a lane; the app's plumbing does not: delegates,
    /// the window and the application (their events stay as text rows).
    static func hasLane(_ instance: String) -> Bool {
        let className = instance.split(separator: "#").first.map(String.init) ?? instance
        return !(className.hasSuffix("Delegate") || className == "UIWindow" || className == "UIApplication")
    }

    /// Reads one trace line.
    public static func parse(_ line: String) -> Row {
        if line.hasPrefix("-- step ") {
            let rest = line.dropFirst("-- step ".count)
            let number = rest.prefix { $0.isNumber }
            if let index = Int(number) {
                var text = rest.dropFirst(number.count)
                if text.hasPrefix(":") { text = text.dropFirst() }
                return .step(index: index, text: text.trimmingCharacters(in: .whitespaces))
            }
        }
        if line.hasPrefix("console: ") { return .console(String(line.dropFirst("console: ".count))) }
        if let (instance, rest) = instancePrefix(line), rest.first == "." {
            let body = rest.dropFirst()
            let member: Substring, detail: Substring
            if let space = body.firstIndex(of: " ") {
                member = body[..<space]
                detail = body[body.index(after: space)...]
            } else {
                member = body
                detail = ""
            }
            if !member.isEmpty { return .event(instance: instance, member: String(member), detail: String(detail)) }
        }
        return .note(line)
    }

    /// `Class#12` at the start of `text`, and what follows it.
    static func instancePrefix(_ text: Substring) -> (String, Substring)? {
        guard let hash = text.firstIndex(of: "#") else { return nil }
        let name = text[..<hash]
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let afterHash = text[text.index(after: hash)...]
        let digits = afterHash.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        return (String(text[..<digits.endIndex]), afterHash[digits.endIndex...])
    }

    static func instancePrefix(_ text: String) -> (String, Substring)? { instancePrefix(Substring(text)) }

    /// Every `Class#n` named in an event's detail, except after `sender=` (the sender is not where the transition goes).
    static func namedInstances(_ detail: String) -> [String] {
        var names: [String] = []
        var index = detail.startIndex
        while index < detail.endIndex {
            let rest = detail[index...]
            let startsWord = index == detail.startIndex || !(detail[detail.index(before: index)].isLetter || detail[detail.index(before: index)].isNumber)
            if startsWord, let (name, after) = instancePrefix(rest) {
                let before = detail[..<index]
                if !before.hasSuffix("sender=") && !names.contains(name) { names.append(name) }
                index = after.startIndex
            } else {
                index = detail.index(after: index)
            }
        }
        return names
    }

    /// The SVG for `lines`.
    public func render(_ lines: [String]) -> String {
        let rows = lines.map(Self.parse)
        var lanes: [String] = []
        var lastRow: [String: Int] = [:]
        var firstRow: [String: Int] = [:]
        for (index, row) in rows.enumerated() {
            // A lane runs from the instance's first event to its `deinit`, or to the end while it lives.
            if case let .event(instance, member, _) = row, Self.hasLane(instance) {
                if !lanes.contains(instance) { lanes.append(instance); firstRow[instance] = index }
                if member == "deinit" { lastRow[instance] = index }
            }
        }
        let longest = lines.map { min($0.count, Self.maxTextChars) }.max() ?? 10
        let textWidth = Int((Double(longest) * Self.charWidth).rounded(.up)) + 40
        let lanesX = textWidth + 10
        let width = lanesX + max(1, lanes.count) * Self.laneWidth + 10
        let height = Self.top + rows.count * Self.rowHeight + 12
        func laneX(_ instance: String) -> Int { lanesX + (lanes.firstIndex(of: instance) ?? 0) * Self.laneWidth + Self.laneWidth / 2 }
        func color(_ instance: String) -> String { Self.palette[(lanes.firstIndex(of: instance) ?? 0) % Self.palette.count] }
        func rowY(_ index: Int) -> Int { Self.top + index * Self.rowHeight + Self.rowHeight / 2 }
        func esc(_ text: String) -> String { InertText.html(text) }
        func clipped(_ text: String) -> String { text.count > Self.maxTextChars ? String(text.prefix(Self.maxTextChars - 1)) + "…" : text }

        var svg: [String] = []
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"timeline\">")
        svg.append("<style>.timeline text{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;fill:currentColor}.timeline .tl-step{font-weight:bold}.timeline .tl-console{fill:#0a7bbd}.timeline .tl-note{opacity:.7}.timeline .tl-head{font-size:11px}.timeline .tl-num{font-size:13px;font-weight:bold}.timeline .tl-fail{fill:var(--fail,#c00)}.timeline .tl-arrow{font-size:10px}</style>")
        svg.append("<defs><marker id=\"tl-arrowhead\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>")
        // The failing step: its heading and every row up to the next step.
        if let failedStep = failedStep, let start = rows.firstIndex(where: { if case .step(failedStep, _) = $0 { return true } else { return false } }) {
            let end = rows[(start + 1)...].firstIndex { if case .step = $0 { return true } else { return false } } ?? rows.count
            svg.append("<rect class=\"tl-failed\" x=\"0\" y=\"\(Self.top + start * Self.rowHeight)\" width=\"\(width)\" height=\"\((end - start) * Self.rowHeight)\" fill=\"#d11\" fill-opacity=\"0.12\" stroke=\"#d11\" stroke-opacity=\"0.6\"/>")
        }
        // Lane heads and lines.
        for instance in lanes {
            let x = laneX(instance), c = color(instance)
            let parts = instance.split(separator: "#", maxSplits: 1)
            let className = String(parts.first ?? ""), number = parts.count > 1 ? String(parts[1]) : ""
            let shortName = className.count > 12 ? String(className.prefix(11)) + "…" : className
            svg.append("<g class=\"tl-lane\" data-instance=\"\(esc(instance))\"><title>\(esc(instance))</title>")
            svg.append("<rect x=\"\(x - Self.laneWidth / 2 + 4)\" y=\"6\" width=\"\(Self.laneWidth - 8)\" height=\"40\" rx=\"6\" fill=\"\(c)\" fill-opacity=\"0.15\" stroke=\"\(c)\"/>")
            svg.append("<text class=\"tl-head\" x=\"\(x)\" y=\"22\" text-anchor=\"middle\">\(esc(shortName))</text>")
            svg.append("<text class=\"tl-num\" x=\"\(x)\" y=\"39\" text-anchor=\"middle\" fill=\"\(c)\" style=\"fill:\(c)\">#\(esc(number))</text>")
            let y1 = rowY(firstRow[instance] ?? 0), y2 = rowY(lastRow[instance] ?? max(0, rows.count - 1))
            svg.append("<line x1=\"\(x)\" y1=\"46\" x2=\"\(x)\" y2=\"\(y1)\" stroke=\"\(c)\" stroke-opacity=\"0.35\" stroke-dasharray=\"2 4\"/>")
            svg.append("<line x1=\"\(x)\" y1=\"\(y1)\" x2=\"\(x)\" y2=\"\(y2)\" stroke=\"\(c)\" stroke-width=\"3\"/>")
            svg.append("</g>")
        }
        for (index, row) in rows.enumerated() {
            let y = rowY(index), textY = y + 4
            switch row {
            case let .step(stepIndex, text):
                let failed = stepIndex == failedStep
                svg.append("<line x1=\"0\" y1=\"\(Self.top + index * Self.rowHeight)\" x2=\"\(width)\" y2=\"\(Self.top + index * Self.rowHeight)\" stroke=\"currentColor\" stroke-opacity=\"0.25\"/>")
                let label = "step \(stepIndex): \(text)"
                svg.append("<text class=\"tl-step\(failed ? " tl-fail" : "")\" x=\"6\" y=\"\(textY)\"><title>\(esc(label))</title>\(esc(clipped(label)))</text>")
                if failed {
                    svg.append("<text class=\"tl-step tl-fail\" x=\"\(width - 8)\" y=\"\(textY)\" text-anchor=\"end\">\(esc(failedLabel))</text>")
                }
            case let .console(text):
                svg.append("<text class=\"tl-console\" x=\"18\" y=\"\(textY)\"><title>\(esc(text))</title>\(esc(clipped("› " + text)))</text>")
            case let .note(text):
                svg.append("<text class=\"tl-note\" x=\"18\" y=\"\(textY)\">\(esc(clipped(text)))</text>")
            case let .event(instance, member, detail):
                let line = detail.isEmpty ? "\(instance).\(member)" : "\(instance).\(member) \(detail)"
                svg.append("<text class=\"tl-event\" x=\"18\" y=\"\(textY)\"><title>\(esc(line))</title>\(esc(clipped(line)))</text>")
                guard lanes.contains(instance) else { continue }
                let x = laneX(instance), c = color(instance)
                let name = String(member.prefix { $0 != "(" })
                if Self.transitionMembers.contains(where: { name == $0 || name.hasPrefix($0) }) {
                    for target in Self.namedInstances(detail) where target != instance && lanes.contains(target) {
                        let tx = laneX(target), direction = tx > x ? 1 : -1
                        var label = name
                        if let segue = detail.range(of: "segue=\"") {
                            let identifier = detail[segue.upperBound...].prefix { $0 != "\"" }
                            label += " “\(identifier)”"
                        }
                        svg.append("<g class=\"tl-transition\"><line x1=\"\(x + direction * 6)\" y1=\"\(y)\" x2=\"\(tx - direction * 7)\" y2=\"\(y)\" stroke=\"\(c)\" stroke-width=\"1.6\" marker-end=\"url(#tl-arrowhead)\"/>")
                        svg.append("<text class=\"tl-arrow\" x=\"\((x + tx) / 2)\" y=\"\(y - 3)\" text-anchor=\"middle\">\(esc(label))</text></g>")
                    }
                }
                svg.append(mark(member: name, x: x, y: y, color: c))
            }
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    /// The mark of an event on its lane: a cross for `deinit`, a ring for creation, a filled
    /// square for view lifecycle, a dot for everything else.
    func mark(member: String, x: Int, y: Int, color: String) -> String {
        switch member {
        case "deinit":
            return "<path class=\"tl-deinit\" d=\"M\(x - 6),\(y - 6) L\(x + 6),\(y + 6) M\(x - 6),\(y + 6) L\(x + 6),\(y - 6)\" stroke=\"\(color)\" stroke-width=\"2.5\"/>"
        case "init", "awakeFromNib":
            return "<circle class=\"tl-init\" cx=\"\(x)\" cy=\"\(y)\" r=\"6\" fill=\"white\" stroke=\"\(color)\" stroke-width=\"2.5\"/>"
        case "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear":
            return "<rect class=\"tl-lifecycle\" x=\"\(x - 5)\" y=\"\(y - 5)\" width=\"10\" height=\"10\" fill=\"\(color)\"/>"
        default:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"4\" fill=\"\(color)\"/>"
        }
    }
}
