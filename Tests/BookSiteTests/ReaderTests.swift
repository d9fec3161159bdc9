@testable import BookSite
@testable import Chapters
import Foundation
@testable import WorkbookCore
import XCTest

/// The book as a reader meets it (issue 31): Korean emphasis before a particle, drawings that
/// fit their column with a phone layout for timelines, and each language's starter comments.
final class ReaderTests: XCTestCase {
    func prose(_ markdown: String) -> String {
        let renderer = ProseRenderer(sourcePath: "Chapters/ko/x.md", pagePath: "ko/x.html", pageTitle: "x", language: .ko,
                                     linkTarget: { _ in nil }, blockHTML: { _, _, _, _ in nil })
        return renderer.render(markdown).html
    }

    // MARK: Korean emphasis

    func testKoreanEmphasisBeforeAParticleRendersAsEmphasis() {
        let cases: [(String, String)] = [
            ("델리게이트는 **약속(프로토콜)**만 알게 합니다.", "<strong>약속(프로토콜)</strong>만"),
            ("기본 모양은 **시트**(`pageSheet`)입니다.", "<strong>시트</strong>(<code>pageSheet</code>)입니다"),
            ("**수동 세그웨이**(식별자 `ManualSubmit`)를 그립니다.", "<strong>수동 세그웨이</strong>(식별자"),
            ("값은 *뷰(view)*에 있습니다.", "<em>뷰(view)</em>에"),
            ("이것은**(괄호)**입니다.", "이것은<strong>(괄호)</strong>입니다"),
            ("**「값」**이 남습니다.", "<strong>「값」</strong>이"),
            ("**`prepare(for:sender:)`**에서 넘깁니다.", "<strong><code>prepare(for:sender:)</code></strong>에서"),
            ("日本語の**強調(です)**を", "<strong>強調(です)</strong>を"),
        ]
        for (markdown, expected) in cases {
            let html = prose(markdown)
            XCTAssertTrue(html.contains(expected), "\(markdown) → \(html)")
            XCTAssertFalse(html.contains("**"), "\(markdown) → \(html)")
            XCTAssertFalse(html.unicodeScalars.contains("\u{2060}"), "no joiner is left in \(html)")
        }
    }

