import Foundation
import LearnerBuild
import WorkbookCore
import WorkbookProtocol

/// `workbook generate`: the student workbook `Exercises/<id>/` from the book. The output is a
/// pure function of the chapters (byte-identical for the same input) and is written through a
/// temporary folder renamed into place. Hidden checks, solutions and mistakes never appear.
public struct WorkbookGenerator {
    /// The language of the starters' bilingual comments (`BilingualComments`); nil keeps both.
    public var starterLanguage: Language?

    public init(starterLanguage: Language? = nil) { self.starterLanguage = starterLanguage }

    /// Every file of one exercise folder: relative path → contents. `solution: true` gives the
    /// reference solution instead of the starter (for validation; never written to Exercises/).
    public func files(for exercise: Exercise, book: Book, solution: Bool = false, replacing mistake: Mistake? = nil) -> [String: String] {
        let module = exercise.moduleName
        var files: [String: String] = [:]
        files["\(module)/AppDelegate.swift"] = ProjectTemplate.appDelegate(module)
        files["\(module)/SceneDelegate.swift"] = ProjectTemplate.sceneDelegate(module)
        files["\(module)/Info.plist"] = ProjectTemplate.infoPlist
        files["\(module).xcodeproj/project.pbxproj"] = ProjectTemplate.pbxproj(
            module, swiftFiles: ["AppDelegate.swift", "SceneDelegate.swift"] + exercise.files.map(\.name))
        files["\(module)/Base.lproj/Main.storyboard"] = InterfaceBuilderWriter.write(exercise.storyboard, moduleName: module)
        files["\(module)/Base.lproj/LaunchScreen.storyboard"] = ProjectTemplate.launchScreen
        files["storyboard.yaml"] = exercise.storyboardSource
        for file in exercise.files {
            var text = solution || mistake != nil ? file.solution : starterLanguage.map { file.starter(in: $0) } ?? file.starter
            if let mistake, mistake.file == file.name { text = mistake.content }
            files["\(module)/\(file.name)"] = text.hasSuffix("\n") ? text : text + "\n"
        }
        if !solution && mistake == nil {
            files["checks.yaml"] = ChecksWriter.write(exercise.checks, only: true)
            files["README.md"] = readme(exercise, book: book, language: book.languages.first ?? .ko)
            for language in book.languages.dropFirst() {
                files["README.\(language.rawValue).md"] = readme(exercise, book: book, language: language)
            }
        } else {
            files["checks.yaml"] = ChecksWriter.write(exercise.checks, only: false)
        }
        return files
    }

    func readme(_ exercise: Exercise, book: Book, language: Language) -> String {
        let ko = language == .ko
        var lines = ["# \(exercise.title.text(language))", ""]
        lines.append(Catalog[korean: ko].readmeAnExerciseOfSectionOfThe(section: "\(exercise.section)"))
        let storyboard = StoryboardDescription.lines(exercise.storyboard, language: language)
        var toldStoryboard = false
        if let chapter = exercise.chapters[language] {
            // Where the exercise is in the rendered book (`workbook render` writes the site in the
            // book's folder): a path, not a link, since a student's repository has no `_site/`.
            let page = "\(Self.defaultSiteFolder)/\(Self.sitePage(forChapter: chapter, language: language))#\(Self.exerciseAnchor(exercise.id))"
            lines.append(Catalog[korean: ko].readmeInTheRenderedBook(titleText: exercise.title.text(language), page: page))
            if let presenting = book.chapters.first(where: { $0.path == chapter }) {
                let text = Self.exerciseText(exercise.id, in: presenting, storyboard: storyboard)
                toldStoryboard = text.contains(storyboard[0])
                if !text.isEmpty { lines += ["", Catalog[korean: ko].readmeTheExercise, ""] + text }
            }
        }
        // The storyboard in words when the chapter's text did not show it where it stood.
        if !toldStoryboard { lines += ["", Catalog[korean: ko].readmeStoryboardHeading, ""] + storyboard }
        lines += ["", Catalog[korean: ko].readmeWhatIsChecked, ""]
        for check in exercise.checks.checks where check.visibility == .visible {
            lines.append("- `\(check.id)`: \(check.title.text(language))")
        }
        let hiddenCount = exercise.checks.checks.filter { $0.visibility != .visible }.count
        if hiddenCount > 0 {
            lines.append(Catalog[korean: ko].readmeAndCheckSThatAreNot(hiddenCount: "\(hiddenCount)"))
        }
        lines += ["", Catalog[korean: ko].readmeHowToCheck, "", "```sh",
                  "workbook check --lang \(language.rawValue)", "```", "",
                  Catalog[korean: ko].readmeEditTheSwiftFilesAndBase(moduleName: "\(exercise.moduleName)"), ""]
        return lines.joined(separator: "\n")
    }

