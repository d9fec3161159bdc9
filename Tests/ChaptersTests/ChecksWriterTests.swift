@testable import Chapters
import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// The checks.yaml the workbook gets reads back as the checks the chapter wrote, every step kind included.
final class ChecksWriterTests: XCTestCase {
    func testEveryStepKindRoundTrips() throws {
        let yaml = """
        exercise: demo
        checks:
          - id: all-steps
            title: {ko: "모두", en: "All"}
            steps:
              - launch
              - type: {outlet: email, text: "a \\"quoted\\" text"}
              - set: {outlet: isUpdate, on: true}
              - tap: {action: "onPerformSegue:"}
              - tap: {row: 2, section: 1, table: list}
              - tap: {item: 3, section: 1, collection: photos}
              - tap: {segue: ToVC2}
              - type: {search: "an", outlet: searchBar}
              - tap: {search: cancel}
              - tap: {search: search}
              - swipe: {row: 1, action: "Delete"}
              - swipe: {row: 0, section: 1, table: list, action: Pin, edge: leading}
              - swipe: {row: 2}
              - back
              - swipeBack: {cancel: true}
              - swipeDown: {cancel: true}
              - swipeDown
              - relaunch
              - launch
              - wait: 0.5
              - expect: {label: {outlet: valueLabel, text: "from VC3"}}
              - expect: {top: VC2}
        """
        let checks = try ChecksParser.parse(yaml, file: "checks.yaml")
        let written = ChecksWriter.write(checks, only: true)
        let reread = try ChecksParser.parse(written, file: "written.yaml")
        XCTAssertEqual(reread.checks.map(\.steps), checks.checks.map(\.steps), written)
    }

    /// A hint's conditions (`when`, `unless_code` with quotes inside) reach the learner's checks.yaml.
    func testHintConditionsRoundTrip() throws {
        let yaml = """
        exercise: demo
        checks:
          - id: c
            title: {ko: "씨", en: "C"}
            hints:
              - {ko: "가", en: "a", when: [label, crash], unless_code: ["performSegue(withIdentifier: \\"Go\\"", "dismiss("]}
              - {ko: "나", en: "b", unless_code: "delegate = self"}
              - {ko: "다", en: "c"}
            steps:
              - launch
        """
        let checks = try ChecksParser.parse(yaml, file: "checks.yaml")
        XCTAssertEqual(checks.checks[0].hintsUnlessCode, [0: ["performSegue(withIdentifier: \"Go\"", "dismiss("], 1: ["delegate = self"]])
        let written = ChecksWriter.write(checks, only: true)
        let reread = try ChecksParser.parse(written, file: "written.yaml")
        XCTAssertEqual(reread.checks[0].hints, checks.checks[0].hints, written)
        XCTAssertEqual(reread.checks[0].hintsWhen, [0: ["label", "crash"]], written)
        XCTAssertEqual(reread.checks[0].hintsUnlessCode, checks.checks[0].hintsUnlessCode, written)
    }
}
