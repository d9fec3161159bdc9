import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files inside a generated workbook that belong to the learner although workbook itself
/// writes them: the progress file at the top (`.workbook-state.json`, `LearnerState`) and, in
/// each exercise, the hint record (`HintRecord.fileName`). `workbook generate` replaces the
/// workbook whole; it carries these (and nothing else) into the new folder, and `generate
/// --check` does not count them as stale.
public enum LearnerFiles {
    /// Files larger than this are not carried (nothing workbook writes comes near it).
    public static let maximumSize = 8 << 20

    /// Whether `relative` (a path under the workbook's root) is one of the learner's files.
    public static func isLearnerOwned(_ relative: String) -> Bool {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        switch components.count {
        case 1: return components[0] == LearnerState.fileName[...]
        case 2: return components[1] == HintRecord.fileName[...] && !components[0].hasPrefix(".")
        default: return false
        }
    }

    /// Copies the learner's files of the workbook `old` into `new` (a workbook being written,
    /// holding `exercises`). Only regular files (never a link) of a sane size are read; the
    /// progress file is rewritten without the exercises `new` no longer has (an unreadable one is
    /// left behind: workbook would treat it as missing anyway); a hint record is carried as it is
    /// (at most `HintRecord.maximumSize`), only for an exercise `new` still has. Returns the
    /// relative paths carried.
    @discardableResult
    public static func carry(from old: URL, to new: URL, exercises: Set<String>) throws -> [String] {
        var carried: [String] = []
        if let data = regularFile(LearnerState.url(in: old)),
           var state = try? LearnerState.decoder.decode(LearnerState.self, from: data), state.version == LearnerState.currentVersion {
            state.exercises = state.exercises.filter { exercises.contains($0.key) }
            state.hintLog = state.hintLog.filter { exercises.contains($0.exercise) }
            try state.save(to: new)
            carried.append(LearnerState.fileName)
        }
        for id in exercises.sorted() {
            let relative = id + "/" + HintRecord.fileName
            guard let data = regularFile(old.appendingPathComponent(relative), limit: HintRecord.maximumSize),
                  FileManager.default.fileExists(atPath: new.appendingPathComponent(id).path) else { continue }
            try data.write(to: new.appendingPathComponent(relative))
            carried.append(relative)
        }
        return carried
    }

    /// The contents of `url` when it is a regular file (not a link) of at most `limit` bytes.
    public static func regularFile(_ url: URL, limit: Int = maximumSize) -> Data? {
        var info = stat()
        guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit,
              let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        // Read at most one byte past the limit: a file grown since `lstat` is still refused.
        guard let data = try? handle.read(upToCount: limit + 1) ?? Data(), data.count <= limit else { return nil }
        return data
    }
}
