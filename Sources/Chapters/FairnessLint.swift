import Foundation
import WorkbookCore
import WorkbookProtocol

/// "Every requirement a check tests is stated to the learner": every literal a hidden or after-due
/// check needs (a text it compares, a UserDefaults key, a property's name, a class, an outlet,
/// action or segue it finds a control by) must be *told* to the learner as a literal, not merely
/// occur as a word of the prose. Told means: in the exercise's README (the prose of the section
/// presenting it, in either language) inside a code span or quotation marks, in the starter code,
/// in the storyboard, in a visible check (the learner's `checks.yaml`), or typed by the check
/// itself. A UserDefaults key is told only in quotes (`"email"`, as code writes it): a key named
/// `value` is not stated by a property called `value`. The reference's solution regions,
/// mistakes, alternatives and hidden checks are never read by learners and do not count.
enum FairnessLint {
    /// What a check needs, and how it must be told.
    struct Literal: Hashable {
        enum Kind: Hashable {
            /// A text compared (label, console, property value, defaults value, crash reason):
            /// contained in something told.
            case text
            /// A UserDefaults key: written in quotes somewhere told, or a key of a visible check.
            case defaultsKey
            /// A property, outlet, action or segue identifier: a whole token of something told.
            case identifier
            /// A controller class: a whole token of something told (UIKit's own classes are known).
            case className
        }
        var kind: Kind
        var value: String

        /// How the problem names it.
        var described: String {
            switch kind {
            case .text: return "compares \(value.debugDescription)"
            case .defaultsKey: return "needs the UserDefaults key \(value.debugDescription)"
            case .identifier: return "needs the name \(value.debugDescription)"
            case .className: return "needs the class \(value.debugDescription)"
            }
        }
    }

    static func problems(_ exercise: Exercise, chapters: [Chapter]) -> [Diagnostic] {
        let told = Told(exercise, chapters: chapters)
        var problems: [Diagnostic] = []
        for check in exercise.checks.checks where check.visibility != .visible {
            let typed = check.steps.compactMap { step -> String? in
                if case let .type(_, text) = step { return text }
                return nil
            }
            var seen = Set<Literal>()
            for literal in literals(of: check) where !literal.value.isEmpty && seen.insert(literal).inserted {
                if literal.kind == .text, typed.contains(where: { $0.contains(literal.value) || literal.value.contains($0) }) { continue }
                guard !told.tells(literal) else { continue }
                problems.append(Diagnostic(file: exercise.definedIn, line: check.line ?? exercise.line, column: 1,
                                           message: "the \(check.visibility.rawValue) check `\(check.id)` \(literal.described), which nothing the learner reads of `\(exercise.id)` states (README, starter code, storyboard, visible checks)",
                                           suggestion: literal.kind == .defaultsKey
                                               ? "let the learner choose the key and test the behaviour (the value shown after a relaunch), or state the key in quotes in the exercise's text or the starter"
                                               : "state it in the exercise's text (both languages, as code or in quotes) or the starter, or test the behaviour instead of this detail"))
            }
        }
        return problems.sorted { ($0.line ?? 0, $0.message) < ($1.line ?? 0, $1.message) }
    }

    /// Every literal a check needs.
    static func literals(of check: Check) -> [Literal] {
        func text(_ value: String) -> Literal { Literal(kind: .text, value: value) }
        func name(_ value: String) -> Literal { Literal(kind: .identifier, value: value) }
        func type(_ value: String) -> Literal {
            // `ResultViewController#2` names an instance of `ResultViewController`.
            Literal(kind: .className, value: String(value.split(separator: "#").first ?? Substring(value)))
        }
        return check.steps.flatMap { step -> [Literal] in
            switch step {
            case let .type(locator, _), let .tap(locator), let .set(locator, _, _, _):
                var found: [Literal] = []
                for identifier in [locator.outlet, locator.action, locator.segue, locator.identifier, locator.table].compactMap({ $0 }) {
                    found.append(name(identifier))
                }
                if let destination = locator.destination { found.append(type(destination)) }
                if let title = locator.title { found.append(text(title)) }
                return found
            case let .swipe(locator, action, _):
                // A swipe action's title is the learner's text (the default button's is UIKit's "Delete").
                return (locator.table.map { [name($0)] } ?? []) + (action.flatMap { $0 == "Delete" ? nil : [text($0)] } ?? [])
            case let .expect(expectation):
                switch expectation {
                case let .label(outlet, value): return [name(outlet)] + (value.map { [text($0)] } ?? [])
                case let .property(of, property, equals): return [type(of), name(property), text(equals)]
                case let .userDefaults(key, equals): return [Literal(kind: .defaultsKey, value: key)] + (equals.map { [text($0)] } ?? [])
                case let .crash(reason, _): return [text(reason)]
                case let .console(value): return [text(value)]
                case let .top(name): return [type(name)]
                case let .stack(names), let .presented(names): return names.map(type)
                case let .instance(of, _): return [type(of)]
                case let .deallocated(name): return [type(name)]
                case let .events(events), let .noEvents(events):
                    // `ViewController.prepare(for:sender:)`: the class; UIKit's methods are UIKit's.
                    return events.compactMap { event in
                        let head = event.split(separator: " ").first.map(String.init) ?? event
                        guard let dot = head.firstIndex(of: ".") else { return nil }
                        return type(String(head[..<dot]))
                    }
                }
            case .launch, .back, .swipeDown, .swipeBack, .relaunch, .wait, .observe: return []
            }
        }
    }

