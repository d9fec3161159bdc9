import Foundation
import Texts
import WorkbookProtocol

/// What UIKit calls in the learner's code, read from the simulated UIKit (the table in
/// `UIKitCallbacks+Data.swift`, made by `scripts/uikit-callbacks.py`), and why UIKit never called
/// a method of the learner's that a device calls only under conditions the code can miss: its
/// name is not the protocol's, the object it sits in is never the delegate, the delegate was a
/// new object a `weak` property did not keep, or a notification observed with an `object:` that
/// never posts it.
public enum UIKitCallbacks {
    /// A UIKit class's (weak) property that holds an object of a protocol (`UITextField.delegate`).
    struct Holder: Sendable, Equatable {
        var owner: String
        var property: String
    }

    /// The protocol requirement `method` would be if its name matched: one with the same base name
    /// and the same number of parameters, of a protocol `owner` adopts.
    static func nearRequirement(of method: String, owner: String, code: CodeFacts) -> (requirement: String, protocolName: String)? {
        let adopted = code.supertypes(of: owner)
        let base = baseName(method)
        let count = labels(method).count
        for name in adopted.sorted() {
            guard let requirements = protocols[name], !requirements.contains(method) else { continue }
            if let requirement = requirements.first(where: { baseName($0) == base && labels($0).count == count }) {
                return (requirement, name)
            }
        }
        return nil
    }

