import Foundation
import Texts
import WorkbookProtocol

/// A property that starts as a copy of a struct's shared static value (`var store = RoomNoteStore.shared`,
/// `RoomNoteStore` a struct of the learner's): the copy is changed (`store.note = …`, a mutating call)
/// by a line that ran, while the value the check read comes from the shared one (`RoomNoteStore.shared.note`),
/// which never changed: a struct is a value, and that line made a copy.
struct SharedStructCopiedRule: TeachingRule {
    let id = "shared-struct-copied"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let read = context.settersOfSubject.map { context.origins(of: $0) + " " + $0.value }.joined(separator: " ")
        for property in code.properties where !property.isComputed && !property.isStatic {
            guard let initial = property.initial?.trimmingCharacters(in: .whitespaces),
                  let shared = initial.firstMatch(#"^([A-Z]\w*)\.(\w+)$"#), code.structs.contains(shared[1]),
                  code.properties.contains(where: { $0.owner == shared[1] && $0.name == shared[2] && $0.isStatic && !$0.isComputed }),
                  read.contains(initial) else { continue }
            let name = property.name
            // A change of the copy that ran: a member assigned through it, or a call on it.
            let change = code.assignments.first { assignment in
                assignment.owner == property.owner && assignment.base.map(CodeFacts.normalized).map(CodeFacts.rootName) == name && (context.ran(assignment) ?? 0) > 0
            }.map { (statement: $0.statement, line: $0.line, file: $0.file) }
            guard let change else { continue }
            // Written back to the shared one (`RoomNoteStore.shared = store`): one value after all.
            guard !code.assignments.contains(where: { CodeFacts.normalized($0.target) == CodeFacts.normalized(initial) }) else { continue }
            let reader = context.settersOfSubject.first { context.origins(of: $0).contains(initial) || $0.value.contains(initial) }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleSharedStructCopied(property: name, owner: property.owner ?? "?", line: property.line, initial: initial, type: shared[1],
                                          change: change.statement, changeLine: change.line, reader: reader?.statement, readerFile: reader.flatMap { context.fileName($0.file) },
                                          readerLine: reader?.line)
            })
        }
        return nil
    }
}

/// `value(forKeyPath: "forecast.note")` on `UserDefaults` (or another key-value store) where the code
/// saved under the key "forecast.note": a key path splits at each dot and looks up "forecast", then
/// "note" inside it, so the read gives nil although a value is stored under the whole key.
struct KeyPathSplitsKeyRule: TeachingRule {
    let id = "key-path-splits-key"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for read in code.calls where read.name == "value" && read.labels == ["forKeyPath"] && (context.ran(read) ?? 0) > 0 {
            guard let path = read.stringArguments.first, path.contains("."),
                  let write = code.keys.first(where: { $0.isWrite && $0.key == path }) else { continue }
            let first = String(path.prefix { $0 != "." })
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleKeyPathSplitsKey(read: read.quoted, line: read.line, path: path, first: first, writeFile: context.fileName(write.file) ?? "?", writeLine: write.line)
            })
        }
        return nil
    }
}

/// A yes/no kept in an optional box (`var paramUpdate: NSNumber?`, `Bool?`) tested for nil
/// (`paramUpdate != nil`) where the shown text is picked: the test asks whether a value is there, not
/// what it is, so a stored `false` picks the same text as `true`.
struct BoxedBoolNilTestRule: TeachingRule {
    let id = "boxed-bool-nil-test"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected, let actual = context.failure.actual else { return nil }
        let want = WrongBranchRule.unquoted(expected), got = WrongBranchRule.unquoted(actual)
        for choice in context.code.choices + WrongBranchRule.returnChoices(context.code) {
            guard let whenTrue = WrongBranchRule.literal(choice.whenTrue), let whenFalse = WrongBranchRule.literal(choice.whenFalse),
                  Set([whenTrue, whenFalse]) == Set([want, got]),
                  let test = choice.condition.replacingOccurrences(of: #"^\((.*)\)$"#, with: "$1", options: .regularExpression)
                    .firstMatch(#"^(?:self\.)?(\w+)\s*(!=|==)\s*nil$"#),
                  let property = context.code.properties.first(where: { $0.name == test[1] }),
                  let type = property.type?.replacingOccurrences(of: " ", with: ""),
                  ["NSNumber?", "NSNumber!", "Bool?", "Bool!"].contains(type) else { continue }
            // The box held a value (the side for "there is one" is what showed): a stored `false` took it.
            let presentSide = test[2] == "!=" ? whenTrue : whenFalse
            guard presentSide == got else { continue }
            let bare = type.dropLast()
            let read = bare == "NSNumber" ? "\(test[1])?.boolValue == true" : "\(test[1]) == true"
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleBoxedBoolNilTest(test: choice.condition, line: choice.line, property: test[1], type: type, declarationLine: property.line, read: read)
            })
        }
        return nil
    }
}

