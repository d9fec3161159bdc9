import Teaching
import Texts
import WorkbookProtocol
import XCTest

/// A comparison whose UIKit side held its default (nil, 0), told with where the literal really
/// is in the storyboard; `viewWithTag` told as the first view with that tag.
final class SideSourcesTests: XCTestCase {
    /// Main, whose navigation item is titled "Main" (its own `title` unset), with a root view tagged 1
    /// holding a label and a button titled "Save".
    let storyboard = StoryboardDocument(name: "Main", scenes: [
        SceneModel(controller: ControllerModel(id: "m", customClass: "ViewController",
                                               view: ViewModel(id: "v", kind: .view, tag: 1, subviews: [
                                                   ViewModel(id: "l", kind: .label, text: "-"),
                                                   ViewModel(id: "b", kind: .button, title: "Save"),
                                               ]),
                                               navigationItem: NavigationItemModel(title: "Main"))),
    ])

    func testATitleNeverSetIsToldWithTheNavigationItemThatHoldsIt() throws {
        let source = try XCTUnwrap(SideSources.read(comparison: "screen.title == \"Main\"", pairs: [["nil", "\"Main\""], ["nil", "\"Main\""]],
                                                    storyboards: [storyboard], facts: CodeFacts(sources: ["class A { func f() { if screen.title == \"Main\" {} } }"])))
        XCTAssertEqual(source, SideSource(side: "screen.title", value: "nil", member: "title", literal: "Main",
                                          places: [.init(owner: "ViewController", attribute: .navigationItemTitle)]))
        let outcome = { () -> WhatIfOutcome in var outcome = WhatIfOutcome(result: false, times: 2, pairs: [["nil", "\"Main\""]], equalSides: false); outcome.source = source; return outcome }()
        let text = Catalog.both { $0.whatIfNeverMatched(file: "A.swift", line: 3, statement: "x", before: "screen.title == \"Main\"", outcome: outcome) }
        XCTAssertTrue(text.en.hasSuffix("`screen.title` was nil each time, UIKit's default: neither your code nor the storyboard gives `title` a value here. `Main` is in the storyboard as the title of ViewController's navigation item (`navigationItem.title`), which is not the controller's own `title`. Read what holds it, or tell the objects apart another way: by class (`is`/`as?`) or by identity (`===`)."), text.en)
        XCTAssertTrue(text.ko.contains("`navigationItem.title`, 컨트롤러 자신의 `title`과는 다릅니다"), text.ko)
    }

    func testATagLeftAtZeroIsToldWhenNothingHoldsTheNumber() throws {
        let source = try XCTUnwrap(SideSources.read(comparison: "button.tag == 2", pairs: [["0", "2"]], storyboards: [storyboard], facts: nil))
        XCTAssertEqual(source.places, [])
        XCTAssertEqual(source.member, "tag")
        // Tag 1 is the root view's.
        XCTAssertEqual(SideSources.read(comparison: "button.tag == 1", pairs: [["0", "1"]], storyboards: [storyboard], facts: nil)?.places,
                       [.init(owner: "ViewController", view: "view", shown: nil, attribute: .tag)])
    }

    /// Code that sets the property, a value that is not a default, or two sides that are not a literal: no reading.
    func testNoReadingWhenTheCodeSetsItOrTheValueIsNotADefault() {
        let sets = CodeFacts(sources: ["class A { func f() { screen.title = \"Main\" } }"])
        XCTAssertNil(SideSources.read(comparison: "screen.title == \"Main\"", pairs: [["nil", "\"Main\""]], storyboards: [storyboard], facts: sets))
        XCTAssertNil(SideSources.read(comparison: "screen.title == \"Main\"", pairs: [["\"Form\"", "\"Main\""]], storyboards: [storyboard], facts: nil))
        XCTAssertNil(SideSources.read(comparison: "screen.title == other.title", pairs: [["nil", "nil"]], storyboards: [storyboard], facts: nil))
    }

    func testViewWithTagIsToldAsTheFirstViewWithThatTag() {
        XCTAssertEqual(SideSources.tagSearch(operand: "view.viewWithTag(0)", found: ["Optional(<UIView>)"], storyboards: [storyboard]),
                       .tagSearch(tag: 0, found: "Optional(<UIView>)", defaultTag: true, rootTagged: false, tagged: 2))
        XCTAssertEqual(SideSources.tagSearch(operand: "self.view.viewWithTag(1)", found: ["Optional(<UIView>)"], storyboards: [storyboard]),
                       .tagSearch(tag: 1, found: "Optional(<UIView>)", defaultTag: false, rootTagged: true, tagged: 1))
        XCTAssertNil(SideSources.tagSearch(operand: "view.subviews.first", found: ["nil"], storyboards: [storyboard]))
    }
}
