import Chapters
import Foundation
import Mustache
import WorkbookCore
import WorkbookProtocol

/// What `workbook render` is asked for.
public struct SiteOptions: Sendable {
    /// Adds reference solutions, hidden checks and known mistakes, each marked.
    public var instructor: Bool
    /// `workbook serve`: pages poll `/_status` to reload and to show validation results.
    public var liveReload: Bool

    public init(instructor: Bool = false, liveReload: Bool = false) {
        self.instructor = instructor
        self.liveReload = liveReload
    }
}

/// The site: relative path → contents. Nothing is written until `SiteWriter` writes it whole.
public struct RenderedSite: Sendable {
    public var files: [String: Data]
    /// The chapter pages, in book order.
    public var pages: [String]
}

/// `workbook render`: the book as a self-contained static site (no network when viewed). An index,
/// a page per chapter in each language (sidebar, language switch to the same section,
/// previous/next, heading anchors), exercises drawn from their parsed model, a search index, and
/// the theme's CSS and JS. Templates and CSS come from the book's `theme/` folder when it has them
/// (mustache templates `page.mustache` and `index.mustache`, `site.css`, `site.js`).
public struct SiteRenderer {
    public let book: Book
    public let options: SiteOptions
    let theme: Theme

    public init(book: Book, options: SiteOptions = SiteOptions()) throws {
        self.book = book
        self.options = options
        self.theme = try Theme.load(from: book.root.appendingPathComponent("theme"))
    }

    struct ChapterPage {
        var chapter: Chapter
        var path: String
        var output: ProseRenderer.Output
    }

    /// Renders every page; throws `DiagnosticError` (file:line for each) on a broken link or anchor.
    public func render() throws -> RenderedSite {
        var files: [String: Data] = [:]
        var problems: [Diagnostic] = []
        let chapterPaths = Dictionary(book.chapters.map { ($0.path, WorkbookGenerator.sitePage(forChapter: $0.path, language: $0.language)) },
                                      uniquingKeysWith: { first, _ in first })
        // Files of the book that chapters link to (other than chapters): Markdown rendered as a
        // page, anything else copied, each under `files/`.
        var extra: [String: String] = [:]
        var pending: [String] = []
        let root = book.root.standardizedFileURL
        func linkTarget(_ relative: String) -> String? {
            if let page = chapterPaths[relative] { return page }
            if let known = extra[relative] { return known }
            let url = root.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  url.resolvingSymlinksInPath().path.hasPrefix(root.resolvingSymlinksInPath().path + "/"),
                  !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return nil }
            let target = relative.hasSuffix(".md") ? "files/" + relative.dropLast(3) + ".html" : "files/" + relative
            extra[relative] = target
            pending.append(relative)
            return target
        }

