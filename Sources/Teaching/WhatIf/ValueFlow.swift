import Foundation
import SwiftParser
import SwiftSyntax
import Texts
import WorkbookProtocol

/// How the value a failed check read got where it is, read from what the search's build recorded
/// as the run went (docs/checks.md "Round 12": each assignment that ran with what it left, the
/// object holding the place and when; `UserDefaults` saves and reads; calls through `?.` made on nil;
/// the first runs of each test). The place the check read is followed back to where its value came
/// from, and where it went another way is told: too late, to another instance, lost with an old
/// one, copied before the input, through a nil object, under another key or store, overwritten,
/// erased, a call on nil, a flag read before it was set or after it was set back.
///
/// Every claim is a recorded write: nothing here guesses from the code alone.
public enum ValueFlow {
    /// The place a failed check read.
    public enum Target: Sendable, Equatable {
        /// A label's text (an outlet of the screen `screen`).
        case label(outlet: String, screen: String)
        /// A stored property of the instance `instance`.
        case property(name: String, instance: String)
    }

    /// One recorded write with its site.
    public struct Write: Sendable {
        public var probe: WhatIfProbe
        public var record: WhatIfWrite
        /// Its place among everything the build recorded, in the order it ran (writes and tests).
        public var order: Int
        public init(probe: WhatIfProbe, record: WhatIfWrite, order: Int = 0) {
            self.probe = probe
            self.record = record
            self.order = order
        }
    }

    /// What the check entered: the text typed or the state set, and its step.
    public struct Input: Sendable {
        public var value: String
        public var control: String
        public var step: Int
        public init(value: String, control: String, step: Int) {
            self.value = value
            self.control = control
            self.step = step
        }
    }

    /// `events`: the run's trace (when the instance read was made, to tell a twin made beside it
    /// from a new instance made after the value was given to the old one).
    /// `failedCasts`: names bound to an `as?` cast that gave nil every time it ran, with what the
    /// run recorded of that cast (why an object written through was nil).
    public static func read(target: Target, expected: String, writes: [Write], facts: CodeFacts, paths: [String],
                            inputs: [Input] = [], events: [TraceEvent] = [], failedCasts: [String: LocalizedText] = [:]) -> Explanation? {
        let screen: String
        switch target {
        case let .label(_, tag): screen = tag
        case let .property(_, tag): screen = tag
        }
        // The writes of the place the check read, on the instance it read.
        let shownIndices = writes.indices.filter { index in
            let write = writes[index]
            guard let place = write.probe.write, write.record.owner == screen else { return false }
            switch target {
            case let .label(outlet, _):
                return write.record.ownerIsScreen && place.member == "text" && ownerName(place.owner) == outlet
            case let .property(name, _):
                return !write.record.ownerIsScreen && place.member == name
            }
        }
        let screenClass = className(of: screen)
        if let last = shownIndices.last {
            let shown = writes[last]
            guard !same(shown.record.value, expected) else { return nil }
            let shownPlace = describe(shown, facts: facts, paths: paths)
            // The place held the expected value once, and a later line set it again.
            // (In the same user action: a counter passing through the value at an earlier appearance is not it.)
            if let right = shownIndices.dropLast().last(where: { same(writes[$0].record.value, expected) && writes[$0].record.step == shown.record.step }) {
                // The later line shows a property no line ever gives a value, and the earlier one put the
                // value into the place itself: the value went around that property (held-out 286-02).
                if let file = paths.firstIndex(of: shown.probe.path), let bypassed = facts.valueBypassingProperty(line: shown.probe.line, file: file),
                   bypassed.direct.line == writes[right].probe.line, paths.firstIndex(of: writes[right].probe.path) == bypassed.direct.file {
                    let name = (shown.probe.path as NSString).lastPathComponent
                    return Explanation(rule: "value-flow-bypassed", conclusive: true, text: Catalog.both {
                        $0.whatIfValueBypassedProperty(file: name, line: shown.probe.line, statement: bypassed.statement, property: bypassed.property,
                                                       direct: bypassed.direct.statement, directFile: (writes[right].probe.path as NSString).lastPathComponent,
                                                       directLine: bypassed.direct.line, value: bypassed.direct.value, fix: bypassed.fix, triedWithout: false)
                    })
                }
                var flow = ValueFlowText(screen: screen, shown: shownPlace, source: describe(writes[right], facts: facts, paths: paths))
                // The later line is a property's observer: the assignment that ran it is the line to
                // name (it is recorded once done, right after its `didSet`).
                if let method = shownPlace.method, method.hasSuffix(".didSet") || method.hasSuffix(".willSet") {
                    let member = String(method.prefix { $0 != "." })
                    if let trigger = writes[(last + 1)...].first(where: { $0.probe.write?.member == member && $0.record.owner == screen && !$0.record.isRead }) {
                        flow.shown = describe(trigger, facts: facts, paths: paths)
                    }
                }
                // The later line read a store key nothing saved in this run: the save is what is missing.
                if let read = writes[right..<last].last(where: { $0.record.isRead && $0.record.key != nil && !same($0.record.value, expected) }),
                   let key = read.record.key, !writes.contains(where: { !$0.record.isRead && $0.record.key == key }) {
                    flow.unsavedKey = key
                }
                // One line, run once per turn of a loop: a later turn wrote over what the first one set.
                let first = writes[right].probe, later = shown.probe
                if first.line == later.line, first.path == later.path, let file = paths.firstIndex(of: first.path),
                   let loop = facts.loops.filter({ $0.file == file && $0.bodyLine <= first.line && first.line <= $0.endLine }).max(by: { $0.line < $1.line }) {
                    flow.loopHeader = loop.header
                    flow.loopLine = loop.line
                }
                // The same expression written twice, reading a counter both methods increase: counted twice.
                if flow.loopHeader == nil, let firstValue = value(of: writes[right], facts: facts, paths: paths), let laterValue = value(of: shown, facts: facts, paths: paths),
                   firstValue.trimmingCharacters(in: .whitespaces) == laterValue.trimmingCharacters(in: .whitespaces),
                   let firstMethod = flow.source.method, let laterMethod = shownPlace.method, firstMethod != laterMethod {
                    for name in names(in: firstValue).sorted() {
                        let increases = facts.assignments.filter { $0.member == name && ($0.op == "+=" || $0.op == "-=") && FailureContext.isSelfBase($0.base) }
                        guard let a = increases.first(where: { $0.method == firstMethod }), let b = increases.first(where: { $0.method == laterMethod }) else { continue }
                        flow.countedTwice = ValueFlowText.CountedTwice(counter: name, first: a.statement, firstLine: a.line, firstMethod: firstMethod,
                                                                       second: b.statement, secondLine: b.line, secondMethod: laterMethod)
                        break
                    }
                }
                return explanation("value-flow-overwritten", flow) { $0.valueFlowOverwritten($1) }
            }
            let sources = names(in: value(of: shown, facts: facts, paths: paths) ?? "")
            // A source of the shown value given a new value on the same instance after it was shown.
            for later in writes.indices where later > last {
                let write = writes[later]
                guard let place = write.probe.write, !write.record.ownerIsScreen, write.record.owner == screen, sources.contains(place.member),
                      write.probe.id != shown.probe.id else { continue }
                // Shown by the source's own observer: the assignment ran it (an assignment is
                // recorded once it is done, after its `didSet`), so the value shown is that one, not an older one.
                if let method = shownPlace.method, method == "\(place.member).didSet" || method == "\(place.member).willSet" { continue }
                let before = writes[..<last].last { $0.probe.write?.member == place.member && $0.record.owner == screen }
                if let before, before.record.value == write.record.value { continue }
                var flow = ValueFlowText(screen: screen, shown: shownPlace, source: describe(write, facts: facts, paths: paths))
                if write.record.step != shown.record.step {
                    // Given at a later user action, when the screen was already shown: did it appear again after?
                    let appeared = events.indices.contains { $0 >= write.record.event && events[$0].instance == screen && events[$0].member.hasPrefix("viewWillAppear") }
                    flow.appearedAgain = appeared
                } else {
                    flow.loadedBy = viewLoadedByCode(screen: screen, given: write, events: events, facts: facts, paths: paths)
                }
                flow.deferredBy = deferredCall(leadingTo: write, facts: facts, paths: paths)
                (flow.givenDuring, flow.shownDuring) = callbacks(given: write, shown: shown, events: events)
                return explanation("value-flow-late", flow) { $0.valueFlowLate($1) }
            }
            // A source of the shown value (`draft.email` in `result.paramEmail = draft.email`) given the
            // expected value only after that, outside the screen read, with no write of it in between:
            // it was put together after it was handed on (in `viewWillDisappear`, after `prepare`).
            if shown.record.step != nil,
               let later = writes.indices.first(where: { index in
                   guard index > last, let place = writes[index].probe.write, !writes[index].record.isRead, sources.contains(place.member),
                         writes[index].record.owner != screen, same(writes[index].record.value, expected),
                         writes[index].record.step == shown.record.step else { return false }
                   return !writes[..<index].contains { $0.probe.write?.member == place.member && same($0.record.value, expected) }
               }) {
                var flow = ValueFlowText(screen: screen, shown: shownPlace, source: describe(writes[later], facts: facts, paths: paths))
                flow.deferredBy = deferredCall(leadingTo: writes[later], facts: facts, paths: paths)
                (flow.givenDuring, flow.shownDuring) = callbacks(given: writes[later], shown: shown, events: events)
                return explanation("value-flow-late", flow) { $0.valueFlowLate($1) }
            }
            if let reset = resetBeforeRead(shown: shown, at: last, screen: screen, expected: expected, writes: writes, facts: facts, paths: paths) {
                return reset
            }
            if let erased = erased(shown: shown, at: last, screen: screen, expected: expected, writes: writes, facts: facts, paths: paths) {
                return erased
            }
            if let saved = savedBeforeChange(shown: shown, at: last, screen: screen, expected: expected, writes: writes, facts: facts, paths: paths) {
                return saved
            }
            // The source given the expected value on another instance of the same class.
            if let twin = otherInstance(expected: expected, screen: screen, screenClass: screenClass, members: sources, writes: writes),
               let told = other(twin, screen: screen, shown: shownPlace, facts: facts, paths: paths, events: events, writes: writes) {
                return told
            }
            // Read through an object (`viewModel.email`) that is not the one the value went to.
            if let holder = otherHolder(shown: shown, at: last, screen: screen, expected: expected, writes: writes, facts: facts, paths: paths) {
                return holder
            }
            // Read from another control than the one the user entered the value in.
            if let control = otherControl(shown: shown, screen: screen, shownPlace: shownPlace, expected: expected, facts: facts, paths: paths, inputs: inputs) {
                return control
            }
            // The source's value copied from something taken before the input.
            if let snapshot = snapshot(of: shown, at: last, sources: sources, screen: screen, expected: expected, writes: writes, facts: facts, paths: paths, inputs: inputs) {
                return snapshot
            }
            if let store = storeReading(before: last, shown: shownPlace, expected: expected, screen: screen, writes: writes, facts: facts, paths: paths, events: events) {
                return store
            }
            if let lost = notReadAfterRelaunch(shown: shown, shownPlace: shownPlace, expected: expected, screen: screen, writes: writes, facts: facts, paths: paths) {
                return lost
            }
            // A count that is off by a little: its start and each time it was counted.
            if let counter = counterReading(shown: shown, shownPlace: shownPlace, at: last, screen: screen, expected: expected, sources: sources,
                                            writes: writes, facts: facts, paths: paths) {
                return counter
            }
            if let call = nilCall(screen: screen, writes: writes, facts: facts, paths: paths, failedCasts: failedCasts) { return call }
            // The source assigned only through a nil object, and never on the screen read.
            if let nilOwner = nilOwner(members: sources, screen: screen, shown: shownPlace, writes: writes, facts: facts, paths: paths, failedCasts: failedCasts) {
                return nilOwner
            }
            return nil
        }
        // Nothing set the place on the instance read: the value went to another instance.
        if let store = storeReading(before: writes.count, shown: nil, expected: expected, screen: screen, writes: writes, facts: facts, paths: paths) {
            return store
        }
        if let call = nilCall(screen: screen, writes: writes, facts: facts, paths: paths, failedCasts: failedCasts) { return call }
        if case let .label(outlet, _) = target,
           let late = neverShownGivenLate(outlet: outlet, screen: screen, expected: expected, writes: writes, facts: facts, paths: paths, events: events) {
            return late
        }
        let members: Set<String>
        switch target {
        case .label: return nil
        case let .property(name, _): members = [name]
        }
        if let twin = otherInstance(expected: expected, screen: screen, screenClass: screenClass, members: members, writes: writes),
           let told = other(twin, screen: screen, shown: nil, facts: facts, paths: paths, events: events, writes: writes) {
            return told
        }
        return nilOwner(members: members, screen: screen, shown: nil, writes: writes, facts: facts, paths: paths, failedCasts: failedCasts)
    }

