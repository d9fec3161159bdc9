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
