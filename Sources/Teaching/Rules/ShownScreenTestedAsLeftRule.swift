import Foundation
import Texts

/// A navigation delegate's `didShow`/`willShow` is given the screen being shown; the code tests
/// that screen (under any name it is handed on as: a helper's parameter, a `switch`) for the class
/// of the screen that left. In the run, when a screen of that class left (its `viewDidDisappear`
/// in the same step), the method was given another screen, so the test never held for it. One
/// reading for every spelling of the test: `as?`, `as!`, `is`, `case let x as C`, `case is C`.
struct ShownScreenTestedAsLeftRule: TeachingRule {
    let id = "shown-screen-tested-as-left"
    static let methods = ["navigationController(_:didShow:animated:)", "navigationController(_:willShow:animated:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        for delegate in code.methods where Self.methods.contains(delegate.name) && delegate.parameterNames.count >= 2 {
            // The names the shown screen goes by: the parameter, and the helpers' parameters it is handed to.
            var places: [(method: CodeFacts.Method, name: String)] = [(delegate, delegate.parameterNames[1])]
            for call in code.calls where call.method == delegate.name && call.owner == delegate.owner {
                guard let index = call.arguments.firstIndex(where: { CodeFacts.normalized($0) == delegate.parameterNames[1] }),
                      let helper = code.methods.first(where: { $0.baseName == call.name && $0.owner == delegate.owner && !Self.methods.contains($0.name) }),
                      index < helper.parameterNames.count else { continue }
                places.append((helper, helper.parameterNames[index]))
            }
            // The tests of those names against a class, with their lines.
            var tests: [(className: String, line: Int, text: String)] = []
            for place in places {
                for (line, text) in body(of: place.method, context: context) {
                    // Only a test the run reached (an earlier `return` may have ended the method first: that is the reading then).
                    let column = (text.firstIndex { !$0.isWhitespace }.map { text.distance(from: text.startIndex, to: $0) } ?? 0) + 1
                    guard (context.ran(file: place.method.file, line: line, column: column) ?? 1) > 0 else { continue }
                    let name = NSRegularExpression.escapedPattern(for: place.name)
                    if let match = text.firstMatch("\\b" + name + #"\s+(as[?!]|is)\s*(\w+)"#) {
                        tests.append((match[2], line, "\(place.name) \(match[1]) \(match[2])"))
                    } else if let match = text.firstMatch(#"((?:\b\w+\s*\.\s*)?\b\w+\([^()]*\b"# + name + #"\b[^()]*\))\s+(as[?!]|is)\s*(\w+)"#) {
                        // Handed to a helper whose result is cast (`Self.popped(viewController, stack: …) as? LeftViewController`).
                        tests.append((match[3], line, "\(match[1]) \(match[2]) \(match[3])"))
                    }
                    // `if case let left as LeftViewController = viewController`
                    if let match = text.firstMatch(#"\bcase\s+(?:let\s+\w+\s+as|is)\s+(\w+)\s*=\s*(?:self\.)?"# + name + "\\b") {
                        tests.append((match[1], line, text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: #"^(if|guard)\s+|\s*(else)?\s*\{.*$"#, with: "", options: .regularExpression)))
                    }
                    if text.range(of: "\\bswitch\\s+(self\\.)?" + name + "\\s*\\{?\\s*$", options: .regularExpression) != nil {
                        for (caseLine, caseText) in body(of: place.method, context: context) where caseLine > line {
                            if let match = caseText.firstMatch(#"^\s*case\s+(?:let\s+\w+\s+as|is)\s+(\w+)"#) {
                                tests.append((match[1], caseLine, "switch \(place.name) … " + caseText.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: #":\s*$"#, with: "", options: .regularExpression)))
                            }
                        }
                    }
                }
            }
            guard !tests.isEmpty else { continue }
            // A run of the method given another screen than the one that left, when the one that left is of a tested class.
            let events = context.evidence.indexedEvents
            for run in context.runs(of: delegate.name, owner: delegate.owner) {
                guard let shown = run.event.detail.flatMap(Evidence.leadingTag), let step = run.event.step else { continue }
                let left = events.last { $0.index < run.index && $0.event.step == step && $0.event.member == "viewDidDisappear(_:)" }?.event.instance
                guard let left, let leftClass = left.split(separator: "#").first.map(String.init),
                      !shown.hasPrefix(leftClass + "#"),
                      let test = tests.first(where: { $0.className == leftClass }) else { continue }
                let from = code.locals.first { $0.method == delegate.name && $0.owner == delegate.owner && ($0.value ?? "").contains("forKey: .from") }?.name
                    ?? code.bindings.first { $0.method == delegate.name && $0.owner == delegate.owner && $0.value.contains("forKey: .from") }?.name
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleShownScreenTestedAsLeft(method: delegate.name, parameter: delegate.parameterNames[1], test: test.text, line: test.line,
                                                   left: left, shown: shown, step: step, fromName: from)
                })
            }
        }
        return nil
    }

    /// The lines of a method's body (from its declaration to the next declaration in its file), with their numbers.
    private func body(of method: CodeFacts.Method, context: FailureContext) -> [(Int, String)] {
        guard context.sources.indices.contains(method.file) else { return [] }
        let lines = context.sources[method.file].components(separatedBy: "\n")
        let next = context.code.methods.filter { $0.file == method.file && $0.line > method.line }.map(\.line).min() ?? lines.count + 1
        return (method.line..<min(next, lines.count + 1)).map { ($0, lines[$0 - 1]) }
    }
}
