import Foundation

/// The names a chapter gives that become paths or Swift code: exercise ids (the folder
/// `Exercises/<id>/`), Swift file names (files of the app folder) and module names (the app
/// folder and the storyboard's `customModule`). Each rule returns what is wrong, or nil.
enum BookNames {
    /// Lowercase ASCII letters, digits and `-`, starting with a letter or digit.
    static func exerciseIDProblem(_ id: String) -> String? {
        guard !id.isEmpty else { return "it is empty" }
        if let bad = id.unicodeScalars.first(where: { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-") }) {
            return "it contains \(describe(bad))"
        }
        if id.hasPrefix("-") { return "it starts with `-`" }
        return nil
    }

    /// `id` made valid: lowercase, other characters as `-`, no leading `-` (for suggestions).
    static func suggestedID(_ id: String) -> String {
        let mapped = String(id.lowercased().unicodeScalars.map { scalar -> Character in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "-"
        })
        let parts = mapped.split(separator: "-", omittingEmptySubsequences: true)
        return parts.isEmpty ? "my-exercise" : parts.joined(separator: "-")
    }

    /// A relative path of plain parts (ASCII letters, digits, `_`, `-`, `.`, `+`, spaces), none
    /// empty, `.`, `..` or starting with `-` or `.`, ending in `.swift`.
    static func swiftFileProblem(_ name: String) -> String? {
        if name.hasPrefix("/") { return "it is an absolute path" }
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "it contains a control character (\(describe(control)))"
        }
        if name.contains("\\") { return "it contains a backslash" }
        for part in name.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty { return "it has an empty part (`//` or a trailing `/`)" }
            if part == "." || part == ".." { return "it has a `\(part)` part" }
            if part.hasPrefix("-") { return "the part `\(part)` starts with `-`" }
            if part.hasPrefix(".") { return "the part `\(part)` starts with `.`" }
            if let bad = part.unicodeScalars.first(where: { !isFileNameScalar($0) }) { return "it contains \(describe(bad))" }
        }
        if !name.hasSuffix(".swift") || name.hasSuffix("/.swift") { return "it does not end in `.swift`" }
        return nil
    }

    static func isFileNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "_-.+ ".unicodeScalars.contains(scalar)
    }

    /// A Swift identifier of ASCII letters, digits and `_`, not starting with a digit.
    static func moduleProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if ("0"..."9").contains(first) { return "it starts with a digit" }
        if let bad = name.unicodeScalars.first(where: { !(("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_") }) {
            return "it contains \(describe(bad))"
        }
        return nil
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar == " " { return "a space" }
        if scalar.properties.generalCategory == .control {
            return "U+" + String(format: "%04X", scalar.value)
        }
        return "`\(scalar)`"
    }
}
