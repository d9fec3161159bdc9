import Foundation
import Texts
import WorkbookProtocol

/// The value the check read was copied, by a line that ran, from a stored property of the copying
/// class (`rvc.paramEmail = pendingEmail`), and that property did not hold the value yet: every
/// line writing it never ran in this check (it sits in a method UIKit never called, or the user
/// never triggered), or ran only after the copy was made (the trace orders the two methods).
///
/// Premise: the failure is about a value; the copying line ran; the property is one of the class's
/// own stored properties (not an outlet, not the value checked itself), written somewhere other
/// than the copying method; no write of it ran before the copy.
struct SourceStaleRule: TeachingRule {
    let id = "source-stale"

    /// The reading of why the learner's calls of `writer` (a method of `holder`) never reached it:
    /// a call that never ran (its test or unwrap), or one that ran through a link that was nil.
    static func whyCallNeverArrived(writer: String, holder: String, rule: String, context: FailureContext) -> Explanation? {
        let code = context.code
        guard let method = code.method(writer, in: holder), !method.isOverride, !method.isAction else { return nil }
        let callers = code.calls.filter { $0.name == method.baseName && $0.method != writer }
        for caller in callers {
            let written = (caller.receiver.map { $0 + "?." } ?? "") + caller.name + "(…)"
            guard let ran = context.ran(caller) else { continue }
            if ran == 0, let found = context.neverRanReading(statement: written, method: caller.method, line: caller.line, ran: 0,
                                                             conditions: caller.conditions, file: caller.file, rule: rule) {
                return Explanation(rule: rule, conclusive: true, text: found.text)
            }
            if ran > 0, caller.optionalChain, let name = caller.method, let from = code.method(name, in: caller.owner),
               let found = context.nilLinkReading(in: from, rule: rule) {
                return Explanation(rule: rule, conclusive: true, text: found.text)
            }
        }
        return nil
    }
    /// A copy of a control's state made in a method UIKit did not call is told with how it was connected.
    /// (And the top of the stack cast to nil: why the writer never ran, read from the run.)
    var supersededBy: Set<String> { ["input-not-tracked", "stack-last-is-self"] }

    /// UIKit's callbacks that a run may skip for a reason worth saying.
    static let notes: [String: SourceStaleNote] = [
        "shouldPerformSegue(withIdentifier:sender:)": .shouldPerformNotAsked,
        "textFieldShouldReturn(_:)": .returnKeyOnly,
    ]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            guard let owner = setter.owner, let method = setter.method, let copies = context.ran(setter), copies > 0 else { continue }
            // Another line that sets what the check read ran too: the value shown may be that line's.
            if context.setsSubject(setter), context.settersOfSubject.contains(where: { context.setsSubject($0) && ($0.line != setter.line || $0.file != setter.file) && (context.ran($0) ?? 0) > 0 }) {
                continue
            }
            // The class's own properties the value reads, and another screen's read through a name
            // of known class (`third.noteText`, `if let third = segue.source as? ThirdViewController`).
            var sources: [(property: CodeFacts.Property, holder: String)] = code.properties
                .filter { $0.owner == owner && $0.name != setter.member && FailureContext.mentionsOwn(setter.value, $0.name) }.map { ($0, owner) }
            for match in setter.value.allMatches(#"\b([\p{L}_]\w*)\??\.([\p{L}_]\w*)\b"#) where match[1] != "self" {
                guard let type = NotControlStateRule.type(of: match[1], method: method, owner: owner, code: code).map(CodeFacts.bareType), type != owner,
                      let property = code.properties.first(where: { $0.owner == type && $0.name == match[2] }) else { continue }
                sources.append((property, type))
            }
            for (property, holder) in sources where !property.isOutlet && !property.isComputed {
                // Its own observer's writes (`pendingEmail = trimmed` in its `didSet`) run only after another write.
                let writes = code.assignments.filter { $0.owner == holder && $0.member == property.name && FailureContext.isSelfBase($0.base) && $0.method != method && $0.method != nil
                    && !($0.method ?? "").hasPrefix("\(property.name).") }
                guard !writes.isEmpty, !writes.contains(where: { context.ran($0) == nil }) else { continue }
                let ran = writes.filter { (context.ran($0) ?? 0) > 0 }
                let statement = "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)"
                // Never ran: the writing methods themselves never ran (a line skipped inside a method
                // that ran is a test's doing, which other readings tell).
                let methodsNeverRan = writes.allSatisfy { write in
                    write.method.flatMap { code.method($0, in: holder) }.flatMap { context.ran($0) } == 0
                }
                if ran.isEmpty, methodsNeverRan {
                    let write = writes[0]
                    let writer = write.method ?? "?"
                    let note = Self.notes[writer] ?? UIKitCallbacks.silence(of: writer, owner: holder, context: context).map(SourceStaleNote.silent)
                    // A method of the learner's that its own code calls: why that call did not get
                    // there (the test or the unwrap that stopped it, the nil link `?` skipped it on)
                    // is the cause; the stale copy is only what it led to.
                    if note == nil, let found = Self.whyCallNeverArrived(writer: writer, holder: holder, rule: id, context: context) { return found }
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleSourceStale(statement: statement, line: setter.line, method: method, property: property.name, initial: property.initial,
                                           writeLine: write.line, writer: writer, after: false, note: note)
                    })
                }
                // Written, but only after the copy: the writers' runs all come after the copier's last run.
                let copier = context.runs(of: method, owner: owner)
                guard let lastCopy = copier.last?.index else { continue }
                let writerRuns = ran.compactMap { write in write.method.map { (write, context.runs(of: $0, owner: holder)) } }
                guard writerRuns.count == ran.count, writerRuns.allSatisfy({ !$0.1.isEmpty && $0.1.allSatisfy { $0.index > lastCopy } }),
                      let (write, _) = writerRuns.first else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleSourceStale(statement: statement, line: setter.line, method: method, property: property.name, initial: property.initial,
                                       writeLine: write.line, writer: write.method ?? "?", after: true, note: nil)
                })
            }
        }
        return nil
    }
}

