import Foundation
import Texts
import WorkbookProtocol

// Readings of what ran: the app is built with coverage, so for a failed check the rules know how
// many times each of the learner's statements ran (`LineCoverage`). A statement that never ran,
// under a test that was reached, means the test sent the code the other way; a statement that ran
// means its conditions held, whatever the code looks like. No rule here knows an exercise.

extension FailureContext {
    /// How many times the code at `line`:`column` of the learner's file number `file` ran; nil
    /// when that is not known (no coverage, a file the build did not count).
    func ran(file: Int, line: Int, column: Int) -> Int? {
        guard let coverage, learnerPaths.indices.contains(file), column > 0 else { return nil }
        return coverage.count(path: learnerPaths[file], line: line, column: column)
    }

    /// The `return` of an early-exit `if` before `assignment` (in its block) that ran, when the
    /// assignment never did: that `return` ended the method first.
    func earlyExit(before assignment: CodeFacts.Assignment) -> (line: Int, condition: String)? {
        guard ran(assignment) == 0 else { return nil }
        for condition in assignment.conditions {
            guard let exitLine = condition.exitLine,
                  code.returns.contains(where: { $0.file == assignment.file && $0.line == exitLine && (ran($0) ?? 0) > 0 }) else { continue }
            return (exitLine, condition.text)
        }
        return nil
    }

    /// The name of the learner's file number `file` (`ViewController.swift`), as a sentence gives it.
    func fileName(_ file: Int) -> String? {
        learnerPaths.indices.contains(file) ? (learnerPaths[file] as NSString).lastPathComponent : nil
    }

    func ran(_ assignment: CodeFacts.Assignment) -> Int? { ran(file: assignment.file, line: assignment.line, column: assignment.column) }
    func ran(_ call: CodeFacts.Call) -> Int? { ran(file: call.file, line: call.line, column: call.column) }
    func ran(_ value: CodeFacts.Return) -> Int? { ran(file: value.file, line: value.line, column: value.column) }
    /// How many times a method's body ran (its runs, whoever called it).
    /// The `count` source lines ending with the call's own (a closure's opening line above it, say); "" when unknown.
    func linesUpTo(_ call: CodeFacts.Call, count: Int) -> String {
        guard sources.indices.contains(call.file) else { return "" }
        let lines = sources[call.file].components(separatedBy: "\n")
        return lines[max(0, call.line - count)..<min(lines.count, call.line)].joined(separator: "\n")
    }

    func ran(_ method: CodeFacts.Method) -> Int? {
        method.bodyLine > 0 ? ran(file: method.file, line: method.bodyLine, column: method.bodyColumn + 1) : nil
    }

    /// Whether the coverage shows that no line setting what the check reads ran at all: a reading
    /// that says the value went somewhere (another instance) has no premise then.
    var subjectNeverSet: Bool {
        let setters = settersOfSubject
        return !setters.isEmpty && setters.allSatisfy { ran($0) == 0 }
    }

    /// The learner's call that made a transition of the trace (`popToRootViewController` for
    /// `popToRootViewController(animated:)`), when the coverage shows exactly one such call ran.
    func callThatRan(_ member: String) -> CodeFacts.Call? {
        let name = String(member.prefix { $0 != "(" })
        let ran = code.calls.filter { $0.name == name && (self.ran($0) ?? 0) > 0 }
        return ran.count == 1 ? ran.first : nil
    }

    /// For a statement that never ran: the test that kept it from running (the innermost of its
    /// conditions that was reached) and how many times it was reached. Nil when the coverage does
    /// not say, or when no test of it was reached (its method never ran that far).
    func blockingCondition(_ conditions: [CodeFacts.Condition], file: Int, line: Int? = nil) -> (condition: CodeFacts.Condition, reached: Int, failed: Int)? {
        // Innermost first: a later test in the same block, or a nested one, is further in.
        let ordered = conditions.sorted { $0.line > $1.line }
        var counts: [Int] = []
        for condition in ordered {
            guard let reached = ran(file: file, line: condition.reachLine > 0 ? condition.reachLine : condition.line, column: condition.column) else { return nil }
            counts.append(reached)
        }
        guard let innermost = counts.indices.first(where: { counts[$0] > 0 }) else { return nil }
        // A statement inside a closure (a `UIAction`'s, a stored one, a completion), under a test of
        // the closure that was never reached: the closure never ran, which the test outside it
        // does not explain (the code after that test made the closure).
        if innermost > 0, let line, code.calls.contains(where: { $0.file == file && $0.line == line && $0.closureOf != nil })
            || code.assignments.contains(where: { $0.file == file && $0.line == line && ($0.closureOf != nil || $0.storedIn != nil) }) {
            return nil
        }
        // A test that only unwraps may have stopped the code last; an outer test that also sent
        // the code away (it was reached more often than the next test in) is the learner's test.
        if Self.isUnwrap(ordered[innermost]) {
            for index in counts.indices where index > innermost && !Self.isUnwrap(ordered[index]) && counts[index] > counts[index - 1] {
                return (ordered[index], counts[index], counts[index] - counts[index - 1])
            }
        }
        // Whether the test let its code run: a statement right under it (not under a further test)
        // ran. Then it did not keep the statement from running: something under it did (a closure
        // never called, an optional chain, a `first(where:)` that found nothing).
        let blocking = ordered[innermost]
        let guarded = (code.calls.map { ($0.file, $0.conditions, ran($0)) } + code.assignments.map { ($0.file, $0.conditions, ran($0)) })
            .filter { $0.0 == file && $0.1.contains { $0.line == blocking.line && $0.holds == blocking.holds } }
        // (Asked for a statement that never ran: once the test let its code run, something under it
        // kept the statement from running, whatever the test did the other times.)
        if let line, guarded.contains(where: { ($0.2 ?? 0) > 0 }),
           !code.calls.contains(where: { $0.file == file && $0.line == line && (ran($0) ?? 0) > 0 }) { return nil }
        return (blocking, counts[innermost], counts[innermost])
    }

    /// A test that only unwraps a value (`let x = …`): when it stops the code, the value was
    /// missing, which the rules about values explain (not the test).
    static func isUnwrap(_ condition: CodeFacts.Condition) -> Bool {
        FailureContext.deciding([condition]).isEmpty
    }

