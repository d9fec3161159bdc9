import Foundation

/// The app's container as iOS lays it out in the app's home (`NSHomeDirectory()`): `Documents`,
/// `Library`, `Library/Caches`, `Library/Application Support`. Foundation on Linux answers with
/// XDG folders instead (`~/.cache`, `~/.local/share`) and with nothing at all for
/// `.libraryDirectory`, so `NSSearchPathForDirectoriesInDomains(.libraryDirectory, …)[0]` would
/// crash at launch. The build's entry point declares `NSSearchPathForDirectoriesInDomains`,
/// `FileManager.urls(for:in:)` and `FileManager.url(for:in:appropriateFor:create:)` in the app's
/// own module, where they shadow Foundation's, and they answer with these.
public enum WorkbookAppContainer {
    /// Where iOS puts each directory of the user domain inside the app's home.
    static func homeSubpath(_ directory: FileManager.SearchPathDirectory) -> String? {
        switch directory {
        case .documentDirectory: return "Documents"
        case .libraryDirectory: return "Library"
        case .cachesDirectory: return "Library/Caches"
        case .applicationSupportDirectory: return "Library/Application Support"
        default: return nil
        }
    }

    /// `NSSearchPathForDirectoriesInDomains`: the user domain's folder first (`~/Documents`
    /// unexpanded when `expandTilde` is false), then Foundation's answer for the other domains.
    public static func searchPaths(_ directory: FileManager.SearchPathDirectory, _ domainMask: FileManager.SearchPathDomainMask,
                                   _ expandTilde: Bool) -> [String] {
        guard let subpath = homeSubpath(directory), domainMask.contains(.userDomainMask) else {
            return Foundation.NSSearchPathForDirectoriesInDomains(directory, domainMask, expandTilde)
        }
        let user = expandTilde ? (NSHomeDirectory() as NSString).appendingPathComponent(subpath) : "~/" + subpath
        let others = domainMask.subtracting(.userDomainMask)
        return [user] + (others.isEmpty ? [] : Foundation.NSSearchPathForDirectoriesInDomains(directory, others, expandTilde))
    }

    /// `FileManager.urls(for:in:)`.
    public static func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL] {
        guard let subpath = homeSubpath(directory), domainMask.contains(.userDomainMask) else {
            return FileManager.default.urls(for: directory, in: domainMask)
        }
        let others = domainMask.subtracting(.userDomainMask)
        return [userURL(subpath)] + (others.isEmpty ? [] : FileManager.default.urls(for: directory, in: others))
    }

    /// `FileManager.url(for:in:appropriateFor:create:)`: the folder, made first when `create` is true.
    public static func url(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
                           appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL {
        guard let subpath = homeSubpath(directory), domain == .userDomainMask else {
            return try FileManager.default.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
        }
        let folder = userURL(subpath)
        if shouldCreate { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        return folder
    }

    private static func userURL(_ subpath: String) -> URL {
        URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(subpath, isDirectory: true)
    }

    /// The folders iOS makes when it installs an app (`Documents`, `Library`, `Library/Caches`,
    /// `Library/Preferences`), so that writing a file into Documents works at once, as on a device.
    /// `Library/Application Support` is not among them: apps create it.
    @_spi(Workbook) public static func prepareHome() {
        for subpath in ["Documents", "Library/Caches", "Library/Preferences"] {
            try? FileManager.default.createDirectory(at: userURL(subpath), withIntermediateDirectories: true)
        }
    }
}
