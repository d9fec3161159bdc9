/// A condition a statement runs under, as a teaching text shows it.
public struct ConditionText: Sendable, Equatable {
    public var text: String
    public var line: Int
    /// false: the statement runs only when the condition does not hold (an `else`, an early exit).
    public var holds: Bool

    public init(text: String, line: Int, holds: Bool) {
        self.text = text
        self.line = line
        self.holds = holds
    }
}

/// The compiler warnings that change what the code does, which a teaching text explains.
public enum WarningKind: Sendable, Equatable {
    /// "cast from 'A' to unrelated type 'B' always fails"
    case castAlwaysFails
    /// "instance will be immediately deallocated because property 'p' is 'weak'"
    case releasedAtOnce
    /// "will never be executed"
    case neverExecuted
    /// "comparing non-optional value … to 'nil' always returns …", "… always true/false"
    case alwaysSame

    /// The kind of a warning's message, nil for a warning that changes nothing at run time.
    public init?(message: String) {
        if message.contains("always fails") { self = .castAlwaysFails }
        else if message.contains("immediately deallocated") { self = .releasedAtOnce }
        else if message.contains("will never be executed") { self = .neverExecuted }
        else if message.contains("always returns") || message.hasSuffix("always true") || message.hasSuffix("always false") { self = .alwaysSame }
        else { return nil }
    }
}
