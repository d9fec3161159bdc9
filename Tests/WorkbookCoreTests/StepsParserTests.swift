import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

final class StepsParserTests: XCTestCase {
    func testEveryStepForm() throws {
        let steps = try StepsParser.parse("""
        - launch
        - type: {outlet: email, text: "learner@example.com"}
        - set: {outlet: isUpdate, on: true}
        - set: {outlet: interval, value: 5}
        - tap: {action: "onPerformSegue:"}
        - tap: {title: "Submit"}
        - tap: {segue: ManualSubmit}
        - back
        - swipeDown
        - relaunch
        - wait: 0.5
        """, file: "steps.yaml")
        XCTAssertEqual(steps, [
            .launch,
            .type(ControlLocator(outlet: "email"), text: "learner@example.com"),
            .set(ControlLocator(outlet: "isUpdate"), on: true, value: nil, index: nil),
            .set(ControlLocator(outlet: "interval"), on: nil, value: 5, index: nil),
            .tap(ControlLocator(action: "onPerformSegue:")),
            .tap(ControlLocator(title: "Submit")),
            .tap(ControlLocator(segue: "ManualSubmit")),
            .back, .swipeDown(cancel: false), .relaunch, .wait(seconds: 0.5),
        ])
    }

    /// A tab is tapped by index or by title, and by nothing else.
    func testTabSteps() throws {
        let steps = try StepsParser.parse("""
        - tap: {tab: 1}
        - tap: {tab: "Settings"}
        - tap: {tab: "2"}
        """, file: "steps.yaml")
        XCTAssertEqual(steps, [.tap(ControlLocator(tab: 1)), .tap(ControlLocator(tabTitle: "Settings")), .tap(ControlLocator(tabTitle: "2"))])
        XCTAssertEqual(steps.map(\.description), ["tap {tab: 1}", "tap {tab: \"Settings\"}", "tap {tab: \"2\"}"])
        for text in ["- tap: {tab: 1, title: OK}", "- type: {tab: 1, text: x}", "- tap: {tab: 0, row: 2}"] {
            XCTAssertThrowsError(try StepsParser.parse(text, file: "steps.yaml"), text) { error in
                let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
                XCTAssertTrue(messages.contains { $0.hasPrefix("a tab is tapped with `- tap: {tab: N}`") }, "\(text): \(messages)")
            }
        }
    }

    /// A row swiped and one of its swipe actions tapped by title (a full swipe without `action`),
    /// from the trailing edge unless `edge: leading`; mistakes are diagnosed.
    func testSwipeStep() throws {
        let steps = try StepsParser.parse("""
        - swipe: {row: 1, action: "Delete"}
        - swipe: {row: 0, section: 2, table: todoTable}
        - swipe: {row: 3, action: Pin, edge: leading}
        """, file: "steps.yaml")
        XCTAssertEqual(steps, [
            .swipe(ControlLocator(row: 1), action: "Delete", leading: false),
            .swipe(ControlLocator(row: 0, section: 2, table: "todoTable"), action: nil, leading: false),
            .swipe(ControlLocator(row: 3), action: "Pin", leading: true),
        ])
        XCTAssertEqual(steps.map(\.description), [
            "swipe {row: 1} action: \"Delete\"",
            "swipe {row: 0, section: 2, table: todoTable} (full swipe)",
            "swipe {row: 3} action: \"Pin\" edge: leading",
        ])
        for (text, message) in [
            ("- swipe: {action: Delete}", "`swipe` takes a table row and a swipe action's title"),
            ("- swipe", "unknown step `swipe`"),
            ("- swipe: {row: -1}", "`row` is a row or section number, 0 or more"),
            ("- swipe: {row: 1, edge: left}", "`edge` is `leading` or `trailing`"),
            ("- swipe: {row: 1, acton: Delete}", "unknown key `acton`"),
        ] {
            XCTAssertThrowsError(try StepsParser.parse(text, file: "steps.yaml"), text) { error in
                let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
                XCTAssertTrue(messages.contains { $0.hasPrefix(message) }, "\(text): \(messages)")
            }
        }
    }

    /// A row's accessory button: `{accessory: N}` with `section` and `table` as for a row.
    func testAccessoryStep() throws {
        let steps = try StepsParser.parse("- tap: {accessory: 2, section: 1, table: list}\n", file: "steps.yaml")
        XCTAssertEqual(steps, [.tap(ControlLocator(section: 1, table: "list", accessory: 2))])
        XCTAssertEqual(steps[0].description, "tap {accessory: 2, section: 1, table: list}")
        XCTAssertThrowsError(try StepsParser.parse("- tap: {accessory: 2, row: 2}\n", file: "steps.yaml"))
        XCTAssertThrowsError(try StepsParser.parse("- type: {accessory: 2, text: x}\n", file: "steps.yaml"))
    }

    /// A collection view item: `{item: N}` with `section` and `collection` (an outlet) as a row has
    /// `section` and `table`; other keys, a row, or a step other than `tap` are refused.
    func testCollectionItemStep() throws {
        let steps = try StepsParser.parse("- tap: {item: 3}\n- tap: {item: 0, section: 2, collection: photos}\n", file: "steps.yaml")
        XCTAssertEqual(steps, [.tap(ControlLocator(item: 3)), .tap(ControlLocator(section: 2, item: 0, collection: "photos"))])
        XCTAssertEqual(steps.map(\.description), ["tap {item: 3}", "tap {item: 0, section: 2, collection: photos}"])
        let refused = [
            ("- tap: {item: 1, row: 1}", "a collection view item is tapped with `{item: N}`"),
            ("- tap: {item: 1, table: list}", "a collection view item is tapped with `{item: N}`"),
            ("- tap: {item: 1, title: OK}", "a collection view item is tapped with `{item: N}`"),
            ("- tap: {collection: photos}", "`collection` goes with `item`"),
            ("- tap: {item: -1}", "`item` is an item number, 0 or more"),
            ("- type: {item: 1, text: x}", "only `tap` takes a collection view item"),
        ]
        for (text, message) in refused {
            XCTAssertThrowsError(try StepsParser.parse(text, file: "steps.yaml"), text) { error in
                let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
                XCTAssertTrue(messages.contains { $0.hasPrefix(message) }, "\(text): \(messages)")
            }
        }
    }

