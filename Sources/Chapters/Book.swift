import Foundation
import LearnerBuild
import WorkbookCore
import WorkbookProtocol
import Yams

/// The book: `workbook.yaml` at the root (title, languages, chapter order) and its chapters.
public struct Book: Sendable {
    public var root: URL
    public var title: LocalizedText
    public var languages: [Language]
    public var chapters: [Chapter]
    public var exercises: [Exercise]
    /// `repository:` in workbook.yaml, an https URL: the rendered pages link to each chapter's
    /// source there ("edit this page"). With `{path}` in it, the link is the URL with the chapter's
    /// path put there; else the URL followed by `/edit/main/` and the path (GitHub's and GitLab's form).
    public var repository: String? = nil

    /// The link to edit the chapter at `path` (relative to the book's root), when the book names its repository.
    public func editLink(_ path: String) -> String? {
        guard let repository else { return nil }
        if repository.contains("{path}") { return repository.replacingOccurrences(of: "{path}", with: path) }
        return (repository.hasSuffix("/") ? String(repository.dropLast()) : repository) + "/edit/main/" + path
    }

    /// Whether `text` is an https URL with a host (and nothing that could leave the attribute).
    static func isRepositoryURL(_ text: String) -> Bool {
        guard let url = URL(string: text.replacingOccurrences(of: "{path}", with: "p")), url.scheme == "https",
              let host = url.host, !host.isEmpty else { return false }
        return !text.contains { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }
    }

