import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// Plays `UIApplicationMain`: the app delegate, then (with scenes) the scene session, its
/// delegate and window, or (without) the main storyboard's window, in UIKit's order.
@MainActor
struct AppLauncher {
    let mainStoryboard: String?
    let appDelegateClass: String?
    let sceneDelegateClass: String?

    func launch() {
        let runtime = Runtime.shared
        let application = UIApplication.shared
        let delegate = appDelegateClass.flatMap { runtime.registry.glue(named: $0)?.makePlain?() } as? UIApplicationDelegate
        application.delegate = delegate
        let trace = runtime.trace
        func record(_ member: String) {
            if let delegate { trace.record(tag: trace.tag(anyObject: delegate), className: TraceRecorder.className(of: delegate), member: member) }
        }

        if let sceneDelegateClass, let sceneGlue = runtime.registry.glue(named: sceneDelegateClass) {
            record("application(_:willFinishLaunchingWithOptions:)")
            _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
            record("application(_:didFinishLaunchingWithOptions:)")
            _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
            Self.post(UIApplication.didFinishLaunchingNotification, application)
            connectScene(application: application, delegate: delegate, sceneGlue: sceneGlue, record: record)
        } else {
            var window: UIWindow?
            if let root = initialController() {
                let made = UIWindow(frame: UIScreen.main.bounds)
                delegate?.window = made
                made.rootViewController = root
                window = made
            }
            record("application(_:willFinishLaunchingWithOptions:)")
            _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
            record("application(_:didFinishLaunchingWithOptions:)")
            _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
            Self.post(UIApplication.didFinishLaunchingNotification, application)
            if let window {
                Self.showStoryboardWindow(window, unlessReplacedBy: delegate?.window)
            }
            // The app becomes active once its first screen is up (R8.2): after the root's
            // viewDidLoad and appearance, which the window runs on the run loop's next turn.
            runtime.defer_ {
                record("applicationDidBecomeActive(_:)")
                delegate?.applicationDidBecomeActive(application)
                Self.post(UIApplication.didBecomeActiveNotification, application)
            }
        }
    }

    /// The user leaves the app before it is ended (a `relaunch` follows): it resigns active and
    /// enters the background, each delegate method followed by its notifications, as UIKit
    /// does (R8.2). With scenes the scene delegate is told (UIKit then does not call the app
    /// delegate's life-cycle methods) and the application's notifications follow the scene's.
    func enterBackground() {
        let application = UIApplication.shared
        let trace = Runtime.shared.trace
        func record(_ object: AnyObject, _ member: String) {
            trace.record(tag: trace.tag(anyObject: object), className: TraceRecorder.className(of: object), member: member)
        }
        if let scene = application.connectedScenes.first {
            let sceneDelegate = scene.delegate
            if let sceneDelegate { record(sceneDelegate, "sceneWillResignActive(_:)") }
            sceneDelegate?.sceneWillResignActive(scene)
            scene.activationState = .foregroundInactive
            Self.post(UIScene.willDeactivateNotification, scene)
            application.applicationState = .inactive
            Self.post(UIApplication.willResignActiveNotification, application)
            Runtime.shared.drain()
            if let sceneDelegate { record(sceneDelegate, "sceneDidEnterBackground(_:)") }
            sceneDelegate?.sceneDidEnterBackground(scene)
            scene.activationState = .background
            Self.post(UIScene.didEnterBackgroundNotification, scene)
            application.applicationState = .background
            Self.post(UIApplication.didEnterBackgroundNotification, application)
        } else {
            let delegate = application.delegate
            if let delegate { record(delegate, "applicationWillResignActive(_:)") }
            delegate?.applicationWillResignActive(application)
            application.applicationState = .inactive
            Self.post(UIApplication.willResignActiveNotification, application)
            Runtime.shared.drain()
            if let delegate { record(delegate, "applicationDidEnterBackground(_:)") }
            delegate?.applicationDidEnterBackground(application)
            application.applicationState = .background
            Self.post(UIApplication.didEnterBackgroundNotification, application)
        }
    }

    private static func post(_ name: Notification.Name, _ object: AnyObject) {
        NotificationCenter.default.post(name: name, object: object)
    }

    private func connectScene(application: UIApplication, delegate: UIApplicationDelegate?, sceneGlue: ClassGlue,
                              record: (String) -> Void) {
        let runtime = Runtime.shared
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        record("application(_:configurationForConnecting:options:)")
        let configuration = delegate?.application(application, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        let scene = UIWindowScene(session: session, connectionOptions: options)
        let sceneDelegate = sceneGlue.makePlain?() as? UIWindowSceneDelegate
        scene.delegate = sceneDelegate
        application.workbookConnect(scene)

        var storyboardWindow: UIWindow?
        if let root = initialController(named: configuration.storyboard?.document.name ?? mainStoryboard) {
            let window = UIWindow(windowScene: scene)
            sceneDelegate?.window = window
            window.rootViewController = root
            storyboardWindow = window
        }
        if let sceneDelegate {
            runtime.trace.record(tag: runtime.trace.tag(anyObject: sceneDelegate), className: TraceRecorder.className(of: sceneDelegate),
                                 member: "scene(_:willConnectTo:options:)")
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
        }
        Self.post(UIScene.willConnectNotification, scene)
        if let storyboardWindow {
            Self.showStoryboardWindow(storyboardWindow, unlessReplacedBy: sceneDelegate?.window)
        }
        // The scene enters the foreground and activates once its first screen is about to
        // appear (R8.2): between the root's viewWillAppear and viewDidAppear, which the window
        // runs on the run loop's next turn, so an observer added in the root's viewDidLoad hears
        // the activation. With no window shown, on that turn.
        runtime.launchActivation = {
            if let sceneDelegate {
                for member in ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"] {
                    runtime.trace.record(tag: runtime.trace.tag(anyObject: sceneDelegate), className: TraceRecorder.className(of: sceneDelegate),
                                         member: member)
                    if member.hasPrefix("sceneWill") {
                        sceneDelegate.sceneWillEnterForeground(scene)
                        Self.post(UIScene.willEnterForegroundNotification, scene)
                    } else {
                        sceneDelegate.sceneDidBecomeActive(scene)
                    }
                }
            } else {
                Self.post(UIScene.willEnterForegroundNotification, scene)
            }
            // The app becomes active with its first scene.
            Self.post(UIScene.didActivateNotification, scene)
            Self.post(UIApplication.didBecomeActiveNotification, application)
        }
        runtime.defer_ {
            if let activation = runtime.launchActivation {
                runtime.launchActivation = nil
                activation()
            }
        }
    }

    /// UIKit makes the window it made from the storyboard key and visible after the delegate's
    /// set-up, unless the delegate replaced it with a window of its own (the coordinator
    /// pattern: `window = UIWindow(windowScene:)`, its own root, `makeKeyAndVisible()`): that
    /// window is the app's, and the storyboard's is let go without ever being shown.
    private static func showStoryboardWindow(_ storyboardWindow: UIWindow, unlessReplacedBy delegateWindow: UIWindow?) {
        if let delegateWindow, delegateWindow !== storyboardWindow {
            storyboardWindow.workbookDiscard()
            return
        }
        storyboardWindow.makeKeyAndVisible()
    }

    private func initialController(named name: String? = nil) -> UIViewController? {
        guard let name = name ?? mainStoryboard, Runtime.shared.storyboards[name] != nil else { return nil }
        return UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
    }
}
