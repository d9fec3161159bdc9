import Foundation
import WorkbookProtocol

// Rules stated over typed facts (`context.evidence`: the trace; `context.code`: the learner's
// declarations). Each fires only when its premise holds in this learner's code and run; none
// knows an exercise.

extension FailureContext {
    /// The last step the failure can owe something to: the failing step, or the whole run.
    var failureStep: Int? { failure.step ?? run.crash?.step }

    /// The trace's member name for a method the code declares (`viewDidLoad()` → `viewDidLoad`).
    static func traceName(_ method: String) -> String {
        method.hasSuffix("()") ? String(method.dropLast(2)) : method
    }

    /// Instances of `owner` on which the method `method` ran, up to the failing step (the trace
    /// records what UIKit calls: actions, lifecycle, delegate and data source methods, prepare).
    /// With `instance`, only its runs; with `step`, up to that step instead of the failing one.
    /// (The trace names most methods without arguments bare, `viewDidLoad`; a custom segue's `perform()` keeps its parentheses.)
    func runs(of method: String, owner: String?, instance: String? = nil, upTo step: Int? = nil) -> [(index: Int, event: TraceEvent)] {
        let name = Self.traceName(method)
        let last = step ?? failureStep ?? Int.max
        return evidence.indexedEvents.filter { item in
            (item.event.member == name || item.event.member == method)
                && (owner == nil || item.event.className == owner || code.runsDeclaration(method, of: owner!, on: item.event.className))
                && (instance == nil || item.event.instance == instance)
                && (item.event.step ?? 0) <= last
        }
    }

    /// The check's steps that fill in a control (`type`, `set`), with the control's outlet.
    func inputSteps(upTo step: Int) -> [(step: Int, outlet: String)] {
        check.steps.enumerated().compactMap { index, item in
            guard index <= step else { return nil }
            switch item {
            case let .type(locator, _): return locator.outlet.map { (index, $0) }
            case let .set(locator, _, _, _): return locator.outlet.map { (index, $0) }
            default: return nil
            }
        }
    }

    /// Whether the failure is something a learner's value or screen decides (not a crash text or console line).
    var isValueOrScreen: Bool {
        switch failure.expectation {
        case .property?, .label?, .instance?, .top?, .stack?, .presented?, .userDefaults?: return true
        default: return false
        }
    }
}

/// A call UIKit ignored without a word (the simulation marks it in the trace): a `dismiss` with
/// nothing to dismiss, a pop with only the root in the stack, a pop to the controller already on top.
struct IgnoredCallRule: TeachingRule {
    let id = "ignored-call"
    /// A pushed screen's dismiss has its own rule.
    let supersededBy: Set<String> = ["dismiss-on-pushed-screen", "unwind-action-missing"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen || context.crash == nil,
              let call = context.evidence.ignoredCalls(upTo: context.failureStep).last, let found = reading(context, call: call) else { return nil }
        // Where the call is in the code: the method of the learner's that was running (the
        // nearest method the trace shows before the call whose body makes such a call).
        guard let place = place(context, call: call) else { return found }
        return Explanation(rule: found.rule, text: LocalizedText(
            ko: found.text.ko + Catalog[.ko].ignoredCallPlace(line: place.line, method: place.method, step: place.step),
            en: found.text.en + Catalog[.en].ignoredCallPlace(line: place.line, method: place.method, step: place.step)))
    }

    private func place(_ context: FailureContext, call: Evidence.Transition) -> (line: Int, method: String, step: Int)? {
        let names: [Evidence.Move: String] = [.dismiss: "dismiss", .pop: "popViewController", .popToRoot: "popToRootViewController", .popTo: "popToViewController"]
        guard let name = names[call.move] else { return nil }
        let candidates = context.code.calls.filter { $0.name == name && $0.method != nil }
        guard !candidates.isEmpty else { return nil }
        let events = context.evidence.events
        for index in stride(from: call.index - 1, through: 0, by: -1) {
            let event = events[index]
            if let match = candidates.first(where: { $0.owner == event.className && FailureContext.traceName($0.method ?? "") == event.member }) {
                return (match.line, match.method ?? "", event.step ?? 0)
            }
        }
        return nil
    }

    /// A `popToViewController` given an element of the stack by its index (`stack[step.rawValue]`,
    /// `viewControllers[2]`) that was the top itself: the index it picked, the one below, and, when
    /// the index is an `Int` enum's raw value numbered from 1 (or more), where that numbering is.
    static func popToIndexNote(_ context: FailureContext, call: Evidence.Transition)
        -> (argument: String, line: Int, index: Int, enumName: String?, firstCase: String?, firstRaw: Int?, enumLine: Int?)? {
        guard let target = call.subject, let stack = context.evidence.states.last(where: { state in
                  state.navigationStacks.contains { $0.navigationController == call.receiver && $0.stack.contains(target) }
              })?.navigationStacks.first(where: { $0.navigationController == call.receiver })?.stack,
              let index = stack.firstIndex(of: target), index > 0 else { return nil }
        for popTo in context.code.calls where popTo.name == "popToViewController" && (context.ran(popTo) ?? 0) > 0 {
            guard let argument = popTo.arguments.first?.trimmingCharacters(in: .whitespaces),
                  let subscriptIndex = argument.firstMatch(#"^[\w.?!]+\[(.+)\]$"#)?[1] else { continue }
            // An `Int` enum's raw value as the index, with cases numbered from 1 or more.
            for source in context.sources {
                for match in source.allMatches(#"enum\s+(\w+)\s*:\s*Int\s*\{\s*case\s+(\w+)\s*=\s*(\d+)"#) {
                    guard let raw = Int(match[3]), raw > 0, subscriptIndex.contains(".rawValue"),
                          subscriptIndex.contains(match[1])
                              || context.code.bindings.contains(where: { $0.file == popTo.file && FailureContext.mentions(subscriptIndex, $0.name) && $0.value.contains(match[1]) })
                              || context.code.methods.contains(where: { $0.owner == popTo.owner && $0.name == popTo.method && $0.parameterTypes.contains(match[1]) }) else { continue }
                    // The line of the first case (where its number is written).
                    let start = source.range(of: match[0])?.lowerBound ?? source.startIndex
                    let caseAt = source[start...].range(of: "case")?.lowerBound ?? start
                    let line = source[..<caseAt].filter { $0 == "\n" }.count + 1
                    return (argument, popTo.line, index, match[1], match[2], raw, line)
                }
            }
            return (argument, popTo.line, index, nil, nil, nil, nil)
        }
        return nil
    }

    private func reading(_ context: FailureContext, call: Evidence.Transition) -> Explanation? {
        guard let reason = call.ignored else { return nil }
        let evidence = context.evidence
        switch call.move {
        case .dismiss:
            let pushedOnto = evidence.navigationController(of: call.receiver).flatMap { nav in
                evidence.transitions.contains { $0.move == .push && $0.subject == call.receiver } ? nav : nil
            }
            // Called on the navigation controller itself while a screen pushed onto it was on top.
            let pushedTop = evidence.transitions.last { $0.move == .push && $0.receiver == call.receiver && $0.index < call.index }?.subject
            // Called on a screen of a stack whose top, above it, was pushed (`viewControllers.first?.dismiss(…)`
            // from the pushed screen): the pushed one goes back by a pop.
            let coveredBy: (navigation: String, top: String)? = evidence.navigationController(of: call.receiver).flatMap { nav in
                guard pushedOnto == nil,
                      let stack = evidence.states.last?.navigationStacks.first(where: { $0.navigationController == nav })?.stack,
                      let top = stack.last, top != call.receiver, stack.contains(call.receiver),
                      evidence.transitions.contains(where: { $0.move == .push && $0.subject == top && $0.index < call.index }) else { return nil }
                return (nav, top)
            }
            return Explanation(rule: id, text: Catalog.both { $0.ruleIgnoredDismiss(caller: call.receiver, pushedOnto: pushedOnto, pushedTop: pushedOnto == nil && coveredBy == nil ? pushedTop : nil, coveredBy: coveredBy) })
        case .pop, .popToRoot:
            // The screen the code meant to close: the top of that stack, when it (or its navigation
            // controller) was presented.
            let top = evidence.states.last?.navigationStacks.first { $0.navigationController == call.receiver }?.stack.last
            let presented = top.flatMap { evidence.wasPresented($0) ? $0 : nil }
            let name = call.move == .pop ? "popViewController(animated:)" : "popToRootViewController(animated:)"
            return Explanation(rule: id, text: Catalog.both { $0.ruleIgnoredPop(call: name, navigation: call.receiver, presented: presented) })
        case .popTo:
            let note = Self.popToIndexNote(context, call: call)
            return Explanation(rule: id, text: Catalog.both { texts in
                texts.ruleIgnoredPopTo(navigation: call.receiver, target: call.subject ?? "?")
                    + (note.map { " " + texts.popToIndexNote(argument: $0.argument, line: $0.line, index: $0.index, below: $0.index - 1, enumName: $0.enumName,
                                                               firstCase: $0.firstCase, firstRaw: $0.firstRaw, enumLine: $0.enumLine) } ?? "")
            })
        case .unwind:
            // `refused by ViewController#1, …: canPerformUnwindSegueAction returned false`, or no controller has the action.
            let refusers = reason.hasPrefix("refused by ")
                ? String(reason.dropFirst("refused by ".count).prefix { $0 != ":" }).components(separatedBy: ", ") : []
            let refuserClasses = Set(refusers.compactMap { $0.split(separator: "#").first.map(String.init) })
            let override = context.code.methods.first { $0.baseName == "canPerformUnwindSegueAction" && refuserClasses.contains($0.owner ?? "") }
            // The override tests the screen the unwind comes from (its second parameter).
            let testsSource = override.map { method in
                let name = method.parameterNames.count > 1 ? method.parameterNames[1] : "fromViewController"
                return context.sources.indices.contains(method.file) && context.sources[method.file].components(separatedBy: "\n")
                    .dropFirst(method.line).prefix(8).contains { FailureContext.mentions($0, name) }
            } ?? false
            // A method of that name the runtime cannot see (no `@IBAction`, no `@objc`).
            let base = String((call.identifier ?? "").prefix { $0 != ":" })
            let hidden = refusers.isEmpty ? context.code.methods.first { method in
                method.baseName == base && !method.isAction && context.sources.indices.contains(method.file)
                    && !context.sources[method.file].components(separatedBy: "\n").prefix(method.line).suffix(2).joined().contains("@objc")
            } : nil
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleIgnoredUnwind(action: call.identifier ?? "?", source: call.receiver, refusedBy: refusers, overrideLine: override?.line, testsSource: testsSource,
                                     notExposed: hidden.map { ($0.owner ?? "?", $0.line) })
            })
        case .present:
            // A presentation UIKit only logged (R4.23): from a screen not in the window (a new or
            // hidden instance: was it ever on screen?), or from one that already presents another.
            let already = reason.firstMatch(#"already presenting (\w+#\d+)"#)?[1]
            let appeared = evidence.events[..<call.index].contains { $0.instance == call.receiver && $0.member.hasPrefix("viewDidAppear") }
            let onScreen = evidence.states.last?.visibleController.flatMap { $0 == call.receiver ? nil : $0 }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleIgnoredPresent(receiver: call.receiver, alreadyPresenting: already, neverShown: !appeared, onScreen: onScreen)
            })
        default:
            let member = context.evidence.events[call.index].member
            return Explanation(rule: id, text: Catalog.both { $0.ruleIgnoredCall(call: member, receiver: call.receiver, reason: reason) })
        }
    }
}

