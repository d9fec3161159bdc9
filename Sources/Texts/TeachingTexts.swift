import Foundation

/// A condition a statement runs under, as a teaching text shows it.
public struct ConditionText: Sendable, Equatable {
    public var text: String
    public var line: Int
    /// false: the statement runs only when the condition does not hold (an `else`, an early exit).
    public var holds: Bool

    public init(text: String, line: Int, holds: Bool) {
        self.text = text
        self.line = line
        self.holds = holds
    }
}

/// The compiler warnings that change what the code does, which a teaching text explains.
public enum WarningKind: Sendable, Equatable {
    /// "cast from 'A' to unrelated type 'B' always fails"
    case castAlwaysFails
    /// "instance will be immediately deallocated because property 'p' is 'weak'"
    case releasedAtOnce
    /// "will never be executed"
    case neverExecuted
    /// "comparing non-optional value … to 'nil' always returns …", "… always true/false"
    case alwaysSame
    /// "result of call to 'dropLast' is unused": a call that returns a new value and changes
    /// nothing, its result thrown away. `call` is the function's name, `receiver` what it was
    /// called on (as the line writes it), `mutating` the call that changes the receiver in place.
    case unusedResult(call: String, receiver: String?, mutating: String?)
    /// "initialization of immutable value 't' was never used": a value worked out and never used.
    case unusedValue(name: String)
    /// "expression of type '() -> ()' is unused", "function is unused": a closure or a method named
    /// without `()`, so it is never called.
    case notCalled

    /// The non-mutating calls whose result is the change, with the call that makes it in place.
    public static let mutatingCounterparts: [String: String?] = [
        "dropLast": "removeLast()", "dropFirst": "removeFirst()", "sorted": "sort()", "reversed": "reverse()",
        "shuffled": "shuffle()", "filter": "removeAll(where:)", "appending": "append(_:)", "union": "formUnion(_:)",
        "subtracting": "subtract(_:)", "intersection": "formIntersection(_:)", "symmetricDifference": "formSymmetricDifference(_:)",
        "inserting": "insert(_:)", "removing": "remove(_:)", "adding": "add(_:)",
        "trimmingCharacters": nil, "lowercased": nil, "uppercased": nil, "capitalized": nil, "replacingOccurrences": nil,
        "applying": nil, "map": nil, "compactMap": nil, "prefix": nil, "suffix": nil, "components": nil, "split": nil,
        "addingPercentEncoding": nil, "padding": nil, "joined": nil, "merging": "merge(_:uniquingKeysWith:)",
        "addingTimeInterval": "addTimeInterval(_:)", "advanced": nil, "rounded": "round()", "negated": "negate()",
    ]

    /// The kind of a warning's message, nil for a warning that changes nothing at run time.
    public init?(message: String) {
        if message.contains("always fails") { self = .castAlwaysFails }
        else if message.contains("immediately deallocated") { self = .releasedAtOnce }
        else if message.contains("will never be executed") { self = .neverExecuted }
        else if message.contains("always returns") || message.hasSuffix("always true") || message.hasSuffix("always false") { self = .alwaysSame }
        else if let range = message.range(of: #"result of call to '([A-Za-z_][A-Za-z0-9_]*)"#, options: .regularExpression), message.contains("is unused") {
            let name = String(message[range].dropFirst("result of call to '".count))
            guard let counterpart = Self.mutatingCounterparts[name] else { return nil }
            self = .unusedResult(call: name, receiver: nil, mutating: counterpart)
        }
        else if let range = message.range(of: #"initialization of (immutable value|variable) '([A-Za-z_][A-Za-z0-9_]*)' was never used"#, options: .regularExpression) {
            let quoted = message[range].split(separator: "'")
            guard quoted.count >= 2 else { return nil }
            self = .unusedValue(name: String(quoted[1]))
        }
        else if message.hasPrefix("function is unused") || message.hasPrefix("property is accessed but result is unused")
                    || (message.hasPrefix("expression of type '(") && message.contains("->") && message.contains("is unused")) {
            self = .notCalled
        }
        else { return nil }
    }
}

/// When a statement ran, against when it had to run (the rule `ran-at-wrong-time`).
public enum StatementTiming: Sendable, Equatable {
    /// Its method did not run in this check (not for the screen the check reads).
    case never
    /// Its method last ran at `lastStep` (nil: never), before `action` at `actionStep` gave the
    /// value, and not after it.
    case beforeAction(lastStep: Int?, action: String, actionStep: Int)
    /// It ran at `step`, before the value was entered into the control `control` at `inputStep`.
    case beforeInput(step: Int, control: String, inputStep: Int)
    /// It ran only at `step`, after `reader` had read the value at `readStep`.
    case afterRead(step: Int, reader: String, readStep: Int)
    /// It is in the completion closure of `call`, which UIKit runs once the transition has
    /// finished: after `reader` had read the value.
    case inCompletion(call: String, reader: String)
    /// It is in the closure of `call` (`DispatchQueue.main.asyncAfter`), which runs later, on a
    /// later turn of the main queue: after `reader` had read the value.
    case inDelayedClosure(call: String, reader: String)
    /// It ran at `step`, before the store it copies (`source`) was written at `writeStep`.
    case beforeWrite(step: Int, source: String, writeStep: Int)
}

/// The method a statement that ran at the wrong time belongs in, and why it runs then.
public enum TimingSuggestion: Sendable, Equatable {
    /// `viewWillAppear(_:)`: runs each time the screen comes on screen.
    case appears(method: String)
    /// The unwind action UIKit calls on the screen the unwind segue goes back to.
    case unwind(method: String)
    /// `viewDidLoad()` of a screen made after the value was there.
    case loads(method: String)
    /// The action the user's tap runs, once the input is there.
    case action(method: String)
    /// Before the transition call, not in its completion.
    case beforeCall(call: String)
}

/// The exceptions UIKit raises for a transition or a storyboard used the wrong way, by their
/// reason's words (the simulation raises them with UIKit's texts): each has one sentence of
/// meaning in the learner's language (`Messages.ruleUIKitException`).
public enum UIKitExceptionKind: String, Sendable, Equatable, CaseIterable {
    case pushNavigationController, presentActive, alreadyPresented, pushSameTwice, popToMissing, distinctControllers,
         noSceneWithIdentifier, emptyIdentifier, unknownKey, dequeue, tabSelection, nibViewNotSet,
         textFieldOnActionSheet, segueClassMissing, notAViewController, creatorWrongClass, initCoderNil, nibNotFound,
         nilCell, nilForScalarKey, referenceWithoutInitial, invalidCellNib, cellWithoutReuseIdentifier

    /// The kind of an exception's reason; nil for one another reading explains (a storyboard
    /// name, a segue identifier, a selector, presenting itself) or one not listed.
    public init?(reason: String) {
        let table: [(String, UIKitExceptionKind)] = [
            ("Pushing a navigation controller is not supported", .pushNavigationController),
            ("present modally an active controller", .presentActive),
            ("that is already being presented by", .alreadyPresented),
            ("Pushing the same view controller instance more than once", .pushSameTwice),
            ("Tried to pop to a view controller that doesn't exist", .popToMissing),
            ("All view controllers in a navigation controller must be distinct", .distinctControllers),
            ("doesn't contain a view controller with identifier", .noSceneWithIdentifier),
            ("[identifier length] > 0", .emptyIdentifier),
            ("not key value coding-compliant for the key", .unknownKey),
            ("unable to dequeue a cell with identifier", .dequeue),
            ("could not dequeue a view of kind", .dequeue),
            ("only a view controller in the tab bar controller's list", .tabSelection),
            ("but the view outlet was not set", .nibViewNotSet),
            ("Text fields can only be added to an alert controller of style", .textFieldOnActionSheet),
            ("Could not find a segue class named", .segueClassMissing),
            ("is not a UIViewController subclass", .notAViewController),
            ("Custom instantiated", .creatorWrongClass),
            ("init(coder:) returned nil while instantiating", .initCoderNil),
            ("Could not load NIB in bundle", .nibNotFound),
            ("returned a nil cell", .nilCell),
            ("could not set nil as the value for the key", .nilForScalarKey),
            ("that a storyboard reference names has no initial view controller", .referenceWithoutInitial),
            ("invalid nib registered for identifier", .invalidCellNib),
            ("does not have a reuseIdentifier", .cellWithoutReuseIdentifier),
        ]
        guard let found = table.first(where: { reason.contains($0.0) }) else { return nil }
        self = found.1
    }
}

/// The kind of value a UserDefaults key holds, as the store-type reading tells it.
public enum StoredKind: String, Sendable {
    case dictionary, array, string, number, bool
    /// Bytes: what an encoder gives (`JSONEncoder().encode(x)`), a `Data` value.
    case data

    /// The accessor that reads this kind back.
    public var accessor: String {
        switch self {
        case .dictionary: return "dictionary(forKey:)"
        case .array: return "array(forKey:)"
        case .data: return "data(forKey:)"
        case .string, .number, .bool: return "string(forKey:)"
        }
    }
}

