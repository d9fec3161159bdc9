import Foundation

extension URL {
    /// This folder, then each folder above it up to the file system's root (at most `limit` in
    /// all): what the searches for an enclosing workbook, book or repository walk.
    public func selfAndAncestors(limit: Int = .max) -> [URL] {
        var folders: [URL] = []
        var current = self
        while folders.count < limit {
            folders.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return folders
    }
}