/// `link?.call(…)` in a method that ran, while `link` was nil for that instance: the optional
/// chain skipped the call and nothing said so. Which link was nil is read from the run (the
/// instance was never in a navigation stack, never presented, made in code) or from the code
/// (a `delegate` nothing assigns, or a weak one given a fresh object).
struct SkippedOptionalChainRule: TeachingRule {
    let id = "skipped-optional-chain"
    /// A delegate nothing assigns has its own rule.
    let supersededBy: Set<String> = ["delegate-not-set"]
    /// The links whose nil-ness the run shows.
    static let links = ["navigationController", "presentingViewController", "presentedViewController", "tabBarController", "storyboard"]
    /// Calls whose absence the trace shows (a transition would have been recorded).
    static let transitionCalls: [String: Evidence.Move] = [
        "pushViewController": .push, "present": .present, "dismiss": .dismiss, "popViewController": .pop,
        "popToRootViewController": .popToRoot, "popToViewController": .popTo, "performSegue": .performSegue, "show": .show,
        "setViewControllers": .setViewControllers,
    ]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for call in code.calls where call.optionalChain {
            guard let root = call.receiverRoot, let method = call.method else { continue }
            // A call whose line never ran was not skipped by its chain: something kept it from running.
            if context.ran(call) == 0 { continue }
            var runs = context.runs(of: method, owner: call.owner)
            // A helper of the learner's (the trace records only what UIKit calls): the coverage
            // says it ran; the instance is the last of its class the run touched before the failure.
            // In an extension of a protocol (`extension Closable { func close() { navigationController?.pop… } }`),
            // `self` is an object of a class of the learner's that adopts it.
            if runs.isEmpty, (context.ran(call) ?? 0) > 0, let owner = call.owner,
               let last = context.evidence.indexedEvents.last(where: {
                   ($0.event.className == owner || (code.protocols.contains(owner) && Self.adopts($0.event.className, owner, code: code)))
                       && ($0.event.step ?? 0) > 0 && ($0.event.step ?? 0) <= (context.failureStep ?? Int.max)
               }) {
                runs = [last]
            }
            if runs.isEmpty, (context.ran(call) ?? 0) > 0, let helped = helperOnNewController(call: call, method: method, context: context) {
                return helped
            }
            if (context.ran(call) ?? 0) > 0, let handed = parameterOnNewController(call: call, method: method, context: context) {
                return handed
            }
            guard !runs.isEmpty else { continue }
            for run in runs.reversed() {
                // The call left no trace after the method started (in that step).
                if let move = Self.transitionCalls[call.name] {
                    let happened = context.evidence.transitions.contains { $0.move == move && $0.index > run.index && $0.step == run.event.step }
                    if happened { continue }
                }
                // `let result = …instantiateViewController(…); result.navigationController?.push…`:
                // a name holding a controller made right there, on no screen yet.
                if let fresh = freshName(call: call, context: context) {
                    let shownCall = "\(fresh.name).\(fresh.link)?.\(call.name)(…)"
                    let methodName = "\(run.event.instance).\(FailureContext.traceName(method))"
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleSkippedOptionalChain(call: shownCall, method: methodName, line: call.line, link: fresh.link,
                                                    reason: $0.skippedNewlyMadeName(name: fresh.name, value: fresh.value, line: fresh.line, link: fresh.link))
                    })
                }
                guard let reason = chainReason(call: call, instance: run.event.instance, context: context)
                        ?? reason(link: root, instance: run.event.instance, call: call, context: context) else { continue }
                let written = (call.receiver.map { $0 + "?." } ?? "") + call.name + "(…)"
                // A custom segue's `source.navigationController?…`: the nil link is the second one.
                let parts = (call.receiver ?? "").split(separator: ".").map(String.init)
                let segueLink = ["source", "destination"].contains(root) && method == "perform()" && parts.count >= 2
                let link = segueLink ? parts[1] : root
                let shownCall = segueLink ? "\(root).\(link)?.\(call.name)(…)" : written.replacingOccurrences(of: root + ".", with: root + "?.", options: .anchored)
                let methodName = "\(run.event.instance).\(FailureContext.traceName(method))"
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleSkippedOptionalChain(call: shownCall, method: methodName, line: call.line, link: link, reason: reason($0))
                })
            }
        }
        return throughBindings(context)
    }

    /// Whether a class of the learner's (or one it inherits from) adopts the protocol.
    static func adopts(_ className: String, _ protocolName: String, code: CodeFacts) -> Bool {
        code.classChain(of: className).contains { code.supertypes(of: $0).contains(protocolName) }
    }

    /// `let nav = navigationController?.x as? Y; let main = nav?.top as? Z; main?.value = …`: the
    /// value the check reads goes through local names whose first link was nil for the instance
    /// whose method ran.
    private func throughBindings(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            guard let base = setter.base, let method = setter.method else { continue }
            var expression = base
            var hops = 0
            while hops < 5, let binding = code.bindings.last(where: {
                $0.name == CodeFacts.rootName(expression) && $0.method == method && $0.owner == setter.owner && $0.line <= setter.line
            }) {
                // The object the name holds: the expression before a cast or a default (`x as? T`, `x ?? y`).
                var value = binding.value
                if let cut = value.range(of: #"\s+as[?!]?\s+|\?\?"#, options: .regularExpression) { value = String(value[..<cut.lowerBound]) }
                expression = CodeFacts.normalized(value)
                hops += 1
            }
            let root = CodeFacts.rootName(expression)
            let call = CodeFacts.Call(name: "", labels: [], receiver: expression, optionalChain: true, receiverRoot: root, arguments: [], stringArguments: [],
                                      method: method, owner: setter.owner, line: setter.line)
            let linkName = expression.split(separator: ".").dropFirst().first.map(String.init) ?? root
            let fresh = root != expression && expression.hasPrefix(root + "(") && Self.links.contains(linkName)
            // Through local names to a link, or straight on a property of the learner's that may be
            // nil (`mainScreen?.paramEmail = …`, `weak var mainScreen`): the coverage says the line ran.
            let ownProperty = hops == 0 && !Self.links.contains(root) && (context.ran(setter) ?? 0) > 0
                && context.code.properties.contains { $0.name == root && $0.owner == setter.owner && !$0.isOutlet && ($0.isWeak || $0.type?.hasSuffix("?") == true) }
            guard (hops > 0 && (Self.links.contains(root) || fresh)) || ownProperty else { continue }
            for run in context.runs(of: method, owner: setter.owner).reversed() {
                guard let reason = chainReason(call: call, instance: run.event.instance, context: context)
                        ?? reason(link: root, instance: run.event.instance, call: call, context: context) else { continue }
                let baseRoot = CodeFacts.rootName(base)
                let methodName = "\(run.event.instance).\(FailureContext.traceName(method))"
                // `if let main = …` / `guard let`: the name was unwrapped, not chained.
                if let unwrap = setter.conditions.first(where: { $0.text.range(of: "\\blet\\s+\(NSRegularExpression.escapedPattern(for: baseRoot))\\b", options: .regularExpression) != nil }) {
                    let statement = setter.target + " = …"
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleSkippedUnwrap(statement: statement, method: methodName, line: setter.line, link: fresh ? linkName : root,
                                             binding: unwrap.text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression),
                                             reason: reason($0))
                    })
                }
                let shown = setter.target.replacingOccurrences(of: baseRoot + ".", with: baseRoot + "?.", options: .anchored) + " = …"
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleSkippedOptionalChain(call: shown, method: methodName, line: setter.line, link: fresh ? linkName : root, reason: reason($0))
                })
            }
        }
        return nil
    }

    /// `extension UIViewController { func push() { navigationController?.pushViewController(self, …) } }`
    /// called on a controller made right there (`Detail.make(from: storyboard)?.titled("x").push()`):
    /// `self` in the helper is that new controller, which is on no screen, so its link is nil. The
    /// call site ran (coverage), and the run shows an instance of that class never in a navigation
    /// stack (or never presented).
    private func helperOnNewController(call: CodeFacts.Call, method: String, context: FailureContext) -> Explanation? {
        guard let root = call.receiverRoot, Self.links.contains(root), root != "storyboard",
              call.receiver == root, let owner = call.owner,
              !context.code.properties.contains(where: { $0.name == root && $0.owner == owner }) else { return nil }
        let base = method.split(separator: "(").first.map(String.init) ?? method
        for site in context.code.calls where site.name == base && site.owner != owner && (context.ran(site) ?? 0) > 0 {
            guard let written = site.receiver?.trimmingCharacters(in: .whitespaces) else { continue }
            var receiver = written
            while receiver.hasSuffix("?") || receiver.hasSuffix("!") { receiver.removeLast() }
            let shown = receiver
            // A local name given the new controller in the same method (`let detail = …instantiate…`).
            if receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let binding = context.code.bindings.last(where: {
                $0.name == receiver && $0.method == site.method && $0.owner == site.owner && $0.line <= site.line
            }) {
                receiver = binding.value.trimmingCharacters(in: .whitespaces)
            }
            guard receiver.contains("instantiate") || Self.isFreshObject(receiver) else { continue }
            // The class the site makes: `Detail.make(…)`, `Detail()`, `… as? Detail`.
            let typeName = receiver.firstMatch(#"\bas[?!]\s*(\w+)"#)?[1]
                ?? receiver.firstMatch(#"^([A-Z]\w*)[.(]"#)?[1]
            guard let typeName else { continue }
            let made = context.evidence.order.filter { context.evidence.instances[$0]?.className == typeName }
            let evidence = context.evidence
            guard let instance = made.last(where: { tag in
                switch root {
                case "navigationController": return !evidence.wasInNavigation(tag)
                case "presentingViewController": return !evidence.wasPresented(tag)
                default: return false
                }
            }) else { continue }
            let shownCall = root + "?." + call.name + "(…)"
            let helper = "\(instance).\(FailureContext.traceName(method))"
            let short = shown.count > 60 ? String(shown.prefix(57)) + "…" : shown
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleSkippedOptionalChain(call: shownCall, method: helper, line: call.line, link: root,
                                            reason: $0.skippedHelperOnNewController(helper: base, site: short, line: site.line, instance: instance, link: root))
            })
        }
        return nil
    }

    /// `name.link?.call(…)` where `name` is a local constant bound, in the same method and before the
    /// call, to a controller made right there (`instantiateViewController(…)`, `ResultViewController()`):
    /// nothing has pushed or presented it yet, so UIKit's links on it are nil.
    /// `func pushResult(_ result: ResultViewController) { result.navigationController?.push… }` (a method or a
    /// free function), called with a controller made just before (`let result = makeResultScreen(…)`,
    /// `instantiateViewController`, `Result()`): the parameter is that new controller, in no stack yet.
    private func parameterOnNewController(call: CodeFacts.Call, method: String, context: FailureContext) -> Explanation? {
        guard let receiver = call.receiver?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") else { return nil }
        let links = receiver.split(separator: ".").map(String.init)
        guard links.count == 2, ["navigationController", "presentingViewController"].contains(links[1]),
              let function = context.code.methods.first(where: { $0.name == method && $0.owner == call.owner }),
              let index = function.parameterNames.firstIndex(of: links[0]) else { return nil }
        let code = context.code
        for site in code.calls where site.name == function.baseName && site.arguments.indices.contains(index) && (context.ran(site) ?? 0) > 0 {
            var made = site.arguments[index].trimmingCharacters(in: .whitespaces)
            let shown = made
            if made.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let binding = code.bindings.last(where: {
                $0.name == made && $0.method == site.method && $0.owner == site.owner && $0.line <= site.line
            }) { made = binding.value.trimmingCharacters(in: .whitespaces) }
            // A maker of the learner's that returns a controller (`func makeResultScreen(…) -> ResultViewController`).
            let maker = made.firstMatch(#"^(\w+)\("#).flatMap { match in code.methods.first { $0.baseName == match[1] && ($0.returnType ?? "").hasSuffix("Controller") } }
            guard made.contains("instantiate") || Self.isFreshObject(made) || maker != nil else { continue }
            guard let typeName = made.firstMatch(#"\bas[?!]\s*(\w+)"#)?[1] ?? maker.flatMap({ $0.returnType.map(CodeFacts.bareType) })
                    ?? made.firstMatch(#"^([A-Z]\w*)[.(]"#)?[1] else { continue }
            let evidence = context.evidence
            guard let instance = evidence.order.filter({ evidence.instances[$0]?.className == typeName }).last(where: { tag in
                links[1] == "navigationController" ? !evidence.wasInNavigation(tag) : !evidence.wasPresented(tag)
            }) else { continue }
            let shownCall = "\(links[0]).\(links[1])?.\(call.name)(…)"
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleSkippedOptionalChain(call: shownCall, method: "`\(function.name)`", line: call.line, link: "\(links[0]).\(links[1])",
                                            reason: $0.skippedParameterOnNewController(helper: function.name, site: shown, line: site.line, instance: instance,
                                                                                       parameter: links[0], link: links[1]))
            })
        }
        return nil
    }

    private func freshName(call: CodeFacts.Call, context: FailureContext) -> (name: String, value: String, line: Int, link: String)? {
        guard let receiver = call.receiver else { return nil }
        let links = receiver.split(separator: ".").map(String.init)
        guard links.count == 2, Self.links.contains(links[1]), links[1] != "storyboard" else { return nil }
        guard let binding = context.code.bindings.last(where: {
            $0.name == links[0] && $0.method == call.method && $0.owner == call.owner && $0.line <= call.line
        }) else { return nil }
        var made = binding.value
        if let cut = made.range(of: #"\s+as[?!]?\s+|\?\?"#, options: .regularExpression) { made = String(made[..<cut.lowerBound]) }
        made = made.trimmingCharacters(in: .whitespaces)
        guard made.contains("instantiate") || Self.isFreshObject(made) else { return nil }
        // Shown before the call? Then it has its links by now.
        guard !context.code.calls.contains(where: { other in
            other.method == call.method && other.owner == call.owner && other.line < call.line && other.line >= binding.line
                && Self.transitionCalls[other.name] != nil && other.arguments.first.map(CodeFacts.rootName) == links[0]
        }) else { return nil }
        return (links[0], binding.value, binding.line, links[1])
    }

    /// A chain whose first link is fine but a later one is nil (`navigationController?.navigationController?`:
    /// the navigation controller is in no other one), or that starts at a controller made right
    /// there (`ViewController().navigationController?`), which is on no screen.
    func chainReason(call: CodeFacts.Call, instance: String, context: FailureContext) -> ((any Messages) -> String)? {
        guard let receiver = call.receiver else { return nil }
        var links = receiver.split(separator: ".").map(String.init)
        guard links.count >= 2 else { return nil }
        var instance = instance
        // A custom segue's `source`/`destination` in its `perform()`: the controllers of the
        // `prepare(for:sender:)` that ran just before that `perform()` (the segue's own run).
        if ["source", "destination"].contains(links[0]), call.method == "perform()",
           let owner = call.owner, context.code.classes.contains(where: { $0.name == owner && $0.supertypes.contains("UIStoryboardSegue") }),
           let perform = context.evidence.indexedEvents.last(where: { $0.event.instance == instance && $0.event.member == "perform()" }),
           let prepare = context.evidence.indexedEvents.last(where: { $0.index < perform.index && $0.event.member == "prepare(for:sender:)" }) {
            let controller = links[0] == "source" ? prepare.event.instance : Evidence.tag(after: "destination=", in: prepare.event.detail ?? "")
            guard let controller else { return nil }
            instance = controller
            links.removeFirst()
            // The first link after `source.` is a later link: its nil-ness is read here.
            let evidence = context.evidence
            switch links[0] {
            case "navigationController" where evidence.navigationController(of: controller) == nil:
                return { $0.skippedNotInNavigation(instance: controller, presented: evidence.wasPresented(controller)) }
            case "presentingViewController" where evidence.presenter(of: controller) == nil:
                return { $0.skippedNotPresented(instance: controller) }
            default:
                return nil
            }
        }
        if links[0].hasSuffix(")"), links[0].first?.isUppercase == true, Self.links.contains(links[1]) {
            return { $0.skippedFreshInstance(expression: links[0], link: links[1]) }
        }
        let evidence = context.evidence
        var current = instance
        for (position, link) in links.enumerated() {
            let next: String?
            switch link {
            case "navigationController": next = evidence.navigationController(of: current)
            case "presentingViewController": next = evidence.presenter(of: current)
            default: return nil
            }
            guard let next else {
                // The first link has its own reading (`reason`); only a later nil link is read here.
                guard position > 0 else { return nil }
                let holder = current
                if link == "presentingViewController" { return { $0.skippedNotPresented(instance: holder) } }
                return { $0.skippedNotInNavigation(instance: holder, presented: evidence.wasPresented(holder)) }
            }
            current = next
        }
        return nil
    }

    func reason(link: String, instance: String, call: CodeFacts.Call, context: FailureContext) -> ((any Messages) -> String)? {
        let evidence = context.evidence
        // `navigationController` and the others are UIKit's only on a view controller, and only
        // when the learner's class does not declare its own property of that name (a coordinator's
        // `navigationController` is the learner's).
        if Self.links.contains(link) {
            let declaresIt = context.code.properties.contains { $0.name == link && $0.owner == call.owner }
            let isController = evidence.instances[instance]?.loadedAt != nil || evidence.instances[instance]?.creation != .unknown
                || evidence.transitions.contains { $0.subject == instance }
            guard !declaresIt, isController else { return nil }
        }
        switch link {
        case "navigationController":
            guard !evidence.wasInNavigation(instance) else { return nil }
            let presented = evidence.wasPresented(instance)
            return { $0.skippedNotInNavigation(instance: instance, presented: presented) }
        case "presentingViewController":
            guard !evidence.wasPresented(instance) else { return nil }
            return { $0.skippedNotPresented(instance: instance) }
        case "presentedViewController":
            guard !evidence.transitions.contains(where: { $0.move == .present && $0.receiver == instance }) else { return nil }
            let closingItself = evidence.wasPresented(instance) && call.name.hasPrefix("dismiss")
            return { $0.skippedNothingPresented(instance: instance, closingItself: closingItself) }
        case "tabBarController":
            // In a tab itself, or in a navigation controller that is a tab.
            guard !evidence.states.contains(where: { state in
                let holders = [instance] + state.navigationStacks.filter { $0.stack.contains(instance) }.map(\.navigationController)
                    + (evidence.navigationController(of: instance).map { [$0] } ?? [])
                return (state.tabBars ?? []).contains { tabBar in holders.contains { tabBar.tabs.contains($0) } }
            }) else { return nil }
            return { $0.skippedNoTabBar(instance: instance) }
        case "storyboard":
            guard evidence.instances[instance]?.creation == .code else { return nil }
            return { $0.skippedMadeInCode(instance: instance) }
        default:
            // A delegate-like stored property of the learner's: nil when nothing assigns it, or
            // when it is weak and only ever given a new object.
            guard let property = context.code.properties.first(where: { $0.name == link && $0.owner == call.owner }) ?? context.code.properties.first(where: { $0.name == link }),
                  property.type?.hasSuffix("?") == true || property.isWeak else { return nil }
            // A computed property: it is worked out at each read; its expression says why it was nil.
            if let getter = property.getter {
                var through = call
                through.receiver = getter
                let inner = chainReason(call: through, instance: instance, context: context)
                    ?? (Self.links.contains(getter) ? reason(link: getter, instance: instance, call: call, context: context) : nil)
                guard let inner else { return nil }
                return { $0.skippedComputedLink(property: link, getter: getter, line: property.line, reason: inner($0)) }
            }
            guard !property.isComputed else { return nil }
            // Given a value by its declaration: a `lazy var` works it out at its first read, once.
            if let initial = property.initial?.trimmingCharacters(in: .whitespaces), initial != "nil" {
                guard property.isLazy else { return nil }
                var through = call
                through.receiver = initial
                let inner = chainReason(call: through, instance: instance, context: context)
                    ?? (Self.links.contains(CodeFacts.rootName(initial)) ? reason(link: CodeFacts.rootName(initial), instance: instance, call: call, context: context) : nil)
                return { texts in texts.skippedLazyLink(property: link, initial: initial, line: property.line, reason: inner.map { said in said(texts) }) }
            }
            let assignments = context.code.assignments.filter { $0.member == link && !$0.value.isEmpty && $0.value != "nil" }
            if assignments.isEmpty { return { $0.skippedNeverAssigned(property: link) } }
            if property.isWeak, assignments.allSatisfy({ Self.isFreshObject($0.value) }), let first = assignments.first {
                return { $0.skippedWeakFreshObject(property: link, value: first.value, line: first.line) }
            }
            return nil
        }
    }

    /// `Handler()`, `SomeDelegate(x: 1)`: an object made right there that nothing else keeps.
    static func isFreshObject(_ value: String) -> Bool {
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return false }
        let name = value[..<open]
        return name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
}

/// A store (UserDefaults, a dictionary) written under one key and read under another.
struct KeyMismatchRule: TeachingRule {
    let id = "key-mismatch"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        for store in [CodeFacts.KeyUse.Store.userDefaults, .dictionary] {
            let uses = context.code.keys.filter { $0.store == store && !$0.key.hasPrefix("@") }
            let written = Set(uses.filter(\.isWrite).map(\.key))
            let readKeys = Set(uses.filter { !$0.isWrite }.map(\.key))
            guard let read = uses.first(where: { !$0.isWrite && !written.contains($0.key) }),
                  let first = uses.first(where: { $0.isWrite && !readKeys.contains($0.key) }) else { continue }
            // The key written that the read's key is a slip of (one letter more, fewer or other; letter
            // case; `_` or `-`): a key typed twice by hand. A slip whose read ran is the cause, proved
            // (a read whose coverage is unknown counts as run).
            let slip = uses.first { $0.isWrite && !readKeys.contains($0.key) && Self.slip(read.key, $0.key) }
            let proved = slip != nil && (context.ran(file: read.file, line: read.line, column: 1) ?? 1) > 0
            return Self.told(proved ? "key-slip" : id, store: store, read: read, write: slip ?? first)
        }
        // A dictionary key read that nothing writes, one slip from a key a dictionary literal writes
        // (`sender: ["isUpdate": …]` read as `info["update"]`) that nothing reads: proved only when the
        // read is known to have run (a literal may belong to another dictionary).
        let dictionaryUses = context.code.keys.filter { $0.store == .dictionary && !$0.key.hasPrefix("@") }
        let allWritten = Set((dictionaryUses.filter(\.isWrite) + context.code.literalKeys).map(\.key))
        let allRead = Set(dictionaryUses.filter { !$0.isWrite }.map(\.key))
        for read in dictionaryUses where !read.isWrite && !allWritten.contains(read.key) && (context.ran(file: read.file, line: read.line, column: 1) ?? 0) > 0 {
            guard let write = context.code.literalKeys.first(where: { !allRead.contains($0.key) && Self.slip(read.key, $0.key) }) else { continue }
            return Self.told("key-slip", store: .dictionary, read: read, write: write)
        }
        // Properties of one wrapper type (`@UserDefault("email")`), one given values under a key and
        // another only read under a key no property writes.
        let code = context.code
        let wrapped = code.properties.filter { $0.wrapper != nil && $0.wrapperKey != nil }
        for (wrapper, properties) in Dictionary(grouping: wrapped, by: { $0.wrapper! }) {
            func writes(_ property: CodeFacts.Property) -> [CodeFacts.Assignment] {
                code.assignments.filter { $0.member == property.name && ($0.owner == property.owner || !FailureContext.isSelfBase($0.base)) && (context.ran($0) ?? 0) > 0 }
            }
            let writers = properties.filter { !writes($0).isEmpty }
            let writtenKeys = Set(writers.compactMap(\.wrapperKey))
            guard let reader = properties.first(where: { writes($0).isEmpty && !writtenKeys.contains($0.wrapperKey!) }),
                  let writer = writers.first(where: { $0.wrapperKey != reader.wrapperKey }), let write = writes(writer).first else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleKeyMismatch(store: "`@\(wrapper)`", written: writer.wrapperKey!, writtenLine: write.line, read: reader.wrapperKey!, readLine: reader.line)
            })
        }
        return nil
    }
}

