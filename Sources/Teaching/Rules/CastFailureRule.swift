import Foundation
import WorkbookProtocol

/// A forced cast `as!` that failed: names the learner's line (from the crash: the backtrace, or
/// the learner's cast to that type) and the type the object really had.
struct CastFailureRule: TeachingRule {
    let id = "forced-cast-failed"
    /// In an unwind action, `segue.destination as! Source` has its own reading (the destination is the screen itself);
    /// so has the top of the navigation stack cast to the screen below (the top is the screen itself).
    let supersededBy: Set<String> = ["unwind-destination-is-self", "stack-last-is-self"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError,
              let types = Self.types(crash.reason) else { return nil }
        let place = crash.file.map { "\($0):\(crash.line ?? 0)" }
        let inPrepare = context.events.last?.member == "prepare(for:sender:)"
        let cast = "`as! \(types.to)`"
        // The object was the container (a navigation or tab bar controller) that holds a screen of
        // the class asked for: the screen is inside it.
        if let inside = Self.insideContainer(types, context) {
            let line = Self.crashLine(context)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleCastOfContainer(cast: cast, container: types.from, to: types.to, place: place, inside: inside.tag, position: inside.position,
                                       windowRoot: line?.contains("rootViewController") == true, tabs: inside.tabs)
            })
        }
        // The object is of another class of the learner's: the cast names the wrong class (a scene made by
        // its storyboard ID is of the scene's class).
        if context.code.classes.contains(where: { $0.name == types.from }), types.from != types.to {
            let line = Self.crashLine(context)
            let scene = line?.firstMatch(#"instantiateViewController\(\s*withIdentifier:\s*"([^"]*)""#)?[1]
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleCastToOtherClass(cast: cast, from: types.from, to: types.to, place: place, scene: scene, inPrepare: inPrepare)
            })
        }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleCastFailure(cast: cast, from: types.from, to: types.to, place: place, inPrepare: inPrepare)
        })
    }

    /// A screen of class `to` held by the container of class `from` the cast was given (a navigation
    /// controller's stack, a tab bar controller's tabs): its tag and place (0: root/first tab; -1: top).
    static func insideContainer(_ types: (from: String, to: String), _ context: FailureContext) -> (tag: String, position: Int, tabs: Bool)? {
        let evidence = context.evidence
        let container = { (name: String, base: String) in
            context.code.classChain(of: name).contains(base)
        }
        if container(types.from, "UINavigationController") {
            for state in evidence.states.reversed() {
                for nav in state.navigationStacks where nav.navigationController.hasPrefix(types.from + "#") {
                    if let index = nav.stack.firstIndex(where: { $0.hasPrefix(types.to + "#") }) {
                        return (nav.stack[index], index == 0 ? 0 : index == nav.stack.count - 1 ? -1 : index, false)
                    }
                }
            }
        }
        // No state seen yet (the crash came before any): the storyboard's initial navigation
        // controller and its root scene, the first screen the app shows.
        if container(types.from, "UINavigationController") {
            for board in context.storyboards {
                guard let id = board.initialControllerID, let initial = board.scene(withControllerID: id)?.controller,
                      initial.className == types.from || initial.kind == .navigationController && types.from == "UINavigationController",
                      let root = initial.segues.first(where: { $0.kind == .relationship && $0.relationship == "rootViewController" }),
                      board.scene(withControllerID: root.destinationID)?.controller.className == types.to,
                      let tag = evidence.order.first(where: { evidence.instances[$0]?.className == types.to && evidence.instances[$0]?.creation == .storyboard })
                else { continue }
                return (tag, 0, false)
            }
        }
        if container(types.from, "UITabBarController") {
            for state in evidence.states.reversed() {
                for bar in state.tabBars ?? [] where bar.tabBarController.hasPrefix(types.from + "#") {
                    if let index = bar.tabs.firstIndex(where: { $0.hasPrefix(types.to + "#") }) { return (bar.tabs[index], index, true) }
                }
            }
        }
        return nil
    }

    /// The learner's line the crash names, as written.
    static func crashLine(_ context: FailureContext) -> String? {
        guard let crash = context.crash, let file = crash.file, let line = crash.line,
              let index = context.learnerPaths.firstIndex(where: { $0 == file || $0.hasSuffix("/" + file) || file.hasSuffix("/" + $0) }) else { return nil }
        return context.declaredLine(file: index, line: line)
    }

    /// `Could not cast value of type 'M.A' (0x…) to 'M.B' (0x…).` → (`A`, `B`), module names dropped.
    static func types(_ reason: String) -> (from: String, to: String)? {
        guard let start = reason.range(of: "Could not cast value of type '") else { return nil }
        let rest = reason[start.upperBound...]
        guard let fromEnd = rest.firstIndex(of: "'"), let to = rest.range(of: " to '") else { return nil }
        let tail = rest[to.upperBound...]
        guard let toEnd = tail.firstIndex(of: "'") else { return nil }
        return (unqualified(rest[..<fromEnd]), unqualified(tail[..<toEnd]))
    }

    /// `SegueBasics.ResultViewController` → `ResultViewController`; generic names stay whole.
    static func unqualified(_ name: Substring) -> String {
        guard !name.contains("<"), let dot = name.firstIndex(of: ".") else { return String(name) }
        return String(name[name.index(after: dot)...])
    }
}
