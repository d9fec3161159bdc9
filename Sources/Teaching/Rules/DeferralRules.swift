import Foundation
import Texts
import WorkbookProtocol

// Code that runs later than the lines around it: after an `await` (which may suspend), inside a
// `Task { … }`, `DispatchQueue.main.async`, `asyncAfter` or a transition's completion. The
// code's syntax says which lines are put off and by what (`CodeFacts.deferrals`); the coverage
// says whether what put them off ran and whether they ran. The readings, each proved by both: a
// needed line that had not run when the check looked although its deferral started (the method
// went on without waiting), a test that went the wrong way while running late, a line run late
// that read what had changed (`DeferredLateRule`); and, from the closures the code makes
// (`CodeFacts.closureSpans`), a closure made and never called, and a `return` that left only a
// closure (`ReturnInClosureRule`).

extension FailureContext {
    /// The functions that call the closure given to them at once, once for each value there is.
    static let iterating: Set<String> = ["map", "flatMap", "compactMap", "forEach", "filter", "first", "contains", "allSatisfy", "reduce",
                                         "sorted", "sort", "min", "max", "firstIndex", "lastIndex", "last", "removeAll", "drop", "prefix",
                                         "enumerated", "zip", "mapValues", "compactMapValues", "reversed", "split", "partition"]

    /// The innermost deferral holding `line` of `file` whose start ran (the `await` was reached,
    /// the `Task` or queue call ran). `late`: only one whose work runs on its own time (after an
    /// `await`, in a `Task`, on the main queue, after a delay), not a transition's completion.
    func startedDeferral(file: Int, line: Int, late: Bool = false) -> CodeFacts.Deferral? {
        code.deferrals(file: file, line: line).first { deferral in
            (!late || deferral.kind != .completion) && (ran(file: file, line: deferral.startLine, column: deferral.startColumn) ?? 0) > 0
        }
    }

    /// The text of a deferral: what defers `statement`, the `Task` running its method (one level
    /// of callers), and the transition the starting method ran at once without waiting.
    func deferredText(_ deferral: CodeFacts.Deferral, statement: String, line: Int, method: String?) -> DeferredText {
        var text = DeferredText(statement: statement, line: line, method: method ?? deferral.method ?? "?",
                                kind: deferral.kind, start: deferral.start, startLine: deferral.startLine)
        // The method that put the work off: the deferral's own, or (for an `await` in a helper)
        // the method whose `Task` calls the helper.
        var starter = deferral.kind == .afterAwait ? nil : deferral.method
        var starterFile = deferral.file
        var after = deferral.startLine
        // An `await` inside a `Task` of the same method: that `Task` put the work off.
        if deferral.kind == .afterAwait, let task = code.deferrals(file: deferral.file, line: deferral.startLine).first(where: { $0.kind != .afterAwait }) {
            text.taskLine = task.startLine
            text.taskMethod = task.method
            starter = task.method
            after = task.startLine
        } else if deferral.kind == .afterAwait, let name = deferral.method, let helper = code.method(name, in: deferral.owner) {
            let callers = code.calls.filter { $0.name == helper.baseName && (ran($0) ?? 0) > 0 }
            for call in callers {
                guard let task = code.deferrals(file: call.file, line: call.line).first(where: { $0.kind != .afterAwait }) else { continue }
                text.taskLine = task.startLine
                text.taskMethod = task.method
                starter = task.method
                starterFile = task.file
                after = task.startLine
                break
            }
        }
        // A timer kept in a property and invalidated by a line that ran: it never fired.
        if deferral.kind == .afterDelay, deferral.start.contains("Timer"),
           let holder = code.assignments.first(where: { $0.file == deferral.file && $0.line == deferral.startLine }),
           let stop = code.calls.first(where: { $0.name == "invalidate" && $0.receiver.map(CodeFacts.rootName) == holder.member && (ran($0) ?? 0) > 0 }) {
            text.stoppedBy = stop.written
            text.stoppedLine = stop.line
            text.stoppedMethod = stop.method
        }
        if let starter {
            text.starter = starter
            // The transition the starting method made at once, after putting the work off.
            let region = code.deferrals.filter { $0.file == starterFile && $0.startLine == after }.map { $0.firstLine...$0.lastLine }
            if let call = code.calls.first(where: { call in
                call.file == starterFile && call.method == starter && call.line != after && ConditionDecidedRule.transitionNames.contains(call.name)
                    && !region.contains { $0.contains(call.line) } && (ran(call) ?? 0) > 0
            }) {
                text.wentOn = call.written
                text.wentOnLine = call.line
            }
        }
        return text
    }