extension KeyMismatchRule {
    /// "You save under `write` but read `read`", the store named as the learner wrote it; `key-slip` is conclusive.
    static func told(_ rule: String, store: CodeFacts.KeyUse.Store, read: CodeFacts.KeyUse, write: CodeFacts.KeyUse) -> Explanation {
        let name = store == .userDefaults ? "UserDefaults" : (read.receiver.map { "`\($0)`" } ?? "the dictionary")
        return Explanation(rule: rule, conclusive: rule == "key-slip", text: Catalog.both {
            $0.ruleKeyMismatch(store: name, written: write.key, writtenLine: write.line, read: read.key, readLine: read.line)
        })
    }

    /// Two keys one slip apart: the same but for letter case, `_`/`-`/space, or one or two letters
    /// (an edit distance of 1, or 2 for keys of eight letters or more), or a word more at one end.
    static func slip(_ a: String, _ b: String) -> Bool {
        guard a != b else { return false }
        let fold = { (text: String) in text.lowercased().filter { !"_- ".contains($0) } }
        if fold(a) == fold(b) { return true }
        let distance = FailureContext.editDistance(a, b)
        if distance == 1 || (distance == 2 && min(a.count, b.count) >= 8) { return true }
        // One is the other with a word more (`update` and `isUpdate`, `email` and `userEmail`).
        let (short, long) = fold(a).count <= fold(b).count ? (fold(a), fold(b)) : (fold(b), fold(a))
        return short.count >= 4 && (long.hasPrefix(short) || long.hasSuffix(short))
    }
}

