import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Screen pictures: one golden SVG per kind of view and bar, in Korean and English, light and
/// dark (Tests/Fixtures/golden/screens; `make golden` re-records), drawn the same every time,
/// inert, fast; scripts/screens-browser-test.sh renders them in Chromium and checks that every
/// text sits inside its view.
final class ScreenSVGTests: XCTestCase {
    static let golden = TraceEndToEndTests.repository.appendingPathComponent("Tests/Fixtures/golden/screens")

    static func view(_ kind: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, text: String? = nil,
                     configure: (inout ScreenView) -> Void = { _ in }) -> ScreenView {
        var view = ScreenView(kind: kind, frame: RectModel(x: x, y: y, width: w, height: h), text: text)
        configure(&view)
        return view
    }

    static func root(_ subviews: [ScreenView]) -> ScreenView {
        var view = ScreenView(kind: "view", frame: RectModel(x: 0, y: 0, width: 393, height: 852), subviews: subviews)
        view.backgroundColor = ScreenColor(name: "systemBackground", red: 1, green: 1, blue: 1)
        return view
    }

    /// The texts of one language.
    struct Words {
        let title, back, done, name, placeholder, greeting, long, on, first, second, ok, cancel, delete, alertTitle, message, home, settings: String
    }
    static let english = Words(title: "Result", back: "Form", done: "Done", name: "Name", placeholder: "Your email", greeting: "Hello, learner",
                               long: "A label whose text is far too long for its frame to hold on one line", on: "Updates",
                               first: "Daily", second: "Weekly", ok: "OK", cancel: "Cancel", delete: "Delete",
                               alertTitle: "Save changes?", message: "Your edits are kept on this phone only.", home: "Home", settings: "Settings")
    static let korean = Words(title: "결과", back: "입력", done: "완료", name: "이름", placeholder: "이메일을 입력하세요", greeting: "안녕하세요, 학습자님",
                              long: "한 줄에 다 들어가지 않을 만큼 아주 긴 레이블의 글자입니다 정말로 깁니다", on: "갱신",
                              first: "매일", second: "매주", ok: "확인", cancel: "취소", delete: "삭제",
                              alertTitle: "변경 사항을 저장할까요?", message: "수정한 내용은 이 휴대폰에만 남습니다.", home: "홈", settings: "설정")

    /// Every kind of view on one screen, under a navigation bar, over a tab bar.
    static func controls(_ words: Words) -> ScreenSnapshot {
        let views: [ScreenView] = [
            view("label", 20, 123, 353, 21, text: words.greeting),
            view("label", 20, 150, 353, 21, text: words.greeting) { $0.alignment = "center"; $0.fontSize = 20; $0.bold = true },
            view("label", 20, 177, 353, 21, text: words.greeting) { $0.alignment = "right"; $0.textColor = ScreenColor(name: "systemRed", red: 1, green: 0, blue: 0) },
            view("label", 20, 204, 200, 21, text: words.long),
            view("label", 20, 231, 353, 21, text: "hidden") { $0.isHidden = true },
            view("label", 20, 231, 353, 21, text: words.name) { $0.alpha = 0.4 },
            view("button", 20, 258, 353, 35, text: words.done),
            view("button", 20, 298, 353, 35, text: words.cancel) { $0.isEnabled = false },
            view("textField", 20, 340, 353, 34) { $0.placeholder = words.placeholder },
            view("textField", 20, 380, 353, 34, text: "learner@example.com") { $0.placeholder = words.placeholder },
            view("switch", 20, 422, 51, 31) { $0.isOn = true },
            view("switch", 90, 422, 51, 31) { $0.isOn = false },
            view("stepper", 160, 422, 94, 32) { $0.value = 0; $0.minimumValue = 0; $0.maximumValue = 10 },
            view("slider", 20, 462, 353, 30) { $0.value = 0.25; $0.minimumValue = 0; $0.maximumValue = 1 },
            view("segmentedControl", 20, 500, 353, 32) { $0.segments = [words.first, words.second]; $0.selectedIndex = 1 },
            view("imageView", 20, 540, 120, 90) { $0.image = "photo" },
            view("textView", 150, 540, 223, 90, text: words.long + "\n" + words.message),
            view("searchBar", 0, 636, 393, 56) { $0.placeholder = words.placeholder },
            view("progressView", 20, 700, 353, 4) { $0.value = 0.6 },
            view("activityIndicatorView", 20, 712, 20, 20),
        ]
        let layer = ScreenLayer(controller: "FormViewController#1", contentController: "FormViewController#1",
                                navigationBar: NavigationBarSnapshot(title: words.title, backTitle: words.back, rightItems: [words.done]),
                                tabBar: TabBarSnapshot(titles: [words.home, words.settings], badges: [nil, "3"], selectedIndex: 0),
                                view: root(views))
        return ScreenSnapshot(layers: [layer])
    }

