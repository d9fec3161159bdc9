import Foundation
import WorkbookProtocol
import Yams

/// Reads `checks.yaml`. Every problem is reported with its line and column, all at once.
public enum ChecksParser {
    static let checkKeys = ["id", "title", "points", "visibility", "depends", "timeout", "hints", "steps"]
    static let expectationKeys = ["top", "stack", "presented", "label", "property", "events", "noEvents", "instance",
                                  "deallocated", "userDefaults", "crash", "console"]

    public static func parse(_ text: String, file: String) throws -> ExerciseChecks {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError([Diagnostic.fromYamlError(error, file: file)])
        }
        guard let node, case let .mapping(root) = node else {
            throw DiagnosticError([Diagnostic(file: file, line: 1, column: 1, message: "expected a mapping with `exercise`, `title` and `checks`")])
        }
        var problems: [Diagnostic] = []
        let exercise = root["exercise"]?.string ?? ""
        if exercise.isEmpty {
            problems.append(Diagnostic(file: file, node: node, message: "missing `exercise: ID`"))
        }
        let title = root["title"].flatMap { localized($0) } ?? LocalizedText(exercise)
        let due = root["due"]?.string.flatMap { ISO8601DateFormatter().date(from: $0.count == 10 ? $0 + "T23:59:59Z" : $0) }
        let defaultTimeout = root["timeout"].flatMap(number) ?? 10
        var checks: [Check] = []
        if case let .sequence(items)? = root["checks"] {
            for item in items {
                do {
                    checks.append(try parseCheck(item, file: file, defaultTimeout: defaultTimeout))
                } catch let error as DiagnosticError {
                    problems += error.diagnostics
                }
            }
        } else {
            problems.append(Diagnostic(file: file, node: node, message: "missing `checks:`, a list of checks"))
        }
        problems += validate(checks, file: file)
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return ExerciseChecks(exercise: exercise, title: title, due: due, checks: checks)
    }

    /// A `checks` block of a chapter: a list of checks, at `line` of `file`.
    public static func parseChecks(_ text: String, exercise: String, title: LocalizedText, file: String, line: Int) throws -> ExerciseChecks {
        let indented = text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        do {
            var checks = try parse("exercise: \"\(exercise)\"\nchecks:\n" + indented, file: file)
            checks.title = title
            return checks
        } catch let error as DiagnosticError {
            // Lines of the block: the wrapper added two lines before it.
            throw DiagnosticError(error.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.line = diagnostic.line.map { $0 - 2 + line - 1 }
                return moved
            })
        }
    }

    static func parseCheck(_ node: Node, file: String, defaultTimeout: Double) throws -> Check {
        guard case let .mapping(mapping) = node else {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "a check is a mapping with `id`, `title` and `steps`")])
        }
        var problems: [Diagnostic] = []
        for (key, _) in mapping {
            let name = key.string ?? ""
            if !checkKeys.contains(name) {
                var diagnostic = Diagnostic(file: file, node: key, message: "unknown check key `\(name)`")
                diagnostic.suggestion = Suggestions.closest(to: name, in: checkKeys).map { "did you mean `\($0)`?" }
                problems.append(diagnostic)
            }
        }
        guard let id = mapping["id"]?.string, !id.isEmpty else {
            throw DiagnosticError(problems + [Diagnostic(file: file, node: node, message: "a check needs an `id`")])
        }
        let visibilityName = mapping["visibility"]?.string ?? "visible"
        let visibility = Check.Visibility(rawValue: visibilityName)
        if visibility == nil, let visibilityNode = mapping["visibility"] {
            problems.append(Diagnostic(file: file, node: visibilityNode, message: "visibility is `visible`, `hidden` or `after_due`, not `\(visibilityName)`"))
        }
        var steps: [Step] = []
        if case let .sequence(items)? = mapping["steps"] {
            for item in items {
                do {
                    steps.append(try parseStep(item, file: file))
                } catch let error as DiagnosticError {
                    problems += error.diagnostics
                }
            }
        } else {
            problems.append(Diagnostic(file: file, node: node, message: "the check `\(id)` has no `steps:` list"))
        }
        let hints: [LocalizedText]
        if case let .sequence(items)? = mapping["hints"] { hints = items.compactMap(localized) } else { hints = [] }
        let depends: [String]
        switch mapping["depends"] {
        case let .sequence(items)?: depends = items.compactMap(\.string)
        case let .scalar(scalar)?: depends = [scalar.string]
        default: depends = []
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return Check(id: id, title: mapping["title"].flatMap(localized) ?? LocalizedText(id),
                     points: mapping["points"].flatMap(number) ?? 1, visibility: visibility ?? .visible, depends: depends,
                     timeout: mapping["timeout"].flatMap(number) ?? defaultTimeout, hints: hints, steps: steps,
                     line: node.mark?.line)
    }

    /// A step as in `workbook trace`, or `expect: {…}`.
    static func parseStep(_ node: Node, file: String) throws -> Step {
        guard case let .mapping(mapping) = node, mapping.count == 1, let (key, value) = mapping.first, key.string == "expect" else {
            return try StepsParser.parseStep(node, file: file)
        }
        return .expect(try parseExpectation(value, file: file))
    }

    static func parseExpectation(_ node: Node, file: String) throws -> Expectation {
        guard case let .mapping(mapping) = node, mapping.count == 1, let (keyNode, value) = mapping.first, let key = keyNode.string else {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "an expectation is one name with its value, like `expect: {top: ResultViewController}`")])
        }
        func fail(_ message: String) -> DiagnosticError { DiagnosticError([Diagnostic(file: file, node: value, message: message)]) }
        switch key {
        case "top":
            guard let name = value.string else { throw fail("`top` names a controller class") }
            return .top(name)
        case "stack", "presented":
            guard case let .sequence(items) = value else { throw fail("`\(key)` is a list of controller classes") }
            let names = items.compactMap(\.string)
            return key == "stack" ? .stack(names) : .presented(names)
        case "label":
            guard case let .mapping(fields) = value, let outlet = fields["outlet"]?.string else { throw fail("`label` needs `outlet` and `text`") }
            return .label(outlet: outlet, text: fields["text"].flatMap(scalarText))
        case "property":
            guard case let .mapping(fields) = value, let of = fields["of"]?.string, let name = fields["name"]?.string,
                  let equals = fields["equals"].flatMap(scalarText) else {
                throw fail("`property` needs `of` (a class), `name` and `equals`")
            }
            return .property(of: of, name: name, equals: equals)
        case "events", "noEvents":
            guard case let .sequence(items) = value else { throw fail("`\(key)` is a list of events like `ViewController.prepare(for:sender:)`") }
            let patterns = items.compactMap(\.string)
            return key == "events" ? .events(patterns) : .noEvents(patterns)
        case "instance":
            guard case let .mapping(fields) = value, let of = fields["of"]?.string, let number = fields["number"]?.int else {
                throw fail("`instance` needs `of` (a class) and `number`")
            }
            return .instance(of: of, number: number)
        case "deallocated":
            guard let name = value.string else { throw fail("`deallocated` names a class") }
            return .deallocated(name)
        case "userDefaults":
            guard case let .mapping(fields) = value, let name = fields["key"]?.string else { throw fail("`userDefaults` needs `key` and `equals`") }
            return .userDefaults(key: name, equals: fields["equals"].flatMap(scalarText))
        case "crash":
            if let reason = value.string { return .crash(reason: reason, name: nil) }
            guard case let .mapping(fields) = value, let reason = fields["reason"]?.string else { throw fail("`crash` needs a `reason` text") }
            return .crash(reason: reason, name: fields["name"]?.string)
        case "console":
            guard let text = value.string else { throw fail("`console` is the text of a printed line") }
            return .console(text)
        default:
            var diagnostic = Diagnostic(file: file, node: keyNode, message: "unknown expectation `\(key)`")
            diagnostic.suggestion = Suggestions.closest(to: key, in: expectationKeys).map { "did you mean `\($0)`?" }
                ?? "expectations are: \(expectationKeys.joined(separator: ", "))"
            throw DiagnosticError([diagnostic])
        }
    }

    /// Duplicate ids and dependencies on checks that do not exist (or come later).
    static func validate(_ checks: [Check], file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for check in checks {
            if let first = seen[check.id] {
                problems.append(Diagnostic(file: file, line: check.line, column: nil,
                                           message: "duplicate check id `\(check.id)` (first at line \(first))"))
            }
            seen[check.id] = check.line ?? 0
            for dependency in check.depends where seen[dependency] == nil || dependency == check.id {
                var diagnostic = Diagnostic(file: file, line: check.line, column: nil,
                                            message: "`\(check.id)` depends on `\(dependency)`, which is not a check defined before it")
                diagnostic.suggestion = Suggestions.closest(to: dependency, in: Array(seen.keys)).map { "did you mean `\($0)`?" }
                problems.append(diagnostic)
            }
        }
        return problems
    }

    /// `{ko: …, en: …}`, or one text for both languages.
    public static func localized(_ node: Node) -> LocalizedText? {
        if let text = node.string { return LocalizedText(text) }
        guard case let .mapping(mapping) = node else { return nil }
        let ko = mapping["ko"]?.string
        let en = mapping["en"]?.string
        guard ko != nil || en != nil else { return nil }
        return LocalizedText(ko: ko ?? en ?? "", en: en ?? ko ?? "")
    }

    static func number(_ node: Node) -> Double? { node.float ?? node.int.map(Double.init) }

    /// A scalar as text; YAML `null` is nil.
    static func scalarText(_ node: Node) -> String? {
        guard case let .scalar(scalar) = node else { return nil }
        if node.null != nil, scalar.style == .plain { return nil }
        if let number = node.float, scalar.style == .plain, node.int == nil { return number.formattedForTrace }
        return scalar.string
    }
}
