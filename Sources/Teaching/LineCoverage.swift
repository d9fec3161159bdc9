import Foundation

/// Which of the learner's statements ran in a check's run, and how often: the app's coverage
/// counters (the app is built with `-profile-generate -profile-coverage-mapping`) read as
/// `llvm-cov` reads them, regions of code with their counts. A rule asks about one statement at
/// its line and column: `count(file:line:column:)` is how many times the code there ran (0: never).
///
/// It is evidence of what ran, never of values: `dest?.paramEmail = x` that ran with `dest` nil
/// counts as run. Nil answers mean "not known" (a file the build did not count, a run that
/// ended in a trap before the counters were sent): rules then keep their other premises.
public struct LineCoverage: Sendable, Equatable {
    /// A point where a region of code starts or ends, as `llvm-cov export` lists them: from it on,
    /// the code ran `count` times (until the next segment).
    public struct Segment: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var count: Int
        public var hasCount: Bool
        public var isRegionEntry: Bool
        public var isGap: Bool

        public init(line: Int, column: Int, count: Int, hasCount: Bool, isRegionEntry: Bool, isGap: Bool) {
            self.line = line
            self.column = column
            self.count = count
            self.hasCount = hasCount
            self.isRegionEntry = isRegionEntry
            self.isGap = isGap
        }
    }

    /// Segments by file, as the build named it (`ValuesByPush/ViewController.swift`), in order.
    public var files: [String: [Segment]]

    public init(files: [String: [Segment]]) {
        self.files = files
    }

    /// The segments of the file whose path ends with `path` (the learner's path in the project).
    func segments(of path: String) -> [Segment]? {
        if let exact = files[path] { return exact }
        let matches = files.filter { $0.key.hasSuffix("/" + path) || path.hasSuffix("/" + $0.key) }
        return matches.count == 1 ? matches.first?.value : nil
    }

    /// How many times the code at `line`:`column` of `path` ran; nil when the build did not count it.
    public func count(path: String, line: Int, column: Int) -> Int? {
        guard let segments = segments(of: path) else { return nil }
        var found: Segment?
        for segment in segments {
            if segment.line > line || (segment.line == line && segment.column > column) { break }
            found = segment
        }
        guard let found, found.hasCount else { return nil }
        return found.count
    }
}
