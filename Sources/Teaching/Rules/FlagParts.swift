import Foundation
import Texts

// Two more things a test that went the other way can be read for, both from the code and what
// ran: a flag of the screen that only a method which never ran turns, and a property the same call
// wrote just before the test read it.

extension FailureContext {
    /// The test reads a stored flag of its class (`isLeaving`) that starts at one value and is
    /// set to another only by lines that never ran in this run: the test read the start value
    /// every time.
    func flagNeverTurned(_ condition: CodeFacts.Condition, method: String?, file: Int) -> (flag: String, initial: String, value: String, line: Int, setter: String)? {
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        for property in code.properties where property.owner == owner && !property.isOutlet && !property.isComputed {
            guard let initial = property.initial, ["true", "false"].contains(initial), FailureContext.mentionsOwn(condition.text, property.name) else { continue }
            let turns = code.assignments.filter { $0.owner == owner && $0.member == property.name && FailureContext.isSelfBase($0.base) && $0.value != initial }
            // (The value it becomes may be worked out there, `emailIsValid = !(email.text ?? "").isEmpty`.)
            guard let first = turns.first, turns.allSatisfy({ ran($0) == 0 }),
                  let setter = first.method, setter != method else { continue }
            return (property.name, initial, first.value, first.line, setter)
        }
        return nil
    }

    /// The test reads a stored property of its class that only load-time code gives a value
    /// (`입력값 = inputText.text ?? ""` in `viewDidLoad`), from a control the check changes afterwards
    /// (it types in or sets it), and no other code of the class reads that control: the test saw
    /// what the control held when the screen loaded, not what the user chose.
    func readAtLoad(_ condition: CodeFacts.Condition, method: String?, file: Int) -> (property: String, statement: String, line: Int, loadMethod: String, read: String, outlet: String)? {
        let changed = changedOutlets
        guard !changed.isEmpty, let owner = code.methods.first(where: { $0.name == method && $0.file == file })?.owner else { return nil }
        let functions = SourceScan.functions(in: sources)
        for property in code.properties where property.owner == owner && !property.isOutlet && !property.isComputed {
            guard FailureContext.mentionsOwn(condition.text, property.name) else { continue }
            let writes = code.assignments.filter { $0.owner == owner && $0.member == property.name && FailureContext.isSelfBase($0.base) }
            guard !writes.isEmpty, writes.allSatisfy({ CaptureListSnapshotRule.once.contains($0.method ?? "") && $0.closureOf == nil }),
                  let load = writes.first(where: { (ran($0) ?? 0) > 0 }), let loadMethod = load.method else { continue }
            for outlet in changed.sorted() {
                guard let read = load.value.firstMatch(FailureContext.controlStatePattern(outlet))?[0],
                      !controlReadAfterLoad(outlet, owner: owner, functions: functions) else { continue }
                return (property.name, ReadOnceRule.oneLine(load.statement), load.line, loadMethod, read, outlet)
            }
        }
        return nil
    }

    /// The test reads a stored flag of its class (`isFirstAppearance = true`) that another method of
    /// the class turns (`viewDidLoad` sets it to `false`), and that method ran on the same screen
    /// before the test's method first ran, while no line turned it back: the test never saw the
    /// start value (UIKit calls `viewDidLoad` once, before the first `viewWillAppear`).
    func flagTurnedBefore(_ condition: CodeFacts.Condition, method: String?, file: Int) -> (flag: String, initial: String, value: String, line: Int, setter: String)? {
        guard let method, let owner = code.methods.first(where: { $0.name == method && $0.file == file })?.owner,
              let first = runs(of: method, owner: owner).first else { return nil }
        for property in code.properties where property.owner == owner && !property.isOutlet && !property.isComputed {
            guard let initial = property.initial, ["true", "false"].contains(initial), FailureContext.mentionsOwn(condition.text, property.name) else { continue }
            let writes = code.assignments.filter { $0.owner == owner && $0.member == property.name && FailureContext.isSelfBase($0.base) && $0.op == "=" }
            // Only plain turns: `true`/`false` written, no line giving the start value back that ran.
            guard !writes.contains(where: { $0.value == initial && (ran($0) ?? 0) > 0 }),
                  let turn = writes.first(where: { $0.value == (initial == "true" ? "false" : "true") && $0.method != method && $0.conditions.isEmpty && (ran($0) ?? 0) > 0 }),
                  let setter = turn.method,
                  let setterRun = runs(of: setter, owner: owner, instance: first.event.instance).first, setterRun.index < first.index else { continue }
            return (property.name, initial, turn.value, turn.line, setter)
        }
        return nil
    }

