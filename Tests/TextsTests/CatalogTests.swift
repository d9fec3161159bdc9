import Foundation
import SwiftParser
import SwiftSyntax
@testable import Texts
import XCTest

/// The two catalogs say the same things, every argument reaches both languages, the Korean one
/// reads as Korean, and no sentence lives outside them.
final class CatalogTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let texts = root.appendingPathComponent("Sources/Texts")

    static func parse(_ name: String) throws -> SourceFileSyntax {
        Parser.parse(source: try String(contentsOf: texts.appendingPathComponent(name), encoding: .utf8))
    }

    /// `name(label:label:)` for a function, `name` for a property.
    static func key(_ decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "\(function.name.text)(\(labels))"
        }
        if let variable = decl.as(VariableDeclSyntax.self),
           let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            return pattern.identifier.text
        }
        return nil
    }

    static func isPrivate(_ decl: DeclSyntax) -> Bool {
        let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) } ?? false
    }

    /// The messages a file declares: protocol requirements, or a catalog's non-private members.
    static func members(_ file: String, of typeName: String) throws -> [String: DeclSyntax] {
        var result: [String: DeclSyntax] = [:]
        for statement in try parse(file).statements {
            let members: MemberBlockItemListSyntax
            if let proto = statement.item.as(ProtocolDeclSyntax.self), proto.name.text == typeName {
                members = proto.memberBlock.members
            } else if let type = statement.item.as(StructDeclSyntax.self), type.name.text == typeName {
                members = type.memberBlock.members
            } else { continue }
            for member in members where !isPrivate(member.decl) {
                if let key = key(member.decl) { result[key] = member.decl }
            }
        }
        return result
    }

    func testBothCatalogsDeclareExactlyTheMessages() throws {
        let messages = Set(try Self.members("Messages.swift", of: "Messages").keys)
        XCTAssertGreaterThan(messages.count, 150, "the protocol was read")
        for (file, type) in [("Korean.swift", "Korean"), ("English.swift", "English")] {
            let declared = Set(try Self.members(file, of: type).keys)
            XCTAssertEqual(declared.subtracting(messages).sorted(), [], "\(file) has messages the protocol does not list")
            XCTAssertEqual(messages.subtracting(declared).sorted(), [], "\(file) lacks messages")
        }
    }

    /// A parameter one language forgets is a fact the reader of that language never sees.
    func testEveryArgumentIsUsedInBothLanguages() throws {
        var allowedAndUnused: Set<String> = []
        for (file, type) in [("Korean.swift", "Korean"), ("English.swift", "English")] {
            for (key, decl) in try Self.members(file, of: type) {
                guard let function = decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                let used = Set(body.tokens(viewMode: .sourceAccurate).filter {
                    if case .identifier = $0.tokenKind { return true } else { return false }
                }.map(\.text))
                for parameter in function.signature.parameterClause.parameters {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    // Some English sentences do not need every fact (the Korean one names the holder twice).
                    if Self.unusedAllowed.contains("\(type).\(key).\(name)"), !used.contains(name) {
                        allowedAndUnused.insert("\(type).\(key).\(name)")
                        continue
                    }
                    XCTAssertTrue(used.contains(name), "\(file): \(key) never says `\(name)`")
                }
            }
        }
        XCTAssertEqual(allowedAndUnused, Self.unusedAllowed, "an allowance that no longer applies should go")
    }

    static let unusedAllowed: Set<String> = [
        "English.ruleRetainCycle(className:tag:actual:paths:link:).tag",
        "Korean.ruleRetainCycle(className:tag:actual:paths:link:).actual",
        "Korean.siteExercisePoints(number:one:).one",
        "Korean.feedbackLate(days:penalty:raw:onePoint:).onePoint",
    ]

    /// Latin words in Korean sentences must be code, names, quoted program output or terms learners type: `viewDidLoad`,
    /// `UIKit`, `segue.destination`, `workbook`. A plain English word (`at`, `held by`, `empty`,
    /// `points`) means a sentence was half translated.
    func testKoreanCatalogHasNoEnglishWords() throws {
        var offending: [String] = []
        let collector = LiteralCollector(viewMode: .sourceAccurate)
        collector.walk(try Self.parse("Korean.swift"))
        for literal in collector.literals where Self.isShown(literal) {
            // The whole literal with each interpolation as a stand-in name, escapes and code spans removed.
            let whole = literal.segments.map { segment -> String in
                if let text = segment.as(StringSegmentSyntax.self) { return text.content.text }
                return " X "
            }.joined()
            let text = whole.replacingOccurrences(of: #"\\[nt"\\]"#, with: " ", options: .regularExpression)
                .replacingOccurrences(of: #"`[^`]*`"#, with: " ", options: .regularExpression)
                // A message quoted as the device prints it ('… unrecognized selector …') is quoted output.
                .replacingOccurrences(of: #"'[^']*'"#, with: " ", options: .regularExpression)
            for word in text.matches(#"\.?[A-Za-z][A-Za-z0-9_]*(?:[.:(][A-Za-z0-9_:().]*)?"#) where !Self.isCodeOrTerm(word) {
                offending.append("\(word) in: \(whole.prefix(80))")
            }
        }
        XCTAssertEqual(offending, [])
    }

    /// A literal the catalog shows, not one it matches the checker's own words against
    /// (`case "no crash":`, `value.hasPrefix("label ")`).
    static func isShown(_ literal: StringLiteralExprSyntax) -> Bool {
        var node = Syntax(literal).parent
        while let current = node {
            if current.is(ExpressionPatternSyntax.self) || current.is(SwitchCaseLabelSyntax.self) { return false }
            if let call = current.as(FunctionCallExprSyntax.self),
               let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               ["range", "hasPrefix", "hasSuffix", "replacingOccurrences", "dropFirst", "dropLast"].contains(name) {
                // The replacement of replacingOccurrences(of:with:) is shown.
                if let argument = Syntax(literal).ancestorOrSelf(mapping: { $0.as(LabeledExprSyntax.self) }), argument.label?.text == "with" { return true }
                return false
            }
            if current.is(MemberAccessExprSyntax.self) { return false }   // "labels: ".count
            if current.is(CodeBlockItemSyntax.self) { break }
            node = current.parent
        }
        return true
    }

    static func isCodeOrTerm(_ word: String) -> Bool {
        if word.contains(where: { ".:(_".contains($0) }) { return true }               // segue.destination, prepare(for:…), .fromBad
        if word.count == 1, word.first!.isUppercase { return true }                    // C
        if word.dropFirst().contains(where: \.isUppercase) { return true }             // viewDidLoad, UIKit, iOS
        if word.first?.isUppercase == true, word.count > 1 { return true }             // UserDefaults, Xcode, Storyboard ID
        return koreanTerms.contains(word)
    }

    /// Words Korean iOS learners use as they are: API and tool names written in lower case.
    static let koreanTerms: Set<String> = [
        "workbook", "import", "internal", "nil", "as", "pop", "dismiss", "exit", "deinit", "weak", "var", "let",
        "self", "super", "delegate", "segue", "s", "q", "cd", "check", "hint", "lang", "ko", "en", "render",
        "fullScreen", "pageSheet", "id", "true", "false", "x", "watch", "prepare",
    ]

    /// Every learner- or instructor-facing sentence lives in the catalogs: no string literal with
    /// Korean text elsewhere in Sources (the fuzzer's mutation words are data, not sentences; the
    /// simulated iOS formatters' Korean locale data is what Apple's formatters print in the app).
    func testNoKoreanTextOutsideTheCatalogs() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/Sources/Texts/") && !$0.path.contains("/Sources/workbook-fuzz/")
                && !$0.path.contains("/Sources/UIKit/Foundation/") }
        XCTAssertGreaterThan(files.count, 100)
        var found: [String] = []
        for file in files {
            let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
            for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind.isStringSegment {
                if token.text.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) {
                    found.append("\(file.lastPathComponent): \(token.text.prefix(60))")
                }
            }
        }
        XCTAssertEqual(found, [], "move these texts into Sources/Texts (Messages, Korean, English)")
    }

    func testParticlesFollowTheNamesLastSound() {
        let ko = Catalog[.ko]
        XCTAssertEqual(ko.expectTheScreenShownShouldBe(name: "ResultViewController"), "보이는 화면은 ResultViewController여야 합니다.")
        XCTAssertEqual(ko.expectTheScreenShownShouldBe(name: "EmailForm"), "보이는 화면은 EmailForm이어야 합니다.")
        XCTAssertEqual(ko.expectIsStillInMemoryAfterIt(tag: "DetailViewController#1"),
                       "DetailViewController#1이 화면을 떠난 뒤에도 메모리에 남아 있습니다.")
        XCTAssertEqual(ko.expectIsStillInMemoryAfterIt(tag: "DetailViewController#2"),
                       "DetailViewController#2가 화면을 떠난 뒤에도 메모리에 남아 있습니다.")
        // A silent final `e` after l, m, n, p: 파일, 홈, 온던, 타입; after others a vowel: 코드, 세이브.
        XCTAssertEqual(KoreanParticle.attach("`onDone(_:)`", .subject), "`onDone(_:)`이")
        XCTAssertEqual(KoreanParticle.attach("Home", .topic), "Home은")
        XCTAssertEqual(KoreanParticle.attach("File", .direction), "File로")
        XCTAssertEqual(KoreanParticle.attach("Type", .object), "Type을")
        XCTAssertEqual(KoreanParticle.attach("Code", .subject), "Code가")
        XCTAssertEqual(KoreanParticle.attach("Save", .topic), "Save는")
        XCTAssertEqual(KoreanParticle.attach("Tree", .subject), "Tree가")
    }

    func testObservedValuesAreShownInTheReadersLanguage() {
        XCTAssertEqual(Catalog[.ko].observed(""), "\"\" (빈 문자열)")
        XCTAssertEqual(Catalog[.en].observed(""), "\"\" (empty)")
        XCTAssertEqual(Catalog[.ko].observed("no crash"), "종료되지 않음")
        XCTAssertEqual(Catalog[.ko].observed("DetailViewController#1 held by: ViewController#1.detail"),
                       "DetailViewController#1, 붙잡고 있는 것: ViewController#1.detail")
        XCTAssertEqual(Catalog[.ko].observed("DetailViewController released"), "DetailViewController 해제됨")
        XCTAssertEqual(Catalog[.ko].observed("\"learner@example.com\""), "\"learner@example.com\"", "the app's values stay as they are")
        XCTAssertEqual(Catalog[.en].observed("no crash"), "no crash")
    }

    /// The checker's "no X" values: a Korean report never shows `실제: no ResultViewController`.
    func testTheCheckersNoValuesAreTranslated() {
        XCTAssertEqual(Catalog[.ko].observed("no ResultViewController"), "ResultViewController 없음")
        XCTAssertEqual(Catalog[.ko].observed("no VC2 on screen"), "화면에 VC2 없음")
        XCTAssertEqual(Catalog[.ko].observed("no property `paramEmail`"), "프로퍼티 `paramEmail` 없음")
        XCTAssertEqual(Catalog[.ko].observed("no ViewController.performSegue(withIdentifier:sender:)"), "ViewController.performSegue(withIdentifier:sender:) 없음")
        XCTAssertEqual(Catalog[.ko].observed("no way out"), "no way out", "an app's own text is not the checker's")
        XCTAssertEqual(Catalog[.en].observed("no ResultViewController"), "no ResultViewController")
    }

    /// Where a crash happened and at which step, in each language: no " at File.swift:12" or
    /// "(step 3)" inside a Korean sentence.
    func testCrashPlacesAreInTheReadersLanguage() {
        XCTAssertEqual(Catalog[.ko].expectTheAppCrashedWithASwift(place: Catalog[.ko].crashPlace("App/File.swift:12"), crashReason: "r"),
                       "앱이 Swift 오류로 종료되었습니다(App/File.swift:12): r")
        XCTAssertEqual(Catalog[.en].crashPlace("App/File.swift:12"), " at App/File.swift:12")
        XCTAssertEqual(Catalog[.ko].stepPlace(3), "(3단계)")
        XCTAssertEqual(Catalog[.en].stepPlace(3), " (step 3)")
        XCTAssertEqual(Catalog[.ko].stepPlace(nil), "")
    }

    /// Every sentence the driver writes for a step it cannot do (ControlFinder, StepActions) is
    /// said in Korean; the samples are checked against the driver's own source.
    /// A step failure whose fixed words hold a number (a tab count) is translated too.
    func testATabIndexOutOfRangeIsTranslated() {
        let sample = "MainTabBarController#1 has 2 tab(s), numbered from 0: 0 \"First\", 1 \"Second\"."
        XCTAssertEqual(StepFailureText.parse(sample), .noSuchTabIndex(tabBar: "MainTabBarController#1", count: "2", tabs: "0 \"First\", 1 \"Second\""))
        XCTAssertEqual(Catalog[.ko].stepFailureReason(sample), "MainTabBarController#1의 탭은 0번부터 2개입니다: 0 \"First\", 1 \"Second\".")
        XCTAssertEqual(Catalog[.ko].stepFailureReason("`tap: {title: \"Send\"}` is not a control that can be tapped."),
                       "``tap: {title: \"Send\"}``: 누를 수 있는 컨트롤이 아닙니다.")
    }

    func testTheDriversStepFailuresAreTranslated() throws {
        let samples = [
            "Nothing is on screen yet: the app has not launched (add a `launch` step first).",
            "ViewController#1 has no outlet `email` connected to a control. Outlets there: `name`, `submit`.",
            "No control on ViewController#1 is wired to `onPerformSegue:`. Controls there are wired to: `submit:`.",
            "No control on ViewController#1 triggers the segue `ManualSubmit`. Segues triggered there: none.",
            "No control on ViewController#1 has a segue to ResultViewController. Segues there lead to: `FormViewController`.",
            "No control on ViewController#1 has the identifier `submit`.",
            "No control on ViewController#1 has the title \"Submit\". Titles there: \"Send\".",
            "There is no Back button: the visible screen (ViewController#1) is not inside a navigation controller.",
            "There is no Back button: ViewController#1 is the root of its navigation controller.",
            "There is nothing to swipe back to: the visible screen is not above another one in a navigation controller.",
            "There is no sheet to swipe down: the top screen is not presented as a sheet.",
            "There is no tab bar on screen: ViewController#1 is not inside a tab bar controller.",
            "The tab bar of ViewController#1 is covered by ViewController#1, presented over it: close that screen first.",
            "No tab of ViewController#1 has the title \"Third\". Its tabs: ViewController#1\"First\"ViewController#1\"Second\".",
            "There is no table view on ViewController#1 to tap a row of.",
            "There is no collection view on ViewController#1 to tap an item of.",
            "ViewController#1 has no outlet `photos` that refers to a collection view.",
            "A picker view is set with `index: ROW` (and `component: N` when it has several).",
            "A refresh control is pulled with `on: true`; the app itself ends the refresh with `endRefreshing()`.",
            "There is no search bar on ViewController#1: its navigation item has no search controller and its view has no search bar.",
            "ViewController#1 has no outlet `finder` that refers to a search bar or a search controller.",
            "The search bar on ViewController#1 is not being edited, so the keyboard's Search key is not there: type into it first.",
            "The search bar on ViewController#1 shows no Cancel button: its search controller is not active (type into its search bar first).",
            "The search bar on ViewController#1 shows no Cancel button: its `showsCancelButton` is false.",
            "An alert is on screen (\"Error\"); tap one of its buttons by title: \"OK\".",
            "ViewController#1 is not a control that can be tapped.",
            "\"Settings\" is a tab of ViewController#1, not a control on ViewController#1: tap it with `{tab: \"Settings\"}`.",
            "The tab \"T5\" of ViewController#1 is in the More list (the bar shows four tabs and More): tap `{tab: \"More\"}`, then its row `{row: 1}`.",
        ]
        let driver = try ["ControlFinder.swift", "StepActions.swift"].map {
            try String(contentsOf: Self.root.appendingPathComponent("Sources/WorkbookDriver/\($0)"), encoding: .utf8)
        }.joined()
        for sample in samples {
            XCTAssertNotNil(StepFailureText.parse(sample), sample)
            // The sentence's fixed words are the driver's (a reworded driver sentence fails here).
            for fixed in sample.components(separatedBy: CharacterSet(charactersIn: "`\"")).enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
                for part in fixed.components(separatedBy: "ViewController#1").flatMap({ $0.components(separatedBy: ". ") })
                    .map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: " .")) })
                    where part.count > 12 && !part.contains("none") && !part.contains("ResultViewController") {
                    XCTAssertTrue(driver.contains(part), "the driver no longer writes \"\(part)\"")
                }
            }
            let korean = Catalog[.ko].stepFailureReason(sample)
            XCTAssertNotEqual(korean, sample)
            let words = korean.replacingOccurrences(of: #"`[^`]*`|"[^"]*"|\w+#\d+|\w*ViewController"#, with: " ", options: .regularExpression)
                .matches(#"[A-Za-z]{2,}"#)
            XCTAssertEqual(words, [], korean)
        }
        XCTAssertEqual(Catalog[.en].stepFailureReason(samples[2]), samples[2])
        XCTAssertEqual(Catalog[.ko].stepFailureReason("Something else."), "Something else.")
    }

    /// The collection view and picker view step failures whose fixed words hold numbers, with the runtime's reasons.
    func testCollectionItemFailuresAreTranslated() throws {
        let driver = try String(contentsOf: Self.root.appendingPathComponent("Sources/WorkbookDriver/StepActions.swift"), encoding: .utf8)
        XCTAssertTrue(driver.contains("Item \\(item) of section \\(section) cannot be tapped on \\(name): \\(error.message)."))
        XCTAssertTrue(driver.contains("shows \\(collections.count) collection views: name one with `collection: OUTLET`. Outlets to them: \\(named)."))
        let runtime = try String(contentsOf: Self.root.appendingPathComponent("Sources/UIKit/Views/UICollectionView.swift"), encoding: .utf8)
        for fixed in ["the collection view has no data source", "the collection view has \\(sections) section",
                      "section \\(indexPath.section) of the collection view has \\(items) item"] {
            XCTAssertTrue(runtime.contains(fixed), fixed)
        }
        let samples = [
            ("Item 7 of section 0 cannot be tapped on GalleryViewController#1: section 0 of the collection view has 4 items.",
             "GalleryViewController#1의 0번 섹션 7번 항목을 누를 수 없습니다: 컬렉션 뷰의 0번 섹션에는 항목이 4개 있습니다."),
            ("Item 0 of section 2 cannot be tapped on GalleryViewController#1: the collection view has 1 section.",
             "GalleryViewController#1의 2번 섹션 0번 항목을 누를 수 없습니다: 컬렉션 뷰의 섹션은 1개입니다."),
            ("Item 0 of section 0 cannot be tapped on PlainVC#1: the collection view has no data source.",
             "PlainVC#1의 0번 섹션 0번 항목을 누를 수 없습니다: 컬렉션 뷰에 데이터 소스가 없습니다."),
            ("ViewController#1 shows 2 collection views: name one with `collection: OUTLET`. Outlets to them: `photos`, `tags`.",
             "ViewController#1에는 컬렉션 뷰가 2개 있습니다. `collection: OUTLET`으로 하나를 고르세요. 그 뷰들을 가리키는 아웃렛: `photos`, `tags`."),
            ("ViewController#1 shows 2 collection views: name one with `collection: OUTLET`. Outlets to them: none.",
             "ViewController#1에는 컬렉션 뷰가 2개 있습니다. `collection: OUTLET`으로 하나를 고르세요. 그 뷰들을 가리키는 아웃렛: 없음."),
        ]
        XCTAssertTrue(driver.contains("Row \\(row) of component \\(component) cannot be picked on \\(name): \\(error.message)."))
        let picker = try String(contentsOf: Self.root.appendingPathComponent("Sources/UIKit/Views/UIPickerView.swift"), encoding: .utf8)
        for fixed in ["the picker view has no data source", "the picker view has \\(components) component",
                      "component \\(component) of the picker view has \\(rows) row"] {
            XCTAssertTrue(picker.contains(fixed), fixed)
        }
        let pickerSamples = [
            ("Row 3 of component 0 cannot be picked on DetailViewController#1: component 0 of the picker view has 3 rows.",
             "DetailViewController#1에서 0번 구성 요소의 3번 행을 고를 수 없습니다: 피커 뷰의 0번 구성 요소에는 행이 3개 있습니다."),
            ("Row 0 of component 2 cannot be picked on SizeVC#1: the picker view has 2 components.",
             "SizeVC#1에서 2번 구성 요소의 0번 행을 고를 수 없습니다: 피커 뷰의 구성 요소는 2개입니다."),
            ("Row 0 of component 0 cannot be picked on SizeVC#1: the picker view has no data source.",
             "SizeVC#1에서 0번 구성 요소의 0번 행을 고를 수 없습니다: 피커 뷰에 데이터 소스가 없습니다."),
        ]
        XCTAssertTrue(driver.contains("\\(name) shows \\(bars.count) search bars: name one with `outlet: OUTLET`. Outlets to them: \\(named)."))
        let searchSamples = [
            ("FruitsViewController#1 shows 2 search bars: name one with `outlet: OUTLET`. Outlets to them: `finder`.",
             "FruitsViewController#1에는 검색 막대가 2개 있습니다. `outlet: OUTLET`으로 하나를 고르세요. 그 막대들을 가리키는 아웃렛: `finder`."),
        ]
        for (english, korean) in samples + pickerSamples + searchSamples {
            XCTAssertNotNil(StepFailureText.parse(english), english)
            XCTAssertEqual(Catalog[.ko].stepFailureReason(english), korean)
            XCTAssertEqual(Catalog[.en].stepFailureReason(english), english)
        }
    }

    /// The swipe step's failures, with the runtime's reasons (UITableView+Editing.swift).
    func testSwipeFailuresAreTranslated() throws {
        let driver = try String(contentsOf: Self.root.appendingPathComponent("Sources/WorkbookDriver/StepActions.swift"), encoding: .utf8)
        XCTAssertTrue(driver.contains("Row \\(row) of section \\(section) cannot be swiped on \\(name): \\(error.message)."))
        let runtime = try String(contentsOf: Self.root.appendingPathComponent("Sources/UIKit/Views/UITableView+Editing.swift"), encoding: .utf8)
            + String(contentsOf: Self.root.appendingPathComponent("Sources/UIKit/Views/UITableView.swift"), encoding: .utf8)
        for fixed in ["the table view has no data source", "the table view has \\(sections) section",
                      "section \\(indexPath.section) of the table view has \\(rows) row",
                      "the data source's `tableView(_:canEditRowAt:)` returns false for it",
                      "the delegate's swipe actions configuration for it has no actions",
                      "it has no swipe action titled \\\"\\(actionTitle)\\\"; its actions: ",
                      "the delegate gives no leading swipe actions for it",
                      "the delegate gives no swipe actions for it and its editing style is not `.delete`",
                      "the delegate gives no swipe actions for it and the data source does not implement `tableView(_:commit:forRowAt:)`"] {
            XCTAssertTrue(runtime.contains(fixed), fixed)
        }
        let samples = [
            ("Row 0 of section 0 cannot be swiped on TodoVC#1: the data source's `tableView(_:canEditRowAt:)` returns false for it.",
             "TodoVC#1의 0번 섹션 0번 행을 밀 수 없습니다: 데이터 소스의 `tableView(_:canEditRowAt:)`가 이 행에 `false`를 돌려줍니다."),
            ("Row 1 of section 0 cannot be swiped on TodoVC#1: it has no swipe action titled \"Archive\"; its actions: \"Delete\", \"Done\".",
             "TodoVC#1의 0번 섹션 1번 행을 밀 수 없습니다: 제목이 \"Archive\"인 스와이프 동작이 없습니다. 이 행의 동작: \"Delete\", \"Done\"."),
            ("Row 4 of section 0 cannot be swiped on TodoVC#1: section 0 of the table view has 3 rows.",
             "TodoVC#1의 0번 섹션 4번 행을 밀 수 없습니다: 테이블 뷰의 0번 섹션에는 행이 3개 있습니다."),
            ("Row 0 of section 1 cannot be swiped on TodoVC#1: the table view has 1 section.",
             "TodoVC#1의 1번 섹션 0번 행을 밀 수 없습니다: 테이블 뷰의 섹션은 1개입니다."),
            ("Row 0 of section 0 cannot be swiped on TodoVC#1: the table view has no data source.",
             "TodoVC#1의 0번 섹션 0번 행을 밀 수 없습니다: 테이블 뷰에 데이터 소스가 없습니다."),
            ("Row 0 of section 0 cannot be swiped on TodoVC#1: the delegate's swipe actions configuration for it has no actions.",
             "TodoVC#1의 0번 섹션 0번 행을 밀 수 없습니다: 델리게이트가 돌려준 스와이프 동작 구성에 동작이 없습니다."),
            ("Row 0 of section 0 cannot be swiped on TodoVC#1: the delegate gives no leading swipe actions for it.",
             "TodoVC#1의 0번 섹션 0번 행을 밀 수 없습니다: 델리게이트가 이 행의 앞쪽 스와이프 동작을 주지 않습니다."),
            ("Row 0 of section 0 cannot be swiped on TodoVC#1: the delegate gives no swipe actions for it and its editing style is not `.delete`.",
             "TodoVC#1의 0번 섹션 0번 행을 밀 수 없습니다: 델리게이트가 스와이프 동작을 주지 않고, 행의 편집 스타일이 `.delete`가 아닙니다."),
            ("Row 0 of section 0 cannot be swiped on TodoVC#1: the delegate gives no swipe actions for it and the data source does not implement `tableView(_:commit:forRowAt:)`.",
             "TodoVC#1의 0번 섹션 0번 행을 밀 수 없습니다: 델리게이트가 스와이프 동작을 주지 않고, 데이터 소스가 `tableView(_:commit:forRowAt:)`를 구현하지 않습니다."),
        ]
        for (english, korean) in samples {
            XCTAssertNotNil(StepFailureText.parse(english), english)
            XCTAssertEqual(Catalog[.ko].stepFailureReason(english), korean)
            XCTAssertEqual(Catalog[.en].stepFailureReason(english), english)
            let words = korean.replacingOccurrences(of: #"`[^`]*`|"[^"]*"|\w+#\d+"#, with: " ", options: .regularExpression).matches(#"[A-Za-z]{2,}"#)
            XCTAssertEqual(words, [], korean)
        }
    }

    func testBothCarriesBothLanguages() {
        let text = Catalog.both { $0.reportHint }
        XCTAssertEqual(text.ko, "힌트: ")
        XCTAssertEqual(text.en, "hint: ")
    }
}

