import Foundation
import WorkbookProtocol

/// The shown VC2 is a new instance; the value lived in the released one, which had been on screen (§8).
struct LostValueRule: TeachingRule {
    let id = "lost-value-new-instance"
    /// A store the code keeps and something emptied, changed or looked up under another key: the
    /// value did not get lost with the screen.
    let supersededBy: Set<String> = ["value-erased", "computed-key-changed", "value-difference", "weak-self-released", "written-only-when-empty", "read-at-the-other-end"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        // "Use a store" fits only code that keeps the value in none: code that already writes one
        // (UserDefaults, a shared object, the app delegate) lost it some other way.
        let code = context.code
        let writesStore = code.keys.contains(where: \.isWrite)
            || code.assignments.contains { ($0.base ?? "").contains("shared") || ($0.base ?? "").lowercased().contains("appdelegate") || ($0.base ?? "").contains("Store") }
        // A store written under keys no line reads: the value went into it, and the screen never looks.
        let unread = code.keys.filter { write in write.isWrite && !code.keys.contains { !$0.isWrite && $0.key == write.key && $0.store == write.store } }
        let storeNeverRead = writesStore && !unread.isEmpty && !code.keys.contains { !$0.isWrite }
        guard !writesStore || storeNeverRead else { return nil }
        // What happened up to the failed step (a run may go on after an expectation failed).
        let failed = context.failureStep ?? Int.max
        let events = context.events.filter { ($0.step ?? 0) <= failed }
        for deinitEvent in events where deinitEvent.member == "deinit" {
            let className = deinitEvent.className
            guard let newer = events.last(where: { $0.className == className && $0.member == "init(coder:)" && $0.instance != deinitEvent.instance }),
                  let oldIndex = events.firstIndex(of: deinitEvent), let newIndex = events.lastIndex(of: newer), newIndex > oldIndex else { continue }
            if let subject = context.subjectClass, subject != className { continue }
            // "Made by the segue": a new instance the learner's own code made (`instantiateViewController`
            // then `setViewControllers`, `push`) is that code's doing, which its own reading tells.
            let shownByCode = context.evidence.instances[newer.instance]?.segueDestinationOf == nil
                && context.evidence.transitions.contains { ($0.subject ?? "").contains(newer.instance) && [.setViewControllers, .push, .present].contains($0.move) }
            if shownByCode { continue }
            // A label of another screen (the main screen's, while the form was the one released).
            if case let .label(outlet, _)? = context.failure.expectation {
                let owners = Set(context.storyboards.flatMap(\.scenes).map(\.controller).filter { $0.outlets.contains { $0.property == outlet } }.map(\.className))
                if !owners.isEmpty && !owners.contains(className) { continue }
            }
            // The code hands values to each new instance of that class (an assignment
            // `x.property = …` of one of its properties, in another class, run in the step that made
            // the new one): the value was handed over again, so it did not live only in the old one.
            let ownProperties = Set(code.properties.filter { $0.owner == className && !$0.isOutlet }.map(\.name))
            let madeInStep = newer.step
            let handedAgain = code.assignments.contains { assignment in
                guard assignment.base != nil, assignment.owner != className, ownProperties.contains(assignment.member),
                      let method = assignment.method else { return false }
                return context.runs(of: method, owner: assignment.owner).contains { $0.event.step == madeInStep }
            }
            // Or through a method of that class that sets them (`rvc.apply(values)`), called from another
            // class in that step.
            let setterMethods = Set(code.assignments.filter { $0.owner == className && ownProperties.contains($0.member) && ($0.base == nil || $0.base == "self") }
                .compactMap { $0.method.map { String($0.prefix { $0 != "(" }) } })
            let handedThroughMethod = code.calls.contains { call in
                guard call.receiver != nil, call.owner != className, setterMethods.contains(call.name), let method = call.method else { return false }
                return context.runs(of: method, owner: call.owner).contains { $0.event.step == madeInStep }
            }
            if handedAgain || handedThroughMethod { continue }
            // The value lived in a screen that was shown and then left: an instance dropped before it
            // ever appeared is a twin, not a lost screen.
            guard events[..<oldIndex].contains(where: { $0.instance == deinitEvent.instance && $0.member == "viewDidLoad" }) else { continue }
            if storeNeverRead, let write = unread.first {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleLostValueStoreNeverRead(newer: newer.instance, older: deinitEvent.instance, key: write.key, line: write.line,
                                                   owner: write.owner ?? "?", userDefaults: write.store == .userDefaults)
                })
            }
            return Explanation(rule: id, text: Catalog.both { $0.ruleLostValueTheShownNowIsANew(newerInstance: "\(newer.instance)", deinitEventInstance: "\(deinitEvent.instance)") })
        }
        return nil
    }
}
