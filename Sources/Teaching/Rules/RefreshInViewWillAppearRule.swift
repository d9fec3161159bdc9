import Foundation
import WorkbookProtocol

/// A screen shown again without being re-created: `viewDidLoad` does not run again (R4.15).
struct RefreshInViewWillAppearRule: TeachingRule {
    let id = "refresh-in-view-will-appear"
    /// An observation that was meant to refresh the label and stopped says why it did not.
    let supersededBy: Set<String> = ["observation-not-delivered"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, case let .label(outlet, _)? = context.failure.expectation,
              let visible = context.failure.step.flatMap({ step in
                  context.run.timeline.compactMap { entry -> String? in
                      if case let .probe(index, probe) = entry, index == step { return probe.state.visibleController }
                      return nil
                  }.first
              }) else { return nil }
        let className = String(visible.split(separator: "#")[0])
        // The methods an object of the class runs, each from its nearest declarer: the class, the
        // learner's classes it inherits from (`BaseViewController.viewDidLoad` calling an overridden
        // `configure()`, held-out 287-02), and the defaults of its protocols' extensions (`refresh()` of
        // `extension Refreshable where Self: ViewController`, held-out 283-15).
        let order = context.code.declarers(of: className)
        let owners = Set(order)
        let scanned = SourceScan.functions(in: context.sources)
        var nearest: [String: SourceScan.Function] = [:]
        for owner in order.reversed() {
            for function in scanned where function.className == owner { nearest[function.name] = function }
        }
        let methods = nearest.keys.sorted().compactMap { nearest[$0] }
        // Only when that screen's class does not refresh in viewWillAppear already, and sets that
        // label in viewDidLoad: a label set elsewhere (a delegate callback that never came, an
        // action) missed its value for another reason.
        // What `viewDidLoad` runs of its class: its own body and the class's methods it calls, with
        // any arguments, through any depth (`configure(with: appDelegate)` from `viewDidLoad`).
        let reached = Self.reachedFromLoad(className, code: context.code)
        let loadSetsLabel = Self.loadSets(outlet, methods: methods) || context.code.labelSetters(outlet).contains { setter in
            owners.contains(setter.owner ?? "") && reached.contains(String((setter.method ?? "").prefix { $0 != "(" }))
        }
        guard !methods.contains(where: { $0.name == "viewWillAppear" && Self.setsText(outlet, in: $0.body) }),
              loadSetsLabel else { return nil }
        // Another method of the class that sets the label ran (a delegate callback, an action): the
        // screen is refreshed there, and what it showed is another reading's to tell.
        // (A helper `viewDidLoad` calls is `viewDidLoad`'s own work.)
        let loadHelpers = Self.calledByLoad(methods: methods).union(reached)
        guard !context.code.labelSetters(outlet).contains(where: { setter in
            owners.contains(setter.owner ?? "") && !["viewDidLoad()", "viewWillAppear(_:)"].contains(setter.method ?? "")
                && !loadHelpers.contains(String((setter.method ?? "").prefix { $0 != "(" })) && (context.ran(setter) ?? 0) > 0
        }) else { return nil }
        // `viewDidLoad` sets it itself, not in a closure it stores or hands on (that runs when called).
        let code = context.code
        let inLoad = code.labelSetters(outlet).filter { $0.owner == className && $0.method == "viewDidLoad()" }
        guard inLoad.isEmpty || inLoad.contains(where: { $0.closureOf == nil && $0.storedIn == nil }) else { return nil }
        // `viewWillAppear` calls a stored closure of the class, or a method of it that sets the label: it refreshes.
        let closures = Set(code.properties.filter { $0.owner == className && $0.holdsClosure }.map(\.name))
        let setting = Set(code.labelSetters(outlet).filter { owners.contains($0.owner ?? "") }.compactMap { $0.method.map { String($0.prefix { $0 != "(" }) } })
        guard !code.calls.contains(where: { call in
            call.owner == className && call.method == "viewWillAppear(_:)" && (closures.contains(call.name) || setting.contains(call.name))
        }) else { return nil }
        let events = context.events
        guard let load = events.lastIndex(where: { $0.instance == visible && $0.member == "viewDidLoad" }),
              events[(load + 1)...].filter({ $0.instance == visible && $0.member == "viewWillAppear(_:)" }).count >= 2 else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleRefreshInViewWillAppear(visible: visible) })
    }

    /// `viewDidLoad` writes the label itself, or through a method of its class it calls
    /// (`showSavedEmail()`, `self.refresh()`), one level deep.
    static func loadSets(_ outlet: String, methods: [SourceScan.Function]) -> Bool {
        guard let load = methods.first(where: { $0.name == "viewDidLoad" }) else { return false }
        if setsText(outlet, in: load.body) { return true }
        let called = calledByLoad(methods: methods)
        return methods.contains { $0.name != "viewDidLoad" && called.contains($0.name) && setsText(outlet, in: $0.body) }
    }

    /// The base names of the methods of `className` that `viewDidLoad` runs: those it calls on
    /// itself (no receiver, or `self`), and those they call, with `viewDidLoad` itself.
    static func reachedFromLoad(_ className: String, code: CodeFacts) -> Set<String> {
        let declarers = Set(code.declarers(of: className))
        let own = Set(code.methods.filter { declarers.contains($0.owner ?? "") }.map(\.baseName))
        var reached: Set<String> = ["viewDidLoad"]
        // Methods of the learner's other objects reached on the way (`presenter.viewDidLoad()` calling
        // back `view?.display(…)`), as `Owner.name`: their calls are followed too.
        var foreign: Set<String> = []
        // (A call inside an observer's or a binding's closure runs when the event comes, not as part of
        // loading: `addObserver(…) { self?.show($0) }` in `viewDidLoad` does not make `show` load's work.)
        let events: Set<String> = ["addObserver", "observe", "sink", "bind", "subscribe", "receive", "addAction", "UIAction", "publisher"]
        let calls = code.calls.filter { $0.closureOf.map { !events.contains($0) } ?? true }
        var grew = true
        while grew {
            grew = false
            for call in calls where call.owner == className && (call.receiver == nil || call.receiver == "self") {
                guard let caller = call.method.map({ String($0.prefix { $0 != "(" }) }), reached.contains(caller),
                      own.contains(call.name), !reached.contains(call.name) else { continue }
                reached.insert(call.name)
                grew = true
            }
            // A call through another object to a method of the learner's (not an override of UIKit's):
            // every class declaring that name; a call back into this class adds to what load runs.
            for call in calls where call.receiver != nil && call.receiver != "self" {
                guard let owner = call.owner, let caller = call.method.map({ String($0.prefix { $0 != "(" }) }),
                      owner == className ? reached.contains(caller) : foreign.contains("\(owner).\(caller)") else { continue }
                for callee in code.methods where callee.baseName == call.name && !callee.isOverride && callee.owner != nil {
                    if callee.owner == className {
                        if reached.insert(call.name).inserted { grew = true }
                    } else if foreign.insert("\(callee.owner ?? "").\(call.name)").inserted {
                        grew = true
                    }
                }
            }
            for call in code.calls where call.receiver == nil || call.receiver == "self" {
                guard let owner = call.owner, owner != className, let caller = call.method.map({ String($0.prefix { $0 != "(" }) }),
                      foreign.contains("\(owner).\(caller)"), code.methods.contains(where: { $0.owner == owner && $0.baseName == call.name }) else { continue }
                if foreign.insert("\(owner).\(call.name)").inserted { grew = true }
            }
            // A property those methods assign runs its `didSet` there too (`value = …` in `viewDidLoad`).
            for assignment in code.assignments where assignment.owner == className && FailureContext.isSelfBase(assignment.base) {
                guard let method = assignment.method.map({ String($0.prefix { $0 != "(" }) }), reached.contains(method),
                      code.properties.contains(where: { $0.owner == className && $0.name == assignment.member && $0.observers.contains("didSet") }) else { continue }
                if reached.insert("\(assignment.member).didSet").inserted { grew = true }
            }
        }
        return reached
    }

    /// The methods of the class `viewDidLoad` calls by name with no arguments (`refresh()`).
    static func calledByLoad(methods: [SourceScan.Function]) -> Set<String> {
        guard let load = methods.first(where: { $0.name == "viewDidLoad" }) else { return [] }
        return Set(load.body.allMatches(#"(?<![\w.])(?:self\s*\.\s*)?([a-z]\w*)\s*\(\s*\)"#).map { $0[1] })
    }

    /// `label.text` itself, not `label.textColor` or `label.textAlignment`.
    static func setsText(_ outlet: String, in body: String) -> Bool {
        body.range(of: "\\b" + NSRegularExpression.escapedPattern(for: outlet) + #"\??\.(text|attributedText)\b"#, options: .regularExpression) != nil
    }
}
