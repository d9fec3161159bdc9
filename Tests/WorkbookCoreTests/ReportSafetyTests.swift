import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// What every report format may show: hidden checks redacted in one place, learner text inert,
/// sizes bounded. See "Reports" in docs/checks.md.
final class ReportSafetyTests: XCTestCase {
    static let secret = "S3CRET-7f1d"
    static let now = ISO8601DateFormatter().date(from: "2026-11-23T12:00:00Z")!
    static let due = ISO8601DateFormatter().date(from: "2026-12-01T00:00:00Z")!

    /// Every field a check can fill, each holding `tag`.
    static func everything(_ id: String, _ visibility: Check.Visibility, status: CheckResult.Status = .failed, tag: String) -> CheckResult {
        CheckResult(id: id, title: LocalizedText("Title of \(id)"), status: status, points: 0, maxPoints: 2, visibility: visibility,
                    message: LocalizedText(ko: "메시지 \(tag)", en: "message \(tag)"), expected: "expected \(tag)", actual: "actual \(tag)",
                    explanations: [Explanation(rule: "rule-\(tag)", text: LocalizedText("why \(tag)"))],
                    hints: [LocalizedText("hint \(tag)")],
                    trace: ["-- step 0: launch", "ViewController#1.viewDidLoad \(tag)", "console: console \(tag)"],
                    console: ["console \(tag)"],
                    crash: CrashReport(kind: .uncaughtException, name: "Name\(tag)", reason: "reason \(tag)", step: 3,
                                       file: "App/File\(tag).swift", line: visibility == .visible ? 17 : 4242),
                    failedStep: 3, seconds: 0.5)
    }

    static func report(_ checks: [CheckResult], due: Date? = ReportSafetyTests.due) -> CheckReport {
        CheckReport(exercise: "ex", title: LocalizedText("Exercise"), status: .failed, score: 0, maxScore: 10, checks: checks,
                    seconds: 1, due: due)
    }

    static let mixed = report([
        everything("visible-one", .visible, tag: "VISIBLE-DETAIL"),
        everything("hidden-one", .hidden, tag: secret),
        everything("hidden-error", .hidden, status: .error, tag: secret),
        everything("hidden-skipped", .hidden, status: .skipped, tag: secret),
        everything("later-one", .afterDue, tag: secret),
    ])

    static let formats: [(ReportFormat, Language)] = ReportFormat.allCases.flatMap { format in Language.allCases.map { (format, $0) } }

    // MARK: Hidden checks

    func testHiddenAndNotYetDueChecksShowNothingButIdTitlePointsAndOutcome() {
        for (format, language) in Self.formats {
            let text = format.render(Self.mixed, language: language, now: Self.now)
            let context = "\(format.rawValue) \(language.rawValue)"
            XCTAssertFalse(text.contains(Self.secret), "\(context) leaks a hidden detail:\n\(text)")
            XCTAssertFalse(text.contains("4242"), "\(context) leaks a hidden line number")
            XCTAssertTrue(text.contains("VISIBLE-DETAIL"), context)
            // GitHub annotates what failed or errored only.
            for id in ["hidden-one", "hidden-error", "hidden-skipped", "later-one"] where !(format == .github && id == "hidden-skipped") {
                XCTAssertTrue(text.contains(id), "\(context) drops \(id)")
                XCTAssertTrue(text.contains("Title of \(id)"), "\(context) drops the title of \(id)")
            }
            let notice = CheckResult.hiddenNotice.text(language)
            XCTAssertTrue(text.contains(notice), "\(context): \(text)")
        }
        // The visible check's details do appear in every format.
        for (format, language) in Self.formats {
            let text = format.render(Self.mixed, language: language, now: Self.now)
            for part in ["expected VISIBLE-DETAIL", "actual VISIBLE-DETAIL", "why VISIBLE-DETAIL", "hint VISIBLE-DETAIL"] {
                XCTAssertTrue(text.contains(part), "\(format.rawValue) \(language.rawValue) misses \(part)")
            }
            if format == .github { XCTAssertTrue(text.contains("::error file=App/FileVISIBLE-DETAIL.swift,line=17,title="), text) }
        }
    }

