import Foundation

/// Modal presentation and dismissal (§4.2). The model (`presentedViewController`,
/// `presentingViewController`) changes at once when presenting; the appearance callbacks run
/// on the next run-loop turn (R2.4), in the order of R4.7–R4.10.
@MainActor
enum PresentationEngine {
    static func present(_ presented: UIViewController, from initiator: UIViewController, animated: Bool,
                        completion: (() -> Void)?) {
        let runtime = Runtime.shared
        // R4.21: presenting itself, before the other checks (a controller on screen is also "active").
        if presented === initiator {
            runtime.raise("NSInvalidArgumentException",
                          "Application tried to present modal view controller on itself. Presenting controller is \(runtime.objectDescription(initiator)).")
        }
        if let current = presented.storedPresenter {
            runtime.raise("NSInvalidArgumentException",
                          "Application tried to present modally a view controller \(runtime.objectDescription(presented)) that is already being presented by \(runtime.objectDescription(current)).")
        }
        if presented.storedParent != nil || presented === runtime.keyWindow?.rootViewController {
            runtime.raise("NSInvalidArgumentException",
                          "Application tried to present modally an active controller \(runtime.objectDescription(presented)).")
        }
        // A full-screen style needs a presenter that covers the screen: the outermost container
        // (R4.11); a current-context style, the nearest controller that defines a presentation
        // context, whose container (a tab bar) stays on screen (R4.20).
        let presenter = contextPresenter(for: presented, from: initiator) ?? initiator.containmentRoot
        if let already = presenter.storedPresented {
            runtime.warn("Attempt to present \(runtime.objectDescription(presented)) on \(runtime.objectDescription(presenter)) (from \(runtime.objectDescription(initiator))) which is already presenting \(runtime.objectDescription(already)).")
            return
        }
        guard isInWindowHierarchy(presenter.containmentRoot), presenter.storedParent == nil || Appearance.isOnScreen(presenter) else {
            runtime.warn("[Presentation] Attempt to present \(runtime.objectDescription(presented)) on \(runtime.objectDescription(presenter)) (from \(runtime.objectDescription(initiator))) whose view is not in the window hierarchy.")
            return
        }
        let style = adaptedStyle(of: presented)
        presenter.storedPresented = presented
        presented.storedPresenter = presenter
        presented.presentationStyleInUse = style
        presented.beingPresented = true
        // R2.4: setting up the presentation controller asks for the presented controller's view, so
        // it loads (`loadView`, `viewDidLoad`) before `present` returns; a container loads only its own
        // view here (its children load when they appear). The transition, with the appearance
        // callbacks, runs later (after the run loop's commit).
        presented.loadViewIfNeeded()

        runtime.defer_ {
            TransitionCoordinator.during([presenter, presented], from: presenter, to: presented, animated: animated,
                                         style: style) { coordinator in
                presented.loadViewIfNeeded()
                if style.removesPresenterViews { Appearance.run(.willDisappear, on: presenter, animated: animated) }
                Appearance.run(.willAppear, on: presented, animated: animated)
                Appearance.run(.didAppear, on: presented, animated: animated)
                if style.removesPresenterViews { Appearance.run(.didDisappear, on: presenter, animated: animated) }
                presented.beingPresented = false
                coordinator?.finish()
            }
            completion?()
        }
    }

    /// `.currentContext` and `.overCurrentContext`: the initiator or its nearest ancestor whose
    /// `definesPresentationContext` is true presents (nil: none does, and the outermost container
    /// presents, as for full screen).
    static func contextPresenter(for presented: UIViewController, from initiator: UIViewController) -> UIViewController? {
        guard presented.modalPresentationStyle == .currentContext || presented.modalPresentationStyle == .overCurrentContext else { return nil }
        var current: UIViewController? = initiator
        while let controller = current {
            if controller.definesPresentationContext { return controller }
            current = controller.storedParent
        }
        return nil
    }

