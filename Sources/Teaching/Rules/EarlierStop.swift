import Foundation
import Texts
import WorkbookProtocol

// A statement that never ran sits under two tests: the inner one was reached some of the times
// and went the other way, and an earlier one (a `guard`, an `if` around it) sent the code away the
// other times. Telling only the inner test blames the run where it was right; the earlier stop is
// the one that kept the statement from running when it mattered.

extension FailureContext {
    /// An earlier test of `conditions` (before `inner`, in the same method) that the code reached
    /// more often than the next test in: it sent the code away `times` times. With `stack`, the
    /// test searches the navigation stack for a screen in a navigation delegate's callback, and the
    /// stack at that callback's last run (after the user's last step) held no such screen: the
    /// test stopped the code on the run that mattered.
    func earlierStop(_ conditions: [CodeFacts.Condition], inner: CodeFacts.Condition, method: String?, file: Int) -> EarlierStop? {
        let ordered = conditions.sorted { $0.line > $1.line }
        guard let start = ordered.firstIndex(where: { $0.line == inner.line && $0.holds == inner.holds }) else { return nil }
        var counts: [Int] = []
        for condition in ordered {
            counts.append(ran(file: file, line: condition.reachLine > 0 ? condition.reachLine : condition.line, column: condition.column) ?? -1)
        }
        guard counts[start] > 0 else { return nil }
        var found: (condition: CodeFacts.Condition, times: Int)?
        for index in ordered.indices where index > start && counts[index] >= 0 && counts[index - 1] >= 0 {
            let sent = counts[index] - counts[index - 1]
            // (Only a test that lets the code on when it holds: an `else` branch is the other arm.)
            // (Or an `if` whose own branch leaves the method: `if !ok { return }` lets the code on when it is false.)
            if sent > 0, ordered[index].holds || ordered[index].exitLine != nil, sent > (found?.times ?? 0) { found = (ordered[index], sent) }
        }
        guard let (outer, times) = found, let method else { return nil }
        let runs = code.methods.first { $0.name == method && $0.file == file }.flatMap { ran($0) }
        var stop = EarlierStop(condition: outer.text.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression), line: outer.line,
                               isGuard: isGuardLine(outer, file: file), times: times, runs: runs, method: method,
                               stack: stackSearchMissed(outer, method: method, file: file))
        stop.exits = !outer.holds && outer.exitLine != nil
        if stop.stack == nil { stop.shown = shownScreenRead(outer, method: method, file: file) }
        return stop
    }

    /// Whether `navigation` took a screen off its stack at `step`, before the event at `index`.
    private func popped(_ navigation: String, at step: Int, before index: Int) -> Bool {
        evidence.transitions.contains { move in
            move.receiver == navigation && move.ignored == nil && move.index < index && (move.step ?? 0) == step
                && [.pop, .popTo, .popToRoot, .setViewControllers].contains(move.move)
        }
    }

    /// A test in a navigation delegate's `didShow`/`willShow` that reads the shown screen (the
    /// callback's `viewController` parameter, directly or through a value bound from it), whose last
    /// run came after a pop: it looked at the screen gone back to, never at the one that left.
    private func shownScreenRead(_ condition: CodeFacts.Condition, method: String, file: Int) -> (parameter: String, screen: String, step: Int)? {
        guard method.hasPrefix("navigationController(_:didShow:") || method.hasPrefix("navigationController(_:willShow:"), sources.indices.contains(file),
              let declaration = code.methods.first(where: { $0.name == method && $0.file == file }) else { return nil }
        let lines = sources[file].components(separatedBy: "\n")
        guard lines.indices.contains(declaration.line - 1),
              let parameter = lines[declaration.line - 1].firstMatch(#"(?:didShow|willShow)\s+(\w+)\s*:"#)?[1] ?? lines[declaration.line - 1].firstMatch(#"(?:didShow|willShow)\s*:"#).map({ _ in "viewController" })
        else { return nil }
        // The test's names, and what the lines above it in the method bound them from.
        var text = condition.text
        for binding in code.bindings where binding.method == method && binding.owner == declaration.owner && binding.line < condition.line && binding.file == file {
            if binding.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(where: { FailureContext.mentions(condition.text, String($0)) }) {
                text += " " + binding.value
            }
        }
        for line in lines[max(0, declaration.line)..<min(lines.count, max(0, condition.line - 1))] where line.range(of: #"^\s*(let|var)\s*\("#, options: .regularExpression) != nil {
            // A tuple bound from a call (`let (left, ok) = leftScreen(viewController)`).
            if let names = line.firstMatch(#"^\s*(?:let|var)\s*\(([^)]*)\)\s*="#)?[1],
               names.split(separator: ",").contains(where: { FailureContext.mentions(condition.text, $0.trimmingCharacters(in: .whitespaces)) }) {
                text += " " + line
            }
        }
        guard FailureContext.mentions(text, parameter), let run = runs(of: method, owner: declaration.owner).last, let step = run.event.step,
              let shown = run.event.detail.flatMap(Evidence.leadingTag), let navigation = evidence.navigationController(of: shown) else { return nil }
        return popped(navigation, at: step, before: run.index) ? (parameter, shown, step) : nil
    }

    /// Whether the test is a `guard` (its line starts with one).
    func isGuardLine(_ condition: CodeFacts.Condition, file: Int) -> Bool {
        guard sources.indices.contains(file) else { return false }
        let lines = sources[file].components(separatedBy: "\n")
        return lines.indices.contains(condition.line - 1) && lines[condition.line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("guard ")
    }

    /// A test that searches the navigation stack for a screen of a class (`viewControllers.first(where: { $0 is LeftViewController })`,
    /// `firstIndex`, `contains(where:)`, `last { $0 is … }`, `compactMap { $0 as? … }.first`), in a navigation delegate's
    /// `didShow`/`willShow`, whose last run came after a pop: the stack then held no screen of that class.
    private func stackSearchMissed(_ condition: CodeFacts.Condition, method: String, file: Int) -> EarlierStop.StackMiss? {
        guard method.hasPrefix("navigationController(_:didShow:") || method.hasPrefix("navigationController(_:willShow:") else { return nil }
        let owner = code.methods.first { $0.name == method && $0.file == file }?.owner
        var text = condition.text
        // A name bound to the stack in the method (`let stack = navigationController.viewControllers`).
        for binding in code.bindings where binding.method == method && binding.owner == owner && binding.value.contains("viewControllers")
            && binding.line < condition.line && FailureContext.mentions(text, binding.name) {
            text = text.replacingOccurrences(of: #"\b\#(binding.name)\b"#, with: binding.value, options: .regularExpression)
        }
        guard text.contains("viewControllers"),
              text.range(of: #"viewControllers\??\s*\.\s*(first|last|firstIndex|lastIndex|contains|filter|compactMap)\b"#, options: .regularExpression) != nil,
              let searched = text.firstMatch(#"\$0\s+(?:is|as\??)\s+(\w+)"#)?[1] ?? text.firstMatch(#"\bas\?\s*\[?\s*(\w+)"#)?[1] else { return nil }
        // Its last run up to the failure, and the stack it saw.
        guard let run = runs(of: method, owner: owner).last, let step = run.event.step,
              let shown = run.event.detail.flatMap(Evidence.leadingTag),
              let navigation = evidence.navigationController(of: shown) else { return nil }
        let pushed = pushes(on: navigation, before: run.index)
        let stack = pushed.contains(shown) ? pushed : [shown] + pushed
        guard !stack.isEmpty, !stack.contains(where: { $0.hasPrefix(searched + "#") }) else { return nil }
        // The screen of that class that was in the stack before and left by that step's pop.
        guard popped(navigation, at: step, before: run.index) else { return nil }
        return EarlierStop.StackMiss(searched: searched, stack: stack, step: step)
    }
}

extension FailureContext {
    static let screenCallbacks: Set<String> = ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"]

    /// A property observer (`typed.didSet`) whose property is set only where it runs once: in an
    /// outlet's `didSet` (when the storyboard connects the outlet, before the screen loads) or in
    /// `viewDidLoad` and the like, from a control's state: the observer never saw what the user entered.
    func observerSetOnce(method: String?, file: Int) -> (method: String, statement: String, line: Int, setter: String, outlet: String?)? {
        guard let method, let dot = method.lastIndex(of: "."), method.hasSuffix(".didSet") || method.hasSuffix(".willSet"),
              let owner = code.methods.first(where: { $0.name == method && $0.file == file })?.owner ?? code.assignments.first(where: { $0.method == method && $0.file == file })?.owner
                ?? code.calls.first(where: { $0.method == method && $0.file == file })?.owner
        else { return nil }
        let property = String(method[..<dot])
        let setters = code.assignments.filter { $0.member == property && $0.owner == owner && FailureContext.isSelfBase($0.base) }
        guard !setters.isEmpty else { return nil }
        let outlets = Set(code.properties.filter { $0.isOutlet && $0.owner == owner }.map(\.name))
        func once(_ name: String?) -> String?? {
            guard let name else { return nil }
            if CaptureListSnapshotRule.once.contains(name) { return .some(nil) }
            if name.hasSuffix(".didSet"), outlets.contains(String(name.dropLast(7))) { return .some(String(name.dropLast(7))) }
            return nil
        }
        guard setters.allSatisfy({ once($0.method) != nil }),
              let read = setters.first(where: { $0.value.range(of: #"\.(text|isOn|value|selectedSegmentIndex|date)\b"#, options: .regularExpression) != nil }),
              let outletOfSetter = once(read.method) else { return nil }
        return (method, ReadOnceRule.oneLine(read.statement), read.line, read.method ?? "?", outletOfSetter)
    }

    /// The test's method is a screen callback whose every run came before the check's last input
    /// (a field typed, a control set), and that never ran again after it: the test saw things as they
    /// were before the value came (`viewWillDisappear` saving the label, run only when the form was pushed).
    func ranOnlyBeforeInput(method: String?, file: Int) -> (method: String, steps: [Int], input: Int, outlet: String)? {
        guard let method, Self.screenCallbacks.contains(method),
              let owner = code.methods.first(where: { $0.name == method && $0.file == file })?.owner else { return nil }
        let steps = Set(runs(of: method, owner: owner).compactMap(\.event.step)).sorted()
        guard let last = steps.last, let input = inputSteps(upTo: failureStep ?? Int.max).last(where: { $0.step > last }) else { return nil }
        return (method, steps, input.step, input.outlet)
    }
}
