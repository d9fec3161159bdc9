import Foundation
import SwiftParser
import SwiftSyntax
import Texts

/// The learner's code read once with SwiftSyntax into facts the rules can state premises over:
/// classes, methods, the calls and assignments in each method (with their receivers, whether an
/// optional chain guards them, and their lines), store keys written and read, properties
/// declared `weak`, and what each function returns. Comments and string contents never match
/// code; spelling (spaces, `self.`, line breaks) does not matter.
public struct CodeFacts: Sendable {
    public struct Method: Sendable {
        /// The class, struct or extension it is declared in.
        public var owner: String?
        /// `prepare(for:sender:)`, `viewDidLoad()`, `deinit`, `init(coder:)`.
        public var name: String
        public var baseName: String
        public var line: Int
        /// The literal every `return` gives (`true`, `false`, `nil`, a number or a string), when
        /// the method returns a value, returns it on every path, and it is always the same.
        public var constantReturn: String?
        /// What every `return` gives, as written, when it is the same everywhere (a literal or not:
        /// `UserDefaults(suiteName: "form")!` for a helper that hands out a store); nil otherwise.
        public var returnedValue: String?
        /// `override`, `@IBAction` or `@objc`: a method UIKit calls, which the trace records when it runs.
        public var isOverride = false
        public var isAction = false
        /// `@IBSegueAction`: UIKit calls it when a segue whose action it is (in the storyboard) runs.
        public var isSegueAction = false
        /// Marked `@discardableResult`: Swift says nothing when a call's result is thrown away.
        public var isDiscardableResult = false
        /// The declared return type, as written (`ResultViewController?`), nil for none.
        public var returnType: String?
        /// The parameter clause as written, without the names inside (`(_: String)`, `(email: String, interval: Int)`): to tell two methods of one name apart by their types.
        public var parameterTypes = ""
        /// The names the parameters have inside the body (`array` for `from array: [T]`).
        public var parameterNames: [String] = []
        /// Each parameter's label as a call writes it (`_` for none) and its default value as written (nil for none).
        public var parameterLabels: [String] = []
        public var parameterDefaults: [String?] = []
        /// The source (index into the learner's files) and the column of the body's `{`: where
        /// the coverage counts the method's runs.
        public var file = 0
        public var bodyLine = 0
        public var bodyColumn = 0
        /// The names its body refers to (`email`, `isUpdate`, `validated`): what a call of it reads.
        public var reads: Set<String> = []
    }

    /// A condition a statement runs under: the `if`, `guard`, `case` or `? :` around it, or an
    /// earlier `if c { return }` of its block. `holds` is false when the statement runs only when
    /// the condition does not hold (an `else`, the early exit's `if`).
    public struct Condition: Sendable, Equatable {
        /// The condition as written (`!text.isEmpty`, `segue.identifier == "ActionSubmit"`,
        /// `segue.identifier` is `"ActionSubmit"` for a `case`).
        public var text: String
        public var line: Int
        public var holds: Bool
        /// The column of the `if`/`guard`/`switch`: code there runs when the test is reached.
        public var column = 0
        /// The line of that place when it is not `line` (a `case` is tested at its `switch`).
        public var reachLine = 0
        /// For an `if` whose body ends the method (`return`, `throw`) before the statement: that line.
        public var exitLine: Int? = nil
    }

    /// A value chosen by a condition: `c ? a : b`, or an `if c { x = a } else { x = b }`.
    public struct Choice: Sendable {
        public var condition: String
        public var line: Int
        public var whenTrue: String
        public var whenFalse: String
        /// Its source (index into the learner's files).
        public var file = 0
        /// Where each arm starts (line, column), where the coverage counts whether it was taken; 0 when unknown.
        public var trueLine = 0, trueColumn = 0, falseLine = 0, falseColumn = 0
        /// For an `if`/`else` that gives one name its value in each arm: that name (`settings`); nil for `c ? a : b`.
        public var target: String? = nil
    }

    /// The arms of one `if`/`else if`/`else` chain or one `switch`: which runs is what the
    /// coverage tells (each arm's body is counted where it starts).
    public struct Branches: Sendable {
        public struct Arm: Sendable {
            /// As a sentence names it: `if segue.identifier == "A"`, `case "A"`, `else`, `default`.
            public var label: String
            public var line: Int
            public var endLine: Int
            public var bodyLine: Int
            public var bodyColumn: Int
        }
        public var arms: [Arm]
        /// A `switch`'s subject as written (nil for an `if` chain).
        public var subject: String? = nil
        public var method: String?
        public var owner: String?
        public var file = 0
    }

    /// A local name bound in a method: `let main = nav?.topViewController as? VC`, `if let x = …`.
    public struct Binding: Sendable {
        /// A closure's capture list entry (`[email = email.text]`): evaluated once, when the closure is made.
        public var isCapture = false
        /// A closure's `weak`/`unowned` capture (`[weak third = segue.source as? ThirdViewController]`).
        public var isWeakCapture = false
        public var name: String
        /// The bound expression as written.
        public var value: String
        public var method: String?
        public var owner: String?
        public var line: Int
        /// Its source (index into the learner's files).
        public var file = 0
    }

    /// A `let`/`var` declared inside a function (with or without a value): what it hides and how far.
    public struct Local: Sendable {
        public var name: String
        /// The declaration as written on one line (`var paramEmail: String?`).
        public var declaration: String
        /// Its value as written, nil when declared without one.
        public var value: String?
        public var method: String?
        public var owner: String?
        public var line: Int
        /// The last line of the block it is declared in.
        public var scopeEnd: Int
        public var file = 0
    }

    /// `x != "A" || x != "B"`: one subject compared with two different constants, so that the
    /// whole test has one value whatever the subject holds.
    public struct Contradiction: Sendable {
        /// The whole test as written (`segue.identifier != "A" || segue.identifier != "B"`).
        public var text: String
        /// The subject compared (`segue.identifier`) and the two constants.
        public var subject: String
        public var constants: [String]
        /// `||` of two `!=` (always true), else `&&` of two `==` (always false).
        public var alwaysTrue: Bool
        public var line: Int
        public var column: Int
        public var file = 0
    }

    /// A `return` with the conditions it runs under.
    public struct Return: Sendable {
        public var value: String?
        public var method: String?
        public var owner: String?
        public var line: Int
        public var conditions: [Condition]
        /// Its source (index into the learner's files) and column: where the coverage counts it.
        public var file = 0
        public var column = 0
    }

    public struct Call: Sendable {
        /// `pushViewController`, `dismiss`, `set`, `performSegue`.
        public var name: String
        /// The argument labels (`withIdentifier`, `sender`).
        public var labels: [String]
        /// The receiver as written, without `self.` and `?`/`!` (`navigationController`,
        /// `segue.destination`, `UserDefaults.standard`); nil for a call on `self` written bare.
        public var receiver: String?
        /// A `?` in the receiver chain: the call is skipped when any link is nil.
        public var optionalChain: Bool
        /// The first link of the receiver chain (`navigationController` in `navigationController?.topViewController`).
        public var receiverRoot: String?
        /// The receiver exactly as written, spaces kept (`(previous as? ViewController)`): for a text.
        public var receiverWritten: String?
        /// The arguments as written.
        public var arguments: [String]
        /// The string literal arguments, in order.
        public var stringArguments: [String]
        public var method: String?
        public var owner: String?
        public var line: Int
        /// The conditions it runs under, innermost first.
        public var conditions: [Condition] = []
        /// Its source (index into the learner's files) and column: where the coverage counts it.
        public var file = 0
        public var column = 0
        /// The call whose closure holds it (`present(_:animated:completion:)`), like an assignment's.
        public var closureOf: String?
        /// The line of the `defer` statement holding the call, nil when none does (it runs as the scope is left).
        public var deferLine: Int?

        /// As a sentence quotes it: `navigationController?.popViewController(…)`.
        public var quoted: String {
            (receiver.map { $0 + (optionalChain ? "?." : ".") } ?? "") + name + "(…)"
        }
        /// The call as written, with its labels (`current.apply(to: rvc)`; a trailing closure as `{ … }`).
        public var written: String {
            let named = zip(labels, arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }
            let closure = arguments.count > labels.count ? " { … }" : ""
            return (receiver.map { $0 + (optionalChain && !$0.contains("?") ? "?." : ".") } ?? "") + name + "(" + named.joined(separator: ", ") + ")" + closure
        }
        /// `written`, with the receiver as the source spells it (`(segue.destination as? X)?.configure(…)`).
        public var writtenInSource: String {
            guard let source = receiverWritten else { return written }
            let named = zip(labels, arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }
            let closure = arguments.count > labels.count ? " { … }" : ""
            let dot = source.hasSuffix("?") || source.hasSuffix("!") ? "." : (optionalChain ? "?." : ".")
            return source + dot + name + "(" + named.joined(separator: ", ") + ")" + closure
        }
    }

    public struct Assignment: Sendable {
        /// The assigned expression as written, without `self.` (`vc.paramEmail`, `label.text`).
        public var target: String
        /// The last member (`paramEmail`).
        public var member: String
        /// What precedes the last member (`vc`), nil for a bare name.
        public var base: String?
        public var value: String
        public var method: String?
        public var owner: String?
        public var line: Int
        /// The conditions it runs under, innermost first.
        public var conditions: [Condition] = []
        /// The call whose closure holds it (`dismiss` for `dismiss(animated: true) { … }`): it
        /// runs when that call runs its closure, not where it is written.
        public var closureOf: String?
        /// Whether it runs where it is written: outside any closure, or in one that a call runs at
        /// once and does not keep (`optional.map { … }`, `forEach`, `filter`).
        public var runsInPlace: Bool { closureOf.map(CodeFacts.immediateClosureCalls.contains) ?? true }
        /// The property a closure holding it is stored in (`onSave` for `form.onSave = { … }`): it runs
        /// where that property is called (`onSave?(text)`).
        public var storedIn: String?
        /// Its source (index into the learner's files) and column: where the coverage counts it.
        public var file = 0
        public var column = 0
        /// The left side as written (`app?.value?`), for what normalizing drops.
        public var written = ""
        /// An element of a tuple assigned at once (`(a.x, a.y) = (1, 2)`): the what-if build does not
        /// record such writes one by one.
        public var inTuple = false
        /// The line of the `defer` holding it: it runs when its scope exits, after the lines below it.
        public var deferLine: Int?
        /// The operator: `=`, or a compound one (`+=`).
        public var op = "="
        /// The statement as written on one line (`submitCount += 1`).
        public var statement: String { "\(written.isEmpty ? target : written) \(op) \(value)" }
    }

    /// A member read (`isUpdate.isEnabled`) outside an assignment's left side.
    public struct MemberRead: Sendable {
        public var base: String
        public var member: String
        public var method: String?
        public var owner: String?
        public var line: Int
        /// Read through a key path (`\UITextField.placeholder`, `\.interval.stepValue`): the key
        /// path as written up to this member, and the class its root names (`UITextField`), when
        /// the member is the root's own (`base` is then that class's name).
        public var keyPath: String? = nil
        public var rootType: String? = nil
    }

    public struct Property: Sendable {
        public var owner: String?
        public var name: String
        public var type: String?
        public var isWeak: Bool
        public var isOutlet: Bool
        public var line: Int
        /// `lazy`, computed (`{ get }`), or given a value made by code at its declaration
        /// (`= UserDefaults.standard.string(…)`): it has a value nothing else assigns.
        public var derivesValue = false
        /// The value it is declared with, as written (`"-"`, `0`), when it has one.
        public var initial: String?
        /// `lazy`: its initial value is made the first time it is read, once.
        public var isLazy = false
        /// A computed property's value when its getter is one expression (`{ source.navigationController }`,
        /// `{ return email.text?.isEmpty == false }`): what every read of it works out.
        public var getter: String?
        /// A computed property's getter as written, whole (any length): what each read runs.
        public var getterBody: String?
        /// Computed (it has a getter): nothing assigns it, each read works it out.
        public var isComputed = false
        /// Declared with a function type (`var onFinish: (() -> Void)?`): a stored closure.
        public var holdsClosure: Bool { (type ?? "").contains("->") }
        /// A property wrapper of the learner's (`@UserDefault("email", default: "")`): its type and
        /// the string its attribute starts with (the key it stores under).
        public var wrapper: String? = nil
        public var wrapperKey: String? = nil
        public var isStatic = false
        /// The observers it has (`didSet`, `willSet`): a stored property still.
        public var observers: [String] = []
        /// Where the initial value is written (file index, line, column): where the coverage
        /// counts how many times it was made. 0 when it has none.
        public var file = 0
        public var initialLine = 0
        public var initialColumn = 0
    }