    /// A popover on an iPhone (compact width) adapts: the delegate of its presentation controller
    /// is asked (`adaptivePresentationStyle(for:traitCollection:)`, which falls back to
    /// `adaptivePresentationStyle(for:)`); `.none` keeps the popover, another style is used as
    /// is, and no answer (`.automatic`) gives the default adaptation, a page sheet.
    private static func adaptedStyle(of presented: UIViewController) -> UIModalPresentationStyle {
        let style = presented.modalPresentationStyle
        guard style == .popover, let popover = presented.popoverPresentationController else { return style }
        guard let delegate = popover.delegate else { return .pageSheet }
        let runtime = Runtime.shared
        let answer = delegate.adaptivePresentationStyle(for: popover, traitCollection: UITraitCollection.current)
        runtime.trace.record(tag: runtime.trace.tag(anyObject: delegate), className: TraceRecorder.className(of: delegate),
                             member: "adaptivePresentationStyle(for:traitCollection:)", detail: "-> \(answer.name)")
        switch answer {
        case .none: break
        case .automatic: return .pageSheet
        default: return answer
        }
        if let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate {
            runtime.trace.record(tag: runtime.trace.tag(anyObject: delegate), className: TraceRecorder.className(of: delegate),
                                 member: "prepareForPopoverPresentation(_:)")
            popoverDelegate.prepareForPopoverPresentation(popover)
        }
        return .popover
    }

    /// `dismiss` on a presenter dismisses what it (or its nearest ancestor) presented; on a
    /// presented controller it asks the presenter (R4.8). Only the top animates; controllers in
    /// between are removed silently.
    static func dismiss(from caller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard case let .dismisses(presenter, bottom) = dismissal(from: caller) else { return }
        var chain: [UIViewController] = [bottom]
        while let next = chain.last?.storedPresented { chain.append(next) }
        let top = chain[chain.count - 1]
        chain.forEach { $0.beingDismissed = true }
        let revealsPresenter = bottom.presentationStyleInUse?.removesPresenterViews ?? false

        Runtime.shared.defer_ {
            TransitionCoordinator.during([presenter, top], from: top, to: presenter, animated: animated,
                                         style: top.presentationStyleInUse ?? .none) { coordinator in
                Appearance.run(.willDisappear, on: top, animated: animated)
                if revealsPresenter { Appearance.run(.willAppear, on: presenter, animated: animated) }
                if revealsPresenter { Appearance.run(.didAppear, on: presenter, animated: animated) }
                Appearance.run(.didDisappear, on: top, animated: animated)
                for controller in chain.dropLast() { markDisappearedSilently(controller) }
                detach(chain, from: presenter)
                coordinator?.finish()
            }
            completion?()
            _ = chain
        }
    }

    /// Interactive dismissal of the top sheet (R4.10). Returns false when the top is not a sheet.
    static func swipeDownTopSheet(in window: UIWindow, cancel: Bool = false) -> Bool {
        guard let root = window.rootViewController else { return false }
        var top: UIViewController? = nil
        var current = root.storedPresented
        while let controller = current {
            top = controller
            current = controller.storedPresented
        }
        guard let sheet = top, let style = sheet.presentationStyleInUse, style.isSheet,
              let presenter = sheet.storedPresenter else { return false }
        let presentationController = sheet.presentationController
        let delegate = presentationController?.delegate
        let runtime = Runtime.shared
        func notify(_ member: String) {
            guard let delegate else { return }
            runtime.trace.record(tag: runtime.trace.tag(anyObject: delegate),
                                 className: TraceRecorder.className(of: delegate), member: member)
        }
        // R4.10: `isModalInPresentation` of any controller on screen in the sheet counts, so the
        // root of a presented navigation controller can refuse the swipe (Apple's "Disabling the
        // pull-down gesture for a sheet" sets it on the controller inside the navigation controller).
        var onScreen: [UIViewController] = [sheet]
        while let child = onScreen.last?.visibleChildren.last { onScreen.append(child) }
        let isModal = onScreen.contains { $0.isModalInPresentation }
        if let pc = presentationController {
            let allowed = !isModal && (delegate?.presentationControllerShouldDismiss(pc) ?? true)
            if delegate != nil && !isModal { notify("presentationControllerShouldDismiss(_:)") }
            guard allowed else {
                notify("presentationControllerDidAttemptToDismiss(_:)")
                delegate?.presentationControllerDidAttemptToDismiss(pc)
                return true
            }
            notify("presentationControllerWillDismiss(_:)")
            delegate?.presentationControllerWillDismiss(pc)
        }
        if cancel {
            // Let go half way: the transition starts (the sheet will disappear), is cancelled,
            // and the sheet appears again; it stays presented and DidDismiss never comes.
            sheet.beingDismissed = true
            runtime.defer_ {
                TransitionCoordinator.during([presenter, sheet], from: sheet, to: presenter, animated: true, style: style) { coordinator in
                    coordinator?.isInteractive = true
                    Appearance.run(.willDisappear, on: sheet, animated: true)
                    coordinator?.isCancelled = true
                    sheet.beingDismissed = false
                    Appearance.run(.willAppear, on: sheet, animated: true)
                    Appearance.run(.didAppear, on: sheet, animated: true)
                    coordinator?.finish()
                }
            }
            return true
        }
        sheet.beingDismissed = true
        runtime.defer_ {
            TransitionCoordinator.during([presenter, sheet], from: sheet, to: presenter, animated: true, style: style) { coordinator in
                coordinator?.isInteractive = true
                Appearance.run(.willDisappear, on: sheet, animated: true)
                Appearance.run(.didDisappear, on: sheet, animated: true)
                detach([sheet], from: presenter)
                coordinator?.finish()
            }
            if let pc = presentationController {
                notify("presentationControllerDidDismiss(_:)")
                delegate?.presentationControllerDidDismiss(pc)
            }
        }
        return true
    }