/// A control's property read that is not what the user chose: `isEnabled` of a switch instead of
/// `isOn`, a text field's `placeholder` instead of `text`, …
struct NotControlStateRule: TeachingRule {
    let id = "not-control-state"
    /// The control's state, and the properties learners read in its place.
    static let controls: [String: (state: String, others: Set<String>)] = [
        "UISwitch": ("isOn", ["isEnabled", "isSelected", "isHighlighted", "isUserInteractionEnabled"]),
        "UITextField": ("text", ["placeholder", "isEnabled", "isSelected"]),
        "UITextView": ("text", ["isEditable", "isSelectable"]),
        "UISlider": ("value", ["minimumValue", "maximumValue", "isEnabled", "isContinuous"]),
        "UIStepper": ("value", ["minimumValue", "maximumValue", "stepValue", "isEnabled"]),
        "UISegmentedControl": ("selectedSegmentIndex", ["numberOfSegments", "isEnabled", "isSelected", "isMomentary"]),
        "UIDatePicker": ("date", ["minimumDate", "maximumDate", "isEnabled"]),
    ]

    /// The declared type of an expression: a property (`isUpdate`), or a chain through a local
    /// name bound by a cast and the properties of the learner's classes (`third.note`, where
    /// `if let third = segue.source as? ThirdViewController` and `ThirdViewController.note: UITextField!`).
    static func type(of expression: String, method: String?, owner: String?, code: CodeFacts) -> String? {
        let links = expression.split(separator: ".").map(String.init)
        guard let first = links.first else { return nil }
        var current: String?
        if let binding = code.bindings.last(where: { $0.name == first && $0.method == method && $0.owner == owner }),
           let cast = binding.value.firstMatch(#"\bas[?!]\s+([\p{L}_]\w*)\s*$"#) {
            current = cast[1]
        } else if let parameter = code.method(method ?? "", in: owner).flatMap({ Self.parameterType(first, of: $0) }) {
            current = parameter
        } else {
            current = code.propertyType(first, owner: owner) ?? (links.count == 1 ? code.propertyType(first) : nil)
        }
        for link in links.dropFirst() {
            guard let type = current?.trimmingCharacters(in: CharacterSet(charactersIn: "!?")) else { return nil }
            current = code.propertyType(link, owner: type)
        }
        return current
    }

    /// The declared type of a method's parameter by its inner name (`sender` in `(_: UIStepper)`).
    static func parameterType(_ name: String, of method: CodeFacts.Method) -> String? {
        guard let index = method.parameterNames.firstIndex(of: name) else { return nil }
        let types = method.parameterTypes.dropFirst().dropLast().split(separator: ",").map { part in
            part.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        return types.indices.contains(index) ? types[index] : nil
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        for read in context.code.reads {
            // A key path's root member is read of the root class itself (`\UITextField.placeholder`); a
            // member further in, of the property before it in the root's class (`\ViewController.interval.stepValue`).
            guard let type = read.rootType ?? Self.type(of: read.base, method: read.method, owner: read.owner, code: context.code),
                  let control = Self.controls[type.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))],
                  control.others.contains(read.member) else { continue }
            // Written, not read: `sw.isEnabled = false` is the learner's choice, not a mistake.
            if context.code.assignments.contains(where: { $0.target == "\(read.base).\(read.member)" && $0.line == read.line }) { continue }
            let controlName = type.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
            let shown = read.keyPath ?? "\(read.base).\(read.member)"
            let state = read.keyPath.map { String($0.dropLast(read.member.count)) + control.state } ?? "\(read.base).\(control.state)"
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleNotControlState(read: shown, line: read.line, control: controlName, state: state)
            })
        }
        return ownMemberOfControl(context)
    }

    /// A property of the learner's own subclass of a control (`ValueLabel.value`, `PayloadButton.payload`)
    /// read where the value is the control's state: it held its declared value when read (what the
    /// check found), because nothing had given it one; what the control shows is its own state.
    func ownMemberOfControl(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let actual = context.failure.actual.map(WrongBranchRule.unquoted),
              let expected = context.failure.expected.map(WrongBranchRule.unquoted), actual != expected else { return nil }
        let code = context.code
        let states: [String: String] = ["UILabel": "text", "UITextField": "text", "UITextView": "text", "UISwitch": "isOn",
                                        "UISlider": "value", "UIStepper": "value", "UISegmentedControl": "selectedSegmentIndex"]
        for read in code.reads {
            guard let declared = Self.type(of: read.base, method: read.method, owner: read.owner, code: code)?
                    .trimmingCharacters(in: CharacterSet(charactersIn: "!?")),
                  // (The chain runs through the learner's classes to the first UIKit one.)
                  let uikit = code.classChain(of: declared).dropFirst().first(where: { states[$0] != nil }),
                  let state = states[uikit],
                  let property = code.properties.first(where: { $0.name == read.member && code.classChain(of: declared).contains($0.owner ?? "") && !$0.isComputed }),
                  let initial = property.initial, WrongBranchRule.unquoted(initial) == actual,
                  // Read by a screen of this run.
                  context.events.contains(where: { $0.className == read.owner }) else { continue }
            let shown = "\(read.base).\(read.member)"
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleOwnMemberOfControl(read: shown, line: read.line, member: read.member, subclass: declared, control: uikit,
                                          initial: initial, declaredLine: property.line, state: "\(read.base).\(state)")
            })
        }
        return nil
    }
}

/// A decision method (one UIKit consults, or one the learner's code calls) that gives the same
/// literal on every path.
struct ConstantAnswerRule: TeachingRule {
    let id = "constant-answer"
    /// UIKit's questions whose answer decides a transition.
    static let gates: Set<String> = ["shouldPerformSegue(withIdentifier:sender:)", "canPerformUnwindSegueAction(_:from:sender:)",
                                     "tabBarController(_:shouldSelect:)", "presentationControllerShouldDismiss(_:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen || context.crash == nil else { return nil }
        for method in context.code.methods {
            guard let value = method.constantReturn, ["true", "false"].contains(value) else { continue }
            // The method decided something in this run: UIKit consulted it as the gate of a segue,
            // or it is the learner's own test, called from a method that ran. (UIKit's other
            // Bool callbacks, `application(_:didFinishLaunchingWithOptions:)` or
            // `textField(_:shouldChangeCharactersIn:…)`, rightly return a constant.)
            let consulted = Self.gates.contains(method.name) && !context.runs(of: method.name, owner: method.owner).isEmpty
            let called = !method.isOverride && !method.isAction && context.code.calls.contains { call in
                call.name == method.baseName && call.method.map { !context.runs(of: $0, owner: call.owner).isEmpty } == true
            }
            guard consulted || called else { continue }
            return Explanation(rule: id, text: Catalog.both { $0.ruleConstantAnswer(method: method.name, value: value, line: method.line) })
        }
        return nil
    }
}

