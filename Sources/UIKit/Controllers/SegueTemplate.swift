import Foundation
import WorkbookProtocol

/// The storyboard's compiled segue (`UIStoryboardSegueTemplate`): installed as a control's
/// target, or found by identifier for `performSegue` (R1.1–R1.4, R2.1, §3, §5).
@MainActor
struct SegueTemplate {
    let model: SegueModel
    let source: UIViewController

    /// Triggered segues ask `shouldPerformSegue` first (R1.1); `performSegue` does not (R1.2).
    func perform(sender: Any?, consultShouldPerform: Bool) {
        guard model.kind != .relationship, model.kind != .embed else { return }
        if consultShouldPerform {
            Runtime.shared.trace.record(source, "shouldPerformSegue(withIdentifier:sender:)",
                                        "\(describeIdentifier) sender=\(traceDescription(sender))")
            guard source.shouldPerformSegue(withIdentifier: model.identifier ?? "", sender: sender) else { return }
        }
        if model.kind == .unwind {
            UnwindSearch(template: self, sender: sender).perform()
            return
        }
        guard let storyboard = source.storyboard,
              let scene = storyboard.document.scene(withControllerID: model.destinationID) else {
            Runtime.shared.warn("Segue \(describeIdentifier) of \(traceDescription(source)) has no destination scene.")
            return
        }
        let destination = makeDestination(scene.controller, storyboard: storyboard, sender: sender)
        let segue = makeSegue(destination: destination)
        if model.kind == .popoverPresentation { configurePopover(of: destination, sender: sender) }
        Runtime.shared.trace.record(source, "prepare(for:sender:)",
                                    "segue=\(describeIdentifier) destination=\(traceDescription(destination)) sender=\(traceDescription(sender))")
        source.prepare(for: segue, sender: sender)
        let animationsWereEnabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(model.animates)
        if let tag = segue.workbookInstanceTag {
            Runtime.shared.trace.record(tag: tag, className: TraceRecorder.className(of: segue), member: "perform()")
        }
        segue.perform()
        UIView.setAnimationsEnabled(animationsWereEnabled)
    }

    /// An embed segue (R2.6), performed by the scene loader while the source's view loads: the
    /// child is made, the source prepares it (the sender is the source), then the child is added
    /// as UIKit's embed segue adds it: `addChild`, its view into the container view, `didMove(toParent:)`.
    func performEmbed(into container: UIView) {
        guard model.kind == .embed, let storyboard = source.storyboard,
              let scene = storyboard.document.scene(withControllerID: model.destinationID) else { return }
        let destination = makeDestination(scene.controller, storyboard: storyboard, sender: source)
        let segue = makeSegue(destination: destination)
        Runtime.shared.trace.record(source, "prepare(for:sender:)",
                                    "segue=\(describeIdentifier) destination=\(traceDescription(destination)) sender=\(traceDescription(source))")
        source.prepare(for: segue, sender: source)
        source.addChild(destination)
        container.addSubview(destination.view)
        destination.didMove(toParent: source)
    }

    /// A popover segue sets the destination's style and its popover presentation controller's
    /// anchor when it is made, so both can be read and changed in `prepare` (and a delegate set there).
    private func configurePopover(of destination: UIViewController, sender: Any?) {
        destination.modalPresentationStyle = .popover
        guard let popover = destination.popoverPresentationController else { return }
        if let anchor = model.popoverAnchorID.flatMap({ source.workbookObjectsByID[$0] }) {
            popover.sourceView = anchor as? UIView
            popover.barButtonItem = anchor as? UIBarButtonItem
        } else {
            popover.sourceView = sender as? UIView
            popover.barButtonItem = sender as? UIBarButtonItem
        }
        if let view = popover.sourceView { popover.sourceRect = view.bounds }
    }

    var describeIdentifier: String {
        model.identifier.map { "\"\($0)\"" } ?? "(no identifier)"
    }