private final class LiteralCollector: SyntaxVisitor {
    var literals: [StringLiteralExprSyntax] = []
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        literals.append(node)
        return .visitChildren
    }
}

private extension TokenKind {
    var isStringSegment: Bool {
        if case .stringSegment = self { return true }
        return false
    }
}

private extension String {
    func matches(_ pattern: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: self, range: NSRange(startIndex..., in: self)).compactMap { Range($0.range, in: self).map { String(self[$0]) } }
    }

    /// A particle a sentence put after a quoted name it did not know is fitted to that name; code
    /// ending in a bracket or an ellipsis keeps the sentence's own; a particle inside a word stays.
    func testParticlesAfterQuotesFitTheQuotedWord() {
        XCTAssertEqual(KoreanParticle.fitAfterQuotes("`mainScreen`는 nil입니다. `delegate`는 nil입니다."), "`mainScreen`은 nil입니다. `delegate`는 nil입니다.")
        XCTAssertEqual(KoreanParticle.fitAfterQuotes("\"자동갱신\"는 보입니다. \"ManualSubmit\"는, `email`를 읽습니다."),
                       "\"자동갱신\"은 보입니다. \"ManualSubmit\"은, `email`을 읽습니다.")
        XCTAssertEqual(KoreanParticle.fitAfterQuotes("`resultLabel`(12번째 줄)가 바뀝니다."), "`resultLabel`(12번째 줄)이 바뀝니다.")
        XCTAssertEqual(KoreanParticle.fitAfterQuotes("`dismiss(animated:)`는 `a = …`는 그대로"), "`dismiss(animated:)`는 `a = …`는 그대로")
        XCTAssertEqual(KoreanParticle.fitAfterQuotes("`view`이고 `label`이다"), "`view`이고 `label`이다")
    }
}

