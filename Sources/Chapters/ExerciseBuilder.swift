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
    var module: String?
    var line: Int
    var storyboard: StoryboardDocument?
    var storyboardSource = ""
    var storyboardLine: Int?
    var files: [ExerciseFile] = []
    var checksBlock: MarkdownDocument.CodeBlock?
    var hints: [LocalizedText] = []
    var mistakes: [Mistake] = []

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
        guard mapping.count > 1 else { return (nil, id, problems) }
        let title = mapping["title"].flatMap(ChecksParser.localized) ?? LocalizedText(id)
        let builder = ExerciseBuilder(id: id, title: title, points: mapping["points"].flatMap { $0.float ?? $0.int.map(Double.init) },
                                      due: mapping["due"]?.string, module: mapping["module"]?.string, line: block.line)
        return (builder, id, problems)
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
            if let text = (try? Yams.compose(yaml: block.content)).flatMap({ $0 }).flatMap(ChecksParser.localized) {
                hints.append(text)
            } else {
                return [Diagnostic(file: path, line: block.contentLine, column: 1, message: "a hint is `{ko: …, en: …}` or a text")]
            }
        case "swift":
            guard let file = block.attributes["file"], !file.isEmpty else {
                return [Diagnostic(file: path, line: block.line, column: 1, message: "a `swift` block of an exercise needs `file=NAME.swift`")]
            }
            var problems = Self.checkRegions(block, path: path)
            if let name = block.attributes["mistake"] {
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
            checks = try ChecksParser.parseChecks(checksBlock.content, exercise: id, title: title, file: path, line: checksBlock.contentLine)
        } catch let error as DiagnosticError {
            return (nil, problems + error.diagnostics)
        } catch {
            return (nil, problems + [Diagnostic(file: path, line: checksBlock.line, column: 1, message: "\(error)")])
        }
        if let due { checks.due = ISO8601DateFormatter().date(from: due.count == 10 ? due + "T23:59:59Z" : due) }
        if !hints.isEmpty {
            for index in checks.checks.indices { checks.checks[index].hints += hints }
        }
        let checkIDs = checks.checks.map(\.id)
        for mistake in mistakes {
            for fail in mistake.fails where !checkIDs.contains(fail) {
                problems.append(Diagnostic(file: path, line: mistake.line, column: 1, message: "the mistake `\(mistake.name)` fails `\(fail)`, which is not a check of `\(id)`",
                                           suggestion: Suggestions.closest(to: fail, in: checkIDs).map { "did you mean `\($0)`?" }))
            }
            if !files.contains(where: { $0.name == mistake.file }) {
                problems.append(Diagnostic(file: path, line: mistake.line, column: 1, message: "the mistake `\(mistake.name)` replaces `\(mistake.file)`, which is not a file of `\(id)`",
                                           suggestion: Suggestions.closest(to: mistake.file, in: files.map(\.name)).map { "did you mean `\($0)`?" }))
            }
            if let rule = mistake.explains, !TeachingRules.all.contains(where: { $0.id == rule }) {
                problems.append(Diagnostic(file: path, line: mistake.line, column: 1, message: "unknown explanation `\(rule)`",
                                           suggestion: Suggestions.closest(to: rule, in: TeachingRules.all.map(\.id)).map { "did you mean `\($0)`?" }))
            }
        }
        let moduleName = module ?? id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let exercise = Exercise(id: id, title: title, points: points, due: due, moduleName: moduleName, section: chapter.section,
                                storyboard: storyboard, storyboardSource: storyboardSource, files: files, checks: checks, hints: hints, mistakes: mistakes,
                                definedIn: path, line: line, chapters: [chapter.language: path])
        return (exercise, problems)
    }
}