/// Work put in `deinit` (a value handed back, a store written, a delegate told) that never ran:
/// the instance was still held when the check looked.
struct DeinitNeverRanRule: TeachingRule {
    let id = "deinit-never-ran"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let evidence = context.evidence
        for method in context.code.methods where method.name == "deinit" {
            guard let owner = method.owner else { continue }
            // Clean-up (an observer removed, a timer stopped, a log line) is not work the check waits for.
            let cleanUp: Set<String> = ["print", "debugPrint", "NSLog", "removeObserver", "invalidate", "cancel", "removeAll", "removeFromSuperview"]
            let work = context.code.calls.contains { $0.method == "deinit" && $0.owner == owner && !cleanUp.contains($0.name) }
                || context.code.assignments.contains { $0.method == "deinit" && $0.owner == owner && $0.value != "nil" }
            guard work else { continue }
            // An instance of that class that was on screen, is not released by the failing step.
            for tag in evidence.order where evidence.instances[tag]?.className == owner {
                guard let instance = evidence.instances[tag], instance.loadedAt != nil else { continue }
                let releasedInTime = instance.releasedAt.map { (evidence.events[$0].step ?? 0) <= (context.failureStep ?? Int.max) } ?? false
                guard !releasedInTime else { continue }
                let holder = Self.holder(of: tag, context: context)
                // A strong property of the learner's that the code gave it (`self.subView = sub`) holds it:
                // that is the cause; the search's guess of which line to drop adds nothing.
                let property = holder == nil ? Self.propertyHolder(of: owner, context: context) : nil
                return Explanation(rule: id, conclusive: property != nil ? true : nil, text: Catalog.both {
                    $0.ruleDeinitNeverRan(className: owner, instance: tag, holder: holder ?? property)
                })
            }
        }
        return nil
    }

    /// A stored, strong property of another class of the learner's, of the instance's class, that a
    /// line that ran gave a value: `MainViewController.subView (self.subView = sub, line 12)`.
    static func propertyHolder(of className: String, context: FailureContext) -> String? {
        let code = context.code
        for property in code.properties where property.owner != className && !property.isWeak && !property.isComputed && !property.isOutlet
            && (property.type ?? "").range(of: "\\b\(NSRegularExpression.escapedPattern(for: className))\\b", options: .regularExpression) != nil {
            guard let owner = property.owner,
                  let given = code.assignments.first(where: { $0.member == property.name && $0.owner == owner && $0.value != "nil" && (context.ran($0) ?? 0) > 0 }) else { continue }
            return "\(owner).\(property.name) (`\(given.statement)`, line \(given.line))"
        }
        return nil
    }

    /// What still held the instance: a probe's holders, a navigation stack, a presentation.
    static func holder(of tag: String, context: FailureContext) -> String? {
        for entry in context.run.timeline.reversed() {
            if case let .probe(_, probe) = entry, let paths = probe.holders[tag], let first = paths.first { return first }
        }
        for state in context.evidence.states.reversed() {
            if let stack = state.navigationStacks.first(where: { $0.stack.contains(tag) }) { return stack.navigationController }
            if let presented = state.presented.first(where: { $0.controller == tag }) { return presented.presentingController }
        }
        return nil
    }
}

/// Values read in `init(coder:)` of a controller a segue made: `init(coder:)` runs before
/// `prepare(for:sender:)` hands the values over.
struct ReadInInitRule: TeachingRule {
    let id = "read-in-init"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        // What the check reads is set only in an initializer: once, before any value came.
        let setters = context.settersOfSubject
        // (Not in a closure the initializer makes, which runs when it is called: an observer's block.)
        if !setters.isEmpty, setters.allSatisfy({ ($0.method == "init(coder:)" || $0.method == "init(nibName:bundle:)") && $0.closureOf == nil }),
           let first = setters.first, let owner = first.owner,
           let method = context.code.methods.first(where: { $0.name == first.method && $0.owner == owner }) {
            return Explanation(rule: id, text: Catalog.both { $0.ruleReadInInit(className: owner, line: method.line) })
        }
        for method in context.code.methods where method.name == "init(coder:)" {
            guard let owner = method.owner, context.isAbout(className: owner) else { continue }
            // A value read there that the code gives later: a line of the initializer itself (not a
            // closure it makes, which runs when called) reading a property of the class that is given
            // elsewhere (`rvc.paramEmail = …` in `prepare`).
            let givenLater = Set(context.code.assignments.filter { $0.method != "init(coder:)" }.map(\.member))
            let readsSomething = context.code.assignments.contains { assignment in
                assignment.method == "init(coder:)" && assignment.owner == owner && assignment.closureOf == nil && !CodeFacts.isLiteral(assignment.value)
                    && context.code.properties.contains { $0.owner == owner && !$0.isOutlet && givenLater.contains($0.name) && FailureContext.mentionsOwn(assignment.value, $0.name) }
            }
            guard readsSomething else { continue }
            // A segue or the code gave that class's instance values after it was made.
            let madeBySegue = context.evidence.instances.values.contains { $0.className == owner && $0.segueDestinationOf != nil }
            guard madeBySegue || context.code.assignments.contains(where: { $0.method == "prepare(for:sender:)" }) else { continue }
            return Explanation(rule: id, text: Catalog.both { $0.ruleReadInInit(className: owner, line: method.line) })
        }
        return nil
    }
}

/// `performSegue` inside `prepare(for:sender:)`, or the segue's destination shown by hand there.
struct PrepareStartsTransitionRule: TeachingRule {
    let id = "transition-inside-prepare"

    func explain(_ context: FailureContext) -> Explanation? {
        let prepareCalls = context.code.calls.filter { $0.method == "prepare(for:sender:)" }
        guard !context.runs(of: "prepare(for:sender:)", owner: nil).isEmpty else { return nil }
        if let perform = prepareCalls.first(where: { $0.name == "performSegue" }) {
            return Explanation(rule: id, text: Catalog.both { $0.rulePerformSegueInPrepare(line: perform.line) })
        }
        if let shown = prepareCalls.first(where: { ["pushViewController", "present", "show"].contains($0.name) && $0.arguments.first?.contains("destination") == true }) {
            return Explanation(rule: id, text: Catalog.both { $0.ruleShowsSegueDestinationByHand(call: shown.name, line: shown.line) })
        }
        return nil
    }
}

/// `modalPresentationStyle = .fullScreen` set, yet the presented controller came up as a sheet:
/// the assignment went to another controller (the presenter itself, usually).
struct StyleOnWrongControllerRule: TeachingRule {
    let id = "style-on-wrong-controller"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let styled = context.code.assignments.filter { $0.member == "modalPresentationStyle" && ($0.value.hasSuffix("fullScreen") || $0.value.hasSuffix("overFullScreen")) }
        guard !styled.isEmpty else { return nil }
        // A presentation that still came up as a sheet.
        for event in context.evidence.events where event.member == "present(_:animated:completion:)" {
            guard let detail = event.detail, detail.contains("style=pageSheet") || detail.contains("style=automatic") || detail.contains("style=formSheet"),
                  let presented = Evidence.leadingTag(detail) else { continue }
            let presentedClass = String(presented.split(separator: "#")[0])
            // Set on self (base nil) in a class that is not the presented one, or in its own
            // viewDidLoad (too late: read when presenting).
            // Or set on another controller than the one presented: the presenter (`segue.source`,
            // `source` in a custom segue), a container or presenter of self (`navigationController`,
            // `presentingViewController`, …), or a controller made right there (`ViewController()`).
            // Set on the presented controller itself, but only once its presentation was under way.
            if let late = styled.first(where: { ($0.owner == presentedClass && Self.isSelf($0.base) && Self.lateMethods.contains($0.method ?? ""))
                || ["async", "asyncAfter"].contains($0.closureOf ?? "") }) {
                let place = ValueFlowText.Place(place: late.target, file: context.fileName(late.file) ?? "?", line: late.line, statement: late.statement,
                                                method: late.method, closureOf: late.closureOf, value: late.value)
                let sheet = ["pageSheet", "formSheet", "automatic"].first { detail.contains("style=\($0)") } ?? "pageSheet"
                var style = StyleFlowText(presented: presented, presenter: event.instance, style: sheet, set: place)
                style.kind = .afterPresent
                return Explanation(rule: id, text: Catalog.both { $0.valueFlowStyle(style) })
            }
            // Or through a container link of the presented controller that it does not have
            // (`destination.navigationController?.modalPresentationStyle` for a destination in no
            // navigation controller): nil, so `?.` skipped the write.
            let throughLink = styled.first { assignment in
                guard let base = assignment.base.map(CodeFacts.normalized), base.range(of: #"\.(navigationController|tabBarController|splitViewController)$"#, options: .regularExpression) != nil else { return false }
                return !presentedClass.hasSuffix("NavigationController") && !presentedClass.hasSuffix("TabBarController")
            }
            if let wrong = styled.first(where: { Self.isSelf($0.base) && $0.owner != presentedClass })
                ?? styled.first(where: { Self.isOtherController(context.resolvedBase($0)) }) ?? throughLink {
                let shown = wrong.method == "prepare(for:sender:)" ? "\(presented) = `segue.destination`" : presented
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStyleOnWrongController(assignment: wrong.statement, line: wrong.line, presented: shown)
                })
            }
        }
        return nil
    }

    static func isSelf(_ base: String?) -> Bool { base == nil || base == "self" }
    /// The presented screen's own methods that run once its presentation is under way.
    static let lateMethods: Set<String> = ["viewDidLoad()", "loadView()", "viewWillAppear(_:)", "viewDidAppear(_:)"]

    /// A base that is never the presented controller: the presenter, a container or presenter of
    /// the controller running the code, or a controller made right there.
    static func isOtherController(_ base: String?) -> Bool {
        guard let base = base.map(CodeFacts.normalized) else { return false }
        if ["segue.source", "source"].contains(base) { return true }
        let root = CodeFacts.rootName(base)
        if SkippedOptionalChainRule.links.contains(root) || root == "parent" { return true }
        return root.first?.isUppercase == true && base.dropFirst(root.count).hasPrefix("(")
    }
}