    /// `statement` (at `line` of `file`) never ran, and the code that would run it was put off:
    /// the `await` before it was reached, or the `Task`/queue/delay holding it was started.
    /// `late`: the caller knows what the statement gives was still missing when the check looked
    /// (no screen changed, the key read nothing), so a put-off statement that ran (after the
    /// check's step: the run goes on a little after it) counts too.
    func deferredNeverRan(statement: String, file: Int, line: Int, column: Int, method: String?, rule: String, late: Bool = false) -> Explanation? {
        let count = ran(file: file, line: line, column: column)
        guard count == 0 || (late && (count ?? 0) > 0), let deferral = startedDeferral(file: file, line: line, late: count != 0) else { return nil }
        // The put-off code did run (a line of it before this one ran), and this line was skipped inside
        // it (a test, an unwrap that found nil): not late, another reading's cause.
        if count == 0, code.closureSpans.contains(where: { span in
            span.file == file && span.startLine == deferral.startLine && span.firstLine < line && (ran(file: file, line: span.firstLine, column: span.firstColumn) ?? 0) > 0
        }) || code.assignments.contains(where: { $0.file == file && $0.line >= deferral.firstLine && $0.line < line && (ran($0) ?? 0) > 0 })
            || code.calls.contains(where: { $0.file == file && $0.line >= deferral.firstLine && $0.line < line && (ran($0) ?? 0) > 0 }) {
            return nil
        }
        var text = deferredText(deferral, statement: statement, line: line, method: method)
        text.isTransition = ConditionDecidedRule.makesTransition(statement)
        return Explanation(rule: rule, conclusive: true, text: Catalog.both { $0.ruleDeferredNeverRan(text) })
    }

