import Foundation
import WorkbookProtocol

/// Values set on a "twin": an instance made with `instantiateViewController` that never appears,
/// while the screen shown is another instance of its class: the segue's `segue.destination`, or a
/// second instance the code itself made and presented, pushed or showed.
struct TwinInstanceRule: TeachingRule {
    let id = "twin-instance"
    /// The transitions whose detail starts with the controller they show.
    static let showing = ["present(_:animated:completion:)", "pushViewController(_:animated:)", "show(_:sender:)", "showDetailViewController(_:sender:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        let expectedTop: String?
        if case let .top(name)? = context.failure.expectation { expectedTop = name } else { expectedTop = nil }
        guard context.isMissingValue || expectedTop != nil else { return nil }
        let instantiates = context.sourceContains(#"instantiateViewController\s*\("#)
        let events = context.events
        let bySegue = Set(events.compactMap { $0.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1] })
        // Controllers the code showed itself, with the call that showed them.
        var byCode: [String: String] = [:]
        for event in events where Self.showing.contains(event.member) {
            if let tag = event.detail?.firstMatch(#"^(\w+#\d+)"#)?[1], byCode[tag] == nil { byCode[tag] = event.member }
        }
        // Made from the storyboard by the code (`instantiateViewController`), or in code (`ResultViewController()`).
        let made: Set<String> = instantiates ? ["init(coder:)", "init(nibName:bundle:)", "init()"] : ["init(nibName:bundle:)", "init()"]
        for event in events where made.contains(event.member) && !bySegue.contains(event.instance) && byCode[event.instance] == nil {
            let twin = event.instance
            let inCode = event.member != "init(coder:)"
            if let expectedTop, expectedTop != event.className { continue }
            // Another instance of its class shown by the code in the same action: what was set on
            // this one (a style, values) never reached the one shown, whatever screen the check reads.
            // (Made back to back, in one method's run after the launch: no screen loaded or appeared between
            // the two. At the launch the storyboard's own first screen may be replaced by one the code makes.)
            let twinShownByCode = byCode.keys.contains { shown in
                guard shown.hasPrefix(event.className + "#"), shown != twin,
                      let first = events.firstIndex(where: { $0.instance == twin }), let second = events.firstIndex(where: { $0.instance == shown }) else { return false }
                let between = events[min(first, second)..<max(first, second)]
                return first < second && !between.contains { ["viewDidLoad", "viewWillAppear(_:)", "viewDidAppear(_:)"].contains($0.member) }
                    && events[first].step == events[second].step && (events[first].step ?? 0) > 0
            }
            if expectedTop == nil, !context.isAbout(className: event.className), !twinShownByCode { continue }
            let usedLater = events.contains { $0.mentions(twin) || ($0.instance == twin && $0.member == "viewDidLoad") }
            guard !usedLater else { continue }
            if let shownOne = bySegue.sorted().first(where: { $0.hasPrefix(event.className + "#") }) {
                if inCode {
                    return Explanation(rule: id, text: Catalog.both { $0.ruleTwinInstanceMadeInCode(twin: twin, className: event.className, shownOne: shownOne) })
                }
                return Explanation(rule: id, text: Catalog.both { $0.ruleTwinInstance(twin: twin, shownOne: shownOne) })
            }
            if let (shownOne, call) = byCode.sorted(by: { $0.key < $1.key }).first(where: { $0.key.hasPrefix(event.className + "#") && $0.key != twin }) {
                let pushed = call == "pushViewController(_:animated:)"
                return Explanation(rule: id, text: Catalog.both { $0.ruleTwinInstanceShownByCode(twin: twin, shownOne: shownOne, pushed: pushed) })
            }
        }
        return nil
    }
}

/// A value given to a new instance (`ViewController()`, or one more made from the storyboard) that
/// never appeared, while the screen that came back is an older instance of that class, the one
/// already in the navigation stack or under the modal: the new one is not the screen shown.
struct ValueOnNewInstanceRule: TeachingRule {
    let id = "value-on-new-instance"

    func explain(_ context: FailureContext) -> Explanation? {
        // No line that sets the value ran: it went to no instance.
        guard context.isMissingValue, !context.subjectNeverSet else { return nil }
        let events = context.events
        for made in events where ["init(nibName:bundle:)", "init(coder:)", "init()"].contains(made.member) {
            let className = made.className
            guard context.isAbout(className: className), Self.neverShown(made.instance, in: events),
                  let madeIndex = events.firstIndex(of: made),
                  let shown = events[madeIndex...].last(where: { $0.className == className && $0.member == "viewWillAppear(_:)" }),
                  shown.instance != made.instance,
                  events[..<madeIndex].contains(where: { $0.instance == shown.instance && $0.member == "viewDidLoad" }) else { continue }
            let call = made.member == "init(coder:)" ? "instantiateViewController" : "\(className)()"
            let popped = events[madeIndex...].contains { $0.member.hasPrefix("pop") }
            // Under a modal: what presented is the shown one's navigation controller when it sits in one.
            let presenterIsNavigation = !popped && context.evidence.wasInNavigation(shown.instance)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleValueOnNewInstance(made: made.instance, call: call, shown: shown.instance, className: className, popped: popped,
                                          presenterIsNavigation: presenterIsNavigation)
            })
        }
        return nil
    }

    /// The instance never loaded its view and no transition showed it.
    static func neverShown(_ instance: String, in events: [TraceEvent]) -> Bool {
        !events.contains { ($0.instance == instance && $0.member == "viewDidLoad") || (TwinInstanceRule.showing.contains($0.member) && $0.mentions(instance))
            || ($0.member == "setViewControllers(_:animated:)" && $0.mentions(instance)) }
    }
}
