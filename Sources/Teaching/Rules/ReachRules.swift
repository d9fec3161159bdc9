import Foundation
import Texts
import WorkbookProtocol

// Why a method of the learner's never ran, read from how the code can start it: the calls that
// name it (each of which never ran either), the controls, bar buttons and gestures made in code
// whose action it is (one never added to a view can never be tapped; one the user of the check
// never taps never fires), the notifications it observes (one nothing posts never comes). Each
// answer is proved by the coverage (what never ran) and the code's own lines; an answer that
// would need a guess is not given.

extension FailureContext {
    /// Why `method` never ran, when the code says: its callers (each of which never ran), up to
    /// the start that explains them all. Nil when the method ran, or when a start is not known.
    func notCalled(_ method: CodeFacts.Method) -> (callers: [NotCalledText.Link], end: NotCalledText.End)? {
        var callers: [NotCalledText.Link] = []
        var current = method
        var visited: Set<String> = []
        for _ in 0..<4 {
            guard ran(current) == 0, visited.insert("\(current.owner ?? "")|\(current.name)").inserted else { return nil }
            if let end = selectorStart(of: current) { return (callers, end) }
            // Called by name from the learner's other methods: one caller that never ran, whose method is the next link.
            let calls = code.calls.filter { $0.name == current.baseName && $0.method != nil && !($0.method == current.name && $0.owner == current.owner) }
            guard !calls.isEmpty, calls.allSatisfy({ ran($0) == 0 }), calls.count == 1, let call = calls.first,
                  let name = call.method, let next = code.method(name, in: call.owner) else { return nil }
            // A method UIKit calls (a lifecycle override, an action the storyboard connects) is not explained here.
            if next.isOverride { return nil }
            callers.append(NotCalledText.Link(method: next.name, owner: next.owner ?? "?", file: fileName(call.file) ?? "?", line: call.line))
            current = next
        }
        return nil
    }

    /// The start a method has in the code other than a call by name, when that start cannot
    /// have fired in this run: the action of a control, bar button or gesture made in code, or
    /// the observer of a notification.
    func selectorStart(of method: CodeFacts.Method) -> NotCalledText.End? {
        let pattern = #"#selector\(\s*(?:[\w.]+\.)?"# + NSRegularExpression.escapedPattern(for: method.baseName) + #"\b"#
        let naming = code.calls.filter { call in call.arguments.contains { $0.range(of: pattern, options: .regularExpression) != nil } }
        guard let first = naming.first else { return nil }
        // A notification's observer.
        if first.name == "addObserver" {
            let name = first.arguments.first { $0.contains("Notification.Name") || $0.hasPrefix(".") || $0.hasPrefix("\"") } ?? first.arguments.dropFirst(2).first ?? "?"
            let label = name.replacingOccurrences(of: "NSNotification.Name(rawValue: ", with: "").replacingOccurrences(of: "Notification.Name(", with: "")
                .trimmingCharacters(in: CharacterSet(charactersIn: ") "))
            if ran(first) == 0 {
                return .observerNeverAdded(name: label, line: first.line, method: first.method ?? "?")
            }
            let posts = code.calls.filter { $0.name == "post" && $0.arguments.contains { FailureContext.mentionsOwn($0, label) } }
            if posts.isEmpty { return .observerNeverPosted(name: label, line: first.line) }
            return nil
        }
        // The action of a control made in code (`button.addTarget(self, action: #selector(m), for: …)`).
        if first.name == "addTarget", let receiver = first.receiver.map(CodeFacts.normalized) {
            let control = CodeFacts.rootName(receiver)
            let kind: NotCalledText.ControlKind = controlType(control, owner: first.owner, method: first.method)?.hasSuffix("Button") == true ? .button : .control
            guard let made = madeInCode(control, owner: first.owner, method: first.method) else {
                // A storyboard control (an outlet) given an action in code: the user never used it.
                return .controlNotUsed(control: control, kind: kind, line: first.line, acts: userActs())
            }
            if !addedToAView(control) { return .controlNeverAdded(control: control, kind: kind, line: made, acts: userActs()) }
            return .controlNotUsed(control: control, kind: kind, line: made, acts: userActs())
        }
        if first.name == "UIBarButtonItem" {
            return .controlNotUsed(control: nil, kind: .barButton, line: first.line, acts: userActs())
        }
        if first.name.hasSuffix("GestureRecognizer") {
            // Its view: the one `addGestureRecognizer` is called on with it, else none.
            let added = code.calls.contains { $0.name == "addGestureRecognizer" }
            return added ? .controlNotUsed(control: nil, kind: .gesture, line: first.line, acts: userActs())
                : .controlNeverAdded(control: nil, kind: .gesture, line: first.line, acts: userActs())
        }
        return nil
    }