    /// `feedback: cause` (the default): a withheld failure shows the causes the checker kept (none
    /// quoting a step's text or value), with its own notice, and still nothing else.
    func testAHiddenCheckShowsTheCauseInTheLearnersCodeOnly() {
        var hidden = Self.everything("hidden-cause", .hidden, tag: Self.secret)
        hidden.causes = [Explanation(rule: "retain-cycle", text: LocalizedText(ko: "코드의 원인 ViewController#1", en: "cause in your code ViewController#1"))]
        var skipped = Self.everything("hidden-skipped-cause", .hidden, status: .skipped, tag: Self.secret)
        skipped.causes = hidden.causes
        let report = Self.report([hidden, skipped])
        for (format, language) in Self.formats {
            let text = format.render(report, language: language, now: Self.now)
            let context = "\(format.rawValue) \(language.rawValue)"
            XCTAssertFalse(text.contains(Self.secret), "\(context) leaks a hidden detail:\n\(text)")
            XCTAssertFalse(text.contains("4242"), "\(context) leaks a hidden line number")
            XCTAssertTrue(text.contains(language == .ko ? "코드의 원인 ViewController#1" : "cause in your code ViewController#1"), "\(context): \(text)")
            XCTAssertTrue(text.contains(CheckResult.hiddenCauseNotice.text(language)), "\(context): \(text)")
        }
        let published = report.published(now: Self.now).content.checks
        XCTAssertEqual(published[0].explanations.map(\.rule), ["retain-cycle"])
        XCTAssertEqual(published[0].causes, nil, "the causes are shown as the explanations, once")
        // A check that did not fail has no cause to show.
        XCTAssertEqual(published[1].explanations, [])
        XCTAssertEqual(published[1].message, CheckResult.hiddenNotice)
    }

    func testRedactionKeepsExactlyTheAllowedFields() {
        let published = Self.mixed.published(now: Self.now).content
        XCTAssertEqual(published.checks[1], CheckResult(id: "hidden-one", title: LocalizedText("Title of hidden-one"), status: .failed,
                                                        points: 0, maxPoints: 2, visibility: .hidden,
                                                        message: CheckResult.hiddenNotice, seconds: 0))
        // A withheld check's time would tell what it did: 0, and left out of the total.
        let hiddenSeconds = Self.mixed.checks.filter { $0.visibility == .hidden }.reduce(0) { $0 + $1.seconds }
        XCTAssertGreaterThan(hiddenSeconds, 0)
        XCTAssertLessThanOrEqual(published.seconds, max(0, Self.mixed.seconds - hiddenSeconds) + 1e-9)
        XCTAssertEqual(published.checks[2].status, .error)
        XCTAssertEqual(published.checks[2].message, CheckResult.hiddenNotice)
        XCTAssertEqual(published.checks[0], Self.mixed.checks[0], "a visible check keeps every detail")
        var passed = Self.everything("hidden-passed", .hidden, status: .passed, tag: Self.secret)
        passed.points = 2
        XCTAssertEqual(Self.report([passed]).published(now: Self.now).content.checks[0],
                       CheckResult(id: "hidden-passed", title: LocalizedText("Title of hidden-passed"), status: .passed, points: 2,
                                   maxPoints: 2, visibility: .hidden, seconds: 0))
    }

    func testAfterDueChecksOpenOnTheDueDateOnly() {
        let later = Self.report([Self.everything("later-one", .afterDue, tag: Self.secret)])
        XCTAssertEqual(later.published(now: Self.now).content.checks[0].expected, nil)
        XCTAssertEqual(later.published(now: Self.due).content.checks[0].expected, "expected \(Self.secret)")
        XCTAssertTrue(ReportFormat.json.render(later, language: .en, now: Self.due.addingTimeInterval(1)).contains(Self.secret))
        var noDue = later
        noDue.due = nil
        XCTAssertEqual(noDue.published(now: Self.due).content.checks[0].expected, nil, "no due date: never open")
    }

