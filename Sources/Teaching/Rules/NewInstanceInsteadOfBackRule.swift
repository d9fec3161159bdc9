import Foundation
import WorkbookProtocol

/// "Going back" by making a new instance of the previous screen and presenting or pushing it,
/// while the original instance is still there underneath: the screens only pile up.
struct NewInstanceInsteadOfBackRule: TeachingRule {
    let id = "new-instance-instead-of-back"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash == nil else { return nil }
        switch context.failure.expectation {
        case .top?, .stack?, .presented?, .instance?, .label?, .deallocated?: break
        default: return nil
        }
        let events = context.events
        for show in context.shows.reversed() {
            let newer = show.shown
            guard let className = newer.split(separator: "#").first.map(String.init) else { continue }
            // The check itself opened it again (a step tapping a storyboard segue): not the learner's way back.
            if let step = events[show.index].step, context.check.steps.indices.contains(step),
               case let .tap(locator) = context.check.steps[step], locator.segue != nil { continue }
            // The original: an earlier instance of the same class that was on screen and is still alive.
            let originals = events[..<show.index].filter {
                $0.className == className && $0.instance != newer && $0.member == "viewDidAppear(_:)"
            }.map(\.instance)
            guard let original = originals.first(where: { !context.released($0, before: show.index) }) else { continue }
            // The screen being left: the last one to appear before the new instance, other than containers.
            let left = events[..<show.index].last {
                $0.member == "viewDidAppear(_:)" && $0.instance != original && !$0.className.hasPrefix("UI")
            }?.instance
            // Leaving a screen of another class (a screen of the same class showing the next one, as
            // in a folder browser, is not going back).
            guard let left, left != newer, !left.hasPrefix(className + "#") else { continue }
            if let subject = context.expectedTopClass, subject != className { continue }
            let how = context.arrival(of: left, before: show.index)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleNewInstanceInsteadOfBack(left: left, className: className, newer: newer, original: original,
                                                isPush: show.isPush, leftWasPushed: how.map(\.isPush))
            })
        }
        return nil
    }
}