    /// A look inside `segue.source` or `segue.destination` (its `children`, `viewControllers`, what it
    /// presents) cast to a class that screen itself is, in this run (the unwind's source, `prepare`'s destination).
    func lookedInsideItself(_ text: String) -> CastRole? {
        let plain = CodeFacts.normalized(text)
        guard let read = plain.firstMatch(#"segue\.(source|destination)[?!]?\.(?:children|childViewControllers|viewControllers|topViewController|visibleViewController|presentedViewController)\b"#),
              let asked = plain.firstMatch(#"\bas[?!]?\s+(\w+)"#)?[1] else { return nil }
        let object = read[1] == "source"
            ? events.last(where: { $0.unwindSource != nil })?.unwindSource
            : events.last(where: { $0.member == "prepare(for:sender:)" })?.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1]
        guard let object, object.split(separator: "#").first.map(String.init) == asked else { return nil }
        return .destinationItself(read: read[0], object: object, asked: asked)
    }

    /// `statement` (at `line` of `file`) is inside a closure that was made (its making line ran) but
    /// never called: its first statement never ran. Not for the deferred kinds (a `Task`, the main
    /// queue, a completion: told by `deferredNeverRan`).
    func closureNeverCalled(statement: String, file: Int, line: Int, column: Int, method: String?, rule: String) -> Explanation? {
        guard ran(file: file, line: line, column: column) == 0,
              let span = code.innermostClosure(file: file, line: line),
              !code.deferrals.contains(where: { $0.file == file && $0.kind != .afterAwait && $0.firstLine == span.firstLine }),
              ran(file: file, line: span.firstLine, column: span.firstColumn) == 0,
              (ran(file: file, line: span.startLine, column: span.startColumn) ?? 0) > 0 else { return nil }
        let transition = ConditionDecidedRule.makesTransition(statement)
        // A closure a higher-order function calls at once, for each value there is (`map`, `forEach`,
        // `filter`…): it never ran because there was none (an optional that was nil, an empty
        // collection), or because a `lazy` sequence was never read: not a closure kept for later.
        if let call = span.call, Self.iterating.contains(call) {
            let made = code.calls.first { $0.file == file && $0.line == span.startLine && $0.name == call }
                ?? code.calls.first { $0.file == file && $0.name == call && $0.line <= span.startLine && span.startLine - $0.line <= 3 }
            let receiver = made?.receiverWritten ?? made?.receiver
            let lazy = (receiver ?? "").range(of: #"\blazy\b"#, options: .regularExpression) != nil
            // The optional is a `weak` local given a new object (`weak var rvc = storyboard?.instantiate…`):
            // nothing kept that object, so it was gone, and the local nil, before the next line.
            let weakLocal = receiver.flatMap { name in
                code.locals.first { $0.name == name && $0.method == made?.method && $0.owner == made?.owner && $0.line <= (made?.line ?? 0)
                    && (declaredLine(file: $0.file, line: $0.line) ?? "").range(of: #"\bweak\s+var\s+\#(name)\b"#, options: .regularExpression) != nil }
            }
            // A search inside the segue's screen itself (`segue.source.children.compactMap { $0 as? Third… }`)
            // when that screen is already of the class the search casts to: it holds no other screens.
            let itself = receiver.flatMap { lookedInsideItself($0) }
            return Explanation(rule: rule, conclusive: true, text: Catalog.both { catalog in
                catalog.ruleIterationNeverRan(statement: statement, line: line, call: call, receiver: receiver, closureLine: span.startLine, lazy: lazy)
                    + (weakLocal.map { local in " " + catalog.weakLocalReleased(name: local.name, line: local.line) } ?? "")
                    + (itself.map { " " + catalog.castRoleSentence($0) } ?? "")
            })
        }
        // The closure was given to a new object that a weak property alone then held: released at once.
        let released = span.call.flatMap { UIKitCallbacks.releasedHolder(made: $0, file: file, line: span.startLine, method: span.method, owner: span.owner, context: self) }
        if let released {
            return Explanation(rule: rule, conclusive: true, text: Catalog.both {
                $0.ruleClosureHolderReleased(statement: statement, line: line, closureLine: span.startLine, made: released.made,
                                             handed: released.statement, handedLine: released.line, property: released.property)
            })
        }
        // The property the closure ends up in (stored there, or kept by the method it was given
        // to: `bind(_ l:)` doing `self.listener = l`), and a call of it through `?` that ran: it
        // ran while the property held no closure yet, so `?` skipped it.
        var property = span.stored.map { String($0.split(separator: ".").last ?? Substring($0)) }
        var keptBy: (method: String, line: Int)?
        if property == nil, let given = span.call, let taker = code.methods.first(where: { $0.baseName == given && !$0.parameterNames.isEmpty }) {
            if let keep = code.assignments.first(where: { keep in
                keep.owner == taker.owner && keep.method == taker.name && taker.parameterNames.contains(keep.value) && FailureContext.isSelfBase(keep.base)
            }) {
                property = keep.member
                keptBy = (taker.baseName, keep.line)
            }
        }
        if let property,
           let early = code.calls.first(where: { $0.name == property && $0.optionalChain == false && (ran($0) ?? 0) > 0 })
                ?? code.calls.first(where: { $0.name == property && (ran($0) ?? 0) > 0 }),
           !(early.file == file && span.firstLine <= early.line && early.line <= span.lastLine) {
            // "Only after" holds when the method that stores it first ran after the call's method did;
            // stored before, it went elsewhere (through a link that was nil then, which the reading of
            // the skipped call tells): not this reading.
            if let made = span.method.flatMap({ runs(of: $0, owner: span.owner).first?.index }),
               let called = early.method.flatMap({ runs(of: $0, owner: early.owner).last?.index }), made < called { return nil }
            // The values were given by lines of the method that stores the closure (directly, or through a
            // property whose observer makes the call): there the order of lines is the fix.
            let givenInMaker: Bool = {
                guard let maker = span.method, let called = early.method else { return false }
                if called == maker && early.owner == span.owner { return true }
                guard called.hasSuffix(".didSet") || called.hasSuffix(".willSet") else { return false }
                let observed = String(called.prefix { $0 != "." })
                return code.assignments.contains { $0.member == observed && $0.method == maker && $0.owner == span.owner }
            }()
            return Explanation(rule: rule, conclusive: true, text: Catalog.both {
                $0.ruleClosureCalledBeforeStored(statement: statement, line: line, closureLine: span.startLine, property: property, givenInMaker: givenInMaker,
                                                 call: early.written, callLine: early.line, callMethod: early.method, keptBy: keptBy?.method, keptLine: keptBy?.line, maker: span.method)
            })
        }
        // An observer's closure (a notification's block observer, a key-value observation): why no
        // notification or change reached it.
        if let (registration, miss) = observerMiss(span: span) {
            return Explanation(rule: rule, conclusive: true, text: Catalog.both {
                $0.ruleObserverNeverCalled(statement: statement, line: line, registration: registration.name == "observe" ? "observe(\(registration.arguments.first ?? "…"), …)" : "addObserver(forName: \(registration.arguments.first ?? "…"), …)",
                                           registrationLine: registration.line, miss: miss)
            })
        }
        // A control's action (`control.addAction(UIAction { … }, for: .editingDidEndOnExit)`) for an event the
        // check never sent: which event it waits for, and what sends it.
        // (Registered where it is made, or later through the name it was given: `let send = UIAction { … }`.)
        let named = (code.bindings.first { $0.file == file && $0.line == span.startLine && $0.method == span.method }?.name)
            ?? code.locals.first { $0.file == file && $0.line == span.startLine && $0.method == span.method }?.name
        // (Only for an event no check step causes: a tap sends `.touchUpInside`, a change `.valueChanged`; an
        // action for those that did not run has its own reasons.)
        let uncaused: Set<String> = [".editingDidEndOnExit", ".primaryActionTriggered"]
        if span.call == "UIAction" || span.call == "addAction",
           let registration = code.calls.first(where: { $0.name == "addAction" && $0.file == file && $0.method == span.method && $0.labels.contains("for")
               && (($0.line <= span.startLine && span.startLine - $0.line <= 2) || (named != nil && $0.arguments.first?.trimmingCharacters(in: .whitespaces) == named)) }),
           let at = registration.labels.firstIndex(of: "for"), at < registration.arguments.count {
            let event = registration.arguments[at].trimmingCharacters(in: .whitespaces)
            if uncaused.contains(event) { return Explanation(rule: rule, conclusive: true, text: Catalog.both {
                $0.ruleControlEventNeverCame(statement: statement, line: line, control: registration.receiver ?? "self", event: event, registrationLine: registration.line)
            }) }
        }
        // An alert's action handler (the closure given to `UIAlertAction`, or to a helper that makes
        // the alert) when no alert was presented in the run: its buttons were never on screen.
        let makers = Set([span.method, span.call].compactMap { $0 }.map { String($0.prefix { $0 != "(" }) })
        let makesAlert = span.call == "UIAlertAction" || code.calls.contains { $0.name == "UIAlertController" && makers.contains(String(($0.method ?? "").prefix { $0 != "(" })) }
        let alertShown = evidence.transitions.contains { $0.move == .present && $0.ignored == nil && ($0.subject ?? "").hasPrefix("UIAlertController#") }
        // Made where no method is (a property's value or getter): named by that property; else not told.
        let holder = code.propertyHolding(span).map { "var \($0.name)" }
        guard let maker = method ?? span.method ?? holder else { return nil }
        return Explanation(rule: rule, conclusive: true, text: Catalog.both {
            $0.ruleClosureNeverCalled(statement: statement, line: line, method: maker, call: span.call == "closure" ? nil : span.call, stored: span.stored,
                                      closureLine: span.startLine, isTransition: transition)
                + (makesAlert && !alertShown ? " " + $0.alertNeverPresented : "")
        })
    }

    /// A test (at `line` of `file`) that ran inside deferred code, which started.
    func deferredTest(file: Int, line: Int, condition: String, method: String?) -> DeferredText? {
        guard let deferral = startedDeferral(file: file, line: line) else { return nil }
        return deferredText(deferral, statement: condition, line: line, method: method)
    }
}

/// A value that arrived wrong because of when deferred code ran: the line giving it ran late
/// (after an `await`, in a `Task`) and read what another line of its method had changed first,
/// or an object held only by a `weak` capture, gone by then; or a line that ran at once read a
/// name before the deferred code changed it. Each proved by the coverage (both lines ran) and
/// the code's order; no reading without the line that changed the value or the weak capture.
struct DeferredLateRule: TeachingRule {
    let id = "deferred-late"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            let names = Self.rootNames(setter.value)
            guard !names.isEmpty else { continue }
            if let deferral = context.startedDeferral(file: setter.file, line: setter.line, late: true) {
                var text = context.deferredText(deferral, statement: setter.statement, line: setter.line, method: setter.method)
                // The task (or queue) region holding the setter, and the method that made it.
                let region = code.deferrals(file: setter.file, line: setter.line).first { $0.kind != .afterAwait } ?? deferral
                let starter = region.method
                if let weak = code.bindings.first(where: { $0.isWeakCapture && $0.file == setter.file && $0.method == starter && names.contains($0.name)
                        && region.startLine <= $0.line && $0.line <= region.firstLine }) {
                    text.weakCapture = weak.name
                } else if let changed = code.assignments.first(where: { other in
                    other.file == setter.file && other.method == starter && other.line > region.startLine
                        && !(region.firstLine <= other.line && other.line <= region.lastLine)
                        && names.contains(CodeFacts.normalized(other.target)) && (context.ran(other) ?? 0) > 0
                }) {
                    text.changedBy = changed.statement
                    text.changedLine = changed.line
                } else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both { $0.ruleDeferredLate(text) })
            }
            // The setter ran at once, after its method put off code that changes what it reads.
            for deferral in code.deferrals where deferral.kind != .afterAwait && deferral.kind != .completion
                && deferral.file == setter.file && deferral.method == setter.method && deferral.startLine < setter.line && setter.line > deferral.lastLine
                && (context.ran(file: deferral.file, line: deferral.startLine, column: deferral.startColumn) ?? 0) > 0 {
                // What the deferred code changes: its own lines, and the learner's methods it calls (one hop).
                let inside: (Int, Int, String?) -> Bool = { file, line, method in
                    file == deferral.file && deferral.firstLine <= line && line <= deferral.lastLine
                }
                let called = Set(code.calls.filter { inside($0.file, $0.line, $0.method) }.map(\.name))
                let helpers = code.methods.filter { called.contains($0.baseName) && $0.owner == setter.owner }.map(\.name)
                let changes: [(name: String, statement: String, line: Int)] =
                    code.assignments.filter { inside($0.file, $0.line, $0.method) || helpers.contains($0.method ?? "") }
                        .map { (CodeFacts.rootName(CodeFacts.normalized($0.target)), $0.statement, $0.line) }
                    + code.calls.filter { ($0.receiver != nil) && (inside($0.file, $0.line, $0.method) || helpers.contains($0.method ?? "")) && $0.name.hasPrefix("set") }
                        .map { (CodeFacts.rootName($0.receiver ?? ""), $0.written, $0.line) }
                guard let change = changes.first(where: { names.contains($0.name) }) else { continue }
                var text = context.deferredText(deferral, statement: setter.statement, line: setter.line, method: setter.method)
                text.readEarly = change.name
                text.changedBy = change.statement
                text.changedLine = change.line
                return Explanation(rule: id, conclusive: true, text: Catalog.both { $0.ruleDeferredLate(text) })
            }
        }
        return nil
    }

    /// The first names of what an expression reads (`paramEmail`, `third` in `third?.note.text`), `self.` dropped.
    static func rootNames(_ expression: String) -> Set<String> {
        var names = Set<String>()
        let text = expression.replacingOccurrences(of: #"\bself\."#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""[^"]*""#, with: "", options: .regularExpression)
        for match in text.allMatches(#"(?<![\w.?!])([a-z_]\w*)"#) where !["nil", "true", "false", "as", "is", "try", "await"].contains(match[1]) {
            names.insert(match[1])
        }
        return names
    }
}

/// A `return` inside a closure (`forEach { … }`, a `Task`, `map`) meant to stop the method: it
/// leaves only the closure, and the transition written after the closure still ran. Proved by the
/// coverage (the `return` ran, the transition ran) and the code (the `return` is inside a closure
/// of the method, the transition after that closure).
struct ReturnInClosureRule: TeachingRule {
    let id = "return-in-closure"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isScreenCheck else { return nil }
        let code = context.code
        for call in code.calls where ConditionDecidedRule.transitionNames.contains(call.name) && (context.ran(call) ?? 0) > 0 && call.closureOf == nil {
            for value in code.returns where value.file == call.file && value.method == call.method && value.owner == call.owner && value.line < call.line
                && (context.ran(value) ?? 0) > 0 {
                guard let span = code.closureSpans.filter({ $0.file == value.file && $0.firstLine <= value.line && value.line <= $0.lastLine
                        && $0.method == call.method && $0.lastLine < call.line }).max(by: { $0.firstLine < $1.firstLine }) else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleReturnInClosure(returnLine: value.line, closure: span.call ?? "closure", closureLine: span.startLine,
                                           method: call.method ?? "?", call: call.written, callLine: call.line)
                })
            }
        }
        return nil
    }
}
