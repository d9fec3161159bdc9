import LearnerBuild
import Teaching
import WorkbookProtocol

/// A failure of one learner file (`App/ViewController.swift`) with its line coverage, as the
/// coverage readings' tests build it: counts given per line as `llvm-cov` gives segments.
enum CoverageFixture {
    static let path = "App/ViewController.swift"

    /// Each listed line's code ran that many times (from its first column to the next listed line).
    static func coverage(_ counts: [Int: Int]) -> LineCoverage {
        LineCoverage(files: [path: counts.keys.sorted().map {
            LineCoverage.Segment(line: $0, column: 1, count: counts[$0]!, hasCount: true, isRegionEntry: true, isGap: false)
        }])
    }

    static func context(_ code: String, coverage: LineCoverage?, expectation: Expectation, expected: String, actual: String,
                        steps: [Step] = [], step: Int = 2, events: [TraceEvent] = [], storyboards: [StoryboardDocument] = []) -> FailureContext {
        var reader: (@Sendable () -> LineCoverage?)?
        if let coverage { reader = { coverage } }
        return FailureContext(check: CheckFacts(id: "c", steps: steps),
                              failure: FailureFacts(step: step, expectation: expectation, expected: expected, actual: actual),
                              run: RunRecord(timeline: events.map { .event($0) }, crash: nil, state: nil, coverage: reader),
                              storyboards: storyboards, sources: LearnerCode(sources: [code], paths: [path]))
    }
}
