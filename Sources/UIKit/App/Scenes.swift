import Foundation

@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    /// What the system passes when it connects a scene: empty in the simulation.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> = []
        open var shortcutItem: AnyObject?
        open var userActivities: Set<NSUserActivityLike> = []
        open var sourceApplication: String?
        @_spi(Workbook) public override init() { super.init() }
    }

    public let session: UISceneSession
    open var delegate: UISceneDelegate?
    open var activationState: ActivationState = .foregroundActive
    open var title: String?

    // A scene's life-cycle notifications (iOS 13), the scene as their object: posted at launch
    // (`willConnect`, `willEnterForeground`, `didActivate`) and before a `relaunch` ends the
    // process (`willDeactivate`, `didEnterBackground`) (R8.2); `didDisconnect` never is.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// A scene hands on to the application (R10.7).
    open override var next: UIResponder? { UIApplication.shared }

    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}

@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { Runtime.shared.windows.filter { $0.windowScene === self } }
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { UIScreen.main }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// The scene's coordinate space: its screen's (the window templates' `UIWindow(frame:
    /// windowScene.coordinateSpace.bounds)`).
    open var coordinateSpace: UICoordinateSpace { screen }
}

/// A coordinate space's bounds (UIKit's protocol also converts points and rectangles between
/// spaces; frames are not laid out here).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
}

@preconcurrency @MainActor
open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    open weak var scene: UIScene?
    open var configuration: UISceneConfiguration
    public let persistentIdentifier = UUID().uuidString
    open var userInfo: [String: Any]?

    @_spi(Workbook) public init(role: Role) {
        self.role = role
        self.configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        super.init()
    }
}

@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    public let url: URL
    init(url: URL) {
        self.url = url
        super.init()
    }
}

/// Stand-in for `NSUserActivity`, which Linux Foundation lacks.
public final class NSUserActivityLike: NSObject {}

@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

@preconcurrency @MainActor
open class UIScreen: NSObject, UICoordinateSpace {
    public static let main = UIScreen()
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1170, height: 2532) }
    open var scale: CGFloat { 3 }
    open var brightness: CGFloat = 0.5
}

@preconcurrency @MainActor
open class UIDevice: NSObject {
    public static let current = UIDevice()
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000001") }
}
