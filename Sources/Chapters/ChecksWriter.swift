import Foundation
import WorkbookCore
import WorkbookProtocol

/// Writes checks in the same YAML syntax authors write (docs/checks.md), deterministically.
enum ChecksWriter {
    static func write(_ checks: ExerciseChecks, only visible: Bool) -> String {
        var lines = ["exercise: \(quote(checks.exercise))", "title: \(localized(checks.title))"]
        if let due = checks.due { lines.append("due: \(quote(ISO8601DateFormatter().string(from: due)))") }
        // The learner's copy says how many points its checks leave out, so `workbook list` can
        // say what its numbers count (the grade counts every check).
        if visible, checks.pointsNotVisible > 0 { lines.append("hidden_points: \(checks.pointsNotVisible.formattedForTrace)") }
        lines.append("checks:")
        for check in checks.checks where !visible || check.visibility == .visible {
            lines.append("  - id: \(quote(check.id))")
            lines.append("    title: \(localized(check.title))")
            lines.append("    points: \(check.points.formattedForTrace)")
            if check.visibility != .visible { lines.append("    visibility: \(check.visibility.rawValue)") }
            if check.feedback != .cause { lines.append("    feedback: \(check.feedback.rawValue)") }
            if !check.depends.isEmpty { lines.append("    depends: [\(check.depends.map(quote).joined(separator: ", "))]") }
            lines.append("    timeout: \(check.timeout.formattedForTrace)")
            if !check.hints.isEmpty {
                lines.append("    hints:")
                lines += check.hints.indices.map { index in
                    let text = localized(check.hints[index])
                    var conditions: [String] = []
                    if let when = check.hintsWhen[index] { conditions.append("when: [\(when.joined(separator: ", "))]") }
                    if let unless = check.hintsUnlessCode[index] { conditions.append("unless_code: [\(unless.map(Self.codeCondition).joined(separator: ", "))]") }
                    guard !conditions.isEmpty else { return "      - \(text)" }
                    return "      - \(text.dropLast()), \(conditions.joined(separator: ", "))}"
                }
            }
            lines.append("    steps:")
            lines += check.steps.map { "      - " + step($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func step(_ step: Step) -> String {
        switch step {
        case .launch: return "launch"
        case .back: return "back"
        case let .swipe(locator, action, leading):
            var extra: [String] = []
            if let action { extra.append("action: \(quote(action))") }
            if leading { extra.append("edge: leading") }
            return "swipe: \(self.locator(locator, extra: extra))"
        case let .swipeDown(cancel): return cancel ? "swipeDown: {cancel: true}" : "swipeDown"
        case .relaunch: return "relaunch"
        case let .swipeBack(cancel): return cancel ? "swipeBack: {cancel: true}" : "swipeBack"
        case let .wait(seconds): return "wait: \(seconds.formattedForTrace)"
        case let .tap(locator): return "tap: \(self.locator(locator, extra: []))"
        case let .type(locator, text) where locator.search == .bar:
            var bar = locator
            bar.search = nil
            return "type: \(self.locator(bar, extra: ["search: \(quote(text))"]))"
        case let .type(locator, text): return "type: \(self.locator(locator, extra: ["text: \(quote(text))"]))"
        case let .set(locator, on, value, index):
            var extra: [String] = []
            if let on { extra.append("on: \(on)") }
            if let value { extra.append("value: \(value.formattedForTrace)") }
            if let index { extra.append("index: \(index)") }
            return "set: \(self.locator(locator, extra: extra))"
        case let .expect(expectation): return "expect: {\(self.expectation(expectation))}"
        case .observe: return "# (an observation: only sent to the app, never written)"
        }
    }

    static func locator(_ locator: ControlLocator, extra: [String]) -> String {
        var parts: [String] = []
        if let outlet = locator.outlet { parts.append("outlet: \(quote(outlet))") }
        if let action = locator.action { parts.append("action: \(quote(action))") }
        if let segue = locator.segue { parts.append("segue: \(quote(segue))") }
        if let identifier = locator.identifier { parts.append("identifier: \(quote(identifier))") }
        if let destination = locator.destination { parts.append("destination: \(quote(destination))") }
        if let title = locator.title { parts.append("title: \(quote(title))") }
        if let row = locator.row { parts.append("row: \(row)") }
        if let accessory = locator.accessory { parts.append("accessory: \(accessory)") }
        if let item = locator.item { parts.append("item: \(item)") }
        if let section = locator.section { parts.append("section: \(section)") }
        if let table = locator.table { parts.append("table: \(quote(table))") }
        if let collection = locator.collection { parts.append("collection: \(quote(collection))") }
        if let component = locator.component { parts.append("component: \(component)") }
        if let tab = locator.tab { parts.append("tab: \(tab)") }
        if let tabTitle = locator.tabTitle { parts.append("tab: \(quote(tabTitle))") }
        if let search = locator.search { parts.append("search: \(search.rawValue)") }
        return "{" + (parts + extra).joined(separator: ", ") + "}"
    }

    static func expectation(_ expectation: Expectation) -> String {
        func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ", ") + "]" }
        func optional(_ text: String?) -> String { text.map(quote) ?? "null" }
        switch expectation {
        case let .top(name): return "top: \(quote(name))"
        case let .stack(names): return "stack: \(list(names))"
        case let .presented(names): return "presented: \(list(names))"
        case let .label(outlet, text): return "label: {outlet: \(quote(outlet)), text: \(optional(text))}"
        case let .property(of, name, equals): return "property: {of: \(quote(of)), name: \(quote(name)), equals: \(quote(equals))}"
        case let .events(patterns): return "events: \(list(patterns))"
        case let .noEvents(patterns): return "noEvents: \(list(patterns))"
        case let .instance(of, number): return "instance: {of: \(quote(of)), number: \(number)}"
        case let .deallocated(name): return "deallocated: \(quote(name))"
        case let .userDefaults(key, equals): return "userDefaults: {key: \(quote(key)), equals: \(optional(equals))}"
        case let .crash(reason, name): return "crash: {reason: \(quote(reason))" + (name.map { ", name: \(quote($0))" } ?? "") + "}"
        case let .console(text): return "console: \(quote(text))"
        }
    }

    /// An `unless_code` entry: a piece of Swift, or `[a, b]` for pieces that must all be there.
    static func codeCondition(_ fragment: String) -> String {
        let parts = fragment.split(separator: CodeMatch.allSeparator).map(String.init)
        return parts.count > 1 ? "[\(parts.map(quote).joined(separator: ", "))]" : quote(fragment)
    }

    static func localized(_ text: LocalizedText) -> String { "{ko: \(quote(text.ko)), en: \(quote(text.en))}" }

    /// A double-quoted YAML string.
    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
