import Foundation
import Texts

/// Why an observer's closure never ran (docs/checks.md "Round 23"): a `NotificationCenter` block
/// observer (`addObserver(forName:object:queue:using:)`) or a key-value observation
/// (`observe(\.x, options:)`), read from the code and the run: the names posted, when the posts ran,
/// the object filter, the observed property's declaration, the observation's token.
extension FailureContext {
    /// The call that registers an observer's closure (`addObserver`, `observe`), on its line or just above.
    func registration(of span: CodeFacts.ClosureSpan) -> CodeFacts.Call? {
        guard let kind = span.call, kind == "addObserver" || kind == "observe" else { return nil }
        return code.calls.filter { $0.file == span.file && $0.name == kind && $0.line <= span.startLine && span.startLine - $0.line <= 3 }
            .max { $0.line < $1.line }
    }

    /// A key-value observation's token bound to a local of its method and kept nowhere (not stored,
    /// not passed on): released when the method returns.
    func localToken(of registration: CodeFacts.Call) -> CodeFacts.Binding? {
        guard let local = code.bindings.first(where: { $0.file == registration.file && $0.line == registration.line && $0.method == registration.method && !$0.isCapture }),
              !code.assignments.contains(where: { $0.value == local.name && $0.method == local.method && $0.owner == local.owner }),
              !code.calls.contains(where: { $0.arguments.contains(local.name) && $0.method == local.method && $0.owner == local.owner }) else { return nil }
        return local
    }

