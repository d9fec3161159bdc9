import Foundation
import WorkbookProtocol

/// A label that another screen wrote directly (`main.resultEmail.text = …`), then overwritten by
/// its own screen's `viewWillAppear(_:)` as that screen came back (`resultEmail.text = paramEmail`):
/// the text written from outside never shows.
struct LabelOverwrittenRule: TeachingRule {
    let id = "label-overwritten-on-appear"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .label(outlet, _)? = context.failure.expectation else { return nil }
        let owners = Set(context.storyboards.flatMap(\.scenes).map(\.controller).filter { $0.outlets.contains { $0.property == outlet } }.map(\.className))
        let functions = SourceScan.functions(in: context.sources)
        let name = NSRegularExpression.escapedPattern(for: outlet)
        for appear in functions where appear.name == "viewWillAppear" && owners.contains(appear.className ?? "") {
            guard let own = appear.body.firstMatch(#"(?:self\.)?\b\#(name)\s*[?!]?\s*\.text\s*=\s*([^\n;]+)"#),
                  let writer = functions.first(where: { $0.className != appear.className
                      && $0.body.range(of: #"\w\s*[?!]?\s*\.\#(name)\s*[?!]?\s*\.text\s*="#, options: .regularExpression) != nil }),
                  let writerClass = writer.className else { continue }
            // The outside write ran, and the label's own viewWillAppear after it.
            guard let wrote = context.events.lastIndex(where: { $0.className == writerClass && $0.member.hasPrefix(writer.name + "(") }),
                  let appeared = context.events[wrote...].first(where: { $0.className == appear.className && $0.member == "viewWillAppear(_:)" }) else { continue }
            // The coverage, when there is one: both writes ran (an outside write under an unwrap that
            // found nil, or an own line under a test that went the other way, did not write).
            let code = context.code
            let outside = code.assignments.filter { $0.owner == writerClass && $0.member == "text" && ($0.base ?? "").hasSuffix(".\(outlet)") }
            let inside = code.assignments.filter { $0.owner == appear.className && $0.method == "viewWillAppear(_:)" && $0.target == "\(outlet).text" }
            if !outside.isEmpty, outside.allSatisfy({ context.ran($0) == 0 }) { continue }
            if !inside.isEmpty, inside.allSatisfy({ context.ran($0) == 0 }) { continue }
            let assignment = own[0].trimmingCharacters(in: .whitespaces)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleLabelOverwrittenOnAppear(writer: "\(writerClass).\(writer.name)", outlet: outlet, screen: appeared.instance, assignment: assignment)
            })
        }
        return nil
    }
}
