import Foundation

/// The Objective-C selector Swift gives a method, the name Interface Builder writes in a
/// storyboard's `<action selector=…>` and `unwindAction=…`. One rule, used by the build (the
/// glue's action table, `#selector`), the driver (`tap: {action: …}`) and the teaching rules.
///
/// Swift's rule (`AbstractFunctionDecl::getObjCSelector` in the compiler): no argument gives the
/// base name (`tap()` → `tap`); a single unlabelled argument gives `name:` (`onSubmit(_:)` →
/// `onSubmit:`). Otherwise the first argument's label joins the base name, capitalised, and
/// `With` goes between them unless the label's first word or the base name's last word is a
/// preposition (`config(coder:)` → `configWithCoder:`, `save(with:)` → `saveWith:`,
/// `unwind(for:)` → `unwindFor:`, `unwindTo(main:)` → `unwindToMain:`). Later labels are kept as
/// written, `_` giving an empty piece (`foo(_:forEvent:)` → `foo:forEvent:`).
public enum ObjCSelector {
    /// The words Swift treats as prepositions (`lib/Basic/PartsOfSpeech.def`), compared ignoring case.
    public static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of a method named `name` whose arguments have these labels (`_` for none).
    public static func name(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var result = base
        if first != "_" && !first.isEmpty {
            let joinsDirectly = isPreposition(camelCaseWords(first).first) || isPreposition(camelCaseWords(base).last)
            if !joinsDirectly { result += "With" }
            result += first.prefix(1).uppercased() + first.dropFirst()
        }
        result += ":"
        for label in labels.dropFirst() { result += (label == "_" ? "" : label) + ":" }
        return result
    }

    /// `onPerformSegue(_:)` → `onPerformSegue:`, `save(with:)` → `saveWith:`; text that is not a
    /// Swift name (a selector already, or a bare name) is returned as it is.
    public static func name(fromSwiftName swiftName: String) -> String {
        guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { return swiftName }
        let base = String(swiftName[..<open])
        let inside = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
        let labels = inside.split(separator: ":", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return name(base: base, labels: labels)
    }

    static func isPreposition(_ word: String?) -> Bool {
        guard let word else { return false }
        return prepositions.contains(word.lowercased())
    }

    /// The words of a camelCase identifier as Swift splits them: a word starts at an uppercase
    /// letter that follows a lowercase one, and a run of capitals is one word, except its last
    /// capital when a lowercase letter follows (`URLSession` → `URL`, `Session`). Digits and
    /// underscores stay with the word they follow.
    public static func camelCaseWords(_ identifier: String) -> [String] {
        let characters = Array(identifier)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var startsWord = false
            if character.isUppercase, let previous {
                if previous.isLowercase || previous.isNumber { startsWord = true }
                else if previous.isUppercase, let next, next.isLowercase { startsWord = true }
            }
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