/// One part of a test (`text.isEmpty`, `!isUpdate.isOn`) whose value the check's input decides.
public struct HeldPart: Sendable, Equatable {
    /// The part as written.
    public var part: String
    /// What the part came out as when the test was reached.
    public var value: Bool
    /// The control the part reads (through the names it was bound to).
    public var control: String
    /// What the control held: the text (typed or the storyboard's), or the switch's state.
    public var held: String
    public var isSwitch: Bool
    /// Whether the check filled in this control itself (typed into it, set it).
    public var filledByCheck: Bool
    /// The controls of the same kind the check filled in before the test (when it did not fill this one).
    public var filledOthers: [String]
    /// The part turned round (`!text.isEmpty`).
    public var inverted: String
    /// When the part reads a computed property: its name, the one expression it is, and its line.
    public var via: String?
    public var viaGetter: String?
    public var viaLine: Int?
    /// When the check did not fill the control before the test but does after it: the step (from 1)
    /// and what it typed (nil for a switch or another control set): the test ran too early.
    public var filledLater: FilledLater?
    /// The line the test kept from running, when it does not read the switch at all (`rvc.paramInterval =
    /// interval.value` under `guard isUpdate.isOn`): it is needed either way, so turning the test round
    /// is no fix.
    public var independentLine: String?
    public struct FilledLater: Sendable, Equatable {
        public var step: Int
        public var text: String?
        public init(step: Int, text: String?) { self.step = step; self.text = text }
    }

    public init(part: String, value: Bool, control: String, held: String, isSwitch: Bool, filledByCheck: Bool,
                filledOthers: [String], inverted: String) {
        self.part = part
        self.value = value
        self.control = control
        self.held = held
        self.isSwitch = isSwitch
        self.filledByCheck = filledByCheck
        self.filledOthers = filledOthers
        self.inverted = inverted
    }
}

/// A navigation delegate's test of whether a controller is still in `viewControllers`, read by what that controller is.
public struct StackContainsReading: Sendable, Equatable {
    /// The part as written, and the name it tests (`fromVC`, `viewController`).
    public var part: String
    public var subject: String
    /// true: the name is the screen being shown (always in the stack); false: the screen that left, tested so that the line runs after pushes only.
    public var shownOne: Bool
    /// The part turned round, for the screen that left.
    public var fix: String?
    /// With `shownOne`: the name was taken from the stack itself (`vcs[vcs.count - 2]`), as written.
    public var takenFrom: String?

    public init(part: String, subject: String, shownOne: Bool, fix: String?, takenFrom: String? = nil) {
        self.part = part
        self.subject = subject
        self.shownOne = shownOne
        self.fix = fix
        self.takenFrom = takenFrom
    }
}

/// What a part of a test that reads UIKit's own state held when the test ran, from the trace:
/// `x.isViewLoaded` / `x.viewIfLoaded != nil` of a controller whose view had not loaded yet (just
/// made, or a segue's destination in `prepare`); `isBeingDismissed` of a screen that was popped,
/// not dismissed; `isMovingToParent` when the screen comes back after the one above it left;
/// `isBeingPresented` of a pushed screen. One sentence naming the part and why it held that value.
public enum StatePart: Sendable, Equatable {
    case viewNotLoaded(part: String, receiver: String, justMade: Bool)
    case covered(part: String, receiver: String)
    case nothingPresented(part: String, owner: String)
    case popNotDismiss(part: String, owner: String)
    case reappeared(part: String, owner: String)
    case pushedNotPresented(part: String, owner: String)
}


/// The kinds of small change the what-if search makes to the code that ran in a failed check
/// (`WhatIfSchema`); the sentence of a change that made the check pass says what it means.
public enum WhatIfKind: String, Sendable, Codable, CaseIterable {
    /// `==` for `!=`, `===` for `!==` and back.
    case comparisonInverted
    /// `>` for `>=`, `<` for `<=` and back: the boundary counted on the other side.
    case boundary
    /// `>` for `<`, `>=` for `<=`: the comparison facing the other way.
    case comparisonReversed
    /// `&&` for `||` and back.
    case logicOperator
    /// A test of `if`, `guard`, `while` or `?:` turned around (`!` added or taken away).
    case conditionNegated
    /// `first` for `last` (`firstIndex`/`lastIndex`, `dropFirst`/`dropLast`, `prefix`/`suffix`,
    /// `removeFirst`/`removeLast`, `min`/`max`) and back.
    case endSwapped
    /// A string used as a key or an identifier replaced by another one of the project.
    case literalChanged
    /// A whole number one more or one less; `+` for `-` beside one.
    case numberChanged
    /// A statement that ran, left out.
    case statementDropped
    /// Two statements that ran one after the other, in the other order (`bind()` before
    /// `viewModel.load()`): the later one moved in front of the earlier.
    case statementsSwapped
    /// An assignment to a property moved up in front of the first statement of its block that
    /// reads the property (directly or through a computed property or method of the class).
    case statementMovedUp
    /// A property read or written in place of its neighbour of the same kind (`topViewController`
    /// for `presentedViewController`, `segue.source` for `segue.destination`, `isMovingFromParent`
    /// for `isMovingToParent`, a text field's `placeholder` for its `text`, `.from` for `.to`…).
    case memberSwapped
    /// The same property of another object: `self.value` for `appDelegate.value`, `label.text` for
    /// `field.text`, as the project writes it elsewhere.
    case receiverSwapped
    /// A change made to a local copy (`var config = sub.config; config.text = t`) made to what it
    /// was copied from (`sub.config.text = t`).
    case copyWrittenThrough
    /// Work put off with `DispatchQueue.main.async` / `asyncAfter` done at once instead.
    case deferredRunNow
    /// A stored property read where the value it was copied from once (`var saved = app.value`,
    /// `email = field.text` in `viewDidLoad`) is read again instead.
    case readAgain
    /// One test of an `if` or `guard` left out (`if let d = saved, d > createdAt, …` without
    /// `d > createdAt`): the code it guards runs whatever the test says.
    case conditionDropped
    /// The closure of `merging(_:uniquingKeysWith:)` made to keep the other value where both
    /// dictionaries have a key (`{ _, new in new }` for `{ current, _ in current }`).
    case mergeSideSwapped
    /// The second term of a `+` or `-` of two values left out (`level + streakBonus` → `level`).
    case termDropped
    /// The two operands of a custom operator of the learner's swapped (`a <~ b` → `b <~ a`).
    case operandsSwapped
    /// The receiver and the one argument of a call that combines or compares two values of one kind
    /// swapped (`defaults.merging(entered)` → `entered.merging(defaults)`, `"Submit".contains(id)` →
    /// `id.contains("Submit")`).
    case receiverArgumentSwapped
    /// A new value worked out and thrown away (`_ = list - x`) given back to what it came from.
    case resultKept
}

/// How a test the what-if search turned around came out in the failed check's run: the same way
/// every time it ran (`result`, `times`), with the values a comparison compared (`pairs`, each as
/// Swift prints it) and whether its two sides were equal (`equalSides`, nil for a test that is not
/// a comparison of `==`/`!=`/`===`/`!==`).
public struct WhatIfOutcome: Sendable, Equatable {
    public var result: Bool
    public var times: Int
    public var pairs: [[String]]
    public var equalSides: Bool?
    /// A side that held UIKit's default, and where the literal it was compared with is.
    public var source: SideSource? = nil
    /// What a side's value says about its sign that its code does not show.
    public var signs: [SignNote] = []
    /// A side read through a computed property that makes a new value at each read
    /// (`var id: UUID { UUID() }`): the side as written, the property, its getter and line.
    public var freshEachRead: FreshSide? = nil
    /// Names that hold a view's `tag` (`tag = button.tag`, `let t = (sender as? UIButton)?.tag ?? 0`): a side
    /// named so is read as the tag itself (held-out 272-14).
    public var tagNames: Set<String> = []
    /// A side that is a position in a collection, read against its count or at another slot.
    public var position: PositionNote? = nil
    /// The test is a computed property of the learner's (`isCovered`): what each read works out.
    public var readThrough: FreshSide? = nil
    /// The test is a check of the learner's (a function answering `Bool`) that turned away what the
    /// user gave: the function, what it asks of the value, and the value.
    public var validator: Validator? = nil
    /// The test is a text method (`contains`, `hasPrefix`, `hasSuffix`) whose pairs are its receiver
    /// and its argument, not two sides that should be equal.
    public var textTest: String? = nil
    /// For a test of whether something is empty (`label.text?.isEmpty ?? true`): what it looked at
    /// (`label.text`) and the values it held when the test ran, in order, without repeats.
    public var emptyTestOf: String? = nil
    public var emptyTestValues: [String] = []
    /// For a test made of parts joined by `&&` or `||`: each part as written, with the values it
    /// held when the test ran (in order, without repeats; `·` when the test did not reach it), and
    /// for a part that is a stored property nothing assigns: its declared value and line.
    public var junctionParts: [JunctionPart] = []
    public struct JunctionPart: Sendable, Equatable {
        public var text: String
        public var values: [String]
        public var declared: String?
        public var declaredLine: Int?
        public init(text: String, values: [String], declared: String? = nil, declaredLine: Int? = nil) {
            self.text = text
            self.values = values
            self.declared = declared
            self.declaredLine = declaredLine
        }
    }

