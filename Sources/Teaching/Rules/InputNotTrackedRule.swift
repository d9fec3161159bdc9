import Foundation
import Texts
import WorkbookProtocol

/// A screen keeps a copy of a control's state in a stored property (`typedEmail = sender.text`,
/// `updateOn = sender.isOn`, `count += 1`) in a method UIKit calls when the control changes (a
/// target, a storyboard action, a text field delegate method), and sends the copy on. When that
/// method did not run after the user's last change, or ran before it, the copy is stale: the
/// value sent is the property's old value. Which of the ways it went stale is read from the code,
/// the storyboard and what ran (coverage, the trace):
///
/// - the method never ran: added for an event this control never sends (`.valueChanged` on a
///   text field), added to another control, connected nowhere, added before the view loaded (the
///   outlet nil, `?.` skipped), or a delegate method of a field whose `delegate` is never set, or
///   `textFieldShouldReturn(_:)` (Return was never pressed);
/// - it ran too early: when editing began (`textFieldDidBeginEditing(_:)`, `.editingDidBegin`), or
///   in `textField(_:shouldChangeCharactersIn:replacementString:)`, before each change is made;
/// - it ran, but counts the changes (`+= 1`) instead of reading the value;
/// - the check never touched the control, and the property's start value is not the control's.
///
/// Premise: the check's failure is about a value or a screen; the property is read by another
/// method of its class; for a control the check filled in, the value the check looked at does not
/// show what was given.
struct InputNotTrackedRule: TeachingRule {
    let id = "input-not-tracked"

    /// The state of each kind of control, the event to listen to for it, and the events it never
    /// sends when the user changes it.
    static let kinds: [String: (state: String, listen: String, never: Set<String>, name: String)] = {
        let editing: Set<String> = ["editingChanged", "editingDidBegin", "editingDidEnd", "editingDidEndOnExit", "allEditingEvents"]
        return [
            "UITextField": ("text", "editingChanged", ["valueChanged"], "text field"),
            "UISwitch": ("isOn", "valueChanged", editing, "switch"),
            "UIStepper": ("value", "valueChanged", editing, "stepper"),
            "UISlider": ("value", "valueChanged", editing, "slider"),
            "UISegmentedControl": ("selectedSegmentIndex", "valueChanged", editing, "segmented control"),
            "UIDatePicker": ("date", "valueChanged", editing, "date picker"),
        ]
    }()