/// A class test that can never hold: a screen (a name bound to `viewController(forKey:)`, a stack's element,
/// a `didShow` parameter, or declared a view controller) tested against a class of the learner's that is
/// not a view controller (`fromViewController.isKind(of: LeftCoordinator.self)`, `vc is LeftCoordinator`):
/// the line it guards never ran, and no screen is ever of that class.
struct ImpossibleClassTestRule: TeachingRule {
    let id = "impossible-class-test"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        let guarded = code.calls.map { (conditions: $0.conditions, ran: context.ran($0), method: $0.method, owner: $0.owner, file: $0.file) }
            + code.assignments.map { (conditions: $0.conditions, ran: context.ran($0), method: $0.method, owner: $0.owner, file: $0.file) }
        for item in guarded where item.ran == 0 {
            for condition in item.conditions where condition.holds {
                // The test is the whole condition or one of its `&&`/`,` parts, not negated.
                guard let (parts, conjunction) = CodeFacts.topLevelParts(condition.text), conjunction || parts.count == 1 else { continue }
                for test in parts.compactMap({ $0.firstMatch(#"^(\w+)\s*(?:\.isKind\(of:\s*(\w+)\.self\)|\s+is\s+(\w+))$"#) }) {
                    let name = test[1], tested = test[2].isEmpty ? test[3] : test[2]
                    // A class of the learner's that is no view controller.
                    guard code.classes.contains(where: { $0.name == tested }),
                          !code.classChain(of: tested).contains(where: { $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") }),
                          Self.isScreen(name, method: item.method, owner: item.owner, code: code) else { continue }
                    // The screen class the learner most likely meant: the one sharing the longest start with the tested name.
                    let screens = code.classes.map(\.name).filter { screen in code.classChain(of: screen).contains { $0.hasPrefix("UI") && $0.hasSuffix("Controller") } || screen.hasSuffix("ViewController") }
                    let meant = screens.max { Self.commonPrefix($0, tested) < Self.commonPrefix($1, tested) }.flatMap { Self.commonPrefix($0, tested) >= 3 ? $0 : nil }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleImpossibleClassTest(test: condition.text, line: condition.line, name: name, tested: tested, meant: meant)
                    })
                }
            }
        }
        return nil
    }

    static func commonPrefix(_ a: String, _ b: String) -> Int { zip(a, b).prefix { $0 == $1 }.count }

    /// `name` holds a screen: bound to one (`viewController(forKey:)`, `topViewController`, a stack element,
    /// a cast to a controller class), a `didShow`/`willShow` parameter, or declared a controller.
    static func isScreen(_ name: String, method: String?, owner: String?, code: CodeFacts) -> Bool {
        if let binding = code.bindings.last(where: { $0.name == name && $0.method == method && $0.owner == owner }),
           binding.value.range(of: #"(?:viewController\(forKey:\s*\.\w+\)|topViewController|visibleViewController|viewControllers(?:\.last|\.first|\[[^\]]*\])|presentingViewController|presentedViewController|as[?!]\s*\w*ViewController)\s*$"#, options: .regularExpression) != nil {
            return true
        }
        if let method, method.hasPrefix("navigationController(_:didShow:") || method.hasPrefix("navigationController(_:willShow:"), name == "viewController" { return true }
        return code.properties.contains { $0.name == name && ($0.type ?? "").contains("ViewController") }
    }
}

/// A `switch` over a state whose case bodies are swapped: the case that ran, one that says a value is
/// there (`.set`, `.some`, `.filled`, `.loaded`…), shows the placeholder the check saw, while the case
/// that says there is none (`.notSet`, `.none`, `.empty`…) shows the value itself.
struct SwitchBodiesSwappedRule: TeachingRule {
    let id = "switch-bodies-swapped"
    static let present: Set<String> = ["set", "some", "filled", "loaded", "entered", "hasvalue", "value", "saved", "present", "available", "received"]
    static let absent: Set<String> = ["notset", "none", "empty", "missing", "unset", "blank", "nothing", "novalue", "notsaved", "absent", "unavailable", "notreceived"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (_, actual) = context.differingValues, let property = context.subjectProperty else { return nil }
        let writes = context.code.assignments.filter { $0.member == "text" && $0.base.map(CodeFacts.rootName) == property || $0.member == property }
        for placeholder in writes where WrongBranchRule.literal(placeholder.value) == actual && (context.ran(placeholder) ?? 0) > 0 {
            guard let ran = placeholder.conditions.first(where: { $0.text.contains(" is .") && $0.holds }),
                  let subject = ran.text.components(separatedBy: " is ").first,
                  let ranCase = Self.caseName(ran.text), Self.kind(ranCase) == true else { continue }
            guard let other = writes.first(where: { write in
                      write.line != placeholder.line && WrongBranchRule.literal(write.value) == nil
                          && write.conditions.contains { $0.text.hasPrefix(subject + " is .") && $0.holds && Self.caseName($0.text).map(Self.kind) == false }
                  }),
                  let otherCase = other.conditions.first(where: { $0.text.hasPrefix(subject + " is .") }).flatMap({ Self.caseName($0.text) }) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleSwitchBodiesSwapped(subject: subject, present: ranCase, absent: otherCase, placeholder: placeholder.statement, placeholderLine: placeholder.line,
                                           value: other.statement, valueLine: other.line)
            })
        }
        return nil
    }

    /// `state is .set(let email)` → `set`.
    static func caseName(_ condition: String) -> String? {
        condition.firstMatch(#" is \.(\w+)"#)?[1]
    }

    /// true: the case says a value is there; false: that there is none; nil: neither.
    static func kind(_ name: String) -> Bool? {
        let lower = name.lowercased()
        if absent.contains(lower) { return false }
        if present.contains(lower) { return true }
        return nil
    }
}