    /// The label was never set on the screen read: its setter, in a callback of the screen's
    /// (`viewWillAppear(_:)`, `viewDidLoad()`), reads a property that was given the expected value
    /// on that very screen only after the callback's last run (`Task { main.paramEmail = text }`
    /// after the pop), and the callback did not run again. Every part recorded: the write, on the
    /// screen, with its trace position; the callback's runs in the trace.
    static func neverShownGivenLate(outlet: String, screen: String, expected: String, writes: [Write], facts: CodeFacts, paths: [String],
                                    events: [TraceEvent]) -> Explanation? {
        let screenClass = className(of: screen)
        for setter in facts.labelSetters(outlet) where setter.owner == screenClass {
            guard let method = setter.method, method.hasPrefix("view") else { continue }
            // What the setter reads: its own names, and what the locals it reads were bound to.
            var sources = names(in: setter.value)
            for binding in facts.bindings(readBy: setter) { sources.formUnion(names(in: binding.value)) }
            guard let given = writes.first(where: { write in
                      guard let place = write.probe.write, !write.record.isRead, !write.record.isTest, !write.record.ownerIsScreen else { return false }
                      return write.record.owner == screen && sources.contains(place.member) && same(write.record.value, expected)
                  }), given.record.event <= events.count else { continue }
            let runs = events.indices.filter { events[$0].instance == screen && events[$0].member == method }
            guard runs.contains(where: { $0 < given.record.event }), !runs.contains(where: { $0 >= given.record.event }) else { continue }
            var flow = ValueFlowText(screen: screen, shown: nil, source: describe(given, facts: facts, paths: paths))
            flow.setterPlace = ValueFlowText.Place(place: "\(outlet).text", file: (paths.indices.contains(setter.file) ? paths[setter.file] as NSString : "" as NSString).lastPathComponent,
                                                   line: setter.line, statement: setter.statement, method: method, closureOf: nil, value: "", step: nil)
            flow.deferredBy = deferredCall(leadingTo: given, facts: facts, paths: paths)
            return explanation("value-flow-never-shown", flow) { $0.valueFlowNeverShown($1) }
        }
        return nil
    }

    /// The shown value was read through an object the screen holds (`viewModel.email`,
    /// `session.email`), and the expected value went to `email` of another instance of that
    /// object's class (the search numbers the learner's objects): the screen's holder was given
    /// that object and then another, or only another (a default argument's new one), or it is a
    /// computed property making a new one each read, or nothing gave it one (its declaration's own).
    static func otherHolder(shown: Write, at last: Int, screen: String, expected: String, writes: [Write], facts: CodeFacts, paths: [String]) -> Explanation? {
        guard let shownExpression = value(of: shown, facts: facts, paths: paths) else { return nil }
        let screenClass = className(of: screen)
        // The shown write, and one hop back: the last write on the screen of each name it reads (`resultEmail.text = paramEmail`).
        var candidates: [(write: Write, index: Int)] = [(shown, last)]
        for name in names(in: shownExpression).sorted() {
            if let index = writes[..<last].indices.last(where: { writes[$0].probe.write?.member == name && writes[$0].record.owner == screen && !writes[$0].record.ownerIsScreen }) {
                candidates.append((writes[index], index))
            }
        }
        for (candidate, index) in candidates {
            guard let expression = value(of: candidate, facts: facts, paths: paths) else { continue }
            let place = describe(candidate, facts: facts, paths: paths)
            let method = place.method.flatMap { facts.method($0, in: screenClass) }
            // A parameter left out by the call that ran: its default.
            func defaultArgument(_ parameter: String, given: String) -> HolderText? {
                guard let method, let position = method.parameterNames.firstIndex(of: parameter), method.parameterDefaults.indices.contains(position),
                      let value = method.parameterDefaults[position], method.parameterLabels.indices.contains(position) else { return nil }
                let label = method.parameterLabels[position]
                guard let call = facts.calls.first(where: { call in
                    call.name == method.baseName && !call.labels.contains(label == "_" ? "" : label) && call.arguments.count < method.parameterNames.count
                }) else { return nil }
                return HolderText(kind: .defaultArgument(method: FailureContext.traceName(method.name), value: value, call: call.writtenInSource, line: call.line),
                                  holder: parameter, given: given)
            }
            let bare = expression.trimmingCharacters(in: .whitespaces)
            if bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !same(candidate.record.value, expected),
               let text = defaultArgument(bare, given: "") {
                let flow = ValueFlowText(screen: screen, shown: describe(shown, facts: facts, paths: paths), source: place)
                return Explanation(rule: "value-flow-other-holder", conclusive: true, text: Catalog.both { $0.valueFlowOtherHolder(flow, text) })
            }
            for match in expression.allMatches(#"(?<![\w.])(?:self\.)?([\p{L}_]\w*)\??\.([\p{L}_]\w*)\b"#) {
                let holderName = match[1], member = match[2]
                guard holderName != "self" else { continue }
                // The expected value written to `member` of a numbered object of the learner's.
                guard let given = writes[..<index].last(where: { write in
                          write.probe.write?.member == member && !write.record.ownerIsScreen && same(write.record.value, expected)
                              && (write.record.owner.map { $0.contains("#") && !$0.hasPrefix(screenClass + "#") } ?? false)
                      }), let givenOwner = given.record.owner else { continue }
                let kind = className(of: givenOwner)
                var text: HolderText
                if let declared = facts.properties.first(where: { $0.name == holderName && $0.owner == screenClass }) {
                    // The objects the screen's holder was given, before the read.
                    let holderWrites = writes[..<index].filter { $0.probe.write?.member == holderName && $0.record.owner == screen && !$0.record.ownerIsScreen }
                    let objects = holderWrites.map { unwrapped($0.record.value) }
                    if let lastHolder = holderWrites.last, let held = objects.last, className(of: held) == kind, held != givenOwner {
                        text = HolderText(kind: objects.contains(givenOwner) ? .replaced : .other, holder: holderName, given: givenOwner, held: held,
                                          replaced: describe(lastHolder, facts: facts, paths: paths))
                    } else if holderWrites.isEmpty, declared.isComputed, let getter = declared.getterBody ?? declared.getter,
                              getter.range(of: #"\b"# + NSRegularExpression.escapedPattern(for: kind) + #"\s*\(|\.init\s*\("#, options: .regularExpression) != nil {
                        text = HolderText(kind: .computed(line: declared.line), holder: holderName, given: givenOwner)
                    } else if holderWrites.isEmpty, !declared.isComputed, let initial = declared.initial,
                              initial.range(of: #"^\s*(\w+\.)*"# + NSRegularExpression.escapedPattern(for: kind) + #"\s*\(|^\s*\.init\s*\("#, options: .regularExpression) != nil {
                        text = HolderText(kind: .ownDefault(line: declared.line), holder: holderName, given: givenOwner)
                    } else { continue }
                } else if let found = defaultArgument(holderName, given: givenOwner) {
                    text = found
                } else { continue }
                let flow = ValueFlowText(screen: screen, shown: describe(shown, facts: facts, paths: paths), source: describe(given, facts: facts, paths: paths))
                return Explanation(rule: "value-flow-other-holder", conclusive: true, text: Catalog.both { $0.valueFlowOtherHolder(flow, text) })
            }
        }
        return nil
    }

    /// Every write of one of `members` ran with a nil object before the place (`result?.value = v`),
    /// and none set it on `screen`.
    /// The object is a name bound to an `as?` cast that gave nil every time (`failedCasts`): the
    /// cast is why, told after (not "give the value where the object exists": it exists, as another class).
    static func nilOwner(members: Set<String>, screen: String, shown: ValueFlowText.Place?, writes: [Write], facts: CodeFacts, paths: [String],
                         failedCasts: [String: LocalizedText] = [:]) -> Explanation? {
        let ofMembers = writes.filter { $0.probe.write.map { members.contains($0.member) } ?? false && !$0.record.ownerIsScreen }
        guard !ofMembers.contains(where: { $0.record.owner == screen }),
              let empty = ofMembers.last(where: { $0.record.ownerIsNil }), ofMembers.allSatisfy({ $0.record.ownerIsNil || $0.record.owner == nil }) else { return nil }
        var flow = ValueFlowText(screen: screen, shown: shown, source: describe(empty, facts: facts, paths: paths), other: empty.probe.write?.owner)
        if let object = flow.other, let cast = failedCasts[CodeFacts.rootName(CodeFacts.normalized(object))] {
            flow.nilByCast = true
            let told = Catalog.both { $0.valueFlowNilOwner(flow) }
            return Explanation(rule: "value-flow-nil-owner", conclusive: true, text: LocalizedText(ko: told.ko + " " + cast.ko, en: told.en + " " + cast.en))
        }
        return explanation("value-flow-nil-owner", flow) { $0.valueFlowNilOwner($1) }
    }

    /// The value the check wants saved under a key in a process before the one shown (before a
    /// relaunch), and no read of that key in any process: the shown value came from memory.
    static func notReadAfterRelaunch(shown: Write, shownPlace: ValueFlowText.Place, expected: String, screen: String, writes: [Write],
                                     facts: CodeFacts, paths: [String]) -> Explanation? {
        let process = shown.record.process
        guard process > 0,
              let save = writes.last(where: { !$0.record.isRead && $0.record.key != nil && $0.record.process < process && same($0.record.value, expected) }),
              let key = save.record.key,
              // Never read back at all: a read that ran before the relaunch but not after has its own
              // reading (what kept it from running: a flag back at its declared value).
              !writes.contains(where: { $0.record.isRead && $0.record.key == key }) else { return nil }
        var flow = ValueFlowText(screen: screen, shown: shownPlace, source: describe(save, facts: facts, paths: paths))
        flow.relaunchKey = key
        if case let .store(receiver, _, _) = save.probe.kind { flow.relaunchStore = receiver }
        return explanation("value-flow-not-read-after-relaunch", flow) { $0.valueFlowNotReadAfterRelaunch($1) }
    }

