import Foundation
import Texts

/// A `try` inside a `do` block threw: the rest of the block was skipped, and a `catch` ran
/// instead. The coverage shows it: a statement with `try` ran, the statements after it in the
/// block never did, and the first statement of a `catch` clause ran.
///
/// Premise: no crash; the block's statements after the `try` never ran while the `try` and a
/// `catch` did; at least one of the skipped statements does something (not only a `print`).
struct ThrownInDoRule: TeachingRule {
    let id = "thrown-in-do"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash == nil else { return nil }
        let code = context.code
        // The screen changed although a `try` threw: the `catch` only reported it, and a transition
        // after the `do`/`catch` in the same method ran anyway.
        if context.isScreenCheck {
            for block in code.doBlocks {
                func ran(_ statement: CodeFacts.DoBlock.Statement) -> Int? { Self.ran(statement, in: block, context) }
                guard let caught = block.catches.first(where: { (ran($0) ?? 0) > 0 }),
                      !block.catches.contains(where: { $0.text.range(of: #"^\s*(return|throw|fatalError|break)\b"#, options: .regularExpression) != nil }),
                      let thrower = block.body.last(where: { Self.tries($0.text) && (ran($0) ?? 0) > 0 }),
                      let end = block.catches.map(\.line).max() else { continue }
                guard let call = code.calls.first(where: { call in
                    call.file == block.file && call.method == block.method && call.owner == block.owner && call.line > end
                        && SkippedOptionalChainRule.transitionCalls[call.name] != nil && (context.ran(call) ?? 0) > 0
                }) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCaughtWentOn(statement: Self.oneLine(thrower.text), line: thrower.line, method: block.method ?? "?", catchStatement: Self.oneLine(caught.text),
                                        catchLine: caught.line, call: call.quoted, callLine: call.line)
                })
            }
        }
        for block in code.doBlocks {
            func ran(_ statement: CodeFacts.DoBlock.Statement) -> Int? { Self.ran(statement, in: block, context) }
            guard let caught = block.catches.first(where: { !$0.text.isEmpty && (ran($0) ?? 0) > 0 }) else { continue }
            // The value's own assignment threw (`dest.paramInterval = try parsedInterval()`): it was never
            // given, and the `catch` ran instead.
            if context.isMissingValue, let thrower = block.body.first(where: { Self.tries($0.text) && (ran($0) ?? 0) > 0 }),
               let equals = thrower.text.range(of: " = try "),
               context.settersOfSubject.contains(where: { $0.file == block.file && $0.line == thrower.line }) {
                let call = String(thrower.text[equals.upperBound...]).trimmingCharacters(in: .whitespaces)
                // The controls the called method of the learner's reads (`isIntervalText`).
                let name = call.firstMatch(#"^(?:self\.)?([\p{L}_]\w*)\s*\("#)?[1]
                let outlets = Set(code.properties.filter(\.isOutlet).map(\.name))
                let reads = code.methods.first { $0.baseName == name && $0.owner == block.owner }.map { $0.reads.intersection(outlets).sorted() } ?? []
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleAssignmentThrew(statement: Self.oneLine(thrower.text), line: thrower.line, call: Self.oneLine(call), method: block.method ?? "?",
                                           catchStatement: Self.oneLine(caught.text), catchLine: caught.line, reads: reads)
                })
            }
            // The first statement of the body that never ran, after one with `try` that did.
            guard let skippedIndex = block.body.indices.first(where: { ran(block.body[$0]) == 0 }), skippedIndex > 0,
                  let thrower = block.body[..<skippedIndex].last(where: { Self.tries($0.text) && (ran($0) ?? 0) > 0 }) else { continue }
            let skipped = block.body[skippedIndex...].filter { ran($0) == 0 }
            let doing = skipped.filter { !$0.text.hasPrefix("print(") }
            guard !doing.isEmpty else { continue }
            // Up to three of them, each with its line.
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleThrownInDo(statement: Self.oneLine(thrower.text), line: thrower.line, method: block.method ?? "?",
                                  skipped: doing.prefix(3).map { Self.oneLine($0.text) }, skippedLines: doing.prefix(3).map(\.line), more: skipped.count - min(doing.count, 3),
                                  catchStatement: Self.oneLine(caught.text), catchLine: caught.line)
            })
        }
        return nil
    }

    /// How many times a statement of a `do` block (or of its `catch`) ran, from the coverage.
    static func ran(_ statement: CodeFacts.DoBlock.Statement, in block: CodeFacts.DoBlock, _ context: FailureContext) -> Int? {
        context.ran(file: block.file, line: statement.line, column: statement.column)
    }

    /// A statement that calls something with a plain `try` (not `try?`, which gives nil instead of throwing).
    static func tries(_ text: String) -> Bool {
        text.range(of: #"\btry(?![?!])\s"#, options: .regularExpression) != nil
    }

    static func oneLine(_ text: String) -> String {
        let first = text.components(separatedBy: "\n").first ?? text
        return first.count < text.count ? first + " …" : first
    }
}
