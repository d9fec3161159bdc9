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

    /// The phone layout: rows wrap at 26 characters, a lane's head is its class's initials and
    /// number (`RVC #2`; the whole name is in the lane's title and in every row), arrows carry no
    /// label, and the failing step's mark is a `✘` before its heading. About 360 px wide with
    /// five lanes, where the full drawing is three times that.
    public var compact: Bool

    public init(failedStep: Int? = nil, failedLabel: String = "✘ failed here", compact: Bool = false) {
        self.failedStep = failedStep
        self.failedLabel = failedLabel
        self.compact = compact
    }

    /// Both layouts of one trace, each in a box the page's CSS shows at its width (`tl-wide`
    /// above 600 px, `tl-narrow` at 600 px or less).
    public func renderBoth(_ lines: [String]) -> String {
        var narrow = self
        narrow.compact = true
        var wide = self
        wide.compact = false
        return "<div class=\"tl-wide\">\(wide.render(lines))</div><div class=\"tl-narrow\">\(narrow.render(lines))</div>"
    }

    /// `UINavigationController` → `UINC`, `ResultViewController` → `RVC`, `VC2` → `VC2`: the
    /// capitals and digits of a class name (at most 5), or its first 4 letters.
    static func initials(_ name: String) -> String {
        if name.count <= 4 { return name }
        let capitals = name.filter { $0.isUppercase || $0.isNumber }
        return capitals.count >= 2 ? String(capitals.prefix(5)) : String(name.prefix(4))
    }

    static let rowHeight = 18
    static let top = 58
    static let minLaneWidth = 86
    static let fontSize = 12.0
    /// The widest a row's text gets before it wraps (60 monospace characters).
    static let maxTextWidth = 432.0
    /// How far a wrapped row's further lines are indented.
    static let indent = 14
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

    /// `text` in lines no wider than `width` px (12 px monospace), broken between words when it can.
    static func wrap(_ text: String, width: Double) -> [String] {
        func fits(_ line: String) -> Bool { TextWidth.estimate(line, size: fontSize, monospace: true) <= width }
        if fits(text) { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if fits(candidate) { line = candidate; continue }
            if !line.isEmpty { lines.append(line); line = "" }
            // A word wider than a line is cut between characters.
            for character in word {
                if !fits(line + String(character)) { lines.append(line); line = "" }
                line.append(character)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
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
        // Each row's text, its left edge and its lines: a long line wraps (continued lines indented), never cut.
        let texts: [(x: Int, text: String, className: String)] = rows.map { row in
            switch row {
            case let .step(index, text):
                return (6, (compact && index == failedStep ? "✘ " : "") + "step \(index): \(text)", "tl-step")
            case let .console(text): return (18, "› " + text, "tl-console")
            case let .note(text): return (18, text, "tl-note")
            case let .event(instance, member, detail): return (18, detail.isEmpty ? "\(instance).\(member)" : "\(instance).\(member) \(detail)", "tl-event")
            }
        }
        let maxText = compact ? 26 * 7.2 : Self.maxTextWidth
        let wrapped = texts.map { Self.wrap($0.text, width: maxText) }
        var start: [Int] = []
        var total = 0
        for lines in wrapped { start.append(total); total += lines.count }
        let textRight = zip(texts, wrapped).map { text, lines in
            lines.enumerated().map { Double(text.x + ($0.offset > 0 ? Self.indent : 0)) + TextWidth.estimate($0.element, size: Self.fontSize, monospace: true) }.max() ?? 0
        }.max() ?? 100
        let lanesX = Int(textRight.rounded(.up)) + (compact ? 10 : 24)
        // Lanes wide enough for their heads (a long class name in two lines) and for the labels of the arrows between them.
        let heads = lanes.map { compact ? [Self.initials(Self.className($0))] : Self.headLines(Self.className($0)) }
        let minLane = compact ? 32 : Self.minLaneWidth
        let headHeight = heads.contains { $0.count > 1 } ? 54 : 40
        let top = Self.top + headHeight - 40
        var laneWidths = heads.map { lines in max(Double(minLane), (lines.map { TextWidth.estimate($0, size: 11, monospace: true) }.max() ?? 0) + (compact ? 10 : 20)) }
        for row in rows where !compact {
            guard case let .event(instance, member, detail) = row, let from = lanes.firstIndex(of: instance) else { continue }
            for (target, label) in Self.arrows(instance: instance, member: member, detail: detail, lanes: lanes) {
                guard let to = lanes.firstIndex(of: target) else { continue }
                let (a, b) = (min(from, to), max(from, to))
                let distance = laneWidths[a] / 2 + laneWidths[(a + 1)..<b].reduce(0, +) + laneWidths[b] / 2
                let deficit = TextWidth.estimate(label, size: 10, monospace: true) + 16 - distance
                if deficit > 0 { for lane in a...b { laneWidths[lane] += (deficit / Double(b - a)).rounded(.up) } }
            }
        }
        let widths = laneWidths.map { Int($0.rounded(.up)) + Int($0.rounded(.up)) % 2 }
        let failedWidth = failedStep == nil || compact ? 0 : Int(TextWidth.estimate(failedLabel, size: Self.fontSize, monospace: true, bold: true)) + 24
        let width = max(lanesX + max(minLane, widths.reduce(0, +)) + (compact ? 4 : 10), lanesX + failedWidth)
        let height = top + total * Self.rowHeight + 12
        func laneIndex(_ instance: String) -> Int { lanes.firstIndex(of: instance) ?? 0 }
        func laneX(_ instance: String) -> Int { lanesX + widths[..<laneIndex(instance)].reduce(0, +) + widths[laneIndex(instance)] / 2 }
        func color(_ instance: String) -> String { Self.palette[laneIndex(instance) % Self.palette.count] }
        func rowTop(_ index: Int) -> Int { top + (index < start.count ? start[index] : total) * Self.rowHeight }
        func rowY(_ index: Int) -> Int { rowTop(index) + Self.rowHeight / 2 }
        func esc(_ text: String) -> String { InertText.html(text) }

        var svg: [String] = []
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\(compact ? " compact" : "")\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"timeline\">")
        svg.append("<style>.timeline text{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;fill:currentColor}.timeline .tl-step{font-weight:bold}.timeline .tl-console{fill:#0a7bbd}.timeline .tl-note{opacity:.7}.timeline .tl-head{font-size:11px}.timeline .tl-num{font-size:13px;font-weight:bold}.timeline .tl-fail{fill:var(--fail,#c00)}.timeline .tl-arrow{font-size:10px}</style>")
        svg.append("<defs><marker id=\"tl-arrowhead\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>")
        // The failing step: its heading and every row up to the next step.
        if let failedStep = failedStep, let first = rows.firstIndex(where: { if case .step(failedStep, _) = $0 { return true } else { return false } }) {
            let end = rows[(first + 1)...].firstIndex { if case .step = $0 { return true } else { return false } } ?? rows.count
            svg.append("<rect class=\"tl-failed\" x=\"0\" y=\"\(rowTop(first))\" width=\"\(width)\" height=\"\(rowTop(end) - rowTop(first))\" fill=\"#d11\" fill-opacity=\"0.12\" stroke=\"#d11\" stroke-opacity=\"0.6\"/>")
        }
        // Lane heads (the whole class name) and lines.
        for instance in lanes {
            let x = laneX(instance), c = color(instance), lane = widths[laneIndex(instance)]
            let number = instance.split(separator: "#", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            svg.append("<g class=\"tl-lane\" data-instance=\"\(esc(instance))\"><title>\(esc(instance))</title>")
            svg.append("<rect x=\"\(x - lane / 2 + 4)\" y=\"6\" width=\"\(lane - 8)\" height=\"\(headHeight)\" rx=\"6\" fill=\"\(c)\" fill-opacity=\"0.15\" stroke=\"\(c)\"/>")
            for (offset, line) in heads[laneIndex(instance)].enumerated() {
                svg.append("<text class=\"tl-head\" x=\"\(x)\" y=\"\(22 + offset * 13)\" text-anchor=\"middle\">\(esc(line))</text>")
            }
            svg.append("<text class=\"tl-num\" x=\"\(x)\" y=\"\(headHeight - 1)\" text-anchor=\"middle\" fill=\"\(c)\" style=\"fill:\(c)\">#\(esc(number))</text>")
            let y1 = rowY(firstRow[instance] ?? 0), y2 = rowY(lastRow[instance] ?? max(0, rows.count - 1))
            svg.append("<line x1=\"\(x)\" y1=\"\(headHeight + 6)\" x2=\"\(x)\" y2=\"\(y1)\" stroke=\"\(c)\" stroke-opacity=\"0.35\" stroke-dasharray=\"2 4\"/>")
            svg.append("<line x1=\"\(x)\" y1=\"\(y1)\" x2=\"\(x)\" y2=\"\(y2)\" stroke=\"\(c)\" stroke-width=\"3\"/>")
            svg.append("</g>")
        }
        // The rows' texts, then the marks and arrows over the lanes (after all texts: a text's box is never a mark).
        var marks: [String] = []
        for (index, row) in rows.enumerated() {
            let y = rowY(index)
            var className = texts[index].className
            if case let .step(stepIndex, _) = row {
                svg.append("<line x1=\"0\" y1=\"\(rowTop(index))\" x2=\"\(width)\" y2=\"\(rowTop(index))\" stroke=\"currentColor\" stroke-opacity=\"0.25\"/>")
                if stepIndex == failedStep {
                    className += " tl-fail"
                    if !compact { svg.append("<text class=\"tl-step tl-fail\" x=\"\(width - 8)\" y=\"\(y + 4)\" text-anchor=\"end\">\(esc(failedLabel))</text>") }
                }
            }
            for (offset, line) in wrapped[index].enumerated() {
                let x = texts[index].x + (offset > 0 ? Self.indent : 0)
                svg.append("<text class=\"\(className)\" x=\"\(x)\" y=\"\(y + 4 + offset * Self.rowHeight)\">\(esc(line))</text>")
            }
            guard case let .event(instance, member, detail) = row, lanes.contains(instance) else { continue }
            let x = laneX(instance), c = color(instance)
            for (target, label) in Self.arrows(instance: instance, member: member, detail: detail, lanes: lanes) {
                let tx = laneX(target), direction = tx > x ? 1 : -1
                marks.append("<g class=\"tl-transition\"><line x1=\"\(x + direction * 6)\" y1=\"\(y)\" x2=\"\(tx - direction * 7)\" y2=\"\(y)\" stroke=\"\(c)\" stroke-width=\"1.6\" marker-end=\"url(#tl-arrowhead)\"/>")
                marks.append((compact ? "" : "<text class=\"tl-arrow\" x=\"\((x + tx) / 2)\" y=\"\(y - 3)\" text-anchor=\"middle\">\(esc(label))</text>") + "</g>")
            }
            marks.append(mark(member: Self.memberName(member), x: x, y: y, color: c))
        }
        svg += marks
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    /// A lane's head: the class name, or, when it is wider than a narrow lane, the name in two
    /// lines broken between words (`UINavigation` / `Controller`).
    static func headLines(_ name: String) -> [String] {
        let fits = Double(minLaneWidth - 20)
        guard TextWidth.estimate(name, size: 11, monospace: true) > fits else { return [name] }
        let characters = Array(name)
        let breaks = characters.indices.dropFirst().filter { characters[$0].isUppercase && characters[$0 - 1].isLowercase }
        guard let best = breaks.min(by: { max($0, characters.count - $0) < max($1, characters.count - $1) }) else { return [name] }
        return [String(characters[..<best]), String(characters[best...])]
    }

    static func className(_ instance: String) -> String { instance.split(separator: "#", maxSplits: 1).first.map(String.init) ?? instance }
    static func memberName(_ member: String) -> String { String(member.prefix { $0 != "(" }) }

    /// The arrows an event draws: to each other instance with a lane that a transition names, labelled with the member and the segue's identifier.
    static func arrows(instance: String, member: String, detail: String, lanes: [String]) -> [(target: String, label: String)] {
        let name = memberName(member)
        guard transitionMembers.contains(where: { name == $0 || name.hasPrefix($0) }) else { return [] }
        var label = name
        if let segue = detail.range(of: "segue=\"") {
            label += " “\(detail[segue.upperBound...].prefix { $0 != "\"" })”"
        }
        return namedInstances(detail).filter { $0 != instance && lanes.contains($0) }.map { ($0, label) }
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
