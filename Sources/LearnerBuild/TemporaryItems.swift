import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Names for the temporary files and folders workbook makes (`<prefix><pid>-<uuid><suffix>`),
/// and their collection: what a workbook process killed before its cleanup ran (`kill -9`, a
/// power cut) left behind is removed by the next one that uses the same place. Only names of
/// this exact shape whose process is gone are touched, never anything else in the folder, and
/// never what a running workbook is using.
public enum TemporaryItems {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var collected: Set<String> = []

    /// A fresh name in `parent`; the first call per place and prefix collects leftovers there.
    public static func url(in parent: URL, prefix: String, suffix: String = "") -> URL {
        collectOnce(prefix: prefix, suffix: suffix, in: parent)
        return parent.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)\(suffix)")
    }

    /// The process id in a name made by `url(in:prefix:suffix:)`, if it is one.
    public static func owner(of name: String, prefix: String, suffix: String) -> Int32? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count >= prefix.count + suffix.count else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard let dash = middle.firstIndex(of: "-"), let pid = Int32(middle[..<dash]), pid > 0,
              UUID(uuidString: String(middle[middle.index(after: dash)...])) != nil else { return nil }
        return pid
    }

    /// Whether `name` is `<prefix><pid>-<uuid><suffix>`, or `<prefix><uuid><suffix>` as workbook
    /// named some items before the pid was part of the name.
    public static func isItemName(_ name: String, prefix: String, suffix: String = "") -> Bool {
        if owner(of: name, prefix: prefix, suffix: suffix) != nil { return true }
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count >= prefix.count + suffix.count else { return false }
        return UUID(uuidString: String(name.dropFirst(prefix.count).dropLast(suffix.count))) != nil
    }

    /// Removes every entry of `parent` named as `isItemName` says, whatever its pid: only for a
    /// place whose items are made, used and removed while holding an exclusive lock that the
    /// caller holds now, so that none of them can belong to a running process (a pid alone
    /// proves nothing once it is reused: by another process, or by this one in a new container).
    @discardableResult
    public static func collectAll(prefix: String, suffix: String = "", in parent: URL) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        var removed: [String] = []
        for entry in entries where isItemName(entry, prefix: prefix, suffix: suffix) {
            if (try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))) != nil { removed.append(entry) }
        }
        return removed
    }

    public static func isAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    static func collectOnce(prefix: String, suffix: String, in parent: URL) {
        let key = parent.standardizedFileURL.path + "\u{0}" + prefix + "\u{0}" + suffix
        lock.lock()
        let first = collected.insert(key).inserted
        lock.unlock()
        if first { collect(prefix: prefix, suffix: suffix, in: parent) }
    }

    /// Removes `parent`'s entries named `<prefix><pid>-<uuid><suffix>` whose process is gone.
    @discardableResult
    public static func collect(prefix: String, suffix: String = "", in parent: URL) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        var removed: [String] = []
        for entry in entries {
            guard let pid = owner(of: entry, prefix: prefix, suffix: suffix), pid != getpid(), !isAlive(pid) else { continue }
            if (try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))) != nil { removed.append(entry) }
        }
        return removed
    }
}