    static func baseName(_ method: String) -> String { String(method.prefix { $0 != "(" }) }
    static func labels(_ method: String) -> [Substring] {
        method.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":")
    }

    /// Why UIKit never called `method` of `owner` in this run, when the code and the storyboard
    /// say: nil when nothing shows a reason (it may just be an action the user never took).
    static func silence(of method: String, owner: String, context: FailureContext) -> CallbackSilence? {
        let code = context.code
        if let near = nearRequirement(of: method, owner: owner, code: code) {
            return .nameDiffers(method: method, requirement: near.requirement, protocolName: near.protocolName)
        }
        if let notification = observedWithOtherObject(method, owner: owner, code: code) { return notification }
        if let target = targetSilence(of: method, owner: owner, context: context) { return target }
        guard let protocolName = protocols.keys.sorted().first(where: { protocols[$0]!.contains(method) }),
              let holder = holders[protocolName]?.first else { return nil }
        // The assignments of that property on an object of the holder's class (or of unknown type).
        let assignments = code.assignments.filter { assignment in
            guard assignment.member == holder.property, let base = assignment.base, !base.isEmpty else { return false }
            let root = base.replacingOccurrences(of: "self.", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            guard let type = NotControlStateRule.type(of: root, method: assignment.method, owner: assignment.owner, code: code).map(CodeFacts.bareType) else { return true }
            return type == holder.owner || code.supertypes(of: type).contains(holder.owner)
        }
        let subclasses = Set(code.classes.filter { $0.supertypes.contains(owner) }.map(\.name))
        let connected = storyboardDelegates(property: holder.property, context: context)
        if assignments.isEmpty {
            guard connected.isEmpty else {
                // Connected in the storyboard to another scene's controller, which has no such method.
                if let other = connected.first(where: { $0 != owner && !subclasses.contains($0) }), !connected.contains(owner),
                   code.method(method, in: other) == nil {
                    return .otherClass(method: method, owner: owner, statement: "\(holder.property) (storyboard)", line: 0, delegateClass: other)
                }
                return nil
            }
            let outlets = code.properties.filter { $0.owner == owner && CodeFacts.bareType($0.type) == holder.owner }.map(\.name)
            return .neverSet(owner: owner, property: holder.property, holderClass: holder.owner, outlets: outlets, protocolName: protocolName)
        }
        let classes = Set(code.classes.map(\.name))
        let weakMembers = Set(code.properties.filter(\.isWeak).map(\.name)).union([holder.property])
        for assignment in assignments where (context.ran(assignment) ?? 0) > 0 {
            if let (made, _) = WeakNewObjectRule.newObject(handedIn: assignment, code: code, classes: classes, weakMembers: weakMembers) {
                return .released(statement: assignment.statement, line: assignment.line, made: made, property: holder.property)
            }
        }
        // Every assignment gives the property `self` of another class that has no such method.
        let others = assignments.compactMap { assignment -> CodeFacts.Assignment? in
            let value = assignment.value.trimmingCharacters(in: .whitespaces)
            guard value == "self", let other = assignment.owner, other != owner, !subclasses.contains(other),
                  !code.supertypes(of: owner).contains(other), code.method(method, in: other) == nil else { return nil }
            return assignment
        }
        if others.count == assignments.count, let first = others.first, let other = first.owner {
            return .otherClass(method: method, owner: owner, statement: first.statement, line: first.line, delegateClass: other)
        }
        return nil
    }

    /// The events a control sends for what a check does to it (a tap, a change of value, typing).
    static let eventsSent: [String: (sends: String, all: Set<String>)] = [
        "UIButton": (".touchUpInside", [".touchUpInside", ".touchDown", ".primaryActionTriggered", ".allTouchEvents", ".allEvents", ".touchDragInside"]),
        "UISwitch": (".valueChanged", [".valueChanged", ".primaryActionTriggered", ".allEvents"]),
        "UIStepper": (".valueChanged", [".valueChanged", ".primaryActionTriggered", ".allEvents", ".touchDown", ".touchUpInside", ".allTouchEvents"]),
        "UISlider": (".valueChanged", [".valueChanged", ".primaryActionTriggered", ".allEvents"]),
        "UISegmentedControl": (".valueChanged", [".valueChanged", ".primaryActionTriggered", ".allEvents"]),
        "UITextField": (".editingChanged", [".editingChanged", ".editingDidBegin", ".allEditingEvents", ".allEvents"]),
    ]

    /// Why a control never called `method`, its target's action: the line adding the target never
    /// ran; it ran in `prepare` on another screen's outlet through `?` (not loaded yet); the target
    /// is an object nothing keeps (a control keeps its targets weakly); the event is one the control
    /// does not send for what the user did (`.touchUpInside` on a switch, `.valueChanged` on a button).
    static func targetSilence(of method: String, owner: String, context: FailureContext) -> CallbackSilence? {
        let code = context.code
        let base = baseName(method)
        let adds = code.calls.filter { call in
            call.name == "addTarget" && call.arguments.contains { $0.range(of: "#selector\\(\\s*(?:\\w+\\.)*\(base)\\b", options: .regularExpression) != nil || $0 == "\"\(base)\"" || $0.hasPrefix("\"\(base):") }
        }
        guard let add = adds.first else { return nil }
        let statement = add.written
        if adds.allSatisfy({ context.ran($0) == 0 }) {
            return .targetNeverAdded(statement: statement, line: add.line, method: add.method)
        }
        // On another screen's outlet, through `?`, in `prepare`: not loaded yet.
        if add.method == "prepare(for:sender:)", add.optionalChain, let receiver = add.receiver, receiver.contains(".") {
            return .targetOnUnloadedOutlet(statement: statement, line: add.line, method: "prepare(for:sender:)")
        }
        // The target: a local made there, or a weak property.
        if let target = add.arguments.first.map({ $0.replacingOccurrences(of: "self.", with: "") }), target != "self" {
            let local = code.bindings.first { $0.name == target && $0.method == add.method && $0.owner == add.owner && $0.value.range(of: #"^\w+\("#, options: .regularExpression) != nil }
            let weak = code.properties.contains { $0.name == target && $0.owner == add.owner && $0.isWeak }
            if local != nil || weak {
                return .targetReleased(statement: statement, line: add.line, target: target)
            }
        }
        // The event: one the control does not send for what the check does.
        if let event = add.arguments.last(where: { $0.hasPrefix(".") })?.trimmingCharacters(in: .whitespaces),
           let receiver = add.receiver.map({ CodeFacts.rootName($0.replacingOccurrences(of: "self.", with: "")) }),
           let type = code.properties.first(where: { $0.name == receiver && $0.owner == add.owner })?.type.map(CodeFacts.bareType),
           let sent = eventsSent[type], !sent.all.contains(event) {
            return .wrongEvent(statement: statement, line: add.line, control: type, event: event, sends: sent.sends)
        }
        return nil
    }

    /// A new object of the learner's class `made`, made at `line` (`let observer = PopObserver { … }`)
    /// and handed to a weak property (UIKit's `delegate`, or one declared `weak`) as its only other
    /// reference, in a line that ran: released as the method ended.
    static func releasedHolder(made: String, file: Int, line: Int, method: String?, owner: String?, context: FailureContext)
        -> (made: String, statement: String, line: Int, property: String)? {
        let code = context.code
        guard code.classes.contains(where: { $0.name == made }) else { return nil }
        let weakNames = Set(holders.values.flatMap { $0.map(\.property) }).union(code.properties.filter(\.isWeak).map(\.name))
        guard let binding = code.bindings.first(where: { $0.file == file && $0.line == line && $0.method == method && $0.owner == owner
                  && WeakNewObjectRule.made($0.value.trimmingCharacters(in: .whitespaces), classes: [made]) != nil }) else { return nil }
        let uses = code.assignments.filter { $0.owner == owner && $0.method == method && $0.value.trimmingCharacters(in: .whitespaces) == binding.name }
        guard let handed = uses.first(where: { weakNames.contains($0.member) && (context.ran($0) ?? 0) > 0 }),
              !uses.contains(where: { !weakNames.contains($0.member) }),
              !code.calls.contains(where: { $0.owner == owner && $0.method == method && $0.arguments.contains(binding.name) }),
              !code.returns.contains(where: { $0.owner == owner && $0.method == method && $0.value == binding.name }) else { return nil }
        return (made, handed.statement, handed.line, handed.member)
    }

    /// The controller classes the storyboard connects a view's `property` outlet to (a text field's `delegate`).
    static func storyboardDelegates(property: String, context: FailureContext) -> [String] {
        let scenes = context.storyboards.flatMap(\.scenes)
        return scenes.flatMap { $0.controller.view?.allViews ?? [] }.flatMap { $0.outlets ?? [] }.filter { $0.property == property }
            .compactMap { outlet in scenes.first { $0.controller.id == outlet.destinationID }?.controller.className }
    }

    /// `method` is the selector of an `addObserver(_:selector:name:object:)` whose `object:` is
    /// not nil and is not what posts that notification (a UIKit control, or the object the
    /// learner's own `post(name:object:)` gives).
    static func observedWithOtherObject(_ method: String, owner: String, code: CodeFacts) -> CallbackSilence? {
        let base = baseName(method)
        for call in code.calls where call.owner == owner && call.name == "addObserver" && call.labels.contains("selector") {
            guard let selectorIndex = call.labels.firstIndex(of: "selector"), let nameIndex = call.labels.firstIndex(of: "name"),
                  let objectIndex = call.labels.firstIndex(of: "object"), call.arguments.count > max(selectorIndex, nameIndex, objectIndex) else { continue }
            let selector = call.arguments[selectorIndex]
            guard selector.range(of: #"#selector\((\w+\.)*"# + NSRegularExpression.escapedPattern(for: base) + #"\b"#, options: .regularExpression) != nil else { continue }
            let object = call.arguments[objectIndex].trimmingCharacters(in: .whitespaces)
            guard object != "nil" else { continue }
            let name = call.arguments[nameIndex].trimmingCharacters(in: .whitespaces)
            // A UIKit notification: posted by an instance of its class.
            let posterClass = posters.first { key, _ in name == key || name == "." + key.split(separator: ".").last.map(String.init)! || name.hasSuffix("." + (key.split(separator: ".").last ?? "")) }?.value
            if let posterClass {
                let objectType = object == "self" ? owner : NotControlStateRule.type(of: object.replacingOccurrences(of: "self.", with: ""), method: call.method, owner: owner, code: code).map(CodeFacts.bareType)
                if let objectType, objectType != posterClass, !code.supertypes(of: objectType).contains(posterClass) {
                    return .otherObject(notification: name, object: object, line: call.line, poster: posterClass)
                }
                continue
            }
            // The learner's own notification: posted with another object.
            let posts = code.calls.filter { $0.name == "post" && $0.labels.first == "name" && $0.arguments.first?.trimmingCharacters(in: .whitespaces) == name }
            let postedObjects = posts.compactMap { post -> String? in
                guard let index = post.labels.firstIndex(of: "object"), post.arguments.count > index else { return "nil" }
                return post.arguments[index].trimmingCharacters(in: .whitespaces)
            }
            if !postedObjects.isEmpty, !postedObjects.contains(object), let poster = postedObjects.first {
                return .otherObject(notification: name, object: object, line: call.line, poster: "`\(poster)`")
            }
        }
        return nil
    }
}
