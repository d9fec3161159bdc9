import Texts

/// Why a failure happened, in words that teach: produced by a rule from what really happened.
public struct Explanation: Codable, Equatable, Sendable {
    /// The rule that produced it (`unknown-segue-identifier`, `twin-instance`, …).
    public var rule: String
    public var text: LocalizedText
    /// Set when the reading proves its cause from the run (not only where the fault shows): the
    /// what-if search's guesses then give way to it. Nil (left out of the report) otherwise.
    public var conclusive: Bool?

    public init(rule: String, conclusive: Bool? = nil, text: LocalizedText) {
        self.rule = rule
        self.text = text
        self.conclusive = conclusive
    }

    /// Whether the search for a change that passes is left out for a check this explains.
    public var endsSearch: Bool { conclusive == true }
}
