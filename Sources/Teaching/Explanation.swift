import Texts

/// Why a failure happened, in words that teach: produced by a rule from what really happened.
public struct Explanation: Codable, Equatable, Sendable {
    /// The rule that produced it (`unknown-segue-identifier`, `twin-instance`, …).
    public var rule: String
    public var text: LocalizedText

    public init(rule: String, text: LocalizedText) {
        self.rule = rule
        self.text = text
    }
}
