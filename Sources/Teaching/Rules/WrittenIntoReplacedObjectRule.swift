import Foundation
import Texts

/// A value written into an object another screen holds (`main.viewModel.email = …`), and then that screen
/// puts a new object in the property (`viewModel = MainViewModel(…)` in `viewWillAppear`) before it shows the
/// value: what was written went away with the old object.
///
/// Premise: the failure is about a value that did not arrive; the line setting what the check reads reads
/// the property; the write into the old object ran, and the assignment of a new object to the property ran
/// in a method whose run came after the write's.
struct WrittenIntoReplacedObjectRule: TeachingRule {
    let id = "written-into-replaced-object"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let setters = context.settersOfSubject
        for write in code.assignments where (context.ran(write) ?? 0) > 0 {
            let parts = CodeFacts.normalized(write.target).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "").split(separator: ".").map(String.init)
            guard parts.count >= 3, let writeMethod = write.method else { continue }
            let holder = parts[parts.count - 2]
            guard setters.contains(where: { FailureContext.mentions($0.value, holder) }) else { continue }
            guard let written = context.runs(of: writeMethod, owner: write.owner).first else { continue }
            for replace in code.assignments where replace.member == holder && replace.op == "=" && (replace.base == nil || FailureContext.isSelfBase(replace.base ?? ""))
                && SkippedOptionalChainRule.isFreshObject(replace.value) && (context.ran(replace) ?? 0) > 0 && replace.owner != write.owner {
                guard let name = replace.method, context.runs(of: name, owner: replace.owner).contains(where: { $0.index > written.index }) else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleWrittenIntoReplacedObject(write: write.statement, writeFile: context.fileName(write.file) ?? "?", writeLine: write.line, holder: holder,
                                                     replace: replace.statement, replaceFile: context.fileName(replace.file) ?? "?", replaceLine: replace.line,
                                                     method: FailureContext.traceName(name))
                })
            }
        }
        return nil
    }
}
