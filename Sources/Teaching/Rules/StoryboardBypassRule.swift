import Foundation
import WorkbookProtocol

/// A controller whose scene is in the storyboard, made in code instead (`ResultViewController()`,
/// `init(nibName:bundle:)`): no storyboard connected its outlets, so they are nil.
struct StoryboardBypassRule: TeachingRule {
    let id = "controller-not-from-storyboard"

    func explain(_ context: FailureContext) -> Explanation? {
        let events = context.events
        // Instances made in code whose class has a scene with outlets in a storyboard.
        let scenes = context.storyboards.flatMap(\.scenes).map(\.controller)
        let made = events.filter { $0.member == "init(nibName:bundle:)" || $0.member == "init()" }.filter { event in
            scenes.contains { $0.className == event.className && (!$0.outlets.isEmpty || !($0.view?.allViews.flatMap(\.actions).isEmpty ?? true)) }
        }
        guard !made.isEmpty else { return nil }
        let unwrapCrash = context.crash.map { $0.kind == .fatalError && $0.reason.contains("implicitly unwrapping") } ?? false
        // The instance the failure is about: the last one of them the app touched before the crash,
        // or the one on screen when a value is missing.
        let touched = events.last { event in made.contains { $0.instance == event.instance } }
        // A step that found no control on a screen made in code: its controls and their actions
        // are the storyboard's, and it has none ("No control on SecondViewController#1 is wired to …").
        let noControl = context.crash.map { crash in crash.kind == .stepFailed && made.contains { crash.reason.contains(" on \($0.instance) ") } } ?? false
        guard let instance = touched?.instance, let event = made.last(where: { $0.instance == instance }),
              unwrapCrash || noControl || context.isMissingValue else { return nil }
        // A value given to a new instance that never appeared, while an older one came back on
        // screen, is not about outlets: `ValueOnNewInstanceRule` names the instance shown.
        if !unwrapCrash, ValueOnNewInstanceRule.neverShown(instance, in: events) { return nil }
        let className = event.className
        // Made inside a UIStoryboardSegue subclass: the storyboard already made the screen, and the
        // segue holds it as `destination` (a segue has no `storyboard` to make another from).
        let segueClasses = Set(context.code.classes.filter { $0.supertypes.contains("UIStoryboardSegue") }.map(\.name))
        if let making = context.code.calls.first(where: { $0.name == className && $0.receiver == nil && $0.owner.map(segueClasses.contains) == true }),
           let segueClass = making.owner {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleStoryboardBypassInSegue(instance: instance, className: className, segueClass: segueClass, line: making.line)
            })
        }
        let identifier = scenes.first { $0.className == className && $0.storyboardIdentifier != nil }?.storyboardIdentifier
        let call = "storyboard?.instantiateViewController(withIdentifier: \"\(identifier ?? className)\") as! \(className)"
        let place = context.crash.flatMap { crash in crash.file.map { "\($0):\(crash.line ?? 0)" } }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleStoryboardBypass(instance: instance, className: className, call: call, crashPlace: place, hasIdentifier: identifier != nil, noControls: noControl)
        })
    }
}
