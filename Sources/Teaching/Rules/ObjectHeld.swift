import Foundation
import WorkbookProtocol

extension FailureContext {
    /// The object an expression was in the method's run, when the run shows it.
    func objectHeld(_ expression: String, method: String, run: TraceEvent) -> (tag: String?, className: String)? {
        func named(_ tag: String) -> (tag: String?, className: String) { (tag, String(tag.split(separator: "#")[0])) }
        switch expression {
        case "self": return named(run.instance)
        case "segue.source" where method == "prepare(for:sender:)": return named(run.instance)
        // An unwind action runs on the screen the unwind goes back to: the segue's destination; its source is the screen left.
        case "segue.destination" where run.unwindSource != nil: return named(run.instance)
        case "segue.source" where run.unwindSource != nil: return run.unwindSource.map(named)
        case "segue.destination" where method == "prepare(for:sender:)":
            return Evidence.tag(after: "destination=", in: run.detail ?? "").map(named)
        case "sender" where method == "prepare(for:sender:)":
            // What the segue was given as its sender: the control (`UIButton#1`, `UIBarButtonItem(Edit)`),
            // what `performSegue` passed, or nil.
            guard let detail = run.detail, let range = detail.range(of: "sender=") else { return nil }
            let head = String(detail[range.upperBound...].prefix { !$0.isWhitespace })
            if Evidence.isTag(head) { return named(head) }
            let className = String(head.prefix { $0 != "(" })
            guard !className.isEmpty else { return nil }
            return (className, className)
        case "navigationController": return evidence.navigationController(of: run.instance).map(named)
        // The ends of the stack the screen is in (`viewControllers.last` is the screen on top: here, itself).
        case "navigationController.viewControllers.last", "navigationController.viewControllers.first",
             "navigationController.topViewController" where method != "prepare(for:sender:)":
            guard let stack = knownStack(of: run) else { return nil }
            // From the pushes alone, the stack's root is not known: only its top is.
            if expression.hasSuffix(".first"), !evidence.states.contains(where: { $0.navigationStacks.contains { $0.stack.contains(run.instance) } }) { return nil }
            return (expression.hasSuffix(".first") ? stack.first : stack.last).map(named)
        case "navigationController.topViewController" where method == "prepare(for:sender:)",
             "navigationController.visibleViewController" where method == "prepare(for:sender:)":
            // UIKit asks `prepare` before the segue shows its destination: the top is still the
            // screen the segue starts from.
            return evidence.navigationController(of: run.instance).map { _ in named(run.instance) }
        case "presentingViewController":
            let holders = [run.instance] + (evidence.navigationController(of: run.instance).map { [$0] } ?? [])
            // What the app reported, else the controller asked to present, raised to its
            // navigation controller (UIKit's presenter is the outermost container); unknown in a tab bar.
            for state in evidence.states.reversed() {
                if let shown = state.presented.first(where: { holders.contains($0.controller) }) { return named(shown.presentingController) }
            }
            guard let asked = evidence.transitions.last(where: { $0.move == .present && $0.subject.map(holders.contains) == true })?.receiver else { return nil }
            let root = evidence.navigationController(of: asked) ?? asked
            let inTabs = evidence.states.contains { state in (state.tabBars ?? []).contains { $0.tabs.contains(root) } }
            return inTabs ? nil : named(root)
        default:
            // `ResultViewController()`: a new one, made right there.
            guard let made = expression.firstMatch(#"^([A-Z]\w*)\(.*\)$"#) else { return nil }
            return (nil, made[1])
        }
    }


    /// The navigation stack `run`'s screen was in when its method ran: as the app last reported it,
    /// else (no state reported while it was there: the app stopped first) the screens its
    /// navigation controller was given by pushes and pops before the method ran (the root left out).
    func knownStack(of run: TraceEvent) -> [String]? {
        if let stack = evidence.states.last(where: { state in state.navigationStacks.contains { $0.stack.contains(run.instance) } })?
            .navigationStacks.first(where: { $0.stack.contains(run.instance) })?.stack {
            return stack
        }
        guard let pushed = pushed(before: run), !pushed.isEmpty else { return nil }
        return pushed
    }

    /// The screens pushed onto the navigation controller that pushed `run`'s screen, by the transitions
    /// before its method ran (the root left out); nil when the screen was never pushed. The screen
    /// itself is not among them when a pop took it off before its method ran (`viewWillDisappear`).
    func pushed(before run: TraceEvent) -> [String]? {
        guard let navigation = evidence.navigationController(of: run.instance),
              let runIndex = evidence.indexedEvents.last(where: {
                  $0.event.instance == run.instance && $0.event.member == run.member && $0.event.step == run.step
              })?.index else { return nil }
        return pushes(on: navigation, before: runIndex)
    }

    /// The screens pushed onto `navigation` by the transitions before the event at `index` (the root
    /// left out): pushes added, pops, pops to a screen and stacks set taken back off.
    func pushes(on navigation: String, before index: Int) -> [String] {
        var pushed: [String] = []
        for move in evidence.transitions where move.receiver == navigation && move.ignored == nil && move.index < index {
            switch move.move {
            // (A segue's or `show`'s push is recorded as a push too.)
            case .push: if let subject = move.subject, pushed.last != subject { pushed.append(subject) }
            case .pop: _ = pushed.popLast()
            case .popTo: if let subject = move.subject, let at = pushed.lastIndex(of: subject) { pushed = Array(pushed[...at]) } else { pushed = [] }
            case .popToRoot, .setViewControllers: pushed = []
            default: break
            }
        }
        return pushed
    }
}
