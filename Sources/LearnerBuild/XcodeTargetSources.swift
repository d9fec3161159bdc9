import Foundation

/// The Swift files the app target of a `project.pbxproj` compiles: the files of its Sources build
/// phase (`PBXNativeTarget` → `buildPhases` → `PBXSourcesBuildPhase` → `files` → `PBXBuildFile`
/// → `fileRef`, its path joined with the paths of its groups), and every file under its
/// synchronized folders (`fileSystemSynchronizedGroups`, Xcode 16) minus the target's membership
/// exceptions. Paths are relative to the folder that holds the `.xcodeproj`.
struct XcodeTargetSources: Equatable {
    var targetName: String
    /// Files listed one by one.
    var files: Set<String>
    /// Synchronized folders (`PBXFileSystemSynchronizedRootGroup`) and the paths under each that
    /// are not members of the target.
    var synchronizedFolders: [String: Set<String>]
    /// The target's `SWIFT_VERSION` build setting (its Debug configuration's, else its first), or
    /// the project's when the target does not set it; nil when neither does.
    var swiftVersion: String? = nil

    /// Whether the target compiles the file at `path`, relative to the scanned folder, when the
    /// `.xcodeproj` lies in `base` (relative to the same folder; empty for its root).
    func contains(_ path: String, under base: String) -> Bool {
        guard base.isEmpty || path.hasPrefix(base + "/") else { return false }
        return contains(base.isEmpty ? path : String(path.dropFirst(base.count + 1)))
    }

    /// Whether the target compiles the file at `path` (relative to the project folder).
    func contains(_ path: String) -> Bool {
        if files.contains(path) { return true }
        for (folder, exceptions) in synchronizedFolders {
            let prefix = folder.isEmpty ? "" : folder + "/"
            guard folder.isEmpty || path.hasPrefix(prefix) else { continue }
            let inner = String(path.dropFirst(prefix.count))
            if exceptions.contains(where: { inner == $0 || inner.hasPrefix($0 + "/") }) { continue }
            return true
        }
        return false
    }

    /// The app target's sources, or nil when the project cannot be read or its app target lists
    /// no sources at all (then every Swift file of the folder is compiled, as without a project).
    /// `preferredTarget`: the target named like the project wins when there are several apps.
    static func read(pbxproj text: String, preferredTarget: String?) -> XcodeTargetSources? {
        guard let data = text.data(using: .utf8),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: Any] else { return nil }
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func isa(_ object: [String: Any]) -> String { object["isa"] as? String ?? "" }

        let targets = objects.compactMap { id, value -> (id: String, object: [String: Any])? in
            guard let target = value as? [String: Any], isa(target) == "PBXNativeTarget" else { return nil }
            return (id, target)
        }.sorted { ($0.object["name"] as? String ?? "", $0.id) < ($1.object["name"] as? String ?? "", $1.id) }
        let apps = targets.filter { ($0.object["productType"] as? String)?.hasPrefix("com.apple.product-type.application") == true }
        guard let target = apps.first(where: { $0.object["name"] as? String == preferredTarget }) ?? apps.first else { return nil }

        // Each group's or file's parent, to join the paths of `<group>`-relative entries.
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard let group = value as? [String: Any], let children = group["children"] as? [String] else { continue }
            for child in children { parents[child] = id }
        }
        var resolving = Set<String>()
        func path(of id: String) -> String? {
            guard let entry = objects[id] as? [String: Any], resolving.insert(id).inserted else { return nil }
            defer { resolving.remove(id) }
            let own = entry["path"] as? String ?? ""
            switch entry["sourceTree"] as? String ?? "<group>" {
            case "SOURCE_ROOT": return normalized(own)
            case "<group>":
                guard let parent = parents[id] else { return normalized(own) }
                guard let base = path(of: parent) else { return nil }
                return normalized(base.isEmpty ? own : own.isEmpty ? base : base + "/" + own)
            default: return nil  // SDK, built products, absolute paths: not the learner's files
            }
        }

        var files = Set<String>()
        var listsSources = false
        for phase in (target.object["buildPhases"] as? [String] ?? []).compactMap(object) where isa(phase) == "PBXSourcesBuildPhase" {
            listsSources = true
            for buildFile in (phase["files"] as? [String] ?? []).compactMap(object) {
                guard let reference = buildFile["fileRef"] as? String, let resolved = path(of: reference) else { continue }
                files.insert(resolved)
            }
        }
        var synchronized: [String: Set<String>] = [:]
        for id in target.object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let group = object(id), let folder = path(of: id) else { continue }
            listsSources = true
            var exceptions = Set<String>()
            for exceptionSet in (group["exceptions"] as? [String] ?? []).compactMap(object)
            where isa(exceptionSet) == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exceptionSet["target"] as? String == target.id {
                exceptions.formUnion((exceptionSet["membershipExceptions"] as? [String] ?? []).map(normalized))
            }
            synchronized[folder, default: []].formUnion(exceptions)
        }
        guard listsSources else { return nil }
        // SWIFT_VERSION: the target's own setting wins over the project's, as in Xcode.
        func swiftVersion(_ owner: [String: Any]?) -> String? {
            let configurations = (object(owner?["buildConfigurationList"])?["buildConfigurations"] as? [String] ?? []).compactMap(object)
            let ordered = configurations.filter { $0["name"] as? String == "Debug" } + configurations
            return ordered.lazy.compactMap { ($0["buildSettings"] as? [String: Any])?["SWIFT_VERSION"] as? String }.first
        }
        let project = objects.values.lazy.compactMap { $0 as? [String: Any] }.first { isa($0) == "PBXProject" }
        return XcodeTargetSources(targetName: target.object["name"] as? String ?? "", files: files, synchronizedFolders: synchronized,
                                  swiftVersion: swiftVersion(target.object) ?? swiftVersion(project))
    }

    /// The language mode the compiler gets for a `SWIFT_VERSION`: `4` and `4.2` as Xcode compiles
    /// them (Swift 4 mode keeps the names iOS SDKs had before Swift 4.2, such as
    /// `UITableViewRowAnimation`); anything else (5, 6, none, or Swift 3, which Xcode no longer
    /// builds) Swift 5's.
    static func languageMode(swiftVersion: String?) -> String {
        switch swiftVersion?.trimmingCharacters(in: .whitespaces) {
        case "4", "4.0", "4.1": return "4"
        case "4.2": return "4.2"
        default: return "5"
        }
    }

    /// `./A/../B/x.swift` → `B/x.swift`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
