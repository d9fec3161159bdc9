import Foundation

/// GitHub Classroom's autograding result (the shape its io/command graders report and its
/// grading reporter reads): `version`, `status`, `max_score`, `tests[{name, status, message,
/// test_code, filename, line_no, execution_time, score}]`.
struct ClassroomReport {
    let language: Language

    struct Document: Encodable {
        let version = 1
        let status: String
        let max_score: Double
        let tests: [Test]
    }

    struct Test: Encodable {
        let name: String
        let status: String
        let message: String
        let test_code: String
        let filename: String
        let line_no: Int
        let execution_time: String
        let score: Double
    }

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        let tests = report.checks.map { result in
            Test(name: result.title.text(language), status: ExercismJSONReport.status(result.status),
                 message: result.status == .passed ? "" : result.failureText(language),
                 test_code: result.id, filename: result.crash?.file ?? "", line_no: result.crash?.line ?? 0,
                 execution_time: String(format: "%.2fs", result.seconds), score: result.points)
        }
        let status = report.status == .passed ? "pass" : report.status == .failed ? "fail" : "error"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(status: status, max_score: report.maxScore, tests: tests)
        return (try? String(decoding: encoder.encode(document), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }
}