    func testTheInstructorSeesEverything() {
        for (format, language) in Self.formats {
            let text = format.render(Self.mixed, language: language, audience: .instructor, now: Self.now)
            XCTAssertTrue(text.contains("expected \(Self.secret)"), "\(format.rawValue) \(language.rawValue)")
        }
        XCTAssertEqual(Self.mixed.published(for: .instructor, now: Self.now).content.checks[1], Self.mixed.checks[1])
    }

    // MARK: Inert learner text

    /// Text a learner's app or project can put into a report.
    static let hostile = "a\u{0}b\u{1}c\u{7}\u{8}\u{B}\u{C}\u{E}\u{1F}\u{7F}\u{85}\u{9B}31m\u{1B}[31mred\u{1B}]0;title\u{7}"
        + "\u{1B}]8;;https://evil.example\u{1B}\\link\u{202E}rev\u{2028}\u{FFFE}\u{FFFF} ]]> <script>x</script> & \" ' % %0A :: ,\r\n::error::forged"

    static let hostileReport = CheckReport(
        exercise: "ex", title: LocalizedText("Exercise"), status: .failed, score: 0, maxScore: 2, checks: [
            CheckResult(id: "visible-one", title: LocalizedText("Visible"), status: .failed, points: 0, maxPoints: 1, visibility: .visible,
                        message: LocalizedText("The app crashed: \(hostile)"), expected: "e\n\(hostile)", actual: hostile,
                        explanations: [Explanation(rule: "r", text: LocalizedText("why \(hostile)"))],
                        trace: ["-- step 0: launch", "console: \(hostile)"], console: [hostile],
                        crash: CrashReport(kind: .fatalError, name: hostile, reason: hostile, step: 0, file: "App/\(hostile).swift", line: 3)),
            CheckResult(id: "error-one", title: LocalizedText("Error"), status: .error, points: 0, maxPoints: 1, visibility: .visible,
                        message: LocalizedText("workbook could not run this check: \(hostile)")),
        ], compileError: "App/A\(hostile).swift:3:4: error: \(hostile)\nApp/B.swift:5:6: error: plain", seconds: 1)

    /// What the single-line form of `hostile` must read.
    static let hostileVisible = #"a\x00b\x01c\x07\x08\x0B\x0C\x0E\x1F\x7F\u{85}\u{9B}31m\e[31mred\e]0;title\x07"#
        + #"\e]8;;https://evil.example\e\link\u{202E}rev\u{2028}\u{FFFE}\u{FFFF} ]]> <script>x</script> & " ' % %0A :: ,\r\n::error::forged"#

