import Foundation

/// Finds the Swift files, storyboards and Info.plist of an Xcode-shaped folder.
public enum ProjectScanner {
    static let skippedFolders: Set<String> = ["Pods", "DerivedData", "Carthage", ".git", ".swiftpm", "build"]

    public static func scan(folder: URL) throws -> LearnerProject {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LearnerBuildError.notAProject("\(folder.path): error: no such folder")
        }
        var swiftFiles: [URL] = []
        var storyboards: [String: URL] = [:]
        var plists: [URL] = []
        var projectNames: [String] = []
        guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw LearnerBuildError.notAProject("\(folder.path): error: cannot read the folder")
        }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if name.hasSuffix(".xcodeproj") {
                    projectNames.append(String(name.dropLast(".xcodeproj".count)))
                    enumerator.skipDescendants()
                } else if skippedFolders.contains(name) || name.hasPrefix(".build") || name.hasSuffix(".xcworkspace")
                            || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") {
                    enumerator.skipDescendants()
                }
                continue
            }
            switch url.pathExtension {
            case "swift": swiftFiles.append(url)
            case "storyboard":
                let storyboardName = url.deletingPathExtension().lastPathComponent
                if storyboardName != "LaunchScreen" { storyboards[storyboardName] = url }
            case "plist" where name == "Info.plist": plists.append(url)
            default: break
            }
        }
        let sources = try swiftFiles.sorted { $0.path < $1.path }.compactMap { url -> LearnerProject.SourceFile? in
            let contents = try String(contentsOf: url, encoding: .utf8)
            if contents.contains("import XCTest") { return nil }
            return LearnerProject.SourceFile(relativePath: relative(url, to: folder), url: url, contents: contents)
        }
        guard !sources.isEmpty else {
            throw LearnerBuildError.notAProject("\(folder.path): error: no Swift files in this folder; expected an Xcode project folder with AppDelegate.swift and Base.lproj/Main.storyboard")
        }
        let plist = plists.sorted { $0.path.count < $1.path.count }.first
        let facts = plist.flatMap { InfoPlistFacts.read($0) } ?? InfoPlistFacts()
        let module = moduleName(projectNames.sorted().first ?? folder.lastPathComponent)
        // Xcode 13+ may keep the main storyboard in the build settings instead of Info.plist.
        let buildSettingStoryboard = projectNames.sorted().first.flatMap { name -> String? in
            let pbxproj = folder.appendingPathComponent("\(name).xcodeproj/project.pbxproj")
            return (try? String(contentsOf: pbxproj, encoding: .utf8)).flatMap(InfoPlistFacts.storyboardSetting)
        }
        let fallback = plist == nil && storyboards["Main"] != nil ? "Main" : nil
        return LearnerProject(folder: folder, moduleName: module, sources: sources, storyboards: storyboards,
                              mainStoryboard: facts.mainStoryboard ?? buildSettingStoryboard ?? fallback,
                              sceneDelegateClass: facts.sceneDelegateClass,
                              infoPlist: plist.flatMap { try? String(contentsOf: $0, encoding: .utf8) })
    }

    /// Xcode's product module name: letters, digits and `_`, not starting with a digit.
    public static func moduleName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.isEmpty { result = "App" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    static func relative(_ url: URL, to folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : url.lastPathComponent
    }
}

/// What UIKit reads from Info.plist at launch.
struct InfoPlistFacts {
    var mainStoryboard: String?
    var sceneDelegateClass: String?

    /// `INFOPLIST_KEY_UIMainStoryboardFile = Main;` in a project.pbxproj.
    static func storyboardSetting(_ pbxproj: String) -> String? {
        guard let range = pbxproj.range(of: "INFOPLIST_KEY_UIMainStoryboardFile = ") else { return nil }
        let rest = pbxproj[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        let value = rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return value.isEmpty ? nil : value
    }

    static func read(_ url: URL) -> InfoPlistFacts? {
        guard let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        var facts = InfoPlistFacts()
        facts.mainStoryboard = plist["UIMainStoryboardFile"] as? String
        if let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any],
           let application = (configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first {
            facts.mainStoryboard = application["UISceneStoryboardFile"] as? String ?? facts.mainStoryboard
            if let delegate = application["UISceneDelegateClassName"] as? String {
                facts.sceneDelegateClass = delegate.split(separator: ".").last.map(String.init)
            }
        }
        return facts
    }
}
