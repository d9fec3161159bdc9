import Foundation

/// GitHub Actions workflow commands: an `::error` per failed check, on the learner's file and
/// line when the failure has one (a crash), and a notice with the score.
struct GitHubAnnotationsReport {
    let language: Language

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        var lines: [String] = []
        if let compileError = report.compileError {
            for line in compileError.split(separator: "\n") {
                guard let match = String(line).firstMatch(#"^(.+?):(\d+):(\d+): error: (.*)$"#) else { continue }
                lines.append("::error file=\(property(match[1])),line=\(match[2]),col=\(match[3]),title=compile error::\(data(match[4]))")
            }
        }
        for result in report.checks where result.status == .failed || result.status == .error {
            var properties = ["title=\(property("\(result.id): \(result.title.text(language))"))"]
            if let file = result.crash?.file { properties.insert("file=\(property(file))", at: 0) }
            if result.crash?.file != nil, let line = result.crash?.line { properties.insert("line=\(line)", at: 1) }
            let text = result.failureText(language)
            lines.append("::error \(properties.joined(separator: ","))::\(data(text))")
        }
        lines.append("::notice title=workbook \(property(report.exercise))::\(data("\(report.score.formattedForTrace)/\(report.maxScore.formattedForTrace)"))")
        return lines.joined(separator: "\n") + "\n"
    }

    private func data(_ text: String) -> String { InertText.workflowData(text) }

    private func property(_ text: String) -> String { InertText.workflowProperty(text) }
}
