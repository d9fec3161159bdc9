import Foundation
import WorkbookCore
import WorkbookProtocol
import Yams

/// Collects one exercise's blocks in a chapter and checks them.
struct ExerciseBuilder {
    static let exerciseKeys = ["id", "title", "points", "due", "module"]

    var id: String
    var title: LocalizedText
    var points: Double?
    var due: String?
    var dueDate: Date?
    var module: String?
    var line: Int
    var storyboard: StoryboardDocument?
    var storyboardSource = ""
    var storyboardLine: Int?
    var files: [ExerciseFile] = []
    var checksBlock: MarkdownDocument.CodeBlock?
    /// `hint check=ID` blocks: (check id, hint, line).
    var hints: [(check: String, text: LocalizedText, when: [String]?, line: Int, unless: [String]?)] = []
    var mistakes: [Mistake] = []
    var alternatives: [Alternative] = []

    /// A definition (a builder) or a reference to an exercise defined in another chapter (only an id).
    static func start(_ block: MarkdownDocument.CodeBlock, path: String, language: Language) -> (ExerciseBuilder?, String?, [Diagnostic]) {
        guard case let .mapping(mapping)? = try? Yams.compose(yaml: block.content) else {
            return (nil, nil, [Diagnostic(file: path, line: block.contentLine, column: 1,
                                          message: "an `exercise` block is YAML with at least `id:`")])
        }
        var problems: [Diagnostic] = []
        for (key, _) in mapping where !exerciseKeys.contains(key.string ?? "") {
            let name = key.string ?? ""
            problems.append(Diagnostic(file: path, line: key.mark.map { $0.line + block.line }, column: key.mark?.column,
                                       message: "unknown exercise key `\(name)`",
                                       suggestion: Suggestions.closest(to: name, in: exerciseKeys).map { "did you mean `\($0)`?" }))
        }
        guard let id = mapping["id"]?.string, !id.isEmpty else {
            return (nil, nil, problems + [Diagnostic(file: path, line: block.contentLine, column: 1, message: "the exercise has no `id:`")])
        }
        func diagnostic(_ node: Node?, _ message: String, _ suggestion: String?) -> Diagnostic {
            Diagnostic(file: path, line: node?.mark.map { $0.line + block.line } ?? block.contentLine, column: node?.mark?.column ?? 1,
                       message: message, suggestion: suggestion)
        }
        if let problem = BookNames.exerciseIDProblem(id) {
            problems.append(diagnostic(mapping["id"], "the exercise id `\(id)` is not allowed: \(problem); an id is lowercase letters, digits and `-` (it names the folder Exercises/<id>/)",
                                       "write it like `\(BookNames.suggestedID(id))`"))
            return (nil, nil, problems)
        }
        guard mapping.count > 1 else { return (nil, id, problems) }
        let title = mapping["title"].flatMap(ChecksParser.localized) ?? LocalizedText(id)
        var builder = ExerciseBuilder(id: id, title: title, points: nil,
                                      due: mapping["due"]?.string, module: mapping["module"]?.string, line: block.line)
        if let module = mapping["module"] {
            if let problem = BookNames.moduleProblem(module.string ?? "") {
                problems.append(diagnostic(module, "the module name `\(module.string ?? "")` is not allowed: \(problem); a module name is a Swift identifier (it names the app folder)",
                                           "use letters, digits and `_`, not starting with a digit, like `SegueValues`"))
            }
        } else if let problem = BookNames.moduleProblem(builder.moduleName) {
            problems.append(diagnostic(mapping["id"], "the module name `\(builder.moduleName)` made from the id is not a Swift identifier: \(problem)",
                                       "add `module: NAME` (letters, digits and `_`, not starting with a digit)"))
        }
        if let due = mapping["due"] {
            builder.dueDate = due.string.flatMap(ChecksParser.parseDate)
            if builder.dueDate == nil {
                problems.append(diagnostic(due, "`due: \(due.string ?? "")` is not a date",
                                           "write the date as `YYYY-MM-DD` (the end of that day, UTC) or as an ISO 8601 date-time such as `2026-12-01T18:00:00+09:00`"))
            }
        }
        if let points = mapping["points"] {
            if case .scalar = points, let value = points.int, value >= 0 { builder.points = Double(value) } else {
                problems.append(diagnostic(points, "`points` is a whole number, 0 or more, not `\(points.scalar?.string ?? "a list or mapping")`",
                                           "write, for example, `points: 6`"))
            }
        }
        return (builder, id, problems)
    }

