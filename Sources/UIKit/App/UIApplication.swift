import Foundation

/// The application object. `UIApplicationMain` is played by the driver.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static var sharedInstance: UIApplication?

    open class var shared: UIApplication {
        if let application = sharedInstance { return application }
        let application = UIApplication()
        sharedInstance = application
        return application
    }

    @_spi(Workbook) public static func resetShared() { sharedInstance = nil }

    public enum State: Int, Sendable { case active, inactive, background }

    /// Strong, unlike UIKit's `unowned(unsafe)`: the driver owns no other reference to it.
    open var delegate: UIApplicationDelegate?
    open var applicationState: State = .active
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    open var isNetworkActivityIndicatorVisible = false
    open private(set) var connectedScenes: Set<UIScene> = []
    open var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
    open var windows: [UIWindow] { Runtime.shared.windows }
    @available(*, deprecated, message: "Use a window scene's keyWindow")
    open var keyWindow: UIWindow? { Runtime.shared.keyWindow }
    open var supportsMultipleScenes: Bool { false }

    @_spi(Workbook) public func workbookConnect(_ scene: UIScene) { connectedScenes.insert(scene) }

    /// The end of the responder chain: the app delegate when it is a `UIResponder` (Xcode's
    /// template makes it one) and not a view, a view controller or the application (R10.7).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
              !(responder is UIView), !(responder is UIViewController) else { return nil }
        return responder
    }

    // The app's life-cycle notifications. Posted by the driver where the simulation has the
    // moment (R8.2): launch (`didFinishLaunching`, `didBecomeActive`) and, before a `relaunch` ends
    // the process, going to the background (`willResignActive`, `didEnterBackground`). The others
    // are never posted: the simulation has no such moment (no memory warnings, no screenshots, no
    // return from the background in the same process, no termination of a running app).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let localNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func registerForRemoteNotifications() {}
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let target = target as AnyObject? else { return false }
        ActionDispatch.send(action.name, to: target, sender: sender)
        return true
    }
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .all }
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> Int { 1 }
    open func endBackgroundTask(_ identifier: Int) {}
    public static let openSettingsURLString = "app-settings:"
}

/// Pre-Swift 4.2 names, still found in older course code.
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey

/// `UIApplicationMain` is played by the workbook driver; calling it directly is not supported.
@preconcurrency @MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    FileHandle.standardError.write(Data("UIApplicationMain is played by workbook: run the app with `workbook trace`.\n".utf8))
    return 1
}