        var pages: [ChapterPage] = []
        for chapter in book.chapters {
            let path = chapterPaths[chapter.path]!
            let renderer = ProseRenderer(sourcePath: chapter.path, pagePath: path, pageTitle: chapter.title, language: chapter.language,
                                         linkTarget: linkTarget, blockHTML: blockRenderer(for: chapter))
            let output = renderer.render(chapter.markdown)
            problems += output.problems
            pages.append(ChapterPage(chapter: chapter, path: path, output: output))
        }
        // Anchors named in links must exist on the rendered pages.
        var anchorsByPage: [String: Set<String>] = [:]
        for page in pages { anchorsByPage[page.path] = Set(page.output.anchors.map(\.id)) }
        for page in pages {
            for (destination, line) in page.chapter.document.links where !destination.contains(":") {
                let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard parts.count > 1, !parts[1].isEmpty else { continue }
                let folder = (page.chapter.path as NSString).deletingLastPathComponent
                let target = parts[0].isEmpty ? page.path : ProseRenderer.normalize(folder + "/" + parts[0]).flatMap { chapterPaths[$0] }
                if let target, let anchors = anchorsByPage[target], !anchors.contains(parts[1]) {
                    problems.append(Diagnostic(file: page.chapter.path, line: line, column: nil,
                                               message: "the link `\(destination)` names no heading of the rendered page \(target)"))
                }
            }
        }
        // Linked files, and the files they link to (inside the book, at most 200).
        var rendered = 0
        while let relative = pending.first, rendered < 200 {
            pending.removeFirst()
            rendered += 1
            let target = extra[relative]!
            let url = root.appendingPathComponent(relative)
            if relative.hasSuffix(".md") {
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                let renderer = ProseRenderer(sourcePath: relative, pagePath: target, pageTitle: relative, language: book.languages.first ?? .ko,
                                             linkTarget: linkTarget, blockHTML: { _, _, _, _ in nil })
                let output = renderer.render(text)
                files[target] = Data(page(title: relative, path: target, language: book.languages.first ?? .ko, content: output.html,
                                          chapterIndex: nil, langMap: [:]).utf8)
            } else if let data = try? Data(contentsOf: url), data.count <= 5_000_000 {
                files[target] = data
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }

        // Chapter pages with sidebar, language switch and previous/next.
        for (index, page) in pages.enumerated() {
            let language = page.chapter.language
            let sameLanguage = pages.filter { $0.chapter.language == language }
            let position = sameLanguage.firstIndex { $0.path == page.path } ?? 0
            var langMap: [String: [String: String]] = [:]
            for other in book.languages where other != language {
                let others = pages.filter { $0.chapter.language == other }
                guard position < others.count else { continue }
                langMap[other.rawValue] = counterpartAnchors(page.output.anchors, others[position].output.anchors)
            }
            files[page.path] = Data(self.page(title: page.chapter.title, path: page.path, language: language, content: page.output.html,
                                              chapterIndex: index, pages: pages, langMap: langMap).utf8)
        }
        files["index.html"] = Data(indexPage(pages).utf8)
        // `/ko/` and `/en/` lead to the book's index, and a page that is not there says so in
        // both languages with the way back (served as 404.html by GitHub Pages and most hosts).
        for language in book.languages where files["\(language.rawValue)/index.html"] == nil {
            files["\(language.rawValue)/index.html"] = Data(Self.redirect(to: "../index.html", language: language).utf8)
        }
        files["404.html"] = Data(Self.notFound(book.title, languages: book.languages).utf8)
        // The whole book on one page per language, for printing (figures included).
        for language in book.languages {
            let chapters = pages.filter { $0.chapter.language == language }
            guard !chapters.isEmpty else { continue }
            let path = Self.printPath(language)
            let content = chapters.map { "<article class=\"print-chapter\">\($0.output.html)</article>" }.joined(separator: "\n")
            files[path] = Data(self.page(title: Catalog[language].sitePrintTheBook, path: path, language: language, content: content,
                                         chapterIndex: nil, pages: pages, langMap: [:]).utf8)
        }
        files["assets/site.css"] = Data(theme.css.utf8)
        files["assets/site.js"] = Data(theme.js.utf8)
        files["assets/search-index.js"] = Data(searchIndex(pages).utf8)
        return RenderedSite(files: files, pages: pages.map(\.path))
    }

    /// For each anchor of a page, the anchor of the other language's page at the same place: the
    /// same exercise, else the heading at the same position (level and order), else the nearest
    /// exercise above it, else the top.
    func counterpartAnchors(_ mine: [Anchor], _ theirs: [Anchor]) -> [String: String] {
        var map: [String: String] = [:]
        var lastShared = ""
        for anchor in mine {
            if let match = theirs.first(where: { $0.key == anchor.key }) {
                map[anchor.id] = match.id
                if anchor.key.hasPrefix("ex-") { lastShared = match.id }
            } else {
                map[anchor.id] = lastShared
            }
        }
        return map
    }

