import Foundation
import WorkbookProtocol

/// Something that left the screen is still alive. Two cases: a strong reference from something
/// that is still alive (one way: the holder is on screen or is the app's delegate), which is not
/// a cycle; or objects that hold each other (a retain cycle), reachable only from themselves.
/// The two have their own rule ids: a learner told "retain cycle" for a one-way reference looks
/// for a cycle that is not there.
struct RetainCycleRule: TeachingRule {
    let id = "retain-cycle"
    /// The closure that closes the cycle, named, is the closer reading.
    let supersededBy: Set<String> = ["closure-cycle", "closure-keeps-screen", "static-holder", "timer-keeps-screen"]
    static let oneWayID = "one-way-strong-reference"
    var ids: [String] { [Self.oneWayID, id] }

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .deallocated(className)? = context.failure.expectation, let actual = context.failure.actual,
              !actual.contains("childCoordinators") else { return nil }
        let tag = actual.components(separatedBy: " held by: ").first ?? className
        let paths = actual.components(separatedBy: " held by: ").dropFirst().first?.components(separatedBy: "; ") ?? []
        // A path from another root: `ViewController#1.detail` holds `DetailViewController#1`.
        if let path = paths.first(where: { Self.root(of: $0) != tag && $0.contains(".") && !$0.hasPrefix("(") }) {
            let holder = Self.root(of: path)
            // `MainCoordinator.lastChild`: no instance number, a static property of the type.
            if !holder.contains("#") {
                let property = path.split(separator: ".").dropFirst().first.map { String($0.prefix { $0 != "[" }) } ?? "a property"
                let collection = Self.declaration(of: property, in: context.sources) == "collection"
                return Explanation(rule: Self.oneWayID, text: Catalog.both {
                    $0.ruleStaticPropertyKeeps(tag: tag, type: holder, property: property, path: path, collection: collection)
                })
            }
            // The object that holds it directly: the last link of the path that is a property the code declares
            // (`SceneDelegate#1.coordinator.shownHistory[1]`: the coordinator's `shownHistory`; an enum's case
            // or a struct's inner field after it is not the holder's own).
            let links = path.split(separator: ".").map { String($0.prefix { $0 != "[" }) }
            let declared = Set(context.code.properties.map(\.name))
            let index = links.indices.dropFirst().last(where: { declared.contains(links[$0]) }) ?? 1
            let property = links.indices.contains(index) ? links[index] : "a property"
            let owner = index > 1 ? links[..<index].joined(separator: ".") : holder
            var declaration = Self.declaration(of: property, in: context.sources)
            // An optional given its screen only where the holder is made or loaded (`detailVC = …` in
            // `viewDidLoad`) and shown from elsewhere: every showing reuses that one, so `weak` would
            // let it go at once and `= nil` would leave nothing for the next showing.
            let givers = context.code.assignments.filter { $0.member == property && FailureContext.isSelfBase($0.base) && !CodeFacts.isLiteral($0.value) }
            // (Or made on demand and kept, a cache: `if detail == nil { detail = … }` before it is shown.)
            let cached = { (giver: CodeFacts.Assignment) in
                giver.conditions.contains { FailureContext.mentions($0.text, property) && $0.text.contains("nil") }
            }
            if declaration == "optional", !givers.isEmpty, givers.allSatisfy({ CaptureListSnapshotRule.once.contains($0.method ?? "") }) {
                declaration = "madeOnce"
            } else if declaration == "optional", !givers.isEmpty, givers.allSatisfy(cached) {
                declaration = "cached"
            }
            return Explanation(rule: Self.oneWayID, text: Catalog.both { $0.ruleOneWayReference(tag: tag, holder: owner, property: property, path: path, declaration: declaration) })
        }
        let strongLink = actual.firstMatch(#"\.(\w*(?:delegate|Delegate|parent|Parent|coordinator|Coordinator)\w*)"#)?[1]
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleRetainCycle(className: className, tag: tag, actual: actual, paths: paths, link: strongLink)
        })
    }

    /// `ViewController#1.detail.items[0]` → `ViewController#1`.
    static func root(of path: String) -> String {
        String(path.prefix { $0 != "." && $0 != "[" })
    }

    /// How the holding property is declared, for advice that fits it: `collection` (an array or
    /// dictionary), `lazy`, `nonOptional`, or `optional` (also when the declaration is not found).
    static func declaration(of property: String, in sources: [String]) -> String {
        for source in sources.map(SegueIdentifierMismatchRule.withoutComments) {
            guard let match = source.firstMatch(#"(lazy\s+)?(?:(?:private|fileprivate|internal|public|weak|strong|static)\s+)*var\s+\#(property)\b\s*(?::\s*([^=\n{]+))?(=\s*[^\n]*)?"#) else { continue }
            let type = match[2].trimmingCharacters(in: .whitespaces), value = match[3].trimmingCharacters(in: .whitespaces)
            if type.hasPrefix("[") || value.hasPrefix("= [") { return "collection" }
            if !match[1].isEmpty { return "lazy" }
            if type.hasSuffix("?") || type.hasSuffix("!") || type.isEmpty { return "optional" }
            return "nonOptional"
        }
        return "optional"
    }
}