/// What the values of a comparison that never matched show.
final class WhatIfOutcomeTests: XCTestCase {
    func difference(_ a: String, _ b: String, equal: Bool? = false) -> WhatIfOutcome.Difference? {
        WhatIfOutcome(result: false, times: 1, pairs: [[a, b]], equalSides: equal).difference
    }

    func testEachDifference() {
        XCTAssertEqual(difference(#""App.LeftCoordinator""#, #""Optional(App.LeftCoordinator)""#), .optional)
        XCTAssertEqual(difference(#""Optional<UIViewController>""#, #""LeftViewController""#), .optional)
        // An optional's own wrapper is no difference: `==` compares what it holds.
        XCTAssertEqual(difference(#"Optional("Default")"#, #""default""#), .letterCase)
        XCTAssertEqual(difference(#"Optional("false")"#, #""False""#), .letterCase)
        XCTAssertEqual(difference(#""true""#, "true"), .textAndValue)
        XCTAssertEqual(difference(#"" me@x.com""#, #""me@x.com""#), .spaces)
        XCTAssertNil(difference(#""a""#, #""b""#))
        // Sides that were equal, or a test that is not a comparison, show no difference.
        XCTAssertNil(difference(#""a""#, #""A""#, equal: true))
        XCTAssertNil(difference(#""a""#, #""A""#, equal: nil))
    }

    /// Text built from a name with a part the other side lacks, and two types (`type(of:)` is the
    /// exact class): each told as what it is.
    func testExtraTextAndExactTypes() {
        XCTAssertEqual(difference(#"Optional("GotoSubView")"#, #""GotoSubViewController""#),
                       .extraText(longer: "GotoSubViewController", shorter: "GotoSubView", extra: "Controller", atEnd: true))
        XCTAssertEqual(difference(#""Back""#, #"Optional("BackHome")"#), .extraText(longer: "BackHome", shorter: "Back", extra: "Home", atEnd: true))
        XCTAssertEqual(difference(#""FormEmail""#, #""Email""#), .extraText(longer: "FormEmail", shorter: "Email", extra: "Form", atEnd: false))
        XCTAssertEqual(difference("UIKit.UINavigationController", "App.ViewController"), .exactType(object: "UINavigationController", asked: "ViewController"))
        XCTAssertNil(difference("Route.push", "Route.pop"), "enum cases are no types")
        XCTAssertEqual(difference("ResultViewController#1", "ViewController#1"), .otherClass, "objects are told as objects")
        let told = Catalog[korean: false].whatIfSameEveryTime(file: "A.swift", line: 3, statement: "if type(of: p) == ViewController.self", before: "type(of: p) == ViewController.self",
                                                      after: "type(of: p) != ViewController.self", othersPass: true,
                                                      outcome: WhatIfOutcome(result: false, times: 1, pairs: [["UIKit.UINavigationController", "App.ViewController"]], equalSides: false))
        XCTAssertTrue(told.contains("`type(of:)` gives an object's exact class, here `UINavigationController`"), told)
    }

    /// Text made from an instance (`String(describing: vc)`) beside a class's name: no literal can
    /// equal it (its address is new every run); two descriptions are no such difference.
    func testAnInstanceDescriptionBesideText() {
        XCTAssertEqual(difference(#""<App.ResultViewController: 0x55e88c1f0ce0>""#, #""ResultViewController""#), .instanceDescription(className: "ResultViewController"))
        XCTAssertEqual(difference(#""Result""#, #"Optional("<App.Result: 0x1>")"#), .instanceDescription(className: "Result"))
        XCTAssertNil(difference(#""<App.A: 0x1>""#, #""<App.A: 0x2>""#))
        let outcome = WhatIfOutcome(result: false, times: 1, pairs: [[#""<App.ResultViewController: 0x1>""#, #""ResultViewController""#]], equalSides: false)
        let english = English().whatIfNeverMatched(file: "V.swift", line: 11, statement: "guard", before: #"target == "ResultViewController""#, outcome: outcome)
        XCTAssertTrue(english.contains("`is ResultViewController`") && english.contains("type(of:"), english)
        let korean = Korean().whatIfNeverMatched(file: "V.swift", line: 11, statement: "guard", before: #"target == "ResultViewController""#, outcome: outcome)
        XCTAssertTrue(korean.contains("객체로 만든 텍스트"), korean)
    }

    /// A text method's receiver and argument: a miss only letter case explains is told as such,
    /// by the method's own test (`hasPrefix` at the start, `contains` anywhere); another miss is not.
    func testATextTestMissedOnlyByLetterCase() {
        func outcome(_ test: String, _ receiver: String, _ argument: String) -> WhatIfOutcome {
            var outcome = WhatIfOutcome(result: false, times: 1, pairs: [[receiver, argument]], equalSides: nil)
            outcome.textTest = test
            return outcome
        }
        XCTAssertEqual(outcome("contains", #""ActionSubmit""#, #""action""#).difference, .letterCaseWithin(test: "contains"))
        XCTAssertEqual(outcome("hasPrefix", #"Optional("ActionSubmit")"#, #""action""#).difference, .letterCaseWithin(test: "hasPrefix"))
        XCTAssertNil(outcome("hasSuffix", #""ActionSubmit""#, #""action""#).difference)
        XCTAssertNil(outcome("contains", #""DefaultSubmit""#, #""action""#).difference)
        let told = outcome("contains", #""ActionSubmit""#, #""action""#)
        let english = English().whatIfNeverMatched(file: "V.swift", line: 13, statement: #"if route.contains("action")"#, before: #"route.contains("action")"#, outcome: told)
        XCTAssertEqual(english, #"The test `route.contains("action")` (V.swift line 13, in `if route.contains("action")`) never held in this run, not the one time it ran: it looked for `"action"` in `"ActionSubmit"`. It is there only if capital letters are ignored, and `contains` compares letter for letter, case included: write the text with the same capitals as the value it looks in (an identifier as the storyboard spells it), or compare `lowercased()` of both."#)
        let korean = Korean().whatIfNeverMatched(file: "V.swift", line: 13, statement: #"if route.contains("action")"#, before: #"route.contains("action")"#, outcome: told)
        XCTAssertTrue(korean.contains("참이 되지 않았습니다") && korean.contains("`\"action\"`을 찾았습니다"), korean)
    }

    func testTheValuesAreToldInBothLanguages() {
        let outcome = WhatIfOutcome(result: false, times: 2, pairs: [[#"Optional("Default")"#, #""default""#]], equalSides: false)
        let english = English().whatIfNeverMatched(file: "V.swift", line: 14, statement: #"if title == "default""#, before: #"title == "default""#, outcome: outcome)
        XCTAssertEqual(english, #"The comparison `title == "default"` (V.swift line 14, in `if title == "default"`) never matched in this run, not any of the 2 times it ran. It compared `Optional("Default")` and `"default"`. They differ only in capital letters, and strings compare letter for letter, case included: write the same spelling on both sides."#)
        let korean = Korean().whatIfNeverMatched(file: "V.swift", line: 14, statement: #"if title == "default""#, before: #"title == "default""#, outcome: outcome)
        XCTAssertTrue(korean.contains("실행된 2번 중 한 번도 맞은 적이 없습니다") && korean.contains("대문자와 소문자만 다르고"), korean)
    }
}
