enum Greeting {
    static func text(for email: String) -> String { "Hello, " + email }
}