    /// The reading of a statement that never ran under a test that was reached: the test went
    /// the other way. Nil when the coverage does not show that (the statement ran, or no test of
    /// it was reached, or the test that stopped it only unwraps a value).
    ///
    /// When the test is one arm of an `if`/`else` chain or a `switch` and another arm ran instead,
    /// the test was right to be false for what the user did: the arm that ran lacks the statement
    /// (`others`: the lines of the statements of that kind, which that arm must not hold).
    func wentOtherWay(statement: String, method: String?, line: Int, ran count: Int?, conditions: [CodeFacts.Condition],
                      file: Int, rule: String, others: [(file: Int, line: Int)] = []) -> Explanation? {
        guard count == 0 else { return nil }
        // A loop between the tests and the line whose body ran no turn: the loop is why, not a test around it.
        if let loop = code.loops.filter({ $0.file == file && $0.bodyLine <= line && line <= $0.endLine && $0.firstLine > 0 }).max(by: { $0.line < $1.line }),
           let reached = ran(file: file, line: loop.line, column: loop.column), reached > 0,
           ran(file: file, line: loop.firstLine, column: loop.firstColumn) == 0 {
            return Explanation(rule: rule, conclusive: true, text: Catalog.both {
                $0.ruleLoopNeverTurned(statement: statement, method: method ?? "?", line: line, header: loop.header, loopLine: loop.line,
                                       sequence: loop.sequence, castType: loop.castType, isWhile: loop.kind == .whileLoop, reached: reached)
            })
        }
        // A line after a loop of its method: a `return` inside the loop ran on every entry of the loop
        // and left the method (a `return` meant as `break`, or a test around it that held).
        func body(_ at: Int) -> Int? { code.methods.filter { $0.file == file && $0.bodyLine > 0 && $0.bodyLine <= at }.map(\.bodyLine).max() }
        for loop in code.loops.filter({ $0.file == file && $0.endLine < line && !$0.returns.isEmpty }).sorted(by: { $0.line > $1.line })
            where body(loop.line) != nil && body(loop.line) == body(line) {
            guard let entries = ran(file: file, line: loop.line, column: loop.column), entries > 0 else { continue }
            let returned = loop.returns.map { (exit: $0, runs: ran(file: file, line: $0.line, column: $0.column) ?? 0) }.filter { $0.runs > 0 }
            guard let exit = returned.max(by: { $0.runs < $1.runs }), returned.map(\.runs).reduce(0, +) >= entries else { continue }
            // (Under a test, the test may be the fault: the what-if search may still find the change that passes.)
            return Explanation(rule: rule, conclusive: exit.exit.test == nil, text: Catalog.both {
                $0.ruleReturnInLoop(statement: statement, method: method ?? "?", line: line, header: loop.header, loopLine: loop.line, returnLine: exit.exit.line,
                                    condition: exit.exit.test, conditionLine: exit.exit.testLine, entries: entries)
            })
        }
        guard let (condition, reached, failed) = blockingCondition(conditions, file: file, line: line), !Self.isUnwrap(condition) else { return nil }
        // Another line of the same method giving the same member ran under a test of its own (`vc2.paramInterval
        // = …` under the other segue's `if`): that case's own code gave the value, and what it gave is the
        // question, not this line's test. (A line that runs on every path, overridden under the test, is not such a case.)
        if let assignment = code.assignments.first(where: { $0.file == file && $0.line == line }),
           code.assignments.contains(where: { $0.member == assignment.member && $0.line != line && $0.file == file && $0.method == assignment.method
               && $0.owner == assignment.owner && !FailureContext.deciding($0.conditions).isEmpty && (ran($0) ?? 0) > 0 }) { return nil }
        // The test sits in a loop whose every entry ended in its first turn, through the test's `break`
        // or `return`: the other elements were never tried (a `break` meant as `continue`, a decision
        // taken on the first element).
        if let loop = code.loops.filter({ $0.file == file && $0.bodyLine <= condition.line && condition.line <= $0.endLine && $0.firstLine > 0 })
               .max(by: { $0.line < $1.line }),
           let entries = ran(file: file, line: loop.line, column: loop.column), entries > 0,
           ran(file: file, line: loop.firstLine, column: loop.firstColumn) == entries, sources.indices.contains(file), loop.kind == .forIn,
           // (A list of one element written out has no other element to try.)
           !(loop.sequence.hasPrefix("[") && !loop.sequence.contains(",")) {
            let lines = sources[file].components(separatedBy: "\n")
            let span = lines[max(0, condition.line - 1)..<min(lines.count, max(condition.line, min(line - 1, condition.line + 3)))].joined(separator: "\n")
            // (After the loop, only a `return` keeps the line from running.)
            if let exit = span.firstMatch(#"\b(break|return)\b"#)?[1], line <= loop.endLine || exit == "return" {
                return Explanation(rule: rule, conclusive: true, text: Catalog.both {
                    $0.ruleLoopLeftOnFirstTurn(statement: statement, method: method ?? "?", line: line, header: loop.header, loopLine: loop.line,
                                               condition: condition.text, conditionLine: condition.line, leavesLoop: exit == "break", entries: entries)
                })
            }
        }
        let held = identifierHeld(by: condition, in: method)
        // `let id = SegueID(rawValue: raw)`, or a `switch SegueID(rawValue: raw)`, with the identifier
        // held: no case of that enum has it as raw value.
        let noCase: (enumName: String, value: String, rawValues: [String])? = held.flatMap { held in
            let parts = (Self.conjunctionParts(condition.text) ?? []) + [condition.text]
            for part in parts {
                guard let match = part.firstMatch(#"^(?:(?:let|var)\s+\w+\s*=\s*)?([\w.]+)\(\s*rawValue:"#) else { continue }
                let name = String(match[1].split(separator: ".").last ?? "")
                guard let raws = code.stringEnumRawValues[name],
                      let value = held.values.first(where: { !raws.contains(WrongBranchRule.unquoted($0)) && $0 != "nil" }) else { continue }
                return (name, value, raws)
            }
            return nil
        }
        if noCase == nil, let group = code.branches.first(where: { group in
               group.file == file && group.method == method && group.arms.contains { $0.line == condition.line && $0.line <= line && line <= $0.endLine }
           }),
           let taken = group.arms.first(where: { arm in
               !(arm.line <= line && line <= arm.endLine) && (ran(file: file, line: arm.bodyLine, column: arm.bodyColumn) ?? 0) > 0
           }) {
            // The arm that ran sets it too: not a missing statement (another reading's case).
            // Whoever asked: a line of the taken arm that assigns the same target is such a line.
            let target = statement.components(separatedBy: " = ").first ?? statement
            if statement.contains(" = "), code.assignments.contains(where: { assignment in
                assignment.file == file && taken.line <= assignment.line && assignment.line <= taken.endLine
                    && (assignment.target == target || (assignment.written.isEmpty ? assignment.target : assignment.written) == target)
            }) { return nil }
            guard !others.contains(where: { $0.file == file && taken.line <= $0.line && $0.line <= taken.endLine }) else { return nil }
            // The arm of an optional's nil (`case .none`, `case nil`) ran where the value's arm holds the line:
            // the value was missing, which the readings of where it comes from tell (as for an unwrap).
            if taken.label.range(of: #"^\s*case\s+(\.none|nil|Optional\.none)\s*:?\s*$"#, options: .regularExpression) != nil { return nil }
            // A helper the needed line calls, where the arm that ran calls another helper setting the same
            // places (`passEnteredValues(to:)` / `passDefaultValues(to:)`): the arms are alternatives, each
            // complete; what the taken one's helper gives is the question, not a line it lacks.
            func helperSets(_ call: CodeFacts.Call) -> Set<String> {
                Set(code.methods.filter { $0.baseName == call.name && ($0.owner == call.owner || call.receiver == nil) }.flatMap { helper in
                    code.assignments.filter { $0.owner == helper.owner && $0.method == helper.name }.map(\.member)
                })
            }
            let neededSets = code.calls.filter { $0.file == file && $0.line == line }.reduce(into: Set<String>()) { $0.formUnion(helperSets($1)) }
            if !neededSets.isEmpty {
                let takenSets = code.calls.filter { $0.file == file && taken.line <= $0.line && $0.line <= taken.endLine }
                    .reduce(into: Set<String>()) { $0.formUnion(helperSets($1)) }
                if neededSets.isSubset(of: takenSets) { return nil }
            }
            let own = group.arms.first { $0.line <= line && line <= $0.endLine }
            let takenLabel = taken.label.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
            if let own, let subject = group.subject, let found = caseNotGiven(subject: subject, arm: own.label, switchMethod: method, owner: group.owner) {
                let armLabel = own.label.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
                return Explanation(rule: rule, conclusive: true, text: Catalog.both {
                    $0.ruleSwitchCaseNotGiven(subject: found.subject, taken: takenLabel, takenLine: taken.line, method: method ?? "?", statement: statement, line: line,
                                              arm: armLabel, armLine: own.line, caseName: found.caseName, setter: found.setter?.statement,
                                              setterLine: found.setter?.line ?? 0, setterMethod: found.setter?.method, ranAfter: found.ranAfter,
                                              methodNeverRan: found.setter.flatMap { setter in setter.method.flatMap { name in
                                                  code.method(name, in: setter.owner).map { ($0.isOverride || $0.isAction) && runs(of: name, owner: setter.owner).isEmpty } } } ?? false)
                })
            }
            // A `case` of a navigation delegate's `switch` on the screen that casts the screen just
            // shown and searches the stack for it: what that arm tests is the reading.
            let stackReading = own.flatMap { own -> StackContainsReading? in
                guard let subject = group.subject else { return nil }
                let label = own.label.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
                    .replacingOccurrences(of: #"^case\s+|:\s*$"#, with: "", options: .regularExpression)
                return stackContainsReading(of: CodeFacts.Condition(text: "\(subject) is \(label)", line: own.line, holds: true), method: method, file: file)
            }
            // A type pattern (`case let n as UINavigationController`) the switched object can never be:
            // the run knows the object (`segue.destination` was ResultViewController#1).
            let typeReading = own.flatMap { own -> (actual: String, type: String, role: CastRole?)? in
                guard let subject = group.subject.map(CodeFacts.normalized), let method,
                      let type = own.label.firstMatch(#"^\s*case\s+(?:let\s+\w+\s+as|is)\s+(\w+)\s*:?\s*$"#)?[1],
                      let run = runs(of: method, owner: group.owner).last?.event,
                      let held = objectHeld(subject.replacingOccurrences(of: "self.", with: ""), method: method, run: run),
                      held.className != type, castNeverHolds(held.className, type) else { return nil }
                let actual = held.tag ?? held.className
                return (actual, type, CastRoles.read(values: [actual], type: type, state: evidence.states.last, events: events, facts: code))
            }
            let armText = (own?.label ?? condition.text).replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
            return Explanation(rule: rule, conclusive: typeReading != nil || stackReading?.shownOne == true, text: Catalog.both { texts in
                texts.ruleOtherArmRan(taken: takenLabel, takenLine: taken.line, method: method ?? "?", statement: statement, line: line,
                                      arm: armText, armLine: own?.line ?? condition.line,
                                      testReading: typeReading.flatMap { reading in group.subject.map { texts.caseTypeNeverMatches(subject: $0, actual: reading.actual, type: reading.type, role: reading.role) } }
                                          ?? stackReading.flatMap { $0.shownOne ? texts.conditionStackContains($0) : nil })
            })
        }
        // A test of the screens made right after a transition of the same method that ran: it read
        // the stack or the presented screen after the change (`pop` then `topViewController === self`).
        let screenWords = ["topViewController", "viewControllers", "presentedViewController", "presentingViewController", "navigationController",
                           "isMovingFromParent", "isMovingToParent", "isBeingDismissed", "isBeingPresented", "window", "parent"]
        let transition = screenWords.contains(where: { FailureContext.mentions(condition.text, $0) })
            ? code.calls.last(where: { call in
                call.file == file && call.method == method && call.line < condition.line && SkippedOptionalChainRule.transitionCalls[call.name] != nil
                    && (ran(call) ?? 0) > 0
            }) : nil
        // The constants the test compares with, and what they hold (`SegueID.manual` is "manualSubmit").
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        var constants: [(name: String, value: String)] = []
        for match in condition.text.allMatches(#"\b([\p{L}_]\w*(?:\.[\p{L}_]\w*)*)\b"#) where !match[1].contains("identifier") {
            let name = match[1]
            guard let value = code.stringConstant(name, owner: owner),
                  !constants.contains(where: { $0.name == name }) else { continue }
            constants.append((name, value))
        }
        // A held identifier that is another constant's value (`identifier` was "ActionSubmit", which is `actionSegue`).
        let compared = Set(constants.map(\.name))
        let otherConstant: (value: String, name: String)? = held.flatMap { held in
            held.values.lazy.compactMap { shown -> (String, String)? in
                let value = WrongBranchRule.unquoted(shown)
                guard !constants.contains(where: { $0.value == value }) else { return nil }
                let names = code.stringConstants.filter { $0.value == value && !compared.contains($0.key) }.map(\.key)
                    .map { name in owner.map { name.hasPrefix("\($0).") ? String(name.dropFirst($0.count + 1)) : name } ?? name }
                return names.sorted().first.map { (value, $0) }
            }.first
        }
        // Else: the test asks for an identifier (`identifier == "ActionSubmit"`, a part that must hold) that
        // none of the identifiers it met in this run is: for this segue it could not hold.
        let notCompared: (value: String, compared: [String])? = otherConstant != nil || !condition.holds ? nil : held.flatMap { held in
            guard let parts = Self.conjunctionParts(condition.text) else { return nil }
            var compared: [String] = []
            for part in parts {
                guard let match = part.firstMatch(#"^\(?\s*(?:segue\.)?identifier\s*==\s*("[^"]*"|[\w.]+)\s*\)?$"#) else { continue }
                let operand = match[1]
                if operand.hasPrefix("\"") { compared.append(operand) }
                else if let value = constants.first(where: { $0.name == operand })?.value { compared.append("\"\(value)\"") }
                else { return nil }
            }
            guard !compared.isEmpty, let value = held.values.first(where: { !compared.contains($0) && $0 != "nil" }),
                  held.values.allSatisfy({ !compared.contains($0) }) else { return nil }
            return (value, compared)
        }
        // A text test that holds but for letter case (`identifier?.hasPrefix("fade")` met "FadeIn").
        let caseOnly = otherConstant == nil && notCompared == nil && noCase == nil ? held.flatMap { held in
            Self.caseOnlyRelation(in: condition.text, values: held.values.filter { $0 != "nil" }.map(WrongBranchRule.unquoted))
                .map { (expression: held.expression, found: $0) } } : nil
        var part = held == nil ? heldPart(of: condition, method: method, file: file) : nil
        // A switch's test keeping a line that never reads the switch: the line is needed either way.
        let whole = code.assignments.first(where: { $0.file == file && $0.line == line }).map { "\($0.target) = \($0.value)" }
            ?? code.calls.first(where: { $0.file == file && $0.line == line })?.written ?? statement
        // (A value given, not a screen change: going on only when a switch is on is a design, not a slip.)
        if let found = part, found.isSwitch, found.filledLater == nil, !FailureContext.mentions(whole, found.control),
           !FailureContext.mentions(whole, "isOn"), !whole.contains("…"), code.assignments.contains(where: { $0.file == file && $0.line == line }),
           !ConditionDecidedRule.makesTransition(whole) {
            part?.independentLine = statement
        }
        let stack = held == nil && part == nil ? stackContainsReading(of: condition, method: method, file: file) : nil
        let state = held == nil && part == nil && stack == nil ? statePart(of: condition, method: method, file: file) : nil
        // The identifier part held (its value is one the test asks for): the unwrap beside it stopped the code.
        let unwrapped = otherConstant == nil && notCompared == nil && noCase == nil && part == nil && stack == nil && state == nil
            ? unwrapNilReason(condition, method: method, file: file) : nil
        let plain = otherConstant == nil && notCompared == nil && noCase == nil && part == nil && stack == nil && state == nil && unwrapped == nil
        // The check typed into a field that nothing of the learner's reads: the test cannot see it.
        let unread = plain ? InputNeverReadRule.typedNeverRead(context: self) : nil
        let atLoad = plain && unread == nil ? readAtLoad(condition, method: method, file: file) : nil
        let flag = plain && unread == nil && atLoad == nil ? flagNeverTurned(condition, method: method, file: file) : nil
        let turnedFirst = plain && unread == nil && atLoad == nil && flag == nil ? flagTurnedBefore(condition, method: method, file: file) : nil
        let startValue = plain && atLoad == nil && flag == nil && turnedFirst == nil && unread == nil ? initialStillHeld(condition, method: method, file: file) : nil
        let elsewhere = plain && atLoad == nil && flag == nil && turnedFirst == nil && startValue == nil && unread == nil ? givenOnlyWhereNotRun(condition, method: method, file: file) : nil
        let justWritten = plain && atLoad == nil && flag == nil && turnedFirst == nil && startValue == nil && elsewhere == nil ? writtenJustBefore(condition, method: method, file: file) : nil
        let below = plain && atLoad == nil && flag == nil && turnedFirst == nil && justWritten == nil ? assignedBelow(condition, method: method, file: file) : nil
        let leaves = plain && atLoad == nil && flag == nil && turnedFirst == nil && justWritten == nil && below == nil ? guardLeavesMethod(condition, statement: statement, method: method, file: file) : nil
        // A test in code put off (in a `Task`, after an `await`, on the main queue later) that ran late.
        let late = deferredTest(file: file, line: condition.line, condition: condition.text, method: method)
        // An `if` whose body ended the method with `return` before the statement (its body ran).
        let exitFound = condition.exitLine.flatMap { exitLine in
            code.returns.first { $0.file == file && $0.line == exitLine && (ran($0) ?? 0) > 0 }.map { _ in exitLine }
        }
        // What made the test come out as it did, when the run or the code says so.
        let fromValues = otherConstant != nil || notCompared != nil || noCase != nil || part != nil || stack != nil || unwrapped != nil || caseOnly != nil
        let fromCode = state != nil || atLoad != nil || flag != nil || turnedFirst != nil || justWritten != nil || below != nil
        // A screen callback that ran only before the user's input, and never after it.
        let beforeInput = fromValues || fromCode || unread != nil ? nil : ranOnlyBeforeInput(method: method, file: file)
        // A property observer fed only once (from an outlet's `didSet`, or at load), before the user's input.
        let setOnce = fromValues || fromCode || unread != nil || beforeInput != nil ? nil : observerSetOnce(method: method, file: file)
        let reason = fromValues || fromCode || leaves != nil || late != nil || unread != nil || startValue != nil || beforeInput != nil || elsewhere != nil || setOnce != nil
        // The branch's `return` is told only when nothing says the test itself is the fault: "give that
        // branch the line too" beside "the test cannot tell" would advise keeping a test that cannot work.
        // (Nor when the code went past the test some of the times and the statement still did not run:
        // something after the test kept it from running then, not the branch's `return`.)
        // An earlier test that sent the code away the other times the method ran: told beside this
        // one; when the run shows it stopped the code after the user's last step, it is the reason.
        // (Beside a reason the test itself shows, an earlier stop on another run is only noise.)
        let earlier = earlierStop(conditions, inner: condition, method: method, file: file).flatMap { $0.stack != nil || $0.shown != nil || !reason ? $0 : nil }
        let stoppedLast = earlier?.stack != nil || earlier?.shown != nil
        // (Nor beside an earlier test that sent the code away on other runs: which run mattered is not known.)
        let exit = reason || failed < reached || earlier != nil ? nil : exitFound
        let readFromRun = atLoad != nil || flag != nil || turnedFirst != nil || justWritten != nil || below != nil || leaves != nil || elsewhere != nil || setOnce != nil
        // (A stack-membership test read against what left at each step is the run's own account:
        // a what-if search after it only adds casts that met the other screens it let through.)
        let conclusive = stoppedLast || readFromRun || late != nil || caseOnly != nil || unread != nil || startValue?.isNow == true || stack != nil
        return Explanation(rule: rule, conclusive: conclusive ? true : nil, text: Catalog.both { texts in
            let first: String = texts.ruleConditionWentOtherWay(statement: statement, method: method ?? "?", line: line, condition: condition.shown, reached: reached, failed: failed,
                                            known: reason || exit != nil || stoppedLast)
                + (earlier.map { texts.conditionStoppedEarlier($0) } ?? "")
                + (held.map { texts.conditionIdentifierHeld(expression: $0.expression, values: $0.values, constants: constants) } ?? "")
                + (otherConstant.map { other in texts.conditionValueIsOtherConstant(value: other.value, constant: other.name, compared: constants.map(\.name)) } ?? "")
                + (noCase.map { texts.conditionNoEnumCase(enumName: $0.enumName, value: $0.value, rawValues: $0.rawValues) } ?? "")
                + (notCompared.map { found in
                    // A compared identifier a letter or two away from the one met: a typo, not another segue.
                    let typo = found.compared.first { CompileErrorLesson.editDistance(WrongBranchRule.unquoted($0).lowercased(), WrongBranchRule.unquoted(found.value).lowercased()) <= 2 }
                    return typo.map { texts.conditionIdentifierMisspelled(value: found.value, written: $0, expression: held?.expression ?? "identifier") }
                        ?? texts.conditionIdentifierNotCompared(value: found.value, compared: found.compared, expression: held?.expression ?? "identifier")
                } ?? "")
                + (caseOnly.map { texts.conditionTextCaseOnly(value: $0.found.value, call: $0.found.call, literal: $0.found.literal) } ?? "")
                + (part.map { texts.conditionPartHeld($0) } ?? "")
                + (stack.map { texts.conditionStackContains($0) } ?? "")
                + (state.map { texts.conditionStatePart($0) } ?? "")
                + (unwrapped.map { texts.conditionUnwrapNil(reason: $0(texts)) } ?? "")
            let second: String = (unread.map { texts.conditionInputNeverRead(control: $0.control, text: $0.text, step: $0.step, read: $0.read, condition: condition.text) } ?? "")
                + (elsewhere.map { texts.conditionGivenOnlyWhereNotRun(read: $0.read, property: $0.property, initial: $0.initial, line: $0.line, writer: $0.writer) } ?? "")
                + (startValue.map { texts.conditionStartValueStillHeld(property: $0.property, initial: $0.initial, line: $0.line, changeLine: $0.changeLine, isNow: $0.isNow) } ?? "")
                + (atLoad.map { texts.conditionReadAtLoad(property: $0.property, statement: $0.statement, line: $0.line, loadMethod: $0.loadMethod, read: $0.read,
                                                          outlet: $0.outlet, testMethod: method ?? "?") } ?? "")
                + (flag.map { texts.conditionFlagNeverTurned(flag: $0.flag, initial: $0.initial, value: $0.value, line: $0.line, setter: $0.setter) } ?? "")
                + (turnedFirst.map { texts.conditionFlagTurnedBefore(flag: $0.flag, initial: $0.initial, value: $0.value, line: $0.line, setter: $0.setter, method: method ?? "?") } ?? "")
                + (justWritten.map { texts.conditionWrittenJustBefore(property: $0.property, value: $0.value, line: $0.line, through: $0.through) } ?? "")
                + (below.map { texts.conditionAssignedBelow(name: $0.name, statement: $0.statement, line: $0.line, testLine: condition.line) } ?? "")
                + (leaves.map { texts.conditionGuardLeavesMethod(flag: $0, statement: statement) } ?? "")
                + (transition.map { texts.conditionAfterTransition(call: $0.quoted, line: $0.line, condition: condition.text) } ?? "")
                + (late.map { texts.conditionDeferred($0) } ?? "")
                + (beforeInput.map { texts.conditionRanOnlyBeforeInput(method: $0.method, steps: $0.steps, input: $0.input, outlet: $0.outlet) } ?? "")
                + (setOnce.map { " " + texts.conditionObserverSetOnce(method: $0.method, statement: $0.statement, line: $0.line, setter: $0.setter, outlet: $0.outlet) } ?? "")
                + (exit.map { texts.conditionEarlyExit(exitLine: $0, statement: statement, line: line, condition: nil) } ?? "")
            return first + second
        })
    }
}

extension FailureContext {
    /// What the segue identifier a test reads held in the runs of its method (`prepare`,
    /// `shouldPerformSegue`), from the trace: the identifiers are the storyboard's, not the check's.
    /// A text relation the test writes with a literal (`hasPrefix("fade")`, `hasSuffix`, `contains`,
    /// `== "…"`) that no value the run met satisfies, while one does when letter case is ignored:
    /// the value, the relation as written and its literal.
    static func caseOnlyRelation(in test: String, values: [String]) -> (value: String, call: String, literal: String)? {
        // `if case "actionSubmit" = identifier` is the comparison `== "actionSubmit"`.
        let test = test.replacingOccurrences(of: #"\bcase\s+("[^"]+")\s*=(?!=)"#, with: "== $1 ", options: .regularExpression)
        for match in test.allMatches(#"(hasPrefix|hasSuffix|contains|starts\(with:|==)\s*\(?\s*"([^"]+)""#) {
            let relation = match[1], literal = match[2]
            func holds(_ value: String, _ literal: String) -> Bool {
                switch relation {
                case "hasPrefix", "starts(with:": return value.hasPrefix(literal)
                case "hasSuffix": return value.hasSuffix(literal)
                case "contains": return value.contains(literal)
                default: return value == literal
                }
            }
            guard !values.contains(where: { holds($0, literal) }),
                  let value = values.first(where: { holds($0.lowercased(), literal.lowercased()) }) else { continue }
            let call = relation == "==" ? "== \"\(literal)\"" : relation == "starts(with:" ? "starts(with: \"\(literal)\")" : "\(relation)(\"\(literal)\")"
            return (value, call, literal)
        }
        return nil
    }

    func identifierHeld(by condition: CodeFacts.Condition, in method: String?) -> (expression: String, values: [String])? {
        guard let method else { return nil }
        let expression: String
        let key: String?
        if method.hasPrefix("prepare(for:"), FailureContext.mentions(condition.text, "segue.identifier") {
            (expression, key) = ("segue.identifier", "segue=")
        } else if method.hasPrefix("shouldPerformSegue("), FailureContext.mentions(condition.text, "identifier") {
            (expression, key) = ("identifier", nil)
        } else if method == "perform()", FailureContext.mentions(condition.text, "identifier") {
            // A segue subclass's own `perform()`: the identifier it was made with (`FadeSegue#1.init(identifier:…) "FadeIn"`).
            var values: [String] = []
            for run in runs(of: method, owner: nil) {
                guard let made = evidence.events.first(where: { $0.instance == run.event.instance && $0.member.hasPrefix("init(identifier:") }) else { continue }
                let value = (made.detail ?? "").hasPrefix("\"") ? Evidence.leadingQuoted(made.detail ?? "").map { "\"\($0)\"" } : "nil"
                if let value, !values.contains(value) { values.append(value) }
            }
            return values.isEmpty ? nil : ("identifier", values)
        } else {
            return nil
        }
        var values: [String] = []
        for run in runs(of: method, owner: nil) {
            let detail = run.event.detail ?? ""
            let value = key.map { Evidence.quoted(after: $0, in: detail) ?? (detail.contains("\($0)(no identifier)") ? "nil" : nil) }
                ?? (detail.hasPrefix("\"") ? Evidence.leadingQuoted(detail) : nil)
            guard let value, let shown = Optional(value == "nil" ? "nil" : "\"\(value)\""), !values.contains(shown) else { continue }
            values.append(shown)
        }
        // The learner's own calls of it that ran (`shouldPerformSegue(withIdentifier: "X", …)`): UIKit's trace does not show those.
        if key == nil {
            for call in code.calls where call.name == "shouldPerformSegue" && (ran(call) ?? 0) > 0 {
                let constant = call.arguments.first.flatMap { argument in
                    code.stringConstant(argument, owner: call.owner)
                }
                guard let value = (call.stringArguments.first ?? constant).map({ "\"\($0)\"" }), !values.contains(value) else { continue }
                values.append(value)
            }
        }
        return values.isEmpty ? nil : (expression, values)
    }

    /// A statement that never ran: the test that went the other way, or the unwrap that found no
    /// value (`guard let vc = … as? X else { return }` reached and stopped every time).
    func neverRanReading(statement: String, method: String?, line: Int, ran count: Int?, conditions: [CodeFacts.Condition],
                         file: Int, rule: String, onlyWithReason: Bool = false) -> Explanation? {
        if let found = wentOtherWay(statement: statement, method: method, line: line, ran: count, conditions: conditions, file: file, rule: rule) {
            return found
        }
        guard count == 0, let (condition, reached, failed) = blockingCondition(conditions, file: file, line: line), failed > 0 else { return nil }
        // A test that mixes checks and unwraps (`guard segue.identifier == "A", let x = sender as? T`):
        // told here only when the run proves one of its unwraps finds nil (then the test fails
        // whatever its checks give).
        if !Self.isUnwrap(condition) {
            guard condition.holds, let reason = unwrapNilReason(condition, method: method, file: file)
                    ?? observerSetOnceReason(method: method, file: file) else { return nil }
            return Explanation(rule: rule, text: Catalog.both { texts in
                texts.ruleUnwrapStopped(statement: statement, method: method ?? "?", line: line, condition: condition.shown, reached: reached, reason: reason(texts))
            })
        }
        // In the `else` of an unwrap: it runs only when the unwrap finds nothing, and here it found a value.
        if !condition.holds {
            return Explanation(rule: rule, text: Catalog.both { texts in
                texts.ruleInElseOfUnwrap(statement: statement, method: method ?? "?", line: line, condition: condition.shown, reached: reached)
            })
        }
        // (Else: a screen callback that ran only before the user's input, and never after it.)
        let beforeInput = ranOnlyBeforeInput(method: method, file: file)
        let reason = unwrapNilReason(condition, method: method, file: file)
            ?? beforeInput.map { found in { (texts: any Messages) in texts.conditionRanOnlyBeforeInput(method: found.method, steps: found.steps, input: found.input, outlet: found.outlet)
                .trimmingCharacters(in: .whitespaces) } }
            ?? observerSetOnceReason(method: method, file: file)
        if onlyWithReason && reason == nil { return nil }
        return Explanation(rule: rule, text: Catalog.both { texts in
            texts.ruleUnwrapStopped(statement: statement, method: method ?? "?", line: line, condition: condition.shown, reached: reached, reason: reason.map { $0(texts) })
        })
    }
}

extension FailureContext {
    /// The reading of `observerSetOnce`, told in either language.
    func observerSetOnceReason(method: String?, file: Int) -> ((any Messages) -> String)? {
        observerSetOnce(method: method, file: file).map { found in { (texts: any Messages) in
            texts.conditionObserverSetOnce(method: found.method, statement: found.statement, line: found.line, setter: found.setter, outlet: found.outlet)
        } }
    }

    /// A comparison of two names (`subView !== sub`) where a line that ran earlier in the same method
    /// gave one the other (`self.subView = sub`): the test compares a thing with itself. Empty, or
    /// the name given, the value, and the line.
    func assignedBefore(_ condition: CodeFacts.Condition, in statement: CodeFacts.Assignment) -> [String] {
        guard let match = condition.text.firstMatch(#"^\s*([\w.]+)\s*(?:===|!==|==|!=)\s*([\w.]+)\s*$"#), match.count == 3 else { return [] }
        func bare(_ name: String) -> String { name.hasPrefix("self.") ? String(name.dropFirst(5)) : name }
        let left = bare(match[1]), right = bare(match[2])
        guard let given = code.assignments.first(where: { assignment in
            assignment.owner == statement.owner && assignment.method == statement.method && assignment.file == statement.file
                && assignment.line < condition.line && (ran(assignment) ?? 0) > 0
                && ((bare(assignment.target) == left && bare(assignment.value) == right) || (bare(assignment.target) == right && bare(assignment.value) == left))
        }) else { return [] }
        return [bare(given.target), bare(given.value), String(given.line)]
    }

    /// The `lazy var` whose value, as written, holds `line` of `file`, when that value was never made in this
    /// run (its first line never ran) and no method of the learner's reads the property.
    func lazyHolder(file: Int, line: Int) -> CodeFacts.Property? {
        code.properties.first { property in
            guard property.isLazy, property.file == file, property.initialLine > 0, let initial = property.initial else { return false }
            let end = property.initialLine + initial.components(separatedBy: "\n").count - 1
            return property.initialLine <= line && line <= end
                && ran(file: file, line: property.initialLine, column: property.initialColumn) == 0
                && !code.methods.contains { $0.reads.contains(property.name) }
        }
    }

    /// The methods UIKit runs before a screen's view is in a window (`view.window` is nil there).
    public static let beforeWindow: Set<String> = ["viewDidLoad()", "viewWillAppear(_:)", "loadView()", "awakeFromNib()", "init(coder:)",
                                                   "init(nibName:bundle:)", "prepare(for:sender:)"]

    /// Why a line that gives a value never ran, as a sentence to add: the early exit before it, else
    /// the test it is under that was false each time it was reached (with why, for a test of
    /// `view.window` too early or of a thing against what was just assigned to it); empty when not known.
    func whyNeverRan(_ giver: CodeFacts.Assignment) -> (any Messages) -> String {
        let statement = "\(giver.target) = \(giver.value)"
        // Inside the value of a `lazy var` that nothing read: that value is made at the first read.
        if let lazy = lazyHolder(file: giver.file, line: giver.line) {
            return { $0.conditionInUnreadLazy(statement: statement, line: giver.line, property: lazy.name, propertyLine: lazy.line) }
        }
        // After a `guard` that binds names and returned: a line that uses none of them went with the lines that do.
        if let exit = code.returns.first(where: { $0.file == giver.file && $0.method == giver.method && $0.owner == giver.owner && $0.line < giver.line
               && $0.value == nil && (ran($0) ?? 0) > 0 && $0.conditions.first.map { !$0.holds && $0.line <= giver.line } == true }),
           let test = exit.conditions.first {
            let bound = test.text.allMatches(#"\b(?:let|var)\s+(\w+)\s*="#).map { $0[1] }.filter { $0 != "_" }
            if !bound.isEmpty, !bound.contains(where: { FailureContext.mentions(statement, $0) }) {
                let shown = test.text.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
                return { $0.conditionGuardReturnedBefore(test: shown, line: test.line, bound: bound, statement: statement, statementLine: giver.line) }
            }
        }
        // In a method of the learner's base class that a subclass overrides without `super`, and the
        // override ran: the base's body was replaced, not run (held-out 287-05).
        if let skipped = overrideSkipping(giver) {
            return { $0.conditionOverriddenWithoutSuper(statement: statement, line: giver.line, method: skipped.method, base: skipped.base,
                                                        subclass: skipped.subclass, overrideLine: skipped.line) }
        }
        if let exit = earlyExit(before: giver) {
            return { $0.conditionEarlyExit(exitLine: exit.line, statement: statement, line: giver.line, condition: exit.condition) }
        }
        guard let blocked = blockingCondition(giver.conditions, file: giver.file, line: giver.line) else { return { _ in "" } }
        let condition = blocked.condition
        let window = condition.text.contains("window") && Self.beforeWindow.contains(giver.method ?? "")
        let same = assignedBefore(condition, in: giver)
        return { $0.conditionBlocked(condition: condition.text, line: condition.line, reached: blocked.reached, method: giver.method,
                                     beforeWindow: window, assignedBefore: same) }
    }

    /// The override that kept the method holding `giver` from running: `giver` is in a method of a
    /// learner's class that never ran, a subclass of it overrides that method, that override ran,
    /// and it calls no `super.` for it.
    func overrideSkipping(_ giver: CodeFacts.Assignment) -> (method: String, base: String, subclass: String, line: Int)? {
        guard let name = giver.method, let base = giver.owner, giver.closureOf == nil,
              let declared = code.methods.first(where: { $0.owner == base && $0.name == name }), ran(declared) == 0,
              // No object of the base class itself was in the run: the override's class is the one that ran.
              !evidence.instances.values.contains(where: { $0.className == base }) else { return nil }
        for method in code.methods where method.isOverride && method.name == name {
            guard let subclass = method.owner, subclass != base, code.learnerSuperclasses(of: subclass).contains(base), (ran(method) ?? 0) > 0,
                  !code.calls.contains(where: { $0.owner == subclass && $0.method == name && $0.receiver == "super" && $0.name == method.baseName }) else { continue }
            return (FailureContext.traceName(name), base, subclass, method.line)
        }
        return nil
    }

    /// In `method`, a call `link?.m(…)` of a method `m` the learner declares, whose line ran while
    /// `m` never ran: `link` was nil there. Why, from what ran: every line giving it a value never
    /// ran, or `link` is `weak` and the object it was given (by a line that ran) was released,
    /// with the removal that ran and let it go.
    func nilLinkReading(in method: CodeFacts.Method, rule: String) -> Explanation? {
        // A cast written as the receiver (`(presentingViewController as? ViewController)?.show(x)`), of an
        // object the run knows, to a class that object is not: nil each time, and `?.` skipped the call.
        for call in code.calls where call.owner == method.owner && call.method == method.name && call.optionalChain {
            guard let receiver = call.receiver, (ran(call) ?? 0) > 0,
                  let cast = receiver.firstMatch(#"^\(\s*(?:self\.)?([\w.?]+?)\s+as\??\s*(\w+)\s*\)$"#),
                  let target = code.methods.first(where: { $0.baseName == call.name && $0.owner != nil }), ran(target) == 0,
                  let run = runs(of: method.name, owner: method.owner).last,
                  let actual = objectHeld(CodeFacts.normalized(cast[1]), method: method.name, run: run.event),
                  castNeverHolds(actual.className, cast[2]) else { continue }
            let object = CodeFacts.normalized(cast[1]), type = cast[2], shown = actual.tag ?? actual.className
            // The object is a navigation controller holding a screen of that class: where it is in its stack.
            var inside: (tag: String, position: Int)?
            if let tag = actual.tag, code.classChain(of: actual.className).contains("UINavigationController") {
                for state in evidence.states.reversed() {
                    guard let stack = state.navigationStacks.first(where: { $0.navigationController == tag })?.stack,
                          let index = stack.firstIndex(where: { $0.hasPrefix(type + "#") }) else { continue }
                    inside = (stack[index], index == 0 ? 0 : index == stack.count - 1 ? -1 : index)
                    break
                }
            }
            let written = "(\(object) as? \(type))?.\(call.name)(…)"
            return Explanation(rule: rule, conclusive: true, text: Catalog.both { texts in
                texts.ruleCastReceiverNil(call: written, callLine: call.line, expression: "\(object) as? \(type)", object: object, actual: shown, cast: type,
                                          container: actual.className, inside: inside?.tag, position: inside?.position ?? 0)
            })
        }
        // A computed link that casts an object the run knows (`var receiver: EmailReceiving? {
        // presentingViewController as? EmailReceiving }`) to a type that object is not: nil each time.
        for call in code.calls where call.owner == method.owner && call.method == method.name && call.optionalChain {
            guard let link = call.receiver, !link.contains("."), !link.contains("("), (ran(call) ?? 0) > 0,
                  let target = code.methods.first(where: { $0.baseName == call.name && $0.owner != method.owner }), ran(target) == 0,
                  let property = code.properties.first(where: { $0.name == link && $0.owner == method.owner && $0.isComputed }),
                  let getter = property.getter?.trimmingCharacters(in: .whitespacesAndNewlines),
                  let cast = getter.firstMatch(#"^(?:return\s+)?\(?\s*(?:self\.)?([\w.?]+?)\s+as[?!]\s*(\w+)\s*\)?$"#),
                  let run = runs(of: method.name, owner: method.owner).last,
                  let actual = objectHeld(CodeFacts.normalized(cast[1]), method: method.name, run: run.event),
                  castNeverHolds(actual.className, cast[2]) else { continue }
            let shown = actual.tag ?? actual.className, object = CodeFacts.normalized(cast[1]), type = cast[2]
            return Explanation(rule: rule, text: Catalog.both { texts in
                texts.ruleComputedLinkNil(call: "\(link)?.\(call.name)(…)", callLine: call.line, link: link, getter: "\(object) as? \(type)")
                    + " " + texts.unwrapCastOfKnownObject(expression: "\(object) as? \(type)", object: object, actual: shown, cast: type, isSender: false, performSender: nil, performLine: nil) + "."
            })
        }
        for call in code.calls where call.owner == method.owner && call.method == method.name && call.optionalChain {
            guard let link = call.receiver, !link.contains("."), !link.contains("("), (ran(call) ?? 0) > 0,
                  let target = code.methods.first(where: { $0.baseName == call.name && $0.owner != method.owner }), let targetRuns = ran(target),
                  targetRuns < (ran(call) ?? 0),
                  let property = code.properties.first(where: { $0.name == link && $0.owner == method.owner }) else { continue }
            // The method ran on some calls: only a weak link that lost its object explains the rest.
            if targetRuns > 0 && !property.isWeak { continue }
            let givers = code.assignments.filter { $0.member == link && $0.value != "nil" }
            guard let first = givers.first else { continue }
            let written = "\(link)?.\(call.name)(…)"
            let counts = givers.map { ran($0) }
            if counts.allSatisfy({ $0 == 0 }) {
                let why = whyNeverRan(first)
                return Explanation(rule: rule, text: Catalog.both { texts in
                    texts.ruleLinkGiverNeverRan(call: written, callLine: call.line, link: link, giver: "\(first.target) = \(first.value)", line: first.line, method: first.method ?? "?")
                        + why(texts)
                })
            }
            guard property.isWeak, let giver = givers.first(where: { (ran($0) ?? 0) > 0 }),
                  !code.assignments.contains(where: { $0.member == link && $0.value == "nil" && (ran($0) ?? 0) > 0 }) else { continue }
            // The removal from a list that ran (the strong hold that went away), when there is one.
            let removal = code.calls.first { other in
                ["remove", "removeAll", "removeLast", "removeFirst"].contains(other.name) && (ran(other) ?? 0) > 0
            }
            // The removal's method called from a navigation delegate that reads the screen being
            // shown (`viewController`) as if it were the one that left: it ran when the screen was pushed.
            let fromShown = removal.flatMap { removal in
                code.calls.first { caller in
                    caller.name == removal.method.map { String($0.prefix { $0 != "(" }) } && (ran(caller) ?? 0) > 0
                        && (caller.method ?? "").hasPrefix("navigationController(_:didShow:")
                        && (caller.arguments + caller.conditions.map(\.text)).contains { $0.range(of: #"(?<![.\w])viewController\b(?!\s*\()"#, options: .regularExpression) != nil }
                }
            }
            // Or from a navigation delegate whose test never asks whether the screen that left is
            // gone from the stack: it removes on pushes too (the screen was only covered).
            let unguarded: (call: CodeFacts.Call, testLine: Int?)? = fromShown != nil ? nil : removal.flatMap { removal in
                guard let caller = code.calls.first(where: { caller in
                    caller.name == removal.method.map { String($0.prefix { $0 != "(" }) } && (ran(caller) ?? 0) > 0
                        && (caller.method ?? "").hasPrefix("navigationController(_:didShow:")
                        && !caller.conditions.contains { $0.text.contains("viewControllers") || $0.text.contains("isMovingFromParent") }
                }) else { return nil }
                // A test of the stack in the same method that does not hold the call (an `if` without `return`).
                let test = code.branches.first { group in
                    group.method == caller.method && group.file == caller.file
                        && group.arms.contains { $0.label.contains("viewControllers") && !($0.line <= caller.line && caller.line <= $0.endLine) }
                }?.arms.first?.line
                return (caller, test)
            }
            // When the object went: released right after a screen was pushed over the one that uses it (covered, not popped).
            let linkClass = property.type.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")) }
            let releasedAfterPush: (instance: String, step: Int, shown: String)? = linkClass.flatMap { linkClass in
                guard let released = evidence.indexedEvents.last(where: { $0.event.member == "deinit" && $0.event.className == linkClass }),
                      let before = evidence.transitions.last(where: { $0.index < released.index && $0.ignored == nil }),
                      [.push, .show, .present].contains(before.move), let shown = before.subject else { return nil }
                return (released.event.instance, released.event.step ?? before.step ?? 0, shown)
            }
            return Explanation(rule: rule, text: Catalog.both { texts in
                texts.ruleWeakLinkReleased(call: written, callLine: call.line, link: link, giver: "\(giver.target) = \(giver.value)", line: giver.line,
                                           method: giver.method ?? "?", owner: giver.owner ?? "?", removal: removal.map { $0.quoted }, removalLine: removal?.line,
                                           removalMethod: removal?.method, targetRuns: targetRuns)
                    + (releasedAfterPush.map { texts.releasedWhileCovered(instance: $0.instance, step: $0.step, shown: $0.shown) } ?? "")
                    + (fromShown.map { texts.removalCalledForShownScreen(call: $0.quoted, line: $0.line, method: $0.method ?? "?") } ?? "")
                    + (unguarded.map { texts.removalNotGuardedByPop(call: $0.call.quoted, line: $0.call.line, method: $0.call.method ?? "?", testLine: $0.testLine) } ?? "")
            })
        }
        return nil
    }
}

/// The screen shows a value again and again, and the value changes only where UIKit calls once
/// per instance (`viewDidLoad`, `init(coder:)`, `awakeFromNib`): the label's line ran more times
/// than the line that changes what it shows (`count += 1` in `viewDidLoad`).
struct UpdatedOnlyOnLoadRule: TeachingRule {
    let id = "updated-only-on-load"
    static let once: Set<String> = ["viewDidLoad()", "init(coder:)", "awakeFromNib()", "loadView()"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, case let .label(outlet, _)? = context.failure.expectation else { return nil }
        let code = context.code
        for (setter, shown, owner, property) in context.labelSettersShowing(outlet) where shown > 1 {
            let writers = code.assignments.filter { $0.member == property.name && $0.owner == owner }
            // How many times the once-per-instance method holding the writers ran (the writer
            // itself may not have run at all, under an `if let` that found nothing yet).
            // A writer inside a closure runs when the closure is called, not with its method.
            guard let first = writers.first, writers.allSatisfy({ Self.once.contains($0.method ?? "") && $0.closureOf == nil && $0.storedIn == nil }),
                  let holder = first.method.flatMap({ code.method($0, in: owner) }), let changed = context.ran(holder), changed > 0, changed < shown
            else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleUpdatedOnlyOnLoad(label: outlet, setterMethod: setter.method ?? "?", shown: shown, property: property.name,
                                         line: first.line, method: first.method ?? "?", changed: changed)
            })
        }
        return nil
    }
}

/// The value the user typed never left its screen: the label the check reads is set in a method
/// of the learner's that another one calls (`delegate?.sendData(value)`), the call ran, and what it
/// passes (through the local names it was bound to) reads neither the text field the check typed
/// the expected text into nor a property given that field's text.
extension FailureContext {
    /// The field the check typed the expected text into (its last such step up to the failure), when it typed it.
    var fieldTypedWithExpected: String? {
        guard let expected = failure.expected.map(WrongBranchRule.unquoted), !expected.isEmpty else { return nil }
        let last = failure.step ?? Int.max
        return check.steps.enumerated().compactMap { index, step -> String? in
            if index <= last, case let .type(locator, text) = step, text == expected { return locator.outlet }
            return nil
        }.last
    }
}

struct InputNotPassedRule: TeachingRule {
    let id = "input-not-passed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let field = context.fieldTypedWithExpected else { return nil }
        let code = context.code
        for setter in code.assignments.filter(context.setsSubject) where (context.ran(setter) ?? 0) > 0 {
            guard let name = setter.method, let method = code.method(name, in: setter.owner), !context.isTraced(name, owner: setter.owner) else { continue }
            // The value comes from the object the method runs on (`current.apply(to: rvc)` sets
            // `rvc.paramEmail = email`, its own property), not from the call's arguments.
            if code.properties.contains(where: { $0.owner == setter.owner && FailureContext.mentions(setter.value, $0.name) }) { continue }
            for call in code.calls where call.name == method.baseName && call.owner != setter.owner && (context.ran(call) ?? 0) > 0 {
                func readsField(_ argument: String) -> Bool {
                    let resolved = code.resolved(argument, method: call.method, owner: call.owner)
                    if FailureContext.mentions(resolved, field) { return true }
                    // Through a property given the field's text somewhere: it reads the field.
                    // Or a computed property whose getter reads it, a lazy one made from it, a function returning it.
                    // A parameter of the method that assigns it, which a caller passes the field's text
                    // (`result = data` in `sendData(_ data:)`, called with `text` bound from `inputText.text`).
                    func fromCallers(_ assignment: CodeFacts.Assignment) -> Bool {
                        guard let holder = assignment.method.flatMap({ code.method($0, in: assignment.owner) }),
                              holder.parameterNames.contains(assignment.value.trimmingCharacters(in: .whitespaces)) else { return false }
                        return code.calls.contains { caller in
                            caller.name == holder.baseName && caller.arguments.contains { argument in
                                let bound = code.resolved(argument, method: caller.method, owner: caller.owner)
                                let local = code.locals.last { $0.name == argument.trimmingCharacters(in: .whitespaces) && $0.method == caller.method && $0.owner == caller.owner }?.value ?? ""
                                return FailureContext.mentions(bound, field) || FailureContext.mentions(local, field)
                                    || code.bindings.contains { $0.name == argument.trimmingCharacters(in: .whitespaces) && $0.method == caller.method && $0.owner == caller.owner && FailureContext.mentions($0.value, field) }
                            }
                        }
                    }
                    return code.properties.contains { property in
                        FailureContext.mentions(resolved, property.name) && (code.assignments.contains { $0.member == property.name && (FailureContext.mentions($0.value, field) || fromCallers($0)) }
                            || property.getterBody.map { FailureContext.mentions($0, field) } == true || property.initial.map { FailureContext.mentions($0, field) } == true)
                    } || code.returns.contains { value in
                        value.method.map { method in FailureContext.mentions(resolved, String(method.prefix { $0 != "(" })) } == true && FailureContext.mentions(value.value ?? "", field)
                    }
                }
                // One argument that reads the field passes it on: the call is not where it stayed.
                if call.arguments.contains(where: readsField) { continue }
                // Inside a closure given to a call on the field's value (`inputText.text.map { delegate?.sendData($0) }`):
                // its parameter is the field's text.
                if call.closureOf != nil, FailureContext.mentions(context.linesUpTo(call, count: 4), field) { continue }
                for argument in call.arguments {
                    let resolved = code.resolved(argument, method: call.method, owner: call.owner)
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleInputNotPassed(call: call.quoted, line: call.line, method: call.method ?? "?", argument: argument,
                                              source: resolved == argument ? nil : resolved, field: field)
                    })
                }
            }
        }
        return nil
    }
}

/// A value set, then set again later in the same call of the same method: both ran (the coverage
/// shows it), and whenever the first runs the second runs after it, so the second one's value is
/// what the screen got.
struct RanThenReplacedRule: TeachingRule {
    let id = "ran-then-replaced"
    let supersededBy: Set<String> = ["overwritten-later"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        // What the check read, or the property it is made from (`resultEmail.text = paramEmail` → `paramEmail`).
        let setters = context.settersOfSubject
        for earlier in setters where earlier.closureOf == nil {
            guard let earlierRuns = context.ran(earlier), earlierRuns > 0 else { continue }
            let earlierTests = Set(earlier.conditions.map { "\($0.line)|\($0.text)|\($0.holds)" })
            // A helper of the learner's called later in the same method (`fill(rvc)`), which sets
            // the same member again: the call ran, and runs whenever the earlier line does.
            for call in context.code.calls where call.owner == earlier.owner && call.method == earlier.method && call.file == earlier.file
                && call.line > earlier.line && call.receiver == nil && (context.ran(call) ?? 0) > 0
                && call.conditions.allSatisfy({ earlierTests.contains("\($0.line)|\($0.text)|\($0.holds)") }) {
                guard let helper = context.code.methods.first(where: { $0.baseName == call.name && $0.owner == call.owner && !$0.isOverride && !$0.isAction }),
                      let later = context.code.assignments.first(where: { $0.method == helper.name && $0.owner == helper.owner && $0.member == earlier.member
                          && $0.closureOf == nil && (context.ran($0) ?? 0) > 0 && $0.conditions.isEmpty }),
                      !FailureContext.mentions(later.value, earlier.member) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleReplacedByHelper(earlier: "\(earlier.target) = \(earlier.value)", line: earlier.line, call: "\(call.name)(…)", callLine: call.line,
                                            later: "\(later.target) = \(later.value)", laterLine: later.line, helper: helper.name)
                })
            }
            // A `defer` written above it runs when the scope exits: after it, whatever its line.
            if earlier.deferLine == nil {
                for later in setters where later.owner == earlier.owner && later.method == earlier.method && later.file == earlier.file
                    && later.target == earlier.target && later.closureOf == nil {
                    guard let deferLine = later.deferLine, deferLine < earlier.line,
                          later.conditions.allSatisfy({ earlierTests.contains("\($0.line)|\($0.text)|\($0.holds)") }),
                          let laterRuns = context.ran(later), laterRuns >= earlierRuns,
                          !FailureContext.mentions(later.value, earlier.member) else { continue }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleDeferReplaced(earlier: "\(earlier.target) = \(earlier.value)", line: earlier.line,
                                             later: "\(later.target) = \(later.value)", laterLine: later.line, deferLine: deferLine, method: earlier.method ?? "?")
                    })
                }
            }
            for later in setters where later.owner == earlier.owner && later.method == earlier.method && later.file == earlier.file
                && later.line > earlier.line && later.target == earlier.target && later.closureOf == nil && later.deferLine == earlier.deferLine {
                // It runs whenever the earlier one does: its tests are among the earlier one's.
                // Or the earlier one's `case` ends with `fallthrough` into the later one's.
                if let through = fallthroughLine(context, from: earlier, into: later), let laterRuns = context.ran(later), laterRuns > 0,
                   !FailureContext.mentions(later.value, earlier.member) {
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleFallthroughReplaced(earlier: "\(earlier.target) = \(earlier.value)", line: earlier.line,
                                                   later: "\(later.target) = \(later.value)", laterLine: later.line, fallthroughLine: through)
                    })
                }
                guard later.conditions.allSatisfy({ earlierTests.contains("\($0.line)|\($0.text)|\($0.holds)") }),
                      let laterRuns = context.ran(later), laterRuns >= earlierRuns else { continue }
                // `x = try f()` in a `do` whose `catch` holds the later line: the earlier one threw and
                // assigned nothing (`thrown-in-do` tells it), the later one is the catch's.
                if ThrownInDoRule.tries(earlier.value) || earlier.value.hasPrefix("try "),
                   context.code.doBlocks.contains(where: { block in
                       block.file == earlier.file && block.body.contains { $0.line == earlier.line }
                           && later.line > (block.body.map(\.line).max() ?? 0) && later.line <= (block.catches.map(\.line).max() ?? 0)
                   }) { continue }
                // Not a value built from the earlier one (`x = x + 1`).
                guard !FailureContext.mentions(later.value, earlier.member) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleRanThenReplaced(earlier: "\(earlier.target) = \(earlier.value)", line: earlier.line,
                                           later: "\(later.target) = \(later.value)", laterLine: later.line, method: earlier.method ?? "?")
                })
            }
        }
        return nil
    }

    /// The line of the `fallthrough` that takes the code from `earlier`'s `case` into `later`'s
    /// (the next arm of the same `switch`, or one reached through more `fallthrough`s).
    private func fallthroughLine(_ context: FailureContext, from earlier: CodeFacts.Assignment, into later: CodeFacts.Assignment) -> Int? {
        guard context.sources.indices.contains(earlier.file) else { return nil }
        let lines = context.sources[earlier.file].components(separatedBy: "\n")
        for group in context.code.branches where group.file == earlier.file && group.method == earlier.method && group.owner == earlier.owner {
            guard let from = group.arms.firstIndex(where: { $0.line <= earlier.line && earlier.line <= $0.endLine }),
                  let to = group.arms.firstIndex(where: { $0.line <= later.line && later.line <= $0.endLine }), to > from else { continue }
            var found: Int?
            for arm in group.arms[from..<to] {
                let body = (arm.line...max(arm.line, arm.endLine)).filter { lines.indices.contains($0 - 1) }
                guard let line = body.last(where: { lines[$0 - 1].trimmingCharacters(in: .whitespaces).hasPrefix("fallthrough") }) else { return nil }
                if found == nil { found = line }
            }
            return found
        }
        return nil
    }
}

