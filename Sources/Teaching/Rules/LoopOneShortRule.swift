import Foundation
import Texts
import WorkbookProtocol

/// `for i in 0..<children.count - 1`: `..<` already leaves out its end, so `- 1` leaves out the
/// last element too (and with one element the loop never runs). The element the code looked for
/// was never visited.
///
/// Premise: such a loop header ran (coverage), and either its body never ran or the failure names
/// the array (`… held by: ….childCoordinators[0]`).
struct LoopOneShortRule: TeachingRule {
    let id = "loop-one-short"

    func explain(_ context: FailureContext) -> Explanation? {
        let failure = (context.failure.actual ?? "") + " " + (context.failure.expected ?? "")
        for (file, source) in context.sources.enumerated() {
            let lines = source.components(separatedBy: "\n")
            for (index, text) in lines.enumerated() {
                guard let match = text.firstMatch(#"\bfor\s+(\w+)\s+in\s+(?:0\s*\.\.<\s*|stride\(from:\s*0,\s*to:\s*)([\w.?!]+?)\.count\s*-\s*1\b"#) else { continue }
                let header = text.firstMatch(#"\bfor\b.*?(?=\{|$)"#)?[0].trimmingCharacters(in: .whitespaces) ?? text.trimmingCharacters(in: .whitespaces)
                let column = (text.range(of: "for").map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0) + 1
                guard (context.ran(file: file, line: index + 1, column: column) ?? 0) > 0 else { continue }
                let array = match[2].replacingOccurrences(of: "self.", with: "")
                let member = array.split(separator: ".").last.map(String.init) ?? array
                // The first statement of its body.
                var bodyRan: Int?
                if let next = lines.indices.dropFirst(index + 1).first(where: { !lines[$0].trimmingCharacters(in: .whitespaces).isEmpty }) {
                    let indent = lines[next].prefix { $0 == " " || $0 == "\t" }.count
                    bodyRan = context.ran(file: file, line: next + 1, column: indent + 1)
                }
                // Or the label the check read is the array's last element as written (`[a, b, c]`).
                let elements = (context.code.bindings.last { $0.name == member }?.value ?? context.code.properties.first { $0.name == member }?.initial ?? "")
                    .firstMatch(#"^\[(.*)\]$"#)?[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "self.", with: "") } ?? []
                var lastIsSubject = false
                if case let .label(outlet, _)? = context.failure.expectation, elements.last == outlet { lastIsSubject = true }
                guard bodyRan == 0 || lastIsSubject || FailureContext.mentions(failure, member) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleLoopOneShort(header: header, line: index + 1, array: array, never: bodyRan == 0)
                })
            }
        }
        return nil
    }
}
