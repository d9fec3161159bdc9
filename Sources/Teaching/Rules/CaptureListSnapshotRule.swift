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
        if let found = capturedLocal(context) { return found }
        if let found = capturedProperty(context) { return found }
        guard context.isMissingValue || context.isScreenCheck, context.check.steps.contains(where: { if case .type = $0 { return true }; if case .set = $0 { return true }; return false }) else { return nil }
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
            guard capture.value.range(of: #"\b\w+\s*[?!]?\s*\.(text|isOn|value|selectedSegmentIndex)\b"#, options: .regularExpression) != nil else { continue }
            if let use = code.assignments.first(where: { $0.closureOf != nil && $0.owner == capture.owner && $0.line >= capture.line
                   && FailureContext.mentionsOwn($0.value, capture.name) && (context.ran($0) ?? 1) > 0 }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCaptureListSnapshot(capture: "\(capture.name) = \(capture.value)", method: capture.method, line: capture.line,
                                               use: use.statement, useLine: use.line)
                })
            }
            // A closure stored in a property (`currentValues = { [mail = email.text ?? ""] in (mail, …) }`) that the code calls later.
            if let stored = code.assignments.first(where: { $0.owner == capture.owner && $0.line <= capture.line && capture.line <= $0.line + 3
                   && $0.value.hasPrefix("{") && $0.value.contains(capture.name) }),
               code.calls.contains(where: { $0.name == stored.member && $0.owner == capture.owner }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCaptureListSnapshot(capture: "\(capture.name) = \(capture.value)", method: capture.method, line: capture.line,
                                               use: "\(stored.written.isEmpty ? stored.target : stored.written) = { … }", useLine: stored.line)
                })
            }
        }
        return nil
    }

    /// A closure made once (`viewDidLoad`) whose capture list copies a stored property of its class
    /// (`[weak self, paramEmail]`), while a line that ran writes that property later (another screen's
    /// `main.paramEmail = …`): the closure keeps the copy made when it was made, and never sees the write.
    private func capturedProperty(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for capture in code.bindings where capture.isCapture && capture.value.replacingOccurrences(of: "self.", with: "") == capture.name.replacingOccurrences(of: "self.", with: "")
            && (capture.method == nil || Self.once.contains(capture.method ?? "")) {
            let name = capture.name
            let selfRead = "self\\??\\.\\s*\\(name)\\b"
            // Read in the closure: a value it assigns, or an argument of a call it makes (`performSegue(…, sender: viewModel)`,
            // whose receiver reads the copy in turn).
            let assigned = code.assignments.first(where: { $0.closureOf != nil && $0.owner == capture.owner && $0.line >= capture.line
                && FailureContext.mentionsOwn($0.value, name) && ($0.value.range(of: selfRead, options: .regularExpression) == nil)
                && (context.ran($0) ?? 0) > 0 }).map { (statement: $0.statement, line: $0.line) }
            let handed = assigned != nil ? nil : code.calls.first(where: { call in
                call.closureOf != nil && call.owner == capture.owner && call.line >= capture.line && call.line <= capture.line + 6
                    && call.arguments.contains { FailureContext.mentionsOwn($0, name) && $0.range(of: selfRead, options: .regularExpression) == nil }
                    && (context.ran(call) ?? 0) > 0 }).map { (statement: $0.written, line: $0.line) }
            // Written later: the property itself, or a member of it (a struct's `viewModel.email = …` changes `viewModel`).
            let isWriteOf: (CodeFacts.Assignment) -> Bool = { assignment in
                assignment.member == name || (assignment.owner == capture.owner && assignment.base.map { $0 == name || $0 == "self." + name } == true)
            }
            guard code.properties.contains(where: { $0.name == name && $0.owner == capture.owner && !$0.isOutlet && !$0.isComputed }),
                  let use = assigned ?? handed,
                  let write = code.assignments.first(where: { isWriteOf($0) && ($0.op == "=" || $0.member != name) && !($0.owner == capture.owner && $0.method == capture.method)
                      && (context.ran($0) ?? 0) > 0 }) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleCaptureListProperty(property: name, method: capture.method, line: capture.line, use: use.statement, useLine: use.line,
                                           write: write.statement, writeFile: context.fileName(write.file) ?? "?", writeLine: write.line)
            })
        }
        return nil
    }

    /// A closure made once that reads a local constant of the method making it (`let saved =
    /// UserDefaults…` then `refresh = { self?.label.text = saved }`): proved by the coverage when the
    /// closure's line ran more times than the method that made it.
    private func capturedLocal(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let changing = #"\b\w+\s*[?!]?\s*\.(text|isOn|value|selectedSegmentIndex)\b|UserDefaults|forKey:|\.shared\b|delegate"#
        for use in code.assignments where (use.closureOf != nil || use.storedIn != nil) && context.setsSubject(use) {
            guard let name = use.method, let method = code.method(name, in: use.owner), let made = context.ran(method), made > 0,
                  let runs = context.ran(use), runs > made else { continue }
            for local in code.bindings where !local.isCapture && !local.isWeakCapture && local.method == name && local.owner == use.owner && local.file == use.file
                && local.line < use.line && FailureContext.mentionsOwn(use.value, local.name)
                && local.value.range(of: changing, options: .regularExpression) != nil {
                // Bound again inside the closure (a parameter or a local of its own): not the method's copy.
                if code.bindings.contains(where: { $0.name == local.name && $0.method == name && $0.line > local.line && $0.line <= use.line && $0.owner == use.owner }) { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCapturedLocal(local: local.name, value: local.value, method: name, line: local.line, use: use.statement, useLine: use.line, runs: runs, made: made)
                })
            }
        }
        return nil
    }
}
