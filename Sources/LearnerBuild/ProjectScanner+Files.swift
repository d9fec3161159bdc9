import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ProjectScanner {
    struct FoundFiles {
        var swiftFiles: [URL] = []
        var storyboards: [URL] = []
        var nibs: [URL] = []
        /// `Model.xcdatamodeld/Model.xcdatamodel/contents`, one per model version.
        var dataModels: [URL] = []
        var plists: [URL] = []
        var projectNames: [String] = []
        /// Each `.xcodeproj` as the learner sees its path (`App/App.xcodeproj`).
        var projectPaths: [String] = []
        /// Objective-C sources (`.m`, `.mm`) as the learner sees their paths: named, never read,
        /// so a project written in Objective-C is told so instead of "no Swift files".
        var objectiveCFiles: [String] = []
        /// Storyboards, xibs and Core Data models met (localized copies included) and their bytes.
        var interfaceFiles = 0
        var interfaceBytes: Int64 = 0
    }

    /// At most this many storyboards, xibs and Core Data models in all, and this many bytes of
    /// them, judged from the folder's entries as the walk meets them, before any XML is parsed
    /// (issue 29.5: twelve storyboards of 4.8 MB, each under the per-file limit, cost 45–132 s and
    /// 1.8 GB of memory for one check). A learner's app holds a few of a few hundred KB; the
    /// largest storyboard the importer takes alone (8 MB) still fits.
    static let maximumInterfaceFiles = 64
    static let maximumInterfaceTotalSize: Int64 = 8 << 20

    /// Largest file the scan reads (Swift, storyboard, xib, Info.plist, project.pbxproj, a Core Data model's contents).
    static let maximumFileSize = 16 << 20
    /// Deepest folder nesting the scan follows.
    static let maximumDepth = 48

    /// Walks the folder, skipping project bundles, dependencies, build folders and test targets.
    ///
    /// Nothing outside the folder is read: a symbolic link whose target is outside the folder
    /// (or missing) makes the scan fail, naming the link and its target; links inside it are
    /// followed, each folder once (no loops). Files and folders the scan uses must have names
    /// the compiler and its messages can carry (no leading `-`, no control or direction
    /// characters, no `:`, valid UTF-8, not `__workbook…`), and files it reads must be regular,
    /// not hard-linked, and at most `maximumFileSize` bytes. Paths are the physical ones (links
    /// resolved), as `relative(_:to:)` gives them.
    static func listFiles(in folder: URL) throws -> FoundFiles {
        guard let root = realPath(folder.path) else {
            throw LearnerBuildError.notAProject("\(folder.path): error: cannot read the folder")
        }
        var walker = Walker(root: root)
        try walker.walk(physical: root, shown: "", depth: 0, collecting: true)
        return walker.found
    }

    /// Why a file or folder name is refused, or nil.
    static func refusal(forName name: String) -> String? {
        if name.hasPrefix("-") {
            return "the name starts with '-', which command-line tools read as an option; rename it"
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "the name holds a control character (such as a line break or tab); rename it"
        }
        if name.unicodeScalars.contains(where: { [0x2028, 0x2029, 0x200E, 0x200F, 0x061C].contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }) {
            return "the name holds a line-separator or text-direction character, which would make messages show a different name; rename it"
        }
        if name.contains(":") {
            return "the name holds ':', which compiler messages use between the file, line and column; rename it"
        }
        if name.lowercased().hasPrefix("__workbook") {
            return "names starting with '__workbook' are reserved for the files workbook generates; rename it"
        }
        return nil
    }

    /// The path with every symbolic link and `.`/`..` resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        realPath(Array(path.utf8CString))
    }

    static func realPath(_ path: [CChar]) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private struct Walker {
        let root: String
        var found = FoundFiles()
        var visitedFolders = Set<FileID>()
        var collectedPaths = Set<String>()

        init(root: String) { self.root = root }

        /// `path` relative to the root, or nil when it is outside.
        func inside(_ path: String) -> String? {
            if path == root { return "" }
            let prefix = root == "/" ? "/" : root + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
        }

        static func join(_ folder: String, _ name: String) -> String {
            folder.isEmpty ? name : folder == "/" ? "/" + name : folder + "/" + name
        }

        /// Walks one folder: `physical` is its real path, `shown` the path as the learner sees it.
        mutating func walk(physical: String, shown: String, depth: Int, collecting: Bool) throws {
            var info = stat()
            guard stat(physical, &info) == 0 else {
                throw LearnerBuildError.notAProject("\(shown.isEmpty ? root : shown): error: cannot read this folder")
            }
            guard visitedFolders.insert(FileID(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))).inserted else { return }
            guard depth <= ProjectScanner.maximumDepth else {
                throw LearnerBuildError.notAProject("\(shown): error: folders are nested more than \(ProjectScanner.maximumDepth) deep; this is not an Xcode project layout")
            }
            for rawName in try Self.entries(of: physical, shown: shown) {
                let name = String(decoding: rawName, as: UTF8.self)
                let entryShown = Self.join(shown, name)
                let entryPhysical = Self.join(physical, name)
                let nameIsUTF8 = String(validating: rawName, as: UTF8.self) != nil

                // The entry by its raw bytes: a name that is not UTF-8 is still found and checked.
                let rawPath = (Array(physical.utf8) + [UInt8(ascii: "/")] + rawName + [0]).map { CChar(bitPattern: $0) }
                var link = stat()
                guard lstat(rawPath, &link) == 0 else { continue }
                var target = entryPhysical
                var isLink = false
                if (link.st_mode & S_IFMT) == S_IFLNK {
                    isLink = true
                    let text = Self.linkText(rawPath)
                    guard let resolved = ProjectScanner.realPath(rawPath) else {
                        throw LearnerBuildError.notAProject("\(entryShown): error: this symbolic link points to '\(text)', which does not exist (or loops); replace the link with the file itself")
                    }
                    guard inside(resolved) != nil else {
                        throw LearnerBuildError.notAProject("\(entryShown): error: this symbolic link points outside the project folder (to '\(text)'); workbook reads only files inside the project, so replace the link with a copy of the file")
                    }
                    target = resolved
                }
                var info = stat()
                guard isLink ? stat(target, &info) == 0 : stat(rawPath, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if !nameIsUTF8 {
                    let used = kind == S_IFDIR || ["swift", "storyboard", "xib"].contains((name as NSString).pathExtension) || name == "Info.plist"
                    if collecting && used { try Self.check(name: name, isUTF8: false, shown: entryShown) }
                    continue
                }

                if kind == S_IFDIR {
                    var collectInside = collecting
                    if name.hasSuffix(".xcodeproj") {
                        if collecting {
                            try Self.check(name: name, isUTF8: nameIsUTF8, shown: entryShown)
                            found.projectNames.append(String(name.dropLast(".xcodeproj".count)))
                            found.projectPaths.append(entryShown)
                        }
                        collectInside = false // only checked: project.pbxproj is read
                    } else if ProjectScanner.skippedFolders.contains(name) || name.hasPrefix(".build") || name.hasSuffix(".xcworkspace")
                                || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") {
                        continue // never read
                    }
                    if collecting || name.hasSuffix(".xcodeproj") { try Self.check(name: name, isUTF8: nameIsUTF8, shown: entryShown) }
                    let physicalFolder = isLink ? target : entryPhysical
                    try walk(physical: physicalFolder, shown: entryShown, depth: depth + 1, collecting: collectInside)
                    continue
                }

                if collecting, ["m", "mm"].contains((name as NSString).pathExtension), found.objectiveCFiles.count < 8,
                   nameIsUTF8, ProjectScanner.refusal(forName: name) == nil {
                    found.objectiveCFiles.append(entryShown)
                }
                let isModel = name == "contents" && (shown as NSString).pathExtension == "xcdatamodel"
                    && ((shown as NSString).deletingLastPathComponent as NSString).pathExtension == "xcdatamodeld"
                let isRead = collecting ? ["swift", "storyboard", "xib"].contains((name as NSString).pathExtension) || name == "Info.plist" || isModel
                                        : name == "project.pbxproj"
                guard isRead else { continue }
                try Self.check(name: name, isUTF8: nameIsUTF8, shown: entryShown)
                guard kind == S_IFREG else {
                    throw LearnerBuildError.notAProject("\(entryShown): error: this is not a regular file (a pipe, socket or device); replace it with the file itself")
                }
                guard info.st_nlink <= 1 else {
                    throw LearnerBuildError.notAProject("\(entryShown): error: this file is a hard link shared with another file, possibly outside the project; replace it with a copy")
                }
                guard Int64(info.st_size) <= Int64(ProjectScanner.maximumFileSize) else {
                    throw LearnerBuildError.notAProject("\(entryShown): error: this file is larger than \(ProjectScanner.maximumFileSize >> 20) MB, too large for a learner's project file")
                }
                if collecting, isModel || ["storyboard", "xib"].contains((name as NSString).pathExtension) {
                    found.interfaceFiles += 1
                    found.interfaceBytes += Int64(info.st_size)
                    if found.interfaceFiles > ProjectScanner.maximumInterfaceFiles {
                        throw LearnerBuildError.notAProject("\(entryShown): error: this project holds more than \(ProjectScanner.maximumInterfaceFiles) storyboards, xibs and data models; workbook reads at most \(ProjectScanner.maximumInterfaceFiles) per app (remove copies and unused ones)")
                    }
                    if found.interfaceBytes > ProjectScanner.maximumInterfaceTotalSize {
                        throw LearnerBuildError.notAProject("\(entryShown): error: with this file the project's storyboards, xibs and data models hold more than \(ProjectScanner.maximumInterfaceTotalSize >> 20) MB in all; workbook reads at most \(ProjectScanner.maximumInterfaceTotalSize >> 20) MB of them per app (an app's storyboards are a few hundred KB: remove generated or copied ones)")
                    }
                }
                guard collecting, let relative = inside(target) else { continue }
                for component in relative.split(separator: "/") where component != Substring(name) {
                    try Self.check(name: String(component), isUTF8: true, shown: relative)
                }
                guard collectedPaths.insert(relative).inserted else { continue }
                let url = URL(fileURLWithPath: target)
                if isModel {
                    found.dataModels.append(url)
                    continue
                }
                switch (name as NSString).pathExtension {
                case "swift": found.swiftFiles.append(url)
                case "storyboard": found.storyboards.append(url)
                case "xib": found.nibs.append(url)
                default: found.plists.append(url)
                }
            }
        }

        static func check(name: String, isUTF8: Bool, shown: String) throws {
            guard isUTF8 else {
                throw LearnerBuildError.notAProject("\(shown): error: the name is not valid UTF-8 text; rename it")
            }
            if let reason = ProjectScanner.refusal(forName: name) {
                throw LearnerBuildError.notAProject("\(shown.debugDescription.dropFirst().dropLast()): error: \(reason)")
            }
        }

        /// Entry names, raw bytes, sorted; `.` and `..` left out.
        static func entries(of path: String, shown: String) throws -> [[UInt8]] {
            guard let directory = opendir(path) else {
                throw LearnerBuildError.notAProject("\(shown.isEmpty ? path : shown): error: cannot read this folder")
            }
            defer { closedir(directory) }
            var names: [[UInt8]] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
                if name == [0x2E] || name == [0x2E, 0x2E] { continue }
                names.append(name)
            }
            return names.sorted { $0.lexicographicallyPrecedes($1) }
        }

        /// The text of a symbolic link (not followed), for messages.
        static func linkText(_ path: [CChar]) -> String {
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count >= 0 else { return "?" }
            let bytes = buffer.prefix(count).map { UInt8(bitPattern: $0) }
            return String(decoding: bytes, as: UTF8.self).debugDescription.dropFirst().dropLast().description
        }
    }

    /// One file per storyboard (or xib) name: `Base.lproj` first (localized copies share the name), then
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
