import Foundation
import Texts
import WorkbookProtocol

// The learner's methods that stand where UIKit's do: an override whose body ran but never called
// `super` (UIKit's own method, the one that moves screens, never ran), a method of UIKit's name
// that is not an override (another method, which UIKit never calls), and `prepare(for:sender:)`
// that UIKit did not call (written on the destination, or no segue at all). Each is proved by
// the coverage and the trace, never by the name alone.

/// An override of one of UIKit's transition methods whose body ran but whose `super` call never
/// did (there is none, or it sits where the run did not go): UIKit's method is what shows,
/// pushes, presents or closes, so nothing moved.
struct OverrideWithoutSuperRule: TeachingRule {
    let id = "override-without-super"
    static let transitions: Set<String> = ["performSegue(withIdentifier:sender:)", "show(_:sender:)", "showDetailViewController(_:sender:)",
                                           "present(_:animated:completion:)", "dismiss(animated:completion:)", "pushViewController(_:animated:)",
                                           "popViewController(animated:)", "popToRootViewController(animated:)", "popToViewController(_:animated:)",
                                           "setViewControllers(_:animated:)", "perform()"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for method in code.methods where method.isOverride && Self.transitions.contains(method.name) {
            guard let owner = method.owner, let runs = context.ran(method), runs > 0 else { continue }
            let supers = code.calls.filter { $0.owner == owner && $0.method == method.name && $0.receiver == "super" && $0.name == method.baseName }
            // A custom segue's perform() shows nothing by itself: another rule tells what it must do.
            if method.name == "perform()" && supers.isEmpty { continue }
            guard supers.allSatisfy({ context.ran($0) == 0 }) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleOverrideWithoutSuper(owner: owner, method: method.name, line: method.line, superLine: supers.first?.line)
            })
        }
        return nil
    }
}

/// A method named as one UIKit calls on a screen, without `override` because its parameters
/// differ (`prepare(for segue: UIStoryboardSegue, sender: Any)`): Swift takes it as another
/// method of that name, and UIKit never calls it.
struct NotAnOverrideRule: TeachingRule {
    let id = "not-an-override"
    /// UIKit's declarations, by the name the learner's method shares.
    static let uikit: [String: (name: String, declaration: String)] = [
        "prepare": ("prepare(for:sender:)", "override func prepare(for segue: UIStoryboardSegue, sender: Any?)"),
        "shouldPerformSegue": ("shouldPerformSegue(withIdentifier:sender:)", "override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool"),
        "viewWillAppear": ("viewWillAppear(_:)", "override func viewWillAppear(_ animated: Bool)"),
        "viewDidAppear": ("viewDidAppear(_:)", "override func viewDidAppear(_ animated: Bool)"),
        "viewWillDisappear": ("viewWillDisappear(_:)", "override func viewWillDisappear(_ animated: Bool)"),
        "viewDidDisappear": ("viewDidDisappear(_:)", "override func viewDidDisappear(_ animated: Bool)"),
        "willMove": ("willMove(toParent:)", "override func willMove(toParent parent: UIViewController?)"),
        "didMove": ("didMove(toParent:)", "override func didMove(toParent parent: UIViewController?)"),
        "show": ("show(_:sender:)", "override func show(_ vc: UIViewController, sender: Any?)"),
        "dismiss": ("dismiss(animated:completion:)", "override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)"),
    ]

    /// The argument labels of a UIKit method's name (`show(_:sender:)` → `["", "sender"]`).
    static func uikitLabels(_ name: String) -> [String] {
        guard let open = name.firstIndex(of: "(") else { return [] }
        return name[name.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 == "_" ? "" : String($0) }
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for method in code.methods where !method.isOverride && !method.isAction {
            guard let owner = method.owner, let uikit = Self.uikit[method.baseName], context.ran(method) == 0,
                  code.classes.contains(where: { $0.name == owner }) else { continue }
            // UIKit's method itself is not overridden beside it (then this one is a helper of the same name).
            guard !code.methods.contains(where: { $0.owner == owner && $0.isOverride && $0.name == uikit.name }) else { continue }
            // The learner's own code calls it with its own labels (`show(note: text)`): a helper that
            // shares UIKit's base name, not a UIKit method misspelled.
            let labels = method.parameterLabels.map { $0 == "_" ? "" : $0 }
            guard !code.calls.contains(where: { call in
                call.name == method.baseName && call.labels.map({ $0 == "_" ? "" : $0 }) == labels && call.labels != Self.uikitLabels(uikit.name)
            }) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleNotAnOverride(owner: owner, method: method.name, parameters: method.parameterTypes, line: method.line, declaration: uikit.declaration)
            })
        }
        return nil
    }
}