/// A call through an optional link that ran and did nothing: `delegate?.sendData(…)` ran (the
/// coverage shows it) but `sendData` never did, so `delegate` was nil there. Why it was nil, from
/// what ran: every line that gives the link a value never ran, or ran through an optional chain
/// whose first link had no value yet (`subView?.delegate = self` in `viewDidLoad`, before
/// `prepare` set `subView`).
struct NilLinkAtCallRule: TeachingRule {
    let id = "nil-link-at-call"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            guard let name = setter.method,
                  let method = code.method(name, in: setter.owner),
                  !method.isOverride, !method.isAction, context.ran(method) == 0 else { continue }
            for call in code.calls where call.name == method.baseName && call.optionalChain && call.method != name {
                guard let link = call.receiver, !link.contains("."), !link.contains("("), let ran = context.ran(call), ran > 0 else { continue }
                let written = "\(link)?.\(call.name)(…)"
                let givers = code.assignments.filter { $0.member == link && $0.value != "nil" }
                guard !givers.isEmpty else { continue }
                // Every line that gives it a value never ran.
                let counts = givers.map { context.ran($0) }
                if counts.allSatisfy({ $0 == 0 }), let first = givers.first {
                    let why = context.whyNeverRan(first)
                    return Explanation(rule: id, text: Catalog.both { texts in
                        texts.ruleLinkGiverNeverRan(call: written, callLine: call.line, link: link, giver: "\(first.target) = \(first.value)",
                                                 line: first.line, method: first.method ?? "?")
                            + why(texts)
                    })
                }
                // Those that ran went through a chain whose first link was still nil then.
                for (giver, count) in zip(givers, counts) where (count ?? 0) > 0 {
                    guard let base = giver.base, let giverMethod = giver.method, let owner = giver.owner else { continue }
                    let root = CodeFacts.rootName(base)
                    guard let property = code.properties.first(where: { $0.name == root && $0.owner == owner }),
                          property.type?.hasSuffix("?") == true || property.isWeak, property.initial == nil || property.initial == "nil" else { continue }
                    // The first run of a method that gives `root` a value came after every run of the giver's method.
                    let rootSetters = code.assignments.filter { $0.member == root && $0.owner == owner && $0.method != giverMethod && $0.value != "nil" }
                    let giverRuns = context.runs(of: giverMethod, owner: owner)
                    guard let lastGiverRun = giverRuns.last, !rootSetters.isEmpty else { continue }
                    let rootRuns = rootSetters.compactMap { setter in setter.method.flatMap { context.runs(of: $0, owner: owner).first } }
                    guard let firstRootRun = rootRuns.min(by: { $0.index < $1.index }), firstRootRun.index > lastGiverRun.index,
                          let rootMethod = rootSetters.first(where: { $0.method.map(FailureContext.traceName) == firstRootRun.event.member })?.method
                    else { continue }
                    let shown = giver.target.replacingOccurrences(of: root + ".", with: root + "?.", options: .anchored) + " = \(giver.value)"
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleLinkGivenThroughNil(call: written, callLine: call.line, link: link, giver: shown, line: giver.line, method: giverMethod,
                                                   root: root, rootMethod: rootMethod, step: firstRootRun.event.step ?? 0)
                    })
                }
            }
        }
        return nil
    }
}