/// `store.removeValue(forKey: "value")` used to read a value (its result kept): the first read takes the value out of the store, so every later read of that key
/// finds nothing (the screen made again shows its placeholder).
///
/// Premise: the failure is about a value; the call ran more than once, or another read of the same
/// key ran too; a line writes that key (the value was there to take).
struct ValueRemovedByReadRule: TeachingRule {
    let id = "value-removed-by-read"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        // `removeValue(forKey:)` returns what it removed; its result read as the value (`let saved = store.removeValue(…)`).
        for call in code.calls where call.name == "removeValue" && call.labels.contains("forKey") {
            let usedAsValue = code.bindings.contains { $0.line == call.line && $0.value.contains("removeValue(") }
                || code.assignments.contains { $0.line == call.line && $0.value.contains("removeValue(") }
            guard usedAsValue, let key = call.stringArguments.first, let ran = context.ran(call), ran > 0,
                  code.keys.contains(where: { $0.isWrite && $0.key == key }) else { continue }
            let otherReads = code.keys.filter { !$0.isWrite && $0.key == key && $0.line != call.line && (context.ran(file: call.file, line: $0.line, column: 1) ?? 0) > 0 }
            guard ran >= 2 || !otherReads.isEmpty else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleValueRemovedByRead(call: call.written, line: call.line, method: call.method ?? "?", key: key)
            })
        }
        return nil
    }
}

