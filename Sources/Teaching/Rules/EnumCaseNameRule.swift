import Foundation
import Texts

/// A text the run used that is the *name* of a case of the learner's `String` enum whose raw value
/// is another text (`"manualSubmit"` for `case manualSubmit = "ManualSubmit"`): the enum value was
/// turned into text by `"\(value)"` or `String(describing:)`, which give the case's name, where its
/// `rawValue` was meant. The texts are the run's: a segue identifier UIKit got (the crash's, a
/// `performSegue`'s), the failed value. A case name written as a literal in the code is a typo,
/// not this.
struct EnumCaseNameRule: TeachingRule {
    let id = "enum-case-name-as-text"

    func explain(_ context: FailureContext) -> Explanation? {
        let cases = context.code.caseNamesWithOtherRawValue
        guard !cases.isEmpty else { return nil }
        var texts: [String] = []
        if let missing = UnknownSegueIdentifierRule.missingSegue(context) { texts.append(missing.identifier) }
        texts += context.evidence.transitions(upTo: context.failureStep).compactMap(\.identifier)
        if let actual = context.failure.actual { texts.append(WrongBranchRule.unquoted(actual)) }
        for text in texts {
            guard let (enumName, rawValue) = cases[text] else { continue }
            // Written by hand as a literal somewhere: a typo, not an enum turned into text.
            if context.sources.contains(where: { $0.contains("\"\(text)\"") }) { continue }
            let place = Self.interpolation(context)
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleEnumCaseNameAsText(text: text, enumName: enumName, rawValue: rawValue, place: place)
            })
        }
        return nil
    }

    /// The one line that turns a value into text by itself (`"\(segue)"`, `String(describing: x)`),
    /// as `File.swift:12 (`…`)`; nil when there is none or several.
    static func interpolation(_ context: FailureContext) -> String? {
        var found: [String] = []
        for (index, source) in context.sources.enumerated() {
            for (number, line) in source.components(separatedBy: "\n").enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"),
                      code.range(of: #""\\\([\p{L}_][A-Za-z0-9_.]*\)"|String\(describing:"#, options: .regularExpression) != nil else { continue }
                found.append("\(context.fileName(index) ?? ""):\(number + 1) (`\(code)`)")
            }
        }
        return found.count == 1 ? found[0] : nil
    }
}
