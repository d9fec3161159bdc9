import Foundation
import LearnerBuild
import WorkbookProtocol

/// Writes an `AppRun` as `workbook trace` prints it.
public enum TraceReport {
    public enum Format: String, CaseIterable, Sendable { case text, json }

    public static func render(_ run: AppRun, format: Format) -> String {
        switch format {
        case .text: return text(run)
        case .json: return json(run)
        }
    }

    /// One event per line (`Class#n.member detail`), step headings (`-- step N: …`), console lines
    /// (`console: …`), then the final state and the crash, if any; every line inert (`InertText`).
    public static func text(_ run: AppRun) -> String {
        var lines: [String] = []
        for entry in run.timeline {
            switch entry {
            case let .step(index, description): lines.append("-- step \(index): \(description)")
            case let .event(event): lines.append(event.line)
            case let .console(line): lines.append("console: \(line)")
            case .probe: break
            }
        }
        if let state = run.state {
            lines.append("")
            lines.append("state:")
            lines += stateLines(state).map { "  " + $0 }
        }
        if let crash = run.crash {
            lines.append("")
            lines += crashLines(crash)
        }
        // Console lines, label texts, crash reasons and names come from the learner's code: shown
        // with their control characters made visible, so none can drive the terminal.
        return lines.map { InertText.inert($0, multiline: false) }.joined(separator: "\n") + "\n"
    }

    public static func stateLines(_ state: AppState) -> [String] {
        var lines = ["window root: \(state.windowRoot ?? "none")"]
        for tabBar in state.tabBars ?? [] {
            let tabs = tabBar.tabs.indices.map { index in
                var text = tabBar.tabs[index]
                if let title = tabBar.titles[index] { text += " \"\(title)\"" }
                if index < tabBar.badges.count, let badge = tabBar.badges[index] { text += " (badge \"\(badge)\")" }
                return index == tabBar.selectedIndex ? "[\(text)]" : text
            }
            lines.append("tabs \(tabBar.tabBarController): \(tabs.joined(separator: " | "))")
        }
        for split in state.splitViews ?? [] {
            lines.append("split \(split.splitViewController)\(split.collapsed ? " (collapsed)" : ""): \(split.viewControllers.joined(separator: " | "))")
        }
        for stack in state.navigationStacks {
            lines.append("navigation \(stack.navigationController): \(stack.stack.joined(separator: " > "))")
        }
        if state.presented.isEmpty {
            lines.append("presented: none")
        }
        for presented in state.presented {
            lines.append("presented: \(presented.controller) by \(presented.presentingController) (\(presented.style))")
        }
        lines.append("visible: \(state.visibleController ?? "none")")
        for label in state.labels {
            let name = label.outlet.map { "label \($0)" } ?? "label"
            lines.append("\(name): \(label.text.map { "\"\($0)\"" } ?? "nil")")
        }
        return lines
    }

    static func crashLines(_ crash: CrashReport) -> [String] {
        var lines: [String] = []
        switch crash.kind {
        case .uncaughtException:
            lines.append("crash: *** Terminating app due to uncaught exception '\(crash.name ?? "NSException")', reason: '\(crash.reason)'")
        case .fatalError:
            lines.append("crash: Fatal error: \(crash.reason)")
        case .stepFailed:
            lines.append("step failed: \(crash.reason)")
        default:
            lines.append("crash (\(crash.kind.rawValue)): \(crash.reason)")
        }
        if let step = crash.step { lines.append("  during step \(step)") }
        if let file = crash.file { lines.append("  at \(file)\(crash.line.map { ":\($0)" } ?? "")") }
        return lines
    }

    /// `workbook trace --format json` when the project does not compile:
    /// `{"status": "error", "errors": [{"file", "line", "column", "message", "notes"}], "message": text}`,
    /// every error of every file, in the learner's file names. A refused submission or another
    /// failure has `errors: []` and its text in `message`.
    public static func compileFailureJSON(_ text: String, refused: Bool = false) -> String {
        struct Document: Encodable {
            let status = "error"
            let errors: [CompileErrorEntry]
            let message: String
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(errors: refused ? [] : CompileErrorEntry.parse(text), message: text)
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `{"events": […], "timeline": […], "state": {…}, "crash": {…}}` with sorted keys.
    public static func json(_ run: AppRun) -> String {
        struct Document: Encodable {
            let events: [TraceEvent]
            let console: [String]
            let timeline: [AppRun.Entry]
            let state: AppState?
            let crash: CrashReport?
            let finished: Bool
        }
        let document = Document(events: run.events, console: run.console, timeline: run.timeline, state: run.state,
                                crash: run.crash, finished: run.finished)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