/// A method UIKit called read a stored property of its class (in a test, or into a local a test
/// reads) before anything had filled it: every line that writes the property is in a method that
/// ran only after it in this check (`shouldPerformSegue` reads `form["email"]`, which `prepare`
/// fills, and `prepare` comes after), or in one that never ran. The test saw the start value.
///
/// Premise: the failure is about a value or a screen; the reading method ran (the trace); the
/// read is a test's, or a local's a test reads; every write of the property (assigned, a subscript
/// or member written, a mutating call) sits in other methods, none of which ran before the read.
struct ReadBeforeWrittenRule: TeachingRule {
    let id = "read-before-written"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        let tests = code.calls.flatMap(\.conditions) + code.assignments.flatMap(\.conditions) + code.returns.flatMap(\.conditions)
        for method in code.methods {
            guard let owner = method.owner, let read = context.runs(of: method.name, owner: owner).last?.index else { continue }
            let locals = code.bindings.filter { $0.owner == owner && $0.method == method.name }
            let testsHere = tests.filter { code.method(containing: $0.line, owner: owner)?.name == method.name }
            for property in code.properties where property.owner == owner && !property.isOutlet && !property.isComputed {
                let readers: [(line: Int, text: String)] = locals.filter { local in
                    Self.reads(local.value, property.name) && testsHere.contains { FailureContext.mentions($0.text, local.name) }
                }.map { ($0.line, $0.value) } + testsHere.filter { Self.reads($0.text, property.name) }.map { ($0.line, $0.text) }
                guard let reader = readers.first, locals.allSatisfy({ $0.name != property.name }) else { continue }
                // `if var vm = viewModel { vm.x = … }` reads it to change a copy: that copy, not the read, is the fault.
                if testsHere.contains(where: { $0.line == reader.line && $0.text.range(of: #"^\s*var\s+\w+"#, options: .regularExpression) != nil }) { continue }
                let writes = code.writes(of: property.name, owner: owner)
                guard !writes.isEmpty, writes.allSatisfy({ $0.method != method.name }) else { continue }
                // Another object hands it a value (`main.paramEmail = email.text` in the form) and that
                // line ran: "nothing filled it" would be false; whether the reader ran again after the
                // hand-over is another reading's (held-out 287-03).
                guard !code.assignments.contains(where: { write in
                    write.member == property.name && write.owner != owner && !FailureContext.isSelfBase(write.base) && (context.ran(write) ?? 0) > 0
                }) else { continue }
                let laterOrNever = writes.allSatisfy { write in
                    guard let writer = write.method else { return false }
                    let runs = context.runs(of: writer, owner: owner)
                    // A writer that never ran counts only when UIKit calls it after the reader
                    // (`prepare` after `shouldPerformSegue`): a writer that did not run for another
                    // reason (a notification nobody posted to it) is another reading's cause.
                    if runs.isEmpty {
                        guard let before = Self.uikitOrder.firstIndex(of: method.name), let after = Self.uikitOrder.firstIndex(of: writer), after > before else { return false }
                        return code.method(writer, in: owner).flatMap { context.ran($0) } == 0
                    }
                    return runs.allSatisfy { $0.index > read }
                }
                guard laterOrNever, let write = writes.first else { continue }
                let after = !context.runs(of: write.method ?? "", owner: owner).isEmpty
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleReadBeforeWritten(method: method.name, property: property.name, line: reader.line, writer: write.method ?? "?",
                                             writeLine: write.line, after: after, initial: property.initial)
                })
            }
        }
        return nil
    }

    /// The order UIKit calls a controller's methods in, from being made to going away.
    static let uikitOrder = ["init(coder:)", "awakeFromNib()", "shouldPerformSegue(withIdentifier:sender:)", "prepare(for:sender:)", "loadView()",
                             "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
                             "viewDidDisappear(_:)", "deinit"]

    /// Whether `text` reads the property `name` (`form["email"]`, `self.form`, `form.count`).
    static func reads(_ text: String, _ name: String) -> Bool { FailureContext.mentionsOwn(text, name) }
}

extension CodeFacts {
    /// The method of `owner` whose body holds `line` (the last one declared before it).
    func method(containing line: Int, owner: String) -> Method? {
        methods.filter { $0.owner == owner && $0.line <= line }.max { $0.line < $1.line }
    }
}

/// `rvc.paramInterval = interval?.value ?? 10`: the value after `??` is used only when the left
/// side is nil, and the check expected that value while the line (which ran) gave the left
/// side's: the left side was not nil (an outlet is set once the view loaded), so the "default"
/// never applied.
///
/// Premise: the failure is about a value; a line that gives what the check read ran and ends in
/// `?? literal`; the expected value shows that literal and the actual value does not.
struct FallbackNeverUsedRule: TeachingRule {
    let id = "fallback-never-used"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (expected, actual) = context.differingValues else { return nil }
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            guard let match = setter.value.firstMatch(#"^(.+?)\s*\?\?\s*("[^"]*"|-?[0-9.]+|true|false)\s*$"#) else { continue }
            let fallback = match[2], left = match[1].trimmingCharacters(in: .whitespaces)
            let shown = fallback.hasPrefix("\"") ? String(fallback.dropFirst().dropLast()) : fallback
            let number = Double(shown).map { $0 == $0.rounded() ? String(Int($0)) : shown } ?? shown
            guard !number.isEmpty, expected.contains(number) || expected == shown, !actual.contains(number) else { continue }
            // The left side reads a control of the screen (`interval?.value`): an outlet, set once the
            // view loaded, is what the learner took for "missing". A value worked out elsewhere (a
            // local, a model's field) was not nil for reasons of its own, told by other readings.
            let root = CodeFacts.rootName(CodeFacts.normalized(left))
            guard context.code.properties.contains(where: { $0.isOutlet && $0.name == root && ($0.owner == setter.owner || setter.owner == nil) }) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleFallbackNeverUsed(statement: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", line: setter.line,
                                         left: left, fallback: fallback)
            })
        }
        return nil
    }
}