/// The destination's view read (`.view`, `loadViewIfNeeded()`) before its values were given:
/// its `viewDidLoad` ran then, with empty values.
struct ViewLoadedBeforeValuesRule: TeachingRule {
    let id = "view-loaded-before-values"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let events = context.evidence.events
        for (index, event) in events.enumerated() where event.member == "prepare(for:sender:)" {
            guard let destination = Evidence.tag(after: "destination=", in: event.detail ?? ""),
                  let loaded = context.evidence.instances[destination]?.loadedAt, loaded > index else { continue }
            // viewDidLoad of the destination came before the segue showed it: inside prepare.
            let shown = context.evidence.transitions.first { $0.index > index && $0.subject == destination }
            guard shown.map({ loaded < $0.index }) ?? true else { continue }
            let direct = context.code.reads.first { $0.method == "prepare(for:sender:)" && $0.member == "view" }
                ?? context.code.calls.first { $0.method == "prepare(for:sender:)" && $0.name == "loadViewIfNeeded" }.map {
                    CodeFacts.MemberRead(base: $0.receiver ?? "", member: "loadViewIfNeeded", method: $0.method, owner: $0.owner, line: $0.line)
                }
            // Or a helper of the learner's, called in `prepare`, that reads a view (`log(vc)` whose body
            // reads `vc.view.frame`): the call is the line that loaded it.
            let helper = direct == nil ? context.code.calls.first(where: { call in
                call.method == "prepare(for:sender:)" && !call.arguments.isEmpty && (context.ran(call) ?? 1) > 0
                    && context.code.methods.contains { $0.baseName == call.name && ($0.reads.contains("view") || $0.reads.contains("loadViewIfNeeded")) && !$0.isOverride }
            }) : nil
            let helperMethod = helper.flatMap { call in context.code.methods.first { $0.baseName == call.name && ($0.reads.contains("view") || $0.reads.contains("loadViewIfNeeded")) } }
            let early = direct ?? helper.map { CodeFacts.MemberRead(base: $0.receiver ?? "", member: "view", method: $0.method, owner: $0.owner, line: $0.line) }
            guard let early else { continue }
            // The values were assigned after that line: a property of the learner's (not the view's
            // own styling, `form.view.backgroundColor = …`, nor a UIKit property of the controller).
            // (Or in a method of the learner's that `prepare` calls after that line: a hook of a base class,
            // `configure(destination:)`, overridden in the subclass, sets them there.)
            let later = Set(context.code.calls.filter { $0.method == "prepare(for:sender:)" && $0.owner == early.owner && $0.line > early.line
                && ($0.receiver == nil || $0.receiver == "self") }.map(\.name))
            guard context.code.assignments.contains(where: { assignment in
                (assignment.method == "prepare(for:sender:)" && assignment.line > early.line
                    || (assignment.method.map { name in later.contains(String(name.prefix { $0 != "(" })) } ?? false))
                    && assignment.target.range(of: #"(^|\.)view\."#, options: .regularExpression) == nil
                    && context.code.properties.contains { $0.name == assignment.member && !$0.isOutlet }
            }) else { continue }
            if let helper, let helperMethod {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleViewLoadedInHelper(destination: destination, call: helper.written, line: helper.line, helper: helperMethod.name, helperLine: helperMethod.line)
                })
            }
            return Explanation(rule: id, text: Catalog.both { $0.ruleViewLoadedBeforeValues(destination: destination, line: early.line) })
        }
        return nil
    }
}

/// The value the check reads is given only in methods that never ran during the check (a
/// `prepare` no segue reached, an action no control triggered), or nowhere at all.
struct AssignmentNeverRanRule: TeachingRule {
    let id = "assignment-never-ran"
    /// The condition the assignment (or its caller) depended on is the more precise reading.
    let supersededBy: Set<String> = ["condition-decided"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let member = context.subjectProperty else { return nil }
        // Assignments to the property (`x.paramEmail = …`, `paramEmail = …`) or the label's text.
        let targets = context.code.assignments.filter { assignment in
            assignment.member == member || assignment.target.hasSuffix("\(member).text") || assignment.target == "\(member).text"
        }
        if case let .label(outlet, _)? = context.failure.expectation {
            let sets = context.code.labelSetters(outlet)
            // Used somewhere (an array of labels filled in a loop, an argument): it may be set that way.
            // (Its text read elsewhere, `sub.paramText = resultLabel.text`, is not a way of setting it.)
            // A label's text set through something other than a property (`(view.viewWithTag(1) as? UILabel)?.text = …`,
            // a local found among the subviews): it may be this label.
            let properties = Set(context.code.properties.map(\.name))
            let setIndirectly = context.code.assignments.contains { assignment in
                guard assignment.member == "text", let base = assignment.base else { return false }
                let root = CodeFacts.rootName(CodeFacts.normalized(base).replacingOccurrences(of: "self.", with: ""))
                return !properties.contains(root) && root != "self"
            }
            if sets.isEmpty, !setIndirectly, context.code.properties.contains(where: { $0.name == outlet }), !context.code.references.contains(outlet) || !Self.usedOtherThanReadingText(outlet, sources: context.sources) {
                // A line that ran and gave another screen's label the text (`subView?.currentLabel.text = data`):
                // the value went there.
                let owner = context.code.properties.first { $0.name == outlet && $0.isOutlet }?.owner
                let elsewhere = context.code.assignments.first { assignment in
                    guard assignment.member == "text", let base = assignment.base, (context.ran(assignment) ?? 0) > 0 else { return false }
                    let last = String(CodeFacts.normalized(base).split(separator: ".").last ?? "")
                    return last != outlet && context.code.properties.contains { $0.name == last && $0.isOutlet && $0.owner != owner && $0.owner != nil }
                        && assignment.owner == owner
                }
                if let elsewhere {
                    let otherOwner = context.code.properties.first { $0.name == String(CodeFacts.normalized(elsewhere.base ?? "").split(separator: ".").last ?? "") && $0.isOutlet }?.owner ?? "?"
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleLabelSetOnOtherScreen(outlet: outlet, statement: elsewhere.statement, line: elsewhere.line, method: elsewhere.method ?? "?", otherOwner: otherOwner)
                    })
                }
                return Explanation(rule: id, text: Catalog.both { $0.ruleLabelNeverSet(outlet: outlet) })
            }
            // The label shows a key of a store that nothing ever writes.
            for set in sets {
                let reads = context.code.keys.filter { !$0.isWrite && $0.owner == set.owner && $0.method == set.method }
                // A key the code works out where it is written (a parameter's `key.rawValue`) may be any key.
                guard !context.code.keys.contains(where: { $0.isWrite && $0.key.hasPrefix("@") }) else { break }
                // Nor one the learner's own wrapper writes (`UserDefaults.standard.saving(text, forKey: Keys.email)`, a method
                // of theirs taking a key; held-out 283-15): what it does with the key is its body's.
                guard !context.code.calls.contains(where: { call in
                    call.labels.contains("forKey") && context.code.methods.contains { $0.baseName == call.name && $0.parameterLabels.contains("forKey") }
                }) else { break }
                // (A notification's `userInfo` is filled by its post, not by a line of the code's: not a store.)
                // (The read must feed this label: on its line, or giving a value the label's line reads.)
                let feeds = { (read: CodeFacts.KeyUse) -> Bool in
                    read.line == set.line || context.code.assignments.contains { $0.line == read.line && $0.owner == read.owner && $0.method == read.method
                        && FailureContext.mentions(set.value, $0.member) }
                        || context.code.bindings.contains { $0.line == read.line && $0.owner == read.owner && FailureContext.mentions(set.value, $0.name) }
                }
                // (A dictionary written through a subscript with the key, or a constant holding it, is written.)
                let subscripted = { (read: CodeFacts.KeyUse) -> Bool in
                    guard read.store == .dictionary else { return false }
                    let names = ["\"\(read.key)\""] + context.code.properties.filter { $0.initial == "\"\(read.key)\"" }.map(\.name)
                    return context.code.assignments.contains { assignment in
                        let place = assignment.written.isEmpty ? assignment.target : assignment.written
                        return place.contains("[") && names.contains { place.contains($0) }
                    }
                }
                if let read = reads.first(where: { read in !read.key.hasPrefix("@") && !(read.receiver ?? "").contains("userInfo") && feeds(read) && !subscripted(read)
                    && !context.code.keys.contains { $0.isWrite && $0.key == read.key } }) {
                    let reader = "\(set.owner ?? "?").\(FailureContext.traceName(set.method ?? "?"))"
                    return Explanation(rule: id, text: Catalog.both { $0.ruleKeyNeverWritten(key: read.key, reader: reader, line: read.line) })
                }
            }
            // The label shows a property that nothing ever gives a value (read through the local
            // names it is bound to: `if let email = paramEmail { label.text = email }`).
            for set in sets {
                let owner = set.owner
                // A local bound from another object's member (`if let value = app?.value`) is that
                // member, not the screen's own property of the same name.
                let bound = context.code.bindings(readBy: set)
                var own = set.value
                for binding in bound {
                    own = own.replacingOccurrences(of: "(?<![\\w.])\(NSRegularExpression.escapedPattern(for: binding.name))\\b", with: " ", options: .regularExpression)
                }
                // A parameter of the method that sets the label (`func display(value: String)`) is the
                // value handed in, not the screen's property of that name (`self.value` still is).
                for parameter in context.code.method(set.method ?? "", in: owner)?.parameterNames ?? [] where !parameter.isEmpty && parameter != "_" {
                    own = own.replacingOccurrences(of: "(?<![\\w.])\(NSRegularExpression.escapedPattern(for: parameter))\\b", with: " ", options: .regularExpression)
                }
                let value = ([own] + bound.map(\.value)).joined(separator: " ").replacingOccurrences(of: #""[^"\\]*""#, with: "\"\"", options: .regularExpression)
                // (A wrapped property's value lives in its wrapper's storage, shared by key: not the object's own.)
                for property in context.code.properties where property.owner == owner && !property.isOutlet && !property.derivesValue && property.wrapper == nil
                    && Self.waitsForAValue(property) && FailureContext.mentionsOwn(value, property.name) {
                    // Assignments of that name to another class's object (`appDelegate?.value = …`) do not count.
                    let named = context.code.assignments.filter { $0.member == property.name }
                    let mine = named.filter { context.code.targetClass(of: $0).map { $0 == owner } ?? true }
                    // Changed in place (`saved["email"] = …`, `list.append(…)`) is given a value too,
                    // and so is one written through a key path or a key-value coding key.
                    if context.code.changesInPlace(property.name, owner: owner) || context.code.writtenByKey(property.name) { continue }
                    // The label reads it first in a `??` chain (`value ?? app?.value ?? "-"`), and it starts
                    // with a value that is not nil (`= ""`): the `??` never gets past it.
                    if mine.isEmpty, let initial = property.initial?.trimmingCharacters(in: .whitespaces), initial != "nil",
                       let chain = set.value.firstMatch(#"(?<![\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: property.name) + #"\s*\?\?\s*(.+?)\s*(?:\?\?|$)"#) {
                        return Explanation(rule: "coalesce-never-nil", conclusive: true, text: Catalog.both {
                            $0.ruleCoalesceNeverNil(property: property.name, initial: initial, declarationLine: property.line, setter: set.statement,
                                                    line: set.line, skipped: chain[1])
                        })
                    }
                    if named.isEmpty {
                        // The value written to a `static` property of the same class (`ViewController.returnedEmail = …`): the type's, not the screen's.
                        if let owner, let write = context.code.assignments.first(where: { assignment in
                            (context.ran(assignment) ?? 0) > 0 && assignment.target.hasPrefix(owner + ".")
                                && context.code.properties.contains { $0.owner == owner && $0.name == assignment.member && $0.isStatic }
                        }) {
                            return Explanation(rule: id, text: Catalog.both {
                                $0.ruleNeverAssignedStaticWritten(property: property.name, owner: owner, write: write.statement, file: context.fileName(write.file) ?? "?", line: write.line)
                            })
                        }
                        // The line sits in a `case .kept:` of an enum case that carries a value (`case kept(String)`)
                        // and binds none: the value meant is the one the case carries, not this property.
                        let carrying = Set(context.sources.flatMap { $0.allMatches(#"\bcase\s+(\w+)\s*\("#).map { $0[1] } })
                        if let condition = set.conditions.first(where: { condition in
                            guard let match = condition.text.firstMatch(#"^(.+) is (?:\w+)?\.(\w+)$"#) else { return false }
                            return carrying.contains(match[2])
                        }), let match = condition.text.firstMatch(#"^(.+) is ((?:\w+)?\.(\w+))$"#) {
                            return Explanation(rule: id, text: Catalog.both {
                                $0.ruleCaseValueNotBound(pattern: match[2], caseName: match[3], line: condition.line, subject: match[1], setter: set.statement,
                                                         setterLine: set.line, property: property.name)
                            })
                        }
                        // A local copy of it (`var value = paramEmail`) that the code changes (`value = $0` in a
                        // closure handed out): the change stays in the copy.
                        // (Read from the source: a computed property's getter keeps no locals in the facts.)
                        let declared = #"^\s*var\s+(\w+)\s*(?::[^=]+)?=\s*(?:self\.)?"# + NSRegularExpression.escapedPattern(for: property.name) + #"\s*$"#
                        // The change is made inside a closure (handed out to be called later), and is not a stand-in
                        // for a value that did not arrive (`shown = "(없음)"`).
                        if let write = context.code.assignments.first(where: { write in
                               guard write.base == nil, write.op == "=", write.owner == owner, context.sources.indices.contains(write.file),
                                     context.code.innermostClosure(file: write.file, line: write.line) != nil,
                                     !CodeFacts.isLiteral(write.value.trimmingCharacters(in: .whitespaces)) else { return false }
                               let lines = context.sources[write.file].components(separatedBy: "\n")
                               return lines.prefix(write.line - 1).suffix(12).contains { $0.firstMatch(declared)?[1] == write.member }
                           }) {
                            let lines = context.sources[write.file].components(separatedBy: "\n")
                            let copyLine = (lines.prefix(write.line - 1).indices.last { lines[$0].firstMatch(declared)?[1] == write.member } ?? 0) + 1
                            // The nearest declaration above the copy that holds it: a computed property's getter or a method.
                            let computed = context.code.properties.filter { $0.owner == owner && $0.isComputed && $0.file == write.file && $0.line <= copyLine }.max { $0.line < $1.line }
                            let enclosing = context.code.methods.filter { $0.owner == owner && $0.file == write.file && $0.line <= copyLine }.max { $0.line < $1.line }
                            let method = (computed?.line ?? -1) > (enclosing?.line ?? -1) ? computed?.name : enclosing?.name
                            return Explanation(rule: id, text: Catalog.both {
                                $0.ruleCopyChangedNotProperty(property: property.name, copy: write.member, line: copyLine, method: method,
                                                              write: write.statement, writeLine: write.line, original: nil)
                            })
                        }
                        return Explanation(rule: id, text: Catalog.both { $0.ruleNeverAssigned(property: property.name) })
                    }
                    if mine.isEmpty, let other = named.first, let otherClass = context.code.targetClass(of: other) {
                        let file = context.fileName(other.file) ?? "?"
                        return Explanation(rule: id, text: Catalog.both {
                            $0.ruleOwnNeverAssigned(property: property.name, owner: owner ?? "?", write: other.target, writeClass: otherClass,
                                                    file: file, line: other.line)
                        })
                    }
                }
            }
        }
        if case .property? = context.failure.expectation, targets.isEmpty,
           !context.code.calls.contains(where: { $0.arguments.contains { $0.contains(member) } }) {
            // Nothing assigns it: initialised at its declaration only.
            guard context.code.properties.contains(where: { $0.name == member && !$0.derivesValue && Self.waitsForAValue($0) }),
                  !context.code.changesInPlace(member, owner: nil), !context.code.writtenByKey(member) else { return nil }
            return Explanation(rule: id, text: Catalog.both { $0.ruleNeverAssigned(property: member) })
        }
        // Every assignment sits in a method UIKit would have called (and the trace recorded) but did not.
        guard !targets.isEmpty else { return writtenNeverRead(context) }
        var silent: [(CodeFacts.Assignment, CodeFacts.Method, CallbackSilence?)] = []
        for assignment in targets {
            guard let name = assignment.method,
                  let method = context.code.method(name, in: assignment.owner), method.name != "init(coder:)", method.name != "deinit" else { return writtenNeverRead(context) }
            // A method UIKit calls by its name (a delegate's), told with why it did not.
            let silence = method.owner.flatMap { UIKitCallbacks.silence(of: method.name, owner: $0, context: context) }
            guard method.isOverride || method.isAction || silence != nil,
                  context.runs(of: method.name, owner: method.owner).isEmpty, (context.ran(method) ?? 0) == 0 else { return writtenNeverRead(context) }
            silent.append((assignment, method, silence))
        }
        guard let (assignment, method, silence) = silent.first, let owner = method.owner else { return writtenNeverRead(context) }
        if let silence {
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleAssignmentNeverCalled(target: assignment.target, method: FailureContext.traceName(method.name), owner: owner, line: assignment.line, silence: silence)
            })
        }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleAssignmentNeverRan(target: assignment.target, method: FailureContext.traceName(method.name), owner: owner, line: assignment.line)
        })
    }
}

