import Foundation
import Texts
import WorkbookProtocol

/// `loadView()` overridden without `super.loadView()` in a class whose storyboard scene has
/// outlets: UIKit's own `loadView()` is what loads the scene's view and connects its outlets, so
/// with the learner's in its place every outlet stays nil (an implicit unwrap of one crashes, an
/// optional chain through one does nothing).
struct LoadViewWithoutSuperRule: TeachingRule {
    let id = "load-view-without-super"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        for method in code.methods where method.name == "loadView()" && method.isOverride {
            guard let owner = method.owner,
                  !code.calls.contains(where: { $0.owner == owner && $0.method == "loadView()" && $0.name == "loadView" && $0.receiver == "super" }) else { continue }
            let outlets = context.storyboards.flatMap(\.scenes).filter { $0.controller.className == owner }.flatMap { $0.controller.outlets.map(\.property) }
            guard let outlet = outlets.first else { continue }
            let file = context.fileName(method.file)
            // The failure reads what the outlets would have given: a crash in that class's file, or a label of it.
            let crashed = context.crash.map { crash in
                crash.kind == .fatalError && crash.reason.contains("implicitly unwrapping") && file.map { name in crash.file?.hasSuffix(name) == true } == true
            } ?? false
            var label = false
            if case let .label(name, _)? = context.failure.expectation { label = outlets.contains(name) }
            guard crashed || label else { continue }
            let used = crashed ? (context.crash?.line).flatMap { line in outlets.first { name in
                code.assignments.contains { $0.owner == owner && $0.line == line && $0.target.contains(name) }
                    || code.reads.contains { $0.owner == owner && $0.line == line && ($0.base.contains(name) || $0.member == name) }
            } } ?? outlet : outlet
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleLoadViewWithoutSuper(owner: owner, line: method.line, outlet: used, crashLine: crashed ? context.crash?.line : nil)
            })
        }
        return nil
    }
}