    func testWhatIsNotKoreanEmphasisStaysAsCommonMarkHasIt() {
        // Escaped asterisks, code and fenced blocks keep their asterisks; Latin text follows CommonMark.
        XCTAssertTrue(prose(#"\*\*약속(프로토콜)\*\*만"#).contains("**약속(프로토콜)**만"))
        XCTAssertTrue(prose("코드 `**a(b)**만` 그대로").contains("<code>**a(b)**만</code>"))
        XCTAssertEqual(prose("**word (paren)**s and more"), "<p>**word (paren)**s and more</p>\n")
        XCTAssertEqual(ProseRenderer.joiningCJKEmphasis("**a (b)**c"), "**a (b)**c")
        XCTAssertTrue(prose("```\nlet x = \"**약속(프로토콜)**만\"\n```").contains("**약속(프로토콜)**만"))
        XCTAssertFalse(prose("```\nlet x = \"**약속(프로토콜)**만\"\n```").unicodeScalars.contains("\u{2060}"))
        // Lines do not move (a link problem's line stays the file's).
        XCTAssertEqual(ProseRenderer.joiningCJKEmphasis("a\n**약속(x)**만\nb").split(separator: "\n").count, 3)
    }

    /// The whole book: no chapter page shows `**` outside code (every Korean emphasis renders).
    func testNoChapterOfTheBookShowsItsEmphasisMarks() throws {
        let (book, problems) = Book.load(root: SiteTests.repository)
        XCTAssertEqual(problems.map(\.description), [])
        let site = try SiteRenderer(book: try XCTUnwrap(book), options: SiteOptions()).render()
        var checked = 0
        for (path, data) in site.files where path.hasSuffix(".html") && (path.hasPrefix("ko/") || path.hasPrefix("en/")) {
            let page = String(decoding: data, as: UTF8.self)
            // Everything outside <code>…</code> and <pre>…</pre>.
            let outside = page.replacingOccurrences(of: "<pre[^>]*>.*?</pre>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "<code[^>]*>.*?</code>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "<script[^>]*>.*?</script>", with: "", options: [.regularExpression])
            XCTAssertFalse(outside.contains("**"), "\(path) shows ** outside code")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)
    }

    // MARK: Drawings

    func testDrawingsScaleToTheirColumnAndTimelinesHaveAPhoneLayout() throws {
        let (book, _) = Book.load(root: SiteTests.repository)
        let site = try SiteRenderer(book: try XCTUnwrap(book), options: SiteOptions()).render()
        let css = String(decoding: try XCTUnwrap(site.files["assets/site.css"]), as: UTF8.self)
        XCTAssertTrue(css.contains("svg.storyboard,svg.timeline{max-width:100%;height:auto"), "drawings scale down to their column")
        XCTAssertTrue(css.contains("@media (max-width:600px){.tl-wide{display:none}.tl-narrow{display:block}}"))
        let js = String(decoding: try XCTUnwrap(site.files["assets/site.js"]), as: UTF8.self)
        XCTAssertTrue(js.contains("classList.toggle(\"zoomed\")"), "a drawing shrunk to fit can be zoomed")
        var timelines = 0
        var phoneWidths = 0
        for (path, data) in site.files where path.hasSuffix(".html") {
            let page = String(decoding: data, as: UTF8.self)
            let wide = page.components(separatedBy: "<div class=\"tl-wide\">").count - 1
            let narrow = page.components(separatedBy: "<div class=\"tl-narrow\">").count - 1
            XCTAssertEqual(wide, narrow, "\(path): each timeline in both layouts")
            timelines += wide
            // The phone layout of each timeline is about a phone's width (scaled the rest of the way).
            for match in page.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline compact\" width=\"").dropFirst() {
                let width = Int(match.prefix { $0.isNumber }) ?? 0
                XCTAssertLessThanOrEqual(width, 420, "\(path): a phone timeline \(width) px wide")
                phoneWidths += 1
            }
        }
        XCTAssertGreaterThan(timelines, 0)
        XCTAssertEqual(phoneWidths, timelines, "every phone layout's width was read")
    }

    func testACompactTimelineKeepsEveryLaneAndMarksTheFailingStep() {
        let lines = ["-- step 0: launch", "UINavigationController#1.init(coder:)", "ViewController#1.viewDidLoad",
                     "-- step 1: tap Next", "ViewController#1.prepare(for:sender:) segue=\"ToResult\" destination=ResultViewController#1",
                     "ResultViewController#1.viewDidLoad", "UINavigationController#1.pushViewController(_:animated:) ResultViewController#1",
                     "-- step 2: expect label email"]
        let wide = TimelineSVG(failedStep: 2, failedLabel: "✘ failed here").render(lines)
        let narrow = TimelineSVG(failedStep: 2, failedLabel: "✘ failed here", compact: true).render(lines)
        func width(_ svg: String) -> Int { Int(svg.components(separatedBy: "width=\"")[1].prefix { $0.isNumber }) ?? 0 }
        XCTAssertLessThan(width(narrow), width(wide))
        XCTAssertLessThanOrEqual(width(narrow), 390)
        for lane in ["UINavigationController#1", "ViewController#1", "ResultViewController#1"] {
            XCTAssertTrue(narrow.contains("data-instance=\"\(lane)\""), lane)
        }
        XCTAssertTrue(narrow.contains(">UINC</text>") && narrow.contains(">RVC</text>"), "lane heads are initials")
        XCTAssertTrue(narrow.contains(">✘ step 2:"), "the failing step is marked in its heading")
        XCTAssertTrue(narrow.contains("class=\"tl-failed\""))
    }

    // MARK: Each language's starter

    func testEachLanguagesPagesShowThatLanguagesStarterComments() throws {
        let (book, _) = Book.load(root: SiteTests.repository)
        let site = try SiteRenderer(book: try XCTUnwrap(book), options: SiteOptions()).render()
        var comments = 0
        for (path, data) in site.files where path.hasSuffix(".html") && (path.hasPrefix("en/") || path.hasPrefix("ko/")) {
            let page = String(decoding: data, as: UTF8.self)
            for comment in page.components(separatedBy: "<span class=\"sw-cmt\">").dropFirst() {
                let text = HTML.text(String(comment.prefix { $0 != "<" }))
                comments += 1
                let hangul = text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
                if path.hasPrefix("en/") {
                    XCTAssertFalse(hangul, "\(path): a Korean comment on an English page: \(text)")
                } else if hangul {
                    XCTAssertFalse(text.hasSuffix(")") && text.contains(" (") && text.split(separator: "(").last.map { !$0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } } == true
                                   && text.unicodeScalars.filter({ $0 == "(" }).count == 1,
                                   "\(path): a Korean page shows the English gloss too: \(text)")
                }
            }
        }
        XCTAssertGreaterThan(comments, 20)
    }

