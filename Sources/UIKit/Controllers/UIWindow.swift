import Foundation

/// The window: its root controller appears when the window is key and visible (R2.4: no window,
/// no appearance callbacks).
@preconcurrency @MainActor
open class UIWindow: UIView {
    private var storedRoot: UIViewController?
    open weak var windowScene: UIWindowScene?
    open var windowLevel: UIWindow.Level = .normal
    open private(set) var isKeyWindow = false

    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        Runtime.shared.windows.append(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        Runtime.shared.windows.append(self)
    }

    /// The responder chain goes on to the window's scene, or, for a window in no scene, to the
    /// application (R10.7).
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }

    open var rootViewController: UIViewController? {
        get { storedRoot }
        set {
            let old = storedRoot
            guard old !== newValue else { return }
            storedRoot = newValue
            guard isKeyWindow, !isHidden else { return }
            Runtime.shared.defer_ {
                if let old { Appearance.run(.willDisappear, on: old, animated: false) }
                if let newValue { Appearance.run(.willAppear, on: newValue, animated: false) }
                if let old { Appearance.run(.didDisappear, on: old, animated: false) }
                if let newValue { Appearance.run(.didAppear, on: newValue, animated: false) }
            }
        }
    }

    open func makeKeyAndVisible() {
        Runtime.shared.trace.record(self, "makeKeyAndVisible")
        makeKey()
        guard isHidden else { return }
        isHidden = false
        showRoot()
    }

    open func makeKey() {
        for window in Runtime.shared.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        Runtime.shared.keyWindow = self
    }

    private func showRoot() {
        Runtime.shared.defer_ { [weak self] in
            guard let root = self?.storedRoot, !Appearance.isOnScreen(root) else { return }
            Appearance.run(.willAppear, on: root, animated: false)
            // At launch the scene enters the foreground and activates between the root's
            // viewWillAppear and viewDidAppear (R8.2).
            if let activation = Runtime.shared.launchActivation {
                Runtime.shared.launchActivation = nil
                activation()
            }
            Appearance.run(.didAppear, on: root, animated: false)
        }
    }
}

@_spi(Workbook)
extension UIWindow {
    /// A window that will never be shown (the storyboard's, replaced by the delegate's own):
    /// it leaves the application's windows, and its root is released with it.
    public func workbookDiscard() {
        Runtime.shared.windows.removeAll { $0 === self }
        if Runtime.shared.keyWindow === self { Runtime.shared.keyWindow = nil }
    }
}
