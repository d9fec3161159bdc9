import Foundation
import WorkbookProtocol

/// The unwind search stopped at a controller in between that has an action of the same name (R5.3):
/// only the screens above it were closed.
struct UnwindStoppedEarlyRule: TeachingRule {
    let id = "unwind-stopped-early"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.run.crash == nil, context.isAboutScreens, let target = context.expectedTopClass else { return nil }
        let events = context.events
        guard let (index, action) = events.enumerated().reversed().first(where: { $0.element.unwindSource != nil }),
              let source = action.unwindSource, action.className != target else { return nil }
        // The controller the learner meant to reach: an instance of the expected class, alive and further back.
        guard let intended = events[..<index].first(where: { $0.className == target && $0.member == "viewDidAppear(_:)" && !context.released($0.instance, before: index) })?.instance,
              intended != action.instance else { return nil }
        let name = action.member
        let quotedIdentifier = action.detail?.firstMatch(#"^segue=(\S+)"#)?[1] ?? ""
        let segue = quotedIdentifier == "nil" ? "" : " \(quotedIdentifier)"
        let koSegue = quotedIdentifier == "nil" ? "" : "(\(quotedIdentifier))"
        return Explanation(rule: id, text: LocalizedText(
            ko: "언와인드 세그웨이\(koSegue)가 \(intended)까지 가지 않고 \(action.instance)에서 멈췄습니다. UIKit은 떠나는 화면 \(source)에서 출발해 뒤쪽으로 거슬러 가며 \(name) 메서드를 가진 첫 번째 컨트롤러에서 멈추는데, 중간 화면인 \(KoreanParticle.attach(action.className, .subject)) 같은 이름의 메서드를 가지고 있어서 그 위의 화면만 닫혔습니다. 언와인드 액션은 돌아갈 화면(\(target))에만 두고, \(action.className)의 \(name) 메서드를 지우거나 다른 이름으로 바꾸세요.",
            en: "The unwind segue\(segue) stopped at \(action.instance) instead of going back to \(intended). UIKit starts from the screen being left (\(source)), walks back, and stops at the first controller that has \(name); the screen in between, \(action.className), has a method of that name, so only the screens above it were closed. Keep the unwind action only in the screen to go back to (\(target)), and remove or rename \(name) in \(action.className)."))
    }
}

