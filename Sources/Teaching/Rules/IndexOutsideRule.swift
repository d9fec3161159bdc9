import Foundation
import Texts
import WorkbookProtocol

/// `Fatal error: Index out of range` on a learner's line, told from what the run and the code hold
/// about the collection and the position asked for (every way of writing it, not one per mistake):
/// the collection as the line names it, resolved through the method's locals; how many entries it
/// held at that moment when the evidence says so (the navigation stack as the app last reported it
/// before the step, an array declared with its entries that nothing changes); the position as it
/// works out (a number, `count`, `count - k`, `endIndex`), or, for a position kept in a property or
/// a local, the lines that change it. Premise: the crash is that trap on that line, and the line
/// indexes something (`x[i]`, `remove(at:)`, `insert(_:at:)`). A stack read after a transition of
/// the same method has its own reading (`stack-index-after-transition`).
struct IndexOutsideRule: TeachingRule {
    let id = "index-outside-collection"
    let supersededBy: Set<String> = ["stack-index-after-transition"]

    /// One position asked of one collection on the line.
    struct Access: Equatable {
        var written: String
        var collection: String
        var index: String
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("Index out of range"),
              let (file, _, line, written, facts, method) = context.trapLine(crash) else { return nil }
        let text = written.trimmingCharacters(in: .whitespaces)
        let accesses = Self.accesses(in: text)
        guard !accesses.isEmpty else { return nil }
        let run = context.events.last { $0.step == crash.step && ($0.member == method.name || $0.member.hasPrefix(method.baseName + "(")) }
        var findings: [(access: Access, count: Int?, entries: [String], position: Int?)] = []
        for access in accesses {
            let source = Self.resolved(access.collection, facts: facts, method: method, line: line)
            let (count, entries) = Self.count(of: source, facts: facts, method: method, run: run, context: context)
            var position = Self.position(access.index, collection: access.collection, source: source, count: count, facts: facts, method: method, line: line)
            // Where the screen itself sits in the stack (`vcs.firstIndex(of: self)! - 1`).
            if position == nil, let run, let at = entries.firstIndex(of: run.instance),
               let parts = access.index.replacingOccurrences(of: " ", with: "").firstMatch(#"^[\w.?!]*(?:firstIndex|lastIndex|index)\(of:self\)!?(?:([+-])(\d+))?$"#) {
                position = at + (Int(parts[2]).map { parts[1] == "-" ? -$0 : $0 } ?? 0)
            }
            // A position kept in a property of the screen (`submitted + 1`): its value from the
            // writes the trace shows ran.
            if position == nil, let parts = access.index.replacingOccurrences(of: "self.", with: "").firstMatch(#"^\s*([\p{L}_]\w*)\s*(?:([+-])\s*(\d+))?\s*$"#),
               let value = Self.valueAtCrash(of: parts[1], facts: facts, method: method, line: line, run: run, context: context) {
                position = value + (Int(parts[3]).map { parts[2] == "-" ? -$0 : $0 } ?? 0)
            }
            // A position the evidence puts inside the collection is not the one that failed.
            if let count, let position, position >= 0, position < count { continue }
            findings.append((access, count, entries.contains(Self.unnamedRoot) ? [] : entries, position))
        }
        // The access the evidence proves outside first, then one whose count is known.
        guard let chosen = findings.first(where: { $0.count != nil && $0.position != nil }) ?? findings.first(where: { $0.count != nil }) ?? findings.first else { return nil }
        let access = chosen.access
        // Where a position kept by name changes (`currentStep += 1`), when it is not worked out here.
        var changes: [(statement: String, line: Int)] = []
        let names = Set(access.index.replacingOccurrences(of: "self.", with: "").allMatches(#"(?<![\w.])([\p{L}_]\w*)(?![\w(])"#).map { $0[1] })
            .subtracting([access.collection, "count", "endIndex", "startIndex"])
        for name in names.sorted() where !name.isEmpty && !(name.first?.isUppercase ?? false) {
            for assignment in facts.assignments where assignment.member == name && (assignment.owner == method.owner || assignment.method == method.name) && assignment.line != line {
                changes.append((assignment.statement, assignment.line))
            }
        }
        changes = Array(changes.sorted { $0.line < $1.line }.prefix(3))
        // A position that is a `for` loop's variable over a range that reaches the count (`1...children.count`).
        var loopRange: (header: String, range: String, line: Int)?
        let bare = access.index.trimmingCharacters(in: .whitespaces)
        if let loop = facts.loops.last(where: { $0.kind == .forIn && $0.file == method.file && $0.line <= line && line <= $0.endLine }),
           loop.header.range(of: #"^for\s+"# + NSRegularExpression.escapedPattern(for: bare) + #"\s+in\s"#, options: .regularExpression) != nil,
           loop.sequence.contains("..."), loop.sequence.contains("count") {
            loopRange = (loop.header, loop.sequence, loop.line)
        }
        let shownFile = (file as NSString).lastPathComponent
        let kind: IndexOutsideKind
        if let position = chosen.position, let count = chosen.count {
            kind = position < 0 ? .before(position: position, count: count) : (position == count ? .atCount(count: count) : .past(position: position, count: count))
        } else if let count = chosen.count {
            kind = .unknownPosition(count: count)
        } else if let position = chosen.position {
            kind = .unknownCount(position: position)
        } else if let loopRange {
            kind = .loopReachesCount(range: loopRange.range, line: loopRange.line)
        } else {
            kind = .neither
        }
        let isStack = Self.resolved(access.collection, facts: facts, method: method, line: line).contains("viewControllers")
        // The screen had been popped before its method ran: the stack no longer holds it.
        let selfGone = isStack && run.map { run in chosen.count != nil && !chosen.entries.contains(run.instance) && (context.pushed(before: run).map { !$0.contains(run.instance) } ?? false)
            && context.evidence.transitions.contains { $0.move == .push && $0.subject == run.instance } } ?? false
        // The screen was presented over the stack it reads (`presentingViewController`'s), not pushed onto it.
        let presented = isStack && Self.resolved(access.collection, facts: facts, method: method, line: line).contains("presentingViewController")
            && run.map { run in !chosen.entries.contains(run.instance) && context.events.contains { $0.member == "present(_:animated:completion:)" && Evidence.leadingTag($0.detail ?? "") == run.instance } } ?? false
        // A test around the line that can never fail (`values.count >= 0`): it let the line run on an empty collection.
        let lineConditions = facts.assignments.first(where: { $0.line == line && $0.file == method.file })?.conditions
            ?? facts.calls.first(where: { $0.line == line && $0.file == method.file })?.conditions ?? []
        let alwaysTrue = lineConditions.lazy.compactMap { condition in
            AlwaysTrueTestRule.patterns.dropLast().lazy.compactMap { condition.text.firstMatch($0) }.first.map { (test: $0[0].trimmingCharacters(in: .whitespaces), line: condition.line, counted: $0[1]) }
        }.first
            // (or a `?:` on the line itself: `values.count >= 0 ? values[values.count - 1] : "-"`)
            ?? AlwaysTrueTestRule.patterns.dropLast().lazy.compactMap { text.firstMatch($0) }.first.map { (test: $0[0].trimmingCharacters(in: .whitespaces), line: line, counted: $0[1]) }
        return Explanation(rule: id, text: Catalog.both { texts in
            texts.ruleIndexOutside(place: "\(shownFile):\(line)", method: method.name, access: access.written, collection: access.collection,
                                index: access.index, kind: kind, entries: chosen.entries, isStack: isStack, selfGone: selfGone,
                                presented: presented,
                                changes: changes.map { ($0.statement, $0.line) })
                + (alwaysTrue.map { found in texts.indexGuardAlwaysHolds(test: found.test, line: found.line, counted: found.counted) } ?? "")
        })
    }

    /// The subscripts and positional calls on a line: `steps[currentStep]`, `vcs[vcs.count - 2]`,
    /// `items.remove(at: i)`, `list.insert(x, at: i)`. A `[` after a name, a `)`, a `]` or `?`/`!`
    /// is a subscript; one after `=`, `(` or `,` starts a literal.
    static func accesses(in text: String) -> [Access] {
        var found: [Access] = []
        let chars = Array(text)
        var index = 0
        while index < chars.count {
            defer { index += 1 }
            guard chars[index] == "[", index > 0 else { continue }
            var before = index - 1
            while before >= 0, chars[before] == "?" || chars[before] == "!" { before -= 1 }
            guard before >= 0, chars[before].isLetter || chars[before].isNumber || chars[before] == "_" || chars[before] == ")" || chars[before] == "]" else { continue }
            // The collection: the chain before the bracket (names, dots, calls, subscripts).
            var start = before
            var depth = 0
            while start >= 0 {
                let c = chars[start]
                if c == ")" || c == "]" { depth += 1 } else if c == "(" || c == "[" {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0, !(c.isLetter || c.isNumber || c == "_" || c == "." || c == "?" || c == "!") { break }
                start -= 1
            }
            let collection = String(chars[(start + 1)...before])
            // The position: up to the matching bracket.
            var end = index + 1
            depth = 0
            while end < chars.count {
                if chars[end] == "[" || chars[end] == "(" { depth += 1 } else if chars[end] == "]" || chars[end] == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                end += 1
            }
            guard end < chars.count, !collection.isEmpty, collection.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
            let position = String(chars[(index + 1)..<end]).trimmingCharacters(in: .whitespaces)
            // A dictionary's key (a string) or a range is not a position.
            guard !position.isEmpty, !position.hasPrefix("\""), !position.contains("..."), !position.contains("..<") else { continue }
            found.append(Access(written: String(chars[(start + 1)...end]), collection: collection.trimmingCharacters(in: CharacterSet(charactersIn: "?!")), index: position))
        }
        for match in text.allMatches(#"([\p{L}_][\w.?!]*)\.(?:remove\(at:\s*([^)]+)\)|insert\(.+?,\s*at:\s*([^)]+)\))"#) {
            let position = match[2].isEmpty ? match[3] : match[2]
            found.append(Access(written: match[0], collection: match[1].trimmingCharacters(in: CharacterSet(charactersIn: "?!")), index: position.trimmingCharacters(in: .whitespaces)))
        }
        return found
    }

    /// The collection through the names the method bound before the line (`vcs` → `navigationController?.viewControllers`).
    static func resolved(_ collection: String, facts: CodeFacts, method: CodeFacts.Method, line: Int) -> String {
        var source = collection.hasPrefix("self.") ? String(collection.dropFirst(5)) : collection
        for _ in 0..<3 {
            let root = String(source.prefix { $0 != "." && $0 != "?" && $0 != "!" })
            let rest = String(source.dropFirst(root.count))
            guard let value = facts.boundValue(of: root, method: method.name, owner: method.owner, upTo: line) else { break }
            source = value + rest
        }
        return source
    }

    /// How many entries the collection held at the crash, when the evidence says so, and their names
    /// (the stack's screens): the navigation stack as the app last reported it (a transition of the
    /// method before the line changes it; that has its own reading), or an array written with its
    /// entries that nothing in the code changes.
    static func count(of source: String, facts: CodeFacts, method: CodeFacts.Method, run: TraceEvent?, context: FailureContext) -> (Int?, [String]) {
        // A default for a nil link (`?? []`) is not the collection read when the link is there.
        let undefaulted = source.range(of: "??").map { String(source[..<$0.lowerBound]) } ?? source
        let plain = undefaulted.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if plain.hasSuffix("viewControllers"), plain.hasPrefix("navigationController") || plain.hasPrefix("self.navigationController") {
            guard let run else { return (nil, []) }
            if let stack = context.evidence.states.last(where: { state in state.navigationStacks.contains { $0.stack.contains(run.instance) } })?
                .navigationStacks.first(where: { $0.stack.contains(run.instance) })?.stack {
                return (stack.count, stack)
            }
            // No state reported while the screen was there (the app stopped first): the screens pushed
            // before the method ran, over the root every navigation controller starts with.
            guard let pushed = context.pushed(before: run) else { return (nil, []) }
            return (pushed.count + 1, [Self.unnamedRoot] + pushed)
        }
        // The stack of the navigation controller that presented the screen (`presentingViewController as? UINavigationController`):
        // the screen itself is not in it. From the last state that shows it, else the pushes over its root.
        if plain.hasSuffix("viewControllers"), plain.contains("presentingViewController"), let run,
           let present = context.events.last(where: { $0.member == "present(_:animated:completion:)" && Evidence.leadingTag($0.detail ?? "") == run.instance }) {
            let navigation = present.detail?.firstMatch(#"presenter=(\w+#\d+)"#)?[1] ?? present.instance
            if let stack = context.evidence.states.last(where: { state in state.navigationStacks.contains { $0.navigationController == navigation } })?
                .navigationStacks.first(where: { $0.navigationController == navigation })?.stack {
                return (stack.count, stack)
            }
            if navigation != present.instance {
                let pushed = context.pushes(on: navigation, before: Int.max)
                let root = pushed.contains(present.instance) ? Self.unnamedRoot : present.instance
                return (pushed.count + 1, [root] + pushed)
            }
        }
        // An array literal: as written in the method, or a property's declaration nothing else writes.
        if let items = arrayLiteralCount(plain) { return (items, []) }
        let name = plain.hasPrefix("self.") ? String(plain.dropFirst(5)) : plain
        guard name.range(of: #"^[\p{L}_]\w*$"#, options: .regularExpression) != nil,
              let property = facts.properties.first(where: { $0.name == name && ($0.owner == method.owner || $0.isStatic) }),
              !property.isComputed, let initial = property.initial, let items = arrayLiteralCount(initial),
              !facts.givesAValue(to: name) else { return (nil, []) }
        return (items, [])
    }

    /// The value a property of the screen held when the line ran, from the code and the trace: declared
    /// with a number, and changed only by unconditional `= n`, `+= n`, `-= n` in methods the trace
    /// records (actions, UIKit's overrides) of the same class; each write counted as many times as its
    /// method ran before the crash (the crashing run's writes only above the line). Nil when anything
    /// else could change it.
    static func valueAtCrash(of name: String, facts: CodeFacts, method: CodeFacts.Method, line: Int, run: TraceEvent?, context: FailureContext) -> Int? {
        guard let run, let owner = method.owner,
              let property = facts.properties.first(where: { $0.name == name && $0.owner == owner && !$0.isStatic && !$0.isComputed }),
              let initial = property.initial.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), property.observers.isEmpty else { return nil }
        let writes = facts.assignments.filter { $0.member == name }
        guard facts.inPlaceChanges(of: name, owner: owner).allSatisfy({ change in writes.contains { $0.line == change.line } }) else { return nil }
        var value = initial
        let crashIndex = context.events.lastIndex { $0 == run } ?? context.events.count - 1
        // Each write in its method's order of lines: runs before this one first, all their writes.
        var steps: [(line: Int, apply: (Int) -> Int, runs: Int)] = []
        for write in writes {
            guard write.owner == owner, FailureContext.isSelfBase(write.base), write.conditions.isEmpty, write.closureOf == nil, write.deferLine == nil,
                  let writer = facts.methods.first(where: { $0.name == write.method && $0.owner == owner }), writer.isAction || writer.isOverride,
                  let amount = Int(write.value.trimmingCharacters(in: .whitespaces)) else { return nil }
            let apply: (Int) -> Int
            switch write.op {
            case "=": apply = { _ in amount }
            case "+=": apply = { $0 + amount }
            case "-=": apply = { $0 - amount }
            default: return nil
            }
            let runs = context.events[...crashIndex].filter { $0.instance == run.instance && $0.member == writer.name }.count
            let counted = writer.name == method.name ? runs - (write.line < line ? 0 : 1) : runs
            steps.append((write.line, apply, max(0, counted)))
        }
        // Only additions and subtractions can be counted out of order; a reset (`= n`) needs the order.
        if steps.contains(where: { $0.apply(0) != 0 && $0.apply(1) == $0.apply(0) }) || writes.contains(where: { $0.op == "=" }) { return writes.isEmpty ? initial : nil }
        for step in steps { for _ in 0..<step.runs { value = step.apply(value) } }
        return value
    }

    /// The stack's root when only the pushes are known: there, but not named.
    static let unnamedRoot = "(root)"

    /// The entries of an array literal (`["a", "b"]`: 2), counted at its top level.
    static func arrayLiteralCount(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !trimmed.contains(":") || trimmed.contains("\"") else { return nil }
        let inner = trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        if inner.isEmpty { return 0 }
        var depth = 0, inString = false, commas = 0
        for c in inner {
            if c == "\"" { inString.toggle() }
            if inString { continue }
            if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth -= 1 } else if c == ":" && depth == 0 { return nil } else if c == "," && depth == 0 { commas += 1 }
        }
        return inner.hasSuffix(",") ? commas : commas + 1
    }

    /// The position as it works out from the text: a number, the collection's `count` (or
    /// `endIndex`) with a number added or taken away, a local bound to such a thing before the line.
    static func position(_ index: String, collection: String, source: String, count: Int?, facts: CodeFacts, method: CodeFacts.Method, line: Int) -> Int? {
        var text = index.replacingOccurrences(of: " ", with: "")
        if text.range(of: #"^[\p{L}_]\w*$"#, options: .regularExpression) != nil,
           let local = facts.locals.last(where: { $0.name == text && $0.method == method.name && $0.owner == method.owner && $0.line < line && line <= $0.scopeEnd }),
           local.declaration.hasPrefix("let"), let value = local.value {
            text = value.replacingOccurrences(of: " ", with: "")
        }
        if let number = Int(text) { return number }
        guard let match = text.firstMatch(#"^(.+?)\.(count|endIndex)([+-]\d+)?$"#) else { return nil }
        let counted = match[1].replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        let names = [collection, source].map { $0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "").replacingOccurrences(of: " ", with: "") }
        guard names.contains(counted) || names.contains(where: { $0.hasSuffix("." + counted) || counted.hasSuffix("." + $0) }), let count else { return nil }
        return count + (Int(match[3]) ?? 0)
    }
}