    /// A picker view's row is set with `index`, in `component` (0 unless given).
    func testPickerViewSetStep() throws {
        let steps = try StepsParser.parse("- set: {outlet: sizePicker, index: 2}\n- set: {outlet: datePicker, index: 1, component: 1}\n", file: "steps.yaml")
        XCTAssertEqual(steps, [.set(ControlLocator(outlet: "sizePicker"), on: nil, value: nil, index: 2),
                               .set(ControlLocator(outlet: "datePicker", component: 1), on: nil, value: nil, index: 1)])
        XCTAssertEqual(steps[1].description, "set {outlet: datePicker, component: 1} index: 1")
        for text in ["- set: {outlet: p, component: 1, on: true}", "- set: {outlet: p, index: 1, component: -1}"] {
            XCTAssertThrowsError(try StepsParser.parse(text, file: "steps.yaml"), text) { error in
                let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
                XCTAssertTrue(messages.contains { $0.hasPrefix("`component` is a picker view's component number") }, "\(text): \(messages)")
            }
        }
    }

    /// R16.3, R16.4: `type: {search: "…"}` types into the search bar on screen (`outlet` names one);
    /// `tap: {search: cancel}` taps its Cancel button, `tap: {search: search}` the keyboard's Search key.
    func testSearchSteps() throws {
        let steps = try StepsParser.parse("""
        - type: {search: "an"}
        - type: {search: "", outlet: searchBar}
        - tap: {search: cancel}
        - tap: {search: search, outlet: searchController}
        """, file: "steps.yaml")
        XCTAssertEqual(steps, [.type(ControlLocator(search: .bar), text: "an"),
                               .type(ControlLocator(outlet: "searchBar", search: .bar), text: ""),
                               .tap(ControlLocator(search: .cancel)),
                               .tap(ControlLocator(outlet: "searchController", search: .search))])
        XCTAssertEqual(steps[0].description, "type {search: bar} text: \"an\"")
        XCTAssertEqual(steps[2].description, "tap {search: cancel}")
        for (text, message) in [("- tap: {search: clear}", "`tap: {search: cancel}` taps"), ("- tap: {search: bar}", "`tap: {search: cancel}` taps"),
                                ("- type: {search: \"a\", text: \"b\"}", "unknown key `text` with `search`"),
                                ("- type: {search: [a]}", "`type: {search: \"…\"}` types")] {
            XCTAssertThrowsError(try StepsParser.parse(text, file: "steps.yaml"), text) { error in
                let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
                XCTAssertTrue(messages.contains { $0.hasPrefix(message) }, "\(text): \(messages)")
            }
        }
    }

    func testAllProblemsAreReportedWithLinesAndSuggestions() {
        XCTAssertThrowsError(try StepsParser.parse("""
        - lunch
        - tap: {outlett: email}
        - type: {outlet: email}
        """, file: "steps.yaml")) { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.count, 3)
            XCTAssertEqual(diagnostics.map(\.line), [1, 2, 3])
            XCTAssertEqual(diagnostics[0].suggestion, "did you mean `launch`?")
            XCTAssertEqual(diagnostics[1].suggestion, "did you mean `outlet`?")
            XCTAssertTrue(diagnostics[2].message.contains("text"))
            XCTAssertTrue(diagnostics[0].description.hasPrefix("steps.yaml:1:"))
        }
    }

    func testInvalidYAML() {
        XCTAssertThrowsError(try StepsParser.parse("- tap: {outlet: [", file: "s.yaml")) { error in
            XCTAssertTrue("\(error)".contains("invalid YAML"), "\(error)")
        }
    }

    /// A wait that is not a number of seconds from 0 to 600 is refused where it is written, not
    /// accepted (and later dumped as an `EncodingError` when the step is sent to the app).
    func testAWaitMustBeAFiniteNumberOfSecondsFromZeroTo600() {
        for (written, column) in [(".nan", 9), (".inf", 9), ("-.inf", 9), ("-1", 9), ("601", 9)] {
            XCTAssertThrowsError(try StepsParser.parse("- launch\n- wait: \(written)\n", file: "steps.yaml"), written) { error in
                XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.description),
                               ["steps.yaml:2:\(column): error: `wait: \(written)` is not allowed: a wait is 0 to 600 seconds\n  write, for example, `wait: 0.5`"])
            }
        }
        XCTAssertEqual(try StepsParser.parse("- wait: 0\n- wait: 600\n", file: "steps.yaml"), [.wait(seconds: 0), .wait(seconds: 600)])
    }

    /// A `set` value must be a finite number too (`.nan` could not be sent to the app).
    func testASetValueMustBeFinite() {
        XCTAssertThrowsError(try StepsParser.parse("- set: {outlet: interval, value: .nan}\n", file: "steps.yaml")) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.description),
                           ["steps.yaml:1:34: error: `value: .nan` is not a finite number\n  write the control's value as a number, for example `value: 5`"])
        }
    }
}
