import Foundation

/// What UIKit reads from Info.plist at launch.
struct InfoPlistFacts {
    var mainStoryboard: String?
    var sceneDelegateClass: String?
    var launchStoryboard: String?

    /// `INFOPLIST_KEY_UIMainStoryboardFile = Main;` in a project.pbxproj.
    static func storyboardSetting(_ pbxproj: String) -> String? {
        guard let range = pbxproj.range(of: "INFOPLIST_KEY_UIMainStoryboardFile = ") else { return nil }
        let rest = pbxproj[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        let value = rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return value.isEmpty ? nil : value
    }

    /// The scene manifest's storyboard wins over `UIMainStoryboardFile`, as on iOS 13+.
    static func read(_ url: URL) -> InfoPlistFacts? {
        guard let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        var facts = InfoPlistFacts()
        facts.mainStoryboard = nonEmpty(plist["UIMainStoryboardFile"])
        facts.launchStoryboard = nonEmpty(plist["UILaunchStoryboardName"])
        if let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any],
           let application = (configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first {
            facts.mainStoryboard = nonEmpty(application["UISceneStoryboardFile"]) ?? facts.mainStoryboard
            facts.sceneDelegateClass = nonEmpty(application["UISceneDelegateClassName"]).map(unqualified)
        }
        return facts
    }

    /// `$(PRODUCT_MODULE_NAME).SceneDelegate` → `SceneDelegate`.
    static func unqualified(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    private static func nonEmpty(_ value: Any?) -> String? {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return text
    }
}