    func testBilingualCommentsKeepOneLanguage() {
        let line = "        // TODO: 값을 저장소에서 읽어 표시하세요. (Read the value from the store and show it.)"
        XCTAssertEqual(BilingualComments.localizeLine(line, to: .en), "        // TODO: Read the value from the store and show it.")
        XCTAssertEqual(BilingualComments.localizeLine(line, to: .ko), "        // TODO: 값을 저장소에서 읽어 표시하세요.")
        let nested = "// TODO: 돌아온 값(paramEmail)을 표시하세요. (Show the value that came back (paramEmail).)"
        XCTAssertEqual(BilingualComments.localizeLine(nested, to: .en), "// TODO: Show the value that came back (paramEmail).")
        XCTAssertEqual(BilingualComments.localizeLine(nested, to: .ko), "// TODO: 돌아온 값(paramEmail)을 표시하세요.")
        XCTAssertEqual(BilingualComments.localizeLine("    /// 화면보다 오래 남는 값 (a value that outlives the screens)", to: .en),
                       "    /// a value that outlives the screens")
        // Not bilingual: unchanged in both languages.
        for unchanged in ["let x = f(1) // (a)", "// 한국어만 있는 주석(괄호)", "// English only (with a note)", "status.text = \"표시 (\\(n))\"",
                          "// TODO: 값을 넣으세요 (값(이름))"] {
            XCTAssertEqual(BilingualComments.localizeLine(unchanged, to: .en), unchanged)
            XCTAssertEqual(BilingualComments.localizeLine(unchanged, to: .ko), unchanged)
        }
    }

    // MARK: The check's HTML report

    func testTheHTMLReportsTimelinesFitAPhone() {
        let result = CheckResult(id: "passes-values", title: LocalizedText(ko: "값", en: "Values"), status: .failed, points: 0, maxPoints: 1,
                                 visibility: .visible, message: nil, expected: nil, actual: nil, hints: [],
                                 trace: ["-- step 0: launch", "ViewController#1.viewDidLoad", "-- step 1: tap Next"], console: [], crash: nil, failedStep: 1)
        let report = CheckReport(exercise: "x", title: LocalizedText(ko: "x", en: "x"), status: .failed, score: 0, maxScore: 1, checks: [result], due: nil)
        let html = ReportFormat.html.render(report, language: .en)
        XCTAssertTrue(html.contains("name=\"viewport\""))
        XCTAssertTrue(html.contains("<div class=\"tl-wide\">") && html.contains("<div class=\"tl-narrow\">"))
        XCTAssertTrue(html.contains("svg.timeline{max-width:100%;height:auto}"))
        // The zoom toggle is a checkbox in a label (the report runs no script), in the report's language.
        XCTAssertTrue(html.contains("<span class=zoom-in>Full size</span>"), "the zoom toggle speaks the report's language")
        XCTAssertTrue(ReportFormat.html.render(report, language: .ko).contains("<span class=zoom-in>원래 크기</span>"))
        XCTAssertFalse(html.contains("<script"))
    }
}
