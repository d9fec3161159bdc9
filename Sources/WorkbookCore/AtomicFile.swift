import Foundation
import LearnerBuild

/// Writes a file through a temporary file in the same folder and a rename: no partial output.
public enum AtomicFile {
    public static func write(_ text: String, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = TemporaryItems.url(in: folder, prefix: ".\(url.lastPathComponent).", suffix: ".tmp")
        try Data(text.utf8).write(to: temporary)
        if FileManager.default.fileExists(atPath: url.path) {
            _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
        } else {
            try FileManager.default.moveItem(at: temporary, to: url)
        }
    }
}
