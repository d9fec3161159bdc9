import Foundation
import WorkbookProtocol

/// One check of an exercise: steps a learner would take, with expectations among them.
public struct Check: Codable, Equatable, Sendable {
    public enum Visibility: String, Codable, Sendable { case visible, hidden, afterDue = "after_due" }
    /// What learners read of this check's failure while its details are withheld (hidden, or
    /// after_due before the due date): `cause`, the default, shows the teaching explanations
    /// that name the cause in the learner's code, never one quoting a step's text or value;
    /// `outcome` only the outcome.
    public enum Feedback: String, Codable, Sendable { case outcome, cause }

    public var id: String
    public var title: LocalizedText
    public var points: Double
    public var visibility: Visibility
    public var feedback: Feedback
    public var depends: [String]
    /// Wall-time limit for the whole check, in seconds.
    public var timeout: Double
    public var hints: [LocalizedText]
    /// For a hint (by index), the failures it helps with: the kinds of the failing expectation
    /// (`label`, `deallocated`, …, or `crash` when the app stopped first). A hint without an entry
    /// fits every failure of the check.
    public var hintsWhen: [Int: [String]] = [:]
    /// For a hint (by index), code whose presence makes it moot (`delegate = self` for "did you
    /// set the delegate?"): the hint is not shown to code that already holds one of these
    /// fragments (matched by tokens: spaces, comments and `self.` do not matter).
    public var hintsUnlessCode: [Int: [String]] = [:]
    public var steps: [Step]
    /// Where the check is defined, for messages.
    public var line: Int?

    public init(id: String, title: LocalizedText, points: Double = 1, visibility: Visibility = .visible, feedback: Feedback = .cause,
                depends: [String] = [], timeout: Double = 10, hints: [LocalizedText] = [], steps: [Step], line: Int? = nil) {
        self.feedback = feedback
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

extension Check {
    /// What a failing expectation is called in a hint's `when`, and `crash` for the app stopping first.
    public static let hintKinds = ["top", "stack", "presented", "label", "property", "events", "noEvents", "instance",
                                   "deallocated", "userDefaults", "crash", "console"]

    /// The hints that fit a failure of this check: `kind` is the failing expectation's kind, or
    /// nil when the app crashed, hung or could not do a step first (`crash`).
    public func hints(forFailure kind: String?) -> [LocalizedText] {
        hints(forFailure: kind, code: CodeMatch(sources: []))
    }

    /// The hints that fit a failure of this check and do not contradict the learner's code.
    /// `working`: the labels (by outlet) the run showed with the text this check expects of them: a
    /// condition that a label is given its text (`resultEmail.text =`) holds for them however the
    /// code writes it (a loop over an array of labels, a helper of another name).
    public func hints(forFailure kind: String?, code: CodeMatch, working: Set<String> = []) -> [LocalizedText] {
        hints.indices.filter { index in
            (hintsWhen[index].map { $0.contains(kind ?? "crash") } ?? true)
                && !(hintsUnlessCode[index] ?? []).contains { code.contains($0) || Self.labelGiven($0, working: working) }
        }.map { hints[$0] }
    }

    /// Whether a condition is a label given its text (`resultEmail.text =`, `in viewDidLoad: resultEmail.text =`)
    /// whose label the run showed right.
    static func labelGiven(_ condition: String, working: Set<String>) -> Bool {
        guard !working.isEmpty,
              let range = condition.range(of: #"^(in \w+:\s*)?(self\.)?\w+\.text\s*=$"#, options: .regularExpression) else { return false }
        let piece = condition[range].replacingOccurrences(of: #"^in \w+:\s*"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "self.", with: "")
        let outlet = piece.split(separator: ".").first.map(String.init) ?? ""
        return working.contains(outlet)
    }

    /// The labels the check expects a text of that the run's last state shows with that text.
    public func labelsShownRight(in state: AppState?) -> Set<String> {
        guard let state else { return [] }
        var working = Set<String>()
        for step in steps {
            guard case let .expect(.label(outlet, text?)) = step else { continue }
            if state.labels.contains(where: { $0.outlet == outlet && $0.text == text }) { working.insert(outlet) }
        }
        return working
    }
}

/// The checks of one exercise, as `checks.yaml` gives them.
public struct ExerciseChecks: Codable, Equatable, Sendable {
    public var exercise: String
    public var title: LocalizedText
    /// After this date, `after_due` checks are shown to learners.
    public var due: Date?
    public var checks: [Check]
    /// In a learner's copy (`hidden_points:`): the points of the checks left out of it (hidden
    /// and `after_due` ones), which the instructor's grade counts too. `nil` in the book's full
    /// set, where every check is listed.
    public var hiddenPoints: Double?

    public init(exercise: String, title: LocalizedText, due: Date? = nil, checks: [Check]) {
        self.exercise = exercise
        self.title = title
        self.due = due
        self.checks = checks
    }

    /// The points learners' own checks do not give: `hiddenPoints` in a learner's copy, else the
    /// points of the listed checks that are not visible (hidden, after_due).
    public var pointsNotVisible: Double {
        hiddenPoints ?? checks.filter { $0.visibility != .visible }.reduce(0) { $0 + $1.points }
    }
}
