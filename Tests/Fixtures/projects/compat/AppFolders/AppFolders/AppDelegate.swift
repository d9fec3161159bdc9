import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The tutorials' way to find where a file goes: the first path, unchecked.
    let libraryPath = NSSearchPathForDirectoriesInDomains(.libraryDirectory, .userDomainMask, true)[0]

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = NSHomeDirectory()
        func shown(_ path: String) -> String { path.replacingOccurrences(of: home, with: "HOME") }
        print("library:", shown(libraryPath))
        print("documents:", shown(NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true).first!))
        print("documents unexpanded:", NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, false)[0])
        let fileManager = FileManager.default
        print("caches:", shown(fileManager.urls(for: .cachesDirectory, in: .userDomainMask)[0].path))
        let support = try! fileManager.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        print("support:", shown(support.path), fileManager.fileExists(atPath: support.path))

        // Written into Documents without creating it first: iOS made it when it installed the app.
        let notes = fileManager.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("notes.txt")
        if let saved = try? String(contentsOf: notes, encoding: .utf8) {
            print("read back:", saved)
        } else {
            try! "first launch".write(to: notes, atomically: true, encoding: .utf8)
            print("saved")
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
