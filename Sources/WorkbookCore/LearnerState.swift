import Foundation
import WorkbookProtocol

/// A learner's progress through a generated workbook: one small JSON file at the top of the
/// workbook (`Exercises/.workbook-state.json`), written by `workbook check`, `watch` and `hint`,
/// read by `list` and `hint`. It is a cache of what the learner did, safe to delete (everything
/// starts again as "not started"), and ignored by git in the generated workbook.
///
/// Everything in it comes from reports published for learners (`PublishedReport`), so it never
/// holds more than a learner may read: a hidden check is only its id, status and points.
public struct LearnerState: Codable, Equatable, Sendable {
    public static let fileName = ".workbook-state.json"
    public static let currentVersion = 1

    /// The last check of one exercise.
    public struct Progress: Codable, Equatable, Sendable {
        public var status: CheckReport.Status
        public var score: Double
        public var maxScore: Double
        public var checkedAt: Date
        public var checks: [CheckSummary]
        /// How many hints of each check (by id) the learner has seen: the report shows the first.
        public var hintsSeen: [String: Int]

        public init(status: CheckReport.Status, score: Double, maxScore: Double, checkedAt: Date,
                    checks: [CheckSummary], hintsSeen: [String: Int] = [:]) {
            self.status = status
            self.score = score
            self.maxScore = maxScore
            self.checkedAt = checkedAt
            self.checks = checks
            self.hintsSeen = hintsSeen
        }
    }

    /// One check of the last report, as learners may read it.
    public struct CheckSummary: Codable, Equatable, Sendable {
        public var id: String
        public var title: LocalizedText
        public var status: CheckResult.Status
        public var points: Double
        public var maxPoints: Double
        /// Every hint of a failed visible check (none for a hidden one).
        public var hints: [LocalizedText]
    }

    /// A hint the learner asked for (`workbook hint`): what an instructor reads to see hint use.
    public struct HintUse: Codable, Equatable, Sendable {
        public var exercise: String
        public var check: String
        /// 1-based: the report itself shows hint 1.
        public var hint: Int
        public var at: Date
    }

    public var version: Int
    public var exercises: [String: Progress]
    public var hintLog: [HintUse]

    public init() {
        version = Self.currentVersion
        exercises = [:]
        hintLog = []
    }

    // MARK: File

    public static func url(in workbook: URL) -> URL { workbook.appendingPathComponent(fileName) }

    /// The state of `workbook`; a missing, unreadable or foreign file is a fresh start (the file
    /// is only a record of progress, and deleting it is always safe).
    public static func load(from workbook: URL) -> LearnerState {
        guard let data = try? Data(contentsOf: url(in: workbook)),
              let state = try? decoder.decode(LearnerState.self, from: data),
              state.version == currentVersion else { return LearnerState() }
        return state
    }

    /// Written atomically (temporary file and rename).
    public func save(to workbook: URL) throws {
        try AtomicFile.write(Self.encoder.encode(self) + Data("\n".utf8), to: Self.url(in: workbook))
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    // MARK: Recording

    /// Records a report published for learners as the last check of `exercise` (the exercise's
    /// folder name in the workbook; default: the report's exercise). Hints already seen are kept.
    public mutating func record(_ published: PublishedReport, exercise: String? = nil, now: Date = Date()) {
        let report = published.content
        let id = exercise ?? report.exercise
        let previous = exercises[id]
        let summaries = report.checks.map { result in
            CheckSummary(id: result.id, title: result.title, status: result.status, points: result.points,
                         maxPoints: result.maxPoints, hints: result.status == .failed ? result.hints : [])
        }
        exercises[id] = Progress(status: report.status, score: report.score, maxScore: report.maxScore,
                                              checkedAt: now, checks: summaries, hintsSeen: previous?.hintsSeen ?? [:])
    }

    /// The hint `workbook hint` shows for `exercise`.
    public enum HintAnswer: Equatable, Sendable {
        /// Never checked: there is no failing check yet.
        case notChecked
        /// The last check passed every check.
        case passing
        /// Failing checks, but none with a hint (hidden ones have none for learners).
        case noHints(check: String)
        /// Hint `number` (1-based) of `total` for `check`; `new` when not seen before.
        case hint(check: String, title: LocalizedText, number: Int, total: Int, text: LocalizedText, new: Bool)
    }

    /// The next unseen hint of the first failing check that has hints, recorded as seen (and in
    /// the hint log). When every hint of it is seen, the last one again (not logged again).
    public mutating func nextHint(for exercise: String, now: Date = Date()) -> HintAnswer {
        guard var progress = exercises[exercise] else { return .notChecked }
        let failing = progress.checks.filter { $0.status == .failed || $0.status == .error }
        guard !failing.isEmpty || progress.status != .passed else { return .passing }
        guard let check = failing.first(where: { !$0.hints.isEmpty }) else {
            return failing.isEmpty ? .notChecked : .noHints(check: failing[0].id)
        }
        // The report shows hint 1 with the failure: `hint` goes on from hint 2 when there is one.
        let total = check.hints.count
        let asked = progress.hintsSeen[check.id]
        let number: Int
        if (asked ?? 1) < total {
            number = (asked ?? 1) + 1
        } else if asked == nil {
            number = total  // a single hint, asked for: still hint use
        } else {
            return .hint(check: check.id, title: check.title, number: total, total: total, text: check.hints[total - 1], new: false)
        }
        progress.hintsSeen[check.id] = number
        exercises[exercise] = progress
        hintLog.append(HintUse(exercise: exercise, check: check.id, hint: number, at: now))
        return .hint(check: check.id, title: check.title, number: number, total: total, text: check.hints[number - 1], new: true)
    }
}

/// A generated workbook on disk (the folder `workbook generate` wrote: it holds
/// `.workbook-generated`), its exercises in book order.
public struct WorkbookFolder: Sendable {
    public static let markerName = ".workbook-generated"