    func testEveryTextIsMadeVisibleOnce() {
        let result = Self.hostileReport.published(now: Self.now).content.checks[0]
        XCTAssertEqual(result.actual, Self.hostileVisible)
        XCTAssertEqual(result.console, [Self.hostileVisible])
        XCTAssertEqual(result.crash?.file, "App/\(Self.hostileVisible).swift")
        // Multi-line texts keep their line breaks (CR LF as one) and nothing else.
        XCTAssertEqual(result.crash?.reason, Self.hostileVisible.replacingOccurrences(of: #"\r\n"#, with: "\n"))
        XCTAssertEqual(result.expected, #"e\n"# + Self.hostileVisible)
    }

    func testNoFormatWritesAControlCharacterOrEscapeSequence() {
        for (format, language) in Self.formats {
            let text = format.render(Self.hostileReport, language: language, now: Self.now)
            let controls = text.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                    || [0x202E, 0x2028, 0xFFFE, 0xFFFF].contains($0.value)
            }
            XCTAssertEqual(controls.map(\.value), [], "\(format.rawValue) \(language.rawValue)")
            if format == .html || format == .junit { XCTAssertFalse(text.contains("<script>"), format.rawValue) }
        }
    }

    func testTerminalColoursAreOurOwnOnly() throws {
        let plain = ReportFormat.terminal.render(Self.hostileReport, language: .en, color: false, now: Self.now)
        XCTAssertFalse(plain.contains("\u{1B}"))
        XCTAssertTrue(plain.contains("    actual: " + Self.hostileVisible + "\n"), plain)
        XCTAssertTrue(plain.contains("      console: " + Self.hostileVisible + "\n"), plain)
        // Learner text is indented: every line at the margin is one of ours.
        var withError = Self.hostileReport
        withError.internalError = "boom\n✔ forged  Forged"
        let withInternal = ReportFormat.terminal.render(withError, language: .en, now: Self.now)
        XCTAssertTrue(withInternal.contains("workbook: boom\n    ✔ forged  Forged\n"), withInternal)
        for line in withInternal.split(separator: "\n") where !line.hasPrefix("    ") {
            XCTAssertTrue(["ex — Exercise  (0/2 points)", "The code did not compile; no check ran.", "workbook: boom", "✘ visible-one  Visible",
                           "! error-one  Error", "0 passed, 1 failed, 0 skipped"].contains(String(line)), String(line))
        }
        let coloured = ReportFormat.terminal.render(Self.hostileReport, language: .en, color: true, now: Self.now)
        let ours = try NSRegularExpression(pattern: "\u{1B}\\[[0-9]+m")
        let stripped = ours.stringByReplacingMatches(in: coloured, range: NSRange(coloured.startIndex..., in: coloured), withTemplate: "")
        XCTAssertNotEqual(stripped, coloured, "colours are written when asked")
        XCTAssertFalse(stripped.contains("\u{1B}"), "every ESC left is one of our colours")
        XCTAssertEqual(stripped, plain)
    }

    func testJUnitIsWellFormedXML() throws {
        // The parser rejects what XML 1.0 rejects, so its verdict below means something.
        XCTAssertFalse(XMLParser(data: Data("<a>\u{1}</a>".utf8)).parse())
        XCTAssertFalse(XMLParser(data: Data("<a b=\"<\"/>".utf8)).parse())
        XCTAssertTrue(XMLParser(data: Data("<a b=\"&lt;&#10;\">\\e</a>".utf8)).parse())
        for language in Language.allCases {
            let text = ReportFormat.junit.render(Self.hostileReport, language: language, now: Self.now)
            let collector = XMLCollector()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") at line \(parser.lineNumber):\n\(text)")
            XCTAssertEqual(collector.elements.filter { $0 == "testcase" }.count, 2)
            // The learner's text reads back as its visible form, markup and all.
            XCTAssertTrue(collector.text.contains(Self.hostileVisible.replacingOccurrences(of: #"\r\n"#, with: "\n")), collector.text)
            XCTAssertTrue(collector.attributes.contains("The app crashed: " + Self.hostileVisible.replacingOccurrences(of: #"\r\n"#, with: "\n")),
                          "\(collector.attributes)")
        }
    }

    func testXMLEscapingAloneKeepsXMLWellFormed() {
        // The writer's own escaping, even for text that was not published first.
        XCTAssertEqual(InertText.xml("a\u{0}b\u{1B}c\u{B}\u{FFFE}\u{1D11E}\t\n\r<&>\"'"),
                       #"a\x00b\ec\x0B\u{FFFE}"# + "\u{1D11E}\t\n&#13;&lt;&amp;&gt;&quot;&apos;")
        XCTAssertEqual(InertText.xml("a\tb\nc", attribute: true), "a&#9;b&#10;c")
    }

    func testGitHubCommandsAreExactlyTheOnesWeWrite() {
        let text = ReportFormat.github.render(Self.hostileReport, language: .en, now: Self.now)
        XCTAssertTrue(text.hasSuffix("\n"))
        let commands = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The compiler's text is multi-line, so the CR LF in a file name starts a new compiler line;
        // its two `error:` lines, the two failed checks and the score, each one command on one line.
        guard commands.count == 5 else { return XCTFail("expected 5 commands:\n\(text)") }
        XCTAssertEqual(commands.map { $0.prefix(while: { $0 != " " }) }, ["::error", "::error", "::error", "::error", "::notice"], text)
        for command in commands {
            // The properties end at the first `::`; no learner text can end them early or add one.
            let properties = command.dropFirst(2).prefix(while: { $0 != ":" })
            XCTAssertEqual(properties.filter { $0 == "=" }.count, properties.split(separator: ",").count, command)
            XCTAssertFalse(command.contains("\r"), command)
        }
        XCTAssertEqual(commands[0], "::error file=%3A%3Aerror%3A%3Aforged.swift,line=3,col=4,title=compile error::" + Self.githubData)
        XCTAssertEqual(commands[1], "::error file=App/B.swift,line=5,col=6,title=compile error::plain")
        // The file name is a path: its `//` reads as one `/` once made relative to the repository root.
        XCTAssertEqual(commands[2], "::error file=App/" + Self.githubProperty.replacingOccurrences(of: "//", with: "/")
                       + #"\r\n%3A%3Aerror%3A%3Aforged.swift,line=3,title=visible-one%3A Visible::"#
                       + "The app crashed: " + Self.githubData + "%0A::error::forged%0Aexpected: e" + #"\n"# + Self.githubData + #"\r\n::error::forged"#
                       + "%0Aactual: " + Self.githubData + #"\r\n::error::forged"# + "%0Awhy: why " + Self.githubData + "%0A::error::forged")
        XCTAssertEqual(commands[3], "::error title=error-one%3A Error::workbook could not run this check: " + Self.githubData + "%0A::error::forged")
        XCTAssertEqual(commands[4], "::notice title=workbook ex::0/2")
    }

    /// `hostileVisible` up to its CR LF, as workflow command data and as a property.
    static let githubData = #"a\x00b\x01c\x07\x08\x0B\x0C\x0E\x1F\x7F\u{85}\u{9B}31m\e[31mred\e]0;title\x07"#
        + #"\e]8;;https://evil.example\e\link\u{202E}rev\u{2028}\u{FFFE}\u{FFFF} ]]> <script>x</script> & " ' %25 %250A :: ,"#
    static let githubProperty = githubData.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")

    func testJSONFormatsAreValidAndEscaped() throws {
        for format in [ReportFormat.json, .classroom] {
            let text = format.render(Self.hostileReport, language: .en, now: Self.now)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            var tests = try XCTUnwrap(object?["tests"] as? [[String: Any]])
            if format == .classroom {
                // Classroom's first test is the compile error (its reporter prints only test_code
                // for failed tests), then one test per check.
                XCTAssertEqual(tests.first?["name"] as? String, "Compile error")
                XCTAssertTrue((tests.first?["test_code"] as? String)?.contains("App/B.swift:5:6: error: plain") == true)
                tests.removeFirst()
            }
            XCTAssertEqual(tests.count, 2)
            let message = try XCTUnwrap(tests[0]["message"] as? String)
            XCTAssertTrue(message.hasPrefix("The app crashed: " + Self.hostileVisible.replacingOccurrences(of: #"\r\n"#, with: "\n")), message)
        }
        let json = try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(Self.hostileReport, language: .en, now: Self.now).utf8))
        let test = try XCTUnwrap(((json as? [String: Any])?["tests"] as? [[String: Any]])?.first)
        XCTAssertEqual(test["actual"] as? String, Self.hostileVisible)
        XCTAssertEqual(test["output"] as? String, Self.hostileVisible)
    }

    func testHTMLEscapesEveryLearnerText() {
        let text = ReportFormat.html.render(Self.hostileReport, language: .en, now: Self.now)
        XCTAssertFalse(text.contains("<script"), text)
        XCTAssertFalse(text.contains("</script"), text)
        let escaped = #"a\x00b\x01c\x07\x08\x0B\x0C\x0E\x1F\x7F\u{85}\u{9B}31m\e[31mred\e]0;title\x07"#
            + #"\e]8;;https://evil.example\e\link\u{202E}rev\u{2028}\u{FFFE}\u{FFFF} ]]&gt; &lt;script&gt;x&lt;/script&gt; &amp; &quot; &#39; % %0A :: ,\r\n::error::forged"#
        // The timeline drawing (its console row, wrapped onto indented lines, every part escaped)
        // and the timeline as text below it.
        // The wide drawing (the phone's narrow one wraps its rows elsewhere).
        let wide = text.components(separatedBy: "<div class=\"tl-narrow\">").first ?? text
        let rows = wide.components(separatedBy: "<text class=\"tl-console\" x=\"32\" ").dropFirst()
            .compactMap { $0.split(separator: ">", maxSplits: 1).last?.components(separatedBy: "</text>").first }
        // (a space where a line is broken is not drawn)
        XCTAssertEqual(rows.joined().replacingOccurrences(of: " ", with: ""), escaped.replacingOccurrences(of: " ", with: ""), text)
        XCTAssertTrue(text.contains("\nconsole: " + escaped), text)
        XCTAssertTrue(text.contains("actual: " + escaped + "\n"), text)
        let quote = Self.report([CheckResult(id: "x\" onmouseover=\"alert(1)", title: LocalizedText("'><img src=x onerror=alert(1)>"),
                                             status: .passed, points: 1, maxPoints: 1, visibility: .visible)])
        let page = ReportFormat.html.render(quote, language: .en, now: Self.now)
        XCTAssertFalse(page.contains("<img"))
        XCTAssertFalse(page.contains("\" onmouseover"))
    }

    // MARK: Bounded size

    func testAFloodStaysBounded() {
        let megabyteLine = String(repeating: "x", count: 1 << 20)
        let flood = CheckResult(id: "flood", title: LocalizedText("Flood"), status: .failed, points: 0, maxPoints: 1, visibility: .visible,
                                message: LocalizedText(String(repeating: "m", count: 3 << 20)), expected: megabyteLine, actual: megabyteLine,
                                trace: (0..<100_000).map { "ViewController#1.event \($0)" }, console: Array(repeating: megabyteLine, count: 5),
                                crash: CrashReport(kind: .fatalError, reason: megabyteLine, file: megabyteLine, line: 1))
        let report = Self.report([flood], due: nil)
        let published = report.published(now: Self.now).content.checks[0]
        XCTAssertEqual(published.message?.en.utf8.count, 64 * 1024 + " … (truncated)".utf8.count)
        XCTAssertTrue(published.message?.en.hasSuffix("m … (truncated)") ?? false)
        XCTAssertEqual(published.trace.count, 201)
        XCTAssertEqual(published.trace.first, "… (99800 earlier lines not shown)")
        XCTAssertEqual(published.trace.last, "ViewController#1.event 99999")
        XCTAssertLessThanOrEqual(published.console.joined(separator: "\n").utf8.count, 64 * 1024 + 100)
        XCTAssertEqual(published.console, Array(repeating: String(repeating: "x", count: 4096) + " … (truncated)", count: 5),
                       "each 1 MiB line is cut to 4 KiB; all 5 fit")
        for (format, language) in Self.formats {
            let size = format.render(report, language: language, now: Self.now).utf8.count
            XCTAssertLessThan(size, 1 << 20, "\(format.rawValue) \(language.rawValue): \(size) bytes")
        }
    }

    func testTruncationCutsOnACharacterBoundary() {
        let korean = String(repeating: "값", count: 30_000)  // 3 bytes each, 90,000 bytes
        let result = Self.report([CheckResult(id: "k", title: LocalizedText("K"), status: .failed, points: 0, maxPoints: 1,
                                              visibility: .visible, actual: korean)]).published(now: Self.now).content.checks[0]
        XCTAssertEqual(result.actual, String(repeating: "값", count: 21_845) + " … (truncated)")
    }
}

/// Element names, attribute values and character data of a parsed document.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: [String] = []
    var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        elements.append(elementName)
        attributes += attributeDict.values
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

extension ReportSafetyTests {
    /// `workbook trace` prints console lines and crash reasons from the learner's code: an ANSI
    /// or OSC sequence, a carriage return or a bidirectional override shows as text.
    func testTraceTextIsInert() {
        var run = AppRun()
        run.timeline = [.console("\u{1B}]0;pwned\u{07}\u{1B}[2Jcleared\rover \u{202E}txt")]
        run.crash = CrashReport(kind: .fatalError, reason: "boom\u{1B}[31m", step: 1)
        let text = TraceReport.text(run)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0 == "\r" || $0.value == 0x202E }, text)
        XCTAssertTrue(text.contains("console: \\e]0;pwned"), text)
        XCTAssertTrue(text.contains("Fatal error: boom\\e[31m"), text)
    }
}
