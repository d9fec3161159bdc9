import Foundation
import Texts
import WorkbookProtocol

/// The UI as the store: the value the check reads is taken from another screen's view (its text
/// field's `text`, a stored reference to one of its outlets, a view found by `viewWithTag`). A
/// screen's views exist only while its view is loaded and the screen is kept: before it loads its
/// outlets are nil, after it is popped or dismissed nothing holds them, and a tag finds only a view
/// that has it. The value itself must travel.
///
/// Premise: the failing label's setter reads, directly, through a local bound to it, or through a
/// property of its own class given it, `x.outlet.text` (or `.isOn`, `.value`) where `outlet` is an
/// outlet of another class of the learner's, or a view found with `viewWithTag`; never in an unwind
/// action (which reads the screen being closed while it still exists, as the chapter does).
struct OtherScreenViewRule: TeachingRule {
    let id = "other-screen-view"
    /// A lookup table keyed by another name than the segue that ran is the cause: what the code read after it follows from it.
    let supersededBy: Set<String> = ["segue-identifier-mismatch"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .label(outlet, _)? = context.failure.expectation else { return nil }
        let code = context.code
        for set in code.labelSetters(outlet) {
            let owner = set.owner
            // What the setter reads: its value, the locals it is bound through, and the values
            // the class's own properties it reads were given.
            var reads: [(text: String, line: Int, method: String?)] = [(set.value, set.line, set.method)]
            // Three steps back at most: a local, a property, a local again.
            var seen = Set([set.value])
            for _ in 0..<3 {
                var more: [(text: String, line: Int, method: String?)] = []
                for read in reads {
                    for binding in code.bindings where binding.owner == owner && FailureContext.mentions(read.text, binding.name) {
                        more.append((binding.value, binding.line, binding.method))
                    }
                    for property in code.properties where property.owner == owner && !property.isOutlet && FailureContext.mentionsOwn(read.text, property.name) {
                        for given in code.assignments where given.member == property.name && given.owner == owner { more.append((given.value, given.line, given.method)) }
                    }
                }
                let new = more.filter { seen.insert($0.text).inserted }
                if new.isEmpty { break }
                reads += new
            }
            let foreignOutlets = code.properties.filter { $0.isOutlet && $0.owner != owner && $0.owner != nil }
            // An unwind action reads the screen being closed while it still exists: the textbook way.
            func isUnwind(_ method: String?) -> Bool {
                guard let method, method != "prepare(for:sender:)" else { return false }
                return code.methods.contains { $0.name == method && $0.owner == owner && $0.parameterTypes.contains("UIStoryboardSegue") }
            }
            for read in reads {
                if let tag = read.text.firstMatch(#"viewWithTag\(\s*([^)]*)\)"#) {
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleOtherScreenView(read: "viewWithTag(\(tag[1]))", line: read.line, outlet: nil, screen: nil)
                    })
                }
                for foreign in foreignOutlets where !isUnwind(read.method) {
                    let name = NSRegularExpression.escapedPattern(for: foreign.name)
                    guard let match = read.text.firstMatch(#"([\w?!.()]*\.\#(name))(\?|!)?(\.(text|isOn|value))?\b"#),
                          // `email` of the setter's own class is its own outlet, not another screen's.
                          !code.properties.contains(where: { $0.name == foreign.name && $0.owner == owner }),
                          // `ViewController.Format.interval(…)`, `Form.Keys.email`: a member of a type (a nested
                          // namespace, a static), not an outlet of an instance.
                          !Self.isTypeMember(match[1], name: foreign.name, in: read.text),
                          Self.isScreen(match[1], of: foreign.owner ?? "", in: code, method: read.method, owner: owner) else { continue }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleOtherScreenView(read: match[0], line: read.line, outlet: foreign.name, screen: foreign.owner)
                    })
                }
            }
        }
        return nil
    }

    /// `A.B.name` where the part before `name` is a type's name (it starts with a capital letter and is
    /// no call or cast), or `name(` called: a static member or a function, not an outlet of an object.
    static func isTypeMember(_ access: String, name: String, in text: String) -> Bool {
        if let range = text.range(of: access), text[range.upperBound...].hasPrefix("(") { return true }
        let parts = access.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return false }
        let before = parts[parts.count - 2]
        return before.first?.isUppercase == true && before.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `access` (`form.email`) reads through an object of class `screen`: the access names
    /// the class (`(x as? Form).email`), or its first name is bound to, or declared as, one.
    static func isScreen(_ access: String, of screen: String, in code: CodeFacts, method: String?, owner: String?) -> Bool {
        guard !screen.isEmpty else { return false }
        if access.contains(screen) { return true }
        let root = String(access.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if code.bindings.contains(where: { $0.name == root && $0.owner == owner && $0.value.contains(screen) }) { return true }
        return code.properties.contains { $0.name == root && $0.owner == owner && ($0.type ?? "").contains(screen) }
    }
}