    public struct Validator: Sendable, Equatable {
        public struct Part: Sendable, Equatable {
            public var text: String
            public var line: Int
            public init(text: String, line: Int) {
                self.text = text
                self.line = line
            }
        }
        public var function: String
        public var line: Int
        /// The tests under which it returns false (`s.count < 8`): each held for the value.
        public var rejects: [Part]
        /// What it returns (`s.contains("@")`): false for the value.
        public var answers: [Part]
        /// The names with a literal value it uses there (`pattern = "^[A-Z]+"`).
        public var literals: [Part]
        /// What was typed into the field it was given (nil: not known).
        public var typed: String?
        /// The parts of what it asks that the typed text does not meet, worked out on that text
        /// (`text.count <= 16`), when the others hold: the one question the value failed.
        public var unmet: [Part] = []
        /// The tests under which it returns false that held for the typed text (`address.hasPrefix("saved")`).
        public var held: [Part] = []
        /// The typed text's length, when an unmet part asks it.
        public var length: Int? = nil
        public init(function: String, line: Int, rejects: [Part], answers: [Part], literals: [Part], typed: String?, unmet: [Part] = [], held: [Part] = [], length: Int? = nil) {
            self.function = function
            self.line = line
            self.rejects = rejects
            self.answers = answers
            self.literals = literals
            self.typed = typed
            self.unmet = unmet
            self.held = held
            self.length = length
        }
    }
    /// The comparison is the test of a lookup (`contacts.first(where: { $0.id == id })`): what it
    /// searched and where what it compared came from.
    public var lookup: LookupNote? = nil

    /// A comparison that is the test of a lookup in a collection: turned around, it takes "the
    /// first other element", which passes only when that one happens to be right.
    public struct LookupNote: Sendable, Equatable {
        /// The collection as written (`main.contacts`, `navigationController?.viewControllers`).
        public var collection: String
        /// The lookup (`first(where:)`, `firstIndex(where:)`).
        public var call: String
        /// Where the value looked for, or the collection's elements, came from.
        public var origins: [Origin]
        public init(collection: String, call: String, origins: [Origin]) {
            self.collection = collection
            self.call = call
            self.origins = origins
        }

        /// The origins by kind, as the sentences take them.
        public var added: [(statement: String, file: String, line: Int)] {
            origins.compactMap { if case let .added(statement, file, line) = $0 { return (statement, file, line) } else { return nil } }
        }
        public var given: [(name: String, value: String, file: String, line: Int)] {
            origins.compactMap { if case let .given(name, value, file, line) = $0 { return (name, value, file, line) } else { return nil } }
        }
        public var fresh: (type: String, property: String, initial: String, line: Int)? {
            origins.lazy.compactMap { if case let .newEachInstance(type, property, initial, line) = $0 { return (type, property, initial, line) } else { return nil } }.first
        }
        public var written: (value: String, statement: String, file: String, line: Int, handed: [String])? {
            origins.lazy.compactMap { if case let .writtenAfter(value, statement, file, line, handed) = $0 { return (value, statement, file, line, handed) } else { return nil } }.first
        }

        public enum Origin: Sendable, Equatable {
            /// A new element added to the collection (`main.contacts.append(Contact(…))`).
            case added(statement: String, file: String, line: Int)
            /// The value looked for is given here (`returnToID = ObjectIdentifier(navigationController!)`).
            case given(name: String, value: String, file: String, line: Int)
            /// Each instance of `type` gets a new `property` when it is made (`var id = UUID()`, line).
            case newEachInstance(type: String, property: String, initial: String, line: Int)
            /// The value looked for is the one the code writes into the element it finds
            /// (`main.profiles[index].email = email.text`): no element holds it before. `handed`: the
            /// properties other screens give this one (`profileID`), what an element may be found by.
            case writtenAfter(value: String, statement: String, file: String, line: Int, handed: [String])
        }
    }

    /// What the values say about a side that is a position in a collection.
    public enum PositionNote: Sendable, Equatable {
        /// `index == identifiers.count` (or `>=`, `>`): no position of a collection reaches its count,
        /// the last one is `count - 1`.
        case countReached(position: String, collection: String, count: Int, test: String)
        /// `guarded[0]` read where the value on the other side is the collection's entry at another position.
        case otherSlot(collection: String, read: Int, readValue: String, value: String, found: Int)
        /// `step == 1` where `step` is a position in an array written out (`firstIndex(of:)`): the entry
        /// that number stands for, and the entry of the position this run had.
        case numberedEntry(position: String, collection: String, number: Int, entry: String, actual: Int, actualEntry: String)
    }

    public struct FreshSide: Sendable, Equatable {
        public var side: String
        public var property: String
        public var getter: String
        public var line: Int
        public init(side: String, property: String, getter: String, line: Int) {
            self.side = side
            self.property = property
            self.getter = getter
            self.line = line
        }

