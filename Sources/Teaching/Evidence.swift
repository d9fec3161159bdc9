import Foundation
import WorkbookProtocol

/// The run's trace read once into typed facts: every instance with its life (made, loaded,
/// shown, released), every transition with who asked for it and what it showed, and the calls
/// UIKit ignored. The trace's format is the simulation's own (one place reads it: here); rules
/// reason over these facts.
public struct Evidence: Sendable {
    /// How an instance was made.
    public enum Creation: String, Sendable {
        /// `init(coder:)`: from a storyboard (a segue, `instantiateViewController`, the initial scene).
        case storyboard
        /// `init(nibName:bundle:)` or `init()`: in code (`ViewController()`), or from a nib.
        case code
        /// Never seen being made (not a controller the trace numbers at creation).
        case unknown
    }

    public struct Instance: Sendable {
        public var tag: String
        public var className: String
        public var creation: Creation
        public var loadedAt: Int?
        public var releasedAt: Int?
        /// The segue whose destination it was (its identifier), when one made it.
        public var segueDestinationOf: String?
    }

    /// A call that moves screens.
    public enum Move: String, Sendable {
        case present, push, show, showDetail, setViewControllers, pop, popTo, popToRoot, dismiss, performSegue, unwind
    }

    public struct Transition: Sendable {
        public var move: Move
        /// Index in `events`.
        public var index: Int
        public var step: Int?
        /// The instance the call was made on (`UINavigationController#1` for a push).
        public var receiver: String
        /// The controller shown, pushed or popped to, when the call names one.
        public var subject: String?
        /// The segue identifier of a `performSegue`.
        public var identifier: String?
        /// Why UIKit did nothing, when it did nothing (the simulation says so in the trace).
        public var ignored: String?
    }

    /// A control's state that did not hold what the code may think (the simulation notes it, R14.4):
    /// a value kept within the control's range, a row selected in a picker without rows, a state
    /// read that nothing ever gave.
    public struct ControlNote: Sendable {
        public var index: Int
        public var step: Int?
        public var control: String
        public var className: String
        /// `value`, `isOn`, `selectedSegmentIndex`, `selectedRow(inComponent:)`, `selectRow(_:inComponent:animated:)`.
        public var member: String
        public var detail: String
        /// What UIKit did, in the simulation's few English words.
        public var reason: String
        /// A call UIKit ignored (`selectRow` on a picker without rows), not a state read or kept.
        public var ignoredCall: Bool
    }

    public let events: [TraceEvent]
    public private(set) var controlNotes: [ControlNote] = []
    public private(set) var instances: [String: Instance] = [:]
    /// Instance tags in the order they were first seen.
    public private(set) var order: [String] = []
    public private(set) var transitions: [Transition] = []
    /// Every state the app reported (probes at expect steps, then the final state), in order.
    public let states: [AppState]

    public init(events: [TraceEvent], state: AppState?, probes: [AppState] = []) {
        self.events = events
        self.states = probes + (state.map { [$0] } ?? [])
        for (index, event) in events.enumerated() {
            note(event, at: index)
        }
    }

    static let moves: [String: Move] = [
        "present(_:animated:completion:)": .present,
        "pushViewController(_:animated:)": .push,
        "show(_:sender:)": .show,
        "showDetailViewController(_:sender:)": .showDetail,
        "setViewControllers(_:animated:)": .setViewControllers,
        "popViewController(animated:)": .pop,
        "popToViewController(_:animated:)": .popTo,
        "popToRootViewController(animated:)": .popToRoot,
        "dismiss(animated:completion:)": .dismiss,
        "performSegue(withIdentifier:sender:)": .performSegue,
    ]

    private mutating func note(_ event: TraceEvent, at index: Int) {
        if instances[event.instance] == nil {
            let creation: Creation
            switch event.member {
            case "init(coder:)": creation = .storyboard
            case "init(nibName:bundle:)", "init()": creation = .code
            default: creation = .unknown
            }
            instances[event.instance] = Instance(tag: event.instance, className: event.className, creation: creation,
                                                 loadedAt: nil, releasedAt: nil, segueDestinationOf: nil)
            order.append(event.instance)
        }
        switch event.member {
        case "viewDidLoad":
            if instances[event.instance]?.loadedAt == nil { instances[event.instance]?.loadedAt = index }
        case "deinit": instances[event.instance]?.releasedAt = index
        case "prepare(for:sender:)":
            if let detail = event.detail, let destination = Self.tag(after: "destination=", in: detail) {
                if instances[destination] == nil {
                    instances[destination] = Instance(tag: destination, className: String(destination.split(separator: "#")[0]), creation: .unknown,
                                                      loadedAt: nil, releasedAt: nil, segueDestinationOf: nil)
                    order.append(destination)
                }
                instances[destination]?.segueDestinationOf = Self.quoted(after: "segue=", in: detail) ?? ""
            }
        default: break
        }
        // An unwind UIKit abandoned (no controller on the way back took the action, R5.5).
        if event.member.hasPrefix("unwind "), let reason = event.ignored {
            transitions.append(Transition(move: .unwind, index: index, step: event.step, receiver: event.instance,
                                          subject: nil, identifier: String(event.member.dropFirst("unwind ".count)), ignored: reason))
            return
        }
        if Self.moves[event.member] == nil, let reason = event.note ?? event.ignored {
            controlNotes.append(ControlNote(index: index, step: event.step, control: event.instance, className: event.className,
                                            member: event.member, detail: event.detail ?? "", reason: reason, ignoredCall: event.note == nil))
        }
        if let move = Self.moves[event.member] {
            let detail = event.detail ?? ""
            var subject = Self.leadingTag(detail)
            var identifier: String?
            if move == .performSegue {
                identifier = Self.leadingQuoted(detail)
                subject = nil
            }
            // `setViewControllers([A#1, B#2], …)`: the screen it leaves on top, the last of the list.
            if move == .setViewControllers, subject == nil, let list = detail.firstMatch(#"^\[([^\]]*)\]"#)?[1] {
                subject = list.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            }
            transitions.append(Transition(move: move, index: index, step: event.step, receiver: event.instance, subject: subject,
                                          identifier: identifier, ignored: event.ignored))
        } else if event.unwindSource != nil {
            transitions.append(Transition(move: .unwind, index: index, step: event.step, receiver: event.instance,
                                          subject: event.unwindSource, identifier: nil, ignored: nil))
        }
    }