/// A value read from a property whose initial value was made once (`lazy var saved =
/// UserDefaults…`, or a stored property given a store's value where it is declared), while the line
/// that shows it ran again after the store changed: the coverage shows the initial value was made
/// once and the line ran more often, so it showed the kept value each time.
struct ReadOnceRule: TeachingRule {
    let id = "read-once"
    /// Two objects where one was meant: the object kept is not a value read too early.
    let supersededBy: Set<String> = ["two-instances"]

    /// `property` holds `Type(…)` of the learner's own class or struct, made once (the line of its
    /// initial value ran once), and what the label shows reads `property.member`, a stored
    /// property that only `Type`'s initializer sets, from something other than a literal or the
    /// initializer's parameters: the value as it was when the object was made.
    static func copiedInInitializer(read: String, property: String, initial: String, code: CodeFacts, context: FailureContext)
        -> (member: String, value: String, line: Int)? {
        let text = initial.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let type = String(text[..<open])
        guard code.classes.contains(where: { $0.name == type }) || code.structs.contains(type) else { return nil }
        let pattern = "\\b" + NSRegularExpression.escapedPattern(for: property) + "\\??\\.(\\w+)"
        guard let member = read.firstMatch(pattern)?[1],
              code.properties.contains(where: { $0.owner == type && $0.name == member && !$0.isComputed }) else { return nil }
        let writes = code.assignments.filter { $0.member == member && ($0.owner == type || $0.base.map { FailureContext.mentions($0, property) } == true) }
        guard let copy = writes.first, writes.allSatisfy({ $0.owner == type && ($0.method ?? "").hasPrefix("init(") }),
              !CodeFacts.isLiteral(copy.value), (context.ran(copy) ?? 0) >= 1 else { return nil }
        // A parameter of the initializer is what its caller gave, not a read of something that
        // changes, unless the call gave nothing and the parameter's default is the read (`Type()`).
        let givesArguments = !text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces).isEmpty
        if givesArguments, let initializer = code.methods.first(where: { $0.owner == type && $0.name == copy.method }),
           initializer.parameterNames.contains(where: { FailureContext.mentions(copy.value, $0) }) { return nil }
        return (member, copy.value, copy.line)
    }

    /// `Type()` or `Type(a: 1, b: "x")` of a struct or enum the learner declares: a value made from
    /// literals, which reads nothing.
    static func madeFromNothing(_ initial: String, code: CodeFacts) -> Bool {
        var text = initial.trimmingCharacters(in: .whitespacesAndNewlines)
        // Made from the object's own class and literals only (`{ "\(type(of: self)).note" }()`): the same at every read.
        let withoutClass = text.replacingOccurrences(of: #"type\(of:\s*self\)|String\(describing:\s*(?:type\(of:\s*self\)|Self(?:\.self)?)\)|NSStringFromClass\([^)]*\)|\bSelf\b"#,
                                                     with: "", options: .regularExpression)
        if withoutClass != text, withoutClass.range(of: #"[A-Za-z_]\w*"#, options: .regularExpression) == nil
            || withoutClass.replacingOccurrences(of: #""[^"]*"|\\\(\s*\)|[{}()\s.+]"#, with: "", options: .regularExpression).isEmpty {
            return true
        }
        // A new identity or a random number is different at each read, never the value wanted.
        if CodeFacts.makesNewValue(text) { return true }
        // An array of such values (`[Profile()]`).
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"), code.structs.contains(String(text[..<open])) else { return false }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        return inside.split(separator: ",").allSatisfy { argument in
            let value = argument.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return value.isEmpty || CodeFacts.isLiteral(value) || value == "nil" || value == "[]" || value == "[:]"
        }
    }

    /// A line of the property's own object that changed it in place (a member, a subscript, a
    /// mutating call) and ran: the value was not kept as it was made.
    static func changedInPlace(_ property: CodeFacts.Property, _ context: FailureContext) -> Bool {
        let pattern = "^(self\\.)?\(NSRegularExpression.escapedPattern(for: property.name))[?!]?(\\[|\\.)"
        return context.code.assignments.contains { write in
            write.owner == property.owner && (write.written.isEmpty ? write.target : write.written).range(of: pattern, options: .regularExpression) != nil
                && (context.ran(write) ?? 0) > 0
        } || context.code.calls.contains { call in
            call.owner == property.owner && CodeFacts.mutatingCalls.contains(call.name)
                && call.receiver?.replacingOccurrences(of: "self.", with: "") == property.name && (context.ran(call) ?? 0) > 0
        }
    }

    /// An expression on one line, as a sentence quotes it.
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"\(\s+"#, with: "(", options: .regularExpression).replacingOccurrences(of: #"\s+\)"#, with: ")", options: .regularExpression)
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        // The label's own line, or the line giving the property it shows (`result.paramEmail = formValues.email`).
        for setter in context.settersOfSubject {
            // How many times the value was read for the label: the line's runs, or, under an unwrap
            // of the value (`if let email = savedEmail`), the times that unwrap was reached.
            let unwraps = setter.conditions.filter { FailureContext.isUnwrap($0) }
            let reached = unwraps.compactMap { context.ran(file: setter.file, line: $0.reachLine > 0 ? $0.reachLine : $0.line, column: $0.column) }.max() ?? 0
            guard let ran = context.ran(setter), max(ran, reached) >= 2 else { continue }
            let shown = max(ran, reached)
            // What the line shows, through the names and the screen's properties it came from (`value = cachedValue`).
            let read = ([context.origins(of: setter)] + unwraps.map(\.text)).joined(separator: " ")
            // The screen's own, or a `lazy` one of another object read through it (`appDelegate?.model?.text`).
            for property in context.code.properties where property.initialLine > 0
                && ((property.owner == setter.owner && FailureContext.mentions(read, property.name))
                    || (property.isLazy && property.owner != setter.owner && read.range(of: "[.?]\\.?\(NSRegularExpression.escapedPattern(for: property.name))\\b", options: .regularExpression) != nil)) {
                // A new object of the learner's own type whose initializer copied the value once
                // (`let viewModel = VC2ViewModel()`, its `init` sets `valueText = appDelegate?.value ?? "-"`),
                // read through that copy (`viewModel.valueText`).
                if let initial = property.initial, property.owner == setter.owner,
                   let copied = Self.copiedInInitializer(read: read, property: property.name, initial: initial, code: context.code, context: context) {
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleCopiedInInitializer(property: property.name, initial: Self.oneLine(initial), line: property.initialLine, member: copied.member,
                                                   value: Self.oneLine(copied.value), copyLine: copied.line, setter: "\(setter.target) = …",
                                                   setterLine: setter.line, times: shown)
                    })
                }
                // Made by code (a call), or `lazy` and worked out from anything but a literal.
                // A new object of the learner's own class (`EmailStore()`) is a reference, not a value read once.
                guard let initial = property.initial, !CodeFacts.isLiteral(initial), initial.contains("(") || property.isLazy,
                      !context.code.classes.contains(where: { initial.hasPrefix($0.name + "(") }),
                      // A value of the learner's own struct or enum made from literals (`MainViewModel()`)
                      // reads nothing that could change: made again, it would be the same.
                      !Self.madeFromNothing(initial, code: context.code),
                      // A closure made once still reads what it names each time it is called (`{ self?.value }`,
                      // a struct of closures): nothing is frozen unless a capture list copies a value (`[v = x]`).
                      // (A closure called at once, `{ … }()`, gives the value it works out then: read once.)
                      !(initial.contains("{") && initial.range(of: #"\[\s*\w+\s*=\s*"#, options: .regularExpression) == nil
                        && initial.range(of: #"\}\s*\(\s*\)\s*$"#, options: .regularExpression) == nil),
                      // (A `static` one is made once per run of the app, the first time it is read: the
                      // coverage does not count its one-time initializer.)
                      context.ran(file: property.file, line: property.initialLine, column: property.initialColumn) == 1
                        || (property.isStatic && context.ran(file: property.file, line: property.initialLine, column: property.initialColumn) == nil),
                      // Nothing else gives it a value, not even one member of it (`settings.interval = …` changes a struct or tuple).
                      !context.code.givesAValue(to: property.name),
                      !Self.changedInPlace(property, context) else { continue }
                // A service kept once (`lazy var storage: StorageProtocol = defaultStorage`) whose method the
                // line calls (`storage.string(forKey:)`): the method reads afresh each time; nothing is frozen.
                let bareType = CodeFacts.bareType(property.type)
                if context.code.protocols.contains(bareType) || context.code.classes.contains(where: { $0.name == bareType }),
                   read.range(of: "(?<![\\w.])" + NSRegularExpression.escapedPattern(for: property.name) + "\\s*[?!]?\\s*\\.\\s*\\w+\\s*\\(", options: .regularExpression) != nil {
                    continue
                }
                // Read through the unwrap when the label's line itself ran fewer times.
                let viaUnwrap = ran < reached ? unwraps.first { FailureContext.mentions($0.text, property.name) } : nil
                let written = Self.oneLine(initial)
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleReadOnce(property: property.name, initial: written, line: property.initialLine, lazy: property.isLazy, isStatic: property.isStatic,
                                    setter: viaUnwrap?.shown.text ?? "\(setter.target) = …", setterLine: viaUnwrap?.line ?? setter.line, times: shown,
                                    unwrap: viaUnwrap != nil)
                })
            }
        }
        // One step further: the line is in a method of the learner's (`apply(_:)`), and a call of it
        // that ran more than once hands it the kept value (`rvc.apply(formValues)`).
        for setter in context.settersOfSubject {
            guard let method = setter.method, let declared = context.code.method(method, in: setter.owner),
                  !declared.isOverride, !declared.isAction, declared.baseName != "init" else { continue }
            for call in context.code.calls where call.name == declared.baseName && call.method != method {
                guard let ran = context.ran(call), ran >= 2 else { continue }
                let read = call.arguments.joined(separator: " ")
                for property in context.code.properties where property.owner == call.owner && property.isLazy && property.initialLine > 0
                    && FailureContext.mentions(read, property.name) {
                    guard let initial = property.initial, !CodeFacts.isLiteral(initial),
                          context.ran(file: property.file, line: property.initialLine, column: property.initialColumn) == 1,
                          !context.code.givesAValue(to: property.name) else { continue }
                    let written = Self.oneLine(initial)
                    let shown = call.written
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleReadOnce(property: property.name, initial: written, line: property.initialLine, lazy: true, isStatic: property.isStatic,
                                        setter: shown, setterLine: call.line, times: ran, unwrap: false)
                    })
                }
            }
        }
        return nil
    }
}

