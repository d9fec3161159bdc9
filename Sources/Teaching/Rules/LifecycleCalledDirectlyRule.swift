import Foundation
import Texts
import WorkbookProtocol

/// `presentingViewController?.viewWillAppear(true)`, `self.viewDidLoad()`: the learner calls a
/// callback UIKit calls itself. UIKit still calls it at its own time, so the code inside runs
/// once more than the screens changed (a counter counts twice, a value is set from a state that
/// is not there yet).
///
/// Premise: such a call (not on `super`) ran (coverage), and the method it calls is the one that
/// sets what the check read.
struct LifecycleCalledDirectlyRule: TeachingRule {
    let id = "lifecycle-called-directly"

    static let callbacks: [String: String] = [
        "viewDidLoad": "viewDidLoad()", "viewWillAppear": "viewWillAppear(_:)", "viewDidAppear": "viewDidAppear(_:)",
        "viewWillDisappear": "viewWillDisappear(_:)", "viewDidDisappear": "viewDidDisappear(_:)", "loadView": "loadView()",
        "awakeFromNib": "awakeFromNib()", "viewWillLayoutSubviews": "viewWillLayoutSubviews()", "viewDidLayoutSubviews": "viewDidLayoutSubviews()",
    ]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let setters = context.settersOfSubject
        for call in context.code.calls {
            guard let callback = Self.callbacks[call.name], call.receiver != "super", (context.ran(call) ?? 0) > 0,
                  let setter = setters.first(where: { $0.method == callback }) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleLifecycleCalledDirectly(call: call.written, line: call.line, method: call.method ?? "?", callback: callback,
                                               setter: "\(setter.written.isEmpty ? setter.target : setter.written) = …",
                                               setterFile: setter.file == call.file ? nil : context.fileName(setter.file), setterLine: setter.line)
            })
        }
        return nil
    }
}