    /// Loads and checks the whole book; every problem is returned, none stops the others.
    public static func load(root: URL) -> (Book?, [Diagnostic]) {
        let bookFile = root.appendingPathComponent("workbook.yaml")
        guard let text = try? String(contentsOf: bookFile, encoding: .utf8) else {
            return (nil, [Diagnostic(file: "workbook.yaml", line: nil, column: nil, message: "no workbook.yaml at \(root.path)",
                                     suggestion: "create it with `title:`, `languages: [ko, en]` and `chapters:`")])
        }
        var problems: [Diagnostic] = []
        guard case let .mapping(mapping)? = try? Yams.compose(yaml: text) else {
            return (nil, [Diagnostic(file: "workbook.yaml", line: 1, column: 1, message: "workbook.yaml is not a YAML mapping")])
        }
        let title = mapping["title"].flatMap(ChecksParser.localized) ?? LocalizedText("Workbook")
        var languages: [Language] = []
        if case let .sequence(items)? = mapping["languages"] {
            for item in items {
                if let language = item.string.flatMap(Language.init(rawValue:)) { languages.append(language) } else {
                    problems.append(Diagnostic(file: "workbook.yaml", line: item.mark?.line, column: item.mark?.column,
                                               message: "unknown language `\(item.string ?? "")`", suggestion: "languages are ko and en"))
                }
            }
        }
        if languages.isEmpty { languages = [.ko, .en] }
        var chapters: [Chapter] = []
        var entries: [[Language: Chapter]] = []
        if case let .sequence(items)? = mapping["chapters"] {
            for item in items {
                guard case let .mapping(entry) = item else { continue }
                var byLanguage: [Language: Chapter] = [:]
                for language in languages {
                    guard let relative = entry[Node(language.rawValue)]?.string else {
                        problems.append(Diagnostic(file: "workbook.yaml", line: item.mark?.line, column: item.mark?.column,
                                                   message: "this chapter has no \(language.rawValue) file", suggestion: "add `\(language.rawValue): Chapters/\(language.rawValue)/….md`"))
                        continue
                    }
                    let chapterText: String
                    switch readChapter(relative, root: root, node: entry[Node(language.rawValue)]) {
                    case let .success(text): chapterText = text
                    case let .failure(problem):
                        problems.append(problem.diagnostic)
                        continue
                    }
                    let (chapter, chapterProblems) = ChapterParser().parse(chapterText, path: relative)
                    problems += chapterProblems
                    if let chapter {
                        if chapter.language != language {
                            problems.append(Diagnostic(file: relative, line: 2, column: 1,
                                                       message: "this chapter says `lang: \(chapter.language.rawValue)` but workbook.yaml lists it as \(language.rawValue)"))
                        }
                        byLanguage[language] = chapter
                        chapters.append(chapter)
                    }
                }
                entries.append(byLanguage)
            }
        } else {
            problems.append(Diagnostic(file: "workbook.yaml", line: 1, column: 1, message: "workbook.yaml needs `chapters:`"))
        }
        var exercises: [Exercise] = []
        for entry in entries {
            for chapter in entry.values.sorted(by: { $0.path < $1.path }) {
                for exercise in chapter.exercises {
                    if let other = exercises.first(where: { $0.id == exercise.id }) {
                        problems.append(Diagnostic(file: chapter.path, line: exercise.line, column: 1,
                                                   message: "the exercise `\(exercise.id)` is defined twice (also in \(other.definedIn):\(other.line))"))
                        continue
                    }
                    var merged = exercise
                    for (language, presenting) in entry where presenting.exerciseIDs.contains(exercise.id) {
                        merged.chapters[language] = presenting.path
                    }
                    for language in languages where merged.chapters[language] == nil {
                        let path = entry[language]?.path ?? "workbook.yaml"
                        problems.append(Diagnostic(file: path, line: 1, column: 1,
                                                   message: "the exercise `\(exercise.id)` is missing in the \(language.rawValue) chapter",
                                                   suggestion: "add ```exercise with `id: \(exercise.id)` where the \(language.rawValue) text presents it"))
                    }
                    problems += FairnessLint.problems(merged, chapters: Array(entry.values))
                    exercises.append(merged)
                }
            }
            for chapter in entry.values {
                for id in chapter.exerciseIDs where !entry.values.contains(where: { $0.exercises.contains { $0.id == id } }) {
                    problems.append(Diagnostic(file: chapter.path, line: 1, column: 1,
                                               message: "the exercise `\(id)` is referenced but defined in no chapter of this entry"))
                }
            }
        }
        problems += checkLinks(chapters, root: root)
        var repository: String?
        if let node = mapping["repository"] {
            if let text = node.string, Self.isRepositoryURL(text) {
                repository = text
            } else {
                problems.append(Diagnostic(file: "workbook.yaml", line: node.mark?.line, column: node.mark?.column,
                                           message: "`repository:` must be an https URL, such as https://github.com/OWNER/BOOK",
                                           suggestion: "write the book's repository (https://…), or leave `repository:` out"))
            }
        }
        var book = Book(root: root, title: title, languages: languages, chapters: chapters, exercises: exercises)
        book.repository = repository
        return (book, problems)
    }

    /// Why a chapter listed in workbook.yaml could not be read.
    struct ChapterFileProblem: Error {
        var diagnostic: Diagnostic
    }

    static let insideTheBook = "chapters must be inside the book folder"
    static let keepItInside = "write a path relative to workbook.yaml to a file kept in the book folder, such as `Chapters/ko/1-1-intro.md`"

