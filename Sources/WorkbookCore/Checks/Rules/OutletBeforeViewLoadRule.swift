import Foundation
import WorkbookProtocol

/// An outlet of another controller touched before that controller's view loaded: in
/// `prepare(for:sender:)` (R2.2), or right after `instantiateViewController(withIdentifier:)` and
/// before `present`/`pushViewController`. Its outlets are nil until its view loads: an implicit
/// unwrap (`rvc.resultEmail.text = …`) crashes, an optional chain (`rvc.resultEmail?.text = …`)
/// silently does nothing and the value is lost.
struct OutletBeforeViewLoadRule: TeachingRule {
    let id = "outlet-before-view-load"

    func explain(_ context: FailureContext) -> Explanation? {
        if let explanation = inPrepare(context) { return explanation }
        return beforeTransition(context)
    }

    private func inPrepare(_ context: FailureContext) -> Explanation? {
        guard let crash = context.run.crash, crash.kind == .fatalError, crash.reason.contains("implicitly unwrapping"),
              let prepare = context.events.last(where: { $0.member == "prepare(for:sender:)" }),
              let destination = prepare.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1],
              !context.events.contains(where: { $0.instance == destination && $0.member == "viewDidLoad" }),
              context.events.last?.member == "prepare(for:sender:)" || context.events.last == prepare else { return nil }
        let place = crash.file.map { " (\($0):\(crash.line ?? 0))" } ?? ""
        return Explanation(rule: id, text: LocalizedText(
            ko: "prepare(for:sender:) 안에서 \(destination)의 아웃렛을 썼습니다\(place). 이때는 목적지의 뷰가 아직 로드되지 않아 아웃렛이 nil이고, 암시적 언래핑(!)에서 앱이 종료됩니다. prepare에서는 일반 프로퍼티(예: paramEmail)에 값을 넣고, 목적지의 viewDidLoad에서 그 값을 레이블에 표시하세요.",
            en: "prepare(for:sender:) used an outlet of \(destination)\(place). The destination's view has not loaded yet at that point, so its outlets are nil and the implicit unwrap (!) crashes. In prepare, set plain properties (such as paramEmail) and show them in the destination's viewDidLoad."))
    }

    /// `let rvc = storyboard?.instantiateViewController(…) as! R; rvc.outlet.text = …; present(rvc…)`.
    private func beforeTransition(_ context: FailureContext) -> Explanation? {
        let unwrapCrash = context.run.crash.map { $0.kind == .fatalError && $0.reason.contains("implicitly unwrapping") } ?? false
        guard unwrapCrash || context.isMissingValue else { return nil }
        let events = context.events
        let outlets = Dictionary(context.storyboards.flatMap(\.scenes).map { ($0.controller.className, $0.controller.outlets.map(\.property)) },
                                 uniquingKeysWith: { $0 + $1 })
        for function in SourceScan.functions(in: context.sources) where function.name != "prepare" {
            guard let owner = function.className else { continue }
            for (className, names) in outlets where className != owner && !names.isEmpty {
                let alternatives = names.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
                guard let use = function.body.firstMatch(#"\b(\w+)\s*\.\s*(\#(alternatives))\b\s*(\?|!)?\s*\."#), use[1] != "self" else { continue }
                let optionalChain = use[3] == "?"
                // A crash needs the implicit unwrap; a lost value needs the optional chain.
                guard optionalChain ? context.isMissingValue && !unwrapCrash : unwrapCrash else { continue }
                // The method ran, the storyboard made the other controller during it, and its view had not loaded.
                guard let start = events.lastIndex(where: { $0.className == owner && ($0.member == function.name || $0.member.hasPrefix(function.name + "(")) }),
                      let made = events[start...].first(where: { $0.className == className && $0.member == "init(coder:)" }),
                      let madeIndex = events[start...].firstIndex(of: made) else { continue }
                let loaded = events[madeIndex...].firstIndex { $0.instance == made.instance && $0.member == "viewDidLoad" }
                if unwrapCrash, loaded != nil { continue }
                let call = function.body.range(of: #"pushViewController|present|show"#, options: .regularExpression).map { String(function.body[$0]) }
                let koWhen = call.map { "\($0) 뒤에 화면에 나타날 때" } ?? "화면에 나타날 때"
                let enWhen = call.map { "when it goes on screen after \($0)" } ?? "when it goes on screen"
                let property = Self.plainProperty(of: className, in: context.sources)
                let koExample = property.map { "(예: \($0))" } ?? ""
                let enExample = property.map { " (such as \($0))" } ?? ""
                let method = "\(events[start].instance).\(events[start].member)"
                let outlet = use[2]
                let location = context.run.crash.flatMap { crash in crash.file.map { "\($0):\(crash.line ?? 0)" } }
                let koPlace = location.map { "(\($0))" } ?? "", enPlace = location.map { " (\($0))" } ?? ""
                let koResult = optionalChain
                    ? "옵셔널 체이닝(`?.`)이라 앱은 멈추지 않았지만, 그 줄은 아무 일도 하지 않았고 값은 사라졌습니다"
                    : "암시적 언래핑(!)에서 앱이 종료되었습니다"
                let enResult = optionalChain
                    ? "With optional chaining (`?.`) nothing crashed, but the line did nothing and the value was lost"
                    : "The implicit unwrap (!) crashed the app"
                return Explanation(rule: id, text: LocalizedText(
                    ko: "\(method)에서 \(made.instance)의 아웃렛 `\(outlet)`에 값을 넣었습니다\(koPlace). \(KoreanParticle.attach(made.instance, .topic)) 스토리보드가 방금 만들었을 뿐 아직 뷰가 로드되지 않았습니다. 뷰는 \(koWhen) 로드되고 그때 아웃렛이 연결되므로, 지금은 아웃렛이 nil입니다. \(koResult). 일반 프로퍼티\(koExample)에 값을 넣고, \(className)의 viewDidLoad에서 그 값을 레이블에 표시하세요.",
                    en: "\(method) set the outlet `\(outlet)` of \(made.instance)\(enPlace). The storyboard had just made \(made.instance) and its view had not loaded yet: the view loads \(enWhen), and only then are the outlets connected, so they are still nil. \(enResult). Set a plain property\(enExample) instead and show it in \(className)'s viewDidLoad."))
            }
        }
        return nil
    }

    /// A stored `var` of the class that is not an outlet (`paramEmail`), to name in the advice.
    static func plainProperty(of className: String, in sources: [String]) -> String? {
        for source in sources where source.range(of: #"\bclass\s+\#(className)\b"#, options: .regularExpression) != nil {
            for match in source.allMatches(#"(?m)^[ \t]*(@IBOutlet[^\n]*|(?:private\s+)?var\s+(\w+)\s*[:=])"#) where !match[1].hasPrefix("@IBOutlet") && !match[2].isEmpty {
                return match[2]
            }
        }
        return nil
    }
}
