import Foundation
import LearnerBuild
import WorkbookCore
import Yams

/// Points taken off for lateness: `penaltyPercentPerDay` of the exercise's maximum score for
/// each day (or part of a day) after the due date, at most `capPercent` of it, never more than
/// the points the checks gave.
public struct LatePolicy: Equatable, Sendable {
    public var penaltyPercentPerDay: Double
    public var capPercent: Double

    public init(penaltyPercentPerDay: Double = 0, capPercent: Double = 100) {
        self.penaltyPercentPerDay = penaltyPercentPerDay
        self.capPercent = capPercent
    }

    public struct Outcome: Equatable, Sendable {
        public var daysLate: Int
        public var penalty: Double
        public var score: Double
    }

    public func apply(raw: Double, maxScore: Double, submittedAt: Date, due: Date?) -> Outcome {
        guard let due, submittedAt > due else { return Outcome(daysLate: 0, penalty: 0, score: raw) }
        let days = Int((submittedAt.timeIntervalSince(due) / 86_400).rounded(.up))
        let percent = min(Double(days) * penaltyPercentPerDay, capPercent)
        let penalty = min(raw, (maxScore * percent / 100 * 100).rounded() / 100)
        return Outcome(daysLate: days, penalty: penalty, score: max(0, raw - penalty))
    }

    /// The `grading:` section of workbook.yaml, when it has one:
    /// `grading: {late_penalty: 10, late_cap: 50}` (percent per day, percent at most).
    public static func fromBook(_ root: URL) throws -> LatePolicy? {
        let file = root.appendingPathComponent("workbook.yaml")
        guard let text = try? String(contentsOf: file, encoding: .utf8),
              case let .mapping(mapping)? = try? Yams.compose(yaml: text),
              let section = mapping["grading"] else { return nil }
        guard case let .mapping(grading) = section else {
            throw GradeInputError("\(file.path):\(section.mark?.line ?? 1): error: `grading:` must be a mapping, like `grading: {late_penalty: 10, late_cap: 50}`")
        }
        var policy = LatePolicy()
        for (key, value) in grading {
            guard let number = value.string.flatMap(Double.init), number >= 0, number <= 100 else {
                throw GradeInputError("\(file.path):\(value.mark?.line ?? 1): error: `\(key.string ?? "")` must be a percentage from 0 to 100")
            }
            switch key.string {
            case "late_penalty": policy.penaltyPercentPerDay = number
            case "late_cap": policy.capPercent = number
            default:
                throw GradeInputError("\(file.path):\(key.mark?.line ?? 1): error: unknown grading setting `\(key.string ?? "")`; known: late_penalty, late_cap")
            }
        }
        return policy
    }
}

/// Bad input to `workbook grade`: the message says where and what to do (exit 2).
public struct GradeInputError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The content hashes attempts are keyed by.
public enum InputHash {
    /// The check set as graded (its due date left out: a new due date rescores, it does not regrade).
    public static func checks(_ checks: ExerciseChecks) -> String {
        var copy = checks
        copy.due = nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var hash = ContentHash()
        hash.add((try? encoder.encode(copy)) ?? Data())
        return hash.hex
    }

    /// A project's graded inputs (Swift sources, storyboards, Info.plist) with the checks' hash.
    public static func project(_ project: LearnerProject, checksHash: String) -> String {
        var hash = ContentHash()
        hash.add(checksHash)
        for source in project.sources {
            hash.add(source.relativePath)
            hash.add(source.contents)
        }
        for (name, url) in project.storyboards.sorted(by: { $0.key < $1.key }) + project.nibs.sorted(by: { $0.key < $1.key }) {
            hash.add(name)
            hash.add((try? Data(contentsOf: url)) ?? Data())
        }
        hash.add(project.infoPlist ?? "")
        return hash.hex
    }

    /// A refusal's key: the same reason for the same checks is the same attempt.
    public static func refusal(_ reason: String, checksHash: String) -> String {
        var hash = ContentHash()
        hash.add(checksHash)
        hash.add("refused")
        hash.add(reason)
        return "refused-" + hash.hex
    }
}

/// `--shard i/n`: the students whose stable hash (FNV-1a of the id) falls in slice i of n.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    /// `i/n` with 1 ≤ i ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    public func contains(_ student: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in student.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(hash % UInt64(count)) == index - 1
    }

    public var description: String { "\(index)/\(count)" }
}