        /// A yes/no property named for something being there (`hasInput`, `isValid`, `canSend`) whose
        /// getter asks whether it is empty (`typedText.isEmpty`, no `!`): the getter turned around, as
        /// written the right way (`!typedText.isEmpty`); nil otherwise.
        public var namedOppositeOfGetter: String? {
            let name = property.lowercased()
            guard property.range(of: #"^(has|is|can|should)[A-Z]"#, options: .regularExpression) != nil,
                  !["empty", "blank", "missing", "no", "not", "none", "invalid"].contains(where: { name.contains($0) }) else { return nil }
            var body = getter.trimmingCharacters(in: .whitespacesAndNewlines)
            if body.hasPrefix("return ") { body = String(body.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
            guard body.range(of: #"^[A-Za-z_][\w.?!()]*\.isEmpty$"#, options: .regularExpression) != nil else { return nil }
            return "!" + body
        }
    }

    /// A side whose sign in this run is not the one its code seems to give.
    public enum SignNote: Sendable, Equatable {
        /// Number literals whose minus signs cancel (`-60 * -1` is `60`).
        case signsCancel(expression: String, value: String)
        /// A time interval to a moment in the past, which is negative (`editedAt.timeIntervalSinceNow`).
        case pastIsNegative(expression: String, value: String)
    }

    public init(result: Bool, times: Int, pairs: [[String]], equalSides: Bool?) {
        self.result = result
        self.times = times
        self.pairs = pairs
        self.equalSides = equalSides
    }

    /// What the values show about two sides that never matched.
    public enum Difference: Sendable, Equatable {
        /// One side is an optional (`Optional("a")`, `Optional<UIViewController>`), the other not.
        case optional
        /// Empty text on one side where the other holds nil (`Email(text: Optional(""))`, `Email(text: nil)`).
        case emptyVersusNil
        /// The same letters in another case (`"Default"`, `"default"`).
        case letterCase
        /// Text on one side (`"true"`) and a value of another type on the other (`true`).
        case textAndValue
        /// Spaces or line breaks around one side.
        case spaces
        /// Two objects of different classes (`ResultViewController#1`, `<MainCoordinator>`).
        case otherClass
        /// Two objects of the same class, not the same one (`ResultViewController#1`, `ResultViewController#2`).
        case otherInstance
        /// A type's name with its module in front on one side (`"App.ResultViewController"`), without on the other.
        case modulePrefix
        /// A text method (`contains`, `hasPrefix`, `hasSuffix`) that would have found its argument
        /// in the receiver had letter case not mattered (`"ActionSubmit".contains("action")`).
        case letterCaseWithin(test: String)
        /// Text made from an instance (`String(describing: vc)`, `"\(vc)"`: `"<App.ResultViewController: 0x…>"`,
        /// with an address new every run) on one side: no literal can equal it. `className`: the class it describes.
        case instanceDescription(className: String)
        /// Two texts, one the other with more at its end or start (`"GotoSubViewController"`,
        /// `"GotoSubView"`): text built from a name carries a part the other side does not.
        case extraText(longer: String, shorter: String, extra: String, atEnd: Bool)
        /// Two texts of four letters or more a letter or two apart (`"ActionSubmit"`, `"ActionSumbit"`:
        /// two letters swapped, one left out, added or changed): one side is misspelled.
        case misspelled(first: String, second: String)
        /// Two types (`type(of: x)` and a class): `type(of:)` is the object's exact class, never equal
        /// to another class, its superclass included.
        case exactType(object: String, asked: String)
    }

    /// Letters to change, add, drop or swap (two side by side) to make one text the other (at most 3 counted).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        guard abs(x.count - y.count) <= 2 else { return 3 }
        var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        if x.isEmpty || y.isEmpty { return min(3, max(x.count, y.count)) }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return min(3, d[x.count][y.count])
    }

    /// `<App.ResultViewController: 0x55e88c1f0ce0>`: how Swift describes an object (its address new every run).
    static func describesInstance(_ text: String) -> Bool {
        text.range(of: #"^<[\w.]+: 0x[0-9a-fA-F]+>$"#, options: .regularExpression) != nil
    }

    /// The class of an object as the search shows it (`ResultViewController#2`, `<LeftCoordinator>`).
    static func objectClass(_ text: String) -> String? {
        if text.hasPrefix("<"), text.hasSuffix(">"), !text.contains(" ") { return String(text.dropFirst().dropLast()) }
        guard let hash = text.firstIndex(of: "#"), !text[text.index(after: hash)...].isEmpty,
              text[text.index(after: hash)...].allSatisfy(\.isNumber), text[..<hash].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(text[..<hash])
    }

    /// Read from the pairs (the first that shows something), for sides that were never equal. An
    /// optional's own wrapper is not a difference (`==` compares what it holds); text made from an
    /// optional (`"Optional(x)"`) is.
    public var difference: Difference? {
        if let textTest {
            for pair in pairs where pair.count == 2 {
                let unquoted = pair.map { text -> String in
                    var text = text
                    if text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst(9).dropLast()) }
                    return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
                }
                let test: (String, String) -> Bool
                switch textTest {
                case "hasPrefix": test = { $0.hasPrefix($1) }
                case "hasSuffix": test = { $0.hasSuffix($1) }
                default: test = { $0.contains($1) }
                }
                if !unquoted[1].isEmpty, !test(unquoted[0], unquoted[1]), test(unquoted[0].lowercased(), unquoted[1].lowercased()) {
                    return .letterCaseWithin(test: textTest)
                }
            }
            return nil
        }
        guard equalSides == false else { return nil }
        func bare(_ text: String) -> (text: String, quoted: Bool) {
            var text = text
            if text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst(9).dropLast()) }
            let quoted = text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
            if quoted { text = String(text.dropFirst().dropLast()) }
            return (text, quoted)
        }
        for pair in pairs where pair.count == 2 {
            let (a, b) = (bare(pair[0]), bare(pair[1]))
            if a.quoted != b.quoted, a.text.lowercased() == b.text.lowercased() { return .textAndValue }
            // An instance's description beside other text (never two descriptions: those may be the same object's).
            if let described = [a, b].first(where: { $0.quoted && Self.describesInstance($0.text) }), [a, b].contains(where: { !Self.describesInstance($0.text) }) {
                let name = described.text.dropFirst().prefix { $0 != ":" }
                return .instanceDescription(className: String(name.split(separator: ".").last ?? name))
            }
            if !a.quoted, !b.quoted, let first = Self.objectClass(a.text), let second = Self.objectClass(b.text) {
                return first == second ? .otherInstance : .otherClass
            }
            guard a.text != b.text else { continue }
            // `""` (or `Optional("")`) where the other side has `nil`, the rest the same.
            let emptied = { (text: String) in text.replacingOccurrences(of: "Optional(\"\")", with: "\"\"").replacingOccurrences(of: "\"\"", with: "nil") }
            if emptied(a.text) == emptied(b.text) || emptied(pair[0]) == emptied(pair[1]) { return .emptyVersusNil }
            // The side itself an optional, or text made from one (not a value whose parts are optionals).
            let optional = { (side: (text: String, quoted: Bool)) in
                side.text.hasPrefix("Optional(") || side.text.hasPrefix("Optional<") || (side.quoted && side.text.contains("Optional("))
            }
            if optional(a) != optional(b) { return .optional }
            if a.text.lowercased() == b.text.lowercased() { return .letterCase }
            let trimmed = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
            if trimmed(a.text) == trimmed(b.text) { return .spaces }
            if a.quoted, b.quoted, a.text.hasSuffix("." + b.text) || b.text.hasSuffix("." + a.text) { return .modulePrefix }
            if a.quoted, b.quoted, !a.text.isEmpty, !b.text.isEmpty {
                let (longer, shorter) = a.text.count > b.text.count ? (a.text, b.text) : (b.text, a.text)
                if longer.hasPrefix(shorter) { return .extraText(longer: longer, shorter: shorter, extra: String(longer.dropFirst(shorter.count)), atEnd: true) }
                if longer.hasSuffix(shorter) { return .extraText(longer: longer, shorter: shorter, extra: String(longer.dropLast(shorter.count)), atEnd: false) }
            }
            // (Words and names only: two descriptions of objects, `<App.A: 0x1>`, differ by their addresses.)
            let word = { (text: String) in text.range(of: #"^[\p{L}\p{N}_ .\-]+$"#, options: .regularExpression) != nil && text.contains(where: \.isLetter) }
            if a.quoted, b.quoted, word(a.text), word(b.text), min(a.text.count, b.text.count) >= 4, Self.editDistance(a.text, b.text) <= 2 {
                return .misspelled(first: a.text, second: b.text)
            }
            // Two types as Swift prints them (`ResultViewController`, `UIViewController`): names, not objects or text.
            let typeName = { (text: String) in text.range(of: #"^[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*$"#, options: .regularExpression) != nil }
            if !a.quoted, !b.quoted, typeName(a.text), typeName(b.text), !pair[0].hasPrefix("Optional"), !pair[1].hasPrefix("Optional") {
                // Shown as the code names them, without their modules (`UIKit.UINavigationController`).
                let bareName = { (text: String) in String(text.split(separator: ".").last ?? Substring(text)) }
                return .exactType(object: bareName(a.text), asked: bareName(b.text))
            }
        }
        return nil
    }
}

extension WhatIfKind {
    /// The property a member access names (`nav?.topViewController` → `topViewController`).
    public static func memberName(_ code: String) -> String {
        String(code.split(whereSeparator: { $0 == "." || $0 == "?" || $0 == "!" }).last ?? Substring(code))
    }

    /// What a statement the search left out does, by its shape, so that "this statement spoils the
    /// result" can say how: it empties a value, writes another value over one, takes a screen away,
    /// starts a transition, or adds to a collection.
    public enum DroppedShape: Sendable, Equatable {
        /// On a check that an object was released, a value written into a place is what keeps it there.
        public var asKept: DroppedShape {
            if case let .overwritten(target, value) = self { return .kept(target: target, value: value) }
            return self
        }

        /// `x = nil`, `x = ""`, `x = []`, `x.removeAll()`, `removeObject(forKey:)`: `target` emptied.
        case emptied(target: String)
        /// `x = value`: `value` written over what `target` held.
        case overwritten(target: String, value: String)
        /// `dismiss`, a pop, `removeFromParent`, `setViewControllers`: a screen taken away (`call`).
        case screenRemoved(call: String)
        /// `present`, a push, `performSegue`, `show`: another transition started (`call`).
        case transitionStarted(call: String)
        /// `append`, `insert`, `+=` on a collection: one more element in `target`.
        case added(target: String)
        /// `x = self`, a closure stored, an entry of a collection set (`screens[id] = vc`): `value`
        /// kept in `target`, which holds it as long as it lives.
        case kept(target: String, value: String)
    }

    public static func droppedShape(_ statement: String) -> DroppedShape? {
        let text = statement.trimmingCharacters(in: .whitespaces)
        func match(_ pattern: String) -> [String]? {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
            return (0..<found.numberOfRanges).map { index in
                Range(found.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
        if let call = match(#"\b(dismiss|popViewController|popToRootViewController|popToViewController|removeFromParent|setViewControllers)\b"#)?[1] {
            return .screenRemoved(call: call)
        }
        if let call = match(#"\b(present|pushViewController|performSegue|show|showDetailViewController)\s*\("#)?[1] {
            return .transitionStarted(call: call)
        }
        if let parts = match(#"^(?:self\.)?([\w.?!\[\]"]+?)\s*\.\s*(removeAll|removeObject|removeValue|removeLast|removeFirst|removePersistentDomain)\b"#) {
            // A key removed: told as the subscript it empties (`defaults["email"]`).
            if let key = match(#"forKey:\s*([^)]+)\)"#)?[1].trimmingCharacters(in: .whitespaces) {
                return .emptied(target: parts[1] + "[" + key + "]")
            }
            return .emptied(target: parts[1])
        }
        if let parts = match(#"^(?:self\.)?([\w.?!\[\]"]+?)\s*\.\s*(append|insert)\b"#) { return .added(target: parts[1]) }
        if let parts = match(#"^(?:self\.)?([\w.?!\[\]"]+?)\s*\+=\s*\S"#) { return .added(target: parts[1]) }
        if let parts = match(#"^(?:self\.)?([\w.?!\[\]"]+?)\s*=\s*(.+)$"#), !parts[1].hasPrefix("let "), !parts[1].hasPrefix("var ") {
            let value = parts[2].trimmingCharacters(in: .whitespaces)
            if ["nil", "\"\"", "[]", "[:]", "0", "false"].contains(value) { return .emptied(target: parts[1]) }
            if value == "self" || value.hasPrefix("{") || parts[1].hasSuffix("]") { return .kept(target: parts[1], value: value) }
            return .overwritten(target: parts[1], value: value)
        }
        return nil
    }
}

/// A comparison of a UIKit property with a literal whose property side held UIKit's default
/// (nil, 0) every time, nothing giving it a value; `places`: where the literal is in the storyboard.
public struct SideSource: Sendable, Equatable {
    public enum Attribute: String, Sendable, Equatable, Hashable {
        case controllerTitle, navigationItemTitle, storyboardIdentifier, segueIdentifier, accessibilityIdentifier, tag, buttonTitle, text
    }
    public struct Place: Sendable, Equatable, Hashable {
        /// The scene's class.
        public var owner: String
        /// For a view: its kind (`button`, `label`) and what it shows.
        public var view: String? = nil
        public var shown: String? = nil
        public var attribute: Attribute
        public init(owner: String, view: String? = nil, shown: String? = nil, attribute: Attribute) {
            self.owner = owner
            self.view = view
            self.shown = shown
            self.attribute = attribute
        }
    }
    /// The side as written (`screen.title`), what it held (`nil`), the property (`title`, `navigationItem.title`).
    public var side: String
    public var value: String
    public var member: String
    public var literal: String
    public var places: [Place]
    public init(side: String, value: String, member: String, literal: String, places: [Place]) {
        self.side = side
        self.value = value
        self.member = member
        self.literal = literal
        self.places = places
    }
}

/// The kinds of change the what-if search makes to a storyboard (`StoryboardWhatIf`).
public enum StoryboardChangeKind: String, Sendable, Codable, CaseIterable {
    /// A segue's identifier (the Attributes inspector's Identifier).
    case segueIdentifier
    /// A segue's kind: Show for Present Modally and back.
    case segueKind
    /// A scene's Storyboard ID (the Identity inspector).
    case storyboardIdentifier
    /// A scene's class (the Identity inspector's Class).
    case sceneClass
    /// The method a control's action calls (the Connections inspector).
    case actionSelector
    /// The view an outlet points at (the Connections inspector).
    case outletView
    /// Where a segue starts: a button (runs on a tap) or the view controller (runs when code performs it).
    case segueSource
}

extension StoryboardChangeKind {
    /// A segue kind's name in the storyboard model for a custom segue.
    public static let customSegue = "custom"

    /// A view named in a storyboard change's `before`/`after`, worded by each catalog (`whatIfView`).
    public static func view(kind: String, shown: String) -> String { "\u{1F}\(kind)\u{1F}\(shown)" }

    /// The kind and text of a view written by `view(kind:shown:)`, nil for any other text.
    public static func viewParts(_ text: String) -> (kind: String, shown: String)? {
        let parts = text.split(separator: "\u{1F}", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].isEmpty else { return nil }
        return (String(parts[1]), String(parts[2]))
    }
}

/// Why a stored property that copies a control's state (`typedEmail = sender.text`) did not hold
/// what the user gave the control when it was used (`InputNotTrackedRule`).
public enum InputTrackReason: Sendable, Equatable {
    /// The method is added for an event this kind of control never sends when the user changes it
    /// (`.valueChanged` on a text field, `.editingChanged` on a stepper).
    case eventNeverSent(event: String, listen: String, kind: String, line: Int)
    /// The method is added as a target of another control.
    case otherControl(other: String, listen: String, line: Int)
    /// No `addTarget` names the method and no storyboard connection does.
    case neverConnected(selector: String, listen: String, state: String)
    /// `addTarget` ran in `place` (`awakeFromNib()`, an initializer), before the view loaded: the
    /// outlet was nil and `?.` skipped the call.
    case addedBeforeLoad(place: String, line: Int)
    /// The line that adds the target (or sets the delegate) never ran.
    case registrationNeverRan(line: Int)
    /// A text field delegate method, and the field's `delegate` is never set.
    case delegateNotSet
    /// `textFieldShouldReturn(_:)`: only the keyboard's Return key calls it.
    case onlyOnReturn(state: String)
    /// `textFieldDidEndEditing(_:)`, `textFieldShouldEndEditing(_:)` or `.editingDidEnd`: editing
    /// ends only when the field resigns first responder, and a tap on a button does not (R10.15).
    case onlyWhenEditingEnds(state: String)
    /// Called when editing begins (`textFieldDidBeginEditing(_:)`, `.editingDidBegin`), before typing.
    case beforeTyping(state: String)
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` reading `textField.text`.
    case beforeEachChange
    /// `count += 1` on each change instead of the control's value.
    case countsEvents(statement: String, line: Int)
    /// The property's own start value differs from the control's start state, and the method runs
    /// only when the user changes the control, which nobody did.
    case startNotCopied(initial: String, start: String, state: String)
}

/// Why an observer's closure (a `NotificationCenter` block observer, a key-value observation) was
/// never called, from the code and the run.
public enum ObserverMiss: Sendable, Equatable {
    /// The name observed and the name posted differ (letter case, a letter or two).
    case nameDiffers(observed: String, posted: String, postLine: Int)
    /// The post ran before the observer was added (`postMethod` ran before `registerMethod`).
    case postedBefore(post: String, postLine: Int, postMethod: String, registerMethod: String)
    /// The observer takes only notifications from `filter`, and the post sends `posted`.
    case objectFilter(filter: String, filterOwner: String?, posted: String, postLine: Int, postOwner: String?)
    /// The post with that name never ran in this run.
    case postNeverRan(post: String, postLine: Int)
    /// The observer was removed (`removeObserver`, line, in `removeMethod`) after it was added and
    /// before the post (line, in `postMethod`) ran: no one was observing when the notification came.
    case removedBefore(removeLine: Int, removeMethod: String, post: String, postLine: Int, postMethod: String)
    /// Nothing in the code posts that name.
    case nothingPosts(name: String)
    /// A key-value observation of a property not declared `dynamic`.
    case notDynamic(property: String, owner: String?, line: Int)
    /// A key-value observation whose token is a local (or thrown away): released when the method
    /// returns, which ends the observation.
    /// `initialOnly`: the closure ran when the observation was made (`.initial`), never after.
    case tokenNotKept(token: String?, method: String, initialOnly: Bool)
    /// A key-value observation of `UITextField.text`, which typing does not change through KVO.
    case textFieldText
}

/// What a `switch`'s one value shows against its cases, when no case matches it.
public enum SwitchMiss: Sendable, Equatable {
    /// A case's text differs from the value only in letter case (`case "submit"`, `"Submit"`).
    case letterCase(pattern: String)
    /// A case's text is a letter or two away from the value (`case "DefaultSumbit"`).
    case typo(pattern: String)
    /// The value is a number no case names; `tag`: the subject is a view's `tag`.
    case noNumber(value: String, tag: Bool)
    /// The subject is a view's `tag` and was 0 (no storyboard or code gave one): every control takes
    /// the same case, whatever the cases name (constants of the learner's, held-out 278-12).
    case tagZero
    /// An object of class `valueClass` matched an earlier type pattern for a class it inherits from
    /// (`case let c as UIControl`) before the later one naming its own class (`case is UIButton`).
    case shadowedBy(earlier: String, later: String, valueClass: String, superclass: String)
    /// `case earlier` took the value first, and `case later` below it matches it too and asks more
    /// of it (`(_, let detail?)` before `(let nav?, let detail?)`): the later case never gets it.
    case earlierCase(earlier: String, later: String)
    /// No case took the value, and `case pattern` matches all of it but one element (`position`,
    /// from 1): the pattern wants `wants` there, the value had `had` (`nil` where an empty field's
    /// `Optional("")` came, `true` where `false` came).
    case oneElement(pattern: String, position: Int, wants: String, had: String)
    /// No case took the value, and `case pattern` would take it with its elements in the other order
    /// (`(false, true)` for `(true, false)`): the pattern was written for another order of the tuple
    /// `subject` builds.
    case elementsSwapped(pattern: String, subject: String)
    /// A text no case names (`"ManualSubmit"`, while the cases name `"ActionSubmit"`): it went to
    /// `default`, and what the named cases do does not happen for it.
    case noCaseFor(value: String, cases: [String])
    /// The text is how `String(describing:)` or `"\(x)"` writes an instance (`<App.LeftViewController: 0x…>`,
    /// its address new every run), never a name a case can hold: `className` is the class it describes.
    case instanceDescription(className: String)
    /// The text is how `"\(x)"` writes an optional (`Optional("Left")`): `inner`, what it wraps.
    case optionalDescription(inner: String)
    /// An empty text (`Optional("")`) given to a switch whose `case nil` was meant to take it: an
    /// empty field's `text` is `""`, not nil.
    case emptyNotNil(pattern: String)
    /// No case took the value, and `case pattern` matches all of it but element `position`, a link
    /// UIKit gives the screen (`element`, `navigationController`) that was nil: why it was nil there
    /// (`role`, where the screen stood).
    case linkNil(pattern: String, position: Int, element: String, role: CastRole)
    /// An object of class `valueClass` (`ResultViewController`), whose classes (`chain`, the learner's
    /// and UIKit's it inherits from) include none of the types the cases cast to (`types`): no case could take it.
    /// `role`: what the object is to the code when the run shows it (the navigation controller holding the
    /// screen meant, the screen an unwind went back to): the way to reach what the cases look for.
    case noTypeFor(valueClass: String, types: [String], containers: Bool, role: CastRole? = nil)

    /// A case's pattern as the text of the value it names (`"x"` of `"x"?` or `.some("x")`).
    static func caseText(_ pattern: String) -> String? {
        var text = pattern.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("?") { text = String(text.dropLast()) }
        if text.hasPrefix(".some("), text.hasSuffix(")") { text = String(text.dropFirst(6).dropLast()) }
        return text.isEmpty ? nil : text
    }

    /// Whether one of the cases (each possibly several patterns joined by commas) names the value
    /// itself (`"DefaultSubmit"` or `"DefaultSubmit"?` for `Optional("DefaultSubmit")`, `.fade` for `fade`).
    public static func namedByACase(_ value: String, cases: [String]) -> Bool {
        var plain = value
        while plain.hasPrefix("Optional("), plain.hasSuffix(")") { plain = String(plain.dropFirst(9).dropLast()) }
        // An enum value as Swift prints it (`MainState.nothing`, `FormState.editing(email: "", …)`): its case's name.
        let caseName = enumCaseName(plain)
        return cases.contains { pattern in
            pattern.split(separator: ",").contains { one in
                guard var text = caseText(String(one)) else { return false }
                if text.hasPrefix(".") { text.removeFirst() }
                if text == plain { return true }
                // `.editing(let email, _, _)`, `let .received(email)`, `.nothing`: the case it names.
                guard let caseName else { return false }
                var pattern = text.trimmingCharacters(in: .whitespaces)
                for prefix in ["let ", "var "] where pattern.hasPrefix(prefix) { pattern = String(pattern.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
                if pattern.hasPrefix(".") { pattern.removeFirst() }
                let named = enumCaseName(pattern) ?? String(pattern.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                return named == caseName && !pattern.contains(" where ")
            }
        }
    }

    /// The case's name of an enum value or pattern (`MainState.nothing` → `nothing`,
    /// `FormState.editing(email: "", update: true)` → `editing`); nil for other values (text, numbers, objects).
    static func enumCaseName(_ text: String) -> String? {
        guard !text.hasPrefix("\""), !text.hasPrefix("<"), !text.contains("#"), Double(text) == nil else { return nil }
        let head = String(text.prefix { $0 != "(" })
        guard let last = head.split(separator: ".").last, let first = last.first, first.isLetter || first == "_",
              last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !["true", "false", "nil"].contains(String(last)) else { return nil }
        return String(last)
    }

    /// UIKit's classes a value may be, each with the classes it inherits from, nearest first.
    public static let superclasses: [String: [String]] = {
        var map: [String: [String]] = [:]
        for control in ["UIButton", "UISwitch", "UIStepper", "UITextField", "UISegmentedControl", "UISlider", "UIDatePicker", "UIPageControl"] {
            map[control] = ["UIControl", "UIView", "UIResponder", "NSObject"]
        }
        for view in ["UILabel", "UIImageView", "UITextView", "UIStackView", "UIScrollView", "UITableView", "UIControl"] {
            map[view, default: ["UIView", "UIResponder", "NSObject"]] = map[view] ?? ["UIView", "UIResponder", "NSObject"]
        }
        for controller in ["UINavigationController", "UITabBarController", "UITableViewController", "UISplitViewController", "UIPageViewController"] {
            map[controller] = ["UIViewController", "UIResponder", "NSObject"]
        }
        map["UIBarButtonItem"] = ["UIBarItem", "NSObject"]
        return map
    }()

    /// The type a case pattern matches by (`UIControl` of `let control as UIControl`, `is UIButton`).
    public static func patternType(_ pattern: String) -> String? {
        let text = pattern.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("is ") { return String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        if let range = text.range(of: " as ") { return String(text[range.upperBound...]).trimmingCharacters(in: .whitespaces) }
        return nil
    }

    /// Read from the value as Swift prints it (`Optional("Submit")`, `0`) and the case patterns as
    /// written; nil when a case names the value, or nothing shows.
    public static func read(value: String, cases written: [String], subject: String) -> SwitchMiss? {
        let split = written.map(SwitchPatterns.split(case:))
        let cases = split.map(\.pattern)
        // Cases held against the value element by element (a tuple, an optional, a literal).
        let fits = split.map { SwitchPatterns.fit(pattern: $0.pattern, value: value) }
        if let first = fits.firstIndex(where: { $0.fit != .no }), fits[first].fit == .yes, !split[first].guarded,
           let later = split.indices.first(where: { $0 > first && fits[$0].fit == .yes && !split[$0].guarded
                                                    && SwitchPatterns.narrower(split[$0].pattern, than: split[first].pattern) }) {
            return .earlierCase(earlier: cases[first], later: cases[later])
        }
        if !fits.isEmpty, fits.allSatisfy({ $0.fit == .no }), SwitchPatterns.tupleElements(value) != nil {
            for (index, fit) in fits.enumerated() where fit.elements.count > 1 && fit.elements.filter({ $0 == .no }).count == 1
                && fit.elements.filter({ $0 == .yes }).count == fit.elements.count - 1 {
                let position = fit.elements.firstIndex(of: .no)!
                guard let patterns = SwitchPatterns.tupleElements(cases[index]), let values = SwitchPatterns.tupleElements(value) else { continue }
                let wants = patterns[position].trimmingCharacters(in: .whitespaces)
                guard SwitchPatterns.literal(wants) != nil || wants == "nil" || wants == ".none" || SwitchPatterns.isSome(wants) else { continue }
                return .oneElement(pattern: written[index], position: position + 1, wants: wants, had: values[position])
            }
            // A two-element pattern that matches the value turned around.
            if let values = SwitchPatterns.tupleElements(value), values.count == 2 {
                for (index, split) in split.enumerated() where !split.guarded {
                    guard let patterns = SwitchPatterns.tupleElements(split.pattern), patterns.count == 2,
                          fits[index].elements.filter({ $0 == .no }).count == 2,
                          zip(patterns.reversed(), values).allSatisfy({ SwitchPatterns.fit(element: $0, value: $1) == .yes }) else { continue }
                    return .elementsSwapped(pattern: written[index], subject: subject)
                }
            }
        }
        var bare = value
        if bare.hasPrefix("Optional("), bare.hasSuffix(")") { bare = String(bare.dropFirst(9).dropLast()) }
        if bare == "\"\"", !written.contains(where: { $0.contains("\"\"") || $0.contains("isEmpty") }), let none = written.first(where: { ["nil", ".none"].contains(SwitchPatterns.split(case: $0).pattern.trimmingCharacters(in: .whitespaces)) }) {
            return .emptyNotNil(pattern: none)
        }
        // An object caught by an earlier case for a class it inherits from.
        if let hash = bare.firstIndex(of: "#") {
            let valueClass = String(bare[..<hash])
            let chain = [valueClass] + (superclasses[valueClass] ?? [])
            let typed = cases.compactMap { pattern in patternType(pattern).map { (pattern, $0) } }
            if let first = typed.firstIndex(where: { chain.contains($0.1) }), typed[first].1 != valueClass,
               let later = typed[(first + 1)...].first(where: { chain.firstIndex(of: $0.1).map { $0 < chain.firstIndex(of: typed[first].1)! } ?? false }) {
                return .shadowedBy(earlier: typed[first].0, later: later.0, valueClass: valueClass, superclass: typed[first].1)
            }
            return nil
        }
        // A view's tag that was 0 (`switch tag`, `switch (sender as? UIButton)?.tag`) against cases that name no number
        // (constants, `default`; numbers are `noNumber`'s): the tag no one gave is why a control took another's case.
        if bare == "0", subject.hasSuffix(".tag") || subject == "tag" || subject.hasSuffix("Tag") || subject.hasSuffix(".tag ?? 0"),
           !cases.isEmpty, !cases.contains(where: { Int($0.trimmingCharacters(in: .whitespaces)) != nil }) {
            return .tagZero
        }
        let literals = cases.compactMap(caseText)
        guard !literals.contains(bare) else { return nil }
        if bare.hasPrefix("\""), bare.hasSuffix("\""), bare.count >= 2 {
            let text = String(bare.dropFirst().dropLast())
            let strings = literals.filter { $0.hasPrefix("\"") && $0.hasSuffix("\"") && $0.count >= 2 }.map { ($0, String($0.dropFirst().dropLast())) }
            // An instance's or an optional's description: no case can name it (a new address each run).
            if !strings.isEmpty, text.range(of: #"^<[\w.]+: 0x[0-9a-fA-F]+>$"#, options: .regularExpression) != nil {
                let described = text.dropFirst().prefix { $0 != ":" }
                return .instanceDescription(className: String(described.split(separator: ".").last ?? described))
            }
            if !strings.isEmpty, text.hasPrefix("Optional("), text.hasSuffix(")") {
                return .optionalDescription(inner: String(text.dropFirst(9).dropLast()))
            }
            if let found = strings.first(where: { $0.1.lowercased() == text.lowercased() }) { return .letterCase(pattern: found.0) }
            if text.count >= 4, let found = strings.first(where: { CompileErrorLesson.editDistance($0.1, text) <= 2 }) { return .typo(pattern: found.0) }
            // Every case a text, none this one: it went to `default`.
            if !strings.isEmpty, fits.allSatisfy({ $0.fit == .no }) { return .noCaseFor(value: bare, cases: strings.map(\.0)) }
            return nil
        }
        if Int(bare) != nil, !literals.isEmpty, literals.allSatisfy({ Int($0) != nil || $0.hasPrefix("let ") || $0.hasPrefix("var ") || $0 == "_" }),
           literals.contains(where: { Int($0) != nil }) {
            return .noNumber(value: bare, tag: subject.hasSuffix(".tag") || subject == "tag")
        }
        return nil
    }
}

/// Why a method that writes a value was not run by UIKit (`SourceStaleRule`).
public enum SourceStaleNote: Sendable, Equatable {
    /// `shouldPerformSegue(withIdentifier:sender:)`: not asked for the app's own `performSegue`.
    case shouldPerformNotAsked
    /// `textFieldShouldReturn(_:)`: only the Return key calls it.
    case returnKeyOnly
    /// A method UIKit would call, and the reason the code and storyboard give that it did not.
    case silent(CallbackSilence)
}

/// Why UIKit never called a learner's method it calls on a device (`UIKitCallbacks.silence`).
public enum CallbackSilence: Sendable, Equatable {
    /// The method's name is not the protocol's (`textField(textField:shouldChangeCharactersInRange:replacementString:)`
    /// for `textField(_:shouldChangeCharactersIn:replacementString:)`): a new method UIKit never calls.
    case nameDiffers(method: String, requirement: String, protocolName: String)
    /// No `delegate` (`property`) of a `holderClass` is ever set, in code or in the storyboard;
    /// `outlets` are the class's outlets of that class.
    case neverSet(owner: String, property: String, holderClass: String, outlets: [String], protocolName: String)
    /// The delegate set (`statement`, line 0 for a storyboard connection) is an object of
    /// `delegateClass`, which has no such method; the method sits in `owner`.
    case otherClass(method: String, owner: String, statement: String, line: Int, delegateClass: String)
    /// The delegate given was a new object (`made`) that nothing else keeps: the property is
    /// `weak`, so it was released as the method ended and the property turned nil.
    case released(statement: String, line: Int, made: String, property: String)
    /// A notification observed (line) with an `object:` that never posts it; `poster` is what does.
    case otherObject(notification: String, object: String, line: Int, poster: String)
    /// The method is a control's target (`statement`, line) for an event the control never sends
    /// for what the user did (`event`; the control sends `sends`).
    case wrongEvent(statement: String, line: Int, control: String, event: String, sends: String)
    /// The line that adds the target never ran.
    case targetNeverAdded(statement: String, line: Int, method: String?)
    /// The target added (`statement`) is a new object or one only a `weak` property keeps
    /// (`target`): a control does not keep its targets, so it was released.
    case targetReleased(statement: String, line: Int, target: String)
    /// The target was added to a control reached through `?` on another screen's outlet in
    /// `method` (`prepare`), before that screen's view loaded: the outlet was nil.
    case targetOnUnloadedOutlet(statement: String, line: Int, method: String)
}

/// What a `try?` swallowed, read from the error as Swift describes it.
public enum TryFailure: Sendable, Equatable {
    /// `keyNotFound`: the data has no value for `key`.
    case keyNotFound(key: String)
    /// `typeMismatch`: the value at `key` (nil: the data as a whole) is not a `type`; `found`:
    /// what the coder found there instead (`an array`, `a string/data`, `number 5`), when it said.
    case typeMismatch(type: String, key: String?, found: String? = nil)
    /// `valueNotFound`: a value of `type` was null.
    case valueNotFound(type: String, key: String?)
    /// `dataCorrupted`: the data is not JSON, or not a property list.
    case notJSON
    /// Not JSON, and the code turns encoded `Data` into text by its description
    /// (`String(describing: data)`, `"\(data)"`, `data.description`: "42 bytes"), at `statement`.
    case describedData(statement: String, file: String, line: Int)
    /// Not JSON, and no property-list encoder in the code: text that was never JSON.
    case notJSONText
    /// `keyNotFound(key)`, and the type's `encode(to:)` and `init(from:)` disagree on nesting: one of
    /// them goes through a `nestedContainer` and the other does not (`nestedInEncode`: the encoder does).
    case nestedOnOneSide(key: String, type: String, nestedInEncode: Bool)
    case notPropertyList
    /// A file error (`fileError(code: 260, path: "Documents/a.plist")`): its Cocoa code, the path
    /// from the app's home, and what the app's folders held when the run ended.
    case file(code: Int, path: String, miss: FileMiss?)
    case other

    /// The reading of `String(describing: error)`.
    public static func read(_ error: String) -> TryFailure {
        if let match = error.range(of: #"^fileError\(code: (-?\d+), path: \"(.*)\"\)$"#, options: .regularExpression) {
            let inside = String(error[match])
            let code = Int(inside.dropFirst("fileError(code: ".count).prefix { $0 != "," }) ?? 0
            let path = inside.components(separatedBy: "path: \"").dropFirst().joined(separator: "path: \"").dropLast(2)
            return .file(code: code, path: String(path), miss: nil)
        }
        func key(_ text: String) -> String? {
            guard let regex = try? NSRegularExpression(pattern: #"stringValue: "([^"]*)""#) else { return nil }
            let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
            // An empty path is the data as a whole.
            return matches.last.flatMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }.flatMap { $0.isEmpty ? nil : $0 }
        }
        func type(after prefix: String) -> String {
            // The type's name up to its first comma outside `<…>` (`Dictionary<String, Any>`).
            var depth = 0
            let name = error.dropFirst(prefix.count).prefix { character in
                if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
                return depth > 0 || (character != "," && character != ")")
            }
            let bare = name.prefix { $0 != "<" }
            return String(bare.split(separator: ".").last ?? Substring(bare)) + name.dropFirst(bare.count)
        }
        func found() -> String? {
            error.components(separatedBy: "found: \"").dropFirst().first?.components(separatedBy: "\"").first.flatMap { $0.isEmpty ? nil : $0 }
        }
        if error.hasPrefix("keyNotFound(") {
            let head = error.components(separatedBy: ", Swift.DecodingError.Context").first ?? error
            return .keyNotFound(key: key(head) ?? "?")
        }
        if error.hasPrefix("typeMismatch(") { return .typeMismatch(type: type(after: "typeMismatch("), key: key(error), found: found()) }
        if error.hasPrefix("valueNotFound(") { return .valueNotFound(type: type(after: "valueNotFound("), key: key(error)) }
        if error.hasPrefix("dataCorrupted(") {
            if error.contains("not valid JSON") || error.contains("JSON") { return .notJSON }
            if error.contains("property list") || error.contains("plist") { return .notPropertyList }
        }
        return .other
    }
}

/// Why a file the code read was not there (a `try?` read that threw "no such file"), from the files
/// the app's folders held when the run ended and the code's other file calls.
public enum FileMiss: Sendable, Equatable {
    /// A file whose path differs from the one read only in letter case (`Documents/Settings.plist`).
    case letterCase(found: String)
    /// A file of that name in another folder (`Library/Caches/email.txt` for `Documents/email.txt`).
    case otherFolder(found: String)
    /// The path read is a URL's text (`file:///…`): `absoluteString` where a path was meant.
    case urlText
    /// The file is there when the run ends: it was written after this read.
    case writtenLater
    /// A write of the code threw (`statement` at `line` of `file`), with its error's code.
    case writeFailed(statement: String, file: String, line: Int, code: Int, path: String)
    /// No file of that name in the app's folders (`files`: what they held).
    case noneWritten(files: [String])
    /// A write to a folder's own path (`Documents`), not to a file in it.
    case isFolder
    /// A path inside the app bundle (`Bundle.main`), which the app cannot write to on a device.
    case inBundle
    /// The file is there when the run ends, written after this read, which ran in `method`
    /// (`viewDidLoad()`), once: it does not run again when the screen comes back.
    case writtenAfterLoad(method: String)
}

/// Which value an observer's line used that was not the one meant (`ObserverOtherValueRule`).
public enum ObserverValueUse: Sendable, Equatable {
    /// `oldValue` in `didSet`, where the new value is the property itself.
    case oldValueInDidSet
    /// The property in `willSet`, where it is still the old value and `newValue` the incoming one.
    case propertyInWillSet
    /// A `?.` call through the property in `didSet` after it was set to nil (the old object is `oldValue`).
    case nilPropertyInDidSet
}

/// Why Swift never called a property's `didSet` (`ObserverNeverRanRule`).
public enum ObserverSkip: Sendable, Equatable {
    /// Only its initial value (`= .fullScreen`), which calls no observer.
    /// `place`: where set-up work of the owner's kind belongs (`viewDidLoad()`, `perform()`, `init`).
    case initialValue(String, place: String)
    /// Set only in an initializer of its own class, where observers are not called.
    case initializer(line: Int)
    /// A copy of it changed (`var params = rvc.params`) and never assigned back.
    case copy(name: String, source: String, line: Int)
    /// Set only by initializers, and a line that ran replaced the whole object holding it with a
    /// new one made with the value (`viewModel = HomeViewModel(status: note)`): `target` is what it
    /// assigns, `statement` the line as written.
    case replaced(target: String, statement: String, line: Int, method: String?)
}

/// The units the reading `unit-factor` names (seconds, minutes…), in Korean, by their English name.
public enum UnitWords {
    public static let korean: [String: String] = ["seconds": "초", "minutes": "분", "hours": "시간", "milliseconds": "밀리초", "percent": "퍼센트", "a fraction": "비율(0...1)"]
}

extension StateTestText {
    /// A part's text value and the literal the test compares it with, when they differ only in
    /// letter case (`title == "main"` read "Main").
    public static func caseOnlyMismatch(_ t: StateTestText) -> (value: String, literal: String)? {
        for part in t.parts {
            guard let raw = part.value, raw.count >= 2, raw.hasPrefix("\""), raw.hasSuffix("\"") else { continue }
            let value = String(raw.dropFirst().dropLast())
            let pattern = NSRegularExpression.escapedPattern(for: part.written) + #"\s*[!=]=\s*"([^"]*)""#
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let match = regex.firstMatch(in: t.test, range: NSRange(t.test.startIndex..., in: t.test)),
                  let range = Range(match.range(at: 1), in: t.test) else { continue }
            let literal = String(t.test[range])
            if literal != value, literal.lowercased() == value.lowercased() { return (value, literal) }
        }
        return nil
    }
}

/// "an" before a type name that starts with a vowel (`Int`, `Array`, `Optional`), else "a".
/// UIKit state a test reads that holds only at certain moments: a test of it that came out the
/// same every time is told when it holds.
public enum UIKitStateNote: Sendable, Equatable {
    case viewLoaded, window, moving

    /// The state `expression` (a test as written) reads, when it is one of these.
    public static func of(_ expression: String) -> UIKitStateNote? {
        func has(_ pattern: String) -> Bool { expression.range(of: pattern, options: .regularExpression) != nil }
        if has(#"\b(isViewLoaded|viewIfLoaded)\b"#) { return .viewLoaded }
        if has(#"\bview\??\.window\b|\bviewIfLoaded\??\.window\b"#) { return .window }
        if has(#"\b(isMovingFromParent|isMovingToParent|isBeingDismissed|isBeingPresented)\b"#) { return .moving }
        return nil
    }
}

public enum EnglishArticle {
    public static func before(_ type: String) -> String {
        let bare = type.hasPrefix("any ") ? "any" : type
        // `UIButton`, `UserDefaults`: a "you" sound.
        if bare.hasPrefix("UI") || bare.hasPrefix("Us") || bare.hasPrefix("Uni") { return "a" }
        return bare.first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
    }
}

extension StoreFlowText {
    /// The `UserDefaults` getter the read called (`string` in `defaults.string(forKey: "savedAt")`).
    public var readGetter: String { read.statement.firstMatchGroup(#"\.(\w+)\(forKey:"#) ?? "string" }
}

/// `shownAt[viewController]`: a dictionary written by a key that is a name (an object's).
public enum DictionaryKeyTarget {
    /// The dictionary and key of `target` when the object kept is the key: the value written is
    /// made right there (`Date()`, a literal), so it is not what holds a screen (`screens[id] =
    /// screen` keeps its value, a named object).
    public static func keptAsKey(_ target: String, value: String) -> (dictionary: String, key: String)? {
        let bare = value.trimmingCharacters(in: .whitespaces)
        guard bare != "self", bare.range(of: #"^[A-Za-z_][\w.]*$"#, options: .regularExpression) == nil else { return nil }
        return parse(target)
    }

    public static func parse(_ target: String) -> (dictionary: String, key: String)? {
        guard let key = target.firstMatchGroup(#"^.+\[\s*([A-Za-z_]\w*)\s*\]$"#) else { return nil }
        return (String(target.prefix { $0 != "[" }), key)
    }
}

/// Code shown inside explanations, the same in every language.
public enum CodeShown {
    /// A requirement as a protocol's body declares it (`var canSubmit: … { get }`, `func isValid(…)`).
    public static func requirement(_ member: String, isProperty: Bool) -> String {
        isProperty ? "var \(member): … { get }" : "func \(member)(…)"
    }
}

/// An earlier test that sent the code away before the test the statement sits under (read by
/// `FailureContext.earlierStop`).
public struct EarlierStop: Sendable {
    public struct StackMiss: Sendable {
        /// The class the test looks for, the stack at the callback's last run and that run's step.
        public var searched: String
        public var stack: [String]
        public var step: Int
        public init(searched: String, stack: [String], step: Int) { (self.searched, self.stack, self.step) = (searched, stack, step) }
    }
    public var condition: String
    public var line: Int
    public var isGuard: Bool
    /// How many times it sent the code away, and how many times the method ran (when known).
    public var times: Int
    public var runs: Int?
    public var method: String
    public var stack: StackMiss?
    /// An `if` whose own branch left the method (`if !ok { return }`): it was true those times.
    public var exits = false
    /// The test reads a navigation delegate's shown screen (`viewController`, named `parameter`),
    /// and at the callback's last run, after a pop at `step`, that was `screen`: the screen shown, not the one that left.
    public var shown: (parameter: String, screen: String, step: Int)?
    public init(condition: String, line: Int, isGuard: Bool, times: Int, runs: Int?, method: String, stack: StackMiss?) {
        (self.condition, self.line, self.isGuard, self.times, self.runs, self.method, self.stack) = (condition, line, isGuard, times, runs, method, stack)
    }
}

/// The empty-text test that replaces a learner's nil test of a text field, with the same meaning
/// (`email.text == nil` asks "is it empty?": `email.text?.isEmpty ?? true`; `!= nil` asks "is
/// there a text?": `email.text?.isEmpty == false`), so that the code around it stays right.
/// Where a string the code used came from, when the learner did not write it where it is used.
public enum StringOrigin: Sendable, Equatable {
    /// `let REQUEST_BACK_HOME = "back_home"` (line), compared or passed by its name.
    case constant(name: String, line: Int)
    /// `case manualSubmit` of `enum Route: String` (line), with no raw value written: its own name.
    case implicitRawValue(enumName: String, caseName: String, line: Int)
    /// `String(describing: self)` (line): the name of a type.
    case typeName(expression: String, line: Int)
}

public enum EmptyTextFix {
    public static func sample(test: String, field: String, isBinding: Bool, korean: Bool = false) -> String? {
        guard !isBinding else { return nil }
        let escaped = NSRegularExpression.escapedPattern(for: field)
        let empty = "\(field).text?.isEmpty ?? true", filled = "\(field).text?.isEmpty == false"
        let pattern = #"(?:self\.)?\#(escaped)\.text\s*(==|!=)\s*nil|nil\s*(==|!=)\s*(?:self\.)?\#(escaped)\.text"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: test, range: NSRange(test.startIndex..., in: test)),
              let whole = Range(match.range, in: test) else { return nil }
        let op = [1, 2].compactMap { Range(match.range(at: $0), in: test).map { String(test[$0]) } }.first ?? "=="
        let replaced = test.replacingCharacters(in: whole, with: op == "==" ? empty : filled)
        return korean ? "`\(test)` 대신 `\(replaced)`라고 쓰세요" : "write `\(replaced)` in place of `\(test)`"
    }
}

/// The end of a navigation stack a position names, as code (`first` for the root, `last` for the top).
public enum ContainerEnd {
    public static func member(_ position: Int) -> String { position == -1 ? "last" : "first" }
}

extension WhatIfOutcome {
    /// `x.tag == k` (or `k != x.tag`) that met 0 on the tag's side each time, against another number:
    /// no storyboard or code gave the view a tag.
    public func untaggedView(_ comparison: String) -> Bool {
        let op = comparison.contains(" == ") ? " == " : comparison.contains(" != ") ? " != " : nil
        guard let op else { return false }
        let sides = comparison.components(separatedBy: op).map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 2 else { return false }
        func isTag(_ side: String) -> Bool { side.hasSuffix(".tag") || tagNames.contains(side.hasPrefix("self.") ? String(side.dropFirst(5)) : side) }
        let tagSide = isTag(sides[0]) ? 0 : isTag(sides[1]) ? 1 : -1
        guard tagSide >= 0, !pairs.isEmpty else { return false }
        func unwrapped(_ value: String) -> String {
            var text = value
            while text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst(9).dropLast()) }
            return text
        }
        return pairs.allSatisfy { $0.count == 2 && unwrapped($0[tagSide]) == "0" && unwrapped($0[1 - tagSide]) != "0" }
    }
}
