import Foundation

/// Calls the appearance methods the way UIKit does: recorded in the trace, forwarded from a
/// container to its visible child right after the container's own call (R4.12), and never twice
/// in a row for the same phase.
@MainActor
enum Appearance {
    enum Phase {
        case willAppear, didAppear, willDisappear, didDisappear

        var member: String {
            switch self {
            case .willAppear: return "viewWillAppear(_:)"
            case .didAppear: return "viewDidAppear(_:)"
            case .willDisappear: return "viewWillDisappear(_:)"
            case .didDisappear: return "viewDidDisappear(_:)"
            }
        }
    }

    /// Runs `phase` on `controller` and then on its visible children, parent first.
    /// Appearing loads the view first (`viewDidLoad` the first time only).
    static func run(_ phase: Phase, on controller: UIViewController, animated: Bool) {
        var appearing: [UIViewController] = []
        runTree(phase, on: controller, animated: animated, appearing: &appearing)
        // iOS 13+ (iOS 17 SDK): once the views are in the window and laid out, after every
        // viewWillAppear of the tree and before viewDidAppear. Called, not traced (R4.16).
        // A controller that stopped appearing meanwhile (a split view's collapsed secondary, R12.2) is skipped.
        for controller in appearing where controller.appearanceState == .appearing {
            controller.workbookViewInWindow = true
            controller.viewIsAppearing(animated)
        }
    }

    private static func runTree(_ phase: Phase, on controller: UIViewController, animated: Bool,
                                appearing: inout [UIViewController]) {
        switch phase {
        case .willAppear:
            controller.loadViewIfNeeded()
            guard controller.appearanceState != .appeared && controller.appearanceState != .appearing else { break }
            controller.appearanceState = .appearing
            record(controller, phase, animated)
            controller.viewWillAppear(animated)
            appearing.append(controller)
        case .didAppear:
            guard controller.appearanceState != .appeared else { break }
            controller.appearanceState = .appeared
            record(controller, phase, animated)
            controller.viewDidAppear(animated)
        case .willDisappear:
            guard controller.appearanceState == .appeared || controller.appearanceState == .appearing else { break }
            controller.appearanceState = .disappearing
            // The screen's view is about to leave the window: a text field editing in it ends
            // editing first, forced, before viewWillDisappear (R10.15).
            controller.viewIfLoaded?.workbookEndEditingLeavingWindow()
            record(controller, phase, animated)
            controller.viewWillDisappear(animated)
        case .didDisappear:
            guard controller.appearanceState != .disappeared else { break }
            controller.appearanceState = .disappeared
            // The view has left the window when viewDidDisappear runs; a text field that became
            // first responder in it meanwhile ended editing as it left (R10.15).
            controller.workbookViewInWindow = false
            controller.viewIfLoaded?.workbookEndEditingLeavingWindow()
            record(controller, phase, animated)
            controller.viewDidDisappear(animated)
        }
        let navigation = controller as? UINavigationController
        navigation?.willForwardAppearance(phase, animated: animated)
        let split = phase == .willAppear ? controller as? UISplitViewController : nil
        split?.willForwardWillAppear()
        for child in controller.visibleChildren {
            runTree(phase, on: child, animated: animated, appearing: &appearing)
        }
        split?.didForwardWillAppear()
        navigation?.didForwardAppearance(phase, animated: animated)
    }

    private static func record(_ controller: UIViewController, _ phase: Phase, _ animated: Bool) {
        Runtime.shared.trace.record(controller, phase.member, "animated=\(animated)")
    }

    /// True when the controller is part of what the window shows (appeared or appearing).
    static func isOnScreen(_ controller: UIViewController) -> Bool {
        controller.appearanceState == .appeared || controller.appearanceState == .appearing
    }
}