extension AssignmentNeverRanRule {
    /// Whether the learner's code uses the label `outlet` otherwise than by reading its text (and
    /// declaring it): handed to a call, put in an array, its other members set.
    static func usedOtherThanReadingText(_ outlet: String, sources: [String]) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: outlet)
        let pattern = "(?<![\\w.])(self\\.)?\(name)\\b(?!\\s*[?!]?\\s*\\.\\s*text\\b(?!\\s*=[^=]))"
        return sources.contains { source in
            source.split(separator: "\n").contains { line in
                !line.contains("@IBOutlet") && line.range(of: pattern, options: .regularExpression) != nil
            }
        }
    }

    /// A property declared to receive a value later: no starting value, or an empty one (`""`,
    /// `nil`, `0`, `false`, `[]`). One declared with its contents (a lookup table, a preset) is
    /// not waiting for anything.
    static func waitsForAValue(_ property: CodeFacts.Property) -> Bool {
        guard let initial = property.initial?.trimmingCharacters(in: .whitespacesAndNewlines) else { return true }
        return ["\"\"", "nil", "0", "0.0", "false", "[]", "[:]", "\"-\""].contains(initial)
    }
}

/// A wrong screen that no specific rule explained: what really moved screens up to the failing
/// step, from the run (the action that ran without moving any, or the last transition and who
/// asked for it), so the learner sees where the flow went elsewhere.
struct ScreenFlowRule: TeachingRule {
    let id = "screen-flow"
    /// The condition the transition depended on is the more precise reading.
    let supersededBy: Set<String> = ["condition-decided"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isAboutScreens,
              let expected = context.subjectClass ?? context.expectedTopClass, let step = context.failure.step else { return nil }
        let evidence = context.evidence
        // The steps' own events: the last step before the expectation that did something.
        let moved = evidence.transitions(upTo: step).filter { $0.ignored == nil && ($0.step ?? 0) > 0 }
        if let action = evidence.lastAction(upTo: step), !moved.contains(where: { $0.index > action.index }) {
            // An action ran and no screen changed after it. Its transition that never ran, read
            // from the coverage: the test or the unwrap that kept it from running.
            let member = action.event.member
            if let method = context.code.methods.first(where: { $0.owner == action.event.className && ($0.name == member || FailureContext.traceName($0.name) == member) }) {
                // A call of the learner's own method through a link that ran while the method never
                // did: the link was nil (a weak one whose object was released, or one never given).
                if let found = context.nilLinkReading(in: method, rule: id) { return found }
                let transitions = context.code.calls.filter { $0.owner == method.owner && $0.method == method.name && SkippedOptionalChainRule.transitionCalls[$0.name] != nil }
                for call in transitions {
                    if let found = context.neverRanReading(statement: call.quoted, method: method.name, line: call.line, ran: context.ran(call),
                                                           conditions: call.conditions, file: call.file, rule: id) { return found }
                }
            }
            // A helper of the learner's the action called (an extension's `close()`) that goes back through
            // `navigationController?`, on a screen that was presented and is in no navigation controller:
            // the optional chain skipped the pop.
            if let method = context.code.methods.first(where: { $0.owner == action.event.className && ($0.name == member || FailureContext.traceName($0.name) == member) }),
               evidence.navigationController(of: action.event.instance) == nil, evidence.presenter(of: action.event.instance) != nil {
                for helperCall in context.code.calls where helperCall.owner == method.owner && helperCall.method == method.name && (helperCall.receiver == nil || helperCall.receiver == "self")
                    && (context.ran(helperCall) ?? 0) > 0 {
                    guard let helper = context.code.methods.first(where: { $0.baseName == helperCall.name && $0.parameterNames.count == helperCall.arguments.count }),
                          let pop = context.code.calls.first(where: { $0.method == helper.name && $0.owner == helper.owner && $0.name.hasPrefix("pop")
                              && $0.receiverRoot == "navigationController" && $0.optionalChain }) else { continue }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleHelperPopOnPresented(action: "\(action.event.instance).\(action.event.member)", helper: helperCall.written, helperLine: helperCall.line,
                                                    pop: pop.quoted, popLine: pop.line, instance: action.event.instance)
                    })
                }
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleActionMovedNothing(action: "\(action.event.instance).\(action.event.member)", expected: expected)
            })
        }
        guard let last = moved.last else { return nil }
        // One step, two screens: one shown by a storyboard segue (its `prepare` ran) and one by the
        // learner's own call of a transition in the same step (a control wired both ways).
        let shows: Set<Evidence.Move> = [.push, .present, .show]
        let sameStep = moved.filter { $0.step == last.step && shows.contains($0.move) && $0.subject != nil }
        if sameStep.count >= 2,
           let bySegue = sameStep.first(where: { evidence.instances[$0.subject!]?.segueDestinationOf != nil }),
           let byCode = sameStep.first(where: { $0.subject != bySegue.subject && evidence.instances[$0.subject!]?.segueDestinationOf == nil }),
           let call = context.callThatRan(evidence.events[byCode.index].member) {
            let identifier = evidence.instances[bySegue.subject!]?.segueDestinationOf ?? ""
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleShownTwice(bySegue: bySegue.subject!, identifier: identifier.isEmpty ? nil : identifier, byCode: byCode.subject!,
                                  call: call.quoted, line: call.line, method: call.method ?? "?", step: last.step ?? step)
            })
        }
        let shown = last.subject ?? last.identifier.map { "\"\($0)\"" } ?? ""
        let member = evidence.events[last.index].member
        // The line of the learner's that made it, when the coverage shows which one ran.
        if let call = context.callThatRan(member) {
            let written = call.quoted
            // The screen that had to stay is the one the learner's call covered (from its own code).
            let receiverClass = last.receiver.split(separator: "#").first.map(String.init)
            if [.present, .push, .show].contains(last.move), !shown.isEmpty, receiverClass == expected || call.owner == expected {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCoveredTheScreenToStay(expected: expected, shown: shown, step: last.step ?? step, written: written, line: call.line, method: call.method ?? "?")
                })
            }
            // A stack changed on a navigation controller the user never saw (made in the action, or
            // kept from another window): only that controller's stack changed, nothing on screen.
            if [.push, .show, .setViewControllers, .pop, .popTo, .popToRoot].contains(last.move),
               !evidence.events[..<last.index].contains(where: { $0.instance == last.receiver && $0.member.hasPrefix("viewDidAppear") }) {
                let onScreen = evidence.states.last?.navigationStacks.first { $0.navigationController != last.receiver }?.navigationController
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleTransitionOffScreen(call: member, receiver: last.receiver, shown: shown, written: written, line: call.line,
                                               method: call.method ?? "?", onScreen: onScreen)
                })
            }
            // `dismiss` on a screen that was presenting another (an alert it put up): UIKit closes
            // what it presents, and the screen itself stays.
            if last.move == .dismiss, let covering = evidence.transitions.last(where: { present in
                present.index < last.index && present.move == .present && present.ignored == nil && present.receiver == last.receiver
                    && !evidence.transitions.contains { $0.move == .dismiss && $0.ignored == nil && $0.index > present.index && $0.index < last.index }
            })?.subject {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleDismissClosedWhatItPresents(receiver: last.receiver, presented: covering, written: written, line: call.line, method: call.method ?? "?")
                })
            }
            // `setViewControllers` where a push was meant: the stack becomes exactly the list given,
            // and the screens that were in it are gone.
            if last.move == .setViewControllers, let stack = evidence.states.last?.navigationStacks.first(where: { $0.navigationController == last.receiver })?.stack,
               !stack.contains(where: { $0.hasPrefix(expected + "#") }) || context.isScreenCheck {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStackReplaced(written: written, line: call.line, method: call.method ?? "?", stack: stack)
                })
            }
            // A pop that went too far: the screen that had to show was in the stack and this call took it off too.
            // (It was pushed, and no other call took screens off between that push and this pop.)
            let removed: String? = last.move == .popToRoot ? evidence.transitions.last { push in
                push.index < last.index && push.move == .push && push.ignored == nil && push.subject?.split(separator: "#").first.map(String.init) == expected
                    && !evidence.transitions.contains { other in
                        other.index > push.index && other.index < last.index && other.ignored == nil
                            && [.pop, .popTo, .popToRoot, .setViewControllers, .unwind].contains(other.move)
                    }
            }?.subject : nil
            // `popToViewController(x)` given another entry of the stack than the screen meant (`viewControllers.first`
            // for the one below the top): which entry it was, and where the meant one stood.
            var otherEntry: (argument: String, resolved: String, index: Int, stack: [String], meant: String, meantIndex: Int)?
            if last.move == .popTo, let argument = call.arguments.first.map({ $0.trimmingCharacters(in: .whitespaces) }), !shown.isEmpty {
                let pushed = context.pushes(on: last.receiver, before: last.index)
                let stack = pushed.contains(shown) ? pushed : [shown] + pushed
                if let index = stack.firstIndex(of: shown), let meantIndex = stack.lastIndex(where: { $0.hasPrefix(expected + "#") }), meantIndex > index,
                   let method = call.method {
                    let resolved = context.code.resolved(CodeFacts.normalized(argument), method: method, owner: call.owner, upTo: call.line)
                    otherEntry = (argument, resolved, index, stack, stack[meantIndex], meantIndex)
                }
            }
            return Explanation(rule: id, text: Catalog.both { texts in
                texts.ruleLastTransitionFrom(call: member, receiver: last.receiver, shown: shown, step: last.step ?? step, expected: expected,
                                             written: written, line: call.line, method: call.method ?? "?")
                    + (otherEntry.map { texts.popToOtherEntry(argument: $0.argument, resolved: $0.resolved, index: $0.index, stack: $0.stack, meant: $0.meant, meantIndex: $0.meantIndex) }
                       ?? removed.map { texts.transitionTookOffToo(call: member, instance: $0, toRoot: last.move == .popToRoot) } ?? "")
            })
        }
        // A transition of the learner's that ran under a test that held only through a `??` default
        // given to a dictionary lookup of a key its literal lacks (`validators["ManualSubmit"]?() ?? true`).
        for call in context.code.calls where SkippedOptionalChainRule.transitionCalls[call.name] != nil && (context.ran(call) ?? 0) > 0 {
            for condition in FailureContext.deciding(call.conditions) where condition.holds && condition.text.contains("??") {
                for lookup in condition.text.allMatches(#"(?<![\w.])(?:self\.)?(\w+)\s*\[\s*"([^"]+)"\s*\]"#) {
                    let keys = context.literalDictionaryKeys(lookup[1], owner: call.owner, method: call.method, file: call.file)
                    // (A dictionary changed somewhere, `validators["X"] = …`, may hold the key by then.)
                    let changed = context.code.assignments.contains { ($0.written.isEmpty ? $0.target : $0.written).range(of: #"(?<![\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: lookup[1]) + #"\s*\["#, options: .regularExpression) != nil
                        || ($0.member == lookup[1] && $0.base.map { $0 == "self" } ?? true) }
                        || context.code.calls.contains { $0.receiver.map(CodeFacts.normalized)?.replacingOccurrences(of: "self.", with: "") == lookup[1] && ["updateValue", "merge"].contains($0.name) }
                    guard !changed, !keys.isEmpty, !keys.contains(lookup[2]),
                          let declared = context.code.properties.first(where: { $0.name == lookup[1] && $0.owner == call.owner })?.line
                            ?? context.code.bindings.first(where: { $0.name == lookup[1] && $0.method == call.method && $0.owner == call.owner })?.line else { continue }
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleTransitionThroughMissingKey(call: call.quoted, line: call.line, condition: condition.text, conditionLine: condition.line,
                                                           dictionary: lookup[1], key: lookup[2], keys: keys, declaredLine: declared)
                    })
                }
            }
        }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleLastTransition(call: member, receiver: last.receiver, shown: shown, step: last.step ?? step, expected: expected)
        })
    }
}