    /// Step 2 of R2.1: the `@IBSegueAction` if connected, else `init(coder:)` through the storyboard.
    private func makeDestination(_ controllerModel: ControllerModel, storyboard: UIStoryboard, sender: Any?) -> UIViewController {
        if let selector = model.destinationCreationSelector,
           let segueAction = Runtime.shared.registry.segueAction(selector, on: source) {
            let identifier = model.identifier
            let source = self.source
            return storyboard.instantiate(controllerModel, creator: { coder in
                Runtime.shared.trace.record(source, segueAction.swiftName, "segue=\(self.describeIdentifier)")
                return segueAction.invoke(source, coder, sender, identifier)
            })
        }
        return storyboard.instantiate(controllerModel)
    }

    /// Step 3: the segue object, of the custom class if any, with the standard perform handler.
    func makeSegue(destination: UIViewController) -> UIStoryboardSegue {
        let segue: UIStoryboardSegue
        if let customClass = model.customClass, !customClass.isEmpty,
           let make = Runtime.shared.registry.glue(named: customClass)?.makeSegue {
            segue = make(model.identifier, source, destination)
            segue.workbookInstanceTag = Runtime.shared.trace.newTag(for: TraceRecorder.className(of: segue))
            Runtime.shared.trace.record(tag: segue.workbookInstanceTag ?? customClass, className: customClass,
                                        member: "init(identifier:source:destination:)", detail: describeIdentifier)
        } else {
            // A custom class the app does not have (renamed in the code, not in the storyboard):
            // UIKit cannot make the segue.
            if let customClass = model.customClass, !customClass.isEmpty, !customClass.hasPrefix("UI") {
                Runtime.shared.raise("NSInvalidArgumentException", "Could not find a segue class named '\(customClass)'")
            }
            segue = UIStoryboardSegue(identifier: model.identifier, source: source, destination: destination)
        }
        if model.kind != .custom && model.kind != .unwind {
            let kind = model.kind
            let style = model.modalPresentationStyle.flatMap(UIModalPresentationStyle.init(storyboardName:))
            let transition = model.modalTransitionStyle.flatMap(UIModalTransitionStyle.init(storyboardName:))
            segue.performHandler = { [unowned segue] in
                Self.standardPerform(kind: kind, segue: segue, style: style, transition: transition)
            }
        }
        return segue
    }

    /// Segue kinds (§3): show and showDetail resolve through the hierarchy; presentation uses the
    /// segue's style or, when "Same as Destination", the destination's own.
    private static func standardPerform(kind: SegueKind, segue: UIStoryboardSegue,
                                        style: UIModalPresentationStyle?, transition: UIModalTransitionStyle?) {
        let source = segue.source
        let destination = segue.destination
        switch kind {
        case .show, .push, .replace:
            source.show(destination, sender: source)
        case .showDetail:
            source.showDetailViewController(destination, sender: source)
        case .presentation, .modal:
            if let style { destination.modalPresentationStyle = style }
            if let transition { destination.modalTransitionStyle = transition }
            source.present(destination, animated: UIView.areAnimationsEnabled, completion: nil)
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            source.present(destination, animated: UIView.areAnimationsEnabled, completion: nil)
        case .custom, .unwind, .relationship, .embed:
            break
        }
    }
}

extension UIViewController {
    /// Segue templates of this controller's scene that carry an identifier: manual segues and
    /// triggered ones (R1.4).
    func segueTemplate(withIdentifier identifier: String) -> SegueTemplate? {
        guard let scene = workbookScene,
              let model = scene.allSegues.first(where: { $0.identifier == identifier && $0.kind != .relationship }) else { return nil }
        return SegueTemplate(model: model, source: self)
    }

    /// Every identifier `performSegue` can reach from this controller, for messages.
    @_spi(Workbook) public var workbookSegueIdentifiers: [String] {
        (workbookScene?.allSegues ?? []).filter { $0.kind != .relationship }.compactMap(\.identifier)
    }
}
