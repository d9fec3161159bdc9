import Chapters
import Foundation
import WorkbookCore
import LearnerBuild

/// Writes a rendered site whole: a staging folder beside the target, then renamed over it. Like
/// `workbook generate --output`, it never deletes what it did not write: the target must be new,
/// empty, or hold `.workbook-site` (written at the top of every site); never the book's root, a
/// folder above it, or one holding the chapters.
public enum SiteWriter {
    public static let markerName = ".workbook-site"
    public static let markerText = "This folder is written by `workbook render` from the book and is replaced whole each time; do not keep your own files here.\n"

    public static func write(_ site: RenderedSite, into folder: URL, book: Book) throws {
        let target = try checkOutput(folder, book: book)
        try AtomicFolder.replace(target, marker: markerName) { staging in
            try Data(markerText.utf8).write(to: staging.appendingPathComponent(markerName))
            for (path, data) in site.files.sorted(by: { $0.key < $1.key }) {
                let url = try WorkbookGenerator.contained(path, in: staging)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        }
    }

    /// The folder the site may replace, or a refusal saying why and what to do.
    @discardableResult
    public static func checkOutput(_ folder: URL, book: Book) throws -> URL {
        let given = folder.path
        func refuse(_ reason: String, _ remedy: String = "give --out a new or empty folder, or one `workbook render` wrote before (it holds \(markerName))") -> WorkbookGenerator.OutputRefusal {
            WorkbookGenerator.OutputRefusal(path: given, reason: reason, remedy: remedy)
        }
        guard !given.isEmpty else { throw refuse("the path is empty") }
        let target = URL(fileURLWithPath: WorkbookGenerator.realPath(given))
        let root = WorkbookGenerator.realPath(book.root.path)
        let path = target.path
        if path == "/" || path == root || root.hasPrefix(path + "/") {
            throw refuse(path == root ? "it is the book's root folder" : "it holds the book (\(root)); it would be deleted")
        }
        var isDirectory: ObjCBool = false
        let attributes = try? FileManager.default.attributesOfItem(atPath: given)
        if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { throw refuse("it is a symbolic link") }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw refuse("it is a file") }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? ["?"]
            if contents.contains("workbook.yaml") || contents.contains("Chapters") { throw refuse("it holds a book (workbook.yaml or Chapters/)") }
            if !contents.isEmpty && !contents.contains(markerName) {
                throw refuse("the folder is not empty and `workbook render` did not write it (no \(markerName) in it); replacing it would delete its files",
                             "give another folder; or, if an earlier `workbook render` wrote it, delete it yourself and run again")
            }
        }
        return target
    }
}