    /// The prose of the chapter section that presents an exercise (from the heading above its
    /// `exercise` block to the next heading), without its fenced blocks (code, checks, hints,
    /// mistakes): the exercise's text, readable offline in the README. A `trace` block is prose
    /// and stays (as plain text); a `storyboard` block is replaced by `storyboard`, the storyboard
    /// in words, so that "the storyboard is as follows:" is followed by it.
    static func exerciseText(_ id: String, in chapter: Chapter, storyboard: [String] = []) -> [String] {
        let document = chapter.document
        guard let block = document.codeBlocks.first(where: { block in
            block.language == "exercise" && block.content.split(separator: "\n").contains { line in
                line.hasPrefix("id:") && line.dropFirst(3).trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) == id
            }
        }) else { return [] }
        let lines = chapter.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = (document.headings.last { $0.line < block.line }?.line ?? max(1, document.frontMatterLine + 1)) + 1
        let end = document.headings.first { $0.line > block.line }?.line ?? lines.count + 1
        var fenced = Set<Int>()
        // What stands in a block's place: its first line number → the lines shown instead.
        var replaced: [Int: [String]] = [:]
        for code in document.codeBlocks {
            let contentLines = code.content.split(separator: "\n", omittingEmptySubsequences: false).count - (code.content.hasSuffix("\n") ? 1 : 0)
            for line in code.line...(code.line + contentLines + 1) { fenced.insert(line) }
            if code.language == "trace" {
                replaced[code.line] = ["", "```text"] + code.content.split(separator: "\n", omittingEmptySubsequences: false).prefix(contentLines).map(String.init) + ["```", ""]
            } else if code.language == "storyboard", !storyboard.isEmpty, code.line > block.line {
                replaced[code.line] = [""] + storyboard + [""]
            }
        }
        var text: [String] = []
        // The front matter's lines (a chapter whose first heading comes later starts after them).
        var frontMatterEnd = 0
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---",
           let close = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) {
            frontMatterEnd = close + 1
        }
        for number in start..<end where number > frontMatterEnd && number <= lines.count {
            let line = lines[number - 1]
            if let instead = replaced[number] {
                for shown in instead where !(shown.isEmpty && (text.last?.isEmpty ?? true)) { text.append(shown) }
                continue
            }
            if fenced.contains(number) { continue }
            if line.trimmingCharacters(in: .whitespaces).isEmpty && (text.last?.isEmpty ?? true) { continue }
            text.append(line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : line)
        }
        while text.last?.isEmpty == true { text.removeLast() }
        return text
    }

    /// Where `workbook render` writes the book by default, relative to the book's root.
    public static let defaultSiteFolder = "_site"

    /// The rendered page of a chapter in the site `workbook render` writes:
    /// `Chapters/ko/5-3-lost-value.md` → `ko/5-3-lost-value.html`.
    public static func sitePage(forChapter path: String, language: Language) -> String {
        let name = (path as NSString).lastPathComponent
        let base = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        return "\(language.rawValue)/\(base).html"
    }

    /// The anchor of an exercise on its rendered page (the same in every language).
    public static func exerciseAnchor(_ id: String) -> String { "ex-\(id)" }

    /// The file `generate` writes at the top of its output: a folder holding it is the tool's own
    /// and may be replaced whole; a folder without it is never touched.
    public static let markerName = ".workbook-generated"
    public static let markerText = "This folder is written by `workbook generate` from the book's chapters and is replaced whole each time; do not keep your own files here.\n"

    /// The marker's contents for `book`: the note, then the exercises in the book's order, which
    /// `workbook list`, `list --next` and `watch` follow (`WorkbookFolder.bookOrder`).
    public static func marker(for book: Book) -> String {
        markerText + WorkbookFolder.orderSection(book.exercises.map(\.id))
    }

    /// Writes the workbook whole: a staging folder next to `folder`, then renamed over the old
    /// one. Refuses (touching nothing) when `folder` is not safe to replace (`checkOutput`).
    /// The learner's own files that workbook writes there (`LearnerFiles`: the progress file,
    /// each exercise's hint record) are carried from the previous workbook into the new one
    /// before the swap, for the exercises the book still has; nothing else is.
    public func generate(_ book: Book, into folder: URL) throws {
        // A generate killed between its renames is recovered before the folder is judged.
        AtomicFolder.recoverInterrupted(folder, marker: Self.markerName)
        let target = try Self.checkOutput(folder, book: book)
        try AtomicFolder.replace(target, marker: Self.markerName) { staging in
            try Data(Self.marker(for: book).utf8).write(to: staging.appendingPathComponent(Self.markerName))
            try Self.writeIgnoreFile(in: staging)
            for exercise in book.exercises {
                for (path, text) in files(for: exercise, book: book) {
                    let url = try Self.contained(exercise.id + "/" + path, in: staging)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: url)
                }
            }
            // `checkOutput` let through only a folder this tool wrote (it holds the marker) or an empty one.
            if FileManager.default.fileExists(atPath: target.appendingPathComponent(Self.markerName).path) {
                try LearnerFiles.carry(from: target, to: staging, exercises: Set(book.exercises.map(\.id)))
            }
        }
    }

    /// `relative` under `folder`, refusing any path that would leave it (absolute, `..`, empty
    /// or `.` components, backslashes, control characters). Belt and braces: the book loader
    /// already rejects such names.
    public static func contained(_ relative: String, in folder: URL) throws -> URL {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        let bad = relative.hasPrefix("/") || relative.contains("\\")
            || relative.unicodeScalars.contains { $0.properties.generalCategory == .control }
            || components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
        let url = folder.appendingPathComponent(relative).standardizedFileURL
        let base = folder.standardizedFileURL.path
        guard !bad, url.path.hasPrefix(base + "/") else {
            throw OutputRefusal(path: relative, reason: "it would be written outside \(base)",
                                remedy: "give the exercise id and file names as plain relative names (`workbook lint` lists them)")
        }
        return url
    }

    /// Why `generate` will not write to a folder: what, why, and what to do.
    public struct OutputRefusal: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var reason: String
        public var remedy: String
        public init(path: String, reason: String, remedy: String) {
            self.path = path
            self.reason = reason
            self.remedy = remedy
        }
        public var description: String { "error: will not write to `\(path)`: \(reason).\n  \(remedy)" }
    }

    /// The real folder `generate` may replace, or a refusal. Allowed: a folder that does not
    /// exist, an empty folder, or one holding `.workbook-generated`. Refused: the book root or
    /// any folder above it, a folder holding the chapters or workbook.yaml, a file, a symbolic
    /// link, a non-empty folder without the marker, an empty path; symbolic links on the way
    /// are resolved first, so a link to such a place is refused too.
    @discardableResult
    public static func checkOutput(_ folder: URL, book: Book) throws -> URL {
        let given = folder.path
        func refuse(_ reason: String, _ remedy: String) -> OutputRefusal { OutputRefusal(path: given, reason: reason, remedy: remedy) }
        let pickAnother = "give --output a new or empty folder, or one `workbook generate` wrote before (it holds \(markerName))"
        guard !given.isEmpty else { throw refuse("the path is empty", pickAnother) }
        let target = URL(fileURLWithPath: realPath(given))
        let root = realPath(book.root.path)
        let targetPath = target.path
        func isInside(_ path: String, _ folder: String) -> Bool { folder == "/" ? path != "/" : path.hasPrefix(folder + "/") }
        if targetPath == "/" || targetPath == root || isInside(root, targetPath) {
            throw refuse(targetPath == root ? "it is the book's root folder (\(root))" : "it holds the book (\(root)); it would be deleted", pickAnother)
        }
        let bookFiles = [realPath(book.root.appendingPathComponent("workbook.yaml").path)]
            + book.chapters.map { realPath(book.root.appendingPathComponent($0.path).path) }
        if let inside = bookFiles.first(where: { isInside($0, targetPath) }) {
            throw refuse("it holds the book's own files (\(inside)); they would be deleted", pickAnother)
        }
        if FileManager.default.fileExists(atPath: targetPath + "/workbook.yaml") {
            throw refuse("it holds a workbook.yaml: it is a book's folder", pickAnother)
        }
        var isDirectory: ObjCBool = false
        var info = stat()
        if lstat(targetPath, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFLNK {
                throw refuse("it is a symbolic link that leads nowhere", "remove the link or give another folder")
            }
            guard FileManager.default.fileExists(atPath: targetPath, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw refuse("it is a file, not a folder", pickAnother)
            }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: targetPath)) ?? ["?"]
            if !contents.isEmpty && !contents.contains(markerName) {
                throw refuse("the folder is not empty and `workbook generate` did not write it (no \(markerName) in it); replacing it would delete its files",
                             "give another folder; or, if an earlier `workbook generate` wrote it, delete it yourself and run again")
            }
        }
        return target
    }

    /// An absolute path with `.`, `..` and every symbolic link of its existing part resolved;
    /// the part that does not exist yet is appended as written.
    public static func realPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var resolved = "/"
        for component in absolute.split(separator: "/") {
            if component == "." { continue }
            if component == ".." {
                resolved = (resolved as NSString).deletingLastPathComponent
                if resolved.isEmpty { resolved = "/" }
                continue
            }
            let next = resolved == "/" ? "/" + component : resolved + "/" + component
            if let real = realpath(next, nil) {
                resolved = String(cString: real)
                free(real)
            } else {
                resolved = next
            }
        }
        return resolved
    }

    /// Paths under `folder` that differ from what `generate` would write (empty: up to date).
    /// The learner's own files (`LearnerFiles`) are not generated content and never count.
    public func staleFiles(_ book: Book, in folder: URL) -> [String] {
        var expected: [String: String] = [Self.markerName: Self.marker(for: book)]
        for exercise in book.exercises {
            for (path, text) in files(for: exercise, book: book) { expected["\(exercise.id)/\(path)"] = text }
        }
        var stale: [String] = []
        for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
            let actual = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            if actual != text { stale.append(path) }
        }
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            if expected[relative] == nil && !relative.hasPrefix(".") && !LearnerFiles.isLearnerOwned(relative) {
                stale.append(relative + " (not generated)")
            }
        }
        return stale
    }
}