    /// A closure that captures `self` weakly (`{ [weak self] in … }`): when it runs after the
    /// object was released, `self` is nil and its work is skipped.
    public struct WeakSelfClosure: Sendable {
        /// The call it is handed to (`async`, `asyncAfter`, `dismiss`), nil when it is stored.
        public var call: String?
        public var line: Int
        public var method: String?
        public var owner: String?
        public var file = 0
        /// Its body's statements (line, column), in order.
        public var statements: [Position]
        /// The statement that unwraps `self` (`guard let self = self`), when there is one.
        public var unwrapLine: Int?
        public struct Position: Sendable { public var line: Int; public var column: Int }
    }

    public struct KeyUse: Sendable {
        public enum Store: String, Sendable { case userDefaults, dictionary }
        public var store: Store
        public var key: String
        public var isWrite: Bool
        public var method: String?
        public var owner: String?
        public var line: Int
        /// For a call: its receiver as written (to tell a UserDefaults from another keyed store).
        public var receiver: String?
        /// A key worked out from names (`"submit-\(count)"`): the names it interpolates.
        public var variables: [String] = []
        public var file = 0
    }

    /// Code that runs later than the lines around it: the body of a `Task { … }`, of
    /// `DispatchQueue.main.async` / `asyncAfter`, of a `present`/`dismiss` completion, or the lines
    /// of a function or closure after an `await` (which may suspend). Lines `firstLine...lastLine`.
    public struct Deferral: Sendable, Equatable {
        /// The same kinds a sentence tells (`DeferredText.Kind`).
        public typealias Kind = DeferredText.Kind
        public var kind: Kind
        /// What defers it, as written on one line (`Task`, `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5)`,
        /// `try? await Task.sleep(nanoseconds: 100_000_000)`, `present(…)`).
        public var start: String
        public var startLine: Int
        public var startColumn: Int
        public var firstLine: Int
        public var lastLine: Int
        public var method: String?
        public var owner: String?
        public var file = 0
    }
    public private(set) var deferrals: [Deferral] = []
    /// A closure literal: what holds it (the call it is given to, or the property it is stored in),
    /// where it is made, and its statements' lines (the first one's column, where the coverage counts it).
    public struct ClosureSpan: Sendable, Equatable {
        public var call: String?
        public var stored: String?
        public var startLine: Int
        public var startColumn: Int
        public var firstLine: Int
        public var firstColumn: Int
        public var lastLine: Int
        public var method: String?
        public var owner: String?
        public var file = 0
    }
    public private(set) var closureSpans: [ClosureSpan] = []
    /// A `do` block with its `catch` clauses: the body's statements (line, column, text) and
    /// each clause's first statement (where the coverage counts whether it ran).
    public struct DoBlock: Sendable, Equatable {
        public struct Statement: Sendable, Equatable {
            public var line: Int
            public var column: Int
            public var text: String
        }
        public var line: Int
        public var body: [Statement]
        public var catches: [Statement]
        public var method: String?
        public var owner: String?
        public var file = 0
    }
    public private(set) var doBlocks: [DoBlock] = []

    /// The deferrals holding `line` of `file`, innermost (the latest start) first.
    public func deferrals(file: Int, line: Int) -> [Deferral] {
        deferrals.filter { $0.file == file && $0.firstLine <= line && line <= $0.lastLine }
            .sorted { ($0.firstLine, $0.startLine) > ($1.firstLine, $1.startLine) }
    }

    public private(set) var classes: [(name: String, supertypes: [String])] = []
    /// Each `extension` with what it adds to the type's supertypes (`extension ViewController: UITextFieldDelegate`).
    public private(set) var extensions: [(name: String, supertypes: [String])] = []
    /// `className` and the learner's classes it inherits from, nearest first (a cycle cut).
    public func classChain(of className: String) -> [String] {
        var chain: [String] = []
        var current: String? = className
        while let name = current, !chain.contains(name) {
            chain.append(name)
            current = classes.first { $0.name == name }?.supertypes.first
        }
        return chain
    }

    /// Where a method called on an object of `className` may be declared, nearest first: the class,
    /// the learner's classes it inherits from (with the UIKit class the chain ends at), then the
    /// learner's protocols those adopt that an extension of theirs gives bodies
    /// (`extension Refreshable where Self: ViewController { func refresh() { … } }`, held-out 283-15):
    /// a protocol's default runs when the class does not declare the method itself.
    public func declarers(of className: String) -> [String] {
        let chain = classChain(of: className)
        let extended = Set(extensions.map { $0.name.split(separator: " ").first.map(String.init) ?? $0.name })
        let adopted = chain.flatMap { supertypes(of: $0).sorted() }.filter { extended.contains($0) && !chain.contains($0) }
        var seen = Set(chain)
        return chain + adopted.filter { seen.insert($0).inserted }
    }

    /// For an assignment at `line` of `file` that writes a place from a stored property of its own
    /// class that no line ever assigns (only its declaration gives it a value): that property, and
    /// another assignment of the same place whose value does not read it (the line that put the value
    /// there directly). nil when there is none.
    public func valueBypassingProperty(line: Int, file: Int, ran: (Assignment) -> Bool = { _ in true }) -> (property: String, statement: String, direct: CodeFacts.Assignment, fix: String)? {
        guard let dropped = assignments.first(where: { $0.file == file && $0.line == line && $0.op == "=" }), let owner = dropped.owner else { return nil }
        let place = CodeFacts.normalized(dropped.target)
        let placeRoot = CodeFacts.rootName(place)
        // The place is the object's own (`resultEmail.text`), and no other class declares a member of
        // that name: another class's line writing `main?.resultEmail.text` writes this object's place.
        guard properties.contains(where: { $0.owner == owner && $0.name == placeRoot }),
              !properties.contains(where: { $0.owner != owner && $0.name == placeRoot }) else { return nil }
        // The property the line shows, not a fallback after `??` (`paramEmail ?? fallback`).
        let shownPart = dropped.value.components(separatedBy: "??").first ?? dropped.value
        for property in properties where property.owner == owner && !property.isComputed && !property.isOutlet && !property.isStatic
            && FailureContext.mentionsOwn(shownPart, property.name) {
            guard !assignments.contains(where: { $0.member == property.name }) else { continue }
            for other in assignments where !(other.file == file && other.line == line) && other.op == "="
                && !FailureContext.mentions(other.value, property.name) && !CodeFacts.isLiteral(other.value) && ran(other) {
                let target = CodeFacts.normalized(other.target)
                guard other.owner == owner ? target == place : target.hasSuffix("." + place) else { continue }
                // The fix through the same object the line writes through (`self?.`, `main?.`).
                let written = other.statement.trimmingCharacters(in: .whitespaces)
                let left = written.components(separatedBy: "=").first ?? ""
                let prefix = left.range(of: "(?<![\\w])" + NSRegularExpression.escapedPattern(for: placeRoot) + "\\b", options: .regularExpression).map { String(left[..<$0.lowerBound]) } ?? ""
                return (property.name, dropped.statement.trimmingCharacters(in: .whitespaces), other, prefix + "\(property.name) = \(other.value)")
            }
        }
        return nil
    }

