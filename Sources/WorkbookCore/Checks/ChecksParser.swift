import Foundation
import WorkbookProtocol
import Yams

/// Reads `checks.yaml`. Every problem is reported with its line and column, all at once.
public enum ChecksParser {
    static let fileKeys = ["exercise", "title", "due", "timeout", "hidden_points", "checks"]
    static let checkKeys = ["id", "title", "points", "visibility", "feedback", "depends", "timeout", "hints", "steps"]
    static let localizedKeys = ["ko", "en"]
    /// The fields of each expectation that takes a mapping.
    static let expectationFields: [String: [String]] = [
        "label": ["outlet", "text"], "property": ["of", "name", "equals"], "instance": ["of", "number"],
        "userDefaults": ["key", "equals"], "crash": ["reason", "name"],
    ]
    /// The longest wall time a check (or a `wait` step) may ask for, in seconds.
    public static let maximumTimeout: Double = 600
    static let defaultTimeout: Double = 10
    static let expectationKeys = ["top", "stack", "presented", "label", "property", "events", "noEvents", "instance",
                                  "deallocated", "userDefaults", "crash", "console"]

    public static func parse(_ text: String, file: String) throws -> ExerciseChecks {
        try parse(text, file: file, due: .fromFile)
    }

    /// Where an exercise's due date comes from: `due:` in checks.yaml, or the chapter's exercise block.
    enum DueSource {
        case fromFile
        /// `written`: the block has a `due:` (reported there when it is not a date).
        case fromExercise(Date?, written: Bool)
    }

