import Foundation
import WorkbookProtocol

/// `UserDefaults.set(x, forKey:)` with an object UserDefaults cannot hold (a text field instead of
/// its text). Foundation on Linux traps with "This value is not supported by set(_:forKey:)"; a
/// device raises "Attempt to insert non-property list object <UITextField: …> for key …". The
/// explanation quotes the device's words, which learners will meet in Xcode.
struct DefaultsNonPropertyListRule: TeachingRule {
    let id = "defaults-non-property-list"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash,
              crash.reason.contains("not supported by set(_:forKey:)") || crash.reason.contains("non-property list") else { return nil }
        for source in context.sources.map(SegueIdentifierMismatchRule.withoutComments) {
            for call in source.allMatches(#"\.set(?:Value)?\(\s*(?:self\.)?(\w+)\s*,\s*forKey:\s*("[^"]*"|[\w.]+)\s*\)"#) {
                let name = call[1]
                guard let type = source.firstMatch(#"var\s+\#(name)\s*:\s*(UI\w+)"#)?[1] else { continue }
                // The key as written (`"email"`, or a constant), and its text when a constant holds one.
                let keyCode = call[2]
                let key = keyCode.hasPrefix("\"") ? String(keyCode.dropFirst().dropLast())
                    : source.firstMatch(#"(?:let|var)\s+\#(NSRegularExpression.escapedPattern(for: keyCode.split(separator: ".").last.map(String.init) ?? keyCode))\s*(?::\s*String)?\s*=\s*"([^"]*)""#)?[1] ?? keyCode
                let property = type == "UISwitch" ? "isOn" : (type == "UIStepper" || type == "UISlider") ? "value" : "text"
                return Explanation(rule: id, text: Catalog.both { $0.ruleDefaultsNonPropertyList(name: name, type: type, key: key, keyCode: keyCode, property: property) })
            }
        }
        return nil
    }
}
