import Foundation

extension WorkbookGenerator {
    /// The generated workbook's `.gitignore`: the learner's progress file
    /// (`.workbook-state.json`, written by `workbook check`, `list`, `hint`, `watch`) is personal
    /// and safe to delete, so it is never committed.
    public static let ignoreText = "# Written by `workbook check` and `workbook hint`: your progress, safe to delete.\n.workbook-state.json\n"

    static func writeIgnoreFile(in folder: URL) throws {
        try Data(ignoreText.utf8).write(to: folder.appendingPathComponent(".gitignore"))
    }
}
