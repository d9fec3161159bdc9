import Foundation
import Texts
import WorkbookProtocol

/// A statement that gives what the check reads is right, but sits in a method that runs at
/// another moment: the code says where it is, the trace says when that method ran. One reading
/// for every "moved to the wrong method" mistake:
///
/// - the label (or property) of a screen is set in a method that did not run for that screen
///   after the user's action gave the value (`prepare`, `init(coder:)`, `viewDidLoad` of a screen
///   that comes back, `deinit`, an action of another control);
/// - the value it shows is written (a property of it, or a key of a store it reads) by a method
///   that ran before the user filled in the control the value comes from, only after the screen
///   had read it, or never.
///
/// It speaks only for methods the trace records (UIKit's callbacks, actions, `init`, `deinit`),
/// never for the learner's own helpers (whose runs the trace does not show).
struct StatementTimingRule: TeachingRule {
    let id = "ran-at-wrong-time"
    /// The rules named for the book's cases say it in the book's words.
    let supersededBy: Set<String> = ["override-skips-super", "set-on-disappear", "refresh-in-view-will-appear", "sheet-no-view-will-appear", "read-in-init",
                                     "values-after-view-did-load", "view-loaded-before-values", "values-after-perform-segue",
                                     "deinit-never-ran", "outlet-in-init", "skipped-optional-chain", "cast-never-matches", "key-mismatch",
                                     "value-on-new-instance", "twin-instance", "lost-value-new-instance", "new-instance-instead-of-back",
                                     "presenting-is-navigation-controller", "delegate-not-set", "transition-in-lifecycle", "store-write-never-ran", "stack-last-is-self"]
    /// Methods that run each time a screen comes on: a value set there that did not show has
    /// another cause (the screen never came back: a sheet, no transition).
    static let appearing: Set<String> = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewIsAppearing(_:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let step = context.failure.step else { return nil }
        let own = ownSetters(context)
        var readerIndex = Int.max
        var readerName: String?
        var readerStep = step
        if let subject = subjectClass(context, own: own), !own.isEmpty {
            guard own.allSatisfy({ context.isTraced($0.method, owner: $0.owner) }) else { return nil }
            guard let action = userAction(context, upTo: step) else { return nil }
            let instance = subjectInstance(context, className: subject, after: action.index, step: step)
            guard let instance else { return nil }
            let ranAfter = own.compactMap { setter -> (index: Int, event: TraceEvent)? in
                context.runs(of: setter.method ?? "", owner: nil, instance: instance, upTo: step).last { $0.index >= action.index }
            }
            if let read = ranAfter.max(by: { $0.index < $1.index }) {
                readerIndex = read.index
                readerName = "\(instance).\(read.event.member)"
                readerStep = read.event.step ?? step
            } else {
                // Not one setter ran for the screen after the action: where they sit decides.
                guard let setter = own.first(where: { !Self.appearing.contains($0.method ?? "") }),
                      own.allSatisfy({ !Self.appearing.contains($0.method ?? "") }),
                      let method = setter.method, let owner = setter.owner else { return nil }
                // An initializer of the learner's that never ran, for a screen UIKit made from the storyboard
                // (with `init(coder:)`): it runs only when code calls it, through a creator.
                if method.hasPrefix("init("), !["init(coder:)", "init(nibName:bundle:)", "init()"].contains(method),
                   context.runs(of: method, owner: owner).isEmpty, context.evidence.instances[instance]?.creation == .storyboard {
                    let code = context.code
                    let creator = code.bindings.first { binding in
                        binding.value.range(of: "\\b\(owner)\\(\\s*coder:", options: .regularExpression) != nil
                            && !code.calls.contains { $0.arguments.contains { FailureContext.mentions($0, binding.name) } }
                    }
                    let made = code.calls.first { call in
                        call.name == "instantiateViewController" && call.labels.first == "withIdentifier" && (context.ran(call) ?? 0) > 0
                            && (context.declaredLine(file: call.file, line: call.line) ?? "").contains(owner)
                    }
                    return Explanation(rule: "custom-init-never-ran", conclusive: true, text: Catalog.both {
                        $0.ruleCustomInitNeverRan(statement: "\(setter.target) = …", line: setter.line, owner: owner, initializer: method, instance: instance,
                                                  creator: creator?.name, creatorLine: creator?.line, made: made?.quoted, madeLine: made?.line)
                    })
                }
                let last = context.runs(of: method, owner: nil, instance: instance, upTo: step).last?.event.step
                let timing = StatementTiming.beforeAction(lastStep: last, action: action.name, actionStep: action.step)
                let suggestion = suggestionForScreen(context, instance: instance, after: action.index, step: step)
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStatementTiming(statement: "\(setter.target) = …", owner: owner, method: method, line: setter.line, timing: timing, suggestion: suggestion)
                })
            }
        }
        return writerTiming(context, own: own, readerIndex: readerIndex, readerName: readerName, readerStep: readerStep, step: step)
    }

    /// The user's last action up to `step`: the action method it ran (`Form#1.onDone(_:)`), or,
    /// for a control that only triggers a segue (an unwind's exit), the step itself.
    private func userAction(_ context: FailureContext, upTo step: Int) -> (index: Int, name: String, step: Int)? {
        let evidence = context.evidence
        let action = evidence.lastAction(upTo: step)
        let lastTap = context.check.steps.indices.last { index in
            guard index <= step, index > (action?.event.step ?? -1) else { return false }
            switch context.check.steps[index] {
            case .tap, .back, .swipe, .swipeBack, .swipeDown: return evidence.events.contains { $0.step == index }
            default: return false
            }
        }
        if let lastTap, let first = evidence.indexedEvents.first(where: { $0.event.step == lastTap }) {
            return (first.index, context.check.steps[lastTap].description, lastTap)
        }
        guard let action else { return nil }
        return (action.index, "\(action.event.instance).\(action.event.member)", action.event.step ?? step)
    }

    // MARK: The value's writers

    /// A writer of the value (a property the setter shows, a key it reads, or the property the
    /// check reads, written from another class) that ran outside the window it had to run in:
    /// after the user's input and before the reader.
    private func writerTiming(_ context: FailureContext, own: [CodeFacts.Assignment], readerIndex: Int, readerName: String?, readerStep: Int,
                              step: Int) -> Explanation? {
        let code = context.code
        var writers: [Writer] = []
        let ownLines = Set(own.map { "\($0.owner ?? "")|\($0.line)" })
        for setter in context.settersOfSubject where !ownLines.contains("\(setter.owner ?? "")|\(setter.line)") {
            guard let method = setter.method, let owner = setter.owner else { continue }
            // In a closure handed to an object of the learner's (`Relay { … }`): it runs when that object
            // calls it, not when its method runs; its timing is not read here.
            // In an animation's completion (runs when the animation ends): read below.
            let animation = code.deferrals.first { $0.kind == .animation && $0.file == setter.file && $0.firstLine <= setter.line && setter.line <= $0.lastLine }?.start
            if animation == nil, let closure = setter.closureOf, Self.completions[closure] == nil, closure != "asyncAfter", setter.storedIn == nil { continue }
            // A line that runs where something else is called: in a closure stored in a property
            // (`form.onSave = { … }`, called as `onSave?(text)`, from any class), or in a helper of the
            // learner's the trace does not record (called in its own class). The calls of it that ran
            // stand for it, where they are (in a completion, say).
            // (An override of the learner's own base-class hook is such a helper: its calls are in the base class.)
            let helper = context.isTraced(method, owner: owner) ? nil
                : code.method(method, in: owner).flatMap { $0.isOverride && !code.isLearnersOwnHook(method, owner: owner) ? nil : $0 }
            if let (name, callerClass) = setter.storedIn.map({ ($0, nil as String?) }) ?? helper.map({ ($0.baseName, owner as String?) }) {
                // (A helper of another type of the learner's, `params.apply(to: rvc)`, is called through its value.)
                let labels = helper.map { $0.parameterLabels.map { $0.isEmpty ? "_" : $0 } }
                for call in code.calls where call.name == name && (context.ran(call) ?? 0) > 0
                    && ((call.receiver == nil && (callerClass == nil || call.owner == callerClass
                            || (call.owner.map { code.classChain(of: callerClass!).contains($0) } ?? false)))
                        || (call.receiver != nil && callerClass != nil && call.owner != callerClass && labels == call.labels.map { $0.isEmpty ? "_" : $0 })) {
                    guard let callerMethod = call.method, let callerOwner = call.owner, context.isTraced(callerMethod, owner: callerOwner) else { continue }
                    writers.append(Writer(statement: call.quoted, method: callerMethod, owner: callerOwner, line: call.line, value: setter.value,
                                          closureOf: call.closureOf, copiedKey: nil))
                }
                continue
            }
            // A copy of a store's key (`copy = UserDefaults.standard.string(forKey: "k")`).
            // (A `UserDefaults` key: a dictionary's, `extras["interval"]` of a local filled in the same call, is
            // no store read earlier or later than its write; held-out 273-19.)
            let copied = code.keys.first { $0.store == .userDefaults && !$0.isWrite && $0.line == setter.line && $0.owner == owner && $0.method == method }?.key
            writers.append(Writer(statement: "\(setter.target) = …", method: method, owner: owner, line: setter.line, value: setter.value,
                                  closureOf: setter.closureOf, copiedKey: copied, animation: animation))
        }
        // Copies one level further (`copy = email.text` in `viewDidLoad`, then `rvc.paramEmail = copy`
        // in `prepare`): the relay is in time whenever it runs; the copy it passes on may not be.
        var relays = Set<Int>()
        for (index, writer) in writers.enumerated() {
            for property in code.properties where property.owner == writer.owner && !property.isOutlet && FailureContext.mentions(writer.value, property.name) {
                let copies = code.assignments.filter { $0.member == property.name && $0.owner == writer.owner && $0.method != writer.method && $0.base == nil }
                guard !copies.isEmpty else { continue }
                relays.insert(index)
                for copy in copies {
                    guard let method = copy.method, let owner = copy.owner else { continue }
                    writers.append(Writer(statement: "\(copy.target) = …", method: method, owner: owner, line: copy.line, value: copy.value,
                                          closureOf: copy.closureOf, copiedKey: nil))
                }
            }
        }
        // A shared object's member the reader copies (`paramEmail = DataStore.shared.email`): whoever
        // writes that member of the same object (`DataStore.shared.email = …`, in another method) is a
        // writer too, with its own timing (it must run before the reader).
        for setter in own {
            for match in setter.value.allMatches(#"\b((?:[A-Z]\w*|\w+\.shared|\w+\.standard)(?:\.\w+)*)\.(\w+)\b"#) {
                let base = CodeFacts.normalized(match[1]), member = match[2]
                guard base != "self", !base.hasPrefix("self.") else { continue }
                for write in code.assignments where write.member == member && write.base.map(CodeFacts.normalized) == base
                    && !(write.owner == setter.owner && write.method == setter.method) {
                    guard let method = write.method, let owner = write.owner,
                          !writers.contains(where: { $0.line == write.line && $0.owner == owner }) else { continue }
                    writers.append(Writer(statement: "\(write.target) = …", method: method, owner: owner, line: write.line, value: write.value,
                                          closureOf: write.closureOf, copiedKey: nil))
                }
            }
        }
        let readers = Set(own.map { "\($0.owner ?? "")|\($0.method ?? "")" })
        let readKeys = Set(code.keys.filter { !$0.isWrite && readers.contains("\($0.owner ?? "")|\($0.method ?? "")") }.map(\.key))
        for write in code.keys where write.isWrite && readKeys.contains(write.key) {
            guard let method = write.method, let owner = write.owner else { continue }
            // A dictionary's key written by a subscript (`resultData["note"] = …`) is told as written (held-out 273-24).
            if write.store == .dictionary, let assignment = code.assignments.first(where: { $0.line == write.line && $0.owner == owner && $0.file == write.file }) {
                writers.append(Writer(statement: "\(assignment.target) = …", method: method, owner: owner, line: write.line,
                                      value: assignment.value, closureOf: assignment.closureOf, copiedKey: nil))
                continue
            }
            let call = code.calls.first { $0.line == write.line && $0.owner == owner && $0.arguments.count >= 2 }
            let receiver = call?.receiver.map { $0 + "." } ?? ""
            let name = call?.name ?? "set"
            writers.append(Writer(statement: "\(receiver)\(name)(…, forKey: \"\(write.key)\")", method: method, owner: owner, line: write.line,
                                  value: call?.arguments.first ?? "", closureOf: call?.closureOf, copiedKey: nil))
        }
        guard !writers.isEmpty, writers.allSatisfy({ context.isTraced($0.method, owner: $0.owner) }) else { return nil }
        let inputs = context.inputSteps(upTo: step)
        var found: (writer: Writer, timing: StatementTiming)?
        for (index, writer) in writers.enumerated() {
            if relays.contains(index) { continue }
            // In the completion of a transition: it runs after the screen that appeared read the value.
            // (Only a line that ran there: one the closure never reached, under an unwrap that found nil, did not arrive late.)
            if let call = writer.closureOf, let name = Self.completions[call], let readerName,
               Self.appearing.contains(where: { readerName.hasSuffix("." + $0) }) || readerName.hasSuffix(".viewDidLoad"),
               !code.assignments.contains(where: { $0.line == writer.line && $0.owner == writer.owner && context.ran($0) == 0 }) {
                if found == nil { found = (writer, .inCompletion(call: name, reader: readerName)) }
                continue
            }
            // In an animation's completion: it runs when the animation ends, after the screen read the value.
            if let animation = writer.animation, let readerName,
               Self.appearing.contains(where: { readerName.hasSuffix("." + $0) }) || readerName.hasSuffix(".viewDidLoad") {
                if found == nil { found = (writer, .inDelayedClosure(call: animation, reader: readerName)) }
                continue
            }
            // In a closure the main queue runs after a delay: after the transition's appearance calls.
            if writer.closureOf == "asyncAfter", let readerName, Self.appearing.contains(where: { readerName.hasSuffix("." + $0) }) || readerName.hasSuffix(".viewDidLoad"),
               context.code.calls.contains(where: { $0.owner == writer.owner && $0.method == writer.method && $0.line < writer.line
                   && SkippedOptionalChainRule.transitionCalls[$0.name] != nil && (context.ran($0) ?? 0) > 0 }) {
                if found == nil { found = (writer, .inDelayedClosure(call: "DispatchQueue.main.asyncAfter(deadline:execute:)", reader: readerName)) }
                continue
            }
            // The control read by name, not a key that happens to be spelled like it (`forKey: "email"`).
            let unquoted = writer.value.replacingOccurrences(of: #""[^"\\]*""#, with: "\"\"", options: .regularExpression)
            let control = inputs.last { input in FailureContext.mentions(unquoted, input.outlet) && input.step < readerStep }
            let ran = context.runs(of: writer.method, owner: writer.owner).filter { $0.index < readerIndex || readerIndex == .max }
            let all = context.runs(of: writer.method, owner: writer.owner)
            // A copy of a store is in time only after the store's last write before the reader.
            let storeWrite = writer.copiedKey.flatMap { key in lastStoreWrite(context, key: key, before: readerIndex) }
            let inWindow = ran.contains { run in
                (control.map { (run.event.step ?? 0) >= $0.step } ?? true) && (storeWrite.map { run.index > $0.index } ?? true)
            }
            if inWindow { return nil }
            guard found == nil else { continue }
            // A writer that never ran is the reading of `assignment-never-ran` and `store-write-never-ran`,
            // except for a value a label shows (those rules read the label's own setters only).
            if all.isEmpty {
                if case .label? = context.failure.expectation, writer.copiedKey == nil, !writer.statement.contains("forKey:") {
                    found = (writer, .never)
                }
                continue
            } else if let late = all.first(where: { $0.index > readerIndex }), let readerName, ran.isEmpty {
                found = (writer, .afterRead(step: late.event.step ?? step, reader: readerName, readStep: readerStep))
            } else if let control, let early = ran.last {
                found = (writer, .beforeInput(step: early.event.step ?? 0, control: control.outlet, inputStep: control.step))
            } else if let storeWrite, let key = writer.copiedKey, let early = ran.last {
                found = (writer, .beforeWrite(step: early.event.step ?? 0, source: "UserDefaults[\"\(key)\"]", writeStep: storeWrite.step))
            }
        }
        guard let (writer, timing) = found else { return nil }
        var suggestion: TimingSuggestion?
        switch timing {
        case let .inCompletion(call, _), let .inDelayedClosure(call, _):
            suggestion = .beforeCall(call: call)
        case .beforeWrite:
            // The copy belongs where the screen shows it each time it comes back.
            if let instance = readerName.map({ String($0.prefix { $0 != "." }) }), let action = userAction(context, upTo: step) {
                suggestion = suggestionForScreen(context, instance: instance, after: action.index, step: step)
            }
        default:
            if let action = context.evidence.lastAction(upTo: step), action.event.className == writer.owner,
               FailureContext.traceName(writer.method) != action.event.member {
                suggestion = .action(method: action.event.member)
            }
        }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleStatementTiming(statement: writer.statement, owner: writer.owner, method: writer.method, line: writer.line, timing: timing,
                                   suggestion: suggestion)
        })
    }

    /// A statement that gives the value, as the rule reads it.
    struct Writer {
        var statement: String
        var method: String
        var owner: String
        var line: Int
        var value: String
        /// The call whose closure holds it (`dismiss`).
        var closureOf: String?
        /// The store key it copies, when its value is a store's read.
        var copiedKey: String?
        /// The animation whose completion holds it (`UIView.animate(…)`), as written.
        var animation: String? = nil
    }

    /// Calls whose closure UIKit runs once the transition has finished.
    static let completions = ["dismiss": "dismiss(animated:completion:)", "present": "present(_:animated:completion:)"]

    /// The last run, before `index`, of a method of the learner's that writes `key`.
    private func lastStoreWrite(_ context: FailureContext, key: String, before index: Int) -> (index: Int, step: Int)? {
        let writes = context.code.keys.filter { $0.store == .userDefaults && $0.isWrite && $0.key == key }
        let runs = writes.flatMap { write in write.method.map { context.runs(of: $0, owner: write.owner) } ?? [] }.filter { $0.index < index }
        return runs.max { $0.index < $1.index }.map { ($0.index, $0.event.step ?? 0) }
    }

    // MARK: The screen the check reads

    /// The setters the check's subject makes itself: `outlet.text = …` of the label, or
    /// `self.name = …` of the property, in the subject's own class.
    private func ownSetters(_ context: FailureContext) -> [CodeFacts.Assignment] {
        // A line in a helper of the learner's (`render()`) runs when its class's traced methods call
        // it (`viewWillAppear(_:)`): it stands there for each such caller.
        ownSettersWritten(context).flatMap { setter -> [CodeFacts.Assignment] in
            guard let method = setter.method, let owner = setter.owner, !context.isTraced(method, owner: owner),
                  let helper = context.code.method(method, in: owner), !helper.isOverride else { return [setter] }
            let callers = context.code.calls.filter { $0.name == helper.baseName && $0.owner == owner && ($0.receiver == nil || $0.receiver == "self")
                && $0.closureOf == nil && $0.method.map { context.isTraced($0, owner: owner) } == true }
            guard !callers.isEmpty else { return [setter] }
            return callers.map { call in
                var copy = setter
                copy.method = call.method
                return copy
            }
        }
    }

    private func ownSettersWritten(_ context: FailureContext) -> [CodeFacts.Assignment] {
        let code = context.code
        switch context.failure.expectation {
        case let .label(outlet, _)?:
            // A line in a closure handed to something (`DataRelay { … }`) runs when that calls it, not with its method.
            return code.assignments.filter { $0.target == "\(outlet).text" && $0.owner != nil && ($0.closureOf == nil || Self.completions[$0.closureOf!] != nil) }
        case let .property(of, name, _)?:
            let className = String(of.split(separator: "#")[0])
            return code.assignments.filter { $0.member == name && $0.owner == className && ($0.base == nil || $0.base == "self") }
        default:
            return []
        }
    }

    private func subjectClass(_ context: FailureContext, own: [CodeFacts.Assignment]) -> String? {
        switch context.failure.expectation {
        case let .property(of, _, _)?: return String(of.split(separator: "#")[0])
        default: return own.first?.owner
        }
    }

    /// The instance of `className` the check reads: the one named by the expectation, else the
    /// last one the run shows busy after the action (it came on screen, an unwind reached it).
    private func subjectInstance(_ context: FailureContext, className: String, after index: Int, step: Int) -> String? {
        if case let .property(of, _, _)? = context.failure.expectation, Evidence.isTag(of) { return of }
        let busy = context.evidence.indexedEvents.filter { item in
            item.index > index && item.event.className == className && (item.event.step ?? 0) <= step && item.event.member != "deinit"
        }
        return busy.last?.event.instance
    }

    /// Where the statement belongs for this screen: the unwind action that reached it, else
    /// `viewWillAppear` when it came back on screen, else `viewDidLoad` when it was made after.
    private func suggestionForScreen(_ context: FailureContext, instance: String, after index: Int, step: Int) -> TimingSuggestion? {
        let evidence = context.evidence
        if let unwind = evidence.transitions.first(where: { $0.move == .unwind && $0.receiver == instance && $0.index > index }) {
            return .unwind(method: evidence.events[unwind.index].member)
        }
        let later = evidence.indexedEvents.filter { $0.index > index && $0.event.instance == instance && ($0.event.step ?? 0) <= step }
        if later.contains(where: { $0.event.member == "viewWillAppear(_:)" }) {
            return evidence.instances[instance]?.loadedAt.map { $0 > index } == true ? .loads(method: "viewDidLoad()") : .appears(method: "viewWillAppear(_:)")
        }
        return nil
    }


}
