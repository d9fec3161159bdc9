import Foundation
import Texts

/// A new object of the learner's own class made right where it is asked (`FormPresenter().validate()`,
/// `Store().email`), while the same class keeps one that the code sets up (`let presenter =
/// FormPresenter()`, `presenter.view = self`, `presenter.email = …`): the new one has none of that,
/// so what it answers comes from its declared defaults. Premise: the line ran in the failed check;
/// the class is the learner's (not UIKit's, not a struct made to hold values passed in); the member
/// asked reads the class's own stored state, which the code writes somewhere after making it; and a
/// property of that class's type is kept and set up. A stateless helper made on the spot
/// (`EmailValidator().isValid(text)`, reading only its arguments) is not told.
struct FreshObjectAskedRule: TeachingRule {
    let id = "fresh-object-asked"
    /// Two screens of one class met where one was meant: the twin reading names both instances.
    let supersededBy: Set<String> = ["twin-instance"]

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        let learnerClasses = Set(code.classes.map(\.name)).subtracting(code.classes.filter { $0.supertypes.contains { $0.hasPrefix("UI") } }.map(\.name))
        // Each use of `T(…).member`, as a call or a read, that ran.
        var uses: [(type: String, member: String, written: String, line: Int, file: Int, method: String?, owner: String?)] = []
        for call in code.calls {
            guard let receiver = call.receiver, let type = Self.madeType(receiver), learnerClasses.contains(type), (context.ran(call) ?? 0) > 0 else { continue }
            uses.append((type, call.name, call.quoted, call.line, call.file, call.method, call.owner))
        }
        for read in code.reads {
            // Made right there (`Store().email`), or by a local of the method bound to a new one
            // (`let dm = DataManager()`, then `dm.email`): told at the line that makes it.
            let local = code.bindings.last { $0.name == read.base && $0.method == read.method && $0.owner == read.owner && $0.line <= read.line && !$0.isCapture }
            guard let type = Self.madeType(read.base) ?? local.flatMap({ Self.madeType($0.value) }), learnerClasses.contains(type) else { continue }
            // A read has no column of its own: the line ran when its method's coverage says so.
            guard let method = code.methods.first(where: { $0.name == read.method && $0.owner == read.owner }), (context.ran(method) ?? 0) > 0 else { continue }
            if Self.madeType(read.base) == nil, let local {
                // Only a new object that is asked and nothing else: one set up (a member given, a method
                // called on it) or handed on (an argument, kept in a property) is a new object on purpose.
                let name = local.name
                let sameMethod = { (method: String?, owner: String?) in method == local.method && owner == local.owner }
                let bare = { (text: String) in text.trimmingCharacters(in: .whitespaces) == name }
                let setUp = code.assignments.contains { sameMethod($0.method, $0.owner) && ($0.base.map(CodeFacts.rootName) == name || bare($0.value)) }
                    || code.calls.contains { sameMethod($0.method, $0.owner) && ($0.receiver.map(CodeFacts.rootName) == name || $0.arguments.contains(where: bare)) }
                if setUp { continue }
                uses.append((type, read.member, local.value, local.line, method.file, read.method, read.owner))
            } else {
                uses.append((type, read.member, "\(read.base).\(read.member)", read.line, method.file, read.method, read.owner))
            }
        }
        if let computed = computedMaker(context, learnerClasses: learnerClasses) { return computed }
        if let remade = remadeEachRun(context, learnerClasses: learnerClasses) { return remade }
        for use in uses {
            // What the member reads of the class's own state that the code writes (a constant made at
            // the declaration is the same in every instance).
            let readState = Self.stateRead(by: use.member, of: use.type, code: code)
            guard !readState.isEmpty else { continue }
            // The one kept: a property of the class's type (declared or made at its declaration), set up by the code.
            // (Or the class's own shared one, `static let shared = DataManager()`, written as `DataManager.shared`.)
            guard let kept = code.properties.first(where: { property in
                property.owner != use.type && !property.isComputed
                    && ((property.type ?? "").replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") == use.type || Self.madeType(property.initial ?? "") == use.type)
            }) ?? code.properties.first(where: { $0.owner == use.type && $0.isStatic && !$0.isComputed && Self.madeType($0.initial ?? "") == use.type }) else { continue }
            let keptName = kept.isStatic && kept.owner == use.type ? "\(use.type).\(kept.name)" : kept.name
            let setUp = code.assignments.first { ($0.base ?? "").replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "") == keptName }.map { ($0.statement, $0.line) }
                ?? code.calls.first { call in
                    (call.receiver ?? "").replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "") == keptName && call.line != use.line
                }.map { ($0.quoted, $0.line) }
            guard let setUp else { continue }
            let path = context.learnerPaths.indices.contains(use.file) ? (context.learnerPaths[use.file] as NSString).lastPathComponent : ""
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleFreshObjectAsked(type: use.type, written: use.written, member: use.member, place: "\(path):\(use.line)",
                                        state: readState, kept: keptName, setUp: setUp.0, setUpLine: setUp.1)
            })
        }
        return nil
    }

    /// A statement on one line: a closure written over several is cut after its first line (`x = { [weak self] in … }`).
    static func oneLine(_ text: String) -> String {
        guard let first = text.components(separatedBy: "\n").first, first.count < text.count else { return text }
        return first.trimmingCharacters(in: .whitespaces) + " … }"
    }

    /// What `member` of the learner's class `type` reads of the class's stored state that the code writes.
    static func stateRead(by member: String, of type: String, code: CodeFacts) -> [String] {
        let stored = code.properties.filter { $0.owner == type && !$0.isComputed && !$0.isStatic }
        var read = Set<String>()
        if let method = code.methods.first(where: { $0.owner == type && $0.baseName == member }) { read.formUnion(method.reads) }
        if let property = code.properties.first(where: { $0.owner == type && $0.name == member }) {
            if property.isComputed { read.formUnion(names(in: property.getterBody ?? property.getter ?? "")) } else { read.insert(property.name) }
        }
        for computed in code.properties where computed.owner == type && computed.isComputed && read.contains(computed.name) {
            read.formUnion(names(in: computed.getterBody ?? computed.getter ?? ""))
        }
        return stored.filter { property in read.contains(property.name) && code.assignments.contains { $0.member == property.name } }.map(\.name).sorted()
    }

    /// A computed property whose getter makes a new object of the learner's class each time it is read
    /// (`var presenter: FormPresenter { FormPresenter(view: self) }`), used once to change that object's
    /// state (a call of one of its methods that writes its stored properties, or an assignment through
    /// it) and once to read the state back, the reading line having run: the two lines met two objects.
    func computedMaker(_ context: FailureContext, learnerClasses: Set<String>) -> Explanation? {
        let code = context.code
        for property in code.properties where property.isComputed {
            let body = (property.getter ?? property.getterBody ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let made = body.hasPrefix("return ") ? String(body.dropFirst(7)) : body
            // (A static one of the class itself, `static var shared: Counter { Counter() }`, is a singleton made anew.)
            // A screen made from the storyboard at each read (`storyboard!.instantiateViewController(withIdentifier: "Detail") as! DetailViewController`,
            // `DetailViewController.instantiate()`) is a new object each time too.
            let screen = made.firstMatch(#"instantiateViewController\(.*\)\s*as[!?]\s*(\w+)$"#)?[1] ?? made.firstMatch(#"^(\w+)\.instantiate\(\)$"#)?[1]
            let screens = Set(code.classes.map(\.name))
            guard let type = Self.madeType(made).flatMap({ learnerClasses.contains($0) ? $0 : nil }) ?? screen.flatMap({ screens.contains($0) ? $0 : nil }),
                  property.owner != type || property.isStatic else { continue }
            // Through another object too (`appDelegate.coordinator`), when no stored property of the code has that name.
            let distinct = !code.properties.contains { $0.name == property.name && !$0.isComputed }
            func isThrough(_ receiver: String?) -> Bool {
                guard let receiver else { return false }
                let plain = receiver.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                return plain == property.name || (distinct && plain.hasSuffix("." + property.name))
            }
            // A use that changes the object's state: a method of it that writes a stored property, or an assignment through it.
            let stored = Set(code.properties.filter { $0.owner == type && !$0.isComputed && !$0.isStatic }.map(\.name))
            func written(by call: CodeFacts.Call) -> Set<String> {
                Set(code.assignments.filter { $0.owner == type && $0.method?.hasPrefix(call.name + "(") == true && stored.contains($0.member) }.map(\.member))
            }
            let writer: (text: String, line: Int, state: Set<String>)? = code.calls.first { call in isThrough(call.receiver) && !written(by: call).isEmpty }
                .map { ($0.quoted, $0.line, written(by: $0)) }
                ?? code.assignments.first { isThrough($0.base) && stored.contains($0.member) }.map { ($0.statement, $0.line, [$0.member]) }
            guard let writer else { continue }
            // A use that reads that state back, which ran.
            for call in code.calls where isThrough(call.receiver) && call.line != writer.line && (context.ran(call) ?? 0) > 0 {
                let state = Self.stateRead(by: call.name, of: type, code: code).filter(writer.state.contains)
                guard !state.isEmpty else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleComputedMakesNew(property: property.name, line: property.line, made: made, writer: writer.text, writerLine: writer.line,
                                            reader: call.quoted, readerLine: call.line, state: state)
                })
            }
            // Or the object handed on (`pushViewController(detailScreen, animated: true)`) by a call that ran: it
            // hands on another new one, without what the writer gave.
            if screen != nil, let setUp = code.assignments.first(where: { isThrough($0.base) && $0.line == writer.line }), (context.ran(setUp) ?? 0) > 0,
               let handed = code.calls.first(where: { call in
                call.line > writer.line && call.method == setUp.method && call.owner == setUp.owner && call.file == setUp.file
                    && call.arguments.contains { argument in isThrough(argument) } && (context.ran(call) ?? 0) > 0 }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleComputedMakesNewScreen(property: property.name, line: property.line, made: made, writer: Self.oneLine(writer.text), writerLine: writer.line,
                                                  handed: handed.quoted, handedLine: handed.line, state: Array(writer.state).sorted(), type: type)
                })
            }
            // Or a read of that state straight through it (`appDelegate?.coordinator.value`), in a method that ran.
            // (A computed member of it, `viewModel.isValid`, reads the state its getter reads.)
            for read in code.reads where isThrough(read.base) && read.line != writer.line {
                let state = writer.state.contains(read.member) ? [read.member] : Self.stateRead(by: read.member, of: type, code: code).filter(writer.state.contains)
                guard !state.isEmpty, let method = read.method, !context.runs(of: method, owner: read.owner).isEmpty else { continue }
                let reader = read.base + "." + read.member
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleComputedMakesNew(property: property.name, line: property.line, made: made, writer: writer.text, writerLine: writer.line,
                                            reader: reader, readerLine: read.line, state: state)
                })
            }
        }
        return nil
    }

    /// An object of the learner's class made again each time a method runs (`presenter =
    /// StatusPresenter(view: self)` in `viewWillAppear`, which ran twice or more), whose class keeps
    /// state it builds up itself (`appearances += 1`) that the code reads through the property: each
    /// new object starts that state again from its declared value.
    func remadeEachRun(_ context: FailureContext, learnerClasses: Set<String>) -> Explanation? {
        let code = context.code
        for assignment in code.assignments {
            guard let type = Self.madeType(assignment.value), learnerClasses.contains(type), assignment.owner != type,
                  FailureContext.isSelfBase(assignment.base), let runs = context.ran(assignment), runs >= 2,
                  let method = assignment.method else { continue }
            // State the class builds up in its own methods (`+=`, `-=`, in-place changes).
            let stored = code.properties.filter { $0.owner == type && !$0.isComputed && !$0.isStatic }
            let grown = stored.filter { property in
                code.assignments.contains { $0.owner == type && $0.member == property.name && $0.op != "=" } || code.changesInPlace(property.name, owner: type)
            }.map(\.name)
            guard !grown.isEmpty else { continue }
            // Read through the property the assignment replaces.
            guard let use = code.calls.first(where: { call in
                (call.receiver ?? "").replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") == assignment.member
                    && !Self.stateRead(by: call.name, of: type, code: code).filter(grown.contains).isEmpty
            }) else { continue }
            let state = Self.stateRead(by: use.name, of: type, code: code).filter(grown.contains)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleRemadeEachRun(statement: assignment.statement, line: assignment.line, method: method, runs: runs, type: type,
                                     property: assignment.member, state: state, made: assignment.value)
            })
        }
        return nil
    }

    /// `FormPresenter()` / `FormPresenter(x: 1)` → `FormPresenter`.
    static func madeType(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let match = trimmed.firstMatch(#"^([A-Z]\w*)\((.*)\)$"#), !match[1].hasPrefix("UI") else { return nil }
        return match[1]
    }

    static func names(in text: String) -> Set<String> {
        Set(text.allMatches(#"(?<![\w.])(?:self\.)?([a-z_]\w*)"#).map { $0[1] })
    }
}
