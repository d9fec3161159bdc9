import Foundation
import Texts
import WorkbookProtocol

/// A test of UIKit's own state that kept a line from running at the moment the user's action
/// needed it (docs/checks.md "Round 15"). Learners gate work on how a screen comes or goes
/// (`isMovingToParent || isBeingPresented`, `view.window != nil`, `navigationController.presentedViewController`),
/// and the state holds something else at that moment than they think. The search's build records
/// each test's outcome with its step and trace position; the trace says which UIKit callback ran
/// it and which screen change made UIKit run that callback; a line under the test recorded at an
/// earlier step shows the code did run before. The states are UIKit's (a small vocabulary, each told
/// with what it means), so any test of them is read, whatever the learner's code around it.
extension ValueFlow {
    /// UIKit's state properties a test may read, by the name UIKit declares.
    static let stateNames: Set<String> = [
        "isMovingToParent", "isMovingFromParent", "isBeingPresented", "isBeingDismissed", "window", "presentedViewController",
        "presentingViewController", "navigationController", "tabBarController", "parent", "isViewLoaded", "topViewController",
        "viewControllers", "visibleViewController", "animated",
    ]

    /// The last condition that came out false after the user's action (step `since`), read UIKit's
    /// state and guards learner code: what each state held then (an `||` test false means every part
    /// was; `x != nil` false means `x` was nil), the callback and the screen change that ran it, and a
    /// line under it that ran at an earlier step.
    public static func stateTest(tests: [Test], writes: [Write], since: Int, events: [TraceEvent], facts: CodeFacts, paths: [String], sources: [String],
                                 assigning: String? = nil) -> Explanation? {
        let evidence = Evidence(events: events, state: nil)
        for test in tests.reversed() where test.isCondition && (test.record.step ?? -1) >= since && plain(test.record.value) == "false" {
            let subject = test.subject.trimmingCharacters(in: .whitespaces)
            // A test through an operator of the learner's (`from ∉ stack`): its function decides, not the state.
            if facts.usesOwnOperator(subject) { continue }
            // A value bound through a cast (`presentingViewController as? UINavigationController`): nil
            // may be the cast's, not the state's (the cast's own reading tells what it was given).
            if test.isBinding, subject.range(of: #"\bas[?!]"#, options: .regularExpression) != nil { continue }
            // Only a test whose outcome says what each part held (one part, or parts joined by `||`):
            // of a false `&&` the run does not say which part failed.
            guard let split = Self.parts(of: subject), split.allFalse else { continue }
            let file = (test.path as NSString).lastPathComponent
            guard let fileIndex = paths.firstIndex(of: test.path) else { continue }
            // The learner's statements the test guards (they run only when it holds).
            let guardedLines = Set(facts.assignments.filter { $0.file == fileIndex && $0.conditions.contains { $0.line == test.line && $0.holds } }.map(\.line)
                                   + facts.calls.filter { $0.file == fileIndex && $0.conditions.contains { $0.line == test.line && $0.holds } }.map(\.line))
            guard !guardedLines.isEmpty else { continue }
            // Read as the cause of another reading: only a test that kept the line giving `assigning` a value from running.
            if let assigning, !facts.assignments.contains(where: { $0.file == fileIndex && $0.member == assigning && guardedLines.contains($0.line) }) { continue }
            // One comparison whose two sides the run recorded (`tabBarController?.selectedViewController
            // === navigationController`): each side with what it held.
            if split.parts.count == 1, let sides = test.record.sides, sides.count == 2,
               let match = split.parts[0].text.firstMatch(#"^(.+?)\s*(===|!==|==|!=)\s*(.+)$"#) {
                let pairs = [(match[1], sides[0]), (match[3], sides[1])]
                let parts = pairs.filter { !endsInCall($0.0) }.compactMap { written, held -> StateTestText.Part? in
                    // A nil through an optional chain: the first link of UIKit's state is the one read as nil.
                    let isNil = plain(held) == "nil"
                    let names = written.components(separatedBy: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_")).inverted).filter { stateNames.contains($0) }
                    guard let name = isNil ? names.first : names.last else { return nil }
                    return StateTestText.Part(name: name, written: written.hasPrefix("self.") ? String(written.dropFirst(5)) : written,
                                              value: isNil ? "nil" : unwrapped(held))
                }
                if !parts.isEmpty {
                    var text = StateTestText(test: subject, file: file, line: test.line,
                                             method: method(at: test.line, path: test.path, facts: facts, paths: paths))
                    text.step = test.record.step
                    text.parts = parts
                    return Explanation(rule: "value-flow-state-test", conclusive: true, text: Catalog.both { $0.valueFlowStateTest(text) })
                }
            }
            let parts = split.parts.compactMap { written -> StateTestText.Part? in
                guard let name = stateName(in: written.text) else { return nil }
                // What the part held, when the test's outcome says (every part of a false `||`).
                var value: String?
                if written.text.range(of: #"!=\s*nil$"#, options: .regularExpression) != nil { value = "nil" }
                else if written.text.range(of: #"==\s*nil$"#, options: .regularExpression) != nil { value = "set" }
                else if !written.text.contains("=") && !written.text.contains("<") && !written.text.contains(">") { value = written.negated ? "true" : "false" }
                let shown = written.text.replacingOccurrences(of: #"\s*[!=]=\s*nil$"#, with: "", options: .regularExpression)
                return StateTestText.Part(name: name, written: shown.hasPrefix("self.") ? String(shown.dropFirst(5)) : shown, value: value)
            }
            guard !parts.isEmpty else { continue }
            let lines = fileIndex < sources.count ? sources[fileIndex].components(separatedBy: "\n") : []
            let isGuard = test.line >= 1 && test.line <= lines.count && lines[test.line - 1].range(of: #"\bguard\b"#, options: .regularExpression) != nil
            var text = StateTestText(test: test.isBinding ? "let … = " + subject.replacingOccurrences(of: #"\s*!=\s*nil$"#, with: "", options: .regularExpression) : subject, file: file, line: test.line, method: method(at: test.line, path: test.path, facts: facts, paths: paths))
            text.isGuard = isGuard
            text.step = test.record.step
            text.parts = parts
            // A guarded line that ran before this test (at an earlier step): the code did run then.
            if let earlier = writes.last(where: { $0.order < test.order && $0.probe.line != test.line && guardedLines.contains($0.probe.line)
                                                  && ($0.probe.path as NSString).lastPathComponent == file && ($0.record.step ?? since) < (test.record.step ?? since) }) {
                if !earlier.probe.text.isEmpty {
                    text.guarded = earlier.probe.text
                    text.guardedLine = earlier.probe.line
                    text.guardedStep = earlier.record.step
                }
            }
            // The callback the test ran in, and the screen change that made UIKit run it.
            let position = min(test.record.event, events.count - 1)
            if position >= 0 {
                // The method's own event, of an instance of the class holding it (the trace may note it as it ends).
                let owner = enclosingMethod(at: test.line, path: test.path, facts: facts, paths: paths)?.owner
                func isCallback(_ event: TraceEvent) -> Bool { [event.member, event.member + "()"].contains(text.method ?? "") && (owner == nil || event.className == owner) }
                let callback = events[...position].last(where: isCallback)
                    ?? events[position...].prefix(40).first(where: { isCallback($0) && $0.step == test.record.step })
                text.instance = callback?.instance
                if let move = evidence.transitions.last(where: { $0.index <= position && $0.step == test.record.step && $0.ignored == nil }) {
                    text.move = events[move.index].member
                    text.moveReceiver = move.receiver
                    text.moveSubject = move.subject
                }
            }
            // A nil `navigationController` guarding a pop, on a screen that was presented: the pop could
            // not have closed it anyway.
            if let instance = text.instance, parts.contains(where: { $0.name == "navigationController" && $0.value == "nil" }),
               facts.calls.contains(where: { $0.file == fileIndex && guardedLines.contains($0.line) && $0.name.hasPrefix("pop") }),
               evidence.wasPresented(instance) {
                text.presentedPop = instance
            }
            return Explanation(rule: "value-flow-state-test", conclusive: true, text: Catalog.both { $0.valueFlowStateTest(text) })
        }
        return nil
    }

    /// A test split at its top-level `||` (every part false when the test is) or `&&`; nil when
    /// both are mixed at the top level.
    static func parts(of subject: String) -> (parts: [(text: String, negated: Bool)], allFalse: Bool)? {
        var pieces: [String] = []
        var depth = 0
        var current = ""
        var operators: Set<String> = []
        let characters = Array(subject)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0, index + 1 < characters.count, (character == "|" && characters[index + 1] == "|") || (character == "&" && characters[index + 1] == "&") {
                operators.insert(String(character))
                pieces.append(current)
                current = ""
                index += 2
                continue
            }
            if depth == 0, character == "," { operators.insert("&"); pieces.append(current); current = ""; index += 1; continue }
            current.append(character)
            index += 1
        }
        pieces.append(current)
        guard operators.count <= 1 else { return nil }
        let parts = pieces.map { piece -> (text: String, negated: Bool) in
            var text = piece.trimmingCharacters(in: .whitespaces)
            var negated = false
            while text.hasPrefix("!") && !text.hasPrefix("!=") { negated.toggle(); text.removeFirst() }
            if text.hasPrefix("("), text.hasSuffix(")"), Self.parts(of: String(text.dropFirst().dropLast()))?.parts.count == 1 { text = String(text.dropFirst().dropLast()) }
            return (text.trimmingCharacters(in: .whitespaces), negated)
        }
        return (parts, operators.isEmpty || operators == ["|"])
    }

    /// Whether the value a part tests is a call's result: its subject (before a comparison, after a
    /// binding's `=`) ends with `)`.
    static func endsInCall(_ part: String) -> Bool {
        var subject = part
        if let range = subject.range(of: #"\s(===|!==|==|!=|<=|>=|<|>)\s"#, options: .regularExpression) { subject = String(subject[..<range.lowerBound]) }
        if subject.hasPrefix("let ") || subject.hasPrefix("var "), let equals = subject.range(of: " = ") { subject = String(subject[equals.upperBound...]) }
        subject = subject.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "?!")))
        return subject.hasSuffix(")") && !subject.hasPrefix("(")
    }

    /// The UIKit state a part reads: the last of its dotted names that is one (`window` in
    /// `view.window != nil`, `presentedViewController` in `navigationController.presentedViewController`).
    static func stateName(in part: String) -> String? {
        // What a method returned (`navigationController.leavingController()`) is not UIKit's state,
        // even when its receiver is.
        if endsInCall(part) { return nil }
        let names = part.components(separatedBy: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_")).inverted).filter { !$0.isEmpty }
        return names.last { stateNames.contains($0) }
    }
}

