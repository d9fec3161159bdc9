import Foundation

/// Where workbook keeps built runtimes and learner builds: `WORKBOOK_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/workbook`, else `~/.cache/workbook`.
public enum CacheLocation {
    public static var root: URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["WORKBOOK_CACHE_DIR"], !path.isEmpty { return URL(fileURLWithPath: path) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("workbook") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/workbook")
    }
}