/// An unwind segue fired but no controller on the way back has its action (R5.1 step 3): nothing
/// happens, silently. Usually the method's name differs from the storyboard's selector.
struct UnwindActionMissingRule: TeachingRule {
    let id = "unwind-action-missing"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.run.crash == nil, context.isAboutScreens else { return nil }
        let events = context.events
        let unwinds = context.storyboards.flatMap(\.scenes).flatMap(\.controller.allSegues).filter { $0.kind == .unwind }
        for segue in unwinds {
            guard let identifier = segue.identifier, let selector = segue.unwindAction else { continue }
            let quoted = "\"\(identifier)\""
            let asking = events.last { $0.member == "shouldPerformSegue(withIdentifier:sender:)" && ($0.detail ?? "").hasPrefix(quoted) }
            let asked = asking != nil
            let from = asking.map { (ko: "떠나는 화면 \($0.instance)에서", en: "the screen being left (\($0.instance))") } ?? (ko: "떠나는 화면에서", en: "the screen being left")
            let performed = context.sourceContains(#"performSegue\s*\(\s*withIdentifier:\s*"\#(NSRegularExpression.escapedPattern(for: identifier))""#)
            guard asked || performed,
                  !events.contains(where: { $0.member == "prepare(for:sender:)" && ($0.detail ?? "").hasPrefix("segue=\(quoted)") }) else { continue }
            // A shouldPerformSegue of the learner's that may have said no is another story.
            guard !context.sourceContains(#"func\s+shouldPerformSegue\s*\("#) else { continue }
            let actions = Self.unwindActions(in: context.sources)
            guard !actions.contains(where: { $0.selector == selector }) else { continue }
            let declaration = Self.declaration(for: selector)
            let mine = actions.map { "\($0.name) (\($0.selector))" }
            let koList = actions.map { "\($0.name)(셀렉터 \($0.selector))" }
            let koMine = mine.isEmpty ? " 코드에는 언와인드 액션(UIStoryboardSegue를 받는 @IBAction)이 하나도 없습니다." : " 코드에 있는 언와인드 액션: \(koList.joined(separator: ", ")). 셀렉터가 스토리보드와 다릅니다."
            let enMine = mine.isEmpty ? " The code has no unwind action (an @IBAction taking a UIStoryboardSegue) at all." : " Unwind actions in the code: \(mine.joined(separator: ", ")). Their selectors differ from the storyboard's."
            return Explanation(rule: id, text: LocalizedText(
                ko: "스토리보드에서 언와인드 세그웨이 \(quoted)에 연결된 액션의 셀렉터는 \(selector)입니다. UIKit은 \(from.ko) 뒤쪽으로 거슬러 가며 이 액션을 가진 컨트롤러를 찾는데, 하나도 찾지 못하면 예외도 없이 아무 일도 하지 않습니다. 그래서 화면이 그대로 남았습니다.\(koMine) 돌아갈 화면에 `@IBAction func \(declaration)`를 만드세요(메서드 이름을 바꿨다면 스토리보드에서 언와인드 세그웨이를 다시 연결하세요).",
                en: "In the storyboard the unwind segue \(quoted) calls the action \(selector). UIKit walks back from \(from.en) looking for a controller that has this action; when it finds none it does nothing, without any exception, so the screen stayed.\(enMine) Add `@IBAction func \(declaration)` to the screen to go back to (if you renamed the method, connect the unwind segue again in the storyboard)."))
        }
        return nil
    }

    /// The declaration whose selector is `selector`: `unwindToHome:` → `unwindToHome(_ segue: UIStoryboardSegue)`,
    /// `unwindToMainWithSegue:` → `unwindToMain(segue: UIStoryboardSegue)`.
    static func declaration(for selector: String) -> String {
        let base = String(selector.prefix { $0 != ":" })
        if let match = base.firstMatch(#"^(\w+?)With([A-Z]\w*)$"#) {
            let label = match[2].prefix(1).lowercased() + match[2].dropFirst()
            return "\(match[1])(\(label == "segue" ? "segue" : label + " segue"): UIStoryboardSegue)"
        }
        return "\(base)(_ segue: UIStoryboardSegue)"
    }

    static let prepositions: Set<String> = ["about", "above", "after", "against", "along", "among", "around", "as", "at",
                                            "before", "behind", "below", "beside", "between", "by", "during", "for", "from",
                                            "in", "inside", "into", "near", "of", "off", "on", "onto", "out", "over", "since",
                                            "through", "to", "toward", "towards", "under", "until", "up", "upon", "via", "with",
                                            "within", "without"]

    /// The learner's `@IBAction func name(_ segue: UIStoryboardSegue)` methods with their Objective-C selectors.
    static func unwindActions(in sources: [String]) -> [(name: String, selector: String)] {
        let pattern = #"func\s+(\w+)\s*\(\s*(\w+)\s*(\w+)?\s*:\s*UIStoryboardSegue\s*\)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var found: [(String, String)] = []
        for source in sources {
            for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                func group(_ index: Int) -> String? { Range(match.range(at: index), in: source).map { String(source[$0]) } }
                guard let name = group(1), let label = group(2) else { continue }
                let selector: String
                if label == "_" { selector = name + ":" }
                else {
                    // Swift adds "With" unless the label starts, or the name ends, with a preposition.
                    let firstWord = String(label.prefix { $0.isLowercase })
                    let lastWord = String(name.reversed().prefix { !$0.isUppercase }.reversed())
                    let lastWithCapital = name.count > lastWord.count ? String(name.dropLast(lastWord.count).suffix(1)) + lastWord : lastWord
                    let joiner = Self.prepositions.contains(firstWord) || Self.prepositions.contains(lastWithCapital.lowercased()) ? "" : "With"
                    selector = name + joiner + label.prefix(1).uppercased() + label.dropFirst() + ":"
                }
                found.append(("\(name)(\(label == "_" ? "_" : label):)", selector))
            }
        }
        return found
    }
}

/// Inside an unwind action, `segue.destination` is the controller running it; the screen being
/// left is `segue.source` (R5.4). A cast of `destination` to the source's class gives nil.
struct UnwindDestinationIsSelfRule: TeachingRule {
    let id = "unwind-destination-is-self"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        for action in context.events.reversed() {
            guard let source = action.unwindSource, let sourceClass = source.split(separator: "#").first.map(String.init),
                  sourceClass != action.className,
                  context.sourceContains(#"segue\.destination\s+as\?\s*\#(sourceClass)\b"#) else { continue }
            return Explanation(rule: id, text: LocalizedText(
                ko: "언와인드 액션 \(action.member) 안에서 segue.destination은 돌아온 화면, 곧 이 액션을 실행하는 \(action.instance) 자신입니다. 떠나는 화면 \(KoreanParticle.attach(source, .topic)) segue.source입니다. 그래서 `segue.destination as? \(sourceClass)`는 nil이 되어 값을 읽지 못했습니다. `segue.source as? \(sourceClass)`로 바꾸세요.",
                en: "Inside the unwind action \(action.member), segue.destination is the screen you came back to: \(action.instance) itself, the one running the action. The screen being left, \(source), is segue.source. So `segue.destination as? \(sourceClass)` gave nil and no value was read. Use `segue.source as? \(sourceClass)`."))
        }
        return nil
    }
}
