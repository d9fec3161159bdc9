import BookSite
@testable import Chapters
import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// `workbook render`: what learners may read, what only instructors may, the drawings (golden
/// files; `make golden` re-records them), link checking and where the site may be written.
final class SiteTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtureBook = repository.appendingPathComponent("Tests/Fixtures/site-book")
    static let golden = repository.appendingPathComponent("Tests/Fixtures/golden/site")

    func load(_ root: URL) throws -> Book {
        let (book, problems) = Book.load(root: root)
        XCTAssertEqual(problems.map(\.description), [])
        return try XCTUnwrap(book)
    }

    func render(_ root: URL, instructor: Bool = false) throws -> (Book, RenderedSite) {
        let book = try load(root)
        return (book, try SiteRenderer(book: book, options: SiteOptions(instructor: instructor)).render())
    }

    /// What a reader can see: the text of every page and the search index.
    func visibleText(_ site: RenderedSite) -> String {
        site.files.filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".js") }
            .sorted { $0.key < $1.key }
            .map { HTML.text(String(decoding: $0.value, as: UTF8.self)) }.joined(separator: "\n")
    }

    func rawHTML(_ site: RenderedSite) -> String {
        site.files.filter { $0.key.hasSuffix(".html") }.sorted { $0.key < $1.key }
            .map { String(decoding: $0.value, as: UTF8.self) }.joined(separator: "\n")
    }

    /// Lines of `text` that are not in `other` (trimmed, long enough to mean something).
    func onlyIn(_ text: String, notIn other: [String]) -> [String] {
        let known = Set(other.flatMap { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } })
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.count >= 12 && !known.contains($0) && !$0.hasPrefix("//") && $0 != "import UIKit" }
    }

    // MARK: Learner and instructor editions

    func testTheLearnerEditionOfTheBookHasNoSolutionHiddenCheckOrMistake() throws {
        for root in [Self.repository, Self.fixtureBook] {
            let (book, site) = try render(root)
            let text = visibleText(site), html = rawHTML(site)
            XCTAssertFalse(book.exercises.isEmpty)
            // Lines any learner may see: every starter file of the book, and the plain examples the
            // chapters show in their prose on purpose (```swift without attributes).
            let examples = book.chapters.flatMap { chapter in
                chapter.document.codeBlocks.filter { $0.language == "swift" && $0.attributes.isEmpty }.map(\.content)
            }
            let allStarters = book.exercises.flatMap { $0.files.map(\.starter) } + examples
            // What the authors wrote for learners to read: prose (without the exercise's hidden
            // blocks) and hints.
            let authored = book.chapters.map(FairnessLint.learnerText).joined(separator: "\n")
                + book.exercises.flatMap { $0.checks.checks.flatMap { $0.hints.map { $0.ko + "\n" + $0.en } } }.joined(separator: "\n")
            for exercise in book.exercises {
                let starters = exercise.files.map(\.starter) + examples
                XCTAssertFalse(exercise.files.flatMap { onlyIn($0.solution, notIn: starters) }.isEmpty, "\(exercise.id) has solution regions")
                for file in exercise.files {
                    // A line the chapter's own prose or a hint states (the author chose to show it) is not a leak.
                    for line in onlyIn(file.solution, notIn: allStarters) where !authored.contains(line) {
                        XCTAssertFalse(text.contains(line), "solution line of \(exercise.id)/\(file.name) in the learner edition: \(line)")
                    }
                    // The starter is shown (its last code line; a bilingual `// TODO: 한국어. (English.)`
                    // comment is shown in the page's language only, so comments are left out).
                    let lastCode = file.starter.split(separator: "\n").map { $0.components(separatedBy: "//")[0] }
                        .last { $0.trimmingCharacters(in: .whitespaces).count > 3 } ?? "?"
                    XCTAssertTrue(text.contains(lastCode), "\(exercise.id)/\(file.name): \(lastCode)")
                }
                for mistake in exercise.mistakes {
                    for line in onlyIn(mistake.content, notIn: allStarters + exercise.files.map(\.solution)) where !authored.contains(line) {
                        XCTAssertFalse(text.contains(line), "line of the mistake \(mistake.name) in the learner edition: \(line)")
                    }
                }
                for check in exercise.checks.checks {
                    if check.visibility == .visible {
                        XCTAssertTrue(html.contains("data-check=\"\(check.id)\""), "visible check \(check.id) is shown")
                        continue
                    }
                    XCTAssertFalse(html.contains("data-check=\"\(check.id)\""), "hidden check \(check.id) in the learner edition")
                    for title in [check.title.ko, check.title.en] {
                        XCTAssertFalse(text.contains(title), "hidden check title in the learner edition: \(title)")
                    }
                }
                XCTAssertTrue(text.contains("workbook check Exercises/\(exercise.id) --lang ko"))
                XCTAssertTrue(text.contains("workbook check Exercises/\(exercise.id) --lang en"))
            }
            XCTAssertFalse(html.contains("instructor-only"))
            XCTAssertFalse(html.contains("BEGIN SOLUTION"))
        }
    }

    func testTheInstructorEditionShowsSolutionsHiddenChecksAndMistakesMarked() throws {
        let (book, site) = try render(Self.repository, instructor: true)
        let text = visibleText(site), html = rawHTML(site)
        for exercise in book.exercises {
            for file in exercise.files {
                for line in onlyIn(file.solution, notIn: exercise.files.map(\.starter)) { XCTAssertTrue(text.contains(line), line) }
            }
            for check in exercise.checks.checks { XCTAssertTrue(html.contains("data-check=\"\(check.id)\""), check.id) }
        }
        XCTAssertTrue(html.contains("class=\"instructor-only\""))
        XCTAssertTrue(text.contains("Instructor edition — reference solution") || text.contains("교사용 — 참고 답안"))
        XCTAssertTrue(html.contains("<meta name=\"robots\" content=\"noindex\">"))
    }

    /// Issue 22: a chapter's `swift alternative=` blocks never repeat the starter on a learner's
    /// page (it showed once per alternative), and the instructor edition shows each alternative as
    /// itself, marked, with what it passes.
    func testEachCodeBlockAppearsOnceAndAlternativesAreShownAsThemselves() throws {
        let (book, learner) = try render(Self.repository)
        let (_, instructor) = try render(Self.repository, instructor: true)
        XCTAssertFalse(book.exercises.flatMap(\.alternatives).isEmpty, "the book has alternatives to test")
        for (path, data) in learner.files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            var seen: [String: Int] = [:]
            for block in html.components(separatedBy: "<pre").dropFirst() { seen[block, default: 0] += 1 }
            let repeated = seen.filter { $0.value > 1 }.map { String(HTML.text("<pre" + $0.key).prefix(80)) }
            XCTAssertEqual(repeated, [], "\(path) shows a code block more than once")
        }
        let instructorHTML = rawHTML(instructor)
        for exercise in book.exercises {
            for alternative in exercise.alternatives {
                XCTAssertTrue(instructorHTML.contains(">\(alternative.name)</code>"), "\(exercise.id): alternative \(alternative.name)")
                let line = alternative.content.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .first { $0.count > 20 && !$0.hasPrefix("//") && !$0.hasPrefix("import") } ?? ""
                XCTAssertTrue(HTML.text(instructorHTML).contains(line), "\(exercise.id): \(alternative.name) shown as itself: \(line)")
            }
        }
        XCTAssertTrue(instructorHTML.contains("교사용 — 다른 정답"))
    }

    /// One print page per language holds every chapter of that language, in order, figures included.
    func testEachLanguageHasAWholeBookPrintPage() throws {
        let (book, site) = try render(Self.repository)
        for language in book.languages {
            let page = String(decoding: try XCTUnwrap(site.files["\(language.rawValue)/print.html"]), as: UTF8.self)
            let chapters = book.chapters.filter { $0.language == language }
            var last = page.startIndex
            for chapter in chapters {
                let at = try XCTUnwrap(page.range(of: HTML.text(chapter.title), range: last..<page.endIndex), "\(language): \(chapter.title)")
                last = at.upperBound
            }
            XCTAssertEqual(page.components(separatedBy: "<article class=\"print-chapter\">").count - 1, chapters.count)
            XCTAssertTrue(page.contains("<svg"), "figures are printed too")
        }
        let chapterPage = String(decoding: try XCTUnwrap(site.files[try XCTUnwrap(site.pages.first)]), as: UTF8.self)
        XCTAssertTrue(chapterPage.contains("print.html"), "every page links to its language's print page")
        XCTAssertNotNil(site.files["404.html"])
    }

    /// The chapters' GitHub tables are drawn as tables (they were paragraphs of pipes), and the
    /// search index holds the text of the prose, never a drawing's rows or a table's pipes.
    func testTablesAreTablesAndSearchIndexesTextNotDrawings() throws {
        let (_, site) = try render(Self.repository)
        let page = String(decoding: try XCTUnwrap(site.files["ko/5-1-scene-transitions.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains("<table tabindex=\"0\">"), "the chapter's table is a table (a keyboard reaches it when it scrolls on a phone)")
        XCTAssertFalse(page.contains("|---|"), "no table left as pipes")
        let index = String(decoding: try XCTUnwrap(site.files["assets/search-index.js"]), as: UTF8.self)
        XCTAssertFalse(index.contains("|---"), "no table pipes in the search index")
        XCTAssertFalse(index.contains(" | "), "no table pipes in the search index")
        XCTAssertTrue(page.contains("<svg"), "the page has drawings")
        let drawn = String(decoding: try XCTUnwrap(site.files["ko/5-2-3-manual-segue-values.html"]), as: UTF8.self)
        XCTAssertTrue(drawn.contains("stepper → onStepper:"), "the storyboard drawing names the stepper's action")
        XCTAssertFalse(index.contains("stepper → "), "no storyboard row (a drawing) in the search index")
    }

    func testHintsAreFoldedOneByOne() throws {
        let (book, site) = try render(Self.fixtureBook)
        let page = String(decoding: site.files["ko/lost.html"]!, as: UTF8.self)
        let exercise = book.exercises[0]
        XCTAssertEqual(page.components(separatedBy: "<details class=\"hint\">").count - 1, exercise.hints.count)
        XCTAssertTrue(page.contains("<summary>힌트 1</summary><p>\(exercise.hints[0].ko)</p>"))
    }

    // MARK: Pages

    func testChapterPagesHaveSidebarLanguageSwitchAnchorsAndExercises() throws {
        let (_, site) = try render(Self.fixtureBook)
        XCTAssertEqual(site.pages, ["ko/lost.html", "en/lost.html"])
        let ko = String(decoding: site.files["ko/lost.html"]!, as: UTF8.self)
        XCTAssertTrue(ko.contains("<h2 id=\"값이-사라지는-순간\">"))
        XCTAssertTrue(ko.contains("href=\"../en/lost.html\""), "language switch")
        XCTAssertTrue(ko.contains("class=\"current\""), "the current page is marked in the sidebar")
        XCTAssertTrue(ko.contains("id=\"ex-lost-value-vc1-vc2-vc3\""))
        XCTAssertTrue(ko.contains("href=\"../files/docs/notes.html\""), "a linked file of the book is part of the site")
        XCTAssertNotNil(site.files["files/docs/notes.html"])
        // The language map sends each section to the same one in English.
        XCTAssertTrue(ko.contains("\"값이-사라지는-순간\":\"the-moment-the-value-is-lost\""), ko)
        XCTAssertTrue(ko.contains("\"ex-lost-value-vc1-vc2-vc3\":\"ex-lost-value-vc1-vc2-vc3\""))
        // The English page only names the exercise: the card carries everything learners need.
        let en = String(decoding: site.files["en/lost.html"]!, as: UTF8.self)
        XCTAssertTrue(en.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"storyboard\""))
        XCTAssertTrue(en.contains("What is checked"))
        XCTAssertTrue(en.contains("The value sent from VC3 shows in VC2"))
        let index = String(decoding: site.files["index.html"]!, as: UTF8.self)
        XCTAssertTrue(index.contains("href=\"ko/lost.html\"") && index.contains("href=\"en/lost.html\""))
        let search = String(decoding: site.files["assets/search-index.js"]!, as: UTF8.self)
        XCTAssertTrue(search.hasPrefix("window.WORKBOOK_SEARCH = ["))
        XCTAssertTrue(search.contains("세그웨이"))
    }

    func testRawHTMLInAChapterIsNotPassedThrough() throws {
        let folder = try copyOfFixture()
        let chapter = folder.appendingPathComponent("Chapters/en/lost.md")
        try (String(contentsOf: chapter, encoding: .utf8) + "\n<script>alert(1)</script>\n\n[x](javascript://alert(1))\n").write(to: chapter, atomically: true, encoding: .utf8)
        let (_, site) = try render(folder)
        let en = String(decoding: site.files["en/lost.html"]!, as: UTF8.self)
        XCTAssertFalse(en.contains("<script>alert(1)</script>"))
        XCTAssertFalse(en.contains("javascript:"))
    }

    func testSwiftIsHighlightedFromSwiftSyntax() {
        let html = SwiftHighlighter.html("let x = \"<a>\" // note\nclass A: UIViewController {}")
        XCTAssertTrue(html.contains("<span class=\"sw-kw\">let</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"sw-str\">&quot;&lt;a&gt;&quot;</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"sw-cmt\">// note</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"sw-type\">UIViewController</span>"), html)
        XCTAssertEqual(HTML.text("<pre><code>" + html + "</code></pre>").trimmingCharacters(in: .whitespaces), "let x = \"<a>\" // note\nclass A: UIViewController {}")
    }

    func testAThemeFolderReplacesTheTemplatesAndCSS() throws {
        let folder = try copyOfFixture()
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try "<html><title>{{title}}</title><body class=mine>{{{content}}}</body></html>".write(to: theme.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
        try "body{color:red}".write(to: theme.appendingPathComponent("site.css"), atomically: true, encoding: .utf8)
        let (_, site) = try render(folder)
        XCTAssertTrue(String(decoding: site.files["ko/lost.html"]!, as: UTF8.self).hasPrefix("<html><title>사라지는 값"))
        XCTAssertEqual(String(decoding: site.files["assets/site.css"]!, as: UTF8.self), "body{color:red}")
        try "{{#broken}".write(to: theme.appendingPathComponent("index.mustache"), atomically: true, encoding: .utf8)
        let book = try load(folder)
        XCTAssertThrowsError(try SiteRenderer(book: book)) { error in
            XCTAssertTrue("\(error)".contains("theme/index.mustache"), "\(error)")
        }
    }

    // MARK: Golden files

    func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.golden.appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["WORKBOOK_RECORD_GOLDEN"] == "1"
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if !record { XCTFail("recorded missing reference \(name); check it and run again", file: file, line: line) }
            return
        }
        if expected != text {
            let diff = zip(expected.split(separator: "\n", omittingEmptySubsequences: false), text.split(separator: "\n", omittingEmptySubsequences: false))
                .enumerated().first { $0.element.0 != $0.element.1 }
            XCTFail("\(name) differs at line \((diff?.offset ?? 0) + 1):\n- \(diff?.element.0 ?? "")\n+ \(diff?.element.1 ?? "")\n(make golden re-records)",
                    file: file, line: line)
        }
    }

    func testGoldenChapterPage() throws {
        let (_, site) = try render(Self.fixtureBook)
        try assertGolden(String(decoding: site.files["ko/lost.html"]!, as: UTF8.self), "chapter-ko-lost.html")
    }

    func testGoldenStoryboard() throws {
        let book = try load(Self.fixtureBook)
        try assertGolden(StoryboardSVG().render(book.exercises[0].storyboard), "storyboard-lost-value.svg")
    }

    func testGoldenTimeline() throws {
        try assertGolden(TimelineSVG(failedStep: 5).render(Self.lostValueTrace), "timeline-lost-value.svg")
    }

    static let lostValueTrace = [
        "-- step 4: back",
        "UINavigationController#1.popViewController(animated:) animated=true",
        "VC2#1.viewWillDisappear(_:) animated=true",
        "VC1#1.viewWillAppear(_:) animated=true",
        "VC2#1.deinit",
        "-- step 5: tap {segue: ToVC2}",
        "VC1#1.shouldPerformSegue(withIdentifier:sender:) \"ToVC2\" sender=UIButton#1",
        "VC2#2.init(coder:)",
        "VC1#1.prepare(for:sender:) segue=\"ToVC2\" destination=VC2#2 sender=UIButton#1",
        "UINavigationController#1.pushViewController(_:animated:) VC2#2 animated=true",
        "VC2#2.viewDidLoad",
        "console: <script>x</script>",
    ]

    // MARK: Drawings

    func testTheTimelineGivesEachInstanceItsOwnLaneAndDrawsTransitions() {
        let svg = TimelineSVG(failedStep: 5).render(Self.lostValueTrace)
        XCTAssertTrue(svg.contains("data-instance=\"VC2#1\"") && svg.contains("data-instance=\"VC2#2\""))
        XCTAssertFalse(svg.contains("data-instance=\"UIButton#1\""), "only instances with events get a lane")
        // Different colours for the two VC2s.
        let colour: (String) -> String? = { instance in
            guard let range = svg.range(of: "data-instance=\"\(instance)\"") else { return nil }
            let after = svg[range.upperBound...]
            guard let stroke = after.range(of: "stroke=\"") else { return nil }
            return String(after[stroke.upperBound...].prefix(7))
        }
        XCTAssertNotEqual(colour("VC2#1"), colour("VC2#2"))
        XCTAssertTrue(svg.contains("prepare “ToVC2”"), "the segue is an arrow to the new instance")
        XCTAssertTrue(svg.contains("class=\"tl-deinit\""))
        XCTAssertTrue(svg.contains("class=\"tl-failed\""))
        XCTAssertTrue(svg.contains("&lt;script&gt;"))
        XCTAssertFalse(svg.contains("<script>"))
        XCTAssertEqual(TimelineSVG.parse("VC2#12.viewDidLoad"), .event(instance: "VC2#12", member: "viewDidLoad", detail: ""))
        XCTAssertEqual(TimelineSVG.parse("-- step 3: back"), .step(index: 3, text: "back"))
    }

    /// Every `<text>` of a drawing: inside the `<rect>` drawn just before it (its box), else inside
    /// the drawing, by `TextWidth`'s estimate; and never cut with `…`.
    static func textsOutsideTheirBoxes(_ svg: String, monospace: Bool) -> [String] {
        func number(_ name: String, _ tag: Substring) -> Double? {
            guard let range = tag.range(of: " \(name)=\"") else { return nil }
            return Double(tag[range.upperBound...].prefix { $0 != "\"" })
        }
        func decode(_ text: String) -> String {
            [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&amp;", "&")].reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
        var problems: [String] = []
        let svgWidth = number("width", Substring(svg)) ?? 0
        var previous: Substring = ""
        for line in svg.split(separator: "\n") {
            for element in line.components(separatedBy: "<").dropFirst().map({ Substring($0) }) where !element.hasPrefix("/") {
                defer { previous = element }
                guard element.hasPrefix("text ") else { continue }
                let content = decode(String(element[(element.firstIndex(of: ">").map { element.index(after: $0) } ?? element.endIndex)...]))
                if content.contains("…") { problems.append("cut: \(content)") }
                let size = element.contains("sb-class") ? 13.0 : element.contains("tl-num") ? 13 : element.contains("tl-arrow") ? 10 : element.contains("tl-head") || element.contains("sb-row") || element.contains("sb-id") || element.contains("sb-segue") ? 11 : 12
                let width = TextWidth.estimate(content, size: size, monospace: monospace, bold: element.contains("sb-class") || element.contains("sb-segue") || element.contains("font-weight"))
                let x = number("x", element) ?? 0
                let left = element.contains("text-anchor=\"middle\"") ? x - width / 2 : element.contains("text-anchor=\"end\"") ? x - width : x
                var (low, high) = (0.0, svgWidth)
                if previous.hasPrefix("rect "), let boxX = number("x", previous), let boxWidth = number("width", previous) { (low, high) = (boxX, boxX + boxWidth) }
                if left < low - 0.5 || left + width > high + 0.5 { problems.append("\(content): \(Int(left))–\(Int(left + width)) outside \(Int(low))–\(Int(high))") }
            }
        }
        return problems
    }

    func testEveryTextOfEveryDrawingOfTheBookFitsItsBoxUncut() throws {
        let book = try load(Self.repository)
        var checked = 0
        for exercise in book.exercises {
            let svg = StoryboardSVG().render(exercise.storyboard)
            XCTAssertEqual(Self.textsOutsideTheirBoxes(svg, monospace: false), [], "storyboard of \(exercise.id)")
            checked += 1
        }
        let long = Self.lostValueTrace + ["ResultViewController#1.prepare(for:sender:) segue=\"ShowTheResultOfTheLongestSegueName\" destination=UINavigationController#1 sender=UIBarButtonItem(Save)",
                                          "console: 값을 전달했지만 다음 화면의 레이블에는 아무것도 보이지 않습니다 — 왜일까요? 세그웨이가 끝난 뒤에 값을 넣었기 때문입니다"]
        for (label, trace) in [("✘ failed here", Self.lostValueTrace), ("✘ 여기서 실패", long)] {
            let svg = TimelineSVG(failedStep: 5, failedLabel: label).render(trace)
            XCTAssertEqual(Self.textsOutsideTheirBoxes(svg, monospace: true), [], "timeline")
            XCTAssertTrue(svg.contains(">✘ 여기서 실패<") || label != "✘ 여기서 실패")
            // Long lines wrap into further rows; long class names into two lines of the lane's head.
            XCTAssertTrue(svg.contains(">UINavigation</text>") && svg.contains(">Controller</text>"), "a long class name in two lines")
            checked += 1
        }
        XCTAssertEqual(TimelineSVG.wrap(String(repeating: "가", count: 50), width: 120).map(\.count).max(), 10, "10 Hangul syllables of 12 px in 120 px")
        XCTAssertGreaterThan(checked, 5)
    }

    func testTheStoryboardMarksTheInitialSceneNavigationAndSegues() throws {
        let book = try load(Self.repository)
        let exercise = try XCTUnwrap(book.exercises.first { $0.id == "manual-segue-values" })
        let svg = StoryboardSVG().render(exercise.storyboard)
        XCTAssertTrue(svg.contains(">initial</text>"))
        XCTAssertTrue(svg.contains(">Navigation</text>"))
        XCTAssertTrue(svg.contains("show · ManualSubmit"))
        XCTAssertTrue(svg.contains("Storyboard ID: RVC"))
        XCTAssertTrue(svg.contains(">ResultViewController</text>"))
        XCTAssertTrue(svg.contains("email: textField"))
        let back = try XCTUnwrap(book.exercises.first { $0.id == "back-by-presenting" })
        XCTAssertTrue(StoryboardSVG().render(back.storyboard).contains("presentation · EditForm"))
    }

    // MARK: Links and output

    func copyOfFixture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-book-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixtureBook, to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testRepositoryGivesEveryChapterAnEditLinkAndMustBeHTTPS() throws {
        let folder = try copyOfFixture()
        let yaml = folder.appendingPathComponent("workbook.yaml")
        let original = try String(contentsOf: yaml, encoding: .utf8)
        // Without `repository:`, no link (the golden chapter page has none).
        let (_, plain) = try render(folder)
        XCTAssertFalse(String(decoding: plain.files["ko/lost.html"]!, as: UTF8.self).contains("edit-link"))
        try (original + "repository: https://example.org/team/book\n").write(to: yaml, atomically: true, encoding: .utf8)
        let (_, site) = try render(folder)
        let ko = String(decoding: site.files["ko/lost.html"]!, as: UTF8.self), en = String(decoding: site.files["en/lost.html"]!, as: UTF8.self)
        XCTAssertTrue(ko.contains("<p class=\"edit-link\"><a href=\"https://example.org/team/book/edit/main/Chapters/ko/lost.md\" rel=\"noopener\">이 페이지 고치기</a></p>"), ko)
        XCTAssertTrue(en.contains("href=\"https://example.org/team/book/edit/main/Chapters/en/lost.md\" rel=\"noopener\">Edit this page</a>"))
        try (original + "repository: \"https://example.org/src/{path}?mode=edit\"\n").write(to: yaml, atomically: true, encoding: .utf8)
        let (_, templated) = try render(folder)
        XCTAssertTrue(String(decoding: templated.files["en/lost.html"]!, as: UTF8.self).contains("href=\"https://example.org/src/Chapters/en/lost.md?mode=edit\""))
        for bad in ["http://example.org/book", "javascript:alert(1)", "example.org/book", "https://"] {
            try (original + "repository: \"\(bad)\"\n").write(to: yaml, atomically: true, encoding: .utf8)
            let (_, problems) = Book.load(root: folder)
            XCTAssertTrue(problems.contains { $0.description.contains("workbook.yaml:") && $0.description.contains("https URL") }, "\(bad): \(problems)")
        }
    }

    func testALinkOutsideTheBookIsAnErrorWithFileAndLine() throws {
        let folder = try copyOfFixture()
        let chapter = folder.appendingPathComponent("Chapters/en/lost.md")
        var text = try String(contentsOf: chapter, encoding: .utf8)
        text += "\nSee [outside](../../../outside.md).\n"
        try text.write(to: chapter, atomically: true, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let (book, _) = Book.load(root: folder)
        XCTAssertThrowsError(try SiteRenderer(book: try XCTUnwrap(book)).render()) { error in
            let description = "\(error)"
            XCTAssertTrue(description.contains("Chapters/en/lost.md:\(line):"), description)
            XCTAssertTrue(description.contains("outside the book"), description)
        }
    }

    func testTheSiteIsWrittenWholeAndNeverOverAFolderItDidNotWrite() throws {
        let folder = try copyOfFixture()
        let (book, site) = try render(folder)
        let out = folder.appendingPathComponent("_site")
        try SiteWriter.write(site, into: out, book: book)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(SiteWriter.markerName).path))
        try SiteWriter.write(site, into: out, book: book) // its own folder: replaced
        let mine = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try "keep".write(to: mine.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SiteWriter.write(site, into: mine, book: book))
        XCTAssertEqual(try String(contentsOf: mine.appendingPathComponent("notes.txt"), encoding: .utf8), "keep")
        XCTAssertThrowsError(try SiteWriter.write(site, into: folder, book: book))
        XCTAssertThrowsError(try SiteWriter.write(site, into: folder.deletingLastPathComponent(), book: book))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("workbook.yaml").path))
    }
}