    /// The last read of a `UserDefaults` key before the value was shown that did not find the value
    /// the check expected, against the save of that value: another key, another store, a save after
    /// the read, or a save over it in between.
    static func storeReading(before limit: Int, shown: ValueFlowText.Place?, expected: String, screen: String, writes: [Write],
                             facts: CodeFacts, paths: [String], events: [TraceEvent] = []) -> Explanation? {
        guard let readIndex = writes[..<limit].indices.last(where: { writes[$0].record.isRead && writes[$0].record.key != nil }),
              !same(writes[readIndex].record.value, expected), let readKey = writes[readIndex].record.key else { return nil }
        let read = writes[readIndex]
        let saves = writes.indices.filter { !writes[$0].record.isRead && writes[$0].record.key != nil && same(writes[$0].record.value, expected) }
        // The saved key read back after its save and found the value: the store gave it, and a later
        // read of another key is another datum (`sent.when` beside `sent.text`); the fault is after the read.
        // (Only after the key's last write before the read: a save over it, a removal, undoes what an earlier read found.)
        if let lastSave = saves.last(where: { $0 < readIndex }), let savedKey = writes[lastSave].record.key,
           let lastWrite = writes[..<readIndex].indices.last(where: { !writes[$0].record.isRead && writes[$0].record.key == savedKey }),
           writes[(lastWrite + 1)..<limit].contains(where: { $0.record.isRead && $0.record.key == savedKey && same($0.record.value, expected) }) {
            return nil
        }
        func store(_ write: Write) -> String {
            if case let .store(receiver, _, _) = write.probe.kind { return receiver }
            return "UserDefaults"
        }
        func text(_ kind: StoreFlowText.Kind, _ save: Write, overwrite: Write? = nil) -> Explanation {
            var flow = StoreFlowText(kind: kind, screen: screen, shown: shown, save: describe(save, facts: facts, paths: paths), saveKey: save.record.key ?? "",
                                     saveStore: store(save), read: describe(read, facts: facts, paths: paths), readKey: readKey, readStore: store(read),
                                     overwrite: overwrite.map { describe($0, facts: facts, paths: paths) })
            flow.saveIsStandard = save.record.owner == "standard"
            flow.readIsStandard = read.record.owner == "standard"
            if let overwrite {
                flow.overwriteAfterRelaunch = overwrite.record.process > save.record.process
                // `set(paramEmail, forKey: …)`: the value written, when it is a name.
                let place = describe(overwrite, facts: facts, paths: paths)
                if let match = place.statement.firstMatch(#"\bset\(\s*([A-Za-z_][\w.]*)\s*,\s*forKey:"#) { flow.overwriteExpression = match[1] }
            }
            return Explanation(rule: "value-flow-store", conclusive: true, text: Catalog.both { $0.valueFlowStore(flow) })
        }
        if let saveIndex = saves.last(where: { $0 < readIndex }) {
            let save = writes[saveIndex]
            // The key the read asked for was saved too, in the same store, and the read still found
            // nil: it asked for another kind of value than was saved there (a `Date` read as a string).
            if save.record.key != readKey, plain(read.record.value) == "nil",
               let other = writes[..<readIndex].last(where: { !$0.record.isRead && $0.record.key == readKey && $0.record.owner == read.record.owner }),
               plain(other.record.value) != "nil" {
                return text(.readAsOtherKind, other)
            }
            // The key read is another datum, not a misspelling: the code reads the saved key elsewhere too,
            // and no line of it ever saves under the key read (a flag nothing sets).
            if save.record.key != readKey,
               facts.keys.contains(where: { $0.store == .userDefaults && !$0.isWrite && $0.key == save.record.key }),
               !facts.keys.contains(where: { $0.store == .userDefaults && $0.isWrite && $0.key == readKey }),
               !writes.contains(where: { !$0.record.isRead && $0.record.key == readKey }) {
                return text(.keyNeverSaved, save)
            }
            if save.record.key != readKey { return text(.otherKey, save) }
            if save.record.owner != read.record.owner { return text(.otherStore, save) }
            let over = writes[(saveIndex + 1)..<readIndex].last {
                !$0.record.isRead && $0.record.key == readKey && $0.record.owner == read.record.owner && !same($0.record.value, expected)
            }
            return over.map { text(.savedOver, save, overwrite: $0) }
        }
        // The value entered saved as a key, with the key the read asks for as its value: swapped.
        if let swapped = writes[..<readIndex].last(where: { write in
            !write.record.isRead && write.record.key.map { same("\"\($0)\"", expected) || $0 == expected } == true && plain(write.record.value) == readKey
        }) {
            return text(.keyAndValueSwapped, swapped)
        }
        // A read in the method that showed the value, at an earlier appearance than the showing: the
        // read did not run again then (skipped, or its result kept), so its being early is not the cause.
        let readMethod = describe(read, facts: facts, paths: paths).method
        let sameMethodEarlier = shown.map { $0.method == readMethod && $0.step != read.record.step } ?? false
        // A read that gives a `lazy` property its value ran once and was kept: that is the cause (the
        // lazy reading says so), not where the read sits.
        let readLine = describe(read, facts: facts, paths: paths).line
        let readsForLazy = facts.properties.contains { property in
            property.isLazy && (property.initialLine == readLine
                || readMethod.map { method in FailureContext.mentions(property.initial ?? "", String(method.prefix { $0 != "(" })) } == true)
        }
        // The save came before the value was shown, and the read did not run again in between: the
        // value shown is one the code kept from the first read (a cache behind a flag), not a read
        // made too early (held-out 288-12).
        if !readsForLazy, let saveIndex = saves.first(where: { $0 > readIndex }), saveIndex < limit, writes[saveIndex].record.key == readKey,
           writes[saveIndex].record.owner == read.record.owner, shown != nil, !sameMethodEarlier {
            let place = describe(read, facts: facts, paths: paths)
            // What was shown is made through that read: the line showing it names the read's method,
            // getter or the name the read is kept in (`Settings.Value`, `savedEmail()`, `cached`).
            let readAssignment = facts.assignments.first { $0.line == place.line && paths.indices.contains($0.file) && (paths[$0.file] as NSString).lastPathComponent == place.file }
            let through = [place.method.map { String($0.prefix { $0 != "." && $0 != "(" }) }, readAssignment?.member].compactMap { $0 }.filter { !$0.isEmpty }
            if let shownStatement = shown?.statement, through.contains(where: { FailureContext.mentions(shownStatement, $0) }) {
            let guarding = facts.assignments.first { $0.line == place.line && paths.indices.contains($0.file) && (paths[$0.file] as NSString).lastPathComponent == place.file }?
                .conditions.first { $0.holds && $0.exitLine == nil }
            return Explanation(rule: "value-flow-read-not-repeated", conclusive: true, text: Catalog.both {
                $0.valueFlowReadNotRepeated(screen: screen, read: place, save: describe(writes[saveIndex], facts: facts, paths: paths), shown: shown, key: readKey,
                                            condition: guarding.map { ReadOnceRule.oneLine($0.text) }, conditionLine: guarding?.line)
            })
            }
        }
        if !sameMethodEarlier, !readsForLazy, let saveIndex = saves.first(where: { $0 > readIndex }), writes[saveIndex].record.key == readKey,
           writes[saveIndex].record.owner == read.record.owner {
            // The reading method of the screen ran again after the save without reaching the read (a
            // test around it went the other way): not read too early, skipped.
            let place = describe(read, facts: facts, paths: paths)
            let savedAt = writes[saveIndex].record.event
            if let method = place.method, savedAt < events.count,
               let owner = facts.methods.first(where: { $0.name == method && paths.indices.contains($0.file) && (paths[$0.file] as NSString).lastPathComponent == place.file })?.owner,
               events[savedAt...].contains(where: { $0.className == owner && $0.member == FailureContext.traceName(method) }) {
                return nil
            }
            var told = text(.readBeforeSaved, writes[saveIndex])
            // The save was put off (a `Task`, the main queue): that is why it came after the read.
            if let deferred = deferredCall(leadingTo: writes[saveIndex], facts: facts, paths: paths) {
                var flow = StoreFlowText(kind: .readBeforeSaved, screen: screen, shown: shown, save: describe(writes[saveIndex], facts: facts, paths: paths),
                                         saveKey: writes[saveIndex].record.key ?? "", saveStore: store(writes[saveIndex]), read: describe(read, facts: facts, paths: paths),
                                         readKey: readKey, readStore: store(read))
                flow.saveDeferredBy = deferred
                told = Explanation(rule: "value-flow-store", conclusive: true, text: Catalog.both { $0.valueFlowStore(flow) })
            }
            return told
        }
        return nil
    }

    /// The last call through `?.` that ran with a nil object and calls a method the class of the
    /// screen read declares (`delegate?.sendData(x)` while `delegate` was nil: `sendData` never ran),
    /// with the object's last setting before the call and its first after (from the writes of that
    /// name on the object holding it).
    /// `anyClass`: the method may be any class of the learner's (a check that an object went, after
    /// the user's action at step `since`): the screen named is then the class declaring it.
    public static func nilCall(screen: String, writes: [Write], facts: CodeFacts, paths: [String], anyClass: Bool = false, since: Int = 0,
                               relevant: ((String) -> Bool)? = nil, failedCasts: [String: LocalizedText] = [:]) -> Explanation? {
        let screenClass = className(of: screen)
        // The learner's methods, and their stored closures (`var onFinish: (() -> Void)?`).
        let closures = Set(facts.properties.filter(\.holdsClosure).map(\.name))
        let methods = Set(facts.methods.filter { anyClass ? $0.owner != nil : $0.owner == screenClass }.map(\.baseName)).union(closures)
            .filter { relevant?($0) ?? true }
        guard let index = writes.indices.last(where: { index in
            guard case let .optionalCall(_, method, _) = writes[index].probe.kind, (writes[index].record.step ?? -1) >= since else { return false }
            return plain(writes[index].record.value) == "nil" && methods.contains(method)
        }), case let .optionalCall(receiver, method, _) = writes[index].probe.kind else { return nil }
        let screen = anyClass ? (facts.methods.first { $0.baseName == method && $0.owner != nil }?.owner ?? screen) : screen
        let call = writes[index]
        let name = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
        var lastSet: Write?
        var setAfter: Write?
        // A cast as the receiver (`(presentingViewController as? ViewController)?.show(x)`): no line sets
        // it; the cast gave nil, and what it was given is why.
        if name.hasPrefix("("), name.contains(" as?") || name.contains(")as?") || name.contains(" as? ") {
            var text = NilCallText(call: describe(call, facts: facts, paths: paths), receiver: receiver, method: method, screen: screen, holder: call.record.owner,
                                   lastSet: nil, setAfter: nil)
            text.historyKnown = false
            let told = Catalog.both { $0.valueFlowNilCall(text) }
            guard let cast = failedCasts[name.filter { !$0.isWhitespace }] else {
                return Explanation(rule: "value-flow-nil-call", conclusive: true, text: told)
            }
            return Explanation(rule: "value-flow-nil-call", conclusive: true, text: LocalizedText(ko: told.ko + " " + cast.ko, en: told.en + " " + cast.en))
        }
        if !name.contains("."), let holder = call.record.owner {
            let sets = writes.indices.filter { writes[$0].probe.write?.member == name && writes[$0].record.owner == holder && !writes[$0].record.ownerIsScreen }
            lastSet = sets.last { $0 < index }.map { writes[$0] }
            setAfter = sets.first { $0 > index }.map { writes[$0] }
        }
        // Set only through a nil object (`sub?.delegate = self` with `sub` nil).
        var skippedOwner: String?
        if lastSet == nil, !name.contains("."),
           let skipped = writes[..<index].last(where: { $0.probe.write?.member == name && $0.record.ownerIsNil }) {
            lastSet = skipped
            skippedOwner = skipped.probe.write?.owner
        }
        // A chain's receiver (`sceneDelegate?.coordinator`) has no history of its own here: none is told.
        var text = NilCallText(call: describe(call, facts: facts, paths: paths), receiver: receiver, method: method, screen: screen, holder: call.record.owner,
                               lastSet: lastSet.map { describe($0, facts: facts, paths: paths) }, setAfter: setAfter.map { describe($0, facts: facts, paths: paths) },
                               skippedOwner: skippedOwner)
        text.historyKnown = !name.contains(".")
        // A computed property (`var receiver: X? { navigationController?.viewControllers.last as? X }`): no line
        // sets it; its getter worked out nil.
        if !name.contains("."), let holder = call.record.owner,
           let computed = facts.properties.first(where: { $0.name == name && $0.isComputed && ($0.owner == className(of: holder) || $0.owner == nil) }),
           let getter = (computed.getter ?? computed.getterBody)?.trimmingCharacters(in: .whitespacesAndNewlines) {
            text.historyKnown = false
            text.computedGetter = getter.hasPrefix("return ") ? String(getter.dropFirst(7)) : getter
            text.computedLine = computed.line
        }
        // A weak property set to an object, nil at the call: nothing else kept that object.
        if skippedOwner == nil, let last = lastSet, plain(last.record.value) != "nil", let holder = call.record.owner,
           let weak = facts.properties.first(where: { $0.name == name && $0.owner == className(of: holder) }), weak.isWeak {
            text.weakLine = weak.line
        }
        // The chain starts at a local made right there with an initializer (`SceneDelegate()`): a new
        // object, not the one the app uses, and nothing gave it what the chain reads.
        let root = String(name.prefix { $0 != "." && $0 != "?" && $0 != "!" })
        if name.contains("."), let made = facts.bindings.last(where: { binding in
            binding.name == root && binding.line <= call.probe.line
                && binding.value.trimmingCharacters(in: .whitespaces).range(of: #"^[A-Z]\w*\(.*\)$"#, options: .regularExpression) != nil
        }) {
            text.freshObject = made.value.trimmingCharacters(in: .whitespaces)
            text.freshLine = made.line
        }
        if closures.contains(method), !facts.methods.contains(where: { $0.baseName == method }) {
            text.isClosure = true
            text.neverAssigned = !facts.assignments.contains { $0.member == method }
            text.screen = screen
        }
        // Last set to nil by a cast that gave nil every time it ran: what the cast was given is why.
        if skippedOwner == nil, let last = lastSet, plain(last.record.value) == "nil", let cast = failedCasts[name] {
            let told = Catalog.both { $0.valueFlowNilCall(text) }
            return Explanation(rule: "value-flow-nil-call", conclusive: true, text: LocalizedText(ko: told.ko + " " + cast.ko, en: told.en + " " + cast.en))
        }
        return Explanation(rule: "value-flow-nil-call", conclusive: true, text: Catalog.both { $0.valueFlowNilCall(text) })
    }

    /// A call through `?` since the user's action (`since`) that did nothing, of a method or a
    /// stored closure that gives what the check read: `subject` (a label's outlet, a property's
    /// name) set in the method's body or in a closure assigned to that name; nil for a check of
    /// which screen shows, where it changes the screens.
    public static func skippedGiver(subject: String?, writes: [Write], facts: CodeFacts, paths: [String], since: Int) -> Explanation? {
        let names = transitions
        func gives(_ text: String) -> Bool {
            if let subject, FailureContext.mentionsOwn(text, subject) { return true }
            return ConditionDecidedRule.makesTransition(text)
        }
        let relevant: (String) -> Bool = { name in
            // A closure assigned to that name whose body gives it, or one never assigned at all.
            if facts.assignments.contains(where: { $0.member == name && $0.value.contains("{") && gives($0.value) }) { return true }
            if facts.properties.contains(where: { $0.name == name && $0.holdsClosure }), !facts.assignments.contains(where: { $0.member == name }) { return true }
            // A method of that name that sets it or changes the screens.
            let bodies = Set(facts.methods.filter { $0.baseName == name }.map { "\($0.owner ?? "")|\($0.name)" })
            return facts.assignments.contains { bodies.contains("\($0.owner ?? "")|\($0.method ?? "")") && gives($0.target) }
                || facts.calls.contains { names.contains($0.name) && bodies.contains("\($0.owner ?? "")|\($0.method ?? "")") }
        }
        return nilCall(screen: "", writes: writes, facts: facts, paths: paths, anyClass: true, since: since, relevant: relevant)
    }

    static var transitions: Set<String> { ConditionDecidedRule.transitionNames }

    /// A check of which screen shows, failed: the last transition called through `?.` that ran with
    /// a nil object (`router.navigationController?.pushViewController(…)` with no navigation
    /// controller), `expected` the class that should have come on screen.
    /// `since`: the step of the user's action the check looked after (calls of earlier steps are not this failure's).
    /// `inNavigation`: the screens in a navigation controller at the end of the run.
    public static func transitionSkipped(expected: String, since: Int, writes: [Write], facts: CodeFacts, paths: [String],
                                         inNavigation: Set<String> = [], state: AppState? = nil) -> Explanation? {
        guard let call = writes.last(where: { write in
            guard case let .optionalCall(_, method, _) = write.probe.kind, (write.record.step ?? -1) >= since else { return false }
            return plain(write.record.value) == "nil" && transitions.contains(method)
        }), case let .optionalCall(receiver, method, _) = call.probe.kind else { return nil }
        var text = NilCallText(call: describe(call, facts: facts, paths: paths), receiver: receiver, method: method, screen: expected, holder: call.record.owner,
                               lastSet: nil, setAfter: nil)
        text.holderInNavigation = call.record.owner.map { inNavigation.contains($0) }
        if let state, let holder = call.record.owner {
            let plain = receiver.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            let link = plain.hasPrefix("self.") ? String(plain.dropFirst(5)) : plain
            let isRoot = state.windowRoot == holder
            let stack = state.navigationStacks.first { $0.stack.contains(holder) }?.navigationController
            let presented = state.presented.contains { $0.controller == holder }
            if link == "parent", isRoot {
                text.place = .rootHasNoParent
            } else if link == "parent.navigationController", let stack {
                text.place = .parentIsNavigation(stack)
            } else if link == "navigationController" || link == "parent", !isRoot, stack == nil, !presented, text.holderInNavigation != true {
                text.place = .inNoContainer
            } else if link.hasSuffix("rootViewController.navigationController"), let root = state.windowRoot,
                      state.navigationStacks.contains(where: { $0.navigationController == root }) {
                // The window's root is itself the navigation controller, which is in no other one.
                text.place = .rootIsNavigation(root)
            }
        }
        return Explanation(rule: "value-flow-nil-transition", conclusive: true, text: Catalog.both { $0.valueFlowNilTransition(text) })
    }

    /// A test the search's build recorded as it ran (a `switch`'s subject, a condition's outcome).
    public struct Test: Sendable {
        /// The subject as written (`state`, `!isEditingInSub`), its file and line.
        public var subject: String
        public var path: String
        public var line: Int
        public var record: WhatIfWrite
        /// Its place among everything the build recorded, in the order it ran.
        public var order: Int
        /// A condition (`if`, `guard`: its value is its outcome), not a `switch`'s subject.
        public var isCondition: Bool
        /// An `if let`/`guard let` read as `value != nil` (its outcome whether the value was nil).
        public var isBinding = false
        public init(subject: String, path: String, line: Int, record: WhatIfWrite, order: Int = 0, isCondition: Bool = false) {
            self.order = order
            self.isCondition = isCondition
            self.subject = subject
            self.path = path
            self.line = line
            self.record = record
        }
    }

    /// The last test after the user's action (step `since`) on a flag or a state of the class named
    /// bare (`state`, `!isEditingInSub`), set against the writes of that name: given its value only
    /// after the test ran in the same action (`value-flow-test-late`), or given another value and
    /// set back before the test read it (`value-flow-test-reset`).
    /// `relaunched`: the failed step ran in a process after a relaunch.
    public static func testHistory(tests: [Test], writes: [Write], since: Int, facts: CodeFacts, paths: [String], relaunched: Bool = false) -> Explanation? {
        testHistoryReading(tests: tests, writes: writes, since: since, facts: facts, paths: paths, relaunched: relaunched)?.explanation
    }

    /// `testHistory`'s reading with the name the test read (`paramUpdate`).
    public static func testHistoryReading(tests: [Test], writes: [Write], since: Int, facts: CodeFacts, paths: [String], relaunched: Bool = false)
        -> (explanation: Explanation, subject: String)? {
        for test in tests.reversed() where (test.record.step ?? -1) >= since && !test.isBinding {
            var subject = test.subject.trimmingCharacters(in: .whitespaces)
            let negated = subject.hasPrefix("!")
            if negated { subject.removeFirst() }
            if subject.hasPrefix("self.") { subject.removeFirst(5) }
            // A comparison of a property with a value (`mode == .summary`, `.full != rvc.mode`): the
            // property's name, and the side it was (recorded with the test; without recorded sides,
            // `.summary` being no value by itself, a property no line had written before the test
            // held its declared value).
            var compared: String?
            var comparison = false
            if test.isCondition, let match = subject.firstMatch(#"^(?:(?:self|\w+)\.)?(\w+)\s*(?:==|!=)(?!=)\s*(.+)$"#), match[1].first?.isLowercase == true,
               !match[2].hasPrefix("\""), Double(match[2]) == nil {
                subject = match[1]
                compared = test.record.sides.flatMap { $0.count == 2 ? $0[0] : nil }
                comparison = true
            } else if test.isCondition, let match = subject.firstMatch(#"^(\.[^=!]+?)\s*(?:==|!=)(?!=)\s*(?:(?:self|\w+)\.)?(\w+)$"#), match[2].first?.isLowercase == true {
                subject = match[2]
                compared = test.record.sides.flatMap { $0.count == 2 ? $0[1] : nil }
                comparison = true
            }
            if comparison, compared == nil {
                let before = writes.contains { $0.probe.write?.member == subject && !$0.record.ownerIsScreen && $0.order < test.order }
                let owner = enclosingMethod(at: test.line, path: test.path, facts: facts, paths: paths)?.owner
                guard !before, let initial = facts.properties.first(where: { $0.name == subject && $0.owner == owner && !$0.isComputed })?.initial else { continue }
                compared = initial.trimmingCharacters(in: .whitespaces)
            }
            guard !subject.isEmpty, subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            // A flag or state of the class the test is in (a name of another class's, met here as a
            // loop's or a closure's own name, has another history).
            let testOwner = enclosingMethod(at: test.line, path: test.path, facts: facts, paths: paths)?.owner
            guard !(facts.properties.contains(where: { $0.name == subject })
                        && !facts.properties.contains(where: { $0.name == subject && ($0.owner == testOwner || testOwner == nil) })),
                  !facts.shadows.contains(where: { $0.name == subject && $0.line <= test.line && test.line <= $0.scopeEnd
                      && paths.indices.contains($0.file) && paths[$0.file] == test.path }) else { continue }
            // The value the test saw: a switch's subject as recorded; a flag's as its outcome says. A
            // condition only when it came out false (the code it guards, an `if`'s body or what follows
            // a `guard`, did not run): one that let its code run is not what kept the value away.
            var seen = plain(test.record.value)
            if test.isCondition && seen == "true" { continue }
            if negated, seen == "true" || seen == "false" { seen = seen == "true" ? "false" : "true" }
            if let compared { seen = plain(compared) }
            let named = writes.indices.filter { writes[$0].probe.write?.member == subject && !writes[$0].record.ownerIsScreen }
            let at = writes.firstIndex { $0.order > test.order } ?? writes.count
            // Nothing in this process gave it a value before the test: it held the value it is
            // declared with, and the lines that give it another never ran before (a new instance,
            // a relaunch, starts from the declaration).
            // A property the code writes through a key path or a key-value coding key: the build
            // does not record those writes, so "nothing gave it a value" is not known.
            // Nor one written as an element of a tuple assigned at once.
            if facts.writtenByKey(subject) || facts.writtenByTuple(subject) { continue }
            if !named.contains(where: { $0 < at }), let declared = declaredValue(of: subject, seen: seen, test: test, facts: facts, paths: paths) {
                let place = ValueFlowText.Place(place: subject, file: (test.path as NSString).lastPathComponent, line: test.line, statement: test.subject,
                                                method: method(at: test.line, path: test.path, facts: facts, paths: paths),
                                                value: compared.map(enumShown) ?? (test.isCondition ? seen : shown(test.record.value)), step: test.record.step)
                var flow = ValueFlowText(screen: "", shown: place, source: declared.setter ?? declared.declaration, origin: declared.declaration)
                flow.appearedAgain = relaunched
                flow.neverGiven = declared.setter == nil
                // Whether the line that gives it another value ran at all in this process.
                if let setter = declared.setter {
                    flow.setterRan = writes.contains { (($0.probe.path as NSString).lastPathComponent) == setter.file && $0.probe.line == setter.line }
                }
                return (explanation("value-flow-test-initial", flow) { $0.valueFlowTestInitial($1) }, subject)
            }
            guard !named.isEmpty else { continue }
            let place = ValueFlowText.Place(place: subject, file: (test.path as NSString).lastPathComponent, line: test.line, statement: test.subject,
                                            method: method(at: test.line, path: test.path, facts: facts, paths: paths),
                                            value: compared.map(enumShown) ?? (test.isCondition ? seen : shown(test.record.value)), step: test.record.step)
            if let later = named.first(where: { $0 >= at && writes[$0].record.step == test.record.step && plain(writes[$0].record.value) != seen }) {
                let flow = ValueFlowText(screen: "", shown: place, source: describe(writes[later], facts: facts, paths: paths))
                return (explanation("value-flow-test-late", flow) { $0.valueFlowTestLate($1) }, subject)
            }
            let before = named.filter { $0 < at }
            // "Set back" only when it held that value before the other one came (an earlier write, or
            // its declaration), and the last line gives it that value, not a choice worked out there
            // (`state = isMovingFromParent ? .covered : .popped` chooses; it does not set back).
            func heldBefore(_ other: Int) -> Bool {
                if before.contains(where: { $0 < other && plain(writes[$0].record.value) == seen }) { return true }
                let owner = enclosingMethod(at: test.line, path: test.path, facts: facts, paths: paths)?.owner
                guard let initial = facts.properties.first(where: { $0.name == subject && $0.owner == owner })?.initial else { return false }
                return enumShown(plain(initial)) == enumShown(seen) || plain(initial) == seen
            }
            func chooses(_ index: Int) -> Bool {
                guard let assignment = facts.assignments.first(where: { $0.line == writes[index].probe.line && $0.member == subject }) else { return false }
                return assignment.value.contains(" ? ") || assignment.value.hasPrefix("switch ") || assignment.value.hasPrefix("if ")
            }
            if let last = before.last, plain(writes[last].record.value) == seen,
               let other = before.dropLast().last(where: { plain(writes[$0].record.value) != seen }), heldBefore(other), !chooses(last) {
                let flow = ValueFlowText(screen: "", shown: place, source: describe(writes[other], facts: facts, paths: paths),
                                         origin: describe(writes[last], facts: facts, paths: paths))
                return (explanation("value-flow-test-reset", flow) { $0.valueFlowTestReset($1) }, subject)
            }
            // A flag a condition read that was last set by an earlier action and never again: the
            // code it guards ran only until then.
            if test.isCondition, let last = before.last, plain(writes[last].record.value) == seen, (writes[last].record.step ?? since) < since {
                let flow = ValueFlowText(screen: "", shown: place, source: describe(writes[last], facts: facts, paths: paths))
                return (explanation("value-flow-test-stale", flow) { $0.valueFlowTestStale($1) }, subject)
            }
        }
        return testBeforeWrite(tests: tests, writes: writes, since: since, facts: facts, paths: paths)
    }

    /// A `switch` on a property of the screen's (`switch state`), that last ran before the user's
    /// action, with the value the property held then; the property was given another value since
    /// (at or after the action), and nothing ran that `switch` again: what it set up (a label, a
    /// screen) still shows the old state.
    static func testBeforeWrite(tests: [Test], writes: [Write], since: Int, facts: CodeFacts, paths: [String]) -> (explanation: Explanation, subject: String)? {
        func bare(_ subject: String) -> String? {
            var subject = subject.trimmingCharacters(in: .whitespaces)
            if subject.hasPrefix("self.") { subject.removeFirst(5) }
            return !subject.isEmpty && subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? subject : nil
        }
        for test in tests.reversed() where !test.isCondition && !test.isBinding && (test.record.step ?? since) < since {
            guard let subject = bare(test.subject), !facts.writtenByKey(subject),
                  let owner = enclosingMethod(at: test.line, path: test.path, facts: facts, paths: paths)?.owner,
                  facts.properties.contains(where: { $0.name == subject && $0.owner == owner && !$0.isComputed && !$0.isStatic }) else { continue }
            // Only the last run of this switch: a later one saw whatever came after.
            guard !tests.contains(where: { $0.order > test.order && $0.path == test.path && $0.line == test.line }) else { continue }
            let seen = plain(test.record.value)
            guard let later = writes.firstIndex(where: { write in
                write.order > test.order && write.probe.write?.member == subject && !write.record.ownerIsScreen
                    && (write.record.step ?? -1) >= since && plain(write.record.value) != seen
                    && (test.record.owner == nil || write.record.owner == nil || write.record.owner == test.record.owner)
            }) else { continue }
            let place = ValueFlowText.Place(place: subject, file: (test.path as NSString).lastPathComponent, line: test.line, statement: "switch " + test.subject,
                                            method: method(at: test.line, path: test.path, facts: facts, paths: paths),
                                            value: shown(test.record.value), step: test.record.step)
            let flow = ValueFlowText(screen: "", shown: place, source: describe(writes[later], facts: facts, paths: paths))
            return (explanation("value-flow-test-before-write", flow) { $0.valueFlowTestBeforeWrite($1) }, subject)
        }
        return nil
    }

    /// The learner's read of `screen`'s `view` (or `loadViewIfNeeded()`) that loaded it before
    /// `given` ran: its view loaded before any transition showed it, in the method `given` ran in.
    static func viewLoadedByCode(screen: String, given: Write, events: [TraceEvent], facts: CodeFacts, paths: [String]) -> ValueFlowText.Place? {
        guard let load = events.firstIndex(where: { $0.instance == screen && $0.member == "loadView" }) else { return nil }
        let transitions: Set<String> = ["present(_:animated:completion:)", "pushViewController(_:animated:)", "show(_:sender:)", "showDetailViewController(_:sender:)",
                                        "setViewControllers(_:animated:)", "prepare(for:sender:)"]
        let shownFirst = events[..<load].contains { event in
            transitions.contains(event.member) && (Evidence.leadingTag(event.detail ?? "") == screen || (event.detail ?? "").contains("destination=\(screen)"))
        }
        guard !shownFirst, let assignment = assignment(of: given, facts: facts, paths: paths), let method = assignment.method else { return nil }
        let file = (paths.indices.contains(assignment.file) ? (paths[assignment.file] as NSString).lastPathComponent : "?")
        if let read = facts.reads.filter({ $0.member == "view" && $0.method == method && $0.owner == assignment.owner && $0.line < assignment.line && $0.base != "self" }).first {
            return ValueFlowText.Place(place: "\(read.base).view", file: file, line: read.line, statement: "\(read.base).view", method: method, value: "")
        }
        if let call = facts.calls.first(where: { $0.name == "loadViewIfNeeded" && $0.method == method && $0.owner == assignment.owner && $0.line < assignment.line }) {
            return ValueFlowText.Place(place: "\(call.receiver ?? "").loadViewIfNeeded()", file: file, line: call.line, statement: call.quoted, method: method, value: "")
        }
        return nil
    }

    /// The shown value holds a number one to three away from the one expected (the rest alike),
    /// made from a property of the screen that only `+=`/`-=` changed: told with its declared
    /// start and each time it was counted (step and method), and the start that would give the
    /// value expected.
    static func counterReading(shown: Write, shownPlace: ValueFlowText.Place, at shownIndex: Int, screen: String, expected: String, sources: Set<String>,
                               writes: [Write], facts: CodeFacts, paths: [String]) -> Explanation? {
        let number = #"-?\d+"#
        let shownText = plain(shown.record.value), expectedText = plain(expected)
        guard let seen = shownText.firstMatch(number).flatMap({ Int($0[0]) }), let wanted = expectedText.firstMatch(number).flatMap({ Int($0[0]) }),
              seen != wanted, abs(seen - wanted) <= 3,
              shownText.replacingOccurrences(of: number, with: "#", options: .regularExpression) == expectedText.replacingOccurrences(of: number, with: "#", options: .regularExpression)
        else { return nil }
        for name in sources {
            let counted = writes[..<shownIndex].filter { $0.record.owner == screen && !$0.record.ownerIsScreen && $0.probe.write?.member == name }
            guard !counted.isEmpty, counted.allSatisfy({ $0.probe.text.contains("+=") || $0.probe.text.contains("-=") }),
                  let last = counted.last, Int(plain(last.record.value)) == seen,
                  let property = facts.properties.first(where: { $0.name == name && $0.owner == className(of: screen) }),
                  let start = property.initial.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                  // A count that starts where counts start (0) and ends short is missing a count (a
                  // method that did not run again), not started wrong; the start told must be one a count can have.
                  start != 0, start + (wanted - seen) >= 0 else { continue }
            let file = paths.indices.contains(property.file) ? (paths[property.file] as NSString).lastPathComponent : "?"
            let declared = ValueFlowText.Place(place: name, file: file, line: property.line, statement: "var \(name) = \(start)", method: nil, value: "\(start)")
            var flow = ValueFlowText(screen: screen, shown: shownPlace, source: describe(last, facts: facts, paths: paths), origin: declared)
            flow.counts = counted.map { $0.record.step ?? 0 }
            flow.input = "\(start + (wanted - seen))"
            return explanation("value-flow-counter", flow) { $0.valueFlowCounter($1) }
        }
        return nil
    }

    /// The notifications the run posted, each set against the observers registered when it was
    /// posted (recorded by the search's build, with their centers, names, objects and observers):
    /// a post no observer got because the name, the center or the `object:` filter differs, or
    /// because every observer of it was removed or added only later; one handled twice by one
    /// observer registered twice; one whose block runs on a queue of its own; a `userInfo` read
    /// under a key the post did not use, or a value posted as the `object` and read from `userInfo`.
    public static func notificationReading(writes: [Write], upToStep: Int, facts: CodeFacts, paths: [String]) -> Explanation? {
        let records = writes.filter(\.record.isNotification)
        guard records.contains(where: \.record.isPost) else { return nil }
        func place(_ write: Write) -> ValueFlowText.Place {
            let file = (write.probe.path as NSString).lastPathComponent
            return ValueFlowText.Place(place: write.record.notification ?? "nil", file: file, line: write.probe.line, statement: write.probe.text,
                                       method: method(at: write.probe.line, path: write.probe.path, facts: facts, paths: paths), value: write.record.notification ?? "nil",
                                       step: write.record.step)
        }
        func near(_ first: String, _ second: String) -> Bool {
            first != second && (first.lowercased() == second.lowercased() || CompileErrorLesson.editDistance(first.lowercased(), second.lowercased()) <= 2)
        }
        // The keys the code reads from a notification's `userInfo` (`note.userInfo?["email"]`).
        let keysRead = Set(facts.keys.filter { !$0.isWrite && ($0.receiver ?? "").contains("userInfo") }.map(\.key))
        for (index, post) in records.enumerated() where post.record.isPost && (post.record.step ?? 0) <= upToStep {
            let before = records[..<index]
            let added = before.filter { !$0.record.isPost && !$0.record.isRemoval }
            let removals = before.filter(\.record.isRemoval)
            func removed(_ registration: Write) -> Write? {
                removals.first { removal in
                    removal.order > registration.order && removal.record.observer != nil && removal.record.observer == registration.record.observer
                        && (removal.record.notification == nil || removal.record.notification == registration.record.notification)
                }
            }
            let active = added.filter { removed($0) == nil }
            let name = post.record.notification
            let matching = active.filter { registration in
                (registration.record.notification == nil || registration.record.notification == name) && registration.record.center == post.record.center
                    && (registration.record.owner == nil || registration.record.owner == post.record.owner)
            }
            var flow = NotificationFlowText(kind: .observedLater, post: place(post), center: post.record.center ?? "default", object: post.record.owner)
            if matching.isEmpty {
                if let other = active.first(where: { $0.record.notification == name && $0.record.center != post.record.center }) {
                    flow.kind = .otherCenter(observed: other.record.center ?? "default")
                    flow.observer = place(other)
                } else if let other = active.first(where: { $0.record.notification == name && $0.record.center == post.record.center }) {
                    flow.kind = .objectFilter(filter: other.record.owner ?? "nil")
                    flow.observer = place(other)
                } else if let other = active.first(where: { registration in
                    registration.record.center == post.record.center && registration.record.notification.map { near($0, name ?? "") } == true }) {
                    flow.kind = .otherName(observed: other.record.notification ?? "")
                    flow.observer = place(other)
                } else if let gone = added.first(where: { $0.record.notification == name && removed($0) != nil }), let removal = removed(gone) {
                    flow.kind = .removedBefore(removal: place(removal))
                    flow.observer = place(gone)
                } else if let later = records[index...].first(where: { !$0.record.isPost && !$0.record.isRemoval && $0.record.notification == name }) {
                    flow.kind = .observedLater
                    flow.observer = place(later)
                } else {
                    continue
                }
                return Explanation(rule: "value-flow-notification", conclusive: true, text: Catalog.both { $0.valueFlowNotification(flow) })
            }
            // One observer registered more than once for this post: its handler runs once per registration.
            let byObserver = Dictionary(grouping: matching.filter { $0.record.observer != nil }, by: { $0.record.observer ?? "" })
            if let (_, twice) = byObserver.first(where: { $0.value.count > 1 }) {
                flow.kind = .observedTwice(count: twice.count, lines: twice.map(\.probe.line))
                flow.observer = place(twice[0])
                return Explanation(rule: "value-flow-notification", conclusive: true, text: Catalog.both { $0.valueFlowNotification(flow) })
            }
            if let background = matching.first(where: { $0.record.queue == "other" }) {
                flow.kind = .backgroundQueue
                flow.observer = place(background)
                return Explanation(rule: "value-flow-notification", conclusive: true, text: Catalog.both { $0.valueFlowNotification(flow) })
            }
            // The keys of its userInfo against the keys the code reads.
            let posted = post.record.userInfoKeys ?? []
            if posted.isEmpty, post.record.owner != nil, let read = keysRead.sorted().first {
                flow.kind = .valueInObject(read: read)
                flow.observer = place(matching[0])
                return Explanation(rule: "value-flow-notification", conclusive: true, text: Catalog.both { $0.valueFlowNotification(flow) })
            }
            if let read = keysRead.sorted().first(where: { key in !posted.contains(key) && posted.contains { near($0, key) } }) {
                flow.kind = .userInfoKey(read: read, posted: posted)
                flow.observer = place(matching[0])
                return Explanation(rule: "value-flow-notification", conclusive: true, text: Catalog.both { $0.valueFlowNotification(flow) })
            }
        }
        return nil
    }

    /// The method around `line` of the file at `path`.
    /// The learner's method holding `line` of the file at `path` (its name as declared).
    public static func methodName(at line: Int, path: String, facts: CodeFacts, paths: [String]) -> String? {
        method(at: line, path: path, facts: facts, paths: paths)
    }

    static func method(at line: Int, path: String, facts: CodeFacts, paths: [String]) -> String? {
        enclosingMethod(at: line, path: path, facts: facts, paths: paths)?.name
    }

    /// The callbacks of the learner's classes UIKit was running when `given` and `shown` ran (the last event of
    /// a learner's class before each), when they differ: `ThirdViewController#1.viewWillDisappear(_:)`.
    static func callbacks(given: Write, shown: Write, events: [TraceEvent]) -> (String?, String?) {
        func during(_ write: Write) -> String? {
            guard write.record.event > 0 else { return nil }
            let before = events.prefix(min(write.record.event, events.count))
            return before.last { !$0.className.hasPrefix("UI") && $0.member.contains("(") && $0.member != "deinit" }.map { "\($0.instance).\($0.member)" }
        }
        let a = during(given), b = during(shown)
        return a == b ? (nil, nil) : (a, b)
    }

    /// The work put off on the main queue, after a delay or in a `Task` that led to `write`'s line: a
    /// deferral holding the line, else a call inside one of the line's method, or of a name bound to a
    /// call of it (`let configure = apply(values)`, then `DispatchQueue.main.async { configure(rvc) }`).
    static func deferredCall(leadingTo write: Write, facts: CodeFacts, paths: [String]) -> ValueFlowText.DeferredCall? {
        let late: Set<CodeFacts.Deferral.Kind> = [.mainQueue, .afterDelay, .task]
        guard let file = paths.firstIndex(of: write.probe.path) else { return nil }
        // After an `await` (`await present(rvc, animated: true)`, then the values): it runs once that call is done.
        if let awaited = facts.deferrals(file: file, line: write.probe.line).first, awaited.kind == .afterAwait {
            return .init(start: awaited.start, startLine: awaited.startLine, call: nil, callLine: nil, afterAwait: true)
        }
        if let holding = facts.deferrals(file: file, line: write.probe.line).first(where: { late.contains($0.kind) }) {
            return .init(start: holding.start, startLine: holding.startLine, call: nil, callLine: nil)
        }
        guard let method = enclosingMethod(at: write.probe.line, path: write.probe.path, facts: facts, paths: paths) else { return nil }
        let calledAs = #"^(?:[\w.?!]+\.)?"# + NSRegularExpression.escapedPattern(for: method.baseName) + #"\("#
        var names: Set<String> = [method.baseName]
        for binding in facts.bindings where binding.value.range(of: calledAs, options: .regularExpression) != nil { names.insert(binding.name) }
        for local in facts.locals where local.value?.range(of: calledAs, options: .regularExpression) != nil { names.insert(local.name) }
        for call in facts.calls where names.contains(call.name) && !(call.file == file && call.line == write.probe.line) {
            guard let deferral = facts.deferrals(file: call.file, line: call.line).first(where: { late.contains($0.kind) }) else { continue }
            return .init(start: deferral.start, startLine: deferral.startLine, call: call.written, callLine: call.line)
        }
        return nil
    }

    public static func enclosingMethod(at line: Int, path: String, facts: CodeFacts, paths: [String]) -> CodeFacts.Method? {
        facts.methods.filter { $0.file == (paths.firstIndex(of: path) ?? 0) && $0.line <= line }.max { $0.line < $1.line }
    }

    /// The declaration of the stored property `name` a test saw at its declared value (a literal or
    /// an enum case, `seen`), with a line of the code that gives it another value.
    /// An enum value as the code writes it (`.preview` for `App.ResultViewController.Role.preview`).
    static func enumShown(_ value: String) -> String {
        let text = plain(value)
        guard text.contains("."), !text.hasPrefix("\""), Double(text) == nil, let last = text.split(separator: ".").last,
              text.split(separator: ".").dropLast().allSatisfy({ $0.first?.isUppercase == true }) else { return text }
        return "." + last
    }

    static func declaredValue(of name: String, seen: String, test: Test, facts: CodeFacts, paths: [String])
        -> (declaration: ValueFlowText.Place, setter: ValueFlowText.Place?)? {
        // The class around the test: the property of that name it declares.
        let owner = enclosingMethod(at: test.line, path: test.path, facts: facts, paths: paths)?.owner
        guard let property = facts.properties.first(where: { $0.name == name && $0.owner == owner && !$0.isComputed }),
              let initial = property.initial?.trimmingCharacters(in: .whitespaces) else { return nil }
        let bare = { (text: String) in text.hasPrefix(".") ? String(text.dropFirst()) : text.components(separatedBy: ".").last ?? text }
        guard bare(initial) == bare(seen) || plain(initial) == seen else { return nil }
        let declaration = ValueFlowText.Place(place: name, file: (paths.indices.contains(property.file) ? (paths[property.file] as NSString).lastPathComponent : "?"),
                                              line: property.line, statement: "var \(name) = \(initial)", method: nil, value: initial)
        // No line of the code gives it another value (on any object of its class): none to name.
        guard let setter = facts.assignments.first(where: { $0.member == name && bare($0.value) != bare(initial) && $0.method != nil
            && ($0.owner == owner || $0.base != nil) }) else {
            return facts.assignments.contains(where: { $0.member == name && $0.method != nil }) ? nil : (declaration, nil)
        }
        let given = ValueFlowText.Place(place: setter.target, file: (paths.indices.contains(setter.file) ? (paths[setter.file] as NSString).lastPathComponent : "?"),
                                        line: setter.line, statement: setter.statement, method: setter.method, closureOf: setter.closureOf, value: setter.value)
        return (declaration, given)
    }

    /// The value on another instance: one made beside the screen read (a twin), or the one before
    /// it, given the value before the screen read was made (the value went with that instance).
    static func other(_ twin: Write, screen: String, shown: ValueFlowText.Place?, facts: CodeFacts, paths: [String], events: [TraceEvent],
                      writes: [Write] = []) -> Explanation? {
        let flow = ValueFlowText(screen: screen, shown: shown, source: describe(twin, facts: facts, paths: paths), other: twin.record.owner)
        // Lost with it: the other instance was on screen (it appeared) before the one read was made;
        // one never shown is a twin made beside it.
        let shownBefore = events.contains { $0.instance == twin.record.owner && $0.member.hasPrefix("viewDidAppear") }
        if shownBefore, let made = events.firstIndex(where: { $0.instance == screen }), twin.record.event <= made {
            // The new instance fetched that value itself (from a store that no longer held it), or the
            // old one fetched it in its own appearance: not a value kept only in the old instance.
            if writes.contains(where: { $0.record.owner == screen && !$0.record.ownerIsScreen && $0.probe.write?.member == twin.probe.write?.member }) {
                return nil
            }
            if let method = describe(twin, facts: facts, paths: paths).method,
               ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewDidLoad()", "loadView()"].contains(method) {
                return nil
            }
            return explanation("value-flow-lost-with-instance", flow) { $0.valueFlowLostWithInstance($1) }
        }
        return explanation("value-flow-other-instance", flow) { $0.valueFlowOtherInstance($1) }
    }

    /// A property of the screen the shown value was read from (`paramInterval` in
    /// `resultInterval.text = "\(Int(paramInterval))분"`) given the value the check expected and
    /// then another before the read: the value handed over was taken away before it was shown. The
    /// recorded values decide it: the expected text shows the first value and not the second, the
    /// text shown holds the second. When the later write ran in a property observer (`didSet` of
    /// `paramEmail` resetting its neighbours), the assignment that ran the observer is named too.
    /// A save into a store (`UserDefaults.standard.set(state.email, forKey: …)`) that ran before the place it
    /// saves was given the expected value, in the same action, with no save after: the store kept the
    /// value the place held then, and the screen read that.
    static func savedBeforeChange(shown: Write, at shownIndex: Int, screen: String, expected: String, writes: [Write], facts: CodeFacts, paths: [String]) -> Explanation? {
        for saveIndex in writes[..<shownIndex].indices.reversed() {
            let save = writes[saveIndex]
            guard case let .store(_, key, false) = save.probe.kind, !appears(save.record.value, in: expected),
                  let file = paths.firstIndex(of: save.probe.path),
                  let call = facts.calls.first(where: { $0.file == file && $0.line == save.probe.line && $0.name == "set" }),
                  let saved = call.arguments.first?.trimmingCharacters(in: .whitespaces),
                  let member = saved.firstMatch(#"(?:^|\.)(\w+)[?!]?$"#)?[1] else { continue }
            guard let changeIndex = writes[(saveIndex + 1)..<shownIndex].indices.first(where: { index in
                      writes[index].probe.write?.member == member && !writes[index].record.isRead && same(writes[index].record.value, expected)
                          && writes[index].record.step == save.record.step
                  }),
                  !writes[(changeIndex + 1)..<shownIndex].contains(where: { later in
                      if case let .store(_, laterKey, false) = later.probe.kind { return laterKey == key }
                      return false
                  }) else { continue }
            var flow = ValueFlowText(screen: screen, shown: describe(shown, facts: facts, paths: paths), source: describe(writes[changeIndex], facts: facts, paths: paths),
                                     origin: describe(save, facts: facts, paths: paths))
            flow.unsavedKey = key
            return explanation("value-flow-saved-before-change", flow) { $0.valueFlowSavedBeforeChange($1, saved: saved) }
        }
        return nil
    }

    static func resetBeforeRead(shown: Write, at shownIndex: Int, screen: String, expected: String, writes: [Write], facts: CodeFacts, paths: [String]) -> Explanation? {
        let sources = names(in: value(of: shown, facts: facts, paths: paths) ?? "")
        for member in sources.sorted() {
            let indices = writes[..<shownIndex].indices.filter {
                writes[$0].record.owner == screen && !writes[$0].record.ownerIsScreen && !writes[$0].record.isRead && writes[$0].probe.write?.member == member
            }
            guard let eraseIndex = indices.last, let setIndex = indices.dropLast().last else { continue }
            let erase = writes[eraseIndex], set = writes[setIndex]
            guard erase.probe.id != set.probe.id, erase.record.step == set.record.step, !same(erase.record.value, set.record.value),
                  appears(set.record.value, in: expected), !appears(erase.record.value, in: expected),
                  appears(erase.record.value, in: shown.record.value), !appears(set.record.value, in: shown.record.value) else { continue }
            var flow = ValueFlowText(screen: screen, shown: describe(shown, facts: facts, paths: paths), source: describe(set, facts: facts, paths: paths),
                                     origin: describe(erase, facts: facts, paths: paths))
            let erasePlace = describe(erase, facts: facts, paths: paths)
            if let method = erasePlace.method, method.hasSuffix(".didSet") || method.hasSuffix(".willSet") {
                let observed = String(method.prefix { $0 != "." })
                // An assignment is recorded once done, after its observer: the first write of the
                // observed property after the reset is the one that ran it.
                if let trigger = writes[(eraseIndex + 1)...].first(where: { $0.probe.write?.member == observed && $0.record.owner == screen && !$0.record.isRead }) {
                    flow.trigger = describe(trigger, facts: facts, paths: paths)
                }
            }
            return explanation("value-flow-erased", flow) { $0.valueFlowErased($1) }
        }
        return nil
    }

    /// Whether a recorded value shows in a text: a string as itself, a number as written or as a
    /// whole number (`5.0` in "5분 마다 갱신"), not inside a longer number.
    static func appears(_ value: String, in text: String) -> Bool {
        let value = plain(value), text = plain(text)
        guard !value.isEmpty else { return text.isEmpty }
        var forms = [value]
        if let number = Double(value) {
            if number == number.rounded(), abs(number) < 1e15 { forms.append(String(Int(number))) }
        } else {
            return text.contains(value)
        }
        return forms.contains { form in
            text.range(of: "(?<![0-9.])" + NSRegularExpression.escapedPattern(for: form) + "(?![0-9]|\\.[0-9])", options: .regularExpression) != nil
        }
    }

    /// A chain the shown value was read from (`ValueStore.shared.value`), directly or through one
    /// property of the screen read, that held the expected value and was set to another before the
    /// read: the later write took it away.
    static func erased(shown: Write, at shownIndex: Int, screen: String, expected: String, writes: [Write], facts: CodeFacts, paths: [String]) -> Explanation? {
        func normal(_ text: String) -> String {
            text.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        }
        func find(_ copy: Write, at copyIndex: Int, depth: Int) -> (copy: Write, set: Write, erase: Write)? {
            let read = normal(value(of: copy, facts: facts, paths: paths) ?? "")
            for eraseIndex in writes[..<copyIndex].indices.reversed() {
                let erase = writes[eraseIndex]
                guard let target = erase.probe.write?.target, normal(target).contains("."), read.contains(normal(target)) else { continue }
                // The last write of that chain before the read took the value away, after one that held it.
                guard !same(erase.record.value, expected),
                      let set = writes[..<eraseIndex].last(where: { $0.probe.write.map { normal($0.target) == normal(target) } ?? false }),
                      same(set.record.value, expected) else { break }
                return (copy, set, erase)
            }
            guard depth == 0 else { return nil }
            // One step back: a property of the screen read that the shown value was read from.
            let sources = names(in: value(of: copy, facts: facts, paths: paths) ?? "")
            guard let sourceIndex = writes[..<copyIndex].indices.last(where: {
                writes[$0].record.owner == screen && !writes[$0].record.ownerIsScreen && sources.contains(writes[$0].probe.write?.member ?? "")
            }) else { return nil }
            return find(writes[sourceIndex], at: sourceIndex, depth: 1)
        }
        if let found = find(shown, at: shownIndex, depth: 0) {
            let flow = ValueFlowText(screen: screen, shown: describe(found.copy, facts: facts, paths: paths), source: describe(found.set, facts: facts, paths: paths),
                                     origin: describe(found.erase, facts: facts, paths: paths))
            return explanation("value-flow-erased", flow) { $0.valueFlowErased($1) }
        }
        // Read in a test before the line that showed it (`if let pending = app.value { … }`): the
        // local bound from a shared chain, in the method that showed the value.
        guard let shownAssignment = assignment(of: shown, facts: facts, paths: paths), let method = shownAssignment.method else { return nil }
        for binding in facts.bindings where binding.method == method && binding.owner == shownAssignment.owner && binding.line < shownAssignment.line && !binding.isCapture {
            let read = normal(binding.value)
            guard read.range(of: #"^[\w.]+$"#, options: .regularExpression) != nil, read.contains(".") else { continue }
            for eraseIndex in writes[..<shownIndex].indices.reversed() {
                let erase = writes[eraseIndex]
                guard let target = erase.probe.write?.target, normal(target) == read || read.hasSuffix("." + normal(target).split(separator: ".").suffix(2).joined(separator: ".")) else { continue }
                guard !same(erase.record.value, expected),
                      let set = writes[..<eraseIndex].last(where: { $0.probe.write.map { normal($0.target) == normal(target) } ?? false }),
                      same(set.record.value, expected) else { break }
                let file = paths.indices.contains(binding.file) ? (paths[binding.file] as NSString).lastPathComponent : "?"
                let place = ValueFlowText.Place(place: binding.value, file: file, line: binding.line, statement: "let \(binding.name) = \(binding.value)", method: method,
                                                value: ValueFlow.shown(erase.record.value), step: shown.record.step)
                let flow = ValueFlowText(screen: screen, shown: place, source: describe(set, facts: facts, paths: paths), origin: describe(erase, facts: facts, paths: paths))
                return explanation("value-flow-erased", flow) { $0.valueFlowErased($1) }
            }
        }
        return nil
    }

    /// A screen presented as a sheet although the code set a full-screen style: the recorded
    /// writes of `modalPresentationStyle` say on which object and when. On another object than the
    /// one presented (the presenter, `self` in a helper), or on the presented one only after its
    /// presentation began (its own `viewDidLoad`, `DispatchQueue.main.async`, a completion): UIKit
    /// reads the presented controller's style when the presentation starts.
    /// `closedBefore`: the instances whose screens had gone before the failed step (only a sheet
    /// that closed has left a screen under it not redrawn).
    public static func styleReading(writes: [Write], events: [TraceEvent], facts: CodeFacts, paths: [String], closedBefore: Set<String>) -> Explanation? {
        let full = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext"]
        let styleWrites = writes.filter { write in
            // (Written through `?.`, the value is recorded as `Optional(UIModalPresentationStyle.fullScreen)`.)
            write.probe.write?.member == "modalPresentationStyle" && full.contains { unwrapped(write.record.value).hasSuffix("." + $0) || unwrapped(write.record.value) == $0 }
        }
        guard !styleWrites.isEmpty else { return nil }
        for (index, event) in events.enumerated() where event.member == "present(_:animated:completion:)" {
            guard let detail = event.detail, let sheet = ["pageSheet", "formSheet", "automatic"].first(where: { detail.contains("style=\($0)") }),
                  let presented = Evidence.leadingTag(detail), closedBefore.contains(presented) else { continue }
            // The screen under it: the presenter (its navigation controller's top when a container presents).
            let presenter = event.instance
            if styleWrites.contains(where: { $0.record.owner == presented && $0.record.event <= index }) { continue }
            // Set on the presented one after its presentation began, else on another object before it.
            let late = styleWrites.first { $0.record.owner == presented && $0.record.event > index }
            let other = late == nil ? styleWrites.last { $0.record.event <= index && $0.record.owner != nil && $0.record.owner != presented } : nil
            guard let set = late ?? other else { continue }
            var text = StyleFlowText(presented: presented, presenter: presenter, style: sheet, set: describe(set, facts: facts, paths: paths))
            text.kind = late != nil ? .afterPresent : .otherObject(owner: set.record.owner ?? "?")
            return Explanation(rule: "value-flow-style", conclusive: true, text: Catalog.both { $0.valueFlowStyle(text) })
        }
        return nil
    }

    /// The controls' properties a value is read from (`memoField.text`, `self.isUpdate.isOn`).
    static let controlValues = #"([\p{L}_]\w*)\s*[?!]?\s*\.(text|isOn|value|selectedSegmentIndex)\b"#
    static let controlTypes = ["UITextField", "UITextView", "UISwitch", "UIStepper", "UISlider", "UISegmentedControl"]

    /// The shown value read from a control's property, where the user entered the expected value
    /// into another control (an outlet of another name): a control made in code beside the
    /// storyboard's, or another outlet.
    static func otherControl(shown: Write, screen: String, shownPlace: ValueFlowText.Place, expected: String, facts: CodeFacts, paths: [String],
                             inputs: [Input]) -> Explanation? {
        guard let value = value(of: shown, facts: facts, paths: paths), let step = shown.record.step else { return nil }
        let entered = inputs.filter { input in
            let typed = plain(input.value)
            return input.step < step && !typed.isEmpty && plain(expected).contains(typed)
        }
        guard let input = entered.last, facts.properties.contains(where: { $0.name == input.control && $0.isOutlet }) else { return nil }
        let read = value.allMatches(controlValues).compactMap { $0.count > 1 ? $0[1] : nil }
        guard !read.isEmpty, !read.contains(input.control) else { return nil }
        for name in read {
            guard let control = facts.properties.first(where: { property in
                property.name == name && (controlTypes.contains(CodeFacts.bareType(property.type))
                    || controlTypes.contains { type in property.initial?.hasPrefix(type + "(") == true })
            }) else { continue }
            var flow = ValueFlowText(screen: screen, shown: shownPlace, source: shownPlace, other: name, input: input.value, inputControl: input.control,
                                     inputStep: input.step)
            if control.isComputed {
                // A lookup of the learner's (`view.subviews.first { $0.accessibilityIdentifier == "emailField" }`), not a control made in code.
                flow.otherLookup = (control.getter ?? control.getterBody).map { $0.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression).trimmingCharacters(in: .whitespaces) }
                flow.otherLookupLine = control.line
            } else {
                flow.otherMadeAt = control.isOutlet ? nil : control.line
            }
            return explanation("value-flow-other-control", flow) { $0.valueFlowOtherControl($1) }
        }
        return nil
    }

    static func explanation(_ rule: String, _ flow: ValueFlowText, _ text: (any Messages, ValueFlowText) -> String) -> Explanation {
        Explanation(rule: rule, conclusive: true, text: Catalog.both { text($0, flow) })
    }

    /// A write of one of `members` with the expected value on another instance of `screenClass`.
    static func otherInstance(expected: String, screen: String, screenClass: String, members: Set<String>, writes: [Write]) -> Write? {
        writes.first { write in
            guard let place = write.probe.write, let owner = write.record.owner, owner != screen, !write.record.ownerIsScreen,
                  className(of: owner) == screenClass, members.contains(place.member) else { return false }
            return same(write.record.value, expected)
        }
    }

    /// The shown value copied (directly, or through up to two places) from a place last given its
    /// value before the check entered the input it should hold, and never given it again after.
    static func snapshot(of shown: Write, at shownIndex: Int, sources: Set<String>, screen: String, expected: String, writes: [Write],
                         facts: CodeFacts, paths: [String], inputs: [Input]) -> Explanation? {
        // Only an input the expected value shows (the text typed, the number set) is what the copy should hold.
        let inputs = inputs.filter { input in
            let value = plain(input.value)
            let number = Double(value).map { $0 == $0.rounded() ? String(Int($0)) : value } ?? value
            return !number.isEmpty && (plain(expected).contains(number) || plain(expected) == value)
        }
        guard !inputs.isEmpty else { return nil }
        func search(_ copy: Write, at copyIndex: Int, depth: Int) -> (source: Write, origin: Write, input: Input)? {
            let origins = names(in: value(of: copy, facts: facts, paths: paths) ?? "")
            // Only the last write of each place before the copy is what the copy read.
            var seen = Set<String>()
            for originIndex in writes[..<copyIndex].indices.reversed() {
                let origin = writes[originIndex]
                guard let place = origin.probe.write, !origin.record.ownerIsScreen, origins.contains(place.member),
                      seen.insert(place.member + "@" + (origin.record.owner ?? "")).inserted, let step = origin.record.step else { continue }
                // A property named bare (`app`) is one of the class the copying line is in: another class's of the same name
                // is not what it read.
                let bare = place.target == place.member || place.target == "self." + place.member
                if bare, let originClass = enclosingMethod(at: origin.probe.line, path: origin.probe.path, facts: facts, paths: paths)?.owner,
                   let copyClass = enclosingMethod(at: copy.probe.line, path: copy.probe.path, facts: facts, paths: paths)?.owner,
                   originClass != copyClass { continue }
                // A copy of the input itself: a control's state read (`email.text`, `isOn`, `value`) or a call reading them
                // (not a new object made there, `AppDelegate()`: it holds no input).
                let read = value(of: origin, facts: facts, paths: paths) ?? ""
                let made = read.trimmingCharacters(in: .whitespaces).range(of: #"^[A-Z]\w*\(\s*\)$"#, options: .regularExpression) != nil
                let readsInput = !made && [".text", ".isOn", ".value", "selectedSegmentIndex", "("].contains { read.contains($0) }
                if readsInput, let input = inputs.first(where: { $0.step > step && (copy.record.step ?? Int.max) > $0.step }),
                   !writes[originIndex...].contains(where: { $0.probe.id == origin.probe.id && ($0.record.step ?? 0) > input.step }) {
                    return (copy, origin, input)
                }
                if depth < 2, let deeper = search(origin, at: originIndex, depth: depth + 1) { return deeper }
            }
            return nil
        }
        guard let found = search(shown, at: shownIndex, depth: 0) else { return nil }
        let isShown = found.source.probe.id == shown.probe.id
        return explanation("value-flow-snapshot", ValueFlowText(
            screen: screen, shown: isShown ? nil : describe(shown, facts: facts, paths: paths), source: describe(found.source, facts: facts, paths: paths),
            origin: describe(found.origin, facts: facts, paths: paths), input: found.input.value, inputControl: found.input.control,
            inputStep: found.input.step)) {
            $0.valueFlowSnapshot($1)
        }
    }

    /// The assignment the write's site is, from the code's facts (its value and method).
    static func assignment(of write: Write, facts: CodeFacts, paths: [String]) -> CodeFacts.Assignment? {
        let file = paths.firstIndex(of: write.probe.path) ?? 0
        let member = write.probe.write?.member ?? ""
        let here = facts.assignments.filter { $0.file == file && $0.line == write.probe.line }
        return here.first { member.hasPrefix($0.member) } ?? here.first
    }

    static func value(of write: Write, facts: CodeFacts, paths: [String]) -> String? {
        if let assignment = assignment(of: write, facts: facts, paths: paths) { return assignment.value }
        // The statement's right side.
        let statement = write.probe.text
        guard let range = statement.range(of: " = ") ?? statement.range(of: "=") else { return nil }
        return String(statement[range.upperBound...])
    }

    static func describe(_ write: Write, facts: CodeFacts, paths: [String]) -> ValueFlowText.Place {
        let assignment = write.probe.write == nil ? nil : assignment(of: write, facts: facts, paths: paths)
        // A call's method (a store's save or read), when the site is not an assignment.
        let file = paths.firstIndex(of: write.probe.path) ?? 0
        let call = assignment == nil ? facts.calls.first { $0.file == file && $0.line == write.probe.line && $0.method != nil } : nil
        return ValueFlowText.Place(place: write.probe.write?.target ?? write.record.key ?? write.probe.text, file: (write.probe.path as NSString).lastPathComponent,
                                   line: write.probe.line, statement: write.probe.text, method: assignment?.method ?? call?.method,
                                   closureOf: assignment?.closureOf ?? call?.closureOf, value: shown(write.record.value), step: write.record.step)
    }

    /// The last name of an owner as written (`resultEmail` for `self.resultEmail`).
    static func ownerName(_ owner: String?) -> String? {
        guard let owner else { return nil }
        return owner.split(separator: ".").last.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "?!")) }
    }

    static func className(of tag: String) -> String {
        tag.split(separator: "#").first.map(String.init) ?? tag
    }

    /// The names an expression reads (`paramEmail`, `input` and `email` of `input.email`, the names
    /// in a string's interpolations).
    static func names(in expression: String) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names = Set<String>()
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let name = node.baseName.text
                if !["self", "String", "Int", "Double", "Bool", "Float"].contains(name) { names.insert(name) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: expression))
        return collector.names
    }

    /// Two values the same as a check compares them (`Optional("a")`, `"a"` and `a`; `5.0` and `5`).
    static func same(_ recorded: String, _ expected: String) -> Bool {
        let left = plain(recorded), right = plain(expected)
        if left == right { return true }
        if let a = Double(left), let b = Double(right) { return a == b }
        return false
    }

    /// A recorded value as the learner would write it (`""` for `Optional("")`, `.ready` for
    /// `Module.Type.State.ready`).
    static func shown(_ value: String) -> String {
        let text = unwrapped(value)
        if let first = text.first, first.isUppercase, text.contains("."), text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
           let last = text.split(separator: ".").last {
            return "." + last
        }
        return text
    }

    /// A value as compared: unwrapped, without a string's quotes.
    public static func plain(_ value: String) -> String {
        var text = unwrapped(value)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
        return text
    }

    /// A value as Swift prints it without its `Optional(…)` wrappers.
    public static func unwrapped(_ value: String) -> String {
        var text = value
        while text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst(9).dropLast()) }
        return text
    }
}