    /// The line making `name` in code (`let saveButton = UIButton(type: .system)`, a local made
    /// in the method), nil when it is an outlet or not made with a UIKit initializer.
    private func madeInCode(_ name: String, owner: String?, method: String?) -> Int? {
        let made = #"^\s*UI\w+\s*\("#
        if let property = code.properties.first(where: { $0.name == name && $0.owner == owner }) {
            guard !property.isOutlet else { return nil }
            if let initial = property.initial, initial.range(of: made, options: .regularExpression) != nil { return property.line }
            // `lazy var b: UIButton = { let b = UIButton(…); …; return b }()`, or assigned in a method.
            if let given = code.assignments.first(where: { $0.member == name && $0.owner == owner && $0.value.range(of: made, options: .regularExpression) != nil }) {
                return given.line
            }
            return property.initial?.contains("UI") == true ? property.line : nil
        }
        if let local = code.bindings.first(where: { $0.name == name && $0.owner == owner && $0.method == method && $0.value.range(of: made, options: .regularExpression) != nil }) {
            return local.line
        }
        return nil
    }

    private func controlType(_ name: String, owner: String?, method: String?) -> String? {
        if let property = code.properties.first(where: { $0.name == name && $0.owner == owner }) {
            let declared = CodeFacts.bareType(property.type)
            return declared.isEmpty ? property.initial?.firstMatch(#"^\s*(UI\w+)"#)?[1] : declared
        }
        return code.bindings.first { $0.name == name && $0.owner == owner && $0.method == method }?.value.firstMatch(#"^\s*(UI\w+)"#)?[1]
    }

    /// Whether any line puts `name` into a view (or a stack view, or hands it to another call that may).
    private func addedToAView(_ name: String) -> Bool {
        let adding: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "UIStackView", "addSubviews"]
        if code.calls.contains(where: { adding.contains($0.name) && $0.arguments.contains { FailureContext.mentionsOwn($0, name) } }) { return true }
        // Handed to something else (a helper, an array a loop adds): not known to stay off screen.
        let configuring: Set<String> = ["addTarget", "setTitle", "setTitleColor", "setImage", "removeTarget", "sizeToFit"]
        if code.calls.contains(where: { !configuring.contains($0.name) && $0.arguments.contains { FailureContext.mentionsOwn($0, name) } }) { return true }
        return code.assignments.contains { $0.member != name && FailureContext.mentionsOwn($0.value, name) }
    }


    /// What the user of the check did before the failed step: taps (with the action that ran), Back, typing.
    func userActs() -> [UserAct] {
        guard let last = failure.step else { return [] }
        var acts: [UserAct] = []
        for (index, step) in check.steps.enumerated() where index < last {
            switch step {
            case let .tap(locator):
                if let ran = evidence.indexedEvents.first(where: { $0.event.step == index && ($0.event.detail ?? "").hasPrefix("sender=") && $0.event.member != "prepare(for:sender:)" && !$0.event.member.hasPrefix("shouldPerformSegue") }) {
                    acts.append(.tap(ran: ran.event.member, segue: locator.segue))
                } else {
                    acts.append(.tap(ran: nil, segue: locator.segue))
                }
            case .back: acts.append(.back)
            case .swipeBack: acts.append(.swipeBack)
            case .swipeDown: acts.append(.swipeDown)
            case let .type(locator, _): acts.append(.type(control: locator.outlet ?? locator.description))
            case let .set(locator, _, _, _): acts.append(.set(control: locator.outlet ?? locator.description))
            default: continue
            }
        }
        return Array(acts.suffix(4))
    }

    /// `statement` (in `method`, at `line`) never ran because its method was never started: told
    /// with the chain of callers and the start that could not fire.
    func notCalledReading(statement: String, line: Int, method name: String?, owner: String?, rule: String) -> Explanation? {
        guard let name, let method = code.method(name, in: owner), let (callers, end) = notCalled(method) else { return nil }
        let text = NotCalledText(statement: statement, line: line, method: method.name, owner: method.owner ?? "?", callers: callers, end: end)
        return Explanation(rule: rule, text: Catalog.both { $0.ruleNotCalled(text) })
    }
}

