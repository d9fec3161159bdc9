import Foundation

extension ProjectScanner {
    struct FoundFiles {
        var swiftFiles: [URL] = []
        var storyboards: [URL] = []
        var plists: [URL] = []
        var projectNames: [String] = []
    }

    /// Walks the folder, skipping project bundles, dependencies, build folders and test targets.
    static func listFiles(in folder: URL) throws -> FoundFiles {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw LearnerBuildError.notAProject("\(folder.path): error: cannot read the folder")
        }
        var found = FoundFiles()
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if name.hasSuffix(".xcodeproj") {
                    found.projectNames.append(String(name.dropLast(".xcodeproj".count)))
                    enumerator.skipDescendants()
                } else if skippedFolders.contains(name) || name.hasPrefix(".build") || name.hasSuffix(".xcworkspace")
                            || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") {
                    enumerator.skipDescendants()
                }
                continue
            }
            switch url.pathExtension {
            case "swift": found.swiftFiles.append(url)
            case "storyboard": found.storyboards.append(url)
            case "plist" where name == "Info.plist": found.plists.append(url)
            default: break
            }
        }
        return found
    }

    /// One file per storyboard name: `Base.lproj` first (localized copies share the name), then
    /// the shortest path.
    static func pickStoryboards(_ urls: [URL]) -> [String: URL] {
        func rank(_ url: URL) -> (Int, Int, String) {
            let isBase = url.deletingLastPathComponent().lastPathComponent == "Base.lproj"
            return (isBase ? 0 : 1, url.pathComponents.count, url.path)
        }
        var result: [String: URL] = [:]
        for url in urls.sorted(by: { rank($0) < rank($1) }) {
            let name = url.deletingPathExtension().lastPathComponent
            if result[name] == nil { result[name] = url }
        }
        return result
    }
}