    /// The app's module name: `module:`, or made from the id (`manual-segue-values` → `ManualSegueValues`).
    var moduleName: String {
        module ?? id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    mutating func add(_ block: MarkdownDocument.CodeBlock, path: String) -> [Diagnostic] {
        switch block.language {
        case "storyboard":
            do {
                storyboard = try CompactStoryboard.parse(block.content, file: path, line: block.contentLine)
                storyboardLine = block.line
                storyboardSource = block.content
            } catch let error as DiagnosticError {
                return error.diagnostics
            } catch {
                return [Diagnostic(file: path, line: block.line, column: 1, message: "\(error)")]
            }
        case "checks":
            checksBlock = block
        case "hint":
            // A hint helps with one check: shown for that check only, never repeated onto every check.
            guard let check = block.attributes["check"], !check.isEmpty else {
                return [Diagnostic(file: path, line: block.line, column: 1, message: "a `hint` block needs `check=ID`: the check it helps with",
                                   suggestion: "write ```hint check=CHECK-ID (or put the hint in that check's `hints:` list)")]
            }
            // `when=label,deallocated`: the failures the hint helps with (every failure without it).
            let when = block.attributes["when"].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            if let unknown = when?.first(where: { !Check.hintKinds.contains($0) }) {
                return [Diagnostic(file: path, line: block.line, column: block.attributeColumns["when"] ?? 1,
                                   message: "a hint's `when` lists failures: \(Check.hintKinds.joined(separator: ", ")), not `\(unknown)`")]
            }
            // `unless_code: …` beside `ko:`/`en:`: code that makes the hint moot.
            var node = (try? Yams.compose(yaml: block.content)).flatMap({ $0 })
            var unless: [String]?
            if case var .mapping(pairs)? = node, let unlessNode = pairs["unless_code"] {
                var problems: [Diagnostic] = []
                unless = ChecksParser.codeFragments(unlessNode, file: path, problems: &problems)
                if let problem = problems.first { return [Diagnostic(file: path, line: block.contentLine, column: 1, message: problem.message)] }
                pairs["unless_code"] = nil
                node = .mapping(pairs)
            }
            if let text = node.flatMap(ChecksParser.localized) {
                hints.append((check, text, when, block.line, unless))
            } else {
                return [Diagnostic(file: path, line: block.contentLine, column: 1, message: "a hint is `{ko: …, en: …}` or a text")]
            }
        case "swift":
            guard let file = block.attributes["file"], !file.isEmpty else {
                return [Diagnostic(file: path, line: block.line, column: 1, message: "a `swift` block of an exercise needs `file=NAME.swift`")]
            }
            if let problem = BookNames.swiftFileProblem(file) {
                return [Diagnostic(file: path, line: block.line, column: block.attributeColumns["file"] ?? 1,
                                   message: "the file name `\(file.debugDescription.dropFirst().dropLast())` is not allowed: \(problem); a file of the app folder is a relative path of plain names ending in `.swift`",
                                   suggestion: "write it like `file=ViewController.swift` or `file=Views/Cell.swift` (letters, digits, `_`, `-`, `.`, `+`, spaces; no `..`, no leading `/`, `-` or `.`)")]
            }
            var problems = Self.checkRegions(block, path: path)
            if let name = block.attributes["alternative"] {
                if block.attributes["mistake"] != nil {
                    problems.append(Diagnostic(file: path, line: block.line, column: 1, message: "a block is either a mistake or an alternative solution, not both"))
                }
                if alternatives.contains(where: { $0.name == name }) {
                    problems.append(Diagnostic(file: path, line: block.line, column: 1, message: "the alternative `\(name)` is defined twice"))
                }
                alternatives.append(Alternative(name: name, file: file, content: block.content, line: block.line))
            } else if let name = block.attributes["mistake"] {
                let fails = block.attributes["fails"].map { $0.split(separator: ",").map(String.init) } ?? []
                if fails.isEmpty {
                    problems.append(Diagnostic(file: path, line: block.line, column: 1, message: "the mistake `\(name)` needs `fails=CHECK[,CHECK]`"))
                }
                mistakes.append(Mistake(name: name, file: file, content: block.content, fails: fails,
                                        explains: block.attributes["explains"], line: block.line))
            } else {
                if files.contains(where: { $0.name == file }) {
                    problems.append(Diagnostic(file: path, line: block.line, column: 1, message: "`\(file)` is defined twice in this exercise"))
                }
                files.append(ExerciseFile(name: file, content: block.content, line: block.contentLine))
            }
            return problems
        default:
            break
        }
        return []
    }

    /// `// BEGIN SOLUTION` and `// END SOLUTION` pair up, without nesting.
    static func checkRegions(_ block: MarkdownDocument.CodeBlock, path: String) -> [Diagnostic] {
        var open: Int?
        var problems: [Diagnostic] = []
        for (offset, line) in block.content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fileLine = block.contentLine + offset
            if SolutionRegions.isBegin(line) {
                if let open { problems.append(Diagnostic(file: path, line: fileLine, column: 1, message: "a solution region opens inside the one opened at line \(open)")) }
                open = fileLine
            } else if SolutionRegions.isEnd(line) {
                if open == nil { problems.append(Diagnostic(file: path, line: fileLine, column: 1, message: "`// END SOLUTION` without `// BEGIN SOLUTION`")) }
                open = nil
            }
        }
        if let open {
            problems.append(Diagnostic(file: path, line: open, column: 1, message: "the solution region opened here is never closed",
                                       suggestion: "add `// END SOLUTION` after the solution's last line"))
        }
        return problems
    }