/// `prepare(for:sender:)` that UIKit never called while the value it gives was missing: it is
/// written on the segue's destination (UIKit asks the screen the segue starts from), or the screen
/// came by `present`/`pushViewController` from code, with no segue.
struct PrepareNotCalledRule: TeachingRule {
    let id = "prepare-not-called"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for method in code.methods where method.isOverride && method.name == "prepare(for:sender:)" {
            guard let owner = method.owner, context.ran(method) == 0, context.runs(of: method.name, owner: owner).isEmpty,
                  code.assignments.contains(where: { $0.owner == owner && $0.method == method.name }) else { continue }
            let events = context.events
            // A segue whose destination is this class: UIKit asked its source.
            if let prepare = events.first(where: { $0.member == "prepare(for:sender:)" && ($0.detail ?? "").contains("destination=\(owner)#") }) {
                return Explanation(rule: id, conclusive: true, text: Catalog.both { $0.rulePrepareOnDestination(owner: owner, line: method.line, source: prepare.instance) })
            }
            // No segue ran at all, and the learner's code showed a screen itself: told for a value that did not
            // arrive (a screen that came when it should not have is not about `prepare`).
            guard context.isMissingValue, !events.contains(where: { $0.member == "prepare(for:sender:)" }),
                  let call = code.calls.first(where: { ["present", "pushViewController", "show"].contains($0.name) && $0.owner == owner && (context.ran($0) ?? 0) > 0 })
            else { continue }
            // An alert is no screen that needs values (`alert-covers-screen` tells it).
            if AlertCoversScreenRule.isAlert(call, code: code) { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both { $0.rulePrepareWithoutSegue(owner: owner, line: method.line, call: call.name, callLine: call.line) })
        }
        return nil
    }
}

/// An alert presented where the check expects the screen to stay as it is (a refused segue that
/// also tells the user why with a `UIAlertController`): an alert is a view controller presented
/// like any other, so the screen under it is no longer the top one. Premise: the check expected a
/// screen on top (or nothing presented) and found an alert, and a `present` of an alert ran.
struct AlertCoversScreenRule: TeachingRule {
    let id = "alert-covers-screen"
    func explain(_ context: FailureContext) -> Explanation? {
        guard let actual = context.failure.actual, actual.contains("UIAlertController#") else { return nil }
        let expected: String?
        switch context.failure.expectation {
        case let .top(screen)?: expected = screen
        case .presented?: expected = nil
        default: return nil
        }
        let code = context.code
        guard let call = code.calls.first(where: { $0.name == "present" && (context.ran($0) ?? 0) > 0 && Self.isAlert($0, code: code) }) else { return nil }
        let alert = actual.firstMatch(#"(UIAlertController#\d+)"#)?[1] ?? "UIAlertController"
        // The check expects another screen than the one the alert covers: the way there waits for the alert
        // (a transition in one of its actions' handlers), not a screen that should have stayed as it was.
        if let expected, let owner = call.owner, expected != owner {
            let waiting = code.calls.first { other in
                guard other.owner == call.owner, other.method == call.method, other.closureOf != nil,
                      SkippedOptionalChainRule.transitionCalls[other.name] != nil else { return false }
                return other.name != "present" || !Self.isAlert(other, code: code)
            }
            // No transition waits there: the work that does (a value handed on, a delegate told, a
            // store written) sits in a handler that never ran.
            let work: (text: String, line: Int)? = waiting == nil ? (
                code.assignments.first { $0.owner == call.owner && $0.method == call.method && $0.closureOf != nil && context.ran($0) == 0 }
                    .map { ($0.statement, $0.line) }
                ?? code.calls.first { $0.owner == call.owner && $0.method == call.method && $0.closureOf != nil && context.ran($0) == 0
                    && !["UIAlertAction", "addAction", "present"].contains($0.name) }.map { ($0.quoted, $0.line) }) : nil
            return Explanation(rule: id, conclusive: true, text: Catalog.both { texts in
                texts.ruleAlertBlocksTransition(alert: alert, expected: expected, call: call.written, line: call.line, method: call.method,
                                                waiting: waiting?.quoted, waitingLine: waiting?.line)
                    + (work.map { " " + texts.alertHandlerHoldsWork(statement: $0.text, line: $0.line) } ?? "")
            })
        }
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleAlertCoversScreen(alert: alert, screen: expected, call: call.written, line: call.line, method: call.method)
        })
    }

    /// Whether a `present` shows an alert: its argument is made by `UIAlertController(…)` (there, or
    /// in the local it names).
    static func isAlert(_ call: CodeFacts.Call, code: CodeFacts) -> Bool {
        guard call.name == "present", let argument = call.arguments.first else { return false }
        if argument.contains("UIAlertController(") { return true }
        let name = CodeFacts.rootName(argument)
        return code.bindings.contains { $0.name == name && $0.value.hasPrefix("UIAlertController(") }
            || code.assignments.contains { $0.target == name && $0.value.hasPrefix("UIAlertController(") }
    }
}