    /// The test reads a property of its class that starts with a value (`var lastSubmit = Date()`),
    /// that the code means to change (a line assigns it), and no line that changes it ran before the
    /// test: it read the starting value (for a `Date()`, the moment the object was made). Flags
    /// (`true`/`false`) are `flagNeverTurned`'s.
    func initialStillHeld(_ condition: CodeFacts.Condition, method: String?, file: Int) -> (property: String, initial: String, line: Int, changeLine: Int, isNow: Bool)? {
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        for property in code.properties where property.owner == owner && !property.isOutlet && !property.isComputed && !property.isLazy {
            guard let initial = property.initial, !["true", "false", "nil"].contains(initial), FailureContext.mentionsOwn(condition.text, property.name) else { continue }
            let changes = code.assignments.filter { $0.owner == owner && $0.member == property.name && FailureContext.isSelfBase($0.base) }
            guard let change = changes.first, changes.allSatisfy({ ran($0) == 0 }) else { continue }
            let isNow = initial.range(of: #"^(Date\(\)|Date\.now|\.now)$"#, options: .regularExpression) != nil
            return (property.name, initial, property.line, change.line, isNow)
        }
        return nil
    }

    /// The test reads another object's value through the screen's property (`viewModel.isValid`, a computed
    /// property reading `email`, or `viewModel.email` itself) whose every write from the screen
    /// (`viewModel.email = …`) sits in methods that had not run before the test (UIKit never called them:
    /// `shouldPerformSegue` for a `performSegue` from code): the value was still the one it started with.
    func givenOnlyWhereNotRun(_ condition: CodeFacts.Condition, method: String?, file: Int) -> (read: String, property: String, initial: String?, line: Int, writer: String)? {
        guard let method else { return nil }
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        for holder in code.properties where holder.owner == owner && !holder.isOutlet && !holder.isComputed {
            for match in condition.text.allMatches(#"(?<![\w.])(?:self\.)?\#(NSRegularExpression.escapedPattern(for: holder.name))\??\.(\w+)"#) {
                let member = match[1]
                // The stored values the read comes from: the member itself, or what its getter reads.
                let type = holder.type.map(CodeFacts.bareType) ?? holder.initial?.firstMatch(#"^(\w+)\("#)?[1]
                guard let type else { continue }
                var stored = [member]
                if let computed = code.properties.first(where: { $0.owner == type && $0.name == member && $0.isComputed }),
                   let getter = computed.getterBody ?? computed.getter {
                    stored = code.properties.filter { $0.owner == type && !$0.isComputed && FailureContext.mentionsOwn(getter, $0.name) }.map(\.name)
                }
                for name in stored {
                    let writes = code.assignments.filter { $0.owner == owner && $0.member == name && $0.base.map { CodeFacts.rootName(CodeFacts.normalized($0)) } == holder.name }
                    guard let write = writes.first, let writer = write.method, writer != method,
                          writes.allSatisfy({ ($0.method ?? "") != method && ran($0) == 0 }) else { continue }
                    let initial = code.properties.first { $0.owner == type && $0.name == name }?.initial
                    return (match[0].replacingOccurrences(of: "self.", with: ""), "\(holder.name).\(name)", initial, write.line, writer)
                }
            }
        }
        return nil
    }

    /// The test reads a property of its class (or a local bound from it) that the same method set
    /// on an earlier line that ran: it sees the value just written, never the one from before
    /// (`lastShown = viewController` then `guard let leaving = lastShown`).
    func writtenJustBefore(_ condition: CodeFacts.Condition, method: String?, file: Int) -> (property: String, value: String, line: Int, through: String?)? {
        guard let method else { return nil }
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        let locals = code.bindings.filter { $0.owner == owner && $0.method == method && $0.line <= condition.line }
        for property in code.properties where property.owner == owner && !property.isOutlet && !property.isComputed {
            let through = locals.last { FailureContext.mentionsOwn($0.value, property.name) && FailureContext.mentions(condition.text, $0.name) }
            guard FailureContext.mentionsOwn(condition.text, property.name) || through != nil else { continue }
            let readLine = through?.line ?? condition.line
            guard let write = code.assignments.last(where: { assignment in
                assignment.owner == owner && assignment.method == method && assignment.member == property.name && FailureContext.isSelfBase(assignment.base)
                    && assignment.op == "=" && assignment.line < readLine && !FailureContext.mentions(assignment.value, property.name)
                    && assignment.conditions.isEmpty && (ran(assignment) ?? 0) > 0
            }) else { continue }
            return (property.name, write.value, write.line, through?.name)
        }
        return nil
    }
}

extension FailureContext {
    /// The test reads a name (a local of the method, or the screen's own property) that the same
    /// method gives its value only at a line below the test, which ran: the test read it before it
    /// was given (`if !sendValue.isEmpty { … }` then `sendValue = field.text ?? ""`).
    func assignedBelow(_ condition: CodeFacts.Condition, method: String?, file: Int) -> (name: String, statement: String, line: Int)? {
        guard let method else { return nil }
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        let locals = code.locals.filter { $0.owner == owner && $0.method == method && $0.file == file && $0.line < condition.line }
        let names = Set(locals.map(\.name)).union(code.properties.filter { $0.owner == owner && !$0.isOutlet && !$0.isComputed }.map(\.name))
        for name in names.sorted() where FailureContext.mentionsOwn(condition.text, name) {
            let declared = locals.last { $0.name == name }
            let writes = code.assignments.filter { assignment in
                assignment.owner == owner && assignment.method == method && assignment.file == file && assignment.member == name
                    && (declared != nil ? assignment.base == nil && !(assignment.written.hasPrefix("self.")) : FailureContext.isSelfBase(assignment.base))
                    && assignment.line > (declared?.line ?? 0)
            }
            guard !writes.contains(where: { $0.line < condition.line }),
                  let below = writes.first(where: { $0.line > condition.line && $0.op == "=" && (ran($0) ?? 0) > 0 && !FailureContext.mentions($0.value, name) }) else { continue }
            return (name, below.statement, below.line)
        }
        return nil
    }
}

extension FailureContext {
    /// A `guard` on what the user chose (a flag given from a control's state: `paramUpdate`, a
    /// switch off) that leaves the whole method, skipping every line after it: the statement that
    /// never ran does not read the flag itself. A `guard` ends the method; a choice the user may
    /// make is a case to handle, not a reason to stop.
    func guardLeavesMethod(_ condition: CodeFacts.Condition, statement: String, method: String?, file: Int) -> String? {
        guard isGuardLine(condition, file: file) else { return nil }
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        let states = ["isOn", "value", "text", "selectedSegmentIndex", "date"]
        for property in code.properties where property.owner == owner && !property.isOutlet && FailureContext.mentionsOwn(condition.text, property.name) {
            // Given from a control's state (here, or handed in by another screen from one).
            let given = code.assignments.contains { assignment in
                assignment.member == property.name && states.contains { FailureContext.mentions(assignment.value, $0) }
            }
            guard given, !FailureContext.mentions(statement, property.name) else { continue }
            return property.name
        }
        return nil
    }
}