    /// A call of the learner's helper that returns one expression (`nav.transitioningViewController()`,
    /// declared `func transitioningViewController<T>(_ key: Key = .to) -> T? { transitionCoordinator?.viewController(forKey: key) as? T }`),
    /// written out: that expression with each parameter replaced by the argument the call gives or the
    /// parameter's default (`transitionCoordinator?.viewController(forKey: .to) as? T`). nil when it is not one.
    public func inlinedCall(_ expression: String) -> String? {
        guard let call = expression.trimmingCharacters(in: .whitespaces).firstMatch(#"^(?:[\w.?!]+\.)?(\w+)\((.*)\)$"#) else { return nil }
        let candidates = methods.filter { $0.baseName == call[1] && $0.returnedValue != nil }
        guard candidates.count == 1, let method = candidates.first, var body = method.returnedValue else { return nil }
        var arguments = StringPredicate.splitArguments(call[2])
        for (index, name) in method.parameterNames.enumerated() {
            let label = index < method.parameterLabels.count ? method.parameterLabels[index] : "_"
            var value: String?
            if let first = arguments.first {
                let labelled = first.firstMatch(#"^(\w+)\s*:\s*(.+)$"#)
                if label == "_", labelled == nil || first.hasPrefix(".") { value = first; arguments.removeFirst() }
                else if let labelled, labelled[1] == label { value = labelled[2]; arguments.removeFirst() }
            }
            guard let given = value ?? (index < method.parameterDefaults.count ? method.parameterDefaults[index] : nil) else { return nil }
            body = body.replacingOccurrences(of: "\\b\(NSRegularExpression.escapedPattern(for: name))\\b", with: NSRegularExpression.escapedTemplate(for: given), options: .regularExpression)
        }
        return arguments.isEmpty ? body : nil
    }

    /// Whether `name`, declared in `owner` (with `override` or not), is first declared without
    /// `override` by one of the learner's own classes in `owner`'s chain: a hook of the learner's
    /// base class (`func configure(_:)`, overridden in a subclass). UIKit never calls it, so the
    /// trace never records it; only the learner's calls (and the coverage) tell when it ran.
    public func isLearnersOwnHook(_ name: String, owner: String) -> Bool {
        classChain(of: owner).contains { cls in methods.contains { $0.name == name && $0.owner == cls && !$0.isOverride } }
    }

    /// Whether the body of `name` that `owner` declares runs when it is called on an object of
    /// `className`: `owner` is `className` or one of the classes it inherits from, and every class
    /// between them that declares `name` again calls `super.` for it.
    public func runsDeclaration(_ name: String, of owner: String, on className: String) -> Bool {
        if owner == className { return true }
        let chain = classChain(of: className)
        guard let end = chain.firstIndex(of: owner) else { return false }
        let base = name.prefix { $0 != "(" }
        return chain[..<end].allSatisfy { cls in
            !methods.contains { $0.name == name && $0.owner == cls }
                || calls.contains { $0.receiver == "super" && $0.name == base && $0.owner == cls && $0.method == name }
        }
    }

    /// The protocols and superclass a type names, in its declaration and its extensions.
    public func supertypes(of type: String) -> Set<String> {
        Set((classes + extensions).filter { $0.name == type }.flatMap(\.supertypes))
    }
    /// A method a protocol of the learner's declares.
    public struct Requirement: Sendable {
        public var protocolName: String
        public var name: String
        public var baseName: String
        public var parameterTypes: String
        /// As written (`func sendData(_ data: String)`).
        public var declaration: String
        public var line: Int
    }
    public private(set) var requirements: [Requirement] = []
    /// The learner's `struct` types: values, copied on every assignment.
    public private(set) var structs: Set<String> = []
    /// Local names declared again where an outer declaration of them is in scope (`Shadow`).
    public private(set) var shadows: [Shadow] = []
    /// The enums the learner declared.
    public private(set) var enumNames: Set<String> = []
    /// The members the code names in key paths (`\.paramEmail`, `\ResultViewController.paramUpdate`)
    /// or as key-value coding keys (`setValue(_:forKey: "paramEmail")`): written or read where no
    /// assignment shows it.
    public private(set) var keyPathMembers: Set<String> = []
    public private(set) var methods: [Method] = []
    public private(set) var calls: [Call] = []
    public private(set) var assignments: [Assignment] = []
    public private(set) var reads: [MemberRead] = []
    public private(set) var properties: [Property] = []
    public private(set) var keys: [KeyUse] = []
    public private(set) var weakSelfClosures: [WeakSelfClosure] = []
    /// Keys written as string literals with interpolations (`"submit-\(count)"`, key as written,
    /// quotes included): their value depends on the names they interpolate when the line runs.
    public private(set) var computedKeys: [KeyUse] = []
    /// Store uses keyed by a bare name (`extras[key]`, key `@key`); `keys` holds what callers give a helper's parameter.
    public private(set) var namedKeys: [KeyUse] = []
    /// The string keys dictionary literals write (`["email": …]`): only a slip of a key read is told from them.
    public private(set) var literalKeys: [KeyUse] = []
    public private(set) var choices: [Choice] = []
    public private(set) var returns: [Return] = []
    public private(set) var bindings: [Binding] = []
    /// Every local `let`/`var` of the learner's functions (not `if let`, not parameters).
    public private(set) var locals: [Local] = []
    /// Tests whose value can never change, whatever the run: one name compared with two different
    /// constants by `!=` joined with `||` (always true) or by `==` joined with `&&` (always false).
    public private(set) var contradictions: [Contradiction] = []
    /// The learner's loops (Loops.swift).
    public private(set) var loops: [Loop] = []
    public private(set) var branches: [Branches] = []
    /// The base names of the methods the learner's protocols declare (`sendData`).
    public private(set) var protocolMethods: Set<String> = []
    /// The names of the learner's protocols (with or without requirements).
    public private(set) var protocols: Set<String> = []
    /// The properties each of the learner's protocols declares (`var canSubmit: Bool { get }`), by protocol.
    public private(set) var protocolProperties: [String: Set<String>] = [:]
    /// `static let name = "literal"` and `let name = "literal"` constants, to resolve keys and identifiers.
    public private(set) var stringConstants: [String: String] = [:]
    /// The raw values of each `String` enum's cases, by enum name (a case's own name when none is written).
    public private(set) var stringEnumRawValues: [String: [String]] = [:]
    /// The cases of the learner's `String` enums whose raw value is not their name, by case name:
    /// the enum and the raw value (`manualSubmit` → `Segue`, `"ManualSubmit"`). A text that is a
    /// case's name where its raw value was meant came from `"\(value)"` or `String(describing:)`.
    public private(set) var caseNamesWithOtherRawValue: [String: (enumName: String, rawValue: String)] = [:]
    /// The cases of each type's own `CodingKeys` enum, by the type's name: the only properties its
    /// synthesized `encode(to:)` writes and `init(from:)` reads.
    public private(set) var codingKeys: [String: [String]] = [:]
    /// Whether any file uses `===` or `!==`.
    public private(set) var usesIdentityComparison = false
    /// Every bare name used in an expression (not as the target of an assignment).
    public private(set) var references: Set<String> = []

    /// Whether the code ever reads `name` (bare, or as a member), other than by assigning it.
    /// The assignments that set the label `outlet`'s text (`resultEmail.text = …`, `self.resultEmail.text = …`).
    public func labelSetters(_ outlet: String) -> [Assignment] {
        assignments.filter { $0.target == "\(outlet).text" || $0.target.hasSuffix(".\(outlet).text") }
    }

    /// The locals of `assignment`'s method that its value reads (`if let email = paramEmail { label.text = email }`).
    public func bindings(readBy assignment: Assignment) -> [Binding] {
        bindings.filter { $0.method == assignment.method && $0.owner == assignment.owner
            && assignment.value.range(of: "\\b\(NSRegularExpression.escapedPattern(for: $0.name))\\b", options: .regularExpression) != nil }
    }

    /// The class an assignment's target belongs to, when the code says (nil: not known): its own
    /// owner for a bare name or `self.`, else the type its base is declared or bound with
    /// (`let app = UIApplication.shared.delegate as? AppDelegate` → `AppDelegate`).
    public func targetClass(of assignment: Assignment) -> String? {
        guard let base = assignment.base.map(Self.normalized), !base.isEmpty, base != "self" else { return assignment.owner }
        guard base.range(of: #"^\w+$"#, options: .regularExpression) != nil else { return nil }
        func typeName(_ text: String) -> String? {
            if let cast = text.firstMatch(#"\bas[?!]\s*(\w+)"#)?[1] { return cast }
            if let made = text.firstMatch(#"^\s*(\w+)\s*\("#)?[1], made.first?.isUppercase == true { return made }
            return nil
        }
        if let binding = bindings.last(where: { $0.name == base && $0.owner == assignment.owner && $0.method == assignment.method && $0.line <= assignment.line }) {
            return typeName(binding.value)
        }
        if let property = properties.first(where: { $0.name == base && $0.owner == assignment.owner }) {
            return property.type.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")) } ?? property.initial.flatMap(typeName)
        }
        return nil
    }

    public func reads(_ name: String) -> Bool {
        references.contains(name) || reads.contains { $0.member == name }
    }

    /// Calls that run their closure argument at once, before they return, and keep nothing of it.
    public static let immediateClosureCalls: Set<String> = ["map", "flatMap", "compactMap", "forEach", "filter", "reduce", "sorted", "sort",
                                                            "first", "contains", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "last",
                                                            "removeAll", "drop", "prefix", "with", "withExtendedLifetime", "autoreleasepool"]

    /// Names bound to `UserDefaults.standard` (or `UserDefaults(suiteName:)`).
    public private(set) var defaultsNames: Set<String> = []

    /// An expression as the facts spell it: `self.` and `?`/`!` dropped, no spaces.
    public static func normalized(_ text: String) -> String { FactsVisitor.normalized(text) }

    /// The first link of a receiver chain: `navigationController` in `navigationController.topViewController`.
    public static func rootName(_ receiver: String) -> String {
        String(receiver.prefix { $0 != "." && $0 != "(" && $0 != "[" })
    }

    /// A literal value as written: `true`, `false`, `nil`, a number, a string without
    /// interpolation, an empty array or dictionary.
    public static func isLiteral(_ text: String) -> Bool {
        ["true", "false", "nil", "[]", "[:]"].contains(text) || Double(text) != nil
            || (text.hasPrefix("\"") && text.hasSuffix("\"") && !text.contains("\\("))
    }

    public init(sources: [String]) {
        for (file, source) in sources.enumerated() {
            let visitor = FactsVisitor(tree: Parser.parse(source: source))
            visitor.walk(visitor.tree)
            classes += visitor.classes
            extensions += visitor.extensions
            structs.formUnion(visitor.structs)
            enumNames.formUnion(visitor.enumNames)
            shadows += ShadowCollector.collect(visitor.tree).map { var shadow = $0; shadow.file = file; return shadow }
            keyPathMembers.formUnion(KeyPathNames.of(visitor.tree))
            requirements += visitor.requirements
            methods += visitor.methods.map { var method = $0; method.file = file; return method }
            calls += visitor.calls.map { var call = $0; call.file = file; return call }
            assignments += visitor.assignments.map { var assignment = $0; assignment.file = file; return assignment }
            reads += visitor.reads
            properties += visitor.properties.map { var property = $0; property.file = file; return property }
            keys += visitor.keys.map { var use = $0; use.file = file; return use }
            namedKeys += visitor.namedKeys.map { var use = $0; use.file = file; return use }
            literalKeys += visitor.literalKeys.map { var use = $0; use.file = file; return use }
            computedKeys += visitor.computedKeys.map { var use = $0; use.file = file; return use }
            weakSelfClosures += visitor.weakSelfClosures.map { var closure = $0; closure.file = file; return closure }
            deferrals += visitor.deferrals.map { var deferral = $0; deferral.file = file; return deferral }
            closureSpans += visitor.closureSpans.map { var span = $0; span.file = file; return span }
            doBlocks += visitor.doBlocks.map { var block = $0; block.file = file; return block }
            choices += visitor.choices.map { var value = $0; value.file = file; return value }
            protocolMethods.formUnion(visitor.protocolMethods)
            protocols.formUnion(visitor.protocols)
            protocolProperties.merge(visitor.protocolProperties) { $0.union($1) }
            returns += visitor.returns.map { var value = $0; value.file = file; return value }
            bindings += visitor.bindings.map { var value = $0; value.file = file; return value }
            locals += visitor.locals.map { var value = $0; value.file = file; return value }
            contradictions += ContradictionFinder.of(visitor.tree, converter: visitor.converter).map { var value = $0; value.file = file; return value }
            loops += LoopFinder.of(visitor.tree, converter: visitor.converter).map { var value = $0; value.file = file; return value }
            branches += visitor.branches.map { var value = $0; value.file = file; return value }
            stringConstants.merge(visitor.constants) { first, _ in first }
            stringEnumRawValues.merge(visitor.rawValues) { first, _ in first }
            caseNamesWithOtherRawValue.merge(visitor.caseNamesWithOtherRawValue) { first, _ in first }
            codingKeys.merge(visitor.codingKeys) { first, _ in first }
            usesIdentityComparison = usesIdentityComparison || visitor.usesIdentity
            defaultsNames.formUnion(visitor.defaultsNames)
            references.formUnion(visitor.references)
        }
        assignments += keyPathSetterWrites()
        // Only the keyed calls on UserDefaults (or a name bound to it) are a defaults store.
        // A helper that hands out the store (`func formStore() -> UserDefaults`) is one of those names.
        let names = defaultsNames.union(methods.filter { $0.returnType?.hasPrefix("UserDefaults") == true && $0.parameterNames.isEmpty }.map(\.baseName))
        keys = keys.filter { use in
            guard use.store == .userDefaults, let receiver = use.receiver else { return true }
            return receiver.contains("UserDefaults") || names.contains(CodeFacts.rootName(receiver))
        }
        // Keys given by a constant (`forKey: Keys.name`) are resolved once every file is read.
        keys = keys.map { use in
            var use = use
            // A bare name is first the constant of the class using it: two classes may each
            // declare `private let key` with different values.
            // `#function` is the text of the function it is written in (`"onSend(_:)"`): a key that
            // differs by where it is written.
            if use.key == "@#function", let method = use.method { use.key = method; return use }
            if use.key.hasPrefix("@") {
                let name = String(use.key.dropFirst())
                use.key = stringConstant(name, owner: use.owner)
                    ?? typeNamedKey(name, owner: use.owner) ?? use.key
            }
            return use
        }
        keys += helperKeys(namedKeys + keys.filter { $0.key.hasPrefix("@") })
        // A dictionary key named by a type's constant that resolved to no text says nothing.
        keys.removeAll { $0.store == .dictionary && $0.key.hasPrefix("@") && $0.key.contains(".") }
    }

    /// The keys a learner's keyed helper is given at each call of it: a method whose body reads or
    /// writes a store under one of its parameters (`func putExtra(_ key: String, _ value: Any) {
    /// extras[key] = value }`, `UserDefaults.standard.string(forKey: key)`), called with a literal
    /// (`putExtra("extra_interval", …)`), uses that key at the call's line. Recorded as that use, so
    /// every reading of keys sees a key that goes through a helper as the key it is.
    func helperKeys(_ named: [KeyUse]) -> [KeyUse] {
        var found: [KeyUse] = []
        for use in named {
            let name = String(use.key.dropFirst())
            guard let helper = methods.first(where: { $0.name == use.method && $0.owner == use.owner && $0.file == use.file }),
                  let index = helper.parameterNames.firstIndex(of: name) else { continue }
            for call in calls where call.name == helper.baseName && call.arguments.count == helper.parameterNames.count {
                let argument = call.arguments[index].trimmingCharacters(in: .whitespaces)
                guard CodeFacts.isLiteral(argument), argument.hasPrefix("\""), argument.count >= 2 else { continue }
                var given = use
                given.key = String(argument.dropFirst().dropLast())
                given.method = call.method
                given.owner = call.owner
                given.line = call.line
                given.file = call.file
                found.append(given)
            }
        }
        return found
    }

    /// The writes a learner's key path setter makes at each call of it: a function whose body
    /// writes a parameter through a key path parameter (`root[keyPath: path] = value`), called with
    /// a key path literal (`assign(.fullScreen, to: \\.modalPresentationStyle, on: source)`), writes
    /// `source.modalPresentationStyle` at the call's line. Recorded as that assignment, so every
    /// reading of writes sees it.
    func keyPathSetterWrites() -> [Assignment] {
        var found: [Assignment] = []
        for write in assignments {
            guard let parts = write.written.firstMatch(#"^\s*(\w+)\s*\[\s*keyPath:\s*(\w+)\s*\]\s*$"#),
                  let helper = methods.first(where: { $0.name == write.method && $0.owner == write.owner }),
                  let pathIndex = helper.parameterNames.firstIndex(of: parts[2]),
                  let valueIndex = helper.parameterNames.firstIndex(of: write.value.trimmingCharacters(in: .whitespaces)) else { continue }
            // The root: a parameter, or `self` (an extension method called on the object: `source.with(\\.x, v)`).
            let rootIndex = helper.parameterNames.firstIndex(of: parts[1])
            guard rootIndex != nil || parts[1] == "self" else { continue }
            for call in calls where call.name == helper.baseName && call.arguments.count == helper.parameterNames.count {
                let path = call.arguments[pathIndex].filter { !$0.isWhitespace }
                guard let members = path.firstMatch(#"^\\(?:[A-Z]\w*(?:\.[A-Z]\w*)*)?((?:\.\w+)+)$"#)?[1] else { continue }
                var root: String
                if let rootIndex {
                    root = FactsVisitor.normalized(call.arguments[rootIndex])
                } else {
                    // A chain of such calls (`source.with(…).with(…)`) each returns the object: its root is the chain's first receiver.
                    root = call.receiver ?? "self"
                    if let chained = root.range(of: "." + helper.baseName + "(") { root = String(root[..<chained.lowerBound]) }
                }
                let target = (root == "self" || root.isEmpty ? "" : root) + members
                let trimmed = target.hasPrefix(".") ? String(target.dropFirst()) : target
                let split = FactsVisitor.splitLast(trimmed)
                var assignment = Assignment(target: trimmed, member: split.member, base: split.base, value: call.arguments[valueIndex],
                                            method: call.method, owner: call.owner, line: call.line, conditions: call.conditions)
                assignment.file = call.file
                assignment.column = call.column
                assignment.written = trimmed
                assignment.closureOf = call.closureOf
                found.append(assignment)
            }
        }
        return found
    }

    /// The text of a string constant named as the code names it, from inside `owner`: `key`,
    /// `Keys.name`, `Self.storyboardID`, `self.identifier`, `type(of: self).id`, `ViewController.Route.x`
    /// (the owner's own constant first: two classes may each declare `private let key`).
    public func stringConstant(_ expression: String, owner: String?) -> String? {
        var name = expression.trimmingCharacters(in: .whitespaces)
        for prefix in ["Self.", "self.", "type(of: self).", "type(of:self)."] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
        }
        if let owner, let value = stringConstants["\(owner).\(name)"] { return value }
        if let value = stringConstants[name] { return value }
        // A path through enclosing types (`ViewController.Route.detail`): its last two parts.
        let parts = name.split(separator: ".").map(String.init)
        if parts.count > 2, let value = stringConstants[parts.suffix(2).joined(separator: ".")] { return value }
        return nil
    }

    /// A key worked out by a computed property from the type using it (`"\(type(of: self)).value"`):
    /// what it is for `owner` ("VC3.value"). Nil when the getter holds anything else to work out.
    func typeNamedKey(_ name: String, owner: String?) -> String? {
        guard let owner, let getter = properties.first(where: { $0.name == name && $0.isComputed })?.getter,
              getter.hasPrefix("\""), getter.hasSuffix("\""), getter.count >= 2 else { return nil }
        var text = String(getter.dropFirst().dropLast())
        for form in [#"\(type(of: self))"#, #"\(Self.self)"#, #"\(String(describing: type(of: self)))"#, #"\(String(describing: Self.self))"#,
                     #"\(String(describing: self))"#] {
            text = text.replacingOccurrences(of: form, with: owner)
        }
        return text.contains("\\(") ? nil : text
    }

    /// An expression read through the local names it was bound to in `method` of `owner`, up to three
    /// hops (`value` → `paramText` → …): each hop a plain name bound at or before `line`, to a value
    /// `follows` accepts.
    public func resolved(_ expression: String, method: String?, owner: String?, upTo line: Int = .max,
                         follows: (String) -> Bool = { _ in true }) -> String {
        var text = expression
        for _ in 0..<3 {
            let name = text.trimmingCharacters(in: .whitespaces)
            // An entry of an array written out in the method (`let screens = [source, destination]`; `screens[0]`).
            if let access = name.firstMatch(#"^(\w+)\[(\d+)\]$"#), let position = Int(access[2]),
               let binding = bindings.last(where: { $0.name == access[1] && $0.method == method && $0.owner == owner && $0.line <= line }),
               let entries = Self.arrayEntries(binding.value), position < entries.count, follows(entries[position]) {
                text = entries[position]
                continue
            }
            guard name.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                  let binding = bindings.last(where: { $0.name == name && $0.method == method && $0.owner == owner && $0.line <= line }),
                  follows(binding.value) else { break }
            text = binding.value
        }
        return text
    }

    /// What a name of a method stands for at `line`: the value a binding gave it (`let x = …`,
    /// `if let x = …`), else a local declared with a value whose block holds the line.
    public func boundValue(of name: String, method: String?, owner: String?, upTo line: Int) -> String? {
        bindings.last { $0.name == name && $0.method == method && $0.owner == owner && $0.line <= line }?.value
            ?? locals.last { $0.name == name && $0.method == method && $0.owner == owner && $0.line <= line && line <= $0.scopeEnd }?.value
    }

    /// The entries of the array `name` holds where it is written out: a name of the method, else a
    /// stored property of `owner` declared with it (`let routes = ["A", "B"]`).
    public func writtenArray(_ name: String, method: String?, owner: String?, upTo line: Int) -> [String]? {
        let written = boundValue(of: name, method: method, owner: owner, upTo: line)
            ?? properties.first { $0.name == name && $0.owner == owner && !$0.isComputed }?.initial
        return written.flatMap(Self.arrayEntries)
    }

    /// The entries of an array literal as written (`[source, destination]` → `source`, `destination`),
    /// split at its top-level commas; nil for anything else (a dictionary, an empty array).
    public static func arrayEntries(_ written: String) -> [String]? {
        let text = written.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 else { return nil }
        var entries: [String] = [], current = "", depth = 0, quoted = false
        for character in text.dropFirst().dropLast() {
            if character == "\"" { quoted.toggle() }
            if !quoted {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                // A dictionary's key (not a ternary's `? :`).
                if character == ":" && depth == 0 && !current.contains("?") { return nil }
                if character == "," && depth == 0 {
                    entries.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        // A comma after the last entry is allowed.
        if !last.isEmpty || entries.isEmpty { entries.append(last) }
        return entries.contains(where: \.isEmpty) ? nil : entries
    }

    /// The declared type of a property of `owner` (any class when nil), by name.
    /// The method named `name` (`viewDidLoad()`, `sendData(_:)`) declared in `owner`.
    /// The innermost closure holding `line` of `file`.
    public func innermostClosure(file: Int, line: Int) -> ClosureSpan? {
        closureSpans.filter { $0.file == file && $0.firstLine <= line && line <= $0.lastLine }.max { $0.firstLine < $1.firstLine }
    }

    /// The property whose value or getter holds `span`, a closure made outside any method: the one
    /// declared nearest above the closure's start in its class.
    public func propertyHolding(_ span: ClosureSpan) -> Property? {
        properties.filter { $0.file == span.file && $0.owner == span.owner && $0.line <= span.startLine }.max { $0.line < $1.line }
    }

    /// The property observer that runs `method` of `owner` (`paramEmail.didSet`): the method itself when it is
    /// one, or the observer of the class that calls it (`didSet { render() }`); `kinds` the observers counted.
    public func observerRunning(_ method: String, in owner: String, kinds: [String] = ["didSet", "willSet"]) -> String? {
        func isObserver(_ name: String?) -> Bool { kinds.contains { (name ?? "").hasSuffix("." + $0) } }
        if isObserver(method) { return method }
        guard let helper = self.method(method, in: owner) else { return nil }
        return calls.first { $0.owner == owner && $0.name == helper.baseName && isObserver($0.method) }?.method
    }

    public func method(_ name: String, in owner: String?) -> Method? {
        methods.first { $0.name == name && $0.owner == owner }
    }

    /// A declared type without its optional marks (`UITextField!` → `UITextField`).
    /// An expression that gives a different value each time it runs, never a value to read again:
    /// a new `UUID` (or its text), a random value, and with `now` the current time (`Date()`).
    public static func makesNewValue(_ expression: String, now: Bool = false) -> Bool {
        let pattern = now ? #"^(UUID\(\)(\.uuidString)?|Date\(\)|\w+\.random\(.*\))$"# : #"^(UUID\(\)(\.uuidString)?|\w+\.random\(.*\))$"#
        return expression.trimmingCharacters(in: .whitespacesAndNewlines).range(of: pattern, options: .regularExpression) != nil
    }

    public static func bareType(_ type: String?) -> String {
        (type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
    }

    /// The methods of Swift's collections (and strings) that change the value they are called on.
    static let mutatingCalls: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "updateValue",
                                             "merge", "sort", "reverse", "shuffle", "swapAt", "popLast", "formUnion", "subtract", "toggle"]

    /// The lines that change the property `name` in place: a subscript or member written
    /// (`saved["email"] = …`, `params.email = …`), or a mutating call on it (`list.append(…)`).
    func inPlaceChanges(of name: String, owner: String?) -> [(method: String?, line: Int)] {
        let pattern = "^(self\\.)?\(NSRegularExpression.escapedPattern(for: name))[?!]?(\\[|\\.)"
        let written = assignments.filter { assignment in
            (owner == nil || assignment.owner == owner)
                && (assignment.written.isEmpty ? assignment.target : assignment.written).range(of: pattern, options: .regularExpression) != nil
        }.map { (method: $0.method, line: $0.line) }
        let mutated = calls.filter { call in
            (owner == nil || call.owner == owner) && Self.mutatingCalls.contains(call.name) && call.receiver?.replacingOccurrences(of: "self.", with: "") == name
        }.map { (method: $0.method, line: $0.line) }
        return written + mutated
    }

    /// Whether the code names the property `name` in a key path or as a key-value coding key
    /// (`setValue(_:forKey:)`, `setValuesForKeys`): it may be written there, where no assignment shows it.
    /// Whether a tuple assigned at once gives the member `name` (`(rvc.paramUpdate, …) = (…)`).
    public func writtenByTuple(_ name: String) -> Bool {
        assignments.contains { $0.inTuple && $0.member == name }
    }

    public func writtenByKey(_ name: String) -> Bool {
        let setter = "\"set" + name.prefix(1).uppercased() + name.dropFirst() + ":\""
        return keyPathMembers.contains(name)
            || calls.contains { ["setValue", "setValuesForKeys"].contains($0.name) && $0.stringArguments.contains(name) }
            // Its setter's selector written as text (`NSSelectorFromString("setParamUpdate:")`, `Selector(("…"))`).
            || calls.contains { call in call.arguments.contains { $0.contains(setter) } }
            // Or as a selector (`#selector(setter: ViewController.paramEmail)`) handed to `perform`.
            || { () -> Bool in
                let selector = #"#selector\(\s*setter:\s*(?:\w+\.)*"# + NSRegularExpression.escapedPattern(for: name) + #"\s*\)"#
                let has = { (text: String?) in text.map { $0.range(of: selector, options: .regularExpression) != nil } ?? false }
                return calls.contains { $0.arguments.contains(where: has) } || bindings.contains { has($0.value) } || properties.contains { has($0.initial) }
            }()
    }

    /// Whether any line of the code gives the member `name` of any object a value: assigns it, writes
    /// through its subscript (`app.values[key] = …`), or changes it with a mutating call
    /// (`store.items.append(…)`), or names it as a key (`writtenByKey`).
    public func givesAValue(to name: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let subscripted = "(^|\\.)\(escaped)[?!]?\\["
        return assignments.contains { $0.member == name || ($0.written.isEmpty ? $0.target : $0.written).range(of: subscripted, options: .regularExpression) != nil }
            || calls.contains { call in
                guard Self.mutatingCalls.contains(call.name), let receiver = call.receiver?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") else { return false }
                return receiver == name || receiver.hasSuffix("." + name)
            }
            || writtenByKey(name)
    }

    /// Whether the code changes the property `name` in place (`inPlaceChanges`).
    public func changesInPlace(_ name: String, owner: String?) -> Bool { !inPlaceChanges(of: name, owner: owner).isEmpty }

    /// The lines that write a class's stored property: assignments (through `self` or bare), and
    /// its changes in place.
    func writes(of name: String, owner: String) -> [(method: String?, line: Int)] {
        assignments.filter { $0.owner == owner && $0.member == name && FailureContext.isSelfBase($0.base) }.map { (method: $0.method, line: $0.line) }
            + inPlaceChanges(of: name, owner: owner)
    }

    public func propertyType(_ name: String, owner: String? = nil) -> String? {
        properties.first { $0.name == name && (owner == nil || $0.owner == owner) }?.type
    }
}

/// The members named in a file's key paths, wherever they are (the facts visitor does not walk
/// every part of an assignment's left side: `vc[keyPath: \.paramEmail] = …`).
private final class KeyPathNames: SyntaxVisitor {
    var names: Set<String> = []

    static func of(_ tree: some SyntaxProtocol) -> Set<String> {
        let walker = KeyPathNames(viewMode: .sourceAccurate)
        walker.walk(tree)
        return walker.names
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        for component in node.components {
            if let property = component.component.as(KeyPathPropertyComponentSyntax.self) { names.insert(property.declName.baseName.text) }
        }
        return .visitChildren
    }
}

/// The tests of a file that can have one value only (`CodeFacts.Contradiction`). A sequence of
/// comparisons joined by one logical operator only (`a != X || a != Y`, `a == X && a == Y`), read
/// from the parser's flat sequence (no operator folding needed: comparisons bind tighter).
private final class ContradictionFinder: SyntaxVisitor {
    var found: [CodeFacts.Contradiction] = []
    let converter: SourceLocationConverter

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    static func of(_ tree: some SyntaxProtocol, converter: SourceLocationConverter) -> [CodeFacts.Contradiction] {
        let walker = ContradictionFinder(converter: converter)
        walker.walk(tree)
        return walker.found
    }

    /// A constant: a literal, an enum case (`.pageSheet`), or a type's member (`Segue.action`).
    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) {
            return !expression.description.contains("\\(")
        }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            let text = base.trimmedDescription
            return text.first?.isUppercase == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        }
        return false
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // Split at the logical operators; each part must be `subject op constant` (or `constant op subject`).
        var parts: [[ExprSyntax]] = [[]]
        var logical: Set<String> = []
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self), ["||", "&&"].contains(op.operator.text) {
                logical.insert(op.operator.text)
                parts.append([])
            } else {
                parts[parts.count - 1].append(element)
            }
        }
        guard logical.count == 1, let joiner = logical.first, parts.count >= 2 else { return .visitChildren }
        let wanted = joiner == "||" ? "!=" : "=="
        var bySubject: [String: [String]] = [:]
        for part in parts {
            guard part.count == 3, let op = part[1].as(BinaryOperatorExprSyntax.self), op.operator.text == wanted else { continue }
            let (subject, constant): (ExprSyntax, ExprSyntax)
            if Self.isConstant(part[2]), !Self.isConstant(part[0]) { (subject, constant) = (part[0], part[2]) }
            else if Self.isConstant(part[0]), !Self.isConstant(part[2]) { (subject, constant) = (part[2], part[0]) }
            else { continue }
            let key = subject.trimmedDescription.replacingOccurrences(of: "self.", with: "").filter { !$0.isWhitespace }
            let value = constant.trimmedDescription
            if !(bySubject[key] ?? []).contains(value) { bySubject[key, default: []].append(value) }
        }
        for (subject, constants) in bySubject.sorted(by: { $0.key < $1.key }) where constants.count >= 2 {
            let location = node.startLocation(converter: converter)
            found.append(CodeFacts.Contradiction(text: node.trimmedDescription, subject: subject, constants: Array(constants.prefix(2)),
                                                 alwaysTrue: joiner == "||", line: location.line, column: location.column))
            break
        }
        return .visitChildren
    }
}

/// Walks one file, keeping track of the type and the function it is in.
private final class FactsVisitor: SyntaxVisitor {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    var classes: [(name: String, supertypes: [String])] = []
    var extensions: [(name: String, supertypes: [String])] = []
    var methods: [CodeFacts.Method] = []
    var calls: [CodeFacts.Call] = []
    var assignments: [CodeFacts.Assignment] = []
    var reads: [CodeFacts.MemberRead] = []
    var properties: [CodeFacts.Property] = []
    var keys: [CodeFacts.KeyUse] = []
    /// Dictionary subscripts keyed by a bare name (`extras[key]`), key `@name`: resolved after the
    /// walk where the name is a parameter of the method (a helper's key, given by its callers).
    var namedKeys: [CodeFacts.KeyUse] = []
    /// The string keys of dictionary literals (`["email": …, "isUpdate": …]`): written there.
    var literalKeys: [CodeFacts.KeyUse] = []

    override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.content.as(DictionaryElementListSyntax.self) {
            for element in elements {
                guard let literal = element.key.as(StringLiteralExprSyntax.self), let text = Self.plainText(literal) else { continue }
                literalKeys.append(CodeFacts.KeyUse(store: .dictionary, key: text, isWrite: true, method: functions.last, owner: owners.last, line: line(element)))
            }
        }
        return .visitChildren
    }
    var computedKeys: [CodeFacts.KeyUse] = []
    var weakSelfClosures: [CodeFacts.WeakSelfClosure] = []
    var deferrals: [CodeFacts.Deferral] = []
    var closureSpans: [CodeFacts.ClosureSpan] = []
    var choices: [CodeFacts.Choice] = []
    var protocolMethods: Set<String> = []
    var protocols: Set<String> = []
    var protocolProperties: [String: Set<String>] = [:]
    var returns: [CodeFacts.Return] = []
    var branches: [CodeFacts.Branches] = []
    var bindings: [CodeFacts.Binding] = []
    var locals: [CodeFacts.Local] = []
    var constants: [String: String] = [:]
    var rawValues: [String: [String]] = [:]
    var codingKeys: [String: [String]] = [:]
    var usesIdentity = false
    var defaultsNames: Set<String> = []
    var references: Set<String> = []
    private var owners: [String] = []
    private var functions: [String] = []
    var doBlocks: [CodeFacts.DoBlock] = []

    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        let statement = { (item: CodeBlockItemSyntax) in
            CodeFacts.DoBlock.Statement(line: self.line(item), column: self.column(item), text: item.item.trimmedDescription)
        }
        let catches = node.catchClauses.map { clause in
            clause.body.statements.first.map(statement) ?? CodeFacts.DoBlock.Statement(line: line(clause), column: 0, text: "")
        }
        if !catches.isEmpty {
            doBlocks.append(CodeFacts.DoBlock(line: line(node), body: node.body.statements.map(statement), catches: catches,
                                              method: functions.last, owner: owners.last))
        }
        return .visitChildren
    }

    init(tree: SourceFileSyntax) {
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func column(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).column
    }

    /// The lines after the statement holding an `await`, to the end of the function or closure
    /// around it: they run when the awaited work comes back, maybe much later.
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        var statement: Syntax? = Syntax(node)
        while let current = statement, !current.is(CodeBlockItemSyntax.self) { statement = current.parent }
        var body: Syntax? = statement?.parent
        while let current = body, !(current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)
                                     || current.is(AccessorDeclSyntax.self)) { body = current.parent }
        guard let statement, let body else { return .visitChildren }
        let end = converter.location(for: statement.endPositionBeforeTrailingTrivia).line
        let last = converter.location(for: body.endPositionBeforeTrailingTrivia).line
        let text = statement.trimmedDescription.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
        guard last > end else { return .visitChildren }
        deferrals.append(CodeFacts.Deferral(kind: .afterAwait, start: text.count > 90 ? String(text.prefix(90)) + "…" : text,
                                            startLine: line(node), startColumn: column(node), firstLine: end + 1, lastLine: last - 1,
                                            method: functions.last, owner: owners.last))
        return .visitChildren
    }

    /// A closure UIKit or the system runs later: a `Task`'s, the main queue's, a completion's.
    private func deferral(of node: ClosureExprSyntax) {
        var up = node.parent
        // The closure's argument label (`completion`, `animations`), nil for a trailing closure.
        var label: String?
        if let labeled = up?.as(LabeledExprSyntax.self) { label = labeled.label?.text; up = up?.parent?.parent }
        if let element = up?.as(MultipleTrailingClosureElementSyntax.self) { label = element.label.text; up = up?.parent?.parent }
        guard let call = up?.as(FunctionCallExprSyntax.self) else { return }
        let called = call.calledExpression.trimmedDescription
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription ?? called
        let kind: CodeFacts.Deferral.Kind
        switch name {
        case "Task", "detached": kind = called.hasPrefix("Task") ? .task : .mainQueue
        case "async": kind = .mainQueue
        case "asyncAfter": kind = .afterDelay
        case "present", "dismiss", "pushViewController", "popViewController", "setViewControllers":
            kind = .completion
        // A timer's block runs when its time has passed.
        case "scheduledTimer", "Timer":
            kind = .afterDelay
        // An animation's completion runs when it ends; its `animations` run at once. A trailing
        // closure is the completion when the animations are given before it.
        case "animate", "transition", "setCompletionBlock", "addCompletion", "animateAlongsideTransition":
            let labels = call.arguments.compactMap { $0.label?.text }
            let isCompletion = label == "completion"
                || (label == nil && (["setCompletionBlock", "addCompletion"].contains(name)
                    || labels.contains("animations") || labels.contains("alongsideTransition")))
            guard isCompletion else { return }
            kind = .animation
        default: return
        }
        if kind == .mainQueue, name == "detached", !called.hasPrefix("Task") { return }
        let first = line(node.statements), last = converter.location(for: node.statements.endPositionBeforeTrailingTrivia).line
        guard !node.statements.isEmpty else { return }
        var shown = call.calledExpression.trimmedDescription
        if kind == .afterDelay, let argument = call.arguments.first {
            shown += "(" + (argument.label.map { $0.text + ": " } ?? "") + argument.expression.trimmedDescription + ")"
        }
        if kind == .completion || kind == .animation { shown += "(…)" }
        deferrals.append(CodeFacts.Deferral(kind: kind, start: shown.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression),
                                            startLine: line(call), startColumn: column(call), firstLine: first, lastLine: last,
                                            method: functions.last, owner: owners.last))
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        deferral(of: node)
        if let first = node.statements.first {
            // Where the closure is made: the statement holding it (the closure's own `{` is counted as its body).
            var statement: Syntax? = node.parent
            while let current = statement, !current.is(CodeBlockItemSyntax.self), !current.is(MemberBlockItemSyntax.self) { statement = current.parent }
            let made = statement ?? Syntax(node)
            closureSpans.append(CodeFacts.ClosureSpan(call: Self.closureCall(of: Syntax(first.item)), stored: Self.storedClosureProperty(of: Syntax(first.item)),
                                                      startLine: line(made), startColumn: column(made), firstLine: line(first), firstColumn: column(first),
                                                      lastLine: converter.location(for: node.statements.endPositionBeforeTrailingTrivia).line,
                                                      method: functions.last, owner: owners.last))
        }
        let captures = node.signature?.capture?.items ?? []
        let weakSelf = captures.contains { (item: ClosureCaptureSyntax) -> Bool in
            let specifier: String = item.specifier?.specifier.text ?? ""
            let captured: String = item.initializer?.value.trimmedDescription ?? item.name.text
            return specifier == "weak" && captured == "self"
        }
        if weakSelf {
            var call: String?
            var up = node.parent
            if up?.is(LabeledExprSyntax.self) == true { up = up?.parent?.parent }
            if let callExpr = up?.as(FunctionCallExprSyntax.self) {
                call = callExpr.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? callExpr.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            let statements = node.statements.map { CodeFacts.WeakSelfClosure.Position(line: line($0), column: column($0)) }
            let unwrap = node.statements.first { item in
                let text = item.item.trimmedDescription
                return (text.hasPrefix("guard") || text.hasPrefix("if")) && text.range(of: #"let\s+\w+\s*=\s*self\b|let\s+self\b"#, options: .regularExpression) != nil
            }
            weakSelfClosures.append(CodeFacts.WeakSelfClosure(call: call, line: line(node), method: functions.last, owner: owners.last,
                                                               statements: statements, unwrapLine: unwrap.map { line($0) }))
        }
        return .visitChildren
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let supertypes = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        classes.append((node.name.text, supertypes))
        owners.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    var structs: Set<String> = []
    var enumNames: Set<String> = []
    var caseNamesWithOtherRawValue: [String: (enumName: String, rawValue: String)] = [:]
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); structs.insert(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        // A type's own `CodingKeys`: the properties its synthesized coding reads and writes.
        if let owner = owners.last, node.name.text == "CodingKeys"
            || node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "CodingKey" }) == true {
            codingKeys[owner] = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                .flatMap { $0.elements.map(\.name.text) }
        }
        owners.append(node.name.text)
        enumNames.insert(node.name.text)
        // A `String` enum: each case's raw value (its own name unless written).
        if node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" {
            var values: [String] = []
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), let text = Self.plainText(literal) {
                        values.append(text)
                        if text != element.name.text { caseNamesWithOtherRawValue[element.name.text] = (node.name.text, text) }
                    } else {
                        values.append(element.name.text)
                    }
                }
            }
            rawValues[node.name.text] = values
            // `Settings.Key.email.rawValue` as a key: the case's raw value, by its qualified name and the shorter ones.
            let path = owners
            var index = 0
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    guard index < values.count else { break }
                    for start in path.indices {
                        constants[(path[start...] + [element.name.text, "rawValue"]).joined(separator: ".")] = values[index]
                    }
                    index += 1
                }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    var requirements: [CodeFacts.Requirement] = []
    static func parameterTypes(_ clause: FunctionParameterClauseSyntax) -> String {
        // The types as written without spaces, `?` and `!` kept: `String?` is another type than `String`
        // (a method taking it does not fulfil a requirement taking `String`).
        "(" + clause.parameters.map { "\($0.firstName.text): \($0.type.trimmedDescription.filter { !$0.isWhitespace })" }.joined(separator: ", ") + ")"
    }
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        // `[email = email.text]`, or `[resultLabel]` (the name's value, captured as it is then); not `[weak self]`.
        if node.specifier == nil, node.name.text != "self" {
            var binding = CodeFacts.Binding(name: node.name.text, value: node.initializer?.value.trimmedDescription ?? node.name.text, method: functions.last,
                                            owner: owners.last, line: line(node))
            binding.isCapture = true
            bindings.append(binding)
        } else if let specifier = node.specifier?.specifier.text, specifier == "weak" || specifier == "unowned", node.name.text != "self" {
            var binding = CodeFacts.Binding(name: node.name.text, value: node.initializer?.value.trimmedDescription ?? node.name.text, method: functions.last,
                                            owner: owners.last, line: line(node))
            binding.isWeakCapture = true
            bindings.append(binding)
        }
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        protocolProperties[node.name.text, default: []].insert(name)
                    }
                }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                protocolMethods.insert(function.name.text)
                let labels = function.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
                requirements.append(CodeFacts.Requirement(protocolName: node.name.text, name: "\(function.name.text)(\(labels))", baseName: function.name.text,
                                                          parameterTypes: Self.parameterTypes(function.signature.parameterClause),
                                                          declaration: function.trimmedDescription, line: line(function)))
            }
        }
        // Its requirements are not methods of a type.
        return .skipChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.extendedType.trimmedDescription)
        extensions.append((node.extendedType.trimmedDescription, node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    // MARK: Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
        let name = "\(node.name.text)(\(labels))"
        var constant: String?, returned: String?
        if node.signature.returnClause != nil, let body = node.body {
            let returns = ReturnCollector(viewMode: .sourceAccurate)
            returns.walk(body)
            // One return value everywhere: a literal, and no path falls off the end (a function
            // with a return type cannot). A body that is a single expression is its return value.
            var values = returns.values.map { $0 ?? "" }
            if values.isEmpty, body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
                values = [only.trimmedDescription]
            }
            if Set(values).count == 1, let value = values.first, CodeFacts.isLiteral(value) { constant = value }
            if Set(values).count == 1, let value = values.first, !value.isEmpty { returned = value }
        }
        var method = CodeFacts.Method(owner: owners.last, name: name, baseName: node.name.text, line: line(node), constantReturn: constant)
        method.returnedValue = returned
        method.isOverride = node.modifiers.contains { $0.name.text == "override" }
        method.isAction = node.attributes.trimmedDescription.contains("IBAction")
        method.isSegueAction = node.attributes.trimmedDescription.contains("IBSegueAction")
        method.isDiscardableResult = node.attributes.trimmedDescription.contains("discardableResult")
        method.returnType = node.signature.returnClause?.type.trimmedDescription
        method.parameterTypes = Self.parameterTypes(node.signature.parameterClause)
        method.parameterNames = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        // A store handed in (`func load(from defaults: UserDefaults)`) is a defaults store in the body.
        for parameter in node.signature.parameterClause.parameters where parameter.type.trimmedDescription.hasPrefix("UserDefaults") {
            defaultsNames.insert((parameter.secondName ?? parameter.firstName).text)
        }
        method.parameterLabels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        method.parameterDefaults = node.signature.parameterClause.parameters.map { $0.defaultValue?.value.trimmedDescription }
        if let body = node.body {
            (method.bodyLine, method.bodyColumn) = (line(body), column(body))
            let names = NameCollector(viewMode: .sourceAccurate)
            names.walk(body)
            method.reads = names.names
        }
        methods.append(method)
        functions.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
        let name = "init(\(labels))"
        var method = CodeFacts.Method(owner: owners.last, name: name, baseName: "init", line: line(node), constantReturn: nil)
        method.parameterNames = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        // A store handed in (`func load(from defaults: UserDefaults)`) is a defaults store in the body.
        for parameter in node.signature.parameterClause.parameters where parameter.type.trimmedDescription.hasPrefix("UserDefaults") {
            defaultsNames.insert((parameter.secondName ?? parameter.firstName).text)
        }
        method.parameterLabels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        method.parameterDefaults = node.signature.parameterClause.parameters.map { $0.defaultValue?.value.trimmedDescription }
        if let body = node.body {
            (method.bodyLine, method.bodyColumn) = (line(body), column(body))
            let names = NameCollector(viewMode: .sourceAccurate)
            names.walk(body)
            method.reads = names.names
        }
        methods.append(method)
        functions.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

    /// A property's observer or accessor (`didSet`, `get`): statements in it belong to
    /// `paramEmail.didSet` (not a method the trace records).
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        let property = node.parent?.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription
            ?? node.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription
        functions.append("\(property.map { $0 + "." } ?? "")\(node.accessorSpecifier.text)")
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) { functions.removeLast() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        var method = CodeFacts.Method(owner: owners.last, name: "deinit", baseName: "deinit", line: line(node), constantReturn: nil)
        if let body = node.body { (method.bodyLine, method.bodyColumn) = (line(body), column(body)) }
        methods.append(method)
        functions.append("deinit")
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { functions.removeLast() }

    /// Closures keep the function they are written in (a completion handler's code belongs to it).


    // MARK: Declarations

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let attributes = node.attributes.trimmedDescription
        let modifiers = node.modifiers.map(\.name.text)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if functions.isEmpty {
                var property = CodeFacts.Property(owner: owners.last, name: name, type: binding.typeAnnotation?.type.trimmedDescription,
                                                  isWeak: modifiers.contains("weak") || modifiers.contains("unowned"), isOutlet: attributes.contains("IBOutlet"), line: line(node))
                let initial = binding.initializer?.value.trimmedDescription
                property.initial = initial
                property.isLazy = modifiers.contains("lazy")
                property.isStatic = modifiers.contains("static") || modifiers.contains("class")
                for attribute in node.attributes {
                    guard let custom = attribute.as(AttributeSyntax.self) else { continue }
                    let type = custom.attributeName.trimmedDescription
                    guard !["IBOutlet", "IBInspectable", "objc", "MainActor", "available", "nonobjc", "NSManaged", "IBOutletCollection"].contains(type) else { continue }
                    property.wrapper = type
                    if case let .argumentList(arguments)? = custom.arguments, let first = arguments.first?.expression.as(StringLiteralExprSyntax.self) {
                        property.wrapperKey = Self.plainText(first)
                    }
                }
                if let value = binding.initializer?.value, binding.accessorBlock == nil {
                    (property.initialLine, property.initialColumn) = (line(value), column(value))
                }
                property.getter = binding.accessorBlock.flatMap(Self.singleExpression)
                property.getterBody = binding.accessorBlock.flatMap { block -> String? in
                    switch block.accessors {
                    case let .getter(list): return list.trimmedDescription
                    case let .accessors(list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.trimmedDescription
                    }
                }
                // Observers (`didSet`, `willSet`) keep a stored property stored; a getter makes it computed.
                property.isComputed = binding.accessorBlock.map { block in
                    switch block.accessors {
                    case .getter: return true
                    case let .accessors(list): return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                    }
                } ?? false
                property.observers = binding.accessorBlock.map { block in
                    if case let .accessors(list) = block.accessors { return list.map(\.accessorSpecifier.text).filter { ["willSet", "didSet"].contains($0) } }
                    return []
                } ?? []
                property.derivesValue = modifiers.contains("lazy") || binding.accessorBlock != nil
                    || (initial.map { !CodeFacts.isLiteral($0) && $0.contains("(") && !Self.isPlainInit($0) } ?? false)
                properties.append(property)
            }
            // `let d = UserDefaults.standard`, or an injected store typed so (`var defaults: UserDefaults = .standard`).
            if let value = binding.initializer?.value, value.trimmedDescription.contains("UserDefaults") { defaultsNames.insert(name) }
            if let type = binding.typeAnnotation?.type.trimmedDescription, type.hasPrefix("UserDefaults") { defaultsNames.insert(name) }
            if !functions.isEmpty, let value = binding.initializer?.value {
                bindings.append(CodeFacts.Binding(name: name, value: value.trimmedDescription, method: functions.last, owner: owners.last, line: line(node)))
            }
            if !functions.isEmpty {
                // The block the declaration lives in ends its scope.
                var scope: Syntax? = Syntax(node).parent
                while let current = scope, !current.is(CodeBlockItemListSyntax.self) { scope = current.parent }
                let declared = node.bindingSpecifier.text + " " + binding.trimmedDescription.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
                locals.append(CodeFacts.Local(name: name, declaration: declared, value: binding.initializer?.value.trimmedDescription, method: functions.last,
                                              owner: owners.last, line: line(node), scopeEnd: scope.map { endLine($0) } ?? line(node)))
            }
            if let value = binding.initializer?.value.as(StringLiteralExprSyntax.self), let text = Self.plainText(value) {
                constants[name] = text
                if let owner = owners.last { constants["\(owner).\(name)"] = text }
            }
        }
        return .visitChildren
    }

    /// The one expression a getter returns (`{ x }`, `{ return x }`, `get { return x }`), nil for a longer body.
    static func singleExpression(_ block: AccessorBlockSyntax) -> String? {
        var items: CodeBlockItemListSyntax?
        switch block.accessors {
        case let .getter(list): items = list
        case let .accessors(accessors): items = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
        guard let items, items.count == 1, let item = items.first else { return nil }
        if let statement = item.item.as(ReturnStmtSyntax.self) { return statement.expression?.trimmedDescription }
        if let expression = item.item.as(ExprSyntax.self) { return expression.trimmedDescription }
        return nil
    }

    /// The name of the call whose closure argument (or trailing closure) holds `node`, up to the
    /// enclosing function: `dismiss` for `dismiss(animated: true) { x = 1 }`.
    /// The line of the `defer` statement holding `node` in its function, nil when none does.
    func deferLine(of node: Syntax) -> Int? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            if let statement = parent.as(DeferStmtSyntax.self) { return line(statement) }
            current = parent.parent
        }
        return nil
    }

    static func closureCall(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self) { return nil }
            if parent.is(ClosureExprSyntax.self) {
                var up = parent.parent
                if up?.is(LabeledExprSyntax.self) == true { up = up?.parent?.parent }
                if let call = up?.as(FunctionCallExprSyntax.self) {
                    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
                    if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
                }
                return "closure"
            }
            current = parent.parent
        }
        return nil
    }

    /// The property the innermost closure holding `node` is assigned to (`form.onSave = { … }` → `onSave`).
    static func storedClosureProperty(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return nil }
            if parent.is(ClosureExprSyntax.self) {
                guard let list = parent.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), Syntax(elements[2]) == parent else { return nil }
                return splitLast(normalized(elements[0].trimmedDescription)).member
            }
            current = parent.parent
        }
        return nil
    }

    /// `String()`, `[String]()`, `ViewController()`: an empty value, not one computed from elsewhere.
    static func isPlainInit(_ text: String) -> Bool {
        text.range(of: #"^[\w.<>\[\]:, ]+\(\)$"#, options: .regularExpression) != nil
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        // `case name = "literal"` in a String enum: `Keys.name.rawValue`.
        if let value = node.rawValue?.value.as(StringLiteralExprSyntax.self), let text = Self.plainText(value) {
            constants["\(node.name.text).rawValue"] = text
            if let owner = owners.last { constants["\(owner).\(node.name.text).rawValue"] = text }
        }
        return .visitChildren
    }

    static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }

    // MARK: Expressions

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if ["===", "!=="].contains(node.operator.text) { usesIdentity = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String
        var receiver: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = member.declName.baseName.text
            receiver = member.base
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let reference = node.calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            // A closure property called through `?` (`onSave?(text)`).
            callee = reference.baseName.text
        } else if let member = node.calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self) {
            // … or through a receiver (`self?.onDoneHandler?(text)`).
            callee = member.declName.baseName.text
            receiver = member.base
        } else {
            return .visitChildren
        }
        let receiverText = receiver.map { Self.normalized($0.trimmedDescription) }
        let optional = receiver.map { Self.hasOptionalChain($0) } ?? false
        // A trailing closure is the last argument (`filter { $0 === child }`).
        let arguments = node.arguments.map { $0.expression.trimmedDescription } + (node.trailingClosure.map { [$0.trimmedDescription] } ?? [])
        let strings = node.arguments.compactMap { argument -> String? in
            if let literal = argument.expression.as(StringLiteralExprSyntax.self), let text = Self.plainText(literal) { return text }
            return "@" + Self.normalized(argument.expression.trimmedDescription)
        }
        var call = CodeFacts.Call(name: callee, labels: node.arguments.map { $0.label?.text ?? "_" }, receiver: receiverText == "self" ? nil : receiverText,
                                  optionalChain: optional, receiverRoot: receiverText.map(CodeFacts.rootName),
                                  arguments: arguments, stringArguments: strings.filter { !$0.hasPrefix("@") },
                                  method: functions.last, owner: owners.last, line: line(node),
                                  conditions: conditions(of: Syntax(node)))
        call.column = column(node)
        call.receiverWritten = receiver.map { $0.trimmedDescription.replacingOccurrences(of: #"\s*\n\s*"#, with: "", options: .regularExpression) }
        call.closureOf = Self.closureCall(of: Syntax(node))
        call.deferLine = deferLine(of: Syntax(node))
        calls.append(call)
        noteKey(call, strings: strings, node: node)
        // Key-value coding of an object's property (`destination.setValue(NSNumber(value: 1), forKey:
        // "modalPresentationStyle")`) is an assignment of that property; a store's `setValue(_:forKey:)`
        // (UserDefaults, a dictionary) is not.
        if callee == "setValue", call.labels == ["_", "forKey"], let key = call.stringArguments.first, key.range(of: #"^[\p{L}_]\w*$"#, options: .regularExpression) != nil,
           let receiverText, receiverText.range(of: #"(?i)defaults|prefs|preferences|store|dict|cache|settings|storage|keychain"#, options: .regularExpression) == nil,
           key.first?.isLowercase == true {
            var value = arguments[0]
            if let number = value.firstMatch(#"^NSNumber\(\s*value:\s*(.+)\)$"#)?[1] { value = number }
            var assignment = CodeFacts.Assignment(target: receiverText + "." + key, member: key, base: receiverText, value: value,
                                                  method: functions.last, owner: owners.last, line: line(node), conditions: conditions(of: Syntax(node)))
            assignment.closureOf = call.closureOf
            assignment.column = call.column
            assignment.deferLine = call.deferLine
            assignments.append(assignment)
        }
        return .visitChildren
    }

    /// A key literal with interpolations, with the names it interpolates.
    private func noteComputedKey(_ literal: StringLiteralExprSyntax, store: CodeFacts.KeyUse.Store, isWrite: Bool, line: Int, receiver: String) {
        guard Self.plainText(literal) == nil else { return }
        var names: [String] = []
        for segment in literal.segments {
            guard let expression = segment.as(ExpressionSegmentSyntax.self) else { continue }
            names += expression.expressions.map { Self.normalized($0.expression.trimmedDescription) }
        }
        var use = CodeFacts.KeyUse(store: store, key: literal.trimmedDescription, isWrite: isWrite, method: functions.last, owner: owners.last, line: line,
                                   receiver: receiver)
        use.variables = names
        computedKeys.append(use)
    }

    private func noteKey(_ call: CodeFacts.Call, strings: [String], node: FunctionCallExprSyntax) {
        guard let keyIndex = call.labels.firstIndex(of: "forKey") else { return }
        let key = strings[keyIndex]
        let receiver = call.receiver ?? ""
        // `UserDefaults.standard`, or a name bound to it (`let d = UserDefaults.standard`), known after the walk.
        guard !receiver.isEmpty else { return }
        // A dictionary's `removeValue(forKey:)` reads the value (and removes it); `updateValue(_:forKey:)` writes it.
        if ["removeValue", "updateValue"].contains(call.name), !receiver.contains("UserDefaults") {
            keys.append(CodeFacts.KeyUse(store: .dictionary, key: key, isWrite: call.name == "updateValue", method: call.method, owner: call.owner,
                                         line: call.line, receiver: receiver))
            return
        }
        let writes = ["set", "setValue"]
        let isWrite = writes.contains(call.name)
        let isRead = ["string", "integer", "bool", "double", "float", "object", "value", "array", "dictionary", "data", "url", "stringArray"].contains(call.name)
        guard isWrite || isRead else { return }
        keys.append(CodeFacts.KeyUse(store: .userDefaults, key: key, isWrite: isWrite, method: call.method, owner: call.owner, line: call.line,
                                     receiver: receiver))
        if let literal = node.arguments.first(where: { $0.label?.text == "forKey" })?.expression.as(StringLiteralExprSyntax.self) {
            noteComputedKey(literal, store: .userDefaults, isWrite: isWrite, line: call.line, receiver: receiver)
        }
    }

    /// The parser leaves `a = b` unfolded: a sequence of the left side, `=` and the right side.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3 else { return .visitChildren }
        let isAssignment = elements[1].is(AssignmentExprSyntax.self)
            || elements[1].as(BinaryOperatorExprSyntax.self).map { op in
                let text = op.operator.text
                return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
            } == true
        guard isAssignment else { return .visitChildren }
        let left = elements[0]
        let value = elements[2...].map(\.trimmedDescription).joined(separator: " ")
        let target = Self.normalized(left.trimmedDescription)
        let parts = Self.splitLast(target)
        var assignment = CodeFacts.Assignment(target: target, member: parts.member, base: parts.base,
                                              value: value, method: functions.last, owner: owners.last, line: line(node),
                                              conditions: conditions(of: Syntax(node)))
        assignment.closureOf = Self.closureCall(of: Syntax(node))
        assignment.storedIn = Self.storedClosureProperty(of: Syntax(node))
        assignment.column = column(node)
        assignment.written = left.trimmedDescription
        assignment.deferLine = deferLine(of: Syntax(node))
        assignment.op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "="
        assignments.append(assignment)
        // A tuple assigned at once (`(rvc.paramUpdate, rvc.paramInterval) = (isUpdate.isOn, interval.value)`,
        // `= Self.defaults`): each element is an assignment of its own, of the matching element of the value.
        if assignment.op == "=", let tuple = left.as(TupleExprSyntax.self), tuple.elements.count >= 2 {
            let values = elements.count == 3 ? elements[2].as(TupleExprSyntax.self).flatMap { $0.elements.count == tuple.elements.count ? Array($0.elements) : nil } : nil
            // Two tuples chosen by a test (`(a, b) = test ? (x, y) : (u, v)`, held-out 274-14): each element is
            // `test ? x : u` of its own, so the rules that read a choice read it.
            var chosen: [String]?
            if values == nil, elements.count >= 5, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
               let then = ternary.thenExpression.as(TupleExprSyntax.self), let otherwise = elements[elements.count - 1].as(TupleExprSyntax.self),
               then.elements.count == tuple.elements.count, otherwise.elements.count == tuple.elements.count {
                let test = elements[2..<(elements.count - 2)].map(\.trimmedDescription).joined(separator: " ")
                chosen = zip(then.elements, otherwise.elements).map { "\(test) ? \($0.expression.trimmedDescription) : \($1.expression.trimmedDescription)" }
            }
            for (index, element) in tuple.elements.enumerated() {
                let written = element.expression.trimmedDescription
                guard written != "_" else { continue }
                let elementTarget = Self.normalized(written)
                let elementParts = Self.splitLast(elementTarget)
                var part = assignment
                part.target = elementTarget
                part.member = elementParts.member
                part.base = elementParts.base
                part.value = values.map { $0[index].expression.trimmedDescription } ?? chosen?[index] ?? "(\(value)).\(index)"
                part.written = written
                part.column = column(element)
                part.inTuple = true
                assignments.append(part)
            }
        }
        // A dictionary store written by subscript: `store["key"] = value`.
        if let subscriptCall = left.as(SubscriptCallExprSyntax.self), let key = subscriptCall.arguments.first?.expression.as(StringLiteralExprSyntax.self),
           let text = Self.plainText(key) {
            keys.append(CodeFacts.KeyUse(store: .dictionary, key: text, isWrite: true, method: functions.last, owner: owners.last, line: line(node)))
        } else if let subscriptCall = left.as(SubscriptCallExprSyntax.self), let key = subscriptCall.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            noteComputedKey(key, store: .dictionary, isWrite: true, line: line(node), receiver: Self.normalized(subscriptCall.calledExpression.trimmedDescription))
            for element in elements[2...] { walk(element) }
            return .skipChildren
        } else if let subscriptCall = left.as(SubscriptCallExprSyntax.self), let key = subscriptCall.arguments.first?.expression.as(DeclReferenceExprSyntax.self) {
            var use = CodeFacts.KeyUse(store: .dictionary, key: "@" + key.baseName.text, isWrite: true, method: functions.last, owner: owners.last, line: line(node))
            use.receiver = Self.normalized(subscriptCall.calledExpression.trimmedDescription)
            namedKeys.append(use)
        } else if let member = left.as(MemberAccessExprSyntax.self), let base = member.base {
            // The left side's own reads (`vc.label.text = …` reads `vc.label`) still count as
            // reads; its last member is written, not read.
            walk(base)
        }
        for element in elements[2...] { walk(element) }
        return .skipChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let key = node.arguments.first?.expression.as(StringLiteralExprSyntax.self), let text = Self.plainText(key) {
            var use = CodeFacts.KeyUse(store: .dictionary, key: text, isWrite: false, method: functions.last, owner: owners.last, line: line(node))
            use.receiver = Self.normalized(node.calledExpression.trimmedDescription)
            keys.append(use)
        } else if let key = node.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            noteComputedKey(key, store: .dictionary, isWrite: false, line: line(node), receiver: Self.normalized(node.calledExpression.trimmedDescription))
        } else if let key = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self), node.arguments.count == 1 {
            var use = CodeFacts.KeyUse(store: .dictionary, key: "@" + key.baseName.text, isWrite: false, method: functions.last, owner: owners.last, line: line(node))
            use.receiver = Self.normalized(node.calledExpression.trimmedDescription)
            namedKeys.append(use)
        } else if let key = node.arguments.first?.expression.as(MemberAccessExprSyntax.self), node.arguments.count == 1, key.base != nil,
                  key.trimmedDescription.range(of: #"^[A-Za-z_][\w.]*$"#, options: .regularExpression) != nil {
            // A key named by a constant of a type (`userInfo?[Keys.email]`): resolved once every file is
            // read, and kept only when it resolves to a text.
            var use = CodeFacts.KeyUse(store: .dictionary, key: "@" + key.trimmedDescription, isWrite: false, method: functions.last, owner: owners.last, line: line(node))
            use.receiver = Self.normalized(node.calledExpression.trimmedDescription)
            keys.append(use)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        references.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base {
            reads.append(CodeFacts.MemberRead(base: Self.normalized(base.trimmedDescription), member: node.declName.baseName.text,
                                              method: functions.last, owner: owners.last, line: line(node)))
        }
        return .visitChildren
    }

    /// A key path names members it will read (or write through a setter): `\UITextField.placeholder`
    /// reads `placeholder` of a `UITextField`; `\ViewController.interval.stepValue` and
    /// `\.interval.stepValue` read `stepValue` of `interval` (a property of the root, or of the class
    /// the key path is written in when the root is inferred).
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        let root = node.root.map { Self.normalized($0.trimmedDescription) }
        var chain: [String] = []
        var written = "\\" + (root ?? "")
        for component in node.components {
            guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else { break }
            let name = property.declName.baseName.text
            written += "." + name
            var read = CodeFacts.MemberRead(base: chain.isEmpty ? (root ?? "self") : chain.joined(separator: "."), member: name,
                                            method: functions.last, owner: chain.isEmpty || root == nil ? owners.last : root, line: line(node))
            read.keyPath = written
            if chain.isEmpty, let root { read.rootType = root; read.owner = owners.last }
            reads.append(read)
            chain.append(name)
        }
        return .visitChildren
    }

    /// `if case let x? = e` (`.some(let x)`, `let .some(x)`): an unwrap of `e`, like `if let x = e`.
    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        let pattern = node.pattern.trimmedDescription
        if let match = pattern.firstMatch(#"^(?:(?:let|var)\s+(\w+)\s*\?|(?:let|var)\s+\.some\(\s*(\w+)\s*\)|\.some\(\s*(?:let|var)\s+(\w+)\s*\))$"#) {
            let name = [match[1], match[2], match[3]].first { !$0.isEmpty } ?? ""
            let value = node.initializer.value.trimmedDescription
            if !name.isEmpty, value != name {
                bindings.append(CodeFacts.Binding(name: name, value: value, method: functions.last, owner: owners.last, line: line(node)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `if let x = e` binds e; `if let x` binds the name itself.
            let value = node.initializer?.value.trimmedDescription ?? name
            if value != name {
                bindings.append(CodeFacts.Binding(name: name, value: value, method: functions.last, owner: owners.last, line: line(node)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        var value = CodeFacts.Return(value: node.expression?.trimmedDescription, method: functions.last, owner: owners.last,
                                     line: line(node), conditions: conditions(of: Syntax(node)))
        value.column = column(node)
        returns.append(value)
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        var choice = CodeFacts.Choice(condition: node.condition.trimmedDescription, line: line(node),
                                      whenTrue: node.thenExpression.trimmedDescription, whenFalse: node.elseExpression.trimmedDescription)
        (choice.trueLine, choice.trueColumn) = (line(node.thenExpression), column(node.thenExpression))
        (choice.falseLine, choice.falseColumn) = (line(node.elseExpression), column(node.elseExpression))
        choices.append(choice)
        return .visitChildren
    }

    /// The parser leaves `c ? a : b` unfolded inside a sequence: `c`, the `? :` and `b` are siblings.
    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
        guard let sequence = node.parent?.as(ExprListSyntax.self) else { return .visitChildren }
        let elements = Array(sequence)
        guard let at = elements.firstIndex(where: { $0.id == node.id }), at > 0, at + 1 < elements.count else { return .visitChildren }
        // The condition is what follows the last assignment before the `?`.
        let start = elements[..<at].lastIndex { $0.is(AssignmentExprSyntax.self) }.map { $0 + 1 } ?? 0
        let condition = elements[start..<at].map(\.trimmedDescription).joined(separator: " ")
        var choice = CodeFacts.Choice(condition: condition, line: line(node),
                                      whenTrue: node.thenExpression.trimmedDescription, whenFalse: elements[at + 1].trimmedDescription)
        (choice.trueLine, choice.trueColumn) = (line(node.thenExpression), column(node.thenExpression))
        (choice.falseLine, choice.falseColumn) = (line(elements[at + 1]), column(elements[at + 1]))
        choices.append(choice)
        return .visitChildren
    }

    private func endLine(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.endPositionBeforeTrailingTrivia).line
    }

    /// `switch x { case …: … }`: its arms.
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let arms = node.cases.compactMap { item -> CodeFacts.Branches.Arm? in
            guard let switchCase = item.as(SwitchCaseSyntax.self) else { return nil }
            let label = switchCase.label.as(SwitchCaseLabelSyntax.self).map { "case " + $0.caseItems.trimmedDescription } ?? "default"
            return .init(label: label, line: line(switchCase), endLine: endLine(switchCase), bodyLine: line(switchCase), bodyColumn: column(switchCase))
        }
        var group = CodeFacts.Branches(arms: arms, method: functions.last, owner: owners.last)
        group.subject = node.subject.trimmedDescription
        branches.append(group)
        return .visitChildren
    }

    /// `if c { x = a } else { x = b }`: one target given a literal on each side.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // The head of an `if`/`else if`/`else` chain: its arms.
        if node.parent?.as(IfExprSyntax.self)?.elseBody?.id != Syntax(node).id {
            var arms: [CodeFacts.Branches.Arm] = []
            var current: IfExprSyntax? = node
            while let arm = current {
                arms.append(.init(label: "if " + arm.conditions.trimmedDescription, line: line(arm), endLine: endLine(arm.body),
                                  bodyLine: line(arm.body), bodyColumn: column(arm.body)))
                if let block = arm.elseBody?.as(CodeBlockSyntax.self) {
                    arms.append(.init(label: "else", line: line(block), endLine: endLine(block), bodyLine: line(block), bodyColumn: column(block)))
                    current = nil
                } else {
                    current = arm.elseBody?.as(IfExprSyntax.self)
                }
            }
            branches.append(CodeFacts.Branches(arms: arms, method: functions.last, owner: owners.last))
        }
        if let elseBody = node.elseBody?.as(CodeBlockSyntax.self),
           let then = Self.onlyAssignment(node.body), let other = Self.onlyAssignment(elseBody), then.target == other.target {
            var choice = CodeFacts.Choice(condition: node.conditions.trimmedDescription, line: line(node), whenTrue: then.value, whenFalse: other.value)
            choice.target = then.target
            if let first = node.body.statements.first, let second = elseBody.statements.first {
                (choice.trueLine, choice.trueColumn) = (line(first), column(first))
                (choice.falseLine, choice.falseColumn) = (line(second), column(second))
            }
            choices.append(choice)
        }
        return .visitChildren
    }

    private static func onlyAssignment(_ block: CodeBlockSyntax) -> (target: String, value: String)? {
        guard block.statements.count == 1, let sequence = block.statements.first?.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (Self.normalized(elements[0].trimmedDescription), elements[2].trimmedDescription)
    }

    /// The conditions `node` runs under inside its function, innermost first: the `if`s, `guard`s,
    /// `case`s and `? :` around it, and the `if c { return }` exits before it in its blocks.
    func conditions(of node: Syntax) -> [CodeFacts.Condition] {
        var found: [CodeFacts.Condition] = []
        var child = node
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) { break }
            if let ifExpr = parent.as(IfExprSyntax.self) {
                let text = ifExpr.conditions.trimmedDescription
                if child.id == ifExpr.body.id {
                    found.append(.init(text: text, line: line(ifExpr), holds: true, column: column(ifExpr)))
                } else if let elseBody = ifExpr.elseBody, child.id == elseBody.id {
                    found.append(.init(text: text, line: line(ifExpr), holds: false, column: column(ifExpr)))
                }
            } else if let guardStmt = parent.as(GuardStmtSyntax.self), child.id == guardStmt.body.id {
                // Inside a guard's `else`: runs only when the guard's conditions do not hold.
                found.append(.init(text: guardStmt.conditions.trimmedDescription, line: line(guardStmt), holds: false, column: column(guardStmt)))
            } else if let ternary = parent.as(TernaryExprSyntax.self) {
                let text = ternary.condition.trimmedDescription
                if child.id == ternary.thenExpression.id { found.append(.init(text: text, line: line(ternary), holds: true, column: column(ternary))) }
                if child.id == ternary.elseExpression.id { found.append(.init(text: text, line: line(ternary), holds: false, column: column(ternary))) }
            } else if let switchCase = parent.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
                      let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                found.append(.init(text: "\(switchExpr.subject.trimmedDescription) is \(label.caseItems.trimmedDescription)", line: line(switchCase), holds: true, column: column(switchExpr), reachLine: line(switchExpr)))
            } else if let items = parent.as(CodeBlockItemListSyntax.self) {
                // The guards and early exits before it in this block.
                for item in items {
                    if item.id == child.id { break }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                        found.append(.init(text: guardStmt.conditions.trimmedDescription, line: line(guardStmt), holds: true, column: column(guardStmt)))
                    } else if let ifExpr = (item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self))?.as(IfExprSyntax.self),
                              ifExpr.elseBody == nil, Self.exits(ifExpr.body) {
                        var exit = CodeFacts.Condition(text: ifExpr.conditions.trimmedDescription, line: line(ifExpr), holds: false, column: column(ifExpr))
                        exit.exitLine = ifExpr.body.statements.last.map { line($0) }
                        found.append(exit)
                    }
                }
            }
            child = parent
            current = parent.parent
        }
        return found
    }

    /// A block that always leaves its function: its last statement is a `return` or a `throw`.
    private static func exits(_ block: CodeBlockSyntax) -> Bool {
        guard let last = block.statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    }

    // MARK: Spelling

    /// `self.navigationController?.x` → `navigationController.x`; spaces and line breaks removed.
    static func normalized(_ text: String) -> String {
        // A cast keeps its keyword apart (`(presenter as! ViewController).x` → `(presenter as ViewController).x`,
        // never `(presenterasViewController).x`).
        let kept = text.contains(" as") ? text.replacingOccurrences(of: #"\s+as[?!]?\s+"#, with: "\u{1}as\u{1}", options: .regularExpression) : text
        var result = kept.filter { !$0.isWhitespace }.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            .replacingOccurrences(of: "\u{1}", with: " ")
        // A key path subscript names the members it goes through: `self[keyPath: \VC2.value]` is `value`,
        // `vc[keyPath: \.interval.value]` is `vc.interval.value`.
        if result.contains("[keyPath:") {
            result = result.replacingOccurrences(of: #"\[keyPath:\\(?:[A-Z]\w*(?:\.[A-Z]\w*)*)?((?:\.\w+)+)\]"#, with: "$1", options: .regularExpression)
            if result.hasPrefix(".") { result.removeFirst() }
        }
        while result.hasPrefix("self.") { result.removeFirst(5) }
        return result
    }


    static func splitLast(_ target: String) -> (base: String?, member: String) {
        guard let dot = target.lastIndex(of: ".") else { return (nil, target) }
        return (String(target[..<dot]), String(target[target.index(after: dot)...]))
    }

    static func hasOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base; continue }
            if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let forced = node.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let sub = node.as(SubscriptCallExprSyntax.self) { current = sub.calledExpression; continue }
            return false
        }
        return false
    }
}

/// Every `return` of a function body, not of the closures or nested functions inside it.
private final class ReturnCollector: SyntaxVisitor {
    var values: [String?] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        values.append(node.expression?.trimmedDescription)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The names an expression or a body refers to.
final class NameCollector: SyntaxVisitor {
    var names = Set<String>()
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }
}