    /// How a chapter's fenced blocks are drawn, following the exercise they belong to as
    /// `ChapterParser` does.
    func blockRenderer(for chapter: Chapter) -> (String, [String: String], String, Int) -> String? {
        final class State { var exercise: Exercise?; var hintIndex = 0 }
        let state = State()
        let exercises = Dictionary(book.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let instructor = options.instructor
        let language = chapter.language
        return { role, attributes, content, _ in
            func view(_ exercise: Exercise) -> ExerciseHTML { ExerciseHTML(exercise: exercise, language: language, instructor: instructor) }
            switch role {
            case "exercise":
                let id = content.split(separator: "\n").first { $0.hasPrefix("id:") }
                    .map { $0.dropFirst(3).trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) } ?? ""
                state.exercise = exercises[id]
                state.hintIndex = 0
                guard let exercise = state.exercise else { return "" }
                return view(exercise).header(full: exercise.definedIn != chapter.path)
            case "storyboard":
                guard let exercise = state.exercise, exercise.definedIn == chapter.path else { return nil }
                return view(exercise).storyboard()
            case "swift":
                // Another correct solution: instructors only, as itself (never the starter again).
                if let name = attributes["alternative"] {
                    guard let exercise = state.exercise else { return "" }
                    return view(exercise).alternative(name)
                }
                if let name = attributes["mistake"] {
                    guard let exercise = state.exercise else { return "" }
                    return view(exercise).mistake(name)
                }
                if let file = attributes["file"] {
                    guard let exercise = state.exercise else { return "" }
                    return view(exercise).file(file)
                }
                return nil
            case "checks":
                guard let exercise = state.exercise, exercise.definedIn == chapter.path else { return "" }
                return view(exercise).checks() + view(exercise).checksSource(content)
            case "hint":
                guard let exercise = state.exercise, exercise.definedIn == chapter.path else { return "" }
                defer { state.hintIndex += 1 }
                return view(exercise).hint(state.hintIndex)
            case "trace":
                let failed = attributes["fail"].flatMap { Int($0) }
                let label = Catalog[language].siteFailsHere
                let lines = content.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
                return "<figure class=\"trace-figure\"><div class=\"scroll\" tabindex=\"0\">\(TimelineSVG(failedStep: failed, failedLabel: label).renderBoth(lines))</div>"
                    + "<figcaption>\(Catalog[language].siteTimeline)</figcaption></figure>"
                    + "<details class=\"source\"><summary>\(Catalog[language].siteTheTraceAsText)</summary>"
                    + CodeBlocks.code("text", content) + "</details>"
            default:
                return nil
            }
        }
    }

    // MARK: Pages

    static func printPath(_ language: Language) -> String { "\(language.rawValue)/print.html" }

    /// A page that sends the reader on to `target` (and links to it, for readers without refresh).
    static func redirect(to target: String, language: Language) -> String {
        "<!doctype html>\n<html lang=\"\(language.rawValue)\"><head><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"0; url=\(target)\">"
            + "<title>\(HTML.escape(Catalog[language].siteContents))</title></head>"
            + "<body><p><a href=\"\(target)\">\(HTML.escape(Catalog[language].siteContents))</a></p></body></html>\n"
    }

    /// The site's 404 page: what happened and the way to the index, in every language of the book.
    /// A host serves it for any missing path, so the site's root is not known when it is written:
    /// the links say `/index.html`, and a script replaces them with the nearest folder above the
    /// missing page that holds the site (`assets/site.css` answers there), which also works for a
    /// site published under a path (a project's GitHub Pages). Styled on its own, light or dark.
    static func notFound(_ title: LocalizedText, languages: [Language]) -> String {
        var html = "<!doctype html>\n<html lang=\"\(languages.first?.rawValue ?? "en")\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>404 — \(HTML.escape(title.text(languages.first ?? .en)))</title>"
            + "<style>:root{color-scheme:light dark}body{font:16px/1.7 system-ui,-apple-system,\"Apple SD Gothic Neo\",\"Noto Sans KR\",sans-serif;margin:3em auto;max-width:36em;padding:0 1em;"
            + "background:#fdfdfc;color:#1d1f23}a{color:#1a63c9}section+section{border-top:1px solid #d9dce1;margin-top:2em}"
            + "@media (prefers-color-scheme:dark){body{background:#15171b;color:#e3e5e8}a{color:#7ab4ff}section+section{border-color:#30343b}}"
            + ":lang(ko){word-break:keep-all}</style></head><body>"
        for language in languages {
            html += "<section lang=\"\(language.rawValue)\"><h1>\(HTML.escape(Catalog[language].siteNotFound))</h1>"
                + "<p><a class=\"home\" href=\"/index.html\">\(HTML.escape(title.text(language))) — \(HTML.escape(Catalog[language].siteContents))</a></p></section>"
        }
        html += "<script>(function(){var parts=location.pathname.split(\"/\");parts.pop();"
            + "function look(){if(!parts.length)return;var base=parts.join(\"/\")+\"/\";"
            + "fetch(base+\"assets/site.css\",{method:\"HEAD\"}).then(function(r){if(r.ok){document.querySelectorAll(\"a.home\").forEach(function(a){a.href=base+\"index.html\";});}else{parts.pop();look();}},function(){parts.pop();look();});}"
            + "if(location.protocol!==\"file:\")look();})();</script>"
        return html + "</body></html>\n"
    }


