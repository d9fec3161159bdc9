import Foundation
import WorkbookProtocol

/// The window's root replaced during the check (`window.rootViewController = main`, in a screen's
/// action or a helper it calls; the coverage shows the line ran): the screens that were there are
/// dropped, not shown again, and the new root is a new instance. Not the root set at launch (in
/// the scene or app delegate).
struct RootReplacedRule: TeachingRule {
    let id = "root-replaced"
    static let launchMethods = ["scene(_:willConnectTo:options:)", "application(_:didFinishLaunchingWithOptions:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isScreenCheck || { if case .instance? = context.failure.expectation { return true }; return false }() else { return nil }
        for assignment in context.code.assignments where assignment.member == "rootViewController" && assignment.value != "nil"
            && !Self.launchMethods.contains(assignment.method ?? "") && (context.ran(assignment) ?? 0) > 0 {
            let shown = context.failure.actual.map(WrongBranchRule.unquoted)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleRootReplaced(assignment: "\(assignment.written) = \(assignment.value)", line: assignment.line, method: assignment.method ?? "?",
                                    expected: context.failure.expected.map(WrongBranchRule.unquoted), shown: shown)
            })
        }
        return nil
    }
}
