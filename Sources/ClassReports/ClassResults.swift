import Foundation
import WorkbookCore

/// Everything a class report, a student's feedback or a Gradescope result is written from. The
/// gradebook (`workbook grade`) makes it; the writers in this module read nothing else. Reports
/// inside are whole (instructor view): every writer meant for learners publishes them with
/// `CheckReport.published(for: .learners, now:)` first.
public struct ClassResults: Codable, Equatable, Sendable {
    /// The book's title.
    public var title: LocalizedText
    /// When the results were read from the gradebook (the "now" of after-due decisions).
    public var generatedAt: Date
    public var exercises: [ExerciseSummary]
    /// Sorted by `id`.
    public var students: [StudentResults]

    public init(title: LocalizedText, generatedAt: Date, exercises: [ExerciseSummary], students: [StudentResults]) {
        self.title = title
        self.generatedAt = generatedAt
        self.exercises = exercises
        self.students = students
    }
}

/// An exercise as graded: its full check set.
public struct ExerciseSummary: Codable, Equatable, Sendable {
    public var id: String
    public var title: LocalizedText
    public var maxScore: Double
    public var due: Date?
    public var checks: [CheckSummary]

    public init(id: String, title: LocalizedText, maxScore: Double, due: Date?, checks: [CheckSummary]) {
        self.id = id
        self.title = title
        self.maxScore = maxScore
        self.due = due
        self.checks = checks
    }
}

public struct CheckSummary: Codable, Equatable, Sendable {
    public var id: String
    public var title: LocalizedText
    public var points: Double
    public var visibility: Check.Visibility

    public init(id: String, title: LocalizedText, points: Double, visibility: Check.Visibility) {
        self.id = id
        self.title = title
        self.points = points
        self.visibility = visibility
    }
}

public struct StudentResults: Codable, Equatable, Sendable {
    /// The submission folder's name (or the roster's id).
    public var id: String
    /// From the roster, when one was given.
    public var name: String?
    /// The roster's e-mail address and institution id (SIS id), for LMS exports.
    public var email: String?
    public var sisID: String?
    /// One entry per exercise of the book, in the book's order.
    public var exercises: [StudentExercise]

    public init(id: String, name: String? = nil, exercises: [StudentExercise]) {
        self.id = id
        self.name = name
        self.exercises = exercises
    }

    /// The points the total is out of: every exercise's maximum but the excused ones (an
    /// exercise deleted from the submission keeps its maximum). `nil` in results from before.
    public var possible: Double?

    /// The sum of each exercise's final score (an excused exercise counts nothing).
    public var total: Double { exercises.reduce(0) { $0 + ($1.excused == nil ? ($1.final?.score ?? 0) : 0) } }
}

public struct StudentExercise: Codable, Equatable, Sendable {
    public var exercise: String
    /// Oldest first: each distinct submission graded (a timeline).
    public var attempts: [GradedAttempt]
    /// The hints the student asked for, as the hint record handed in with the exercise says
    /// (`nil`: no record). Never part of a score.
    public var hints: HintUse?
    /// Why the instructor excused the student from this exercise (an override), if they did:
    /// it counts for nothing, and the total's maximum leaves it out.
    public var excused: String?

    public init(exercise: String, attempts: [GradedAttempt], hints: HintUse? = nil) {
        self.exercise = exercise
        self.attempts = attempts
        self.hints = hints
    }

    /// The attempt that counts (the newest), if any was submitted.
    public var final: GradedAttempt? { attempts.last }
}

public struct GradedAttempt: Codable, Equatable, Sendable {
    /// When it was submitted (the submission's time, not the grading's).
    public var submittedAt: Date
    /// The content hash of the graded inputs (sources, storyboards, Info.plist, checks).
    public var inputHash: String
    /// The whole report (instructor view); `nil` when the submission was refused before checking.
    public var report: CheckReport?
    /// Why the submission was not graded (a link leaving the folder, a gated source…), if it was not.
    public var refusal: String?
    /// Points the checks gave.
    public var rawScore: Double
    /// Whole days after the due date (0 when on time or no due date).
    public var daysLate: Int
    /// Points taken off by the late policy.
    public var latePenalty: Double
    /// What counts: `rawScore - latePenalty`, never below 0, then the instructor's override.
    public var score: Double
    /// What the instructor's override added to (or took from) the score, if anything.
    public var adjustment: Double?
    /// The instructor's overrides on this exercise with their reasons (an extension, an adjustment…).
    public var overrideNote: String?

    public init(submittedAt: Date, inputHash: String, report: CheckReport?, refusal: String? = nil,
                rawScore: Double, daysLate: Int = 0, latePenalty: Double = 0, score: Double) {
        self.submittedAt = submittedAt
        self.inputHash = inputHash
        self.report = report
        self.refusal = refusal
        self.rawScore = rawScore
        self.daysLate = daysLate
        self.latePenalty = latePenalty
        self.score = score
    }
}

/// A student's hint use in one exercise, from the hint record handed in with it
/// (`Exercises/<id>/.workbook-hints.json`, written by `workbook hint`). It is what the learner's
/// own tool reported, not proof, and it never changes a score. Not secret from the learner.
public struct HintUse: Codable, Equatable, Sendable {
    /// Check id → hints seen (the highest hint number asked for; hint 1 is in every report).
    public var checks: [String: Int]
    /// New hints `workbook hint` showed.
    public var requests: Int
    /// The newest entry's time, as the learner's machine wrote it.
    public var lastAt: Date?
    /// Why the record was ignored (too large, not a hint record, a check or hint the exercise
    /// does not have…), if it was; then `checks` is empty.
    public var note: String?

    public init(checks: [String: Int], requests: Int, lastAt: Date? = nil, note: String? = nil) {
        self.checks = checks
        self.requests = requests
        self.lastAt = lastAt
        self.note = note
    }

    /// Hints seen over every check.
    public var total: Int { checks.values.reduce(0, +) }
}
