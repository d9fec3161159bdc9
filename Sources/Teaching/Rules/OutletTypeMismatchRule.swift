import Foundation
import WorkbookProtocol

/// An implicitly unwrapped outlet that is nil because the storyboard connects it to an object of
/// another class (`@IBOutlet var isUpdate: UISwitch!` wired to a label): a wiring mistake Xcode
/// does not flag. On a device the property holds the label and the first message a label does not
/// understand stops the app (`-[UILabel isOn]: unrecognized selector`); here the outlet stays nil
/// and the app stops at the same line. The runtime records such connections as
/// `outlet NAME` events (`storyboard object=UILabel declared=UISwitch`).
struct OutletTypeMismatchRule: TeachingRule {
    let id = "outlet-wrong-type"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("implicitly unwrapping") else { return nil }
        let mismatches = context.events.compactMap { event -> (owner: String, outlet: String, object: String, declared: String)? in
            guard event.member.hasPrefix("outlet "),
                  let match = event.detail?.firstMatch(#"^storyboard object=(\S+) declared=(\S+)$"#) else { return nil }
            return (event.instance, String(event.member.dropFirst("outlet ".count)), match[1], match[2])
        }
        guard !mismatches.isEmpty else { return nil }
        // The outlet used on the line that crashed, when the line is known; else the only one.
        let crashLine = crash.line.flatMap { line in
            context.sources.lazy.compactMap { source -> String? in
                let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
                return line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
            }.first { text in mismatches.contains { text.range(of: #"\b\#($0.outlet)\b"#, options: .regularExpression) != nil } }
        }
        let chosen: (owner: String, outlet: String, object: String, declared: String)
        if let crashLine, let found = mismatches.first(where: { crashLine.range(of: #"\b\#($0.outlet)\b"#, options: .regularExpression) != nil }) {
            chosen = found
        } else if mismatches.count == 1, crash.line == nil {
            chosen = mismatches[0]
        } else {
            return nil
        }
        // `isUpdate.isOn` on the crashing line names the message the object would not understand.
        let member = crashLine?.firstMatch(#"\b\#(chosen.outlet)\s*!?\s*\.\s*(\w+)"#)?[1]
        let place = crash.file.map { "\($0):\(crash.line ?? 0)" }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleOutletWrongType(owner: chosen.owner, outlet: chosen.outlet, declared: chosen.declared,
                                   object: chosen.object, member: member, place: place)
        })
    }
}
