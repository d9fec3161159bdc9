import Foundation
import WorkbookProtocol
import Yams

/// Reads a YAML list of steps (`- launch`, `- tap: {action: "onSubmit:"}`, …). Every problem is a
/// `Diagnostic` with its line and column; all of them are reported, not just the first.
public enum StepsParser {
    public static let stepNames = ["launch", "type", "set", "tap", "back", "swipe", "swipeBack", "swipeDown", "relaunch", "wait"]
    /// The longest `wait` step, in seconds (the longest a check may run).
    public static let maximumWait: Double = ChecksParser.maximumTimeout
    static let locatorKeys = ["outlet", "action", "segue", "identifier", "destination", "title", "row", "section", "table", "tab", "accessory",
                              "item", "collection", "search"]

    public static func parse(_ text: String, file: String) throws -> [Step] {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError([Diagnostic.fromYamlError(error, file: file)])
        }
        guard let node else { return [] }
        guard case let .sequence(sequence) = node else {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "expected a list of steps (`- launch`, `- tap: {…}`)")])
        }
        var steps: [Step] = []
        var problems: [Diagnostic] = []
        for item in sequence {
            do {
                steps.append(try parseStep(item, file: file))
            } catch let error as DiagnosticError {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return steps
    }

    static func parseStep(_ node: Node, file: String) throws -> Step {
        switch node {
        case let .scalar(scalar):
            switch scalar.string {
            case "launch": return .launch
            case "back": return .back
            case "swipeDown": return .swipeDown(cancel: false)
            case "swipeBack": return .swipeBack(cancel: false)
            case "relaunch": return .relaunch
            default:
                throw DiagnosticError([unknownStep(scalar.string, node: node, file: file)])
            }
        case let .mapping(mapping):
            guard mapping.count == 1, let (keyNode, value) = mapping.first, let key = keyNode.string else {
                throw DiagnosticError([Diagnostic(file: file, node: node, message: "a step is one name with its arguments, like `- tap: {outlet: submit}`")])
            }
            switch key {
            case "tap":
                if let search = try searchLocator(value, step: key, file: file) { return .tap(search.locator) }
                return .tap(try locator(value, file: file, extra: []).locator)
            case "type":
                if let search = try searchLocator(value, step: key, file: file) { return .type(search.locator, text: search.value) }
                let (locator, extra) = try self.locator(value, file: file, extra: ["text"])
                guard let text = extra["text"]?.string else {
                    throw DiagnosticError([Diagnostic(file: file, node: value, message: "`type` needs `text: \"…\"`")])
                }
                return .type(locator, text: text)
            case "set":
                var (locator, extra) = try self.locator(value, file: file, extra: ["on", "value", "index", "component"])
                if let componentNode = extra["component"] {
                    guard let component = componentNode.int, component >= 0, extra["index"] != nil else {
                        throw DiagnosticError([Diagnostic(file: file, node: componentNode,
                                                          message: "`component` is a picker view's component number, 0 or more, with `index: ROW`")])
                    }
                    locator.component = component
                }
                let on = extra["on"]?.bool
                let number = extra["value"].flatMap { $0.float ?? $0.int.map(Double.init) }
                if let number, !number.isFinite, let valueNode = extra["value"] {
                    throw DiagnosticError([Diagnostic(file: file, line: valueNode.mark?.line, column: valueNode.mark?.column,
                                                      message: "`value: \(valueNode.scalar?.string ?? "")` is not a finite number",
                                                      suggestion: "write the control's value as a number, for example `value: 5`")])
                }
                let index = extra["index"]?.int
                guard on != nil || number != nil || index != nil else {
                    throw DiagnosticError([Diagnostic(file: file, node: value, message: "`set` needs `on: true|false`, `value: N` or `index: N`")])
                }
                return .set(locator, on: on, value: number, index: index)
            case "swipe":
                return try swipe(value, file: file)
            case "swipeBack", "swipeDown":
                guard case let .mapping(options) = value, let cancel = options["cancel"]?.bool else {
                    throw DiagnosticError([Diagnostic(file: file, node: value, message: "`\(key)` takes `{cancel: true|false}`, or nothing")])
                }
                return key == "swipeBack" ? .swipeBack(cancel: cancel) : .swipeDown(cancel: cancel)
            case "wait":
                guard case .scalar = value, let seconds = value.float ?? value.int.map(Double.init) else {
                    throw DiagnosticError([Diagnostic(file: file, node: value, message: "`wait` takes a number of seconds")])
                }
                // NaN and infinity could not even be sent to the app (JSON has no such numbers).
                guard seconds.isFinite, seconds >= 0, seconds <= maximumWait else {
                    throw DiagnosticError([Diagnostic(file: file, line: value.mark?.line, column: value.mark?.column,
                                                      message: "`wait: \(value.scalar?.string ?? "")` is not allowed: a wait is 0 to \(Int(maximumWait)) seconds",
                                                      suggestion: "write, for example, `wait: 0.5`")])
                }
                return .wait(seconds: seconds)
            case "launch", "back", "relaunch":
                throw DiagnosticError([Diagnostic(file: file, node: node, message: "`\(key)` takes no arguments: write `- \(key)`")])
            default:
                throw DiagnosticError([unknownStep(key, node: keyNode, file: file)])
            }
        default:
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "expected a step")])
        }
    }

    /// `type: {search: "text"}` and `tap: {search: cancel|search}`, with `outlet` to name one of
    /// several search bars (R16.3, R16.4); nil when the step has no `search` key.
    static func searchLocator(_ node: Node, step: String, file: String) throws -> (locator: ControlLocator, value: String)? {
        guard case let .mapping(mapping) = node, let searchNode = mapping["search"] else { return nil }
        let usage = step == "type" ? "`type: {search: \"…\"}` types into the search bar (with `outlet: NAME` to name one)"
            : "`tap: {search: cancel}` taps the search bar's Cancel button, `tap: {search: search}` the keyboard's Search key (with `outlet: NAME` to name a search bar)"
        for (keyNode, _) in mapping where !["search", "outlet"].contains(keyNode.string ?? "") {
            throw DiagnosticError([Diagnostic(file: file, node: keyNode, message: "unknown key `\(keyNode.string ?? "")` with `search`: \(usage)")])
        }
        guard let value = searchNode.string else {
            throw DiagnosticError([Diagnostic(file: file, node: searchNode, message: usage)])
        }
        var locator = ControlLocator(outlet: mapping["outlet"]?.string)
        if step == "type" {
            locator.search = .bar
        } else {
            guard let part = ControlLocator.SearchPart(rawValue: value), part != .bar else {
                throw DiagnosticError([Diagnostic(file: file, node: searchNode, message: usage)])
            }
            locator.search = part
        }
        return (locator, value)
    }

    static func locator(_ node: Node, file: String, extra allowed: [String]) throws -> (locator: ControlLocator, extra: [String: Node]) {
        guard case let .mapping(mapping) = node else {
            throw DiagnosticError([Diagnostic(file: file, node: node,
                                              message: "expected a control: `{outlet: NAME}`, `{action: \"sel:\"}`, `{segue: ID}`, `{identifier: ID}` or `{title: \"…\"}`")])
        }
        var locator = ControlLocator()
        var extra: [String: Node] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "outlet": locator.outlet = value.string
            case "action": locator.action = value.string
            case "segue": locator.segue = value.string
            case "identifier": locator.identifier = value.string
            case "destination": locator.destination = value.string
            case "title": locator.title = value.string
            case "row", "section", "accessory", "item":
                guard let number = value.int, number >= 0 else {
                    let what = key == "item" ? "an item" : "a row or section"
                    throw DiagnosticError([Diagnostic(file: file, node: value, message: "`\(key)` is \(what) number, 0 or more")])
                }
                switch key {
                case "row": locator.row = number
                case "accessory": locator.accessory = number
                case "item": locator.item = number
                default: locator.section = number
                }
            case "table": locator.table = value.string
            case "collection": locator.collection = value.string
            case "tab":
                // A plain number is an index; a quoted one (`tab: "1"`) is a title.
                if let scalar = value.scalar, scalar.style == .plain, let number = Int(scalar.string) {
                    guard number >= 0 else {
                        throw DiagnosticError([Diagnostic(file: file, node: value, message: "`tab` is a tab's index, 0 or more, or its title")])
                    }
                    locator.tab = number
                } else {
                    locator.tabTitle = value.string
                }
            default:
                guard allowed.contains(key) else {
                    var diagnostic = Diagnostic(file: file, node: keyNode, message: "unknown key `\(key)`")
                    let known = locatorKeys + allowed
                    diagnostic.suggestion = Suggestions.closest(to: key, in: known).map { "did you mean `\($0)`?" }
                        ?? "expected one of: \(known.joined(separator: ", "))"
                    throw DiagnosticError([diagnostic])
                }
                extra[key] = value
            }
        }
        if locator.item == nil, locator.collection != nil {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "`collection` goes with `item`: write `{item: N, section: S, collection: OUTLET}`")])
        }
        if locator.item != nil {
            let others = locator.outlet ?? locator.action ?? locator.segue ?? locator.identifier ?? locator.destination ?? locator.title ?? locator.table
            guard others == nil, locator.row == nil, locator.accessory == nil, locator.tab == nil, locator.tabTitle == nil else {
                throw DiagnosticError([Diagnostic(file: file, node: node, message: "a collection view item is tapped with `{item: N}` (with `section` and `collection` if needed), without other keys")])
            }
            guard allowed.isEmpty else {
                throw DiagnosticError([Diagnostic(file: file, node: node, message: "only `tap` takes a collection view item")])
            }
            return (locator, extra)
        }
        if locator.row == nil, locator.accessory == nil, locator.section != nil || locator.table != nil {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "`section` and `table` go with `row`: write `{row: N, section: S, table: OUTLET}`")])
        }
        let names = locator.outlet ?? locator.action ?? locator.segue ?? locator.identifier ?? locator.destination ?? locator.title
        if locator.row != nil || locator.accessory != nil, names != nil || (locator.row != nil && locator.accessory != nil) {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "a table row is tapped with `{row: N}` (its accessory button with `{accessory: N}`; with `section` and `table` if needed), without other keys")])
        }
        if locator.tab != nil || locator.tabTitle != nil {
            let others = locator.outlet ?? locator.action ?? locator.segue ?? locator.identifier ?? locator.destination ?? locator.title ?? locator.table
            guard others == nil, locator.row == nil, locator.accessory == nil, locator.section == nil, allowed.isEmpty else {
                throw DiagnosticError([Diagnostic(file: file, node: node, message: "a tab is tapped with `- tap: {tab: N}` (its index) or `- tap: {tab: \"Title\"}`, without other keys")])
            }
        }
        if locator.row != nil || locator.accessory != nil, !allowed.isEmpty {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "only `tap` takes a table row")])
        }
        guard locator.outlet ?? locator.action ?? locator.segue ?? locator.identifier ?? locator.destination ?? locator.title != nil
                || locator.row != nil || locator.accessory != nil || locator.tab != nil || locator.tabTitle != nil else {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "the step names no control (outlet, action, segue, identifier, title, a table row or a collection view item)")])
        }
        return (locator, extra)
    }

    static let swipeKeys = ["row", "section", "table", "action", "edge"]

    /// `swipe: {row: N, section: S, table: OUTLET, action: "Delete", edge: leading}`: a table
    /// row swiped, then its swipe action with that title tapped (a full swipe without `action`).
    static func swipe(_ node: Node, file: String) throws -> Step {
        let usage = "`swipe` takes a table row and a swipe action's title: `{row: N, section: S, table: OUTLET, action: \"Delete\"}`"
        guard case let .mapping(mapping) = node else {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: usage)])
        }
        var locator = ControlLocator()
        var action: String?
        var leading = false
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "row", "section":
                guard let number = value.int, number >= 0 else {
                    throw DiagnosticError([Diagnostic(file: file, node: value, message: "`\(key)` is a row or section number, 0 or more")])
                }
                if key == "row" { locator.row = number } else { locator.section = number }
            case "table": locator.table = value.string
            case "action":
                guard let title = value.string, !title.isEmpty else {
                    throw DiagnosticError([Diagnostic(file: file, node: value, message: "`action` is the title of a swipe action, like `action: \"Delete\"`")])
                }
                action = title
            case "edge":
                guard let edge = value.string, edge == "leading" || edge == "trailing" else {
                    throw DiagnosticError([Diagnostic(file: file, node: value, message: "`edge` is `leading` or `trailing` (the default)")])
                }
                leading = edge == "leading"
            default:
                var diagnostic = Diagnostic(file: file, node: keyNode, message: "unknown key `\(key)`")
                diagnostic.suggestion = Suggestions.closest(to: key, in: swipeKeys).map { "did you mean `\($0)`?" }
                    ?? "expected one of: \(swipeKeys.joined(separator: ", "))"
                throw DiagnosticError([diagnostic])
            }
        }
        guard locator.row != nil else { throw DiagnosticError([Diagnostic(file: file, node: node, message: usage)]) }
        return .swipe(locator, action: action, leading: leading)
    }

    static func unknownStep(_ name: String, node: Node, file: String) -> Diagnostic {
        var diagnostic = Diagnostic(file: file, node: node, message: "unknown step `\(name)`")
        diagnostic.suggestion = Suggestions.closest(to: name, in: stepNames).map { "did you mean `\($0)`?" }
            ?? "steps are: \(stepNames.joined(separator: ", "))"
        return diagnostic
    }
}