/// The last word on a value: of the lines that write what the check read (the label's text, the
/// property, or the store key the screen reads), the one that ran last before the check (the
/// coverage says it ran, the trace says when its method ran) wrote something else, or removed the
/// key, after a line that gave the value had run. Names both lines and their steps.
struct LastWriterRule: TeachingRule {
    let id = "last-writer"
    /// The reading of one method (`ran-then-replaced`) is the same fact, closer.
    let supersededBy: Set<String> = ["ran-then-replaced", "read-once", "label-overwritten-on-appear"]

    struct Writer {
        var code: String
        var line: Int
        var method: String
        var owner: String
        var value: String?
        var removes: Bool
        var run: (index: Int, event: TraceEvent)
        /// Written through an optional chain (`rvc.label?.text = …`): it may have written nothing.
        var chained = false
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let step = context.failure.step,
              let actual = context.failure.actual.map(WrongBranchRule.unquoted), let expected = context.failure.expected.map(WrongBranchRule.unquoted) else { return nil }
        // The value itself.
        let direct = context.code.assignments.filter(context.setsSubject).compactMap { assignment -> Writer? in
            var found = writer(context, code: "\(assignment.target) = \(assignment.value)", line: assignment.line, method: assignment.method, owner: assignment.owner,
                               ran: context.ran(assignment), value: WrongBranchRule.literal(assignment.value), removes: false, upTo: step)
            found?.chained = assignment.written.contains("?")
            return found
        }
        if let found = lastWord(context, direct, actual: actual, expected: expected, key: nil, reader: nil) { return found }
        // The store key the screen reads, in the method that sets the value, before that read.
        for setter in context.settersOfSubject {
            guard let method = setter.method, let owner = setter.owner,
                  let read = context.runs(of: method, owner: owner, upTo: step).last else { continue }
            let keys = Set(context.code.keys.filter { !$0.isWrite && $0.method == method && $0.owner == owner }.map(\.key))
            for key in keys {
                let writers = context.code.calls.filter { ["set", "setValue", "removeObject"].contains($0.name) && $0.labels.contains("forKey") && $0.stringArguments.contains(key) }
                    .compactMap { call -> Writer? in
                        let removes = call.name == "removeObject"
                        let value = removes ? nil : call.arguments.first.flatMap(WrongBranchRule.literal)
                        let written = (call.receiver.map { $0 + "." } ?? "") + call.name + "(" + zip(call.labels, call.arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }.joined(separator: ", ") + ")"
                        guard var found = writer(context, code: written, line: call.line, method: call.method, owner: call.owner, ran: context.ran(call),
                                                 value: value, removes: removes, upTo: step) else { return nil }
                        // Only what ran before the read counts.
                        guard let before = context.runs(of: found.method, owner: found.owner, upTo: step).last(where: { $0.index < read.index }) else { return nil }
                        found.run = before
                        return found
                    }
                if let found = lastWord(context, writers, actual: actual, expected: expected, key: key, reader: "\(owner).\(FailureContext.traceName(method))") {
                    return found
                }
            }
        }
        return nil
    }

