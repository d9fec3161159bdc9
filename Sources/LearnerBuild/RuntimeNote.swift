import Foundation

/// Compiler notes that point into workbook's own UIKit (its source files, or the interface the
/// compiler generates from its module: `UIKit.UIViewController.viewWillAppear:2:22`). The learner
/// must never see our paths, our internal declarations or doc comments: such a note becomes an
/// unlocated note that quotes UIKit's declaration, cleaned to what Apple's documentation shows,
/// and says what to change; a note that cannot be said that way is dropped.
enum RuntimeNote {
    /// The rewritten note, or nil to drop it. `error` is the learner's diagnostic it explains.
    static func rewrite(_ note: CompilerDiagnostic, explaining error: CompilerDiagnostic?) -> CompilerDiagnostic? {
        guard let declaration = declaration(in: note.excerpt) else { return nil }
        let message = note.message
        let errorMessage = error?.message ?? ""
        let isProperty = declaration.hasPrefix("var ") || declaration.hasPrefix("let ")
        let text: String
        if errorMessage.contains("requires an 'override' keyword") {
            text = "UIKit's superclass already declares `\(declaration)`; write `override` before `\(isProperty ? "var" : "func")` to replace it"
        } else if errorMessage.contains("non-open") || errorMessage.contains("outside of its defining module")
                    || errorMessage.contains("final") || errorMessage.contains("cannot be overridden") {
            text = "UIKit declares `\(declaration)` and apps cannot override it: remove `override` and give your \(isProperty ? "property" : "method") another name"
        } else if message.hasPrefix("attempt to override") || errorMessage.contains("cannot override") {
            text = isProperty ? "UIKit declares `\(declaration)`; an override must keep exactly this type: `override \(declaration)`"
                : "UIKit declares `\(declaration)`; an override must keep exactly these labels and types"
        } else if message.hasPrefix("potential overridden") {
            text = "UIKit declares `\(declaration)`; to override it, write the labels and types exactly like this"
        } else if message.contains("candidate") {
            text = "UIKit declares `\(declaration)`; pass arguments of these types"
        } else {
            var plain = message
            for suffix in [" is here", " here"] where plain.hasSuffix(suffix) { plain = String(plain.dropLast(suffix.count)) }
            text = "\(plain): UIKit declares `\(declaration)`"
        }
        return CompilerDiagnostic(file: "", line: 0, column: 0, severity: "note", message: text)
    }

    /// Attributes and modifiers left out of a quoted declaration (ours, or Swift-only details).
    static let droppedWords: Set<String> = ["open", "public", "internal", "final", "dynamic", "nonisolated", "override",
                                            "required", "convenience", "internal(set)", "private(set)", "fileprivate(set)",
                                            "public(set)", "open(set)", "package", "package(set)"]

    /// The declaration the note's marker points at, on one line, without attributes, access
    /// modifiers or body; nil when it is not a UIKit declaration a learner could write.
    static func declaration(in excerpt: [String]) -> String? {
        let numbered = excerpt.enumerated().compactMap { index, line in CompilerOutput.numberedLine(line).map { (index, $0) } }
        guard let marker = excerpt.firstIndex(where: { $0.contains("`- note:") }),
              let start = numbered.lastIndex(where: { $0.0 < marker }) else { return nil }
        var text = ""
        var depth = 0
        for (_, line) in numbered[start...].prefix(6) {
            let part = line.text.trimmingCharacters(in: .whitespaces)
            text += text.isEmpty || text.hasSuffix("(") ? part : " " + part
            depth += part.filter { $0 == "(" }.count - part.filter { $0 == ")" }.count
            if depth <= 0 { break }
        }
        if let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
        if let equals = text.range(of: " = "), !text.hasPrefix("func"), !text.contains("(") { text = String(text[..<equals.lowerBound]) }
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while let first = words.first, first.hasPrefix("@") || droppedWords.contains(first) {
            // `@_spi(Workbook)` and other attributes with arguments are one word here.
            if first.hasPrefix("@_spi") || first.hasPrefix("@_") { return nil }
            words.removeFirst()
        }
        let result = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " }"))
        let kinds = ["func ", "var ", "let ", "init", "subscript", "class ", "protocol ", "enum ", "struct ", "static ", "convenience "]
        guard kinds.contains(where: { result.hasPrefix($0) }), depth <= 0,
              !result.lowercased().contains("workbook"), !result.contains("__"), !result.contains("///") else { return nil }
        return result
    }
}
