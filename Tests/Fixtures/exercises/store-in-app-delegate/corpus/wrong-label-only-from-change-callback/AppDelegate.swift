import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var listeners: ((String?) -> Void)?

    // 화면보다 오래 남아야 하는 값 (a value that must outlive the screens)
    var value: String? {
        didSet { listeners?(value) }
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