extension AssignmentNeverRanRule {
    /// A property of the screen the failure is about that the code gives a value but never reads:
    /// the value arrives and the screen never shows it.
    func writtenNeverRead(_ context: FailureContext) -> Explanation? {
        let owners: Set<String> = {
            switch context.failure.expectation {
            case let .label(outlet, _)?: return Set(context.code.properties.filter { $0.name == outlet && $0.isOutlet }.compactMap(\.owner))
            case let .property(of, _, _)?: return [String(of.split(separator: "#")[0])]
            default: return []
            }
        }()
        let classes = Set(context.code.classes.map(\.name))
        // The label the check read is set, by a line that ran, from something else (a view model, a
        // store): an unread property is not why it shows the wrong value.
        if case let .label(outlet, _)? = context.failure.expectation,
           context.code.labelSetters(outlet).contains(where: { setter in
               (context.ran(setter) ?? 0) > 0 && !CodeFacts.isLiteral(setter.value.trimmingCharacters(in: .whitespaces))
           }) { return nil }
        for property in context.code.properties where !property.isOutlet && owners.contains(property.owner ?? "") {
            // A value the screen would show (a String, a number…), not a reference the screen
            // keeps to another object (a controller, a coordinator): keeping one is not showing it.
            let type = (property.type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            if classes.contains(type) || ["Controller", "Coordinator", "Delegate", "View"].contains(where: { type.hasSuffix($0) }) { continue }
            // A computed property's setter hands the value on (to a view model, a store): giving it a
            // value is not leaving the value unread.
            if property.isComputed { continue }
            // (Given by a line that ran: one that never ran says nothing about what arrived.)
            guard let written = context.code.assignments.first(where: { $0.member == property.name && (context.ran($0) ?? 1) > 0 }),
                  !context.code.reads(property.name) else { continue }
            return Explanation(rule: id, text: Catalog.both { $0.ruleWrittenNeverRead(property: property.name, line: written.line) })
        }
        return nil
    }
}

extension FailureContext {
    /// An assignment's base read through the local names it was bound to in its method
    /// (`let from = self.source; from.modalPresentationStyle = …` → `self.source`).
    func resolvedBase(_ assignment: CodeFacts.Assignment) -> String? {
        // Only a name for another path (`self.source`), not a controller made or cast there.
        assignment.base.map { base in
            code.resolved(base, method: assignment.method, owner: assignment.owner, upTo: assignment.line) {
                $0.range(of: #"^[\w.?!]+$"#, options: .regularExpression) != nil
            }
        }
    }
}

/// The value shown is read from a property of another object (`app.value`) that no line of the code
/// assigns, while a local bound from it (`guard var box = app.value`, `if var v = store?.value`) is
/// assigned in the same method: the change went to the copy, never to the property.
///
/// Premise: a missing value; a setter of what the check read mentions `.P`; nothing assigns a member
/// `P`; a binding of `….P` and a plain assignment to that binding's name below it in its method.
struct CopyOfOtherObjectsPropertyRule: TeachingRule {
    let id = "copy-changed-not-property"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for set in context.settersOfSubject {
            let reads = ([set.value] + code.bindings(readBy: set).map(\.value)).joined(separator: " ")
            for property in code.properties where !property.isOutlet && !property.isComputed && !property.isStatic
                && reads.range(of: #"[.?!]\s*"# + NSRegularExpression.escapedPattern(for: property.name) + #"\b"#, options: .regularExpression) != nil {
                guard !code.assignments.contains(where: { $0.member == property.name }),
                      !code.changesInPlace(property.name, owner: property.owner), !code.writtenByKey(property.name) else { continue }
                let member = #"[.?!]\s*"# + NSRegularExpression.escapedPattern(for: property.name) + #"\s*[?!]?\s*$"#
                for binding in code.bindings where !binding.isCapture && CodeFacts.normalized(binding.value).range(of: member, options: .regularExpression) != nil {
                    guard let write = code.assignments.first(where: { $0.base == nil && $0.member == binding.name && $0.op == "="
                        && $0.method == binding.method && $0.owner == binding.owner && $0.file == binding.file && $0.line > binding.line }) else { continue }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleCopyChangedNotProperty(property: property.name, copy: binding.name, line: binding.line, method: binding.method,
                                                      write: write.statement, writeLine: write.line, original: binding.value.trimmingCharacters(in: .whitespaces))
                    })
                }
            }
        }
        return nil
    }
}

/// `prepare(for:sender:)` casts its `sender` to a type of the values it expects (`sender as?
/// FormValues`, `sender as? UIButton`), while the `performSegue(withIdentifier:sender:)` that ran
/// was given `self` (the screen) or `nil`: `sender` is whatever that call was given, so the cast
/// gave nil and the values were never read.
///
/// Premise: a value or screen failure; a binding in `prepare(for:sender:)` of `sender as? T` (or
/// `as!`), T not the calling screen's class; a `performSegue` call with `sender: self` or
/// `sender: nil` that ran.
struct SenderGivenRule: TeachingRule {
    let id = "sender-given"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for binding in code.bindings where binding.method == "prepare(for:sender:)" && !binding.isCapture {
            guard let asked = binding.value.trimmingCharacters(in: .whitespaces).firstMatch(#"^\(?\s*sender\s+as[?!]\s*([\w.]+)\s*\)?$"#)?[1] else { continue }
            for call in code.calls where call.name == "performSegue" && (context.ran(call) ?? 0) > 0 {
                guard let index = call.labels.firstIndex(of: "sender"), call.arguments.indices.contains(index) else { continue }
                let given = call.arguments[index].trimmingCharacters(in: .whitespaces)
                guard given == "self" || given == "nil", let owner = call.owner, owner != asked,
                      !code.classChain(of: owner).contains(asked) else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleSenderGiven(cast: "sender as? \(asked)", castLine: binding.line, call: ReadOnceRule.oneLine(call.writtenInSource), callLine: call.line,
                                       given: given, givenClass: owner, asked: asked)
                })
            }
        }
        return nil
    }
}
