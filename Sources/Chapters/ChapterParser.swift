import Foundation
import WorkbookCore
import WorkbookProtocol
import Yams

/// A chapter: front matter, prose, and exercises defined or referenced in it.
public struct Chapter: Sendable {
    public var path: String
    public var section: String
    public var title: String
    public var language: Language
    public var markdown: String
    /// Exercises defined here (the full definition).
    public var exercises: [Exercise]
    /// Exercises this chapter presents, defined here or in the other language's chapter.
    public var exerciseIDs: [String]
    public var document: MarkdownDocument
}

/// Reads a chapter with libcmark-gfm and assembles its exercises; collects every problem.
public struct ChapterParser {
    static let roles = ["exercise", "storyboard", "swift", "checks", "hint"]

    public init() {}

    public func parse(_ text: String, path: String) -> (Chapter?, [Diagnostic]) {
        // A chapter saved with CR LF (or CR) line ends reads as one saved with LF.
        let text = MarkdownDocument.normalizingLineEnds(text)
        var problems: [Diagnostic] = []
        if let problem = MarkdownLimits.firstProblem(in: text) {
            return (nil, [Diagnostic(file: path, line: problem.line, column: problem.column, message: problem.message,
                                     suggestion: problem.suggestion)])
        }
        let document = MarkdownDocument.parse(text)
        guard let frontMatter = document.frontMatter else {
            return (nil, [Diagnostic(file: path, line: 1, column: 1, message: "missing front matter",
                                     suggestion: "start the chapter with ---, `section: 5.2.3`, `title: …`, `lang: ko`, ---")])
        }
        var fields: [String: String] = [:]
        do {
            if case let .mapping(mapping)? = try Yams.compose(yaml: frontMatter) {
                for (key, value) in mapping { if let key = key.string { fields[key] = value.string } }
            }
        } catch let error as YamlError {
            var diagnostic = Diagnostic.fromYamlError(error, file: path)
            diagnostic.line = diagnostic.line.map { $0 + 1 }
            return (nil, [diagnostic])
        } catch {
            return (nil, [Diagnostic(file: path, line: 2, column: 1, message: "unreadable front matter")])
        }
        for key in ["section", "title", "lang"] where fields[key] == nil {
            problems.append(Diagnostic(file: path, line: 2, column: 1, message: "the front matter needs `\(key):`"))
        }
        let languageName = fields["lang"] ?? "ko"
        guard let language = Language(rawValue: languageName) else {
            return (nil, problems + [Diagnostic(file: path, line: 2, column: 1, message: "unknown language `\(languageName)`",
                                                 suggestion: "lang is `ko` or `en`")])
        }
        var chapter = Chapter(path: path, section: fields["section"] ?? "", title: fields["title"] ?? "", language: language,
                              markdown: text, exercises: [], exerciseIDs: [], document: document)
        var builder: ExerciseBuilder?
        func finish() {
            guard let current = builder else { return }
            let (exercise, exerciseProblems) = current.build(chapter: chapter)
            problems += exerciseProblems
            if let exercise { chapter.exercises.append(exercise) }
            builder = nil
        }
        for block in document.codeBlocks {
            let role = block.language
            if role == "exercise" {
                finish()
                let (started, id, startProblems) = ExerciseBuilder.start(block, path: path, language: language)
                problems += startProblems
                if let id { chapter.exerciseIDs.append(id) }
                builder = started
                continue
            }
            if !Self.roles.contains(role) {
                if let near = Suggestions.closest(to: role, in: Self.roles), near != "swift", !role.isEmpty {
                    problems.append(Diagnostic(file: path, line: block.line, column: 1, message: "unknown block `\(role)`",
                                               suggestion: "did you mean `\(near)`?"))
                }
                continue
            }
            if role == "swift" && block.attributes.isEmpty { continue } // a plain example in the prose
            guard builder != nil else {
                if role != "swift" || block.attributes["file"] != nil || block.attributes["mistake"] != nil {
                    problems.append(Diagnostic(file: path, line: block.line, column: 1,
                                               message: "a `\(role)` block must follow an `exercise` block",
                                               suggestion: "add ```exercise with `id:` before it"))
                }
                continue
            }
            problems += builder?.add(block, path: path) ?? []
        }
        finish()
        return (chapter, problems)
    }
}