    /// The text of the chapter at `relative` (as written in workbook.yaml at `node`). Refused:
    /// a path that is absolute, leaves the book folder with `..`, or leads out of it through a
    /// symbolic link (never read, whatever it names); a folder or a file that is not a regular
    /// file; a file that is not UTF-8 (at its byte, line and column).
    static func readChapter(_ relative: String, root: URL, node: Node?) -> Result<String, ChapterFileProblem> {
        func refuse(_ message: String, _ suggestion: String? = nil) -> Result<String, ChapterFileProblem> {
            .failure(ChapterFileProblem(diagnostic: Diagnostic(file: "workbook.yaml", line: node?.mark?.line, column: node?.mark?.column,
                                                               message: message, suggestion: suggestion)))
        }
        if relative.hasPrefix("/") {
            return refuse("the chapter path `\(relative)` is absolute: \(insideTheBook)", keepItInside)
        }
        var depth = 0
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            depth += part == ".." ? -1 : 1
            if depth < 0 { return refuse("the chapter path `\(relative)` leaves the book folder: \(insideTheBook)", keepItInside) }
        }
        let path = root.appendingPathComponent(relative).path
        guard let resolved = ProjectScanner.realPath(path) else {
            return refuse("the chapter file \(relative) does not exist")
        }
        let resolvedRoot = ProjectScanner.realPath(root.path) ?? root.path
        guard resolved.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/") else {
            return refuse("the chapter path `\(relative)` is a link to \(resolved), outside the book folder: \(insideTheBook)", keepItInside)
        }
        let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        if type == .typeDirectory {
            return refuse("the chapter path `\(relative)` is a folder, not a file", "name the chapter's Markdown file, such as `Chapters/ko/1-1-intro.md`")
        }
        guard type == .typeRegular else {
            return refuse("the chapter path `\(relative)` is not a regular file", "name the chapter's Markdown file, such as `Chapters/ko/1-1-intro.md`")
        }
        let data: Data
        do {
            // One byte more than a chapter may hold is enough to refuse a larger one.
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: resolved))
            defer { try? handle.close() }
            data = try handle.read(upToCount: MarkdownLimits.maximumBytes + 1) ?? Data()
        } catch {
            return refuse("the chapter file \(relative) cannot be read: \(error.localizedDescription)", "check that it is readable by you")
        }
        let bytes = [UInt8](data)
        if let invalid = MarkdownLimits.firstInvalidUTF8(bytes) {
            return .failure(ChapterFileProblem(diagnostic: Diagnostic(
                file: relative, line: invalid.line, column: invalid.column,
                message: "the chapter is not valid UTF-8 \(invalid.description)",
                suggestion: "save the file as UTF-8 in your editor, or retype the text at this place")))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// Relative links point at files that exist, and `#anchors` at headings of the target chapter.
    static func checkLinks(_ chapters: [Chapter], root: URL) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for chapter in chapters {
            let folder = root.appendingPathComponent(chapter.path).deletingLastPathComponent()
            for (destination, line) in chapter.document.links {
                guard !destination.contains("://"), !destination.hasPrefix("mailto:") else { continue }
                let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0], anchor = parts.count > 1 ? parts[1] : nil
                var headings = chapter.document.headings
                if !path.isEmpty {
                    let target = folder.appendingPathComponent(path)
                    guard FileManager.default.fileExists(atPath: target.path) else {
                        problems.append(Diagnostic(file: chapter.path, line: line, column: nil, message: "the link `\(destination)` points to a file that does not exist"))
                        continue
                    }
                    headings = target.pathExtension == "md"
                        ? Self.headings(of: target) : []
                }
                if let anchor, !anchor.isEmpty, (path.isEmpty || path.hasSuffix(".md")), !headings.contains(where: { slug($0.text) == anchor }) {
                    problems.append(Diagnostic(file: chapter.path, line: line, column: nil, message: "the link `\(destination)` names no heading",
                                               suggestion: Suggestions.closest(to: anchor, in: headings.map { slug($0.text) }).map { "did you mean `#\($0)`?" }))
                }
            }
        }
        return problems
    }

    /// The headings of a linked Markdown file (none when it is unreadable or past `MarkdownLimits`).
    static func headings(of file: URL) -> [MarkdownDocument.Heading] {
        guard let text = try? String(contentsOf: file, encoding: .utf8), MarkdownLimits.firstProblem(in: text) == nil else { return [] }
        return MarkdownDocument.parse(text).headings
    }

    /// A heading's anchor as GitHub makes it: lowercase, punctuation dropped, spaces as `-`.
    public static func slug(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
            return nil
        })
    }
}