    func labels(_ language: Language) -> [String: Any] {
        let ko = language == .ko
        return ["contentsLabel": Catalog[korean: ko].siteContents, "searchPlaceholder": Catalog[korean: ko].siteSearch,
                "prevLabel": Catalog[korean: ko].sitePrevious, "nextLabel": Catalog[korean: ko].siteNext,
                "themeLabel": Catalog[korean: ko].siteLightOrDarkTheme, "editionLabel": Catalog[korean: ko].siteInstructorEdition,
                "noResults": Catalog[korean: ko].siteNothingFound, "skipLabel": Catalog[korean: ko].siteSkipToContent,
                "copyLabel": Catalog[korean: ko].siteCopy, "copiedLabel": Catalog[korean: ko].siteCopied,
                "copyFailedLabel": Catalog[korean: ko].siteCopyFailed, "otherLanguageLabel": Catalog[korean: ko].siteInTheOtherLanguage,
                "zoomInLabel": Catalog[korean: ko].siteZoomIn, "zoomFitLabel": Catalog[korean: ko].siteZoomFit]
    }

    func page(title: String, path: String, language: Language, content: String, chapterIndex: Int?,
              pages: [ChapterPage] = [], langMap: [String: [String: String]]) -> String {
        let rootPrefix = String(repeating: "../", count: path.split(separator: "/").count - 1)
        func link(_ target: String) -> String { ProseRenderer.relativeLink(from: path, to: target) }
        var context: [String: Any] = labels(language)
        context["title"] = title
        context["bookTitle"] = book.title.text(language)
        context["lang"] = language.rawValue
        context["root"] = rootPrefix
        context["content"] = content
        context["instructor"] = options.instructor
        context["liveReload"] = options.liveReload
        context["indexHref"] = link("index.html")
        context["printHref"] = link(Self.printPath(language))
        context["printLabel"] = Catalog[language].sitePrintTheBook
        if let chapterIndex, let edit = book.editLink(pages[chapterIndex].chapter.path) {
            context["editHref"] = edit
            context["editLabel"] = Catalog[language].siteEditThisPage
        }
        let sameLanguage = pages.filter { $0.chapter.language == language }
        context["sidebar"] = sameLanguage.map { other -> [String: Any] in
            ["href": link(other.path), "section": other.chapter.section, "title": other.chapter.title, "current": other.path == path]
        }
        if let chapterIndex {
            let position = sameLanguage.firstIndex { $0.path == pages[chapterIndex].path } ?? 0
            if position > 0 {
                let previous = sameLanguage[position - 1]
                context["prev"] = ["href": link(previous.path), "title": "\(previous.chapter.section) \(previous.chapter.title)"]
            }
            if position + 1 < sameLanguage.count {
                let next = sameLanguage[position + 1]
                context["next"] = ["href": link(next.path), "title": "\(next.chapter.section) \(next.chapter.title)"]
            }
            context["languages"] = book.languages.compactMap { other -> [String: Any]? in
                let others = pages.filter { $0.chapter.language == other }
                guard position < others.count else { return nil }
                return ["code": other.rawValue, "name": other.nativeName, "href": link(others[position].path),
                        "current": other == language]
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // JSONEncoder writes `/` as `\/`, so no `</script>` can close the element early.
        context["langMap"] = (try? encoder.encode(langMap)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return theme.page.render(context)
    }

    func indexPage(_ pages: [ChapterPage]) -> String {
        let first = book.languages.first ?? .ko
        var context: [String: Any] = labels(first)
        context["bookTitle"] = book.title.text(first)
        context["title"] = book.title.text(first)
        context["lang"] = first.rawValue
        context["root"] = ""
        context["instructor"] = options.instructor
        context["liveReload"] = options.liveReload
        context["langMap"] = "{}"
        context["indexHref"] = "index.html"
        context["editions"] = book.languages.map { language -> [String: Any] in
            let chapters = pages.filter { $0.chapter.language == language }
            return ["code": language.rawValue, "name": language.nativeName, "bookTitle": book.title.text(language),
                    "chapters": chapters.map { page -> [String: Any] in
                        let exercises = page.chapter.exerciseIDs.compactMap { id in book.exercises.first { $0.id == id } }
                        return ["href": page.path, "section": page.chapter.section, "title": page.chapter.title, "hasExercises": !exercises.isEmpty,
                                "exercises": exercises.map { ["href": page.path + "#" + WorkbookGenerator.exerciseAnchor($0.id),
                                                              "title": $0.title.text(language)] }]
                    }]
        }
        return theme.index.render(context)
    }

    func searchIndex(_ pages: [ChapterPage]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let sections = pages.flatMap(\.output.sections)
        let json = (try? encoder.encode(sections)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return "window.WORKBOOK_SEARCH = \(json);\n"
    }
}
