import Foundation
import LearnerBuild
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file through a temporary file in the same folder and a rename: no partial output,
/// and an existing file is replaced in one step (`rename(2)`; Foundation's `replaceItemAt` on
/// Linux moves the original away first and can fail half way, losing it).
public enum AtomicFile {
    public static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }

    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = TemporaryItems.url(in: folder, prefix: ".\(url.lastPathComponent).", suffix: ".tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            let error = NSError(domain: NSPOSIXErrorDomain, code: Int(errno),
                                userInfo: [NSLocalizedDescriptionKey: "cannot write \(url.path): \(String(cString: strerror(errno)))"])
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

/// Writes a folder whole: `fill` writes into a staging folder beside it (`.NAME.staging-…`),
/// which is then renamed over the previous one. The previous folder is moved aside
/// (`.NAME.old-…`) first, put back if the rename fails, and removed after. The workbook, the
/// rendered site and the grading reports are all written this way.
public enum AtomicFolder {
    public static func replace(_ target: URL, marker: String? = nil, fill: (URL) throws -> Void) throws {
        let fileManager = FileManager.default
        let parent = target.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        recoverInterrupted(target, marker: marker)
        let staging = TemporaryItems.url(in: parent, prefix: ".\(target.lastPathComponent).staging-")
        defer { try? fileManager.removeItem(at: staging) }
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        try fill(staging)
        let old = TemporaryItems.url(in: parent, prefix: ".\(target.lastPathComponent).old-")
        let hadOld = fileManager.fileExists(atPath: target.path)
        if hadOld { try fileManager.moveItem(at: target, to: old) }
        do {
            try fileManager.moveItem(at: staging, to: target)
        } catch {
            if hadOld { try? fileManager.moveItem(at: old, to: target) }
            throw error
        }
        if hadOld { try? fileManager.removeItem(at: old) }
    }

    /// A writer killed between its two renames left the previous folder as `.NAME.old-…` and no
    /// `NAME`: it is put back (when it holds `marker`, if one is given). Once `NAME` exists, such
    /// leftovers and staging folders of processes that are gone are removed.
    public static func recoverInterrupted(_ target: URL, marker: String? = nil) {
        let target = target.standardizedFileURL
        let parent = target.deletingLastPathComponent(), name = target.lastPathComponent
        let prefix = ".\(name).old-"
        let fileManager = FileManager.default
        if !fileManager.fileExists(atPath: target.path),
           let entries = try? fileManager.contentsOfDirectory(atPath: parent.path),
           let leftover = entries.sorted().first(where: { entry in
               TemporaryItems.owner(of: entry, prefix: prefix, suffix: "").map { !TemporaryItems.isAlive($0) } ?? false
           }),
           marker.map({ fileManager.fileExists(atPath: parent.appendingPathComponent(leftover).appendingPathComponent($0).path) }) ?? true {
            try? fileManager.moveItem(at: parent.appendingPathComponent(leftover), to: target)
        }
        if fileManager.fileExists(atPath: target.path) { TemporaryItems.collect(prefix: prefix, in: parent) }
        TemporaryItems.collect(prefix: ".\(name).staging-", in: parent)
    }
}