    /// A writer that ran (coverage) in a method the trace records, with its last run up to `step`.
    private func writer(_ context: FailureContext, code: String, line: Int, method: String?, owner: String?, ran: Int?, value: String?, removes: Bool,
                        upTo step: Int) -> Writer? {
        guard let method, let owner, let ran, ran > 0 else { return nil }
        if context.isTraced(method, owner: owner) {
            guard let last = context.runs(of: method, owner: owner, upTo: step).last else { return nil }
            return Writer(code: code, line: line, method: method, owner: owner, value: value, removes: removes, run: last)
        }
        // A method of the learner's that UIKit does not call (`sendData(_:)`): it ran when the
        // traced method calling it ran (one call away, the call having run).
        let base = String(method.prefix { $0 != "(" })
        let callers = context.code.calls.filter { $0.name == base && (context.ran($0) ?? 0) > 0 && context.isTraced($0.method, owner: $0.owner) }
        guard let last = callers.compactMap({ caller in caller.method.flatMap { context.runs(of: $0, owner: caller.owner, upTo: step).last } })
            .max(by: { $0.index < $1.index }) else { return nil }
        return Writer(code: code, line: line, method: method, owner: owner, value: value, removes: removes, run: last)
    }

    private func lastWord(_ context: FailureContext, _ writers: [Writer], actual: String, expected: String, key: String?, reader: String?) -> Explanation? {
        guard let last = writers.max(by: { $0.run.index < $1.run.index }) else { return nil }
        // The last word is not the expected value: a removal, or a literal that is what the check
        // found; or (for the value itself) an expression in a lifecycle method of the screen that
        // ran after a line of another method had given the value.
        let lifecycle: Set<String> = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewDidLoad()"]
        // (Not when the earlier line writes the same expression: both showed the same value, and
        // moving either changes nothing.)
        let valueOf = { (writer: Writer) in CodeFacts.normalized(String(writer.code.split(separator: "=", maxSplits: 1).last ?? "")).replacingOccurrences(of: "self.", with: "") }
        let overwrittenOnAppear = key == nil && last.value == nil && lifecycle.contains(last.method)
            && writers.contains { $0.run.index < last.run.index && $0.method != last.method && $0.value == nil && !$0.chained && valueOf($0) != valueOf(last) }
        guard last.removes || overwrittenOnAppear || (last.value != nil && last.value != expected && (last.value == actual || key == nil)) else { return nil }
        // Before it, a line that could give the value ran.
        guard let earlier = writers.filter({ $0.run.index < last.run.index && !$0.removes && !(overwrittenOnAppear && $0.chained) && ($0.value == nil || $0.value == expected) })
            .max(by: { $0.run.index < $1.run.index }) else { return nil }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleLastWriter(last: last.code, line: last.line, method: last.method, step: last.run.event.step ?? 0, removes: last.removes,
                              earlier: earlier.code, earlierLine: earlier.line, earlierMethod: earlier.method, earlierStep: earlier.run.event.step ?? 0,
                              key: key, reader: reader)
        })
    }
}

