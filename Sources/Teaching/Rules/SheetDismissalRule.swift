import Foundation
import WorkbookProtocol

/// A modal that does not cover the presenter (a sheet, `.overFullScreen`, `.overCurrentContext`,
/// `.popover`, `.custom`) dismissed without `viewWillAppear` on the presenter (R4.9), and the
/// `.fullScreen` fix.
struct SheetDismissalRule: TeachingRule {
    let id = "sheet-no-view-will-appear"
    static let sheetStyles = ["pageSheet", "formSheet", "automatic", "popover"]
    /// Styles that draw over the presenter, which stays in the window under them.
    static let overStyles = ["overFullScreen", "overCurrentContext", "custom"]
    /// `UIModalPresentationStyle`'s raw values, as UIKit declares them.
    static let styleNames: [Int: String] = [0: "fullScreen", 1: "pageSheet", 2: "formSheet", 3: "currentContext", 4: "custom", 5: "overFullScreen",
                                            6: "overCurrentContext", 7: "popover", -1: "none", -2: "automatic"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let events = context.events
        func style(of event: TraceEvent) -> String? {
            (Self.sheetStyles + Self.overStyles).first { (event.detail ?? "").contains("style=\($0)") }
        }
        guard let present = events.last(where: { $0.member == "present(_:animated:completion:)" && style(of: $0) != nil }),
              let style = style(of: present), let presentIndex = events.lastIndex(of: present) else { return nil }
        // Something was dismissed after the presentation (a dismiss call, a swipe, the presented
        // controller released); a controller released without ever being presented is not a dismissal.
        let presented = present.detail?.firstMatch(#"^(\w+#\d+)"#)?[1]
        guard events[presentIndex...].contains(where: { $0.member == "dismiss(animated:completion:)" || $0.member.hasPrefix("presentationControllerDidDismiss")
                || ($0.member == "deinit" && (presented == nil || $0.instance == presented)) }) else { return nil }
        let presenter = present.instance
        let laterAppear = events[presentIndex...].contains { $0.instance == presenter && $0.member == "viewWillAppear(_:)" }
        guard !laterAppear else { return nil }
        if Self.overStyles.contains(style) {
            return Explanation(rule: id, text: Catalog.both { $0.ruleSheetDismissalOverStyle(style: style, presenter: presenter) })
        }
        // `.fullScreen` set on the presented controller after `present` was called: too late.
        if let late = Self.styleSetAfterPresent(context.sources) ?? Self.styleSetInCompletion(context) {
            return Explanation(rule: id, text: Catalog.both { $0.ruleSheetDismissalStyleSetTooLate(presenter: presenter, assignment: late, style: style) })
        }
        // A style made from its number (`UIModalPresentationStyle(rawValue: 1) ?? .fullScreen`): 1 is
        // `.pageSheet`; the `??` gives full screen only for a number that is no style at all.
        for assignment in context.code.assignments where assignment.member == "modalPresentationStyle" && (context.ran(assignment) ?? 0) > 0 {
            // (Or the bare number, given by key-value coding: `setValue(NSNumber(value: 1), forKey: "modalPresentationStyle")`.)
            guard let raw = assignment.value.firstMatch(#"UIModalPresentationStyle\(\s*rawValue:\s*(-?\d+)\s*\)"#).flatMap({ Int($0[1]) })
                    ?? assignment.value.firstMatch(#"^(-?\d+)$"#).flatMap({ Int($0[1]) }),
                  let name = Self.styleNames[raw], name != "fullScreen" else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleStyleFromRawValue(assignment: assignment.statement, line: assignment.line, raw: raw, style: name)
                    + " " + $0.ruleSheetDismissalSheet(presenter: presenter, style: nil)
            })
        }
        // The code asks for a full-screen style somewhere, yet a sheet came up: the style went to
        // another controller (StyleOnWrongControllerRule names it); "use .fullScreen" would contradict the code.
        let fullScreen = context.code.assignments.filter { $0.member == "modalPresentationStyle" && $0.value.hasSuffix("fullScreen")
            && $0.value.range(of: #"rawValue:"#, options: .regularExpression) == nil }
        // Unless that line never ran: then the test that kept it from running is the cause.
        if let line = fullScreen.first, fullScreen.allSatisfy({ context.ran($0) == 0 }),
           let reading = context.wentOtherWay(statement: "\(line.target) = \(line.value)", method: line.method, line: line.line, ran: 0,
                                              conditions: line.conditions, file: line.file, rule: id) {
            let sheet = Catalog.both { $0.ruleSheetDismissalSheet(presenter: presenter, style: nil) }
            return Explanation(rule: id, text: LocalizedText(ko: reading.text.ko + " " + sheet.ko, en: reading.text.en + " " + sheet.en))
        }
        if !fullScreen.isEmpty { return nil }
        // `.fullScreen` put in a copy (`config.style = .fullScreen`, a tuple or struct copied from the screen's
        // style) that nothing hands back to a `modalPresentationStyle`.
        if let copy = context.code.assignments.first(where: { $0.member != "modalPresentationStyle" && $0.value.hasSuffix(".fullScreen") && (context.ran($0) ?? 0) > 0 }) {
            let root = CodeFacts.rootName(CodeFacts.normalized(copy.target))
            let handedBack = context.code.assignments.contains { $0.member == "modalPresentationStyle" && FailureContext.mentions($0.value, root) }
            if !handedBack {
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleStyleWrittenToCopy(statement: copy.statement, line: copy.line, target: copy.target)
                        + " " + $0.ruleSheetDismissalSheet(presenter: presenter, style: nil)
                })
            }
        }
        // The default (automatic, shown as pageSheet) unless the code or the storyboard chose a sheet style.
        let chosen = style == "formSheet" || style == "popover"
            || context.sourceContains(#"modalPresentationStyle\s*=\s*\.(pageSheet|formSheet|popover)\b"#)
            || context.storyboards.flatMap(\.scenes).flatMap(\.controller.allSegues).contains { $0.modalPresentationStyle == style } || context.storyboards.flatMap(\.scenes).contains { $0.controller.modalPresentationStyle == style }
        // `modalTransitionStyle` set where the presentation style was meant: only the animation.
        if !chosen, let transition = context.code.assignments.first(where: { $0.member == "modalTransitionStyle" && (context.ran($0) ?? 1) > 0 }),
           !context.code.assignments.contains(where: { $0.member == "modalPresentationStyle" }) {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleTransitionStyleIsNotPresentation(assignment: transition.statement, line: transition.line)
                    + " " + $0.ruleSheetDismissalSheet(presenter: presenter, style: nil)
            })
        }
        // The presenter's own `viewWillAppear` is where the code counts on being called: the run
        // shows it was not, so nothing the search finds elsewhere is the cause.
        let presenterClass = presenter.split(separator: "#").first.map(String.init)
        // (Only when the code sets no presentation style anywhere: a style set on another object
        // is what the search's recorded writes tell.)
        let relies = context.code.methods.contains { $0.owner == presenterClass && $0.baseName == "viewWillAppear" }
            && !context.code.assignments.contains { $0.member == "modalPresentationStyle" }
            && !context.sourceContains(#"modalPresentationStyle|\.fullScreen\b"#)
        // A property set in the belief that it makes the screen cover the one below (`isModalInPresentation = true`):
        // what it does instead.
        let lookalike = context.code.assignments.first { ["isModalInPresentation", "modalTransitionStyle", "definesPresentationContext"].contains($0.member)
            && (context.ran($0) ?? 0) > 0 && $0.value.trimmingCharacters(in: .whitespaces) != "false" }
        return Explanation(rule: id, conclusive: relies ? true : nil, text: Catalog.both { texts in
            texts.ruleSheetDismissalSheet(presenter: presenter, style: chosen ? style : nil)
                + (lookalike.map { found in " " + texts.sheetStylePropertyLookalike(statement: "\(found.target) = \(found.value)", line: found.line, property: found.member) } ?? "")
        })
    }

    /// A style set in `present`'s completion, directly or by a helper of the learner's called there
    /// (`source.present(target, animated: true) { style.apply(to: target) }`): the line ran, after the
    /// presentation. Quoted as the completion's call when through a helper.
    static func styleSetInCompletion(_ context: FailureContext) -> String? {
        let code = context.code
        let setters = code.assignments.filter { $0.member == "modalPresentationStyle" && (context.ran($0) ?? 0) > 0 }
        if let direct = setters.first(where: { $0.closureOf == "present" }) { return "\(direct.target) = \(direct.value)" }
        for setter in setters {
            guard let method = setter.method, let helper = code.method(method, in: setter.owner), !helper.isOverride else { continue }
            if let call = code.calls.first(where: { $0.name == helper.baseName && $0.closureOf == "present" && (context.ran($0) ?? 0) > 0 }) {
                return call.written
            }
        }
        return nil
    }

    /// `x.modalPresentationStyle = .fullScreen` written after `present(x` in the same function: the
    /// style is read when presenting, so setting it afterwards (or in the completion) changes nothing.
    static func styleSetAfterPresent(_ sources: [String]) -> String? {
        for function in SourceScan.functions(in: sources) {
            for assignment in function.body.allMatches(#"(\w+)\.modalPresentationStyle\s*=\s*\.(?:fullScreen|overFullScreen)\b"#) {
                guard let at = function.body.range(of: assignment[0]) else { continue }
                let name = NSRegularExpression.escapedPattern(for: assignment[1])
                if function.body[..<at.lowerBound].range(of: #"\bpresent\(\s*\#(name)\b"#, options: .regularExpression) != nil { return assignment[0] }
                // A segue's `super.perform()` presents its destination (a modal segue's own perform).
                if assignment[1] == "destination", function.body[..<at.lowerBound].range(of: #"\bsuper\.perform\(\s*\)"#, options: .regularExpression) != nil {
                    return assignment[0]
                }
            }
        }
        return nil
    }
}
