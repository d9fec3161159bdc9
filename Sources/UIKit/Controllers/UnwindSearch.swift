import Foundation

/// An unwind segue (§5): find the nearest controller that takes the action, call the source's
/// `prepare`, then the destination's action, then dismiss once and let containers pop (R5.1–R5.4).
@MainActor
struct UnwindSearch {
    let template: SegueTemplate
    let sender: Any?

    func perform() {
        let source = template.source
        guard let selector = template.model.unwindAction else { return }
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: Selector(selector), sender: sender)
        var visited = Set<ObjectIdentifier>([ObjectIdentifier(source)])
        var candidate = Self.next(after: source)
        var destination: UIViewController?
        var refused: [UIViewController] = []
        while let controller = candidate, destination == nil {
            destination = search(controller, unwindSource: unwindSource, visited: &visited, refused: &refused)
            candidate = Self.next(after: controller)
        }
        // No destination: the unwind is aborted, silently (R5.1 step 3). The trace notes it (R5.5):
        // the controllers that have the action and whose `canPerformUnwindSegueAction` said no, or none.
        guard let destination, let action = Runtime.shared.registry.action(selector, on: destination) else {
            let why = refused.isEmpty
                ? "no controller on the way back from it has the action \(selector)"
                : "refused by " + refused.map { Runtime.shared.trace.tag($0) }.joined(separator: ", ") + ": canPerformUnwindSegueAction returned false"
            Runtime.shared.trace.record(source, "unwind \(selector)", "segue=\(template.describeIdentifier)", ignored: why)
            return
        }

        let segue = template.makeSegue(destination: destination)
        Runtime.shared.trace.record(source, "prepare(for:sender:)",
                                    "segue=\(template.describeIdentifier) destination=\(traceDescription(destination)) sender=\(traceDescription(sender))")
        source.prepare(for: segue, sender: sender)
        Runtime.shared.trace.record(destination, action.swiftName, "segue=\(template.describeIdentifier) source=\(traceDescription(source))")
        action.invoke(destination, segue)
        segue.performHandler = { [unowned segue] in Self.unwindTransition(from: source, to: destination, segue: segue) }
        let animationsWereEnabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(template.model.animates)
        if let tag = segue.workbookInstanceTag {
            Runtime.shared.trace.record(tag: tag, className: TraceRecorder.className(of: segue), member: "perform()")
        }
        segue.perform()
        UIView.setAnimationsEnabled(animationsWereEnabled)
    }

    /// The parent, or for a presented controller the controller that presented it (TN2298).
    static func next(after controller: UIViewController) -> UIViewController? {
        controller.storedParent ?? controller.storedPresenter
    }

    /// Children first (as `allowedChildrenForUnwinding` orders them), then the controller itself.
    private func search(_ controller: UIViewController, unwindSource: UIStoryboardUnwindSegueSource,
                        visited: inout Set<ObjectIdentifier>, refused: inout [UIViewController]) -> UIViewController? {
        let (inserted, _) = visited.insert(ObjectIdentifier(controller))
        let alreadySeen = !inserted
        for child in controller.allowedChildrenForUnwinding(from: unwindSource) {
            if let found = search(child, unwindSource: unwindSource, visited: &visited, refused: &refused) { return found }
        }
        if alreadySeen { return nil }
        if controller.canPerformUnwindSegueAction(unwindSource.unwindAction, from: unwindSource.source, sender: sender) {
            return controller
        }
        // It has the action, and said no (the learner's override).
        if let name = template.model.unwindAction, Runtime.shared.registry.action(name, on: controller) != nil { refused.append(controller) }
        return nil
    }

    /// The default unwind transition (DEC-UTPL): one dismiss on the presenter of the outermost
    /// modal that holds the source, then `unwind(for:towards:)` down the destination's containers.
    static func unwindTransition(from source: UIViewController, to destination: UIViewController, segue: UIStoryboardSegue) {
        guard source !== destination else { return }
        var outermostPresenter: UIViewController?
        var meeting: UIViewController? = source
        while let current = meeting, current !== destination, !current.isAncestor(of: destination) {
            if current.storedParent == nil, let presenter = current.storedPresenter {
                outermostPresenter = presenter
                meeting = presenter
            } else {
                meeting = current.storedParent
            }
        }
        outermostPresenter?.dismiss(animated: UIView.areAnimationsEnabled, completion: nil)
        guard let meetingPoint = meeting else { return }
        var containers: [UIViewController] = []
        var current = destination.storedParent
        while let container = current {
            containers.insert(container, at: 0)
            if container === meetingPoint { break }
            current = container.storedParent
        }
        for container in containers where container === meetingPoint || meetingPoint.isAncestor(of: container) {
            if let child = container.childContaining(destination) {
                container.unwind(for: segue, towards: child)
            }
        }
    }
}
