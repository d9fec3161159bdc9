import Foundation
import Texts
import WorkbookProtocol

/// A line hands a property of its own object on to the screen that shows it (`vc2.value = savedValue`
/// in VC1's `prepare`), and every write of that property ran only after the handing line last ran
/// (`vc1.savedValue = "from VC3"` in VC3's Send, after VC1's `prepare` for VC2 ran): the handing line
/// copied the value it held then, and nothing handed it on again (held-out 282-08). Premise from the
/// trace's order of the two methods' runs and the coverage of both lines.
struct HandedOnBeforeWrittenRule: TeachingRule {
    let id = "handed-on-before-written"
    /// A reading of the same screen's own timing tells it closer.
    let supersededBy: Set<String> = ["read-before-written-across", "copy-taken-before-change"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let direct = code.assignments.filter(context.setsSubject)
        for handing in context.settersOfSubject where !direct.contains(where: { $0.line == handing.line && $0.file == handing.file }) {
            guard let owner = handing.owner, let method = handing.method, handing.closureOf == nil || handing.runsInPlace,
                  (context.ran(handing) ?? 0) > 0,
                  let lastHanding = context.runs(of: method, owner: owner).last else { continue }
            // The properties of the handing object the line reads (`savedValue`, `self.savedValue`).
            for property in code.properties where property.owner == owner && !property.isOutlet && !property.isComputed
                && handing.value.range(of: #"(?<![\w.])(?:self\."# + ")?" + NSRegularExpression.escapedPattern(for: property.name) + #"\b"#, options: .regularExpression) != nil {
                // Its writes from the learner's lines that ran, outside the handing method.
                let writes = code.assignments.filter { write in
                    write.member == property.name && write.op == "=" && !(write.owner == owner && write.method == method)
                        && !(write.method ?? "").hasPrefix("init(") && (context.ran(write) ?? 0) > 0
                }
                guard let write = writes.first, let writer = write.method, let writerClass = write.owner else { continue }
                // Every write ran after the handing line's last run: none was there to hand on.
                // (Each write in a method the trace records: a helper's runs are not in it.)
                guard writes.allSatisfy({ !context.runs(of: $0.method ?? "", owner: $0.owner).isEmpty }) else { continue }
                let writeRuns = writes.flatMap { w in context.runs(of: w.method ?? "", owner: w.owner) }
                guard !writeRuns.isEmpty, writeRuns.allSatisfy({ $0.index > lastHanding.index }) else { continue }
                let file = context.fileName(handing.file) ?? "?"
                let writeFile = context.fileName(write.file) ?? "?"
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleHandedOnBeforeWritten(handing: handing.statement, file: file, line: handing.line, handingMethod: FailureContext.traceName(method),
                                                 handingClass: owner, property: property.name, write: write.statement, writeFile: writeFile,
                                                 writeLine: write.line, writer: FailureContext.traceName(writer), writerClass: writerClass)
                })
            }
        }
        return nil
    }
}
