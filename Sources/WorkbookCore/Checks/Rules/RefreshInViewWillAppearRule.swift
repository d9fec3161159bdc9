import Foundation
import WorkbookProtocol

/// A screen shown again without being re-created: `viewDidLoad` does not run again (R4.15).
struct RefreshInViewWillAppearRule: TeachingRule {
    let id = "refresh-in-view-will-appear"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, case let .label(outlet, _)? = context.failure.expectation,
              let visible = context.failure.step.flatMap({ step in
                  context.run.timeline.compactMap { entry -> String? in
                      if case let .probe(index, probe) = entry, index == step { return probe.state.visibleController }
                      return nil
                  }.first
              }) else { return nil }
        let className = String(visible.split(separator: "#")[0])
        // Only when that screen's class does not refresh in viewWillAppear already.
        guard !context.sources.contains(where: { $0.contains("class \(className)") && $0.contains("func viewWillAppear") }) else { return nil }
        // Only when the screen sets that label in viewDidLoad: a label set elsewhere (a delegate
        // callback that never came, an action) missed its value for another reason.
        guard context.sources.contains(where: { source in
            source.contains("class \(className)") && Self.loadSets(outlet, in: source)
        }) else { return nil }
        let events = context.events
        guard let load = events.lastIndex(where: { $0.instance == visible && $0.member == "viewDidLoad" }),
              events[(load + 1)...].filter({ $0.instance == visible && $0.member == "viewWillAppear(_:)" }).count >= 2 else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleRefreshInViewWillAppear(visible: visible) })
    }

    /// `viewDidLoad` writes the label itself, or through a method of the same file it calls
    /// (`showSavedEmail()`, `self.refresh()`), one level deep.
    static func loadSets(_ outlet: String, in source: String) -> Bool {
        guard let load = body(of: "viewDidLoad", in: source) else { return false }
        if load.contains("\(outlet).text") { return true }
        let called = String(load).allMatches(#"(?<![\w.])(?:self\s*\.\s*)?([a-z]\w*)\s*\(\s*\)"#).map { $0[1] }
        return called.contains { name in
            name != "viewDidLoad" && (body(of: name, in: source)?.contains("\(outlet).text") ?? false)
        }
    }

    /// The body of the first `func NAME(` in `source`, braces matched (nil when there is none).
    static func body(of name: String, in source: String) -> Substring? {
        guard let start = source.range(of: "func \(name)("), let open = source[start.upperBound...].firstIndex(of: "{") else { return nil }
        var depth = 0
        var index = open
        while index < source.endIndex {
            if source[index] == "{" { depth += 1 }
            if source[index] == "}" {
                depth -= 1
                if depth == 0 { return source[open...index] }
            }
            index = source.index(after: index)
        }
        return nil
    }
}
