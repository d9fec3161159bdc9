import Foundation

/// JUnit XML, for CI systems that show test results.
struct JUnitReport {
    let language: Language

    func render(_ report: CheckReport) -> String {
        let failures = report.checks.filter { $0.status == .failed }.count
        let skipped = report.checks.filter { $0.status == .skipped }.count
        let errors = report.checks.filter { $0.status == .error }.count
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     #"<testsuites name="workbook" tests="\#(report.checks.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)" time="\#(String(format: "%.3f", report.seconds))">"#,
                     #"  <testsuite name="\#(escape(report.exercise))" tests="\#(report.checks.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)">"#]
        if let compileError = report.compileError {
            lines.append("    <system-err>\(escape(compileError))</system-err>")
        }
        for result in report.checks {
            let name = escape("\(result.id): \(result.title.text(language))")
            let open = #"    <testcase classname="\#(escape(report.exercise))" name="\#(name)" time="\#(String(format: "%.3f", result.seconds))""#
            switch result.status {
            case .passed:
                lines.append(open + "/>")
            case .failed:
                lines.append(open + ">")
                let text = result.showsDetails ? result.failureText(language) : (result.message?.text(language) ?? "")
                lines.append(#"      <failure message="\#(escape(result.message?.text(language) ?? "failed"))">\#(escape(text + (result.showsDetails ? "\n\n" + result.trace.joined(separator: "\n") : "")))</failure>"#)
                lines.append("    </testcase>")
            case .skipped:
                lines.append(open + ">")
                lines.append(#"      <skipped message="\#(escape(result.message?.text(language) ?? "skipped"))"/>"#)
                lines.append("    </testcase>")
            case .error:
                lines.append(open + ">")
                lines.append(#"      <error message="\#(escape(result.message?.text(language) ?? "error"))"/>"#)
                lines.append("    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