    static func parse(_ text: String, file: String, due dueSource: DueSource) throws -> ExerciseChecks {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError([Diagnostic.fromYamlError(error, file: file)])
        }
        guard let node, case let .mapping(root) = node else {
            throw DiagnosticError([Diagnostic(file: file, line: 1, column: 1, message: "expected a mapping with `exercise`, `title` and `checks`")])
        }
        var problems = unknownKeys(root, known: fileKeys, what: "key", in: "at the top of the checks", file: file)
        let exercise = root["exercise"]?.string ?? ""
        if exercise.isEmpty {
            problems.append(Diagnostic(file: file, node: node, message: "missing `exercise: ID`"))
        }
        let title = root["title"].flatMap { localizedText($0, file: file, problems: &problems) } ?? LocalizedText(exercise)
        var due: Date?
        switch dueSource {
        case let .fromExercise(date, _): due = date
        case .fromFile:
            if let dueNode = root["due"] {
                due = dueNode.string.flatMap(parseDate)
                if due == nil {
                    problems.append(located(file: file, node: dueNode, message: "`due: \(dueNode.string ?? "")` is not a date",
                                            suggestion: "write the date as `YYYY-MM-DD` (the end of that day, UTC) or as an ISO 8601 date-time such as `2026-12-01T18:00:00+09:00`"))
                }
            }
        }
        var fileTimeout = defaultTimeout
        if let timeoutNode = root["timeout"] {
            if let value = timeout(timeoutNode, file: file, problems: &problems) { fileTimeout = value }
        }
        var hiddenPoints: Double?
        if let pointsNode = root["hidden_points"] {
            if case .scalar = pointsNode, let value = number(pointsNode), value >= 0, value.isFinite {
                hiddenPoints = value
            } else {
                problems.append(located(file: file, node: pointsNode, message: "`hidden_points: \(pointsNode.scalar?.string ?? "")` is not a number of points",
                                        suggestion: "write the points of the checks left out of this file as a number, such as `hidden_points: 1`"))
            }
        }
        var checks: [Check] = []
        var sources: [CheckSource] = []
        if case let .sequence(items)? = root["checks"] {
            if items.isEmpty, let listNode = root["checks"] {
                problems.append(located(file: file, node: listNode, message: "`checks` is empty: " + Self.needsACheck, suggestion: Self.addACheck))
            }
            for (position, item) in items.enumerated() {
                do {
                    var (check, source) = try parseCheck(item, file: file, defaultTimeout: fileTimeout)
                    source.position = position
                    checks.append(check)
                    sources.append(source)
                } catch let error as DiagnosticError {
                    problems += error.diagnostics
                }
            }
        } else {
            problems.append(Diagnostic(file: file, node: node, message: "missing `checks:`, a list of checks"))
        }
        // Ids of checks with problems of their own count too, at their place in the list, so
        // dependencies on them are judged right (a check after a refused one may depend on it).
        var declared: [(id: String, position: Int)] = []
        if case let .sequence(items)? = root["checks"] {
            for (position, item) in items.enumerated() {
                if case let .mapping(mapping) = item, let id = mapping["id"]?.string { declared.append((id, position)) }
            }
        }
        problems += validate(checks, sources: sources, declared: declared, file: file)
        let dueMissing: Bool, whereToAdd: String
        switch dueSource {
        case let .fromExercise(date, written):
            dueMissing = date == nil && !written
            whereToAdd = "add `due: YYYY-MM-DD` to the exercise block"
        case .fromFile:
            dueMissing = root["due"] == nil
            whereToAdd = "add `due: YYYY-MM-DD` at the top of checks.yaml"
        }
        if dueMissing {
            for (check, source) in zip(checks, sources) where check.visibility == .afterDue {
                let node = source.visibility ?? source.node
                problems.append(Diagnostic(file: file, line: node.mark?.line, column: node.mark?.column,
                                           message: "the check `\(check.id)` is `after_due`, but the exercise has no due date: its details would show at once",
                                           suggestion: whereToAdd + ", or make the check `hidden`"))
            }
        }
        // A YAML alias repeats a node: its problem is said once.
        var said = Set<String>()
        problems = problems.filter { said.insert($0.description).inserted }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        var parsed = ExerciseChecks(exercise: exercise, title: title, due: due, checks: checks)
        parsed.hiddenPoints = hiddenPoints
        return parsed
    }

    /// `YYYY-MM-DD` (the end of that day, UTC) or an ISO 8601 date-time with its time zone
    /// (`2026-12-01T18:00:00Z`, `2026-12-01T18:00:00+09:00`, fractional seconds allowed).
    public static func parseDate(_ text: String) -> Date? {
        let digits = Set("0123456789")
        let characters = Array(text)
        if characters.count == 10, characters[4] == "-", characters[7] == "-",
           characters.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || digits.contains($0.element) }) {
            guard let year = Int(String(characters[0..<4])), let month = Int(String(characters[5..<7])), let day = Int(String(characters[8..<10])) else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let components = DateComponents(calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day, hour: 23, minute: 59, second: 59)
            guard components.isValidDate(in: calendar) else { return nil }
            return calendar.date(from: components)
        }
        guard characters.count >= 20, characters.count <= 35, characters[10] == "T" || characters[10] == "t" else { return nil }
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text), parseDate(String(characters[0..<10])) != nil { return date }
        }
        return nil
    }

    /// A `checks` block of a chapter: a list of checks, at `line` of `file`. `due` is the
    /// exercise block's date, which `after_due` checks need (`dueWritten`: the block has a
    /// `due:` that is not a date, already reported by the caller).
    public static func parseChecks(_ text: String, exercise: String, title: LocalizedText, file: String, line: Int,
                                   due: Date? = nil, dueWritten: Bool = false) throws -> ExerciseChecks {
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw DiagnosticError([Diagnostic(file: file, line: line, column: 1, message: "the `checks` block is empty: " + Self.needsACheck,
                                              suggestion: Self.addACheck)])
        }
        let indented = text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        let quotedID = "\"" + exercise.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" ? String($0) : "?" }.joined() + "\""
        do {
            var checks = try parse("exercise: \(quotedID)\nchecks:\n" + indented, file: file, due: .fromExercise(due, written: dueWritten || due != nil))
            checks.exercise = exercise
            checks.title = title
            // Each check's line in the chapter (as the diagnostics below), for problems found later.
            for index in checks.checks.indices {
                checks.checks[index].line = checks.checks[index].line.map { max(line, $0 - 2 + line - 1) }
            }
            return checks
        } catch let error as DiagnosticError {
            // Lines of the block: the wrapper added two lines before it and two spaces before each line.
            throw DiagnosticError(error.diagnostics.map { diagnostic in
                var moved = diagnostic
                // A problem of the wrapper's own lines (`checks:` missing: a block of comments only) is at the block.
                moved.line = diagnostic.line.map { max(line, $0 - 2 + line - 1) }
                if let original = diagnostic.line, original > 2, let column = diagnostic.column { moved.column = max(1, column - 2) }
                return moved
            })
        }
    }

    /// Why an empty list of checks is refused, and what to write instead.
    static let needsACheck = "an exercise needs at least one check to be graded"
    static let addACheck = "add a check such as `- id: launches` with `steps: [launch, {expect: {top: ViewController}}]`"

    /// The nodes of a check, for messages that point at its parts.
    struct CheckSource {
        var node: Node
        var id: Node?
        var visibility: Node?
        var depends: [(name: String, node: Node)]
        /// The check's place in the file's list of checks (refused checks counted).
        var position = 0
    }

    static func parseCheck(_ node: Node, file: String, defaultTimeout: Double) throws -> (Check, CheckSource) {
        guard case let .mapping(mapping) = node else {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "a check is a mapping with `id`, `title` and `steps`")])
        }
        var problems = unknownKeys(mapping, known: checkKeys, what: "check key", file: file)
        guard let id = mapping["id"]?.string, !id.isEmpty else {
            throw DiagnosticError(problems + [Diagnostic(file: file, node: node, message: "a check needs an `id`")])
        }
        let visibilityName = mapping["visibility"]?.string ?? "visible"
        let visibility = Check.Visibility(rawValue: visibilityName)
        if visibility == nil, let visibilityNode = mapping["visibility"] {
            problems.append(Diagnostic(file: file, node: visibilityNode, message: "visibility is `visible`, `hidden` or `after_due`, not `\(visibilityName)`"))
        }
        let feedbackName = mapping["feedback"]?.string ?? "cause"
        let feedback = Check.Feedback(rawValue: feedbackName)
        if feedback == nil, let feedbackNode = mapping["feedback"] {
            problems.append(Diagnostic(file: file, node: feedbackNode, message: "feedback is `cause` or `outcome`, not `\(feedbackName)`"))
        }
        var steps: [Step] = []
        if case let .sequence(items)? = mapping["steps"] {
            if items.isEmpty, let stepsNode = mapping["steps"] {
                problems.append(located(file: file, node: stepsNode, message: "the check `\(id)` has no steps: with nothing launched or expected it cannot fail",
                                        suggestion: "list the steps, for example `steps: [launch, {expect: {top: ViewController}}]`"))
            }
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
        var hints: [LocalizedText] = []
        var hintsWhen: [Int: [String]] = [:]
        var hintsUnlessCode: [Int: [String]] = [:]
        switch mapping["hints"] {
        case nil: break
        case let .sequence(items)?:
            for item in items {
                // `{ko: …, en: …, when: [label, deallocated]}`: the failures the hint helps with.
                var text = item
                var kinds: [String]?
                var unless: [String]?
                if case var .mapping(pairs) = item {
                    if let whenNode = pairs["when"] {
                        kinds = hintKinds(whenNode, file: file, problems: &problems)
                        pairs["when"] = nil
                    }
                    // `unless_code: "delegate = self"` (or a list): not shown to code holding it.
                    if let unlessNode = pairs["unless_code"] {
                        unless = Self.codeFragments(unlessNode, file: file, problems: &problems)
                        pairs["unless_code"] = nil
                    }
                    text = .mapping(pairs)
                }
                if let hint = localizedText(text, file: file, problems: &problems) {
                    if let kinds { hintsWhen[hints.count] = kinds }
                    if let unless { hintsUnlessCode[hints.count] = unless }
                    hints.append(hint)
                }
            }
        case let other?:
            problems.append(Diagnostic(file: file, node: other, message: "`hints` is a list of texts or `{ko: …, en: …}`"))
        }
        let title = mapping["title"].flatMap { localizedText($0, file: file, problems: &problems) } ?? LocalizedText(id)
        var depends: [(name: String, node: Node)] = []
        switch mapping["depends"] {
        case nil: break
        case let .sequence(items)?:
            for item in items {
                if let name = item.string, case .scalar = item { depends.append((name, item)) } else {
                    problems.append(Diagnostic(file: file, node: item, message: "`depends` lists check ids"))
                }
            }
        case let scalar? where scalar.scalar != nil: depends = [(scalar.string ?? "", scalar)]
        case let other?:
            problems.append(Diagnostic(file: file, node: other, message: "`depends` is a check id or a list of check ids"))
        }
        var points: Double = 1
        if let pointsNode = mapping["points"] {
            if case .scalar = pointsNode, let value = pointsNode.int, value >= 0 {
                points = Double(value)
            } else {
                problems.append(located(file: file, node: pointsNode, message: "`points` is a whole number, 0 or more, not `\(pointsNode.scalar?.string ?? "a list or mapping")`",
                                        suggestion: "write, for example, `points: 2`"))
            }
        }
        var timeout = defaultTimeout
        if let timeoutNode = mapping["timeout"], let value = self.timeout(timeoutNode, file: file, problems: &problems) { timeout = value }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        var check = Check(id: id, title: title, points: points, visibility: visibility ?? .visible, feedback: feedback ?? .cause, depends: depends.map(\.name),
                          timeout: timeout, hints: hints, steps: steps, line: node.mark?.line)
        check.hintsWhen = hintsWhen
        check.hintsUnlessCode = hintsUnlessCode
        return (check, CheckSource(node: node, id: mapping["id"], visibility: mapping["visibility"], depends: depends))
    }

    /// A diagnostic at `node`, with a suggestion.
    static func located(file: String, node: Node, message: String, suggestion: String?) -> Diagnostic {
        Diagnostic(file: file, line: node.mark?.line, column: node.mark?.column, message: message, suggestion: suggestion)
    }

    /// A wall time in seconds: a finite number more than 0 and at most `maximumTimeout`.
    static func timeout(_ node: Node, file: String, problems: inout [Diagnostic]) -> Double? {
        let written = node.scalar?.string ?? "a list or mapping"
        guard case .scalar = node, let value = number(node) else {
            problems.append(located(file: file, node: node, message: "`timeout` is a number of seconds, not `\(written)`",
                                    suggestion: "write, for example, `timeout: 10`"))
            return nil
        }
        guard value.isFinite, value > 0, value <= maximumTimeout else {
            let why = value.isNaN ? "it is not a number" : value.isInfinite ? "a check must end" : value <= 0 ? "it must be more than 0" : "that is more than \(Int(maximumTimeout)) seconds"
            problems.append(located(file: file, node: node, message: "`timeout: \(written)` is not allowed: \(why)",
                                    suggestion: "a timeout is more than 0 and at most \(Int(maximumTimeout)) seconds, for example `timeout: 10`"))
            return nil
        }
        return value
    }

    /// A diagnostic for every key of `mapping` not in `known`, listing the known ones.
    static func unknownKeys(_ mapping: Node.Mapping, known: [String], what: String, in place: String? = nil,
                            suggest: Bool = true, file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (key, _) in mapping {
            let name = key.string ?? ""
            guard !known.contains(name) else { continue }
            var diagnostic = Diagnostic(file: file, node: key, message: "unknown \(what) `\(name)`\(place.map { " " + $0 } ?? "") (known: \(known.joined(separator: ", ")))")
            if suggest { diagnostic.suggestion = Suggestions.closest(to: name, in: known).map { "did you mean `\($0)`?" } }
            problems.append(diagnostic)
        }
        return problems
    }

    /// `localized`, reporting a mapping with other keys than `ko` and `en`, or no text at all.
    static func localizedText(_ node: Node, file: String, problems: inout [Diagnostic]) -> LocalizedText? {
        if case let .mapping(mapping) = node { problems += unknownKeys(mapping, known: localizedKeys, what: "language", in: "in a text", suggest: false, file: file) }
        guard let text = localized(node) else {
            problems.append(Diagnostic(file: file, node: node, message: "expected a text, or `{ko: …, en: …}`"))
            return nil
        }
        return text
    }

    /// A hint's `unless_code`: one code fragment or a list of them.
    public static func codeFragments(_ node: Node, file: String, problems: inout [Diagnostic]) -> [String]? {
        let items: [Node]
        if case let .sequence(list) = node { items = Array(list) } else { items = [node] }
        var fragments: [String] = []
        for item in items {
            // A list inside the list: pieces that must all be in the code (`[[a, b], c]`: a and b, or c).
            if case let .sequence(group) = item, !group.isEmpty {
                var parts: [String] = []
                for part in group {
                    guard let text = part.string, !text.trimmingCharacters(in: .whitespaces).isEmpty, !text.contains(CodeMatch.allSeparator) else {
                        problems.append(Diagnostic(file: file, node: part, message: "a hint's `unless_code` is a piece of Swift (or a list of them, where a list inside the list means all of its pieces), like `delegate = self`"))
                        return nil
                    }
                    parts.append(text)
                }
                fragments.append(parts.joined(separator: String(CodeMatch.allSeparator)))
                continue
            }
            guard let text = item.string, !text.trimmingCharacters(in: .whitespaces).isEmpty, !text.contains(CodeMatch.allSeparator) else {
                problems.append(Diagnostic(file: file, node: item, message: "a hint's `unless_code` is a piece of Swift (or a list of them, where a list inside the list means all of its pieces), like `delegate = self`"))
                return nil
            }
            fragments.append(text)
        }
        return fragments
    }

    /// A hint's `when`: one failure kind or a list of them (`Check.hintKinds`).
    static func hintKinds(_ node: Node, file: String, problems: inout [Diagnostic]) -> [String]? {
        let items: [Node]
        switch node {
        case let .sequence(sequence): items = Array(sequence)
        default: items = [node]
        }
        var kinds: [String] = []
        for item in items {
            guard let kind = item.string, Check.hintKinds.contains(kind) else {
                problems.append(Diagnostic(file: file, node: item, message: "a hint's `when` lists failures: \(Check.hintKinds.joined(separator: ", ")), not `\(item.string ?? "a list or mapping")`"))
                return nil
            }
            kinds.append(kind)
        }
        return kinds
    }

    /// A step as in `workbook trace`, or `expect: {…}`.
    static func parseStep(_ node: Node, file: String) throws -> Step {
        guard case let .mapping(mapping) = node, mapping.count == 1, let (key, value) = mapping.first, key.string == "expect" else {
            if case let .mapping(mapping) = node, mapping.count == 1, let (key, value) = mapping.first {
                if key.string == "swipeBack" || key.string == "swipeDown", case let .mapping(options) = value {
                    let problems = unknownKeys(options, known: ["cancel"], what: "key", in: "in `\(key.string ?? "")`", file: file)
                    if !problems.isEmpty { throw DiagnosticError(problems) }
                }
            }
            return try StepsParser.parseStep(node, file: file)
        }
        return .expect(try parseExpectation(value, file: file))
    }

    static func parseExpectation(_ node: Node, file: String) throws -> Expectation {
        guard case let .mapping(mapping) = node, mapping.count == 1, let (keyNode, value) = mapping.first, let key = keyNode.string else {
            throw DiagnosticError([Diagnostic(file: file, node: node, message: "an expectation is one name with its value, like `expect: {top: ResultViewController}`")])
        }
        func fail(_ message: String, at place: Node? = nil, _ suggestion: String? = nil) -> DiagnosticError {
            DiagnosticError([located(file: file, node: place ?? value, message: message, suggestion: suggestion)])
        }
        if let fields = expectationFields[key], case let .mapping(mapping) = value {
            let problems = unknownKeys(mapping, known: fields, what: "key", in: "in `\(key)`", file: file)
            if !problems.isEmpty { throw DiagnosticError(problems) }
        }
        // Every value is read whole or refused: a list, mapping or empty text where a name or a
        // text belongs would otherwise become no constraint at all (an expectation that cannot fail).
        /// A field of a mapping that must be a non-empty text when it is written.
        func optionalText(_ fields: Node.Mapping, _ field: String) throws -> String? {
            guard let node = fields[field] else { return nil }
            guard case .scalar = node else {
                throw fail("`\(key)`'s `\(field)` is a text, not \(Self.shape(of: node))", at: node, "write it as one value, such as `\(field): \"…\"`")
            }
            return scalarText(node)
        }
        switch key {
        case "top":
            guard let name = Self.name(value) else { throw fail("`top` names a controller class, not \(Self.shape(of: value))", at: nil, "write, for example, `top: ResultViewController`") }
            return .top(name)
        case "stack", "presented":
            guard case let .sequence(items) = value else {
                throw fail("`\(key)` is a list of controller classes, not \(Self.shape(of: value))", at: nil, "write, for example, `\(key): [ViewController, ResultViewController]` (`[]`: none)")
            }
            var names: [String] = []
            for item in items {
                guard let name = Self.name(item) else {
                    throw fail("each item of `\(key)` names a controller class, not \(Self.shape(of: item))", at: item, "write the class names in a flat list, such as `\(key): [ViewController, ResultViewController]`")
                }
                names.append(name)
            }
            return key == "stack" ? .stack(names) : .presented(names)
        case "label":
            guard case let .mapping(fields) = value, let outlet = fields["outlet"].flatMap(Self.name) else {
                throw fail("`label` needs `outlet` (a name) and `text`", at: nil, "write, for example, `label: {outlet: resultEmail, text: \"learner@example.com\"}`")
            }
            return .label(outlet: outlet, text: try optionalText(fields, "text"))
        case "property":
            guard case let .mapping(fields) = value, let of = fields["of"].flatMap(Self.name), let name = fields["name"].flatMap(Self.name),
                  let equals = fields["equals"].flatMap(scalarText) else {
                throw fail("`property` needs `of` (a class), `name` and `equals`", at: nil, "write, for example, `property: {of: ResultViewController, name: paramEmail, equals: \"a@b.c\"}`")
            }
            return .property(of: of, name: name, equals: equals)
        case "events", "noEvents":
            let example = "`\(key): [\"ViewController.prepare(for:sender:)\", \"ResultViewController.viewDidLoad\"]`"
            guard case let .sequence(items) = value else {
                throw fail("`\(key)` is a list of events like `ViewController.prepare(for:sender:)`, not \(Self.shape(of: value))", at: nil, "write, for example, " + example)
            }
            guard !items.isEmpty else {
                throw fail("`\(key)` is empty: an expectation of no events can never fail", at: nil, "list the events, for example " + example + ", or remove the expectation")
            }
            var patterns: [String] = []
            var problems: [Diagnostic] = []
            for item in items {
                guard let pattern = Self.name(item), Self.isEventPattern(pattern) else {
                    problems.append(located(file: file, node: item,
                                            message: "each item of `\(key)` is one event, `Class.member` with an optional detail after a space, not \(Self.shape(of: item))",
                                            suggestion: "write the events in a flat list of texts, for example " + example))
                    continue
                }
                patterns.append(pattern)
            }
            if !problems.isEmpty { throw DiagnosticError(problems) }
            return key == "events" ? .events(patterns) : .noEvents(patterns)
        case "instance":
            guard case let .mapping(fields) = value, let of = fields["of"].flatMap(Self.name), let numberNode = fields["number"], case .scalar = numberNode,
                  let number = numberNode.int, number >= 1 else {
                throw fail("`instance` needs `of` (a class) and `number` (1 or more: the first instance is number 1)", at: nil, "write, for example, `instance: {of: ResultViewController, number: 2}`")
            }
            return .instance(of: of, number: number)
        case "deallocated":
            guard let name = Self.name(value) else { throw fail("`deallocated` names a class, not \(Self.shape(of: value))", at: nil, "write, for example, `deallocated: ResultViewController`") }
            return .deallocated(name)
        case "userDefaults":
            guard case let .mapping(fields) = value, let name = fields["key"].flatMap(Self.name) else {
                throw fail("`userDefaults` needs `key` and `equals`", at: nil, "write, for example, `userDefaults: {key: email, equals: \"a@b.c\"}`")
            }
            return .userDefaults(key: name, equals: try optionalText(fields, "equals"))
        case "crash":
            if case .scalar = value {
                guard let reason = Self.name(value) else { throw fail("`crash` needs part of the crash's reason, not an empty text", at: nil, "write, for example, `crash: \"unrecognized selector\"`") }
                return .crash(reason: reason, name: nil)
            }
            guard case let .mapping(fields) = value, let reason = fields["reason"].flatMap(Self.name) else {
                throw fail("`crash` needs a `reason` text (part of the crash's reason, not empty)", at: nil, "write, for example, `crash: {reason: \"unrecognized selector\"}`")
            }
            var name: String?
            if let nameNode = fields["name"] {
                guard let written = Self.name(nameNode) else {
                    throw fail("`crash`'s `name` is the exception's name, not \(Self.shape(of: nameNode))", at: nameNode, "write, for example, `name: NSInvalidArgumentException`, or leave it out")
                }
                name = written
            }
            return .crash(reason: reason, name: name)
        case "console":
            guard let text = Self.name(value) else { throw fail("`console` is the text of a printed line (not empty), not \(Self.shape(of: value))", at: nil, "write, for example, `console: \"saved\"`") }
            return .console(text)
        default:
            var diagnostic = Diagnostic(file: file, node: keyNode, message: "unknown expectation `\(key)`")
            diagnostic.suggestion = Suggestions.closest(to: key, in: expectationKeys).map { "did you mean `\($0)`?" }
                ?? "expectations are: \(expectationKeys.joined(separator: ", "))"
            throw DiagnosticError([diagnostic])
        }
    }

    /// A name or text written as one scalar that is not empty (nor only spaces); nil for a list,
    /// a mapping or an empty text.
    static func name(_ node: Node) -> String? {
        guard case .scalar = node, let text = node.string, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }

    /// `Class.member` or `Class#N.member`, optionally followed by a space and a detail: the form
    /// `ExpectationEvaluator.matches` can match (any other text matches no event, so `noEvents`
    /// would hold whatever the app did).
    static func isEventPattern(_ pattern: String) -> Bool {
        guard let head = pattern.split(separator: " ", maxSplits: 1).first, let dot = head.firstIndex(of: ".") else { return false }
        return dot != head.startIndex && head.index(after: dot) != head.endIndex
    }

    /// What a node is, for messages: its text, or "a list", "a mapping", "an empty text".
    static func shape(of node: Node) -> String {
        switch node {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        default:
            let text = node.string ?? ""
            return text.trimmingCharacters(in: .whitespaces).isEmpty ? "an empty text" : "`\(text)`"
        }
    }

    /// Duplicate ids, and dependencies on checks that do not exist, on the check itself or on a
    /// check defined after it (which also rules out cycles: checks run in order).
    static func validate(_ checks: [Check], sources: [CheckSource], declared: [(id: String, position: Int)], file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: [String: Int] = [:]
        let all = Set(declared.map(\.id) + checks.map(\.id))
        for (check, source) in zip(checks, sources) {
            let idNode = source.id ?? source.node
            if let first = seen[check.id] {
                problems.append(Diagnostic(file: file, line: idNode.mark?.line, column: idNode.mark?.column,
                                           message: "duplicate check id `\(check.id)` (first at line \(first))",
                                           suggestion: "give each check its own id"))
            }
            for (dependency, node) in source.depends {
                let message: String, suggestion: String?
                if dependency == check.id {
                    message = "`\(check.id)` depends on itself"
                    suggestion = "remove `\(dependency)` from its `depends`"
                } else if seen[dependency] != nil {
                    continue
                } else if declared.contains(where: { $0.id == dependency && $0.position < source.position }) {
                    continue // a check above this one, refused with its own problems
                } else if all.contains(dependency) {
                    message = "`\(check.id)` depends on `\(dependency)`, which is defined after it (checks run in order, so this could form a cycle)"
                    suggestion = "move `\(dependency)` above `\(check.id)`, or remove the dependency"
                } else {
                    message = "`\(check.id)` depends on `\(dependency)`, which is not a check of this exercise"
                    suggestion = Suggestions.closest(to: dependency, in: checks.map(\.id).filter { $0 != check.id }).map { "did you mean `\($0)`?" }
                        ?? "the checks are: \(checks.map(\.id).joined(separator: ", "))"
                }
                problems.append(Diagnostic(file: file, line: node.mark?.line, column: node.mark?.column, message: message, suggestion: suggestion))
            }
            if seen[check.id] == nil { seen[check.id] = idNode.mark?.line ?? 0 }
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