    static func table(_ words: Words) -> ScreenSnapshot {
        var table = view("tableView", 0, 0, 393, 852)
        table.cells = [
            ScreenCell(section: 0, row: 0, text: words.first, detailText: words.on),
            ScreenCell(section: 0, row: 1, text: words.second),
            ScreenCell(section: 0, row: 2, text: words.long),
        ]
        table.cells?[0].accessory = 1
        table.cells?[1].accessory = 3
        table.cells?[1].isSelected = true
        let layer = ScreenLayer(controller: "UINavigationController#1", contentController: "ListViewController#1",
                                navigationBar: NavigationBarSnapshot(title: words.title, prefersLargeTitles: true), view: root([table]))
        return ScreenSnapshot(layers: [layer])
    }

    static func collection(_ words: Words) -> ScreenSnapshot {
        var grid = view("collectionView", 0, 103, 393, 749)
        grid.cells = (0..<5).map { ScreenCell(section: 0, row: $0, text: "\(words.name) \($0 + 1)") }
        return ScreenSnapshot(layers: [ScreenLayer(controller: "GridViewController#1", view: root([grid]))])
    }

    static func presenter(_ words: Words) -> ScreenLayer {
        ScreenLayer(controller: "UINavigationController#1", contentController: "ViewController#1",
                    navigationBar: NavigationBarSnapshot(title: words.home), view: root([view("label", 20, 123, 353, 21, text: words.greeting)]))
    }

    static func sheet(_ words: Words) -> ScreenSnapshot {
        let card = ScreenLayer(controller: "UINavigationController#2", contentController: "EditViewController#1", style: "pageSheet",
                               navigationBar: NavigationBarSnapshot(title: words.title, leftItems: [words.cancel], rightItems: [words.done]),
                               view: root([view("textField", 20, 123, 353, 34, text: words.name)]))
        return ScreenSnapshot(layers: [presenter(words), card])
    }

    static func fullScreen(_ words: Words) -> ScreenSnapshot {
        let cover = ScreenLayer(controller: "ResultViewController#1", style: "fullScreen",
                                view: root([view("label", 20, 79, 353, 21, text: words.greeting) { $0.alignment = "center" }]))
        return ScreenSnapshot(layers: [presenter(words), cover])
    }

    static func alert(_ words: Words) -> ScreenSnapshot {
        var field = ScreenView(kind: "textField")
        field.placeholder = words.placeholder
        let alert = AlertSnapshot(style: "alert", title: words.alertTitle, message: words.message,
                                  actions: [AlertActionSnapshot(title: words.cancel, style: "cancel"), AlertActionSnapshot(title: words.ok, style: "default")],
                                  textFields: [field])
        return ScreenSnapshot(layers: [presenter(words), ScreenLayer(controller: "UIAlertController#1", style: "alert", alert: alert)])
    }

    static func actionSheet(_ words: Words) -> ScreenSnapshot {
        let sheet = AlertSnapshot(style: "actionSheet", title: words.alertTitle, message: words.message,
                                  actions: [AlertActionSnapshot(title: words.delete, style: "destructive"), AlertActionSnapshot(title: words.ok, style: "default"),
                                            AlertActionSnapshot(title: words.cancel, style: "cancel")])
        return ScreenSnapshot(layers: [presenter(words), ScreenLayer(controller: "UIAlertController#1", style: "actionSheet", alert: sheet)])
    }

    /// Views made in code without frames: stacked under the bar, 20 points in, 12 apart.
    static func unplaced(_ words: Words) -> ScreenSnapshot {
        var root = ScreenView(kind: "view")
        root.backgroundColor = ScreenColor(name: "systemBackground", red: 1, green: 1, blue: 1)
        root.subviews = [ScreenView(kind: "label", text: words.greeting), ScreenView(kind: "button", text: words.done),
                         ScreenView(kind: "textField", text: words.name), ScreenView(kind: "switch")]
        return ScreenSnapshot(layers: [ScreenLayer(controller: "CodeViewController#1", navigationBar: NavigationBarSnapshot(title: words.title), view: root)])
    }

    nonisolated(unsafe) static let cases: [(String, (Words) -> ScreenSnapshot)] = [
        ("controls", controls), ("table", table), ("collection", collection), ("sheet", sheet), ("full-screen", fullScreen),
        ("alert", alert), ("action-sheet", actionSheet), ("unplaced", unplaced),
    ]

    func testGoldenScreens() throws {
        for (name, make) in Self.cases {
            for (language, words) in [("en", Self.english), ("ko", Self.korean)] {
                for appearance in [ScreenSVG.Appearance.light, .dark] {
                    let svg = ScreenSVG(appearance: appearance, scale: 0.5, label: "\(name) \(language)").render(make(words))
                    try Golden.assert(svg + "\n", "\(name).\(language).\(appearance.rawValue).svg", in: Self.golden)
                }
            }
        }
    }

