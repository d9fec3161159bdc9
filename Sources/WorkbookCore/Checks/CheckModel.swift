import Foundation
import WorkbookProtocol

/// A text in the learner's two languages (the same text when only one is given).
public struct LocalizedText: Codable, Equatable, Sendable {
    public var ko: String
    public var en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    public init(_ both: String) { self.init(ko: both, en: both) }

    public func text(_ language: Language) -> String { language == .ko ? ko : en }
}

public enum Language: String, Codable, CaseIterable, Sendable {
    case ko, en

    /// `LANG=ko_KR.UTF-8` → Korean; anything else English.
    public static var fromEnvironment: Language {
        let environment = ProcessInfo.processInfo.environment
        let value = environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"] ?? ""
        return value.lowercased().hasPrefix("ko") ? .ko : .en
    }
}

/// One check of an exercise: steps a learner would take, with expectations among them.
public struct Check: Codable, Equatable, Sendable {
    public enum Visibility: String, Codable, Sendable { case visible, hidden, afterDue = "after_due" }

    public var id: String
    public var title: LocalizedText
    public var points: Double
    public var visibility: Visibility
    public var depends: [String]
    /// Wall-time limit for the whole check, in seconds.
    public var timeout: Double
    public var hints: [LocalizedText]
    public var steps: [Step]
    /// Where the check is defined, for messages.
    public var line: Int?

    public init(id: String, title: LocalizedText, points: Double = 1, visibility: Visibility = .visible, depends: [String] = [],
                timeout: Double = 10, hints: [LocalizedText] = [], steps: [Step], line: Int? = nil) {
        self.id = id
        self.title = title
        self.points = points
        self.visibility = visibility
        self.depends = depends
        self.timeout = timeout
        self.hints = hints
        self.steps = steps
        self.line = line
    }
}

/// The checks of one exercise, as `checks.yaml` gives them.
public struct ExerciseChecks: Codable, Equatable, Sendable {
    public var exercise: String
    public var title: LocalizedText
    /// After this date, `after_due` checks are shown to learners.
    public var due: Date?
    public var checks: [Check]

    public init(exercise: String, title: LocalizedText, due: Date? = nil, checks: [Check]) {
        self.exercise = exercise
        self.title = title
        self.due = due
        self.checks = checks
    }
}