/// `app?.value? = x`: a `?` after the last member on the left of `=` assigns only when that member
/// already holds a value. The line ran (coverage), the property is optional and starts nil, and
/// no other line that gives it a value ran: nothing was stored.
struct NilOptionalAssignmentRule: TeachingRule {
    let id = "optional-assignment-skipped"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        for assignment in context.code.assignments where assignment.written.trimmingCharacters(in: .whitespaces).hasSuffix("?") {
            guard let ran = context.ran(assignment), ran > 0,
                  context.settersOfSubject.contains(where: { $0.line == assignment.line && $0.file == assignment.file })
                    || context.code.reads(assignment.member) else { continue }
            let declared = context.code.properties.filter { $0.name == assignment.member && $0.type?.hasSuffix("?") == true }
            guard !declared.isEmpty, declared.allSatisfy({ $0.initial == nil || $0.initial == "nil" }) else { continue }
            // Nothing else gave it a value in this run.
            let others = context.code.assignments.filter { $0.member == assignment.member && !($0.line == assignment.line && $0.file == assignment.file) }
            guard others.allSatisfy({ (context.ran($0) ?? 1) == 0 || $0.written.hasSuffix("?") }) else { continue }
            let left = assignment.written.trimmingCharacters(in: .whitespaces)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleOptionalAssignmentSkipped(written: "\(left) = \(assignment.value)", line: assignment.line, member: assignment.member,
                                                 fixed: String(left.dropLast()) + " = \(assignment.value)")
            })
        }
        return nil
    }
}

/// The value is set only in a method of the learner's that nothing calls: its body never ran
/// (coverage), and no line of the code calls it.
struct HelperNeverCalledRule: TeachingRule {
    let id = "helper-never-called"
    /// The view controller callbacks UIKit calls by name.
    static let uikitCallbacks = ["prepare(for:sender:)", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
                                 "viewDidDisappear(_:)", "shouldPerformSegue(withIdentifier:sender:)", "loadView()", "awakeFromNib()",
                                 "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "willMove(toParent:)", "didMove(toParent:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            guard let name = setter.method, let owner = setter.owner,
                  let method = code.method(name, in: owner),
                  !method.isOverride, !method.isAction, !name.hasPrefix("init("), name != "deinit",
                  context.ran(method) == 0,
                  // UIKit calls a protocol's methods (a delegate's); only the learner's code calls a helper.
                  !code.protocolMethods.contains(method.baseName),
                  !code.calls.contains(where: { $0.name == method.baseName }),
                  !code.references.contains(method.baseName) else { continue }
            if method.isSegueAction {
                // UIKit calls a segue action for the segues the storyboard connects it to.
                let segues = context.storyboards.flatMap(\.scenes).filter { $0.controller.customClass == owner }.flatMap(\.controller.allSegues)
                let named = segues.filter { ($0.destinationCreationSelector ?? "").hasPrefix(method.baseName) }.compactMap(\.identifier)
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleSegueActionNotConnected(method: name, owner: owner, line: setter.line, setter: "\(setter.target) = \(setter.value)",
                                                   connected: named, segues: segues.compactMap(\.identifier))
                })
            }
            // UIKit's own callback written with other letter case (`Prepare(for:sender:)`): UIKit calls
            // only its own name, and without `override` nothing said so.
            if let callback = Self.uikitCallbacks.first(where: { $0.lowercased() == name.lowercased() && $0 != name }) {
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleCallbackNameCase(method: name, callback: callback, owner: owner, line: method.line)
                })
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleHelperNeverCalled(setter: "\(setter.target) = \(setter.value)", line: setter.line, method: name, owner: owner)
            })
        }
        return nil
    }
}

/// The value the check set on a control (a stepper's or slider's `value`) is what the label was to
/// show, and the line that gives the screen that value ran but reads neither that control nor a
/// property given from it: it works the number out from something else (a label's text, a constant).
struct ValueNotFromControlRule: TeachingRule {
    let id = "value-not-from-control"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected.map(WrongBranchRule.unquoted) else { return nil }
        let last = context.failure.step ?? Int.max
        // The control the check set to a number that the expected text shows (`5` in "5분 마다 갱신").
        var control: (outlet: String, value: String)?
        for (index, step) in context.check.steps.enumerated() where index <= last {
            guard case let .set(locator, nil, value?, nil) = step, let outlet = locator.outlet else { continue }
            let shown = value == value.rounded() ? String(Int(value)) : String(value)
            if expected.range(of: "(?<![0-9.])\(NSRegularExpression.escapedPattern(for: shown))(?![0-9])", options: .regularExpression) != nil { control = (outlet, shown) }
        }
        guard let control else { return nil }
        let code = context.code
        var isLabel = false
        if case .label? = context.failure.expectation { isLabel = true }
        // For a label, the line that gives the property the label is made from (the label's own line formats it).
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 && setter.base != nil && !CodeFacts.isLiteral(setter.value)
            && !(isLabel && context.setsSubject(setter)) {
            // Through the local names it was bound to, and the properties given from the control.
            var read = setter.value
            for binding in code.bindings where binding.method == setter.method && binding.owner == setter.owner && FailureContext.mentions(read, binding.name) {
                read += " " + binding.value
            }
            guard !FailureContext.mentions(read, control.outlet) else { continue }
            let relays = code.properties.filter { property in
                FailureContext.mentions(read, property.name) && code.assignments.contains { $0.member == property.name && FailureContext.mentions($0.value, control.outlet) }
            }
            guard relays.isEmpty else { continue }
            // It reads another outlet (a label): name it.
            // Only when it reads another outlet instead (a value kept in a property may come from the control by a path not seen here).
            guard let other = code.properties.first(where: { $0.isOutlet && $0.name != control.outlet && FailureContext.mentions(read, $0.name) })?.name else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleValueNotFromControl(setter: "\(setter.target) = \(setter.value)", line: setter.line, method: setter.method ?? "?",
                                           control: control.outlet, other: other,
                                           parsed: read.range(of: #"\b(Double|Int|Float)\("#, options: .regularExpression) != nil)
            })
        }
        return nil
    }
}

/// A value read under a test that let it through only the first times: the line giving it ran
/// fewer times than its test was reached, while the label showing it ran each time (a cache:
/// `if value == nil { value = store… }`). The screen kept the first value.
struct ReadOnlyFirstTimeRule: TeachingRule {
    let id = "read-only-first-time"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, case .label? = context.failure.expectation else { return nil }
        let own = context.settersOfSubject.filter(context.setsSubject)
        guard let shown = own.compactMap({ context.ran($0) }).max(), shown >= 1 else { return nil }
        // The label's own line under a test of the label itself (`guard label.text == "(none)"`):
        // once it showed a value, the test kept it from being read again.
        for setter in own {
            // A flag turned off under the same test (`if isFirstLoad { isFirstLoad = false; … }`) keeps it from running again too.
            let onceFlags = context.code.assignments.filter { flag in
                flag.method == setter.method && flag.owner == setter.owner && ["true", "false"].contains(flag.value) && flag.base == nil
                    && setter.conditions.contains { test in flag.conditions.contains { $0.line == test.line && $0.holds == test.holds } && FailureContext.mentions(test.text, flag.member) }
            }.map(\.member)
            guard let base = setter.base, let ran = context.ran(setter), ran >= 1,
                  let test = setter.conditions.first(where: { test in
                      !FailureContext.isUnwrap(test) && (FailureContext.mentions(test.text, base) || onceFlags.contains { FailureContext.mentions(test.text, $0) })
                  }),
                  let reached = context.ran(file: setter.file, line: test.reachLine > 0 ? test.reachLine : test.line, column: test.column),
                  reached > ran else { continue }
            let flag = onceFlags.first { FailureContext.mentions(test.text, $0) }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleReadOnlyFirstTime(setter: "\(setter.target) = \(setter.value)", line: setter.line, test: test.shown.text, testLine: test.line,
                                         reached: reached, ran: ran, member: flag ?? setter.target)
            })
        }
        guard shown >= 2 else { return nil }
        // The lines giving the properties the label's line shows (in the same method too).
        let code = context.code
        let shownProperties = code.properties.filter { property in
            !property.isOutlet && own.contains { $0.owner == property.owner && FailureContext.mentions($0.value, property.name) }
        }
        let givers = code.assignments.filter { assignment in shownProperties.contains { $0.name == assignment.member && $0.owner == assignment.owner } }
        for setter in givers {
            guard let ran = context.ran(setter), ran >= 1, ran < shown,
                  let test = setter.conditions.first(where: { !FailureContext.isUnwrap($0) }),
                  let reached = context.ran(file: setter.file, line: test.reachLine > 0 ? test.reachLine : test.line, column: test.column),
                  reached > ran, reached >= shown,
                  // The test reads the very value it gives (a cache), not the user's input.
                  FailureContext.mentions(test.text, setter.member) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleReadOnlyFirstTime(setter: "\(setter.target) = \(setter.value)", line: setter.line, test: test.shown.text, testLine: test.line,
                                         reached: reached, ran: ran, member: setter.member)
            })
        }
        return nil
    }
}

extension FailureContext {
    /// Why an unwrap found nothing, when the run says: a UIKit link that was nil for the instance
    /// running the code (`let host = source.navigationController`: the source is in no navigation
    /// controller), or the top of the navigation stack cast to another screen's class (the top is
    /// the screen running the code).
    /// An object of `className` can never be a `type`: `type` is a value type (the learner's
    /// struct or enum, `String`, a number), or the learner's class that `className` does not inherit from.
    func cannotBe(_ className: String, _ type: String) -> Bool {
        if code.structs.contains(type) || code.enumNames.contains(type) || ["String", "Int", "Double", "Bool", "Float", "Date"].contains(type) {
            return className != type
        }
        // A UIKit class (`UINavigationController`): the object's classes, the learner's up to the UIKit
        // class the top one inherits from and UIKit's above it, when UIKit's are known.
        if type.hasPrefix("UI"), !code.classes.contains(where: { $0.name == type }) {
            let chain = code.classChain(of: className)
            guard let top = chain.last, top.hasPrefix("UI") else { return false }
            let above = top == "UIViewController" ? ["UIResponder", "NSObject"] : SwitchMiss.superclasses[top]
            guard let above else { return false }
            return !(chain + above).contains(type)
        }
        guard code.classes.contains(where: { $0.name == type }) else { return false }
        return !code.classChain(of: className).contains(type)
    }

    /// `cannotBe`, or `type` is a protocol of the learner's that neither `className` nor an
    /// extension of it adopts (a UIKit class never adopts the learner's protocols on its own).
    func castNeverHolds(_ className: String, _ type: String) -> Bool {
        if cannotBe(className, type) { return true }
        guard code.protocols.contains(type) else { return false }
        return !code.classChain(of: className).contains { code.supertypes(of: $0).contains(type) }
    }

