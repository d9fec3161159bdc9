import Foundation
import WorkbookProtocol

/// A screen on top of the navigation stack looks for the previous screen with
/// `navigationController?.viewControllers.last` (or `topViewController`) and casts it to the
/// previous screen's class: the last element is the screen itself, the cast gives nil, and the
/// value goes nowhere.
struct StackLastIsSelfRule: TeachingRule {
    let id = "stack-last-is-self"

    /// `navigationController?.viewControllers.last as? X`, `navigationController?.topViewController as? X`,
    /// `stack[stack.count - 1] as? X` where `let stack = navigationController!.viewControllers`: always the
    /// screen's own navigation controller (another one's top, such as the presenter's, is a different story).
    static func topOfStack(in body: String) -> String {
        let own = #"(?:self\s*\.\s*)?navigationController\s*[?!]?\s*\.\s*"#
        let aliases = body.allMatches(#"(?m)\b(?:let|var)\s+(\w+)\s*=\s*\#(own)viewControllers\b\s*(?:\?\?\s*\[\])?\s*$"#)
            .map { NSRegularExpression.escapedPattern(for: $0[1]) }
        let arrays = (["\(own)viewControllers"] + aliases.map { "\\b\($0)" }).joined(separator: "|")
        return #"((?:\#(arrays))\s*\.\s*last|\#(own)(?:topViewController|visibleViewController)|(?:\#(arrays))\s*\[[^\]]*count\s*-\s*1\s*\])\s*(?:!|\?)?\s*as[?!]\s*(\w+)"#
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let events = context.events
        for function in SourceScan.functions(in: context.sources) {
            guard let owner = function.className, !["viewWillDisappear", "viewDidDisappear", "willMove", "didMove"].contains(function.name),
                  let match = function.body.firstMatch(Self.topOfStack(in: function.body)), match[2] != owner else { continue }
            let expression = match[1].replacingOccurrences(of: #"\s+"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: "self.", with: "")
            let wanted = match[2]
            // The method ran on an instance of its class that was on screen (appeared, not yet disappearing).
            for (index, event) in events.enumerated() where event.className == owner && (event.member == function.name || event.member.hasPrefix(function.name + "(")) {
                let before = events[..<index].filter { $0.instance == event.instance }
                // It was pushed onto a navigation stack and is on screen (appeared, not yet disappearing).
                guard events[..<index].contains(where: { $0.member == "pushViewController(_:animated:)" && $0.mentions(event.instance) }),
                      before.contains(where: { $0.member == "viewWillAppear(_:)" || $0.member == "viewDidAppear(_:)" }),
                      !before.contains(where: { $0.member == "viewWillDisappear(_:)" }) else { continue }
                let member = event.member
                return Explanation(rule: id, text: LocalizedText(
                    ko: "\(KoreanParticle.attach("\(event.instance).\(member)", .subject)) 실행될 때 내비게이션 스택의 맨 위는 \(event.instance) 자신입니다. \(KoreanParticle.attach("`\(expression)`", .topic)) 지금 화면을 돌려주므로 `as? \(wanted)` 캐스팅은 nil이 되고, 값은 어디에도 가지 않았습니다(오류도 없습니다). 이전 화면은 그 바로 아래, `viewControllers[viewControllers.count - 2]`입니다. 그 인스턴스에 값을 넣고 팝하세요.",
                    en: "When \(event.instance).\(member) ran, the top of the navigation stack was \(event.instance) itself. `\(expression)` is the current screen, so the cast `as? \(wanted)` gave nil and the value went nowhere (without any error). The previous screen is the one just below: `viewControllers[viewControllers.count - 2]`. Give the value to that instance, then pop."))
            }
        }
        return nil
    }
}
