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
            // A screen's name (`ViewController#2`), not a phrase of the report (`nothing presented`).
            let screen = { (text: String) -> String? in text.range(of: #"^\w+(#\d+)?$"#, options: .regularExpression) != nil ? text : nil }
            let shown = context.failure.actual.map(WrongBranchRule.unquoted).flatMap(screen)
            let expected = context.failure.expected.map(WrongBranchRule.unquoted).flatMap(screen)
            // Going back: the screen the check expects was on screen before the user's last action
            // (the step that replaced the root), not one that action made.
            let expectedClass = expected.map { String($0.split(separator: "#").first ?? "") }
            let failed = min(context.failure.step ?? context.check.steps.count, context.check.steps.count)
            let action = context.check.steps[..<failed].lastIndex { step in
                if case .expect = step { return false }
                return true
            } ?? 0
            let goingBack = expectedClass.map { name in
                context.run.events.contains { $0.className == name && $0.member.hasPrefix("viewDidAppear") && ($0.step ?? 0) < action }
            } ?? false
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleRootReplaced(assignment: "\(assignment.written) = \(assignment.value)", line: assignment.line, method: assignment.method ?? "?",
                                    expected: expected, shown: shown, goingBack: goingBack)
            })
        }
        // The whole navigation stack replaced with a new screen (`setViewControllers([main], …)`,
        // `viewControllers = [main]`), when the check wanted the instance the user came from.
        guard case .instance? = context.failure.expectation else { return nil }
        let code = context.code
        let replacements: [(written: String, line: Int, method: String?, list: String)] =
            code.calls.filter { $0.name == "setViewControllers" && (context.ran($0) ?? 0) > 0 }.map { ($0.written, $0.line, $0.method, $0.arguments.first ?? "") }
            + code.assignments.filter { $0.member == "viewControllers" && (context.ran($0) ?? 0) > 0 }.map { ("\($0.written) = \($0.value)", $0.line, $0.method, $0.value) }
        for replacement in replacements {
            // A screen made right there: a name bound to a new controller, or one made in the list.
            let names = replacement.list.allMatches(#"\b(\w+)\b"#).map { $0[1] }
            let made = names.contains { name in
                code.bindings.contains { $0.name == name && $0.method == replacement.method && (Self.makes($0.value) || Self.callsMaker($0.value, code: code)) }
            } || Self.makes(replacement.list)
            guard made else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleStackReplaced(call: replacement.written, line: replacement.line, method: replacement.method ?? "?",
                                     expected: context.failure.expected.map(WrongBranchRule.unquoted), shown: context.failure.actual.map(WrongBranchRule.unquoted))
            })
        }
        return nil
    }

    /// An expression that makes a new controller: from the storyboard, or by its initializer.
    static func makes(_ expression: String) -> Bool {
        expression.contains("instantiateViewController") || expression.range(of: #"\b[A-Z]\w*ViewController\(\s*\)"#, options: .regularExpression) != nil
    }

    /// A call of a learner method that makes one (`Screen.main.make(from: storyboard)`).
    static func callsMaker(_ expression: String, code: CodeFacts) -> Bool {
        code.methods.contains { method in
            expression.range(of: #"\b\#(NSRegularExpression.escapedPattern(for: method.baseName))\s*\("#, options: .regularExpression) != nil
                && code.returns.contains { $0.method == method.name && $0.owner == method.owner && makes($0.value ?? "") }
        }
    }
}
