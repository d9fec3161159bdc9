import Foundation
import Texts
import WorkbookProtocol

/// A closure's capture list that reads a control (`[email = email.text ?? ""]`) where the closure
/// is made once, before the user acts (`viewDidLoad`, an initializer, a property's initial
/// value): the capture is evaluated when the closure is made and the closure keeps that copy, so
/// each later run gives the value the control had then.
struct CaptureListSnapshotRule: TeachingRule {
    let id = "capture-list-snapshot"
    static let once: Set<String> = ["viewDidLoad()", "loadView()", "awakeFromNib()", "init(coder:)", "init(nibName:bundle:)", "init()"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, context.check.steps.contains(where: { if case .type = $0 { return true }; if case .set = $0 { return true }; return false }) else { return nil }
        let code = context.code
        // An outlet captured where the view is not loaded yet (an initializer): nil, kept for ever.
        for capture in code.bindings where capture.isCapture && capture.value == capture.name && (capture.method ?? "").hasPrefix("init") {
            guard code.properties.contains(where: { $0.name == capture.name && $0.owner == capture.owner && $0.isOutlet }),
                  let use = code.assignments.first(where: { $0.closureOf != nil && $0.owner == capture.owner && $0.line > capture.line
                      && $0.target.range(of: "^\\s*\(NSRegularExpression.escapedPattern(for: capture.name))\\b", options: .regularExpression) != nil }) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleCaptureListNilOutlet(outlet: capture.name, method: capture.method ?? "?", line: capture.line, use: use.statement, useLine: use.line)
            })
        }
        for capture in code.bindings where capture.isCapture && capture.value != capture.name && (capture.method == nil || Self.once.contains(capture.method ?? "")) {
            guard capture.value.range(of: #"\b\w+\s*[?!]?\s*\.(text|isOn|value|selectedSegmentIndex)\b"#, options: .regularExpression) != nil,
                  let use = code.assignments.first(where: { $0.closureOf != nil && $0.owner == capture.owner && $0.line >= capture.line
                      && FailureContext.mentionsOwn($0.value, capture.name) && (context.ran($0) ?? 1) > 0 }) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleCaptureListSnapshot(capture: "\(capture.name) = \(capture.value)", method: capture.method, line: capture.line,
                                           use: use.statement, useLine: use.line)
            })
        }
        return nil
    }
}
