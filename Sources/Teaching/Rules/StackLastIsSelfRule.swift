import Foundation
import WorkbookProtocol

/// A screen on top of the navigation stack looks for the previous screen with
/// `navigationController?.viewControllers.last` (or `topViewController`) and casts it to the
/// previous screen's class: the last element is the screen itself, the cast gives nil, and the
/// value goes nowhere.
struct StackLastIsSelfRule: TeachingRule {
    let id = "stack-last-is-self"

    /// `navigationController?.viewControllers.last as? X`, `navigationController?.topViewController as? X`,
    /// `stack[stack.count - 1] as? X` where `let stack = navigationController!.viewControllers`: always the
    /// screen's own navigation controller (another one's top, such as the presenter's, is a different story).
    static func topOfStack(in body: String) -> String {
        // The screen's own navigation controller, or a local bound to it (`guard let nav = navigationController`,
        // `if let n: UINavigationController = self.navigationController`).
        let navigationAliases = body.allMatches(#"\b(?:let|var)\s+(\w+)(?:\s*:\s*UINavigationController\s*[?!]?)?\s*=\s*(?:self\s*\.\s*)?navigationController\b\s*[?!]?(?=\s*(?:$|else\b|\{|,|\n|;))"#)
            .map { NSRegularExpression.escapedPattern(for: $0[1]) }
        let own = navigationAliases.isEmpty ? Self.ownNavigation
            : #"(?:(?:self\s*\.\s*)?navigationController|\b(?:"# + navigationAliases.joined(separator: "|") + #"))\s*[?!]?\s*\.\s*"#
        // `let stack = …viewControllers`, also as `guard let`/`if let` (followed by `else`, `{` or `,`).
        // A navigation controller's `children` are its `viewControllers`.
        let aliases = body.allMatches(#"(?m)\b(?:let|var)\s+(\w+)(?:\s*:\s*\[UIViewController\]\s*[?!]?)?\s*=\s*\#(own)(?:viewControllers|children)\b\s*(?:\?\?\s*\[\])?(?=\s*(?:$|else\b|\{|,))"#)
            .map { NSRegularExpression.escapedPattern(for: $0[1]) }
        let arrays = (["\(own)viewControllers", "\(own)children"] + aliases.map { "\\b\($0)" }).joined(separator: "|")
        // `let index = stack.count - 1` … `stack[index]`.
        let indices = body.allMatches(#"\b(?:let|var)\s+(\w+)(?:\s*:\s*Int)?\s*=\s*[\w.?!]*count\s*-\s*1\b"#).map { NSRegularExpression.escapedPattern(for: $0[1]) }
        let lastIndex = ([#"[^\]]*count\s*-\s*1\s*"#] + indices.map { #"\s*"# + $0 + #"\s*"# }).joined(separator: "|")
        // (An optional alias is read through `?`: `vcs?.last`, `vcs?[vcs!.count - 1]`.)
        let top = #"((?:\#(arrays))\s*[?!]?\s*\.\s*last|\#(own)(?:topViewController|visibleViewController)|(?:\#(arrays))\s*[?!]?\s*\[(?:\#(lastIndex))\])"#
        // Or through a local first: `let prev = stack[stack.count - 1]` … `prev as? ViewController`.
        if let local = body.firstMatch(#"\b(?:let|var)\s+(\w+)(?:\s*:\s*UIViewController\s*[?!]?)?\s*=\s*"# + top + #"\s*(?:\n|;)"#) {
            let name = NSRegularExpression.escapedPattern(for: local[1])
            if body.firstMatch(#"\b\#(name)\s*(?:!|\?)?\s*as[?!]\s*(\w+)"#) != nil {
                return #"\b(?:let|var)\s+\#(name)(?:\s*:\s*UIViewController\s*[?!]?)?\s*=\s*"# + top + #"[\s\S]*?\b\#(name)\s*(?:!|\?)?\s*as[?!]\s*(\w+)"#
            }
        }
        return top + #"\s*(?:!|\?)?\s*as[?!]\s*(\w+)"#
    }

    /// `body` with each call of a helper of the learner's that returns one expression written out (`CodeFacts.inlinedCall`).
    static func inliningHelpers(_ body: String, code: CodeFacts) -> String {
        var text = body
        for match in body.allMatches(#"(?:\b[\w]+\s*\.\s*)?\b[a-z]\w*\([^()\n]*\)"#) {
            guard let inlined = code.inlinedCall(match[0]), !inlined.contains("\n") else { continue }
            text = text.replacingOccurrences(of: match[0], with: inlined)
        }
        return text
    }

    /// The top of the stack without a cast after it (for a computed property that returns it).
    static let topAlone = ownNavigation + #"(?:(?:viewControllers|children)\s*\.\s*last\b|(?:topViewController|visibleViewController)\b)"#
    /// The screen's own navigation controller, then a member of it: `navigationController?.`, `self.navigationController!.`.
    static let ownNavigation = #"(?:self\s*\.\s*)?navigationController\s*[?!]?\s*\.\s*"#

    func explain(_ context: FailureContext) -> Explanation? {
        // A value that did not arrive, or the app stopped by a forced cast of the top (`as!`).
        let castCrash = context.crash.map { $0.kind == .fatalError && $0.reason.contains("Could not cast value") } ?? false
        // Or the screen stayed: the cast sat in a `guard`/`if let` that the pop after it was under.
        guard context.isMissingValue || castCrash || context.isAboutScreens else { return nil }
        let events = context.events
        for function in SourceScan.functions(in: context.sources) {
            guard let owner = function.className, !["viewWillDisappear", "viewDidDisappear", "willMove", "didMove"].contains(function.name) else { continue }
            // A helper of the learner's that returns one expression, called here, is read as that expression
            // (`Self.previousScreen(in: stack)` declared `{ stack.last }` is `stack.last`).
            let body = Self.inliningHelpers(function.body, code: context.code)
            var found = body.firstMatch(Self.topOfStack(in: body)).map { match in
                (match[1].replacingOccurrences(of: #"\s+"#, with: "", options: .regularExpression).replacingOccurrences(of: "self.", with: ""), match[2])
            }
            // Or through a property of an extension of the navigation controller that returns its top
            // (`var previousViewController: UIViewController? { viewControllers.last }`).
            // Or through a computed property of the learner's (of the screen, or of an extension of
            // `UIViewController`) that returns the top: `var previousScreen: UIViewController? {
            // navigationController?.viewControllers.last }` read as `previousScreen as? X`, or one that
            // casts inside (`viewControllers.last.flatMap { $0 as? EmailReceiving }`).
            if found == nil {
                for property in context.code.properties where property.isComputed && property.owner != "UINavigationController" {
                    let getter = property.getterBody ?? property.getter ?? ""
                    guard getter.range(of: Self.topAlone, options: .regularExpression) != nil,
                          FailureContext.mentions(function.body, property.name) else { continue }
                    if let match = getter.firstMatch(#"\bas[?!]\s*(\w+)"#) ?? function.body.firstMatch(#"\b\#(property.name)\s*(?:!|\?)?\s*\)?\s*as[?!]\s*(\w+)"#) {
                        found = (property.name, match[1])
                        break
                    }
                }
            }
            if found == nil {
                for property in context.code.properties where property.owner == "UINavigationController" {
                    guard let getter = property.getter?.replacingOccurrences(of: "self.", with: ""),
                          ["viewControllers.last", "topViewController", "visibleViewController"].contains(getter),
                          let match = function.body.firstMatch(#"\.\s*\#(property.name)\s*(?:!|\?)?\s*as[?!]\s*(\w+)"#) else { continue }
                    found = (property.name, match[1])
                    break
                }
            }
            guard let (expression, wanted) = found, wanted != owner else { continue }
            // The method ran on an instance of its class that was on screen (appeared, not yet disappearing).
            // (A helper of the learner's, `sendBack()`, runs when the traced methods that call it run.)
            let callers = Set(context.code.calls.filter { $0.name == function.name && $0.owner == owner && ($0.receiver == nil || $0.receiver == "self") }
                .compactMap { $0.method.map { String($0.prefix { $0 != "(" }) } })
            for (index, event) in events.enumerated() where event.className == owner
                && ([function.name] + callers).contains(where: { event.member == $0 || event.member.hasPrefix($0 + "(") }) {
                let before = events[..<index].filter { $0.instance == event.instance }
                // It was pushed onto a navigation stack and is on screen (appeared, not yet disappearing).
                guard events[..<index].contains(where: { $0.member == "pushViewController(_:animated:)" && $0.mentions(event.instance) }),
                      before.contains(where: { $0.member == "viewWillAppear(_:)" || $0.member == "viewDidAppear(_:)" }),
                      !before.contains(where: { $0.member == "viewWillDisappear(_:)" }) else { continue }
                let member = event.member
                let forced = castCrash && function.body.range(of: #"as!\s*\#(NSRegularExpression.escapedPattern(for: wanted))\b"#, options: .regularExpression) != nil
                let stayed = !context.isMissingValue && !castCrash
                    && function.body.range(of: #"(?:guard|if)\s+(?:let|var)[^{]*\bas\?\s*"# + NSRegularExpression.escapedPattern(for: wanted) + #"\b[\s\S]*\b(?:popViewController|popToViewController|popToRootViewController|dismiss)\s*\("#,
                                         options: .regularExpression) != nil
                guard context.isMissingValue || forced || stayed else { continue }
                // The run shows the top was the screen itself: that ends the search (a what-if swapping
                // `last` for `first` would only suit a two-screen stack).
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleStackLastIsSelf(instance: event.instance, member: member, expression: expression, wanted: wanted, forced: forced)
                })
            }
        }
        return nil
    }
}

/// A screen looked for in a navigation stack it was never on: the code searches
/// `navigationController?.viewControllers` for a class of the learner's (`compactMap { $0 as?
/// ThirdViewController }`, `first(where: { $0 is X })`, `.last as? X`), and the one instance of that
/// class the run made was presented, not pushed, so the search finds nothing.
struct SearchedStackWithoutItRule: TeachingRule {
    let id = "searched-stack-without-it"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let evidence = context.evidence
        let own = Set(context.code.classes.map(\.name))
        for function in SourceScan.functions(in: context.sources) {
            guard let owner = function.className, function.body.range(of: #"viewControllers"#) != nil else { continue }
            // The class looked for in the stack: a cast or type test after `viewControllers` in the same statement.
            guard let match = function.body.firstMatch(#"viewControllers[\s\S]{0,160}?\b(?:as[?!]|is)\s*([A-Z]\w*)"#),
                  own.contains(match[1]), match[1] != owner else { continue }
            let wanted = match[1]
            // The method ran (a trace event of the class), and at that point no instance of `wanted` was on a stack.
            guard let ran = context.events.lastIndex(where: { $0.className == owner && ($0.member == function.name || $0.member.hasPrefix(function.name + "(")) }) else { continue }
            let onStack = evidence.states.contains { state in state.navigationStacks.contains { $0.stack.contains { $0.hasPrefix(wanted + "#") } } }
            guard !onStack,
                  let presented = evidence.transitions.last(where: { $0.move == .present && ($0.subject ?? "").hasPrefix(wanted + "#") && $0.index < ran })?.subject else { continue }
            let unwind = context.events[ran].unwindSource != nil
            // (Not conclusive: the search may still find what the cast was given, told with `segue.source`.)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleSearchedStackWithoutIt(method: context.events[ran].member, wanted: wanted, instance: presented, unwind: unwind)
            })
        }
        return nil
    }
}


