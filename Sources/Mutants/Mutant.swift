import Foundation

/// A kind of change made to a reference solution, as a learner might make it by mistake.
public enum MutationOperator: String, Codable, CaseIterable, Sendable, Comparable {
    /// A statement moved to another lifecycle method (`viewDidLoad`, `viewWillAppear`,
    /// `init(coder:)`, `deinit`, `prepare(for:sender:)`).
    case moveToLifecycle = "move-to-lifecycle"
    /// The object a call or property goes through swapped (`self`, `presentingViewController`,
    /// `navigationController`, `segue.source`, `segue.destination`, a new instance).
    case swapReceiver = "swap-receiver"
    /// A UserDefaults key, segue identifier or storyboard ID changed.
    case changeKeyLiteral = "change-key-literal"
    /// A statement deleted.
    case dropStatement = "drop-statement"
    /// A condition negated (`if c` → `if !(c)`, `==` → `!=`, `===` → `!==`).
    case invertCondition = "invert-condition"
    /// `pushViewController` ↔ `present`, `popViewController` ↔ `dismiss`.
    case pushPresent = "push-present"
    /// A stored reference made `weak`, or a `weak` one strong.
    case weakStrong = "weak-strong"
    /// Another property of the same control read (`isOn` → `isEnabled`, `text` → `placeholder`, …).
    case controlProperty = "control-property"
    /// A function made to return one constant on every path.
    case constantReturn = "constant-return"

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a mutation changed, known because the operator made it: the names an explanation of the
/// failure should use (`tokens`), and the change in words for the report.
public struct MutationTruth: Codable, Equatable, Sendable {
    /// The change in one line: "moved `…` from viewDidLoad to deinit".
    public var summary: String
    /// What was there (a method, a receiver, a literal, a property) and what is there now.
    public var from: String?
    public var to: String?
    /// Names a correct explanation names (at least one of them): code names matched as whole
    /// words (`viewDidLoad`, `presentingViewController`, `"email"`); `Class#new` stands for a
    /// second instance of the class (`Class#2`, `Class#3`, …) or `Class()`.
    public var tokens: [String]

    public init(summary: String, from: String? = nil, to: String? = nil, tokens: [String]) {
        self.summary = summary
        self.from = from
        self.to = to
        var seen = Set<String>()
        self.tokens = tokens.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Whether `text` names one of the tokens.
    public func isNamed(in text: String) -> Bool {
        tokens.contains { Self.names(token: $0, in: text) }
    }

    /// `token` in `text` as a whole word (no letter, digit or `_` touching it on either side;
    /// a token that starts or ends with another character needs no boundary there).
    public static func names(token: String, in text: String) -> Bool {
        if token.hasSuffix("#new") {
            let className = String(token.dropLast(4))
            // `Class()`, or `Class(label: …)`: an instance made right there, as the code wrote it.
            if names(token: className + "()", in: text) || names(token: className + "(", in: text) { return true }
            // Class#2, Class#3, …: a second instance.
            var searchStart = text.startIndex
            while let range = text.range(of: className + "#", range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                guard boundary(before: range.lowerBound, in: text) else { continue }
                let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
                if let number = Int(digits), number >= 2 { return true }
            }
            return false
        }
        var searchStart = text.startIndex
        while let range = text.range(of: token, range: searchStart..<text.endIndex) {
            searchStart = text.index(after: range.lowerBound)
            let startOK = !isWordCharacter(token.first) || boundary(before: range.lowerBound, in: text)
            let endOK = !isWordCharacter(token.last) || range.upperBound == text.endIndex || !isWordCharacter(text[range.upperBound])
            if startOK && endOK { return true }
        }
        return false
    }

    static func boundary(before index: String.Index, in text: String) -> Bool {
        index == text.startIndex || !isWordCharacter(text[text.index(before: index)])
    }

    static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character, character.isASCII else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}

/// One wrong solution made from a reference solution: its file, what changed and where.
public struct Mutant: Encodable, Equatable, Sendable {
    /// `exercise:operator:n`, n counting that operator's mutants of the exercise in source order.
    public var id: String
    public var exercise: String
    /// The exercise's Swift file that was changed (`ViewController.swift`).
    public var file: String
    public var mutationOperator: MutationOperator
    /// The line of the change in the mutated file.
    public var line: Int
    /// The code before and after (trimmed, one line each).
    public var before: String
    public var after: String
    public var truth: MutationTruth
    /// The whole mutated file (not written to the results).
    public var source: String

    enum CodingKeys: String, CodingKey {
        case id, exercise, file, mutationOperator = "operator", line, before, after, truth
    }

    public init(id: String, exercise: String, file: String, mutationOperator: MutationOperator, line: Int,
                before: String, after: String, truth: MutationTruth, source: String) {
        self.id = id
        self.exercise = exercise
        self.file = file
        self.mutationOperator = mutationOperator
        self.line = line
        self.before = before
        self.after = after
        self.truth = truth
        self.source = source
    }
}