    /// Where the learner's code names a property only for the Objective-C runtime to set it
    /// (`#selector(setter: ViewController.paramEmail)`, `setValue(_:forKey: "paramEmail")`): the line.
    func dynamicWrites(of name: String) -> [(file: Int, line: Int, through: String)] {
        let pattern = #"(#selector\(\s*setter:\s*(?:\w+\.)*"# + NSRegularExpression.escapedPattern(for: name) + #"\s*\)|setValue\([^\n]*forKey(?:Path)?:\s*"(?:\w+\.)*"#
            + NSRegularExpression.escapedPattern(for: name) + #""\s*\))"#
        var found: [(file: Int, line: Int, through: String)] = []
        for (file, source) in sources.enumerated() {
            for (index, line) in source.components(separatedBy: "\n").enumerated() {
                if let match = line.firstMatch(pattern) { found.append((file, index + 1, match[1])) }
            }
        }
        return found
    }

    /// The property `name` of `owner` is set only through the Objective-C runtime, by a call that
    /// never ran: the call, the selector or key, the test that kept it from running and, when the
    /// run knows it, the object the call was for (`presentingViewController`, a navigation controller).
    func dynamicWriterNeverRan(_ name: String, owner: String?) -> (statement: String, line: Int, through: String, condition: String?, conditionLine: Int?,
                                                                   receiver: String?, object: String?)? {
        let writes = dynamicWrites(of: name)
        guard !writes.isEmpty, !code.assignments.contains(where: { $0.member == name && $0.value != "nil" }) else { return nil }
        for write in writes {
            // The call on that line, or the call given the name the selector was bound to (`let setter = #selector(…)`).
            let bound = code.bindings.first { $0.file == write.file && $0.line == write.line }?.name
                ?? code.properties.first { $0.file == write.file && $0.line == write.line }?.name
            guard let call = code.calls.first(where: { $0.file == write.file && $0.line == write.line && ["perform", "setValue"].contains($0.name) })
                    ?? bound.flatMap({ bound in code.calls.first { $0.file == write.file && $0.name == "perform" && $0.line >= write.line
                        && $0.arguments.first.map({ CodeFacts.normalized($0).replacingOccurrences(of: "self.", with: "") }) == bound } }),
                  ran(call) == 0 else { continue }
            let test = FailureContext.deciding(call.conditions).last
            // The object it was for: the receiver, or what a test's binding gave it (`let presenting = presentingViewController`).
            var receiver = call.receiver.map(CodeFacts.normalized)
            if let named = receiver, let bound = call.conditions.lazy.compactMap({ $0.text.firstMatch(#"(?:let|var)\s+"# + NSRegularExpression.escapedPattern(for: named) + #"\s*=\s*([\w.]+)"#)?[1] }).first {
                receiver = bound
            }
            var object: String?
            if let receiver, let method = call.method, let run = runs(of: method, owner: call.owner).last,
               let held = objectHeld(receiver, method: method, run: run.event), held.className != owner {
                object = held.tag ?? held.className
            }
            return (ReadOnceRule.oneLine(call.writtenInSource), call.line, write.through, test?.text, test?.line, receiver, object)
        }
        return nil
    }

    func unwrapNilReason(_ condition: CodeFacts.Condition, method: String?, file: Int) -> ((any Messages) -> String)? {
        // The clauses of the test; a clause with `||` stays whole (only the bindings are read here).
        let marker = "\u{1}\u{1}"
        guard let method, let parts = Self.conjunctionParts(condition.text)
                ?? Self.conjunctionParts(condition.text.replacingOccurrences(of: "||", with: marker))?.map({ $0.replacingOccurrences(of: marker, with: "||") })
        else { return nil }
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        let chain = SkippedOptionalChainRule()
        for part in parts {
            // (`if let name` alone, Swift 5.7's shorthand, unwraps `name` itself.)
            guard let binding = part.firstMatch(#"^(?:let|var)\s+\w+\s*=\s*(.+)$"#) ?? part.firstMatch(#"^(?:let|var)\s+(\w+)$"#) else { continue }
            var value = binding[1].trimmingCharacters(in: .whitespaces)
            var cast: String?
            if let match = value.firstMatch(#"^(.+?)\s+as[?!]\s*(\w+)$"#) { (value, cast) = (match[1], match[2]) }
            value = value.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            // The `viewController` a navigation delegate is told about is the screen shown, cast to
            // the class of the screen that left.
            if let cast, value == "viewController", method.hasPrefix("navigationController(_:didShow:") || method.hasPrefix("navigationController(_:willShow:"),
               let shown = runs(of: method, owner: owner).last?.event.detail.flatMap(Evidence.leadingTag),
               !shown.hasPrefix(cast + "#") {
                return { $0.unwrapShownNotLeft(method: method, shown: shown, cast: cast) }
            }
            // A cast of an object the run knows (the segue's `sender`, `segue.destination`, a UIKit
            // link) to a type that object can never be: a value type, or a class it does not inherit from.
            if let cast, let run = runs(of: method, owner: owner).last, let actual = objectHeld(value, method: method, run: run.event),
               actual.className != cast, cannotBe(actual.className, cast) {
                let expression = binding[1].trimmingCharacters(in: .whitespaces), shown = actual.tag ?? actual.className
                let senderOfPerform = value == "sender" && method.hasPrefix("prepare(for:")
                    ? code.calls.first { $0.name == "performSegue" && $0.owner == owner && (ran($0) ?? 0) > 0 && $0.arguments.count > 1 }
                    : nil
                return { $0.unwrapCastOfKnownObject(expression: expression, object: value, actual: shown, cast: cast, isSender: value == "sender",
                                                     performSender: senderOfPerform?.arguments.last, performLine: senderOfPerform?.line) }
            }
            // A property of the class that no line of the learner's ever gives a value (`guard let
            // viewModel = viewModel` while `rvc.viewModel?.email.value = …` only writes through it).
            if value.range(of: #"^\w+$"#, options: .regularExpression) != nil, let writer = dynamicWriterNeverRan(value, owner: owner) {
                return { $0.unwrapDynamicWriterNeverRan(name: value, owner: owner ?? "?", statement: writer.statement, line: writer.line, through: writer.through,
                                                        condition: writer.condition, conditionLine: writer.conditionLine, receiver: writer.receiver, object: writer.object) }
            }
            if value.range(of: #"^\w+$"#, options: .regularExpression) != nil, let never = neverGiven(value, owner: owner),
               !code.bindings.contains(where: { $0.name == value && $0.owner == owner && $0.method == nil }) {
                let name = never.property.name
                return { $0.unwrapNeverGiven(name: name, owner: owner ?? "?", through: never.through) }
            }
            // A dictionary literal's key looked up (`storyboardIDs["Detail"]`) that the literal does not
            // hold: the keys it has, and the one that differs only in letter case or a letter or two.
            if let lookup = value.firstMatch(#"^(\w+)\s*\[\s*"([^"]*)"\s*\]$"#) {
                let name = lookup[1], key = lookup[2]
                let keys = literalDictionaryKeys(name, owner: owner, method: method)
                if !keys.isEmpty, !keys.contains(key) {
                    let near = keys.first { $0.lowercased() == key.lowercased() }
                        ?? keys.first { CompileErrorLesson.editDistance($0.lowercased(), key.lowercased()) <= 2 }
                    return { $0.unwrapDictionaryHasNoKey(dictionary: name, key: key, keys: keys, near: near) }
                }
            }
            // A child of the segue's destination read in `prepare`, when the destination is the screen itself.
            if value.range(of: #"destination\.(children|viewControllers)(\.(first|last)|\[0\])$"#, options: .regularExpression) != nil,
               method.hasPrefix("prepare(for:"),
               let destination = runs(of: method, owner: owner).last?.event.detail?.firstMatch(#"destination=((\w+)#\d+)"#),
               !["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"].contains(destination[2]) {
                let expression = value, tag = destination[1]
                return { $0.unwrapDestinationHasNoChildren(expression: expression, destination: tag) }
            }
            // The top of the stack (`stack[stack.count - 1]`, `….viewControllers.last`), cast to another class.
            if let cast, cast != owner,
               value.range(of: #"(viewControllers\.last|topViewController|\[\s*\w*\.?count\s*-\s*1\s*\])$"#, options: .regularExpression) != nil,
               value.contains("viewControllers") || value.contains("topViewController")
                || code.bindings.contains(where: { $0.method == method && $0.owner == owner && $0.value.contains("viewControllers") && value.hasPrefix($0.name) }) {
                let top = value, inPrepare = method.hasPrefix("prepare(for:")
                return { $0.unwrapTopIsSelf(expression: top, cast: cast, owner: owner ?? "?", inPrepare: inPrepare) }
            }
            // A method of the learner's that returns a child of the segue's destination
            // (`destination.children.first as? T`), while the destination held none: it is not a container.
            if let called = value.firstMatch(#"\.(\w+)\s*\($"#)?[1] ?? value.firstMatch(#"\.(\w+)\s*\("#)?[1],
               let helper = code.methods.first(where: { $0.baseName == called }),
               let returned = code.returns.first(where: { $0.method == helper.name && $0.owner == helper.owner
                   && ($0.value ?? "").range(of: #"destination\??\.(children|viewControllers)\??\.(first|last)|destination\??\.(children|viewControllers)\s*\[|topViewController"#, options: .regularExpression) != nil })?.value,
               let prepare = runs(of: method, owner: owner).last,
               let destination = prepare.event.detail?.firstMatch(#"destination=(\w+)#\d+"#)?[1],
               !["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"].contains(destination),
               let tag = prepare.event.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1] {
                return { $0.unwrapChildOfDestination(method: helper.name, returned: returned, destination: tag) }
            }
            // The screens read after a transition of the same method that ran before the test.
            if ReadAfterTransitionRule.screenWords.contains(where: { FailureContext.mentions(value, $0) }),
               let transition = code.calls.last(where: { call in
                   call.file == file && call.method == method && call.line < condition.line && SkippedOptionalChainRule.transitionCalls[call.name] != nil
                       && (ran(call) ?? 0) > 0
               }) {
                return { $0.unwrapReadAfterTransition(call: transition.quoted, line: transition.line) }
            }
            // A UIKit link of the instance running the method.
            let links = value.split(separator: ".").map(String.init)
            guard let last = links.last, SkippedOptionalChainRule.links.contains(last) else { continue }
            for run in runs(of: method, owner: owner).reversed() {
                let call = CodeFacts.Call(name: "", labels: [], receiver: links.count > 1 ? value : last, optionalChain: true, receiverRoot: links.first,
                                          arguments: [], stringArguments: [], method: method, owner: owner, line: condition.line)
                let found = links.count > 1 ? chain.chainReason(call: call, instance: run.event.instance, context: self)
                    : chain.reason(link: last, instance: run.event.instance, call: call, context: self)
                if let found { return found }
            }
        }
        return nil
    }
}

extension FailureContext {
    /// A `switch` over a stored property (`switch state`, `switch third.state`) whose branch `case .ready(…)`
    /// did not run: no line gives the property that case (`setter` nil), or every line that does had not
    /// run by the time of the switch (never, or only after its last run: `ranAfter`). Nil when the subject
    /// is not a stored property, the branch is no enum case, or a line giving the case ran before.
    func caseNotGiven(subject raw: String, arm: String, switchMethod: String?, owner: String?) -> (subject: String, caseName: String, setter: CodeFacts.Assignment?, ranAfter: Bool)? {
        let subject = raw.hasPrefix("self.") ? String(raw.dropFirst(5)) : raw
        guard subject.range(of: #"^[\p{L}_]\w*(?:\.[\p{L}_]\w*)?$"#, options: .regularExpression) != nil,
              let caseName = arm.firstMatch(#"^case\s+(?:let\s+|var\s+)?(?:\w+)?\.(\w+)\b"#)?[1],
              !["some", "none"].contains(caseName) else { return nil }
        let member = String(subject.split(separator: ".").last ?? "")
        let isOwn = !subject.contains(".")
        guard code.properties.contains(where: { $0.name == member && !$0.isComputed && !$0.isOutlet && (!isOwn || $0.owner == owner) }) else { return nil }
        let setters = code.assignments.filter { assignment in
            assignment.member == member && assignment.op == "=" && (!isOwn || assignment.owner == owner || assignment.base.map { !FailureContext.isSelfBase($0) } == true)
                && assignment.value.range(of: #"(?:^|[^\w])(?:[A-Z]\w*)?\.\s*\#(caseName)\b"#, options: .regularExpression) != nil
        }
        // A write whose value names no case (`state = validated()`, `state = other`) may give any case:
        // nothing can then be said of which lines give this one.
        let opaque = code.assignments.contains { assignment in
            assignment.member == member && (!isOwn || assignment.owner == owner || assignment.base.map { !FailureContext.isSelfBase($0) } == true)
                && assignment.value.range(of: #"(?:^|[^\w])(?:[A-Z]\w*)?\.\s*[a-z]\w*"#, options: .regularExpression) == nil
        }
        guard !opaque else { return nil }
        guard let method = switchMethod, let last = runs(of: method, owner: owner).last else {
            return setters.isEmpty ? (subject, caseName, nil, false) : nil
        }
        if setters.isEmpty { return (subject, caseName, nil, false) }
        // Each line giving the case: never ran, or ran only after the switch's last run.
        var after = false
        for setter in setters {
            let count = ran(setter) ?? -1
            if count == 0 { continue }
            guard count > 0, let name = setter.method else { return nil }
            let setterRuns = runs(of: name, owner: setter.owner)
            guard let first = setterRuns.first, first.index > last.index else { return nil }
            after = true
        }
        let shown = setters.first { (ran($0) ?? 0) > 0 } ?? setters[0]
        return (subject, caseName, shown, after)
    }
}
