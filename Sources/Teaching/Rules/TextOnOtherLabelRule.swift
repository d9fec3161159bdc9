import Foundation
import Texts
import WorkbookProtocol

/// The text a label should show is on another label of the same screen (the run's state shows it
/// there), and the label shows something else: the text was made right and given to the wrong
/// label. Where it was given: a `zip(labels, texts)` loop whose two arrays list their entries in
/// different orders, or the line that writes that other label's text.
struct TextOnOtherLabelRule: TeachingRule {
    let id = "text-on-other-label"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .label(outlet, expected?)? = context.failure.expectation, let written = context.failure.actual,
              !expected.isEmpty, let state = context.run.state,
              let own = state.labels.first(where: { $0.outlet == outlet }),
              let other = state.labels.first(where: { $0.controller == own.controller && $0.outlet != outlet && $0.outlet != nil && $0.text == expected }),
              let otherOutlet = other.outlet else { return nil }
        let actual = written.count >= 2 && written.hasPrefix("\"") && written.hasSuffix("\"") ? String(written.dropFirst().dropLast()) : written
        let owner = String(own.controller.split(separator: "#")[0])
        let code = context.code
        // A loop over `zip(labels, texts)` giving each label its text.
        for loop in code.loops where loop.kind == .forIn {
            guard let names = loop.header.firstMatch(#"^for\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)\s*in\s+zip\((.*)\)\s*$"#),
                  let arguments = CodeFacts.arrayEntries("[" + names[3] + "]"), arguments.count == 2 else { continue }
            let header = [names[0], names[1], names[2], arguments[0], arguments[1]]
            let writes = code.assignments.filter { $0.file == loop.file && $0.line > loop.line && $0.line <= loop.endLine && $0.member == "text" && $0.owner == owner }
            for write in writes {
                let labelSide: (name: String, array: String, entries: String)
                if write.base == header[1], write.value.trimmingCharacters(in: .whitespaces) == header[2] {
                    labelSide = (header[1], header[3], header[4])
                } else if write.base == header[2], write.value.trimmingCharacters(in: .whitespaces) == header[1] {
                    labelSide = (header[2], header[4], header[3])
                } else { continue }
                guard let labels = Self.entries(labelSide.array, code: code, method: write.method, owner: owner, line: loop.line),
                      let texts = Self.entries(labelSide.entries, code: code, method: write.method, owner: owner, line: loop.line),
                      let position = labels.firstIndex(where: { Self.plain($0) == outlet }),
                      let otherPosition = labels.firstIndex(where: { Self.plain($0) == otherOutlet }),
                      position < texts.count, otherPosition < texts.count else { continue }
                let place = TextOnOtherLabelPlace.zip(line: loop.line, header: "zip(\(header[3]), \(header[4]))", labels: labelSide.array, texts: labelSide.entries,
                                                      position: position, given: texts[position], otherPosition: otherPosition, meant: texts[otherPosition])
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleTextOnOtherLabel(outlet: outlet, shown: actual, expected: expected, other: otherOutlet, place: place)
                })
            }
        }
        // Elsewhere only when the check wants another text on that other label: two labels may show one text.
        let otherWantsAnother = context.check.steps.contains {
            if case let .expect(.label(name, text?)) = $0 { return name == otherOutlet && text != expected }
            return false
        }
        guard otherWantsAnother else { return nil }
        // A line that writes the other label's text, which ran.
        let writesOther = code.assignments.filter { $0.owner == owner && $0.member == "text" && Self.plain($0.base ?? "") == otherOutlet && (context.ran($0) ?? 1) > 0 }
        if writesOther.count == 1, let write = writesOther.first {
            let place = TextOnOtherLabelPlace.line(line: write.line, statement: write.statement)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleTextOnOtherLabel(outlet: outlet, shown: actual, expected: expected, other: otherOutlet, place: place)
            })
        }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleTextOnOtherLabel(outlet: outlet, shown: actual, expected: expected, other: otherOutlet, place: .unknown)
        })
    }

    static func plain(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
    }

    /// The entries of an array written inline in the `zip`, or of the array a name holds.
    static func entries(_ name: String, code: CodeFacts, method: String?, owner: String, line: Int) -> [String]? {
        CodeFacts.arrayEntries(name) ?? code.writtenArray(plain(name), method: method, owner: owner, upTo: line)
    }
}