    /// `field.observe(\.text, …)` on a text field outlet the check types into.
    func observesTypedText(_ registration: CodeFacts.Call) -> Bool {
        let path = registration.arguments.first ?? ""
        guard path.range(of: #"\.text\s*$"#, options: .regularExpression) != nil,
              let outlet = registration.receiver.map(CodeFacts.normalized)?.split(separator: ".").last.map(String.init),
              code.properties.contains(where: { $0.name == outlet && $0.isOutlet && (($0.type ?? "").contains("UITextField") || path.contains("UITextField")) }) else { return false }
        return check.steps.contains { if case let .type(locator, _) = $0 { return locator.outlet == outlet } else { return false } }
    }

    func observerMiss(span: CodeFacts.ClosureSpan) -> (registration: CodeFacts.Call, miss: ObserverMiss)? {
        guard let registration = registration(of: span), let kind = span.call else { return nil }
        func argument(_ label: String) -> String? {
            zip(registration.labels, registration.arguments).first { $0.0 == label }?.1
        }
        if kind == "observe" {
            guard let path = registration.arguments.first, let property = path.firstMatch(#"\\[\w.]*?\.?(\w+)\s*$"#)?[1] else { return nil }
            // The token: kept in a property, or a local (`let token = x.observe(…)`) / thrown away (`_ =`).
            if let local = localToken(of: registration) {
                return (registration, .tokenNotKept(token: local.name, method: local.method ?? "?", initialOnly: false))
            }
            let local = code.bindings.first { $0.file == registration.file && $0.line == registration.line && $0.method == registration.method && !$0.isCapture }
            let assigned = code.assignments.first { $0.file == registration.file && $0.line == registration.line }
            if local == nil, assigned?.target == "_" || (assigned == nil && !sources.joined().isEmpty && Self.discarded(registration, sources: sources, paths: learnerPaths)) {
                return (registration, .tokenNotKept(token: nil, method: registration.method ?? "?", initialOnly: false))
            }
            if observesTypedText(registration) { return (registration, .textFieldText) }
            let receiver = CodeFacts.normalized(registration.receiver ?? "")
            // The observed property, declared by the learner without `dynamic`.
            let receiverType = receiver.isEmpty || receiver == "self" ? registration.owner : code.properties.first { $0.name == receiver.split(separator: ".").last.map(String.init) }?.type.map(CodeFacts.bareType)
            let candidates = code.properties.filter { $0.name == property && !$0.isOutlet && !$0.isComputed }
            if let declared = candidates.first(where: { $0.owner == receiverType }) ?? (candidates.count == 1 ? candidates.first : nil),
               let source = declaredLine(file: declared.file, line: declared.line), !Self.declaresDynamic(source, above: declaredLine(file: declared.file, line: declared.line - 1)) {
                return (registration, .notDynamic(property: property, owner: declared.owner, line: declared.line))
            }
            return nil
        }
        // A block observer of NotificationCenter.
        guard let nameArgument = argument("forName") else { return nil }
        let posts = code.calls.filter { $0.name == "post" && ($0.labels.first == "name") && ($0.receiver ?? "").contains("NotificationCenter") }
        let observed = NotificationUnobservedRule.nameKey(nameArgument, code: code)
        let shownName = { (argument: String, key: String?) in key.map { "\"\($0)\"" } ?? "`\(argument)`" }
        let same = posts.filter { post in
            guard let posted = post.arguments.first else { return false }
            if let observed, let key = NotificationUnobservedRule.nameKey(posted, code: code) { return key == observed }
            return CodeFacts.normalized(posted) == CodeFacts.normalized(nameArgument)
        }
        if same.isEmpty {
            // A post whose name is the observed one but for letter case or a letter or two.
            if let observed, let near = posts.first(where: { post in
                guard let key = post.arguments.first.flatMap({ NotificationUnobservedRule.nameKey($0, code: code) }) else { return false }
                return key.lowercased() == observed.lowercased() || Self.editDistance(key, observed) <= 2
            }), let key = near.arguments.first.flatMap({ NotificationUnobservedRule.nameKey($0, code: code) }) {
                return (registration, .nameDiffers(observed: "\"\(observed)\"", posted: "\"\(key)\"", postLine: near.line))
            }
            return posts.isEmpty || observed != nil ? (registration, .nothingPosts(name: shownName(nameArgument, observed))) : nil
        }
        let ranPosts = same.filter { (ran($0) ?? 0) > 0 }
        guard let post = ranPosts.first else {
            return same.first.map { (registration, .postNeverRan(post: "post(name: \($0.arguments.first ?? ""), …)", postLine: $0.line)) }
        }
        // Posted before the observer was added: the post's method ran before the registering one.
        if let postMethod = post.method, let registerMethod = registration.method,
           let posted = runs(of: postMethod, owner: post.owner).last?.index,
           let registered = runs(of: registerMethod, owner: registration.owner).first?.index, posted < registered {
            return (registration, .postedBefore(post: "post(name: \(post.arguments.first ?? ""), …)", postLine: post.line, postMethod: postMethod, registerMethod: registerMethod))
        }
        // Removed before the post: a `removeObserver` of the registering class ran after the observer
        // was last added and before the post, with no registration between.
        if let postMethod = post.method, let registerMethod = registration.method,
           let posted = runs(of: postMethod, owner: post.owner).last?.index,
           let added = runs(of: registerMethod, owner: registration.owner).map(\.index).filter({ $0 < posted }).max() {
            for remove in code.calls where remove.name == "removeObserver" && remove.owner == registration.owner && (ran(remove) ?? 0) > 0 {
                guard let removeMethod = remove.method,
                      runs(of: removeMethod, owner: remove.owner).contains(where: { $0.index > added && $0.index < posted }) else { continue }
                return (registration, .removedBefore(removeLine: remove.line, removeMethod: removeMethod, post: "post(name: \(post.arguments.first ?? ""), …)",
                                                     postLine: post.line, postMethod: postMethod))
            }
        }
        // The object filter: the observer's `object:` is not nil and the post sends another object.
        if let filter = argument("object"), filter != "nil" {
            let postedObject = zip(post.labels, post.arguments).first { $0.0 == "object" }?.1 ?? "nil"
            let sameObject = CodeFacts.normalized(postedObject) == CodeFacts.normalized(filter) && post.owner == registration.owner
            if !sameObject {
                return (registration, .objectFilter(filter: filter, filterOwner: registration.owner, posted: postedObject, postLine: post.line, postOwner: post.owner))
            }
        }
        return nil
    }

    /// `dynamic` among a declaration's words (its line, or attributes on the line above), comments left out.
    static func declaresDynamic(_ line: String, above: String?) -> Bool {
        let code = { (text: String) in text.components(separatedBy: "//").first ?? text }
        let words = code(line) + " " + (above.map(code).map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") ? $0 : "" } ?? "")
        return words.range(of: #"\bdynamic\b"#, options: .regularExpression) != nil
    }

    /// The source line (1-based) of a learner file.
    func declaredLine(file: Int, line: Int) -> String? {
        guard file < sources.count else { return nil }
        let lines = sources[file].components(separatedBy: "\n")
        return line - 1 < lines.count && line >= 1 ? lines[line - 1] : nil
    }

    /// `x.observe(…)` written as a statement of its own (its token thrown away).
    static func discarded(_ call: CodeFacts.Call, sources: [String], paths: [String]) -> Bool {
        guard call.file < sources.count else { return false }
        let lines = sources[call.file].components(separatedBy: "\n")
        guard call.line - 1 < lines.count, call.line >= 1 else { return false }
        let text = lines[call.line - 1].trimmingCharacters(in: .whitespaces)
        return text.range(of: #"^(_\s*=\s*)?[\w.?!()\[\]"]*\.observe\("#, options: .regularExpression) != nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// A key-value observation that stops, or never reports, what the check needs: its token kept in a
/// local (released when the method returns, which ends the observation: the closure ran only for
/// `.initial`), or `UITextField.text` observed while the check types (typing is not reported
/// through KVO). The closure's first line is what the reading names.
///
/// The other observers' misses (a name, a post before the observer, an object filter, a property
/// not `dynamic`) are told here too when a line the check depends on sits in the closure and a
/// line given the label its value ran elsewhere (so no "never ran" reading comes first).
///
/// Premise: the failure is a value or a screen; the registration ran; a line of its closure gives
/// what the check reads; the closure ran no more times than the registration (only `.initial`, or
/// never); for a text field, the check types into it.
struct ObservationNotDeliveredRule: TeachingRule {
    let id = "observation-not-delivered"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        let setters = context.settersOfSubject
        let origins = setters.map { context.origins(of: $0) }.joined(separator: " ")
        let transitions: [CodeFacts.Call] = code.calls.filter { SkippedOptionalChainRule.transitionCalls[$0.name] != nil }
        let transitionTests: [String] = transitions.flatMap { $0.conditions.map(\.text) } + code.returns.flatMap { $0.conditions.map(\.text) }
        for span in code.closureSpans where span.call == "observe" || span.call == "addObserver" {
            guard let registration = context.registration(of: span), let made = context.ran(registration), made > 0 else { continue }
            // A line of the closure that gives what the check reads (the label, or a property the label's value comes from).
            let lines = code.assignments.filter { $0.file == span.file && span.firstLine <= $0.line && $0.line <= span.lastLine }
            guard let inside = lines.first(where: { line in setters.contains { $0.file == line.file && $0.line == line.line } })
                    ?? lines.first(where: { line in
                        // A property of the learner's (not a UIKit member such as `text`) written through
                        // the screen itself, which the value the check reads comes from.
                        FailureContext.mentions(origins, line.member) && (line.base == nil || ["self", "self?"].contains(line.base ?? ""))
                            && code.properties.contains { property in property.name == line.member && !property.isOutlet && setters.contains { $0.owner == property.owner } }
                    })
                    // (For a screen that did not come or go: a property the tests of a transition read.)
                    ?? lines.first(where: { line in context.isScreenCheck && transitionTests.contains { FailureContext.mentions($0, line.member) } }) else { continue }
            let runs = context.ran(file: span.file, line: span.firstLine, column: span.firstColumn) ?? 0
            guard runs <= made else { continue }
            let path = registration.arguments.first ?? ""
            var miss: ObserverMiss?
            if span.call == "observe" {
                // Typing into a text field whose `text` is observed; a token kept in a local.
                if context.observesTypedText(registration) {
                    miss = .textFieldText
                } else if let local = context.localToken(of: registration) {
                    miss = .tokenNotKept(token: local.name, method: local.method ?? "?", initialOnly: runs > 0)
                }
            }
            // Else, when it never ran: what the code and the run show (names, order, filter, `dynamic`).
            if miss == nil, runs == 0 { miss = context.observerMiss(span: span)?.miss }
            guard let miss else { continue }
            let shown = span.call == "observe" ? "observe(\(path), …)" : "addObserver(forName: \(path), …)"
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleObserverNeverCalled(statement: ReadOnceRule.oneLine(inside.statement), line: inside.line, registration: shown,
                                           registrationLine: registration.line, miss: miss)
            })
        }
        return nil
    }
}
