import Foundation

/// JUnit XML, for CI systems that show test results.
struct JUnitReport {
    let language: Language

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        let failures = report.checks.filter { $0.status == .failed }.count
        let skipped = report.checks.filter { $0.status == .skipped }.count
        let errors = report.checks.filter { $0.status == .error }.count
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     #"<testsuites name="workbook" tests="\#(report.checks.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)" time="\#(String(format: "%.3f", report.seconds))">"#,
                     #"  <testsuite name="\#(attribute(report.exercise))" tests="\#(report.checks.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)">"#]
        if let compileError = report.compileError {
            lines.append("    <system-err>\(escape(compileError))</system-err>")
        }
        for result in report.checks {
            let name = attribute("\(result.id): \(result.title.text(language))")
            let open = #"    <testcase classname="\#(attribute(report.exercise))" name="\#(name)" time="\#(String(format: "%.3f", result.seconds))""#
            switch result.status {
            case .passed:
                lines.append(open + "/>")
            case .failed:
                lines.append(open + ">")
                let text = result.failureText(language) + (result.trace.isEmpty ? "" : "\n\n" + result.trace.joined(separator: "\n"))
                lines.append(#"      <failure message="\#(attribute(result.message?.text(language) ?? "failed"))">\#(escape(text))</failure>"#)
                lines.append("    </testcase>")
            case .skipped:
                lines.append(open + ">")
                lines.append(#"      <skipped message="\#(attribute(result.message?.text(language) ?? "skipped"))"/>"#)
                lines.append("    </testcase>")
            case .error:
                lines.append(open + ">")
                lines.append(#"      <error message="\#(attribute(result.message?.text(language) ?? "error"))"/>"#)
                lines.append("    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Character data: well-formed XML 1.0 whatever the text holds.
    func escape(_ text: String) -> String { InertText.xml(text) }

    /// A quoted attribute value (line breaks kept as character references).
    func attribute(_ text: String) -> String { InertText.xml(text, attribute: true) }
}