    /// The text field delegate's methods a copy may be made in.
    static let delegateMethods: Set<String> = [
        "textFieldDidBeginEditing(_:)", "textFieldShouldBeginEditing(_:)", "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
        "textFieldShouldEndEditing(_:)", "textFieldShouldReturn(_:)", "textField(_:shouldChangeCharactersIn:replacementString:)",
        "textFieldDidChangeSelection(_:)",
    ]
    /// The delegate methods called when editing ends.
    static let endEditing: Set<String> = ["textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)", "textFieldShouldEndEditing(_:)"]
    static let lifecycle: Set<String> = ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "awakeFromNib()", "loadView()"]

    /// One copy of a control's state into a stored property.
    struct Tracker {
        var assignment: CodeFacts.Assignment
        var method: CodeFacts.Method
        var owner: String
        var control: String
        var type: String
        var isCounter: Bool
        /// The copy as the code names it: the property (`typedEmail`), or a member of a model the screen keeps (`draft.interval`).
        var copy: String
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen, let last = context.failureStep else { return nil }
        // The controls the check filled in before the failure, with what it gave them.
        var given: [String: String] = [:]
        for (index, step) in context.check.steps.enumerated() where index <= last {
            switch step {
            case let .type(locator, text): if let outlet = locator.outlet { given[outlet] = "\"\(text)\"" }
            case let .set(locator, on, value, index):
                guard let outlet = locator.outlet else { continue }
                if let on { given[outlet] = on ? "true" : "false" }
                if let value { given[outlet] = value == value.rounded() ? String(Int(value)) : String(value) }
                if let index { given[outlet] = String(index) }
            default: break
            }
        }
        let actual = context.failure.actual.map(WrongBranchRule.unquoted)
        for tracker in trackers(context) {
            let property = tracker.copy
            let reason: InputTrackReason
            if let value = given[tracker.control] {
                // The value the check looked at shows what was given: the copy carried it.
                let bare = value.hasPrefix("\"") ? String(value.dropFirst().dropLast()) : value
                if let actual, !bare.isEmpty, actual.contains(bare) { continue }
                guard let found = staleReason(tracker, context: context) else { continue }
                reason = found
            } else {
                guard context.isMissingValue, let found = startReason(tracker, context: context) else { continue }
                reason = found
            }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleInputNotTracked(property: property, control: tracker.control, method: tracker.method.name, line: tracker.assignment.line,
                                       given: given[tracker.control], reason: reason)
            })
        }
        return nil
    }

    // MARK: The copies

    /// Every assignment of a stored property of a screen from a control's state (or a count of
    /// its changes), in a method UIKit calls when the control changes, whose property another
    /// method of the class reads.
    func trackers(_ context: FailureContext) -> [Tracker] {
        let code = context.code
        var found: [Tracker] = []
        for assignment in code.assignments {
            // A property of the screen itself, or a member of a model object the screen keeps
            // (`draft.interval = sender.value`, `draft` a stored property of the screen).
            let base = assignment.base.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
            let ownBase = FailureContext.isSelfBase(assignment.base)
            guard let owner = assignment.owner, let methodName = assignment.method,
                  ownBase || base?.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                  assignment.closureOf == nil,
                  let method = code.methods.first(where: { $0.owner == owner && $0.name == methodName }),
                  !Self.lifecycle.contains(method.name), !method.name.hasPrefix("init("), !method.name.hasPrefix("prepare("),
                  let property = code.properties.first(where: { $0.owner == owner && $0.name == (ownBase ? assignment.member : base) }),
                  !property.isOutlet, !property.isComputed, ownBase || property.isStatic == false else { continue }
            let copy = ownBase ? property.name : "\(property.name).\(assignment.member)"
            let outlets = code.properties.filter { $0.owner == owner && $0.isOutlet && Self.kinds[CodeFacts.bareType($0.type)] != nil }
            let parameters = method.parameterNames
            let isDelegate = Self.delegateMethods.contains(method.name)
            // A method UIKit calls when a control changes: a delegate method, an action, or one a
            // target or connection names (never an override such as `shouldPerformSegue`).
            guard isDelegate || (!method.isOverride && (method.isAction || !registrations(of: method, owner: owner, context: context).isEmpty
                || !storyboardActions(of: method, owner: owner, context: context).isEmpty
                || Self.kinds.keys.contains { method.parameterTypes.contains(": \($0)") })) else { continue }
            var control: (name: String, type: String)?
            var isCounter = false
            // `email.text`, `self.email.text`: the outlet read directly.
            if let outlet = outlets.first(where: { outlet in
                let state = Self.kinds[CodeFacts.bareType(outlet.type)]?.state ?? "text"
                return FailureContext.mentions(assignment.value, "\(outlet.name).\(state)") || FailureContext.mentions(assignment.value, "\(outlet.name)?.\(state)")
            }) {
                control = (outlet.name, CodeFacts.bareType(outlet.type))
            } else if parameters.contains(where: { name in
                Self.kinds.values.contains { FailureContext.mentions(assignment.value, "\(name).\($0.state)") || FailureContext.mentions(assignment.value, "\(name)?.\($0.state)") }
            }) {
                // `sender.text`: the control is the one the method is connected to (or, for a
                // delegate method, the field whose delegate it is).
                control = connectedControl(method, owner: owner, outlets: outlets, context: context, textField: isDelegate)
            } else if ["+=", "-="].contains(assignment.op), CodeFacts.isLiteral(assignment.value), !isDelegate {
                control = connectedControl(method, owner: owner, outlets: outlets, context: context, textField: false)
                isCounter = control != nil
            }
            guard let control else { continue }
            // Another method of the class reads the copy (to send it, or to decide with it).
            let readElsewhere = code.assignments.contains { $0.owner == owner && $0.method != methodName && FailureContext.mentionsOwn($0.value, copy) }
                || code.calls.contains { call in call.owner == owner && call.method != methodName && call.arguments.contains { FailureContext.mentionsOwn($0, copy) } }
                || code.bindings.contains { $0.owner == owner && $0.method != methodName && FailureContext.mentionsOwn($0.value, copy) }
                || code.returns.contains { $0.owner == owner && $0.method != methodName && FailureContext.mentionsOwn($0.value ?? "", copy) }
                || (code.calls.flatMap(\.conditions) + code.assignments.flatMap(\.conditions) + code.returns.flatMap(\.conditions))
                    .contains { FailureContext.mentionsOwn($0.text, copy) }
            guard readElsewhere else { continue }
            found.append(Tracker(assignment: assignment, method: method, owner: owner, control: control.name, type: control.type, isCounter: isCounter, copy: copy))
        }
        return found
    }

    /// The outlet a method is connected to: by `addTarget` (`email.addTarget(self, action:
    /// #selector(m), …)`), by a storyboard action, or, for a text field delegate method, the
    /// class's only text field (or the one the check typed into).
    func connectedControl(_ method: CodeFacts.Method, owner: String, outlets: [CodeFacts.Property], context: FailureContext,
                          textField: Bool) -> (name: String, type: String)? {
        if textField {
            let fields = outlets.filter { CodeFacts.bareType($0.type) == "UITextField" }
            let typed = Set(context.check.steps.compactMap { step -> String? in
                if case let .type(locator, _) = step { return locator.outlet } else { return nil }
            })
            let field = fields.count == 1 ? fields.first : fields.first { typed.contains($0.name) }
            return field.map { ($0.name, "UITextField") }
        }
        // The parameter's declared control type (`_ sender: UITextField`) names the kind; of the
        // outlets of that kind, the one it is connected to, else the one the check filled in.
        let declared = method.parameterNames.first.flatMap { NotControlStateRule.parameterType($0, of: method) }.map(CodeFacts.bareType)
        let filled = Set(context.check.steps.compactMap { step -> String? in
            switch step {
            case let .type(locator, _), let .set(locator, _, _, _): return locator.outlet
            default: return nil
            }
        })
        if let declared, Self.kinds[declared] != nil {
            let ofKind = outlets.filter { CodeFacts.bareType($0.type) == declared }
            let connected = registrations(of: method, owner: owner, context: context).map(\.receiver) + storyboardActions(of: method, owner: owner, context: context).compactMap(\.outlet)
            if let outlet = ofKind.first(where: { connected.contains($0.name) }) ?? (ofKind.count == 1 ? ofKind.first : ofKind.first { filled.contains($0.name) }) {
                return (outlet.name, declared)
            }
        }
        for registration in registrations(of: method, owner: owner, context: context) {
            if let outlet = outlets.first(where: { $0.name == registration.receiver }) { return (outlet.name, CodeFacts.bareType(outlet.type)) }
        }
        for action in storyboardActions(of: method, owner: owner, context: context) {
            if let outlet = action.outlet, let property = outlets.first(where: { $0.name == outlet }) { return (property.name, CodeFacts.bareType(property.type)) }
        }
        // Connected nowhere: the control its parameter is typed as, when the class has one such outlet.
        let typed = outlets.filter { method.parameterTypes.contains(": \(CodeFacts.bareType($0.type))") }
        return typed.count == 1 ? (typed[0].name, CodeFacts.bareType(typed[0].type)) : nil
    }

    /// `X.addTarget(self, action: #selector(method), for: events)` in the class.
    struct Registration {
        var call: CodeFacts.Call
        var receiver: String
        var events: [String]
    }

    func registrations(of method: CodeFacts.Method, owner: String, context: FailureContext) -> [Registration] {
        context.code.calls.compactMap { call in
            guard call.name == "addTarget", call.owner == owner, call.arguments.count >= 3,
                  let selector = call.arguments.first(where: { $0.contains("#selector") }),
                  selector.range(of: "[(.\\s]\(NSRegularExpression.escapedPattern(for: method.baseName))\\b", options: .regularExpression) != nil else { return nil }
            let receiver = (call.receiver ?? "self").replacingOccurrences(of: "self.", with: "")
            let events = (call.arguments.last ?? "").matches(of: /\.(\w+)/).map { String($0.output.1) }.filter { $0 != "Event" }
            return Registration(call: call, receiver: receiver, events: events)
        }
    }

    /// The storyboard actions naming the method in the scenes of `owner`, with the outlet of the
    /// control they sit on (nil when no outlet names it) and their event.
    func storyboardActions(of method: CodeFacts.Method, owner: String, context: FailureContext) -> [(outlet: String?, event: String?, line: Int?)] {
        var found: [(String?, String?, Int?)] = []
        for scene in context.storyboards.flatMap(\.scenes) where scene.controller.className == owner {
            for view in scene.controller.view?.allViews ?? [] {
                for action in view.actions where action.selector.split(separator: ":").first.map(String.init) == method.baseName {
                    let outlet = scene.controller.outlets.first { $0.destinationID == view.id }?.property
                    found.append((outlet, action.eventType, action.line))
                }
            }
        }
        return found
    }

    // MARK: Why the copy was stale

    func staleReason(_ tracker: Tracker, context: FailureContext) -> InputTrackReason? {
        guard let kind = Self.kinds[tracker.type] else { return nil }
        let method = tracker.method
        let ran = context.ran(method) ?? (context.runs(of: method.name, owner: tracker.owner).isEmpty ? 0 : 1)
        if Self.delegateMethods.contains(method.name) {
            if ran == 0 {
                switch delegateState(tracker, context: context) {
                case .none: return .delegateNotSet
                case let .neverRan(line): return .registrationNeverRan(line: line)
                case let .beforeLoad(place, line): return .addedBeforeLoad(place: place, line: line)
                case .set:
                    if method.name == "textFieldShouldReturn(_:)" { return .onlyOnReturn(state: kind.state) }
                    // Editing ends only when the field resigns; a tap on a button does not (R10.15).
                    return Self.endEditing.contains(method.name) ? .onlyWhenEditingEnds(state: kind.state) : nil
                }
            }
            if method.name == "textFieldDidBeginEditing(_:)" || method.name == "textFieldShouldBeginEditing(_:)" { return .beforeTyping(state: kind.state) }
            if method.name.hasPrefix("textField(_:shouldChangeCharactersIn:"),
               let field = method.parameterNames.first, FailureContext.mentions(tracker.assignment.value, "\(field).text") || FailureContext.mentions(tracker.assignment.value, "\(field)?.text") {
                return .beforeEachChange
            }
            return nil
        }
        let registrations = registrations(of: method, owner: tracker.owner, context: context)
        let actions = storyboardActions(of: method, owner: tracker.owner, context: context)
        if ran == 0 {
            if registrations.isEmpty && actions.isEmpty {
                return .neverConnected(selector: method.name, listen: kind.listen, state: kind.state)
            }
            for registration in registrations {
                let line = registration.call.line
                if registration.receiver != tracker.control, context.code.properties.contains(where: { $0.owner == tracker.owner && $0.isOutlet && $0.name == registration.receiver }) {
                    return .otherControl(other: registration.receiver, listen: kind.listen, line: line)
                }
                guard registration.receiver == tracker.control else { continue }
                if let event = registration.events.first(where: { kind.never.contains($0) }), !registration.events.contains(where: { !kind.never.contains($0) }) {
                    return .eventNeverSent(event: event, listen: kind.listen, kind: kind.name, line: line)
                }
                if let place = registration.call.method, Self.beforeLoad(place), registration.call.optionalChain {
                    return .addedBeforeLoad(place: place, line: line)
                }
                if context.ran(registration.call) == 0 { return .registrationNeverRan(line: line) }
            }
            for action in actions {
                if let outlet = action.outlet, outlet != tracker.control {
                    return .otherControl(other: outlet, listen: kind.listen, line: action.line ?? 0)
                }
                if let event = action.event, kind.never.contains(event) {
                    return .eventNeverSent(event: event, listen: kind.listen, kind: kind.name, line: action.line ?? 0)
                }
            }
            // Connected for `.editingDidEnd` only: editing did not end before the copy was used (R10.15).
            let events = registrations.filter { $0.receiver == tracker.control }.flatMap(\.events) + actions.compactMap(\.event)
            if tracker.type == "UITextField", !events.isEmpty, events.allSatisfy({ $0 == "editingDidEnd" }) {
                return .onlyWhenEditingEnds(state: kind.state)
            }
            return nil
        }
        // It ran: only when editing began, or it counts the changes.
        let events = registrations.filter { $0.receiver == tracker.control }.flatMap(\.events) + actions.compactMap(\.event)
        if !events.isEmpty, events.allSatisfy({ $0 == "editingDidBegin" || $0 == "touchDown" }), tracker.type == "UITextField" {
            return .beforeTyping(state: kind.state)
        }
        if tracker.isCounter {
            let assignment = tracker.assignment
            return .countsEvents(statement: "\(assignment.written.isEmpty ? assignment.target : assignment.written) \(assignment.op) \(assignment.value)", line: assignment.line)
        }
        return nil
    }

    /// The check never touched the control: the copy's start value against the control's start
    /// state in the storyboard, when the copying method never ran and nothing else copied it.
    func startReason(_ tracker: Tracker, context: FailureContext) -> InputTrackReason? {
        guard let kind = Self.kinds[tracker.type], !tracker.isCounter, !tracker.copy.contains("."), (context.ran(tracker.method) ?? 1) == 0,
              let property = context.code.properties.first(where: { $0.owner == tracker.owner && $0.name == tracker.assignment.member }),
              let initial = property.initial, CodeFacts.isLiteral(initial) else { return nil }
        // Any other write of the property that ran (a copy in viewDidLoad) keeps it in step.
        let writes = context.code.assignments.filter { $0.owner == tracker.owner && $0.member == property.name && FailureContext.isSelfBase($0.base) }
        guard !writes.contains(where: { (context.ran($0) ?? 1) > 0 }) else { return nil }
        guard let view = outletView(tracker.control, owner: tracker.owner, context: context) else { return nil }
        let start: String
        switch tracker.type {
        case "UISwitch":
            let on = view.isOn ?? true
            guard ["true", "false"].contains(initial), (initial == "true") != on else { return nil }
            start = "isOn = \(on)"
        case "UIStepper", "UISlider":
            let value = view.value ?? 0
            guard let number = Double(initial), number != value else { return nil }
            start = "value = \(value == value.rounded() ? String(Int(value)) : String(value))"
        case "UISegmentedControl":
            let index = view.selectedSegmentIndex ?? 0
            guard let number = Int(initial), number != index else { return nil }
            start = "selectedSegmentIndex = \(index)"
        case "UITextField":
            let text = view.text ?? ""
            guard initial.hasPrefix("\""), String(initial.dropFirst().dropLast()) != text else { return nil }
            start = "text = \"\(text)\""
        default: return nil
        }
        return .startNotCopied(initial: initial, start: start, state: kind.state)
    }

    /// The storyboard view an outlet of `owner`'s scene refers to.
    func outletView(_ outlet: String, owner: String, context: FailureContext) -> ViewModel? {
        for scene in context.storyboards.flatMap(\.scenes) where scene.controller.className == owner {
            guard let id = scene.controller.outlets.first(where: { $0.property == outlet })?.destinationID else { continue }
            if let view = scene.controller.view?.allViews.first(where: { $0.id == id }) { return view }
        }
        return nil
    }

    enum DelegateState { case none, set, neverRan(Int), beforeLoad(String, Int) }

    /// Whether the text field's `delegate` is set: in code (`email.delegate = self`) or in the storyboard.
    func delegateState(_ tracker: Tracker, context: FailureContext) -> DelegateState {
        if let view = outletView(tracker.control, owner: tracker.owner, context: context), view.outlets?.contains(where: { $0.property == "delegate" }) == true {
            return .set
        }
        let writes = context.code.assignments.filter { assignment in
            assignment.member == "delegate" && assignment.owner == tracker.owner
                && (assignment.base.map { $0.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") } == tracker.control)
        }
        guard let write = writes.first else {
            // A loop or a helper over every field (`[a, b].forEach { $0.delegate = self }`) is not read here: say nothing.
            return context.code.assignments.contains { $0.member == "delegate" && $0.owner == tracker.owner } ? .set : .none
        }
        if writes.contains(where: { (context.ran($0) ?? 1) > 0 }) { return .set }
        if let place = write.method, Self.beforeLoad(place), write.target.contains("?") || (write.base ?? "").contains("?") { return .beforeLoad(place, write.line) }
        return .neverRan(write.line)
    }

    static func beforeLoad(_ method: String) -> Bool { method == "awakeFromNib()" || method.hasPrefix("init(") }

}