    // MARK: Readings

    /// The transitions the app asked for, up to (and including) step `step` when given.
    public func transitions(upTo step: Int?) -> [Transition] {
        guard let step else { return transitions }
        return transitions.filter { ($0.step ?? 0) <= step }
    }

    /// Calls UIKit ignored, up to step `step` when given.
    public func ignoredCalls(upTo step: Int?) -> [Transition] {
        transitions(upTo: step).filter { $0.ignored != nil }
    }

    /// The navigation controller that held `tag` in any state the app reported, or that pushed it.
    public func navigationController(of tag: String) -> String? {
        for state in states {
            if let stack = state.navigationStacks.first(where: { $0.stack.contains(tag) }) { return stack.navigationController }
        }
        return transitions.first { ($0.move == .push || $0.move == .setViewControllers) && $0.subject == tag }?.receiver
    }

    /// The controller that presented `tag` (or the navigation controller holding it), as the
    /// present call's `presenter=` names it (else the controller it was called on); nil when
    /// neither was ever presented.
    public func presenter(of tag: String) -> String? {
        let holders = [tag] + (navigationController(of: tag).map { [$0] } ?? [])
        guard let present = transitions.last(where: { $0.move == .present && $0.ignored == nil && $0.subject.map(holders.contains) == true }) else { return nil }
        return Self.tag(after: "presenter=", in: events[present.index].detail ?? "") ?? present.receiver
    }

    /// Whether `tag` (or the navigation controller holding it) was ever presented.
    public func wasPresented(_ tag: String) -> Bool {
        let holders = [tag] + (navigationController(of: tag).map { [$0] } ?? [])
        if states.contains(where: { state in state.presented.contains { holders.contains($0.controller) } }) { return true }
        return transitions.contains { $0.move == .present && $0.subject.map(holders.contains) == true }
    }

    /// The last action the user's steps triggered (an event with a `sender=`), up to step `step`.
    public func lastAction(upTo step: Int) -> (index: Int, event: TraceEvent)? {
        indexedEvents.last { item in
            (item.event.step ?? 0) <= step && (item.event.step ?? 0) > 0 && (item.event.detail ?? "").hasPrefix("sender=")
        }
    }

    /// Whether `tag` was ever pushed (or a navigation controller's root).
    public func wasInNavigation(_ tag: String) -> Bool { navigationController(of: tag) != nil }

    /// The events with their index.
    public var indexedEvents: [(index: Int, event: TraceEvent)] {
        events.enumerated().map { ($0.offset, $0.element) }
    }

    // MARK: The trace's detail format (the simulation writes it; read here only)

    /// `ResultViewController#2 animated=true` → `ResultViewController#2`.
    static func leadingTag(_ detail: String) -> String? {
        let head = detail.prefix { !$0.isWhitespace }
        return isTag(head) ? String(head) : nil
    }

    /// `"ManualSubmit" sender=…` → `ManualSubmit`.
    static func leadingQuoted(_ detail: String) -> String? {
        guard detail.hasPrefix("\"") else { return nil }
        let rest = detail.dropFirst()
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// The tag after `key` (`destination=` → `ResultViewController#2`).
    static func tag(after key: String, in detail: String) -> String? {
        guard let range = detail.range(of: key) else { return nil }
        let head = detail[range.upperBound...].prefix { !$0.isWhitespace }
        return isTag(head) ? String(head) : nil
    }

    /// The quoted name after `key` (`segue="ToVC2"`), or the bare word.
    static func quoted(after key: String, in detail: String) -> String? {
        guard let range = detail.range(of: key) else { return nil }
        let rest = detail[range.upperBound...]
        if rest.hasPrefix("\"") { return leadingQuoted(String(rest)) }
        // The simulation's words for a value that is not there (`segue=(no identifier)`).
        if rest.hasPrefix("(no ") { return nil }
        return String(rest.prefix { !$0.isWhitespace })
    }

    static func isTag<S: StringProtocol>(_ text: S) -> Bool {
        guard let hash = text.lastIndex(of: "#"), hash != text.startIndex else { return false }
        let number = text[text.index(after: hash)...]
        return !number.isEmpty && number.allSatisfy(\.isNumber) && text[..<hash].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