    /// What the learner is told of one exercise, as literals.
    struct Told {
        /// Code the learner has (starter files, storyboard) and literal pieces of the README
        /// (code spans, quotations) and of the visible checks.
        var pieces: [String] = []
        /// Every identifier-like token of those pieces.
        var tokens = Set<String>()
        /// Keys the visible checks read.
        var visibleKeys = Set<String>()

        init(_ exercise: Exercise, chapters: [Chapter]) {
            for chapter in chapters {
                pieces += Self.literalPieces(WorkbookGenerator.exerciseText(exercise.id, in: chapter).joined(separator: "\n"))
            }
            pieces += exercise.files.map(\.starter)
            pieces.append(exercise.storyboardSource)
            for check in exercise.checks.checks where check.visibility == .visible {
                for literal in literals(of: check) {
                    pieces.append(literal.value)
                    if literal.kind == .defaultsKey { visibleKeys.insert(literal.value) }
                }
                for step in check.steps { if case let .type(_, text) = step { pieces.append(text) } }
            }
            for piece in pieces { tokens.formUnion(Self.tokens(piece)) }
        }

        func tells(_ literal: Literal) -> Bool {
            switch literal.kind {
            case .text: return pieces.contains { $0.contains(literal.value) }
            case .defaultsKey: return visibleKeys.contains(literal.value) || pieces.contains { $0.contains("\"\(literal.value)\"") }
            case .identifier:
                // An action is told by its selector (`onSend:`) or its Swift name (`onSend(_:)`).
                let base = String(literal.value.prefix { $0 != ":" && $0 != "(" })
                return tokens.contains(literal.value) || tokens.contains(base) || pieces.contains { $0.contains(literal.value) }
            case .className: return literal.value.hasPrefix("UI") || tokens.contains(literal.value)
            }
        }

        /// The literal pieces of Markdown prose: code spans and quotations ("…", “…”, '…' not:
        /// an apostrophe is prose).
        static func literalPieces(_ markdown: String) -> [String] {
            var pieces: [String] = []
            for (open, close) in [("`", "`"), ("\"", "\""), ("“", "”"), ("「", "」")] {
                var rest = Substring(markdown)
                while let start = rest.range(of: open) {
                    let after = rest[start.upperBound...]
                    guard let end = after.range(of: close) else { break }
                    let piece = after[..<end.lowerBound]
                    if !piece.contains("\n\n") { pieces.append(String(piece)) }
                    rest = after[end.upperBound...]
                }
            }
            return pieces
        }

        static func tokens(_ text: String) -> Set<String> {
            Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        }
    }

    /// A chapter as learners read it: its text without the blocks they never see (the reference's
    /// files, mistakes, alternative solutions, checks; the starter is added from the files).
    static func learnerText(_ chapter: Chapter) -> String {
        var lines = chapter.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for block in chapter.document.codeBlocks {
            let hidden = block.language == "checks"
                || (block.language == "swift" && (block.attributes["file"] != nil || block.attributes["mistake"] != nil
                                                  || block.attributes["alternative"] != nil))
            guard hidden else { continue }
            let first = block.line - 1
            let count = block.content.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            for index in first..<min(lines.count, first + count) { lines[index] = "" }
        }
        return lines.joined(separator: "\n")
    }
}
