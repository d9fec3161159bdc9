import Foundation
import WorkbookProtocol

/// An outlet of another controller touched before that controller's view loaded: in
/// `prepare(for:sender:)` (R2.2), or right after `instantiateViewController(withIdentifier:)` and
/// before `present`/`pushViewController`. Its outlets are nil until its view loads: an implicit
/// unwrap (`rvc.resultEmail.text = …`) crashes, an optional chain (`rvc.resultEmail?.text = …`)
/// silently does nothing and the value is lost.
struct OutletBeforeViewLoadRule: TeachingRule {
    let id = "outlet-before-view-load"
    var ids: [String] { [id, "transition-in-init"] }

    func explain(_ context: FailureContext) -> Explanation? {
        if let explanation = inPrepare(context) { return explanation }
        return beforeTransition(context)
    }

    private func inPrepare(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("implicitly unwrapping"),
              let prepare = context.events.last(where: { $0.member == "prepare(for:sender:)" }),
              let destination = prepare.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1],
              !context.events.contains(where: { $0.instance == destination && $0.member == "viewDidLoad" }),
              context.events.last?.member == "prepare(for:sender:)" || context.events.last == prepare,
              // A nil outlet of the source wired to the wrong kind of object is the other rule's.
              OutletTypeMismatchRule().explain(context) == nil else { return nil }
        // The controller running prepare had no view yet either (a segue started in its
        // initializer): its own outlets were nil, not only the destination's.
        let start = context.events.lastIndex(of: prepare) ?? 0
        if !context.events[..<start].contains(where: { $0.instance == prepare.instance && $0.member == "viewDidLoad" }) {
            guard let call = context.code.calls.first(where: { call in
                call.owner == prepare.className && (call.method?.hasPrefix("init(") == true)
                    && SkippedOptionalChainRule.transitionCalls[call.name] != nil
            }), let method = call.method else { return nil }
            let name = call.name + (call.labels.isEmpty ? "()" : "(" + call.labels.map { $0 + ":" }.joined() + ")")
            return Explanation(rule: "transition-in-init", text: Catalog.both {
                $0.ruleTransitionInInit(call: name, owner: prepare.className, method: method, line: call.line)
            })
        }
        let place = crash.file.map { " (\($0):\(crash.line ?? 0))" } ?? ""
        // A plain property of the destination's class to name, and the observer the crash was in.
        let className = String(destination.split(separator: "#")[0])
        let example = context.code.properties.first { $0.owner == className && !$0.isOutlet && !$0.isComputed }?.name
        // (In a method of the class that an observer calls too: `didSet { render() }`, held-out 276-09.)
        let observer = crash.line.flatMap { line in context.code.assignments.first { $0.owner == className && $0.line == line }?.method }
            .flatMap { context.code.observerRunning($0, in: className, kinds: ["didSet"]) }
            .map { String($0.dropLast(".didSet".count)) }
        return Explanation(rule: id, text: Catalog.both { $0.ruleOutletBeforeViewLoad(destination: destination, place: place, example: example, observer: observer) })
    }

    /// `let rvc = storyboard?.instantiateViewController(…) as! R; rvc.outlet.text = …; present(rvc…)`.
    private func beforeTransition(_ context: FailureContext) -> Explanation? {
        // (A key path through the outlet, `\\R.resultEmail.text`, unwraps it too: "unwrapped nil optional".)
        let unwrapCrash = context.crash.map { $0.kind == .fatalError && ($0.reason.contains("implicitly unwrapping") || $0.reason.contains("unwrapped nil optional")) } ?? false
        guard unwrapCrash || context.isMissingValue else { return nil }
        let events = context.events
        let outlets = Dictionary(context.storyboards.flatMap(\.scenes).map { ($0.controller.className, $0.controller.outlets.map(\.property)) },
                                 uniquingKeysWith: { $0 + $1 })
        for function in SourceScan.functions(in: context.sources) where function.name != "prepare" {
            guard let owner = function.className else { continue }
            for (className, names) in outlets where className != owner && !names.isEmpty {
                let alternatives = names.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
                // Through the other controller (`rvc.resultEmail.text = …`), or a key path into it
                // (`\\ResultViewController.resultEmail.text` handed to a setter helper).
                guard let use = function.body.firstMatch(#"\b(\w+)\s*\.\s*(\#(alternatives))\b\s*(\?|!)?\s*\."#)
                        ?? function.body.firstMatch(#"\\(\#(className))\.(\#(alternatives))\b()\."#), use[1] != "self" else { continue }
                let optionalChain = use[3] == "?"
                // A crash needs the implicit unwrap; a lost value needs the optional chain.
                guard optionalChain ? context.isMissingValue && !unwrapCrash : unwrapCrash else { continue }
                // The method ran, the storyboard made the other controller during it, and its view had not loaded.
                guard let start = events.lastIndex(where: { $0.className == owner && ($0.member == function.name || $0.member.hasPrefix(function.name + "(")) }),
                      let made = events[start...].first(where: { $0.className == className && $0.member == "init(coder:)" }),
                      let madeIndex = events[start...].firstIndex(of: made) else { continue }
                let loaded = events[madeIndex...].firstIndex { $0.instance == made.instance && $0.member == "viewDidLoad" }
                if unwrapCrash, loaded != nil { continue }
                let call = function.body.range(of: #"pushViewController|present|show"#, options: .regularExpression).map { String(function.body[$0]) }
                let property = Self.plainProperty(of: className, in: context.sources)
                let method = "\(events[start].instance).\(events[start].member)"
                let location = context.crash.flatMap { crash in crash.file.map { "\($0):\(crash.line ?? 0)" } }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleOutletBeforeViewLoadOutside(method: method, instance: made.instance, outlet: use[2], className: className, call: call,
                                                       property: property, location: location, optionalChain: optionalChain)
                })
            }
        }
        return nil
    }

    /// A stored `var` of the class that is not an outlet (`paramEmail`), to name in the advice.
    static func plainProperty(of className: String, in sources: [String]) -> String? {
        for source in sources where source.range(of: #"\bclass\s+\#(className)\b"#, options: .regularExpression) != nil {
            for match in source.allMatches(#"(?m)^[ \t]*(@IBOutlet[^\n]*|(?:private\s+)?var\s+(\w+)\s*[:=])"#) where !match[1].hasPrefix("@IBOutlet") && !match[2].isEmpty {
                return match[2]
            }
        }
        return nil
    }
}