    public struct Entry: Equatable, Sendable {
        public var id: String
        /// The book's section (`5.2.3`), from the exercise's README.
        public var section: String
        public var title: LocalizedText
        /// The points of the visible checks (the learner's checks.yaml).
        public var maxPoints: Double
        /// The points of the checks the learner does not have (hidden, after_due), which the grade counts too.
        public var hiddenPoints: Double = 0
        public var folder: URL
    }

    public let root: URL

    public init(root: URL) { self.root = root }

    /// The workbook holding `folder`: `folder` itself, an ancestor of it (inside an exercise),
    /// or `folder/Exercises` (the book's root).
    public static func find(from folder: URL) -> WorkbookFolder? {
        let fileManager = FileManager.default
        func isWorkbook(_ url: URL) -> Bool { fileManager.fileExists(atPath: url.appendingPathComponent(markerName).path) }
        if let root = folder.standardizedFileURL.selfAndAncestors(limit: 8).first(where: isWorkbook) { return WorkbookFolder(root: root) }
        let exercises = folder.appendingPathComponent("Exercises")
        return isWorkbook(exercises) ? WorkbookFolder(root: exercises.standardizedFileURL) : nil
    }

    /// The exercise `folder` is in (its first path component under the root), if any.
    public func exercise(containing folder: URL) -> String? {
        let base = root.standardizedFileURL.path + "/"
        let path = folder.standardizedFileURL.path + "/"
        guard path.hasPrefix(base), path.count > base.count else { return nil }
        let first = path.dropFirst(base.count).split(separator: "/").first.map(String.init)
        return first.flatMap { fileManager.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent("checks.yaml").path) ? $0 : nil }
    }

    private var fileManager: FileManager { .default }

    /// Every exercise (a folder with checks.yaml), in the book's order: by section, then id.
    /// An exercise whose checks.yaml does not parse is listed with no points.
    public func exercises() -> [Entry] {
        let names = (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []
        var entries: [Entry] = []
        for name in names where !name.hasPrefix(".") {
            let folder = root.appendingPathComponent(name)
            let checksFile = folder.appendingPathComponent("checks.yaml")
            guard let text = try? String(contentsOf: checksFile, encoding: .utf8) else { continue }
            let checks = try? ChecksParser.parse(text, file: checksFile.path)
            let readme = (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
            entries.append(Entry(id: name, section: Self.section(inReadme: readme),
                                 title: checks?.title ?? LocalizedText(name),
                                 maxPoints: checks?.checks.reduce(0) { $0 + $1.points } ?? 0,
                                 hiddenPoints: checks?.hiddenPoints ?? 0, folder: folder))
        }
        // The book's order, as `workbook generate` wrote it into the marker; exercises it does not
        // name (a workbook generated before the order was written) follow by section, then id.
        let order = bookOrder()
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return entries.sorted { a, b in
            switch (position[a.id], position[b.id]) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil):
                let x = Self.sectionKey(a.section), y = Self.sectionKey(b.section)
                return x != y ? x.lexicographicallyPrecedes(y) : a.id < b.id
            }
        }
    }

    /// The heading of the marker's list of exercises in book order.
    static let orderHeading = "Exercises in the book's order:"

    /// The part of the marker that lists `ids` in the book's order.
    public static func orderSection(_ ids: [String]) -> String {
        "\n" + orderHeading + "\n" + ids.map { $0 + "\n" }.joined()
    }

    /// The exercise ids the marker lists in the book's order (empty when it lists none).
    public func bookOrder() -> [String] {
        let marker = root.appendingPathComponent(Self.markerName)
        guard let data = LearnerFiles.regularFile(marker, limit: 1 << 20) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: Self.orderHeading) else { return [] }
        return lines[(start + 1)...].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The first dotted number of the README's first lines after the title (`An exercise of section 5.2.3 …`).
    static func section(inReadme readme: String) -> String {
        for line in readme.split(separator: "\n").prefix(6) where !line.hasPrefix("#") {
            var current = ""
            for character in line {
                if character.isASCII && (character.isNumber || (character == "." && !current.isEmpty)) {
                    current.append(character)
                } else if current.contains(where: \.isNumber) {
                    break
                } else {
                    current = ""
                }
            }
            while current.hasSuffix(".") { current.removeLast() }
            if !current.isEmpty { return current }
        }
        return ""
    }

    static func sectionKey(_ section: String) -> [Int] {
        section.isEmpty ? [Int.max] : section.split(separator: ".").map { Int($0) ?? Int.max }
    }
}
