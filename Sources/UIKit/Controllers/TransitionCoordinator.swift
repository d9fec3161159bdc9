import Foundation

public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one animated transition: alive from the transition's start to its end
/// (R6.3: a non-animated transition has none).
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var isInteractive = false
    var initiallyInteractive: Bool { isInteractive }
    var isInterruptible: Bool { false }
    var isCancelled = false
    var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    let containerView = UIView(frame: UIScreen.main.bounds)
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(from: UIViewController?, to: UIViewController?, animated: Bool, style: UIModalPresentationStyle = .none) {
        self.from = from
        self.to = to
        self.isAnimated = animated
        self.presentationStyle = style
    }

    /// UIKit answers only its own keys (`.from`, `.to`); a key made by hand from another string
    /// (`UITransitionContextViewControllerKey(rawValue: "from")`) finds nothing: nil, noted.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default:
            Self.noteUnknownKey("viewController(forKey:)", key.rawValue, known: [UITransitionContextViewControllerKey.from.rawValue,
                                                                          UITransitionContextViewControllerKey.to.rawValue])
            return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from?.viewIfLoaded
        case .to: return to?.viewIfLoaded
        default:
            Self.noteUnknownKey("view(forKey:)", key.rawValue, known: [UITransitionContextViewKey.from.rawValue,
                                                                UITransitionContextViewKey.to.rawValue])
            return nil
        }
    }

    static func noteUnknownKey(_ member: String, _ rawValue: String, known: [String]) {
        Runtime.shared.trace.recordNote(instance: "transitionCoordinator", className: "UIViewControllerTransitionCoordinator",
                                        member, "\"\(rawValue)\" → nil",
                                        note: "unknown key: UIKit knows only " + known.map { "\"\($0)\"" }.joined(separator: " and "))
    }

    /// Animations run at once; completions run when the transition ends.
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    func finish() {
        let pending = completions
        completions = []
        pending.forEach { $0(self) }
    }

    /// Installs the coordinator on the controllers of a transition for its duration.
    static func during(_ controllers: [UIViewController?], from: UIViewController?, to: UIViewController?, animated: Bool,
                       style: UIModalPresentationStyle = .none, _ body: (TransitionCoordinator?) -> Void) {
        let coordinator = animated ? TransitionCoordinator(from: from, to: to, animated: true, style: style) : nil
        let participants = controllers.compactMap { $0 }
        for controller in participants { controller.activeTransitionCoordinator = coordinator }
        body(coordinator)
        for controller in participants where controller.activeTransitionCoordinator === coordinator {
            controller.activeTransitionCoordinator = nil
        }
    }
}
