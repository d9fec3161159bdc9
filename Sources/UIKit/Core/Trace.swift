import Foundation
import WorkbookProtocol

/// Collects the events of the simulated app, numbering instances per class in creation order,
/// and hands each event to a sink as it happens (the driver streams them to the host).
@_spi(Workbook) @preconcurrency @MainActor
public final class TraceRecorder {
    public private(set) var events: [TraceEvent] = []
    private var counters: [String: Int] = [:]
    /// Called for every event as soon as it is recorded.
    public var sink: ((TraceEvent) -> Void)?
    /// The step that is running, stamped on each event.
    public var currentStep: Int?
    /// While false, nothing is recorded (used by tests that build fixtures).
    public var isEnabled = true

    public init() {}

    /// The class name shown in traces: the Swift type name without its module.
    public nonisolated static func className(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    /// Gives the object its `Class#n` tag if it has none yet, and returns it.
    @discardableResult
    public func tag(_ object: UIResponder) -> String {
        if let tag = object.workbookInstanceTag { return tag }
        let tag = newTag(for: Self.className(of: object))
        object.workbookInstanceTag = tag
        tracked.append(WeakEntry(object: object, tag: tag))
        return tag
    }

    /// Every numbered object, weakly, to tell which are still alive.
    private var tracked: [WeakEntry] = []

    /// Tags of the numbered objects that are still alive, with the objects.
    public var liveObjects: [(tag: String, object: AnyObject)] {
        tracked.compactMap { entry in entry.object.map { (entry.tag, $0) } }
    }

    private struct WeakEntry {
        weak var object: AnyObject?
        let tag: String
    }
    private var otherTags: [ObjectIdentifier: WeakEntry] = [:]

    /// A tag for any object (a learner's coordinator or delegate that is not a UIKit responder).
    public func tag(anyObject object: AnyObject) -> String {
        if let responder = object as? UIResponder { return tag(responder) }
        if let segue = object as? UIStoryboardSegue, let tag = segue.workbookInstanceTag { return tag }
        let id = ObjectIdentifier(object)
        if let entry = otherTags[id], entry.object === object { return entry.tag }
        let tag = newTag(for: Self.className(of: object))
        otherTags[id] = WeakEntry(object: object, tag: tag)
        tracked.append(WeakEntry(object: object, tag: tag))
        return tag
    }

    /// The tag an object already has, without giving it one.
    public func existingTag(anyObject object: AnyObject) -> String? {
        if let responder = object as? UIResponder { return responder.workbookInstanceTag }
        if let segue = object as? UIStoryboardSegue { return segue.workbookInstanceTag }
        let id = ObjectIdentifier(object)
        if let entry = otherTags[id], entry.object === object { return entry.tag }
        return nil
    }

    public func newTag(for className: String) -> String {
        let next = (counters[className] ?? 0) + 1
        counters[className] = next
        return "\(className)#\(next)"
    }

    /// `ignored`: UIKit does nothing for this call (and says nothing): why, for the trace and the
    /// teaching evidence.
    public func record(_ object: UIResponder, _ member: String, _ detail: String? = nil, ignored: String? = nil) {
        record(tag: tag(object), className: Self.className(of: object), member: member, detail: detail, ignored: ignored)
    }

    public func record(tag: String, className: String, member: String, detail: String? = nil, ignored: String? = nil) {
        guard isEnabled else { return }
        let event = TraceEvent(instance: tag, className: className, member: member, detail: detail, step: currentStep, ignored: ignored)
        events.append(event)
        sink?(event)
    }

    /// A control's state read or written in a way that does not hold what the code may think
    /// (R14.5): a value kept within the control's range, a row selected in a picker that has no
    /// rows, a segmented control read with no segment selected. Recorded once per control,
    /// member and step, so a read in a loop adds one line.
    public func recordControlNote(_ control: UIResponder, _ member: String, _ detail: String, note: String) {
        guard isEnabled else { return }
        let tag = tag(control)
        let key = "\(tag) \(member) \(currentStep ?? -1)"
        guard notedControlReads.insert(key).inserted else { return }
        let event = TraceEvent(instance: tag, className: Self.className(of: control), member: member, detail: detail, step: currentStep, note: note)
        events.append(event)
        sink?(event)
    }
    private var notedControlReads: Set<String> = []

    /// A note on an object the learner never holds by name (the transition coordinator): the same
    /// once-per-member-and-step note, under a plain instance name instead of a tag.
    public func recordNote(instance: String, className: String, _ member: String, _ detail: String, note: String) {
        guard isEnabled else { return }
        let key = "\(instance) \(member) \(detail) \(currentStep ?? -1)"
        guard notedControlReads.insert(key).inserted else { return }
        let event = TraceEvent(instance: instance, className: className, member: member, detail: detail, step: currentStep, note: note)
        events.append(event)
        sink?(event)
    }

    /// A call UIKit makes to a delegate or data source (any object). UIKit calls an optional
    /// method only when the object responds to it: a call to a method the object's class is
    /// known not to declare (its glue lists its methods) ran the protocol's default, which
    /// stands for "not called", and is not traced.
    public func recordDelegateCall(_ object: AnyObject, _ member: String, _ detail: String? = nil) {
        if !Self.requiredDelegateMembers.contains(member), Runtime.shared.registry.declaresMethod(member, on: object) == false { return }
        record(tag: tag(anyObject: object), className: Self.className(of: object), member: member, detail: detail)
    }

    /// Data source methods UIKit always calls: required by their protocols, or implemented by
    /// UIKit's own table and collection view controllers for the subclasses that do not.
    static let requiredDelegateMembers: Set<String> = [
        "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)",
        "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)", "updateSearchResults(for:)",
    ]

    public func reset() {
        events = []
        counters = [:]
        otherTags = [:]
        tracked = []
        notedControlReads = []
        currentStep = nil
    }

    /// The trace as text, one event per line.
    public var lines: [String] { events.map(\.line) }
}

/// How an object reads in trace details: its tag for UIKit objects, `nil`, or a short description.
@MainActor
func traceDescription(_ value: Any?) -> String {
    guard let value else { return "nil" }
    if let responder = value as? UIResponder { return Runtime.shared.trace.tag(responder) }
    if let item = value as? UIBarButtonItem { return "UIBarButtonItem(\(item.workbookVisibleTitle ?? "-"))" }
    if let segue = value as? UIStoryboardSegue { return segue.traceName }
    if let recognizer = value as? UIGestureRecognizer {
        return "\(type(of: recognizer))" + (recognizer.view.map { " on \(Runtime.shared.trace.tag($0))" } ?? "")
    }
    if let string = value as? String { return "\"\(string)\"" }
    return String(describing: value)
}