    /// The same screen draws the same picture; another screen another one.
    func testDeterministic() {
        let first = ScreenSVG().render(Self.controls(Self.english))
        XCTAssertEqual(first, ScreenSVG().render(Self.controls(Self.english)))
        XCTAssertNotEqual(first, ScreenSVG().render(Self.controls(Self.korean)))
    }

    /// Text from the app is escaped; nothing in a picture runs or loads anything.
    func testInert() {
        var snapshot = Self.controls(Self.english)
        let hostile = "</text><script>alert(1)</script><image href=\"http://x/y.png\"/>&amp;\u{1B}[31m"
        snapshot.layers[0].view?.subviews[0].text = hostile
        snapshot.layers[0].navigationBar?.title = hostile
        snapshot.layers[0].tabBar?.titles[0] = hostile
        // The SVG namespace is the one URL a picture names; the learner's `href="http://…"` is text.
        let svg = ScreenSVG(label: hostile).render(snapshot).replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        XCTAssertTrue(svg.contains("href=&quot;http://"))
        for forbidden in ["<script", "<image", "href=\"", "xlink:", "<foreignObject", "javascript:", "\u{1B}", "onload=", "onclick="] {
            XCTAssertFalse(svg.contains(forbidden), forbidden)
        }
        XCTAssertTrue(svg.contains("&lt;/text&gt;&lt;script&gt;"))
    }

    /// Hidden views and what they hold are not drawn; alpha fades a view.
    func testHiddenAndAlpha() {
        let svg = ScreenSVG().render(Self.controls(Self.english))
        XCTAssertFalse(svg.contains(">hidden<"))
        XCTAssertTrue(svg.contains("opacity=\"0.4\""))
    }

    /// A label's text is cut with … to fit its frame (as a one-line label truncates its tail).
    func testLongTextIsCutToItsFrame() {
        let svg = ScreenSVG().render(Self.controls(Self.english))
        XCTAssertFalse(svg.contains(Self.english.long + "<"))
        XCTAssertTrue(svg.contains("A label whose"))
        XCTAssertTrue(svg.contains("…"))
    }

    /// A busy screen (every kind of view, ten times over) draws whole. Its cost is measured, not
    /// asserted (the project measures speed in bench/, never as a timed test): printed here.
    func testABusyScreenDrawsWhole() {
        var snapshot = Self.controls(Self.korean)
        let many = (0..<10).flatMap { _ in snapshot.layers[0].view?.subviews ?? [] }
        snapshot.layers[0].view?.subviews = many
        let start = Date()
        let svg = ScreenSVG().render(snapshot)
        print("a screen of \(many.count) views drew in \(Int(Date().timeIntervalSince(start) * 1000)) ms (debug build)")
        XCTAssertTrue(svg.hasSuffix("</svg>"))
        XCTAssertGreaterThan(svg.components(separatedBy: "<text").count, many.count / 2)
    }

    /// A storyboard scene draws like Interface Builder's canvas: its views at their frames, its
    /// navigation bar with the Back button titled after the scene that pushes it.
    func testStoryboardScene() throws {
        var label = ViewModel(id: "l1", kind: .label, text: "갱신하지 않음")
        label.frame = RectModel(x: 20, y: 123, width: 353, height: 21)
        label.textAlignment = "center"
        var root = ViewModel(id: "root", kind: .view, subviews: [label])
        root.frame = RectModel(x: 0, y: 0, width: 393, height: 852)
        var form = ControllerModel(id: "form", customClass: "ViewController", navigationItem: NavigationItemModel(title: "Form"),
                                   segues: [SegueModel(id: "s", kind: .show, destinationID: "result")])
        form.view = ViewModel(id: "formRoot", kind: .view)
        let result = ControllerModel(id: "result", customClass: "ResultViewController", view: root,
                                     navigationItem: NavigationItemModel(title: "Result"),
                                     outlets: [OutletModel(property: "resultLabel", destinationID: "l1")])
        let nav = ControllerModel(id: "nav", kind: .navigationController,
                                  segues: [SegueModel(id: "r", kind: .relationship, destinationID: "form", relationship: "rootViewController")])
        var document = StoryboardDocument(name: "Main", initialControllerID: "nav",
                                          scenes: [SceneModel(controller: nav), SceneModel(controller: form), SceneModel(controller: result)])
        document.device = "retina6_12"
        let snapshot = try XCTUnwrap(StoryboardScreen.snapshot([document], className: "App.ResultViewController"))
        XCTAssertEqual(snapshot.layers.first?.navigationBar?.backTitle, "Form")
        XCTAssertEqual(snapshot.layers.first?.navigationBar?.title, "Result")
        XCTAssertEqual(snapshot.layers.first?.view?.subviews.first?.outlet, "resultLabel")
        let svg = ScreenSVG().render(snapshot)
        XCTAssertTrue(svg.contains(">갱신하지 않음</text>"))
        XCTAssertTrue(svg.contains("text-anchor=\"middle\""))
    }
}
