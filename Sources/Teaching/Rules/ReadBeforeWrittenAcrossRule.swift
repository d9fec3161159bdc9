import Foundation
import Texts
import WorkbookProtocol

/// A value read by one method before the only method that writes it ran: its writes are all in a
/// callback UIKit calls later in the same transition (`viewWillDisappear`, `viewDidDisappear`,
/// `viewDidAppear`, `deinit`), and the reader (an unwind action, `prepare`, a delegate method of
/// another screen) ran first, so it read the value from before.
struct ReadBeforeWrittenAcrossRule: TeachingRule {
    let id = "read-before-written-across"
    /// The same cause told by the readings of one screen's own timing.
    let supersededBy: Set<String> = ["ran-at-wrong-time", "read-before-written", "set-on-disappear", "value-flow-late"]
    static let lateCallbacks: Set<String> = ["viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewDidAppear(_:)", "deinit"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let lastOf = { (base: String) -> String in
            String(CodeFacts.normalized(base).split(separator: ".").last ?? "")
        }
        // Members written only in late callbacks, by the object they are written through.
        var writesByMember: [String: [CodeFacts.Assignment]] = [:]
        // (Keyed by the member and the last name it is written through: `draft.text` is not `status.text`.)
        for write in code.assignments where write.op == "=" {
            writesByMember[(write.base.map(lastOf) ?? "") + "." + write.member, default: []].append(write)
        }
        for (key, writes) in writesByMember.sorted(by: { $0.key < $1.key }) {
            guard let first = writes.first, writes.allSatisfy({ Self.lateCallbacks.contains($0.method ?? "") && $0.owner == first.owner && $0.closureOf == nil }),
                  let writer = first.method, let writerClass = first.owner else { continue }
            let member = first.member
            let through = String(key.dropLast(member.count + 1))
            guard !through.isEmpty, through != "self" else { continue }
            // A read of the same member through a name of the same last part, in another method.
            for read in code.reads where read.member == member && lastOf(read.base) == through && read.method != writer && read.owner != writerClass {
                guard let method = read.method,
                      let readRun = context.runs(of: method, owner: read.owner).last else { continue }
                let writerRuns = context.runs(of: writer, owner: writerClass)
                // Nothing wrote it before the read; the writer ran after it, or not at all.
                guard !writerRuns.contains(where: { $0.index < readRun.index }) else { continue }
                let after = writerRuns.contains { $0.index > readRun.index }
                let file = context.fileName(code.methods.first { $0.name == method && $0.owner == read.owner }?.file ?? 0) ?? "?"
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleReadBeforeWrittenAcross(read: "\(read.base).\(member)", reader: FailureContext.traceName(method), readerClass: read.owner ?? "?", file: file, line: read.line,
                                             write: first.statement, writeLine: first.line, writer: FailureContext.traceName(writer), writerClass: writerClass, ranAfter: after)
                })
            }
        }
        return nil
    }
}