/// A closure stored in an object that captures, strongly, that very object or the one holding it:
/// `detail.popRequested = { detail.navigationController?… }`, or `sub.onSend = { self.label… }` while
/// `self` keeps `sub`. The object and its closure hold each other, so a released-object check fails.
struct ClosureCycleRule: TeachingRule {
    let id = "closure-cycle"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case .deallocated? = context.failure.expectation, let actual = context.failure.actual,
              !actual.contains("childCoordinators") else { return nil }
        let code = context.code
        for assignment in code.assignments where assignment.value.hasPrefix("{") {
            guard let base = assignment.base.map(CodeFacts.rootName), base != "self" else { continue }
            let closure = assignment.value
            // The names the closure's capture list makes weak or unowned.
            let capture = closure.firstMatch(#"^\{\s*\[([^\]]*)\]"#)?[1] ?? ""
            func weakly(_ name: String) -> Bool { capture.range(of: "(weak|unowned)\\s+\(NSRegularExpression.escapedPattern(for: name))\\b", options: .regularExpression) != nil }
            let body = capture.isEmpty ? closure : String(closure.dropFirst(closure.firstMatch(#"^\{\s*\[[^\]]*\]"#)?[0].count ?? 0))
            // It captures its own holder.
            if FailureContext.mentions(body, base), !weakly(base) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleClosureCycle(assignment: assignment.target, line: assignment.line, holder: base, captured: base, keeper: nil)
                })
            }
            // It captures `self` (written, or implied by a member of self), and self keeps the holder.
            let usesSelf = FailureContext.mentions(body, "self")
            guard usesSelf, !weakly("self"), let owner = assignment.owner else { continue }
            let keeper = code.assignments.first { keep in
                keep.owner == owner && (keep.base == nil || keep.base == "self") && CodeFacts.rootName(keep.value) == base
                    && code.properties.contains { $0.name == keep.member && $0.owner == owner && !$0.isWeak }
            }?.member
            // Or the holder is self's own stored property, made there (`let viewModel = ViewModel()`).
            let owns = code.properties.contains { $0.name == base && $0.owner == owner && !$0.isWeak && !$0.isComputed && $0.initial != nil }
                && !code.assignments.contains { $0.member == base && $0.owner != owner }
            guard let keeper = keeper ?? (owns ? base : nil) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleClosureCycle(assignment: assignment.target, line: assignment.line, holder: base, captured: "self", keeper: keeper)
            })
        }
        // The screen keeps, in a property of its own, a closure that captures it strongly
        // (`lazy var render: () -> Void = { self.label.text = … }`, `self.onDone = { self.close() }`).
        guard case let .deallocated(className)? = context.failure.expectation else { return nil }
        let owned: [(name: String, closure: String, line: Int)] =
            // (Or closures inside a lazy property's collection: `lazy var handlers = ["popped": { self.… }]`.)
            code.properties.filter { $0.owner == className && !$0.isWeak && !$0.isComputed
                && (($0.initial ?? "").hasPrefix("{") || ($0.isLazy && ($0.initial ?? "").contains("{"))) }.map { ($0.name, $0.initial ?? "", $0.line) }
            + code.assignments.filter { assignment in assignment.owner == className && FailureContext.isSelfBase(assignment.base) && assignment.value.hasPrefix("{")
                && assignment.closureOf == nil
                && code.properties.contains { $0.name == assignment.member && $0.owner == className && !$0.isWeak } }.map { ($0.member, $0.value, $0.line) }
        for item in owned {
            guard Self.capturesSelfStrongly(item.closure) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleClosureCycle(assignment: item.name, line: item.line, holder: "self", captured: "self", keeper: nil)
            })
        }
        // A closure the screen gives to a function of the learner's that keeps it (`viewModel.text.bind { … self.label … }`,
        // `bind(_ listener: @escaping …)` storing it): whatever holds that object keeps the screen.
        for span in code.closureSpans where span.owner == className {
            guard let call = span.call, context.sources.indices.contains(span.file) else { continue }
            let name = String(call.split(separator: ".").last ?? Substring(call)).replacingOccurrences(of: "(", with: "")
            guard context.sourceContains(#"\bfunc\s+\#(NSRegularExpression.escapedPattern(for: name))\s*(?:<[^>]*>)?\s*\([^{]*@escaping"#) else { continue }
            let lines = context.sources[span.file].components(separatedBy: "\n")
            guard lines.indices.contains(span.startLine - 1), lines.indices.contains(span.lastLine - 1) else { continue }
            var text = lines[(span.startLine - 1)...(span.lastLine - 1)].joined(separator: "\n")
            if let brace = text.firstIndex(of: "{") { text = String(text[brace...]) }
            guard Self.capturesSelfStrongly(text) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleClosureGivenKeepsScreen(call: call, line: span.startLine, function: name, owner: className)
            })
        }
        return nil
    }

    /// A closure literal that uses `self` without a `[weak self]` or `[unowned self]` capture.
    static func capturesSelfStrongly(_ closure: String) -> Bool {
        // Closures inside a collection (`["popped": { self.… }]`): any that names `self` without a weak capture.
        if !closure.hasPrefix("{") {
            return FailureContext.mentions(closure, "self") && closure.range(of: #"\[\s*(weak|unowned)\s+self\b"#, options: .regularExpression) == nil
        }
        let capture = closure.firstMatch(#"^\{\s*\[([^\]]*)\]"#)?[1] ?? ""
        return capture.range(of: #"(weak|unowned)\s+self\b"#, options: .regularExpression) == nil && FailureContext.mentions(closure, "self")
    }
}

/// The screen that should be gone gives an object that outlives it a closure capturing the screen
/// strongly (`viewModel.onClose = { self.dismiss(…) }`, where `viewModel` was handed in by a
/// screen that stays): not a cycle, a one-way reference through the closure, which reflection
/// cannot see. Premise: the released-object check failed for that class, and the class assigns
/// such a closure to a property of an object it does not make itself.
struct ClosureKeepsScreenRule: TeachingRule {
    let id = "closure-keeps-screen"
    let supersededBy: Set<String> = ["closure-cycle"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .deallocated(className)? = context.failure.expectation, let actual = context.failure.actual,
              !actual.contains("childCoordinators") else { return nil }
        // A holder reflection can name is told by the one-way rule.
        let paths = actual.components(separatedBy: " held by: ").dropFirst().first?.components(separatedBy: "; ") ?? []
        guard paths.allSatisfy({ $0.hasPrefix("(") }) else { return nil }
        let code = context.code
        for assignment in code.assignments where assignment.owner == className && assignment.value.hasPrefix("{") {
            guard let base = assignment.base.map(CodeFacts.rootName), base != "self", ClosureCycleRule.capturesSelfStrongly(assignment.value) else { continue }
            // Who gives the screen that object: another class's assignment of that property.
            let giver = code.assignments.first { $0.member == base && $0.owner != className && $0.owner != nil }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleClosureKeepsScreen(assignment: assignment.target, line: assignment.line, holder: base, className: className,
                                          giver: giver.map { "\($0.owner ?? "").\(CodeFacts.rootName($0.value))" }, giverLine: giver?.line)
            })
        }
        // A block handed to an object that lives as long as the app and keeps it until told to let
        // go: a notification observer's block (kept until `removeObserver`), a repeating timer's block
        // (kept until `invalidate`). A block that uses `self` strongly keeps the screen.
        let keepers: [String: (holder: String, release: String)] = [
            "addObserver": ("NotificationCenter", "removeObserver"), "scheduledTimer": ("RunLoop", "invalidate"),
        ]
        // A `UIAction` whose handler uses `self` strongly, given to a control or bar button item of
        // the screen's own: the screen keeps its views, a control its actions, an action its
        // handler, and the handler the screen: a cycle reflection cannot see (the handler is a closure).
        for span in code.closureSpans where span.owner == className && span.call == "UIAction" && span.file < context.sources.count {
            let lines = context.sources[span.file].components(separatedBy: "\n")
            guard span.startLine >= 1, span.lastLine <= lines.count else { continue }
            let text = lines[(span.startLine - 1)..<span.lastLine].joined(separator: "\n")
            guard let open = text.range(of: "{"), ClosureCycleRule.capturesSelfStrongly(String(text[open.lowerBound...])) else { continue }
            guard let made = code.calls.first(where: { $0.name == "UIAction" && $0.owner == className && $0.line <= span.startLine && span.startLine - $0.line <= 3 }),
                  (context.ran(made) ?? 1) > 0 else { continue }
            let adder = code.calls.first { ["addAction", "UIButton", "UIBarButtonItem", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper", "UITextField"].contains($0.name)
                && $0.owner == className && $0.line <= made.line && made.line - $0.line <= 2 }
            let statement = lines[max(0, (adder?.line ?? made.line) - 1)].trimmingCharacters(in: .whitespaces)
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleActionHandlerCycle(statement: statement, line: adder?.line ?? made.line, method: made.method ?? "?", className: className,
                                          control: adder?.name == "addAction" ? adder?.receiver : nil)
            })
        }
        // A closure kept in a property of another object that uses a local holding the screen
        // (`refreshResult = { [weak self] in rvc.paramEmail = … }`), not captured weakly: the closure keeps it.
        for span in code.closureSpans where span.owner != className && span.owner != nil && span.file < context.sources.count {
            // (Or handed to a call whose result keeps it, and that result kept in a property: `let o =
            // interval.observe(\.value) { … }; observations.append(o)`.)
            let made = span.call.flatMap { name in code.calls.first { $0.name == name && $0.owner == span.owner && $0.file == span.file
                && $0.line <= span.startLine && span.startLine - $0.line <= 3 } }
            let keptResult: String? = span.stored == nil && ["observe", "addObserver", "scheduledTimer"].contains(span.call ?? "") ? made.flatMap { call in
                code.bindings.first { $0.file == span.file && $0.line == call.line && $0.method == span.method && $0.owner == span.owner }.flatMap { result in
                    code.calls.first { $0.method == span.method && $0.owner == span.owner && $0.line > call.line && ["append", "insert"].contains($0.name)
                        && $0.arguments.first.map(CodeFacts.normalized) == result.name }?.receiver.map { CodeFacts.normalized($0).replacingOccurrences(of: "self.", with: "") }
                    ?? code.assignments.first { $0.method == span.method && $0.owner == span.owner && $0.line > call.line && CodeFacts.normalized($0.value) == result.name
                        && FailureContext.isSelfBase($0.base) }?.member
                }
            } : nil
            guard let stored = span.stored ?? keptResult else { continue }
            let lines = context.sources[span.file].components(separatedBy: "\n")
            guard span.startLine >= 1, span.lastLine <= lines.count else { continue }
            let text = lines[(span.startLine - 1)..<span.lastLine].joined(separator: "\n")
            guard let open = text.range(of: "{") else { continue }
            let closure = String(text[open.lowerBound...])
            let captures = closure.firstMatch(#"^\{\s*\[([^\]]*)\]"#)?[1] ?? ""
            if keptResult != nil {
                guard let made, (context.ran(made) ?? 0) > 0 else { continue }
            } else {
                guard let kept = code.assignments.first(where: { $0.owner == span.owner && $0.file == span.file && $0.line == span.startLine && $0.value.hasPrefix("{") }),
                      (context.ran(kept) ?? 0) > 0 else { continue }
            }
            // The local holds the screen: made as that class, or made from the storyboard and shown
            // from that method (`let second = storyboard!.instantiateViewController(…)`, `present(second, …)`).
            func holdsScreen(_ local: CodeFacts.Binding) -> Bool {
                local.value.range(of: "\\b\(className)\\b", options: .regularExpression) != nil
                    || (local.value.contains("instantiateViewController") && code.calls.contains { call in
                        call.method == local.method && call.owner == local.owner && ["present", "pushViewController", "show"].contains(call.name)
                            && call.arguments.first.map { CodeFacts.normalized($0) == local.name } == true })
            }
            for local in code.bindings where local.owner == span.owner && local.method == span.method && local.file == span.file && local.line <= span.startLine
                && !local.isCapture && holdsScreen(local) {
                let name = NSRegularExpression.escapedPattern(for: local.name)
                guard closure.dropFirst().range(of: "(?<![\\w.])\(name)\\b", options: .regularExpression) != nil,
                      captures.range(of: "\\b(weak|unowned)\\s+\(name)\\b", options: .regularExpression) == nil else { continue }
                let holder = String(stored.split(separator: ".").last ?? Substring(stored))
                // The closure itself pushes or presents the screen made once outside it (held-out 289-15):
                // the fix is to make it inside, not to hold it weakly (a weak one would be gone before the push).
                let shown = closure.range(of: #"\b(pushViewController|present|show)\s*\(\s*"# + name + #"\b"#, options: .regularExpression) != nil
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleClosureKeepsLocal(property: holder, line: span.startLine, local: local.name, className: className, owner: span.owner ?? "?",
                                             weakSelf: captures.range(of: #"\b(weak|unowned)\s+self\b"#, options: .regularExpression) != nil, shownByClosure: shown)
                })
            }
        }
        for span in code.closureSpans where span.owner == className {
            guard let call = span.call, let keeper = keepers[call], span.file < context.sources.count else { continue }
            let lines = context.sources[span.file].components(separatedBy: "\n")
            guard span.startLine >= 1, span.lastLine <= lines.count else { continue }
            let text = lines[(span.startLine - 1)..<span.lastLine].joined(separator: "\n")
            guard let open = text.range(of: "{") else { continue }
            let closure = String(text[open.lowerBound...])
            guard ClosureCycleRule.capturesSelfStrongly(closure) else { continue }
            // A timer that does not repeat lets its block go once it fired.
            if call == "scheduledTimer", text.range(of: #"repeats:\s*false"#, options: .regularExpression) != nil { continue }
            guard let made = code.calls.first(where: { $0.name == call && $0.owner == className && $0.line <= span.startLine && span.startLine - $0.line <= 3 }),
                  (context.ran(made) ?? 0) > 0 else { continue }
            // Let go somewhere that ran before the check (not only in `deinit`, which waits for the block).
            if code.calls.contains(where: { $0.name == keeper.release && $0.owner == className && $0.method != "deinit" && (context.ran($0) ?? 0) > 0 }) { continue }
            // The block that ran and holds `self` strongly, never let go: the cause, proved by code and
            // coverage (a what-if dropping the call that registers it only drops the feature).
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleBlockKeepsScreen(call: made.written, line: made.line, method: made.method ?? "?", className: className,
                                        holder: keeper.holder, release: keeper.release,
                                        releasedInDeinit: code.calls.contains { $0.name == keeper.release && $0.owner == className && $0.method == "deinit" })
            })
        }
        return nil
    }
}
