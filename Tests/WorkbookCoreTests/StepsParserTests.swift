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
}