    func build(chapter: Chapter) -> (Exercise?, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let path = chapter.path
        guard let storyboard else {
            return (nil, [Diagnostic(file: path, line: line, column: 1, message: "the exercise `\(id)` has no `storyboard` block")])
        }
        if files.isEmpty {
            problems.append(Diagnostic(file: path, line: line, column: 1, message: "the exercise `\(id)` has no ```swift file=NAME blocks"))
        }
        guard let checksBlock else {
            return (nil, problems + [Diagnostic(file: path, line: line, column: 1, message: "the exercise `\(id)` has no `checks` block")])
        }
        var checks: ExerciseChecks
        do {
            checks = try ChecksParser.parseChecks(checksBlock.content, exercise: id, title: title, file: path, line: checksBlock.contentLine,
                                                  due: dueDate, dueWritten: due != nil)
        } catch let error as DiagnosticError {
            return (nil, problems + error.diagnostics)
        } catch {
            return (nil, problems + [Diagnostic(file: path, line: checksBlock.line, column: 1, message: "\(error)")])
        }
        let checkIDs = checks.checks.map(\.id)
        for hint in hints {
            guard let index = checks.checks.firstIndex(where: { $0.id == hint.check }) else {
                problems.append(Diagnostic(file: path, line: hint.line, column: 1, message: "the hint is for `\(hint.check)`, which is not a check of `\(id)`",
                                           suggestion: Suggestions.closest(to: hint.check, in: checkIDs).map { "did you mean `\($0)`?" }))
                continue
            }
            if let when = hint.when { checks.checks[index].hintsWhen[checks.checks[index].hints.count] = when }
            if let unless = hint.unless { checks.checks[index].hintsUnlessCode[checks.checks[index].hints.count] = unless }
            checks.checks[index].hints.append(hint.text)
        }
        for alternative in alternatives where !files.contains(where: { $0.name == alternative.file }) {
            problems.append(Diagnostic(file: path, line: alternative.line, column: 1, message: "the alternative `\(alternative.name)` replaces `\(alternative.file)`, which is not a file of `\(id)`",
                                       suggestion: Suggestions.closest(to: alternative.file, in: files.map(\.name)).map { "did you mean `\($0)`?" }))
        }
        for mistake in mistakes {
            for fail in mistake.fails where !checkIDs.contains(fail) {
                problems.append(Diagnostic(file: path, line: mistake.line, column: 1, message: "the mistake `\(mistake.name)` fails `\(fail)`, which is not a check of `\(id)`",
                                           suggestion: Suggestions.closest(to: fail, in: checkIDs).map { "did you mean `\($0)`?" }))
            }
            if !files.contains(where: { $0.name == mistake.file }) {
                problems.append(Diagnostic(file: path, line: mistake.line, column: 1, message: "the mistake `\(mistake.name)` replaces `\(mistake.file)`, which is not a file of `\(id)`",
                                           suggestion: Suggestions.closest(to: mistake.file, in: files.map(\.name)).map { "did you mean `\($0)`?" }))
            }
            if let rule = mistake.explains, !TeachingRules.ids.contains(rule) {
                problems.append(Diagnostic(file: path, line: mistake.line, column: 1, message: "unknown explanation `\(rule)`",
                                           suggestion: Suggestions.closest(to: rule, in: TeachingRules.ids).map { "did you mean `\($0)`?" }))
            }
        }
        var exercise = Exercise(id: id, title: title, points: points, due: due, moduleName: moduleName, section: chapter.section,
                                storyboard: storyboard, storyboardSource: storyboardSource, files: files, checks: checks, hints: hints.map(\.text),
                                mistakes: mistakes, definedIn: path, line: line, chapters: [chapter.language: path])
        exercise.alternatives = alternatives
        return (exercise, problems)
    }
}
