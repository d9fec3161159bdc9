import Foundation
import Texts
import WorkbookProtocol

extension FailureContext {
    /// Where a statement at `line` of `method` ran, in the run's order: one position per run of
    /// the method the trace records that runs it (the method itself, or a recorded method of the
    /// same class calling it, two levels): `[trace index, call line…, line]`, compared in order.
    /// The coverage says whether a statement ran; this says when its method did.
    func positions(method: String?, owner: String?, line: Int, depth: Int = 0) -> [[Int]] {
        guard let method, depth < 3 else { return [] }
        if isTraced(method, owner: owner) { return runs(of: method, owner: owner).map { [$0.index, line] } }
        let base = code.methods.first { $0.name == method && $0.owner == owner }?.baseName ?? Self.traceName(method)
        return code.calls.filter { $0.name == base && $0.owner == owner && ($0.receiver == nil || $0.receiver == "self") && $0.method != method }
            .flatMap { call in positions(method: call.method, owner: owner, line: call.line, depth: depth + 1).map { $0 + [line] } }
    }

    static func precedes(_ a: [Int], _ b: [Int]) -> Bool { a.lexicographicallyPrecedes(b) }
}

/// A key worked out from a name (`"submit-\(submitCount)"`, `"value-\(launchCount)"`) is read
/// after that name changed since the value was written under it: the read looks up another key,
/// where nothing was written.
///
/// Premise: the check read a missing value; the same key, as written, is written and read in one
/// store; a statement changing a name the key interpolates ran (coverage); and in the run's order
/// (the trace's runs of the methods, the lines within them) it came after the last write before
/// the read.
struct ComputedKeyChangedRule: TeachingRule {
    let id = "computed-key-changed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for read in code.computedKeys where !read.isWrite {
            let writes = code.computedKeys.filter { $0.isWrite && $0.key == read.key && $0.store == read.store }
            guard !writes.isEmpty, let readAt = context.positions(method: read.method, owner: read.owner, line: read.line).max(by: FailureContext.precedes) else { continue }
            for variable in read.variables {
                let changes = code.assignments.filter { change in
                    (change.target == variable || (change.member == variable && FailureContext.isSelfBase(change.base)))
                        && (context.ran(change) ?? 0) > 0 && !(change.method == nil)
                }
                // The last write of the key before the read, and the last change of the name before it.
                let lastWrite = writes.flatMap { write in context.positions(method: write.method, owner: write.owner, line: write.line).map { ($0, write) } }
                    .filter { FailureContext.precedes($0.0, readAt) }.max { FailureContext.precedes($0.0, $1.0) }
                let lastChange = changes.flatMap { change in context.positions(method: change.method, owner: change.owner, line: change.line).map { ($0, change) } }
                    .filter { FailureContext.precedes($0.0, readAt) }.max { FailureContext.precedes($0.0, $1.0) }
                guard let lastWrite, let lastChange, FailureContext.precedes(lastWrite.0, lastChange.0) else { continue }
                let change = lastChange.1
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleComputedKeyChanged(key: read.key, readLine: read.line, variable: variable, change: change.statement, changeLine: change.line,
                                              changeMethod: change.method ?? "?", writeLine: lastWrite.1.line)
                })
            }
        }
        return nil
    }
}