    /// What `dismiss` from `caller` does: dismisses `bottom` (and everything above it) presented
    /// by `presenter`, or nothing, for a reason the trace gives (UIKit says nothing).
    enum Dismissal {
        case dismisses(presenter: UIViewController, bottom: UIViewController)
        case ignored(String)

        var ignoredReason: String? {
            if case let .ignored(why) = self { return why }
            return nil
        }
    }

    /// Why UIKit would only log and show nothing for this presentation (the trace marks the call
    /// ignored, R4.23): the presenter already presents a screen, or is not in the window. Nil when
    /// it presents, or raises (presenting itself, a screen already presented or active).
    static func ignoredPresentation(of presented: UIViewController, from initiator: UIViewController) -> String? {
        guard presented !== initiator, presented.storedPresenter == nil, presented.storedParent == nil,
              presented !== Runtime.shared.keyWindow?.rootViewController else { return nil }
        let presenter = contextPresenter(for: presented, from: initiator) ?? initiator.containmentRoot
        if let already = presenter.storedPresented {
            return "it is already presenting \(Runtime.shared.trace.tag(already))"
        }
        guard isInWindowHierarchy(presenter.containmentRoot), presenter.storedParent == nil || Appearance.isOnScreen(presenter) else {
            return "its view is not in the window hierarchy"
        }
        return nil
    }

    static func dismissal(from caller: UIViewController) -> Dismissal {
        guard let presenter = holderOfPresented(from: caller) ?? caller.containmentRoot.storedPresenter else {
            return .ignored("nothing is presented by it or above it, and it was not presented")
        }
        guard let bottom = presenter.storedPresented, !bottom.beingDismissed else { return .ignored("a dismissal is already under way") }
        return .dismisses(presenter: presenter, bottom: bottom)
    }

    private static func holderOfPresented(from caller: UIViewController) -> UIViewController? {
        var current: UIViewController? = caller
        while let controller = current {
            if controller.storedPresented != nil { return controller }
            current = controller.storedParent
        }
        return nil
    }

    private static func detach(_ chain: [UIViewController], from presenter: UIViewController) {
        presenter.storedPresented = nil
        for controller in chain {
            controller.storedPresented = nil
            controller.storedPresenter = nil
            controller.beingDismissed = false
            controller.presentationStyleInUse = nil
            controller.storedPresentationController = nil
        }
    }

    private static func markDisappearedSilently(_ controller: UIViewController) {
        controller.appearanceState = .disappeared
        controller.visibleChildren.forEach(markDisappearedSilently)
    }

    /// A presenter must be the window's root or a controller presented from it, and on screen.
    static func isInWindowHierarchy(_ controller: UIViewController) -> Bool {
        guard let window = Runtime.shared.keyWindow, let root = window.rootViewController, !window.isHidden else { return false }
        var current: UIViewController? = controller
        while let candidate = current {
            // Appearing is not enough: until `viewIsAppearing` the view is not in the window yet, so
            // presenting from the first `viewWillAppear` of the screen is refused (R4.13).
            if candidate === root { return controller.appearanceState == .appeared || controller.workbookViewInWindow }
            current = candidate.storedPresenter
        }
        return false
    }
}
