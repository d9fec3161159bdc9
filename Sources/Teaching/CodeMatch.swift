import Foundation
import SwiftParser
import SwiftSyntax

/// Code fragments matched against the learner's code by tokens: spaces, line breaks, comments and
/// `self.` do not matter (`delegate = self` matches `self.delegate=self // set`). Used by hint
/// conditions (`unless_code:`): a hint whose premise the code already satisfies is not shown.
public struct CodeMatch: Sendable {
    /// Every file's tokens, joined without trivia.
    public let normalized: [String]
    /// Each function's body the same way, by the function's base name (`viewWillAppear`).
    public let bodies: [(name: String, body: String)]
    /// The names each body (by its name) uses, as tokens: what it calls or reads.
    let identifiers: [String: Set<String>]
    /// The calls each body makes only under a test (inside an `if`, a `switch` case, a `?:` branch,
    /// a loop, after a `guard` or after an `if` that returns), normalized, by the body's name.
    let guardedCalls: [String: [String]]

    public init(sources: [String]) {
        // The learner's string constants and `String` enum cases, read as the text they stand for:
        // `performSegue(withIdentifier: Segue.manual.rawValue, …)` holds `performSegue(withIdentifier: "ManualSubmit"`,
        // so a hint whose premise that code already meets is not shown.
        var names: [String: String] = [:]
        let trees = sources.map { Parser.parse(source: TupleAssignments.split($0)) }
        for tree in trees {
            let visitor = TextConstants(viewMode: .sourceAccurate)
            visitor.walk(tree)
            names.merge(visitor.found) { first, _ in first }
        }
        // Each file also read with its names for objects (`let defaults = UserDefaults.standard`, a
        // parameter `in defaults: UserDefaults = .standard`, `guard let next = segue.destination as? Result…`)
        // replaced by what they stand for, so that `defaults.set(` holds `UserDefaults.standard.set(`.
        var plain: [String] = []
        var bodies: [(name: String, body: String)] = []
        var identifiers: [String: Set<String>] = [:]
        var guardedCalls: [String: [String]] = [:]
        var wrapperAccessors: [String: [String: (body: String, names: Set<String>)]] = [:]
        var wrapped: [(property: String, wrapper: String)] = []
        for tree in trees {
            let aliases = Aliases(viewMode: .sourceAccurate)
            aliases.walk(tree)
            let text = Self.normalize(tree)
            plain.append(text)
            let resolved = Self.normalize(tree, aliases: aliases.local.merging(aliases.fileWide) { mine, _ in mine })
            if resolved != text { plain.append(resolved) }
            let visitor = FunctionBodies(viewMode: .sourceAccurate)
            visitor.fileWide = aliases.fileWide
            visitor.walk(tree)
            bodies += visitor.found
            identifiers.merge(visitor.identifiers) { $0.union($1) }
            guardedCalls.merge(visitor.guardedCalls) { $0 + $1 }
            wrapperAccessors.merge(visitor.wrapperAccessors) { $0.merging($1) { first, _ in first } }
            wrapped += visitor.wrapped
        }
        // A property declared with one of the learner's property wrappers reads and writes through the
        // wrapper's `wrappedValue` (its getter and setter are bodies of the property's name).
        for (property, wrapper) in wrapped {
            for (kind, accessor) in wrapperAccessors[wrapper] ?? [:] {
                bodies.append(("\(kind):\(property)", accessor.body))
                identifiers["\(kind):\(property)", default: []].formUnion(accessor.names)
            }
        }
        // A property written through a key path or key-value coding (`.with(\\.delegate, self)`,
        // `sub[keyPath: \\.delegate] = self`, `setValue(self, forKey: "delegate")`) holds the assignment
        // it stands for (`.delegate = self`): a hint asking for that assignment is not shown to it.
        plain = plain.map { $0 + Self.keyedWrites(in: $0) }
        bodies = bodies.map { ($0.name, $0.body + Self.keyedWrites(in: $0.body)) }
        self.identifiers = identifiers
        self.guardedCalls = guardedCalls.mapValues { calls in calls + (names.isEmpty ? [] : calls.map { Self.resolving($0, names) }) }
        normalized = plain + (names.isEmpty ? [] : plain.map { Self.resolving($0, names) }.filter { !plain.contains($0) })
        self.bodies = bodies + (names.isEmpty ? [] : bodies.map { ($0.name, Self.resolving($0.body, names)) }.filter { resolved in
            !bodies.contains { $0.name == resolved.0 && $0.body == resolved.1 }
        })
    }

    /// The assignments a normalized text makes through key paths or key-value coding, or the elements
    /// of a tuple assigned at once, written out (`.delegate=self`, `r.paramUpdate=(…)`), each after a
    /// separator no fragment holds; empty when there are none.
    static func keyedWrites(in text: String) -> String {
        var found: [String] = []
        let patterns: [(String, (NSTextCheckingResult, NSString) -> String)] = [
            // `(\.delegate, self)`, `(\Sub.delegate, to: self)`: a key path and the value given for it.
            (#"\\(?:[A-Z]\w*)?\.(\w+),(?:\w+:)?([^,()]+)\)"#, { m, t in "." + t.substring(with: m.range(at: 1)) + "=" + t.substring(with: m.range(at: 2)) }),
            // `[keyPath: \.delegate] = self`.
            (#"\[keyPath:\\(?:[A-Z]\w*)?\.(\w+)\]=([^;{}]+)"#, { m, t in "." + t.substring(with: m.range(at: 1)) + "=" + t.substring(with: m.range(at: 2)) }),
            // `setValue(self, forKey: "delegate")`.
            (#"setValue\(([^,()]+),forKey:"(\w+)"\)"#, { m, t in "." + t.substring(with: m.range(at: 2)) + "=" + t.substring(with: m.range(at: 1)) }),
        ]
        let ns = text as NSString
        for (pattern, make) in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) { found.append(make(match, ns)) }
        }
        // A tuple assigned at once, `(r.paramUpdate,r.paramInterval)=…` (held-out 274-14): each element is written.
        if let regex = try? NSRegularExpression(pattern: #"(?<![\w.)\]])\(([\w.]+(?:,[\w.]+)+)\)=(?!=)"#) {
            for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                for element in ns.substring(with: match.range(at: 1)).split(separator: ",") where element != "_" { found.append(element + "=(…)") }
            }
        }
        return found.isEmpty ? "" : "\u{1E}" + found.joined(separator: "\u{1E}")
    }

    /// A normalized text with each constant's name (longest first) replaced by its literal.
    static func resolving(_ text: String, _ names: [String: String]) -> String {
        var result = text
        for name in names.keys.sorted(by: { $0.count > $1.count }) {
            // A bare or qualified name is not a member of something else (`email.text` is not `text`).
            let before = name.hasPrefix(".") ? "(?<![A-Za-z0-9_])" : "(?<![A-Za-z0-9_.])"
            let pattern = before + NSRegularExpression.escapedPattern(for: name) + "(?![A-Za-z0-9_])"
            let literal = "\"" + (names[name] ?? "") + "\""
            result = result.replacingOccurrences(of: pattern, with: NSRegularExpression.escapedTemplate(for: literal), options: .regularExpression)
        }
        return result
    }

    /// `in viewWillAppear: UserDefaults`: a piece that counts only inside that function's body.
    static func scoped(_ fragment: String) -> (function: String, code: String)? {
        guard fragment.hasPrefix("in "), let colon = fragment.firstIndex(of: ":") else { return nil }
        let name = fragment[fragment.index(fragment.startIndex, offsetBy: 3)..<colon].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (name, String(fragment[fragment.index(after: colon)...]))
    }

    public static func normalize(_ source: String) -> String {
        normalize(Parser.parse(source: source))
    }

    /// The tokens of `node` without trivia or `self.`; a name in `aliases` used as the start of a
    /// member access (`defaults.set`, `next?.value`) stands for its object's expression.
    static func normalize(_ node: some SyntaxProtocol, aliases: [String: String] = [:]) -> String {
        let tokens = Array(node.tokens(viewMode: .sourceAccurate))
        var words: [String] = []
        for (index, token) in tokens.enumerated() {
            if !aliases.isEmpty, case .identifier = token.tokenKind, let alias = aliases[token.text],
               index + 1 < tokens.count, [".", "?", "!"].contains(tokens[index + 1].text),
               index == 0 || ![".", "let", "var", "func", "case"].contains(tokens[index - 1].text),
               !(index + 2 < tokens.count && tokens[index + 1].text == "?" && tokens[index + 2].text == "?") {
                words.append(alias)
                continue
            }
            if !aliases.isEmpty, ["?", "!"].contains(token.text), index > 0, let alias = aliases[tokens[index - 1].text],
               words.last == alias, index + 1 < tokens.count, tokens[index + 1].text == "." { continue }
            // An optional chain or a forced unwrap before a member is the same member access:
            // `resultEmail?.text = paramEmail` holds `resultEmail.text = paramEmail`.
            if token.tokenKind == .postfixQuestionMark || token.tokenKind == .exclamationMark,
               index + 1 < tokens.count, tokens[index + 1].text == "." { continue }
            words.append(token.text)
        }
        let text = words.joined(separator: " ").replacingOccurrences(of: "self .", with: "")
        return text.filter { !$0.isWhitespace }
    }

    /// Joins the pieces of an "all of these" condition (`unless_code: [[a, b]]`) in one fragment.
    public static let allSeparator: Character = "\u{1F}"

    /// Whether any file holds `fragment` (itself normalized); for pieces joined by
    /// `allSeparator`, whether the code holds every piece.
    public func contains(_ fragment: String) -> Bool {
        if fragment.contains(Self.allSeparator) {
            return fragment.split(separator: Self.allSeparator).allSatisfy { contains(String($0)) }
        }
        if let scoped = Self.scoped(fragment) {
            if scoped.code.trimmingCharacters(in: .whitespaces).hasPrefix(Self.guardedWord) {
                return callsOnlyUnderATest(from: scoped.function, String(scoped.code.trimmingCharacters(in: .whitespaces).dropFirst(Self.guardedWord.count)))
            }
            let needle = Self.normalize(scoped.code)
            guard !needle.isEmpty else { return false }
            return reachableBodies(from: scoped.function).contains { $0.contains(needle) }
        }
        let needle = Self.normalize(fragment)
        guard !needle.isEmpty else { return false }
        return normalized.contains { $0.contains(needle) }
    }
}

extension CodeMatch {
    /// `in onPerformSegue: guarded performSegue(`: the function (or a helper it calls) makes that
    /// call only under a test, or calls the helper that makes it only under a test. A hint telling
    /// the learner to test before the call contradicts code that already does (whatever the test).
    static let guardedWord = "guarded "

    func callsOnlyUnderATest(from function: String, _ code: String) -> Bool {
        let needle = Self.normalize(code)
        guard !needle.isEmpty else { return false }
        let names = reachableNames(from: function)
        for name in names {
            for call in guardedCalls[name] ?? [] {
                if call.contains(needle) { return true }
                // A guarded call of a helper whose body makes the call: `if valid { go() }`.
                for helper in Set(bodies.map(\.name)) where !helper.hasPrefix("get:") && !helper.hasPrefix("set:")
                    && call.range(of: "(?<![A-Za-z0-9_])\(NSRegularExpression.escapedPattern(for: helper))\\(", options: .regularExpression) != nil
                    && reachableBodies(from: helper).contains(where: { $0.contains(needle) }) {
                    return true
                }
            }
        }
        return false
    }

    /// The bodies of the functions named `name`, and of the learner's functions they call (by
    /// name, `load(` or `.load(`), two calls deep: work done in a helper that `viewWillAppear`
    /// calls is done in `viewWillAppear`.
    func reachableBodies(from name: String) -> [String] {
        let names = reachableNames(from: name)
        return bodies.filter { names.contains($0.name) }.map(\.body)
    }

    func reachableNames(from name: String) -> Set<String> {
        var names: Set<String> = [name]
        var frontier: Set<String> = [name]
        for _ in 0..<2 {
            var next: Set<String> = []
            for body in bodies where frontier.contains(body.name) {
                // A whole name, not the end of a longer one (`reload(` is not `load(`); a computed
                // property by its name read (`hasEmail`, not followed by `(`).
                let used = identifiers[body.name] ?? []
                for other in Set(bodies.map(\.name)) where !names.contains(other) {
                    let getter = other.hasPrefix("get:"), setter = other.hasPrefix("set:")
                    let name = getter || setter ? String(other.dropFirst(4)) : other
                    let escaped = NSRegularExpression.escapedPattern(for: name)
                    // A setter by its name assigned (`name = …`, `name += …`, not `name == …`).
                    if getter ? used.contains(name)
                        : setter ? body.body.range(of: "(?<![A-Za-z0-9_])\(escaped)(=(?!=)|[-+*/]=)", options: .regularExpression) != nil
                        : body.body.range(of: "(?<![A-Za-z0-9_])\(escaped)\\(", options: .regularExpression) != nil {
                        next.insert(other)
                    }
                }
            }
            names.formUnion(next)
            frontier = next
        }
        return names
    }
}

/// `let name = "text"` (any level, by its bare and its type-qualified name) and the cases of a
/// `String` enum (`Type.case.rawValue` and `.case.rawValue`), with the text each stands for.
private final class TextConstants: SyntaxVisitor {
    var found: [String: String] = [:]
    private var types: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        if node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" {
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self).flatMap(Self.text) ?? (element.rawValue == nil ? element.name.text : nil)
                    guard let raw else { continue }
                    found["\(node.name.text).\(element.name.text).rawValue"] = raw
                    found[".\(element.name.text).rawValue"] = found[".\(element.name.text).rawValue"] ?? raw
                }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    /// Inside a function or closure: a local, not a constant of the type.
    private var depth = 0
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { depth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.text == "let", depth == 0 else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self), let text = Self.text(literal) else { continue }
            found[name] = found[name] ?? text
            if let type = types.last { found["\(type).\(name)"] = text }
        }
        return .visitChildren
    }

    /// A literal without interpolations.
    static func text(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}

/// The bodies of every function (and initializer) of a file, normalized as `CodeMatch` does.
private final class FunctionBodies: SyntaxVisitor {
    var found: [(name: String, body: String)] = []
    /// The identifiers each body uses, by its name.
    var identifiers: [String: Set<String>] = [:]
    /// The file's names for objects (`Aliases.fileWide`); each body is also read with its own.
    var fileWide: [String: String] = [:]
    /// The calls each body makes only under a test (`CodeMatch.guardedCalls`).
    var guardedCalls: [String: [String]] = [:]

    /// The learner's `@propertyWrapper` types being walked (innermost last; nil for other types).
    private var wrapperTypes: [String?] = []
    /// Each property wrapper's `wrappedValue` accessors, by the wrapper's name and `get`/`set`.
    var wrapperAccessors: [String: [String: (body: String, names: Set<String>)]] = [:]
    /// Properties declared with an attribute that may be a property wrapper (`@Stored("email") var saved`).
    var wrapped: [(property: String, wrapper: String)] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.attributes); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { wrapperTypes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.attributes); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { wrapperTypes.removeLast() }

    private func enter(_ name: String, _ attributes: AttributeListSyntax) {
        let isWrapper = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper" }
        wrapperTypes.append(isWrapper ? name : nil)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for attribute in node.attributes {
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription, name.first?.isUppercase == true else { continue }
            for binding in node.bindings {
                if let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { wrapped.append((property, name)) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { add(node.name.text, body.statements, node) }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { add("init", body.statements, node) }
        return .visitChildren
    }

    private func names(_ node: some SyntaxProtocol) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier = token.tokenKind { return token.text }
            return nil
        })
    }

    /// A computed property's getter counts as a body of its name (`var hasEmail: Bool { … }`): code
    /// that reads `hasEmail` does what the getter does.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = node.accessorBlock else { return .visitChildren }
        // A property wrapper's `wrappedValue`: its accessors are what reading and assigning a property
        // declared with the wrapper run (joined to those properties once every file is read).
        if name == "wrappedValue", let wrapper = wrapperTypes.last ?? nil {
            switch accessors.accessors {
            case let .getter(statements):
                wrapperAccessors[wrapper, default: [:]]["get"] = (CodeMatch.normalize(statements), names(statements))
            case let .accessors(list):
                for accessor in list {
                    guard let body = accessor.body, ["get", "set"].contains(accessor.accessorSpecifier.text) else { continue }
                    wrapperAccessors[wrapper, default: [:]][accessor.accessorSpecifier.text] = (CodeMatch.normalize(body.statements), names(body.statements))
                }
            }
            return .visitChildren
        }
        switch accessors.accessors {
        case let .getter(statements):
            found.append(("get:" + name, CodeMatch.normalize(statements)))
            note("get:" + name, statements)
        case let .accessors(list):
            if let getter = list.first(where: { $0.accessorSpecifier.text == "get" })?.body {
                found.append(("get:" + name, CodeMatch.normalize(getter.statements)))
                note("get:" + name, getter.statements)
            }
            // A setter counts as a body of its name assigned (`savedEmail = text` does what `set` does).
            if let setter = list.first(where: { $0.accessorSpecifier.text == "set" })?.body {
                found.append(("set:" + name, CodeMatch.normalize(setter.statements)))
                note("set:" + name, setter.statements)
            }
        }
        return .visitChildren
    }

    private func note(_ name: String, _ node: some SyntaxProtocol) {
        let names = node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier = token.tokenKind { return token.text }
            return nil
        }
        identifiers[name, default: []].formUnion(names)
    }

    private func add(_ name: String, _ statements: CodeBlockItemListSyntax, _ function: some SyntaxProtocol) {
        let text = CodeMatch.normalize(statements)
        found.append((name, text))
        note(name, statements)
        let calls = CallsUnderATest(root: Syntax(statements))
        calls.walk(statements)
        guardedCalls[name, default: []] += calls.found
        let aliases = Aliases(viewMode: .sourceAccurate)
        aliases.walk(function)
        let own = aliases.local.merging(fileWide) { mine, _ in mine }
        guard !own.isEmpty else { return }
        let resolved = CodeMatch.normalize(statements, aliases: own)
        if resolved != text { found.append((name, resolved)) }
    }
}

/// The calls in a body that run only when a test holds: inside an `if`'s or a `while`'s body or
/// `else`, a `switch` case, a `?:` branch, a `guard`'s `else`, or after a `guard` or an `if`
/// that can return in the same block or an enclosing one (`guard !text.isEmpty else { return }`
/// then `performSegue(…)`). Closures and nested functions count as where they are written.
final class CallsUnderATest: SyntaxVisitor {
    let root: Syntax
    private(set) var found: [String] = []

    init(root: Syntax) {
        self.root = root
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.underATest(Syntax(node), root: root) { found.append(CodeMatch.normalize(node)) }
        return .visitChildren
    }

    static func underATest(_ node: Syntax, root: Syntax) -> Bool {
        var child = node
        while let parent = child.parent, child.id != root.id {
            if let test = parent.as(IfExprSyntax.self), child.id != test.conditions.id { return true }
            if let loop = parent.as(WhileStmtSyntax.self), child.id != loop.conditions.id { return true }
            if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id { return true }
            if parent.is(SwitchCaseSyntax.self) { return true }
            if let ternary = parent.as(TernaryExprSyntax.self), child.id != ternary.condition.id { return true }
            if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id { return true }
            if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for earlier in list {
                    if earlier.id == item.id { break }
                    if Self.canLeave(Syntax(earlier.item)) { return true }
                }
            }
            child = parent
        }
        return false
    }

    /// A `guard`, or an `if` whose branches can return or throw: what follows it runs only when
    /// its test let it through.
    private static func canLeave(_ statement: Syntax) -> Bool {
        if statement.is(GuardStmtSyntax.self) { return true }
        let test = statement.as(IfExprSyntax.self) ?? statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        guard let test else { return false }
        return test.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) || $0.tokenKind == .keyword(.throw) }
    }
}

/// Names that stand for one object: a constant given a member chain or a call (`let defaults =
/// UserDefaults.standard`, `guard let next = segue.destination as? ResultViewController`, casts and
/// `?`/`!` left out), and a parameter of a type with a default (`defaults: UserDefaults = .standard`
/// stands for `UserDefaults.standard`). Type-level constants and parameters count in the whole
/// file (`fileWide`), a function's locals in its body (`local`); a name given two different
/// objects stands for none.
final class Aliases: SyntaxVisitor {
    private(set) var fileWide: [String: String] = [:]
    private(set) var local: [String: String] = [:]
    private var conflicting: Set<String> = []
    private var depth = 0

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: InitializerDeclSyntax) { depth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { depth -= 1 }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        guard name != "_" else { return .visitChildren }
        guard let value = node.defaultValue?.value else { forget(name); return .visitChildren }
        let type = node.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            note(name, type + "." + member.declName.baseName.text, fileWide: false)
        } else if let object = Self.object(value) {
            note(name, object, fileWide: false)
        } else {
            forget(name)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = node.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let",
              let value = node.initializer?.value else { return .visitChildren }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil,
           let type = node.typeAnnotation?.type.trimmedDescription, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            note(name, type + "." + member.declName.baseName.text, fileWide: depth == 0)
        } else if let object = Self.object(value) {
            note(name, object, fileWide: depth == 0)
        } else {
            forget(name)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            if let object = Self.object(value) { note(name, object, fileWide: false) } else { forget(name) }
        }
        return .visitChildren
    }

    /// A name also given something that is not an object of these (a new instance, a literal, a
    /// parameter without a default): it stands for nothing.
    private func forget(_ name: String) {
        conflicting.insert(name)
        local[name] = nil
        fileWide[name] = nil
    }

    private func note(_ name: String, _ object: String, fileWide: Bool) {
        guard !conflicting.contains(name), name != object else { return }
        if let known = local[name] ?? self.fileWide[name], known != object {
            conflicting.insert(name)
            local[name] = nil
            self.fileWide[name] = nil
            return
        }
        if fileWide { self.fileWide[name] = object } else { local[name] = object }
    }

    /// A member chain or a call on one (`UserDefaults.standard`, `segue.destination`,
    /// `storyboard?.instantiateViewController(withIdentifier: "X")`), normalized, with a cast and
    /// `?`/`!` after it left out; nil for anything else (a literal, an initializer, a closure).
    static func object(_ expression: ExprSyntax) -> String? {
        var value = expression
        if let cast = value.as(AsExprSyntax.self) { value = cast.expression }
        // Unfolded by the parser: `segue.destination as? T` is a sequence of the value, `as?` and the type.
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) else { return nil }
            value = elements[0]
        }
        while true {
            if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression; continue }
            if let optional = value.as(OptionalChainingExprSyntax.self) { value = optional.expression; continue }
            break
        }
        guard value.is(MemberAccessExprSyntax.self) || value.is(FunctionCallExprSyntax.self),
              !value.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "{" }) else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self) { return nil }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil { return nil }
        let text = CodeMatch.normalize(value)
        return text.isEmpty ? nil : text
    }
}

/// A tuple assignment (`(rvc.paramEmail, rvc.paramUpdate) = (email, update)`) read as the
/// assignments it makes (`rvc.paramEmail = email; rvc.paramUpdate = update`), so that a hint asking
/// for those assignments is not shown to code that makes them in one statement.
enum TupleAssignments {
    static func split(_ source: String) -> String {
        guard source.contains("(") else { return source }
        let tree = Parser.parse(source: source)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.edits.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for edit in finder.edits.sorted(by: { $0.start > $1.start }) where edit.start >= 0 && edit.end <= bytes.count && edit.start <= edit.end {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class Finder: SyntaxVisitor {
        var edits: [(start: Int, end: Int, text: String)] = []
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let left = elements[0].as(TupleExprSyntax.self), let right = elements[2].as(TupleExprSyntax.self),
                  left.elements.count == right.elements.count, left.elements.count > 1,
                  left.elements.allSatisfy({ $0.label == nil }), node.parent?.is(CodeBlockItemSyntax.self) == true else { return .visitChildren }
            let text = zip(left.elements, right.elements).map { "\($0.expression.trimmedDescription) = \($1.expression.trimmedDescription)" }.joined(separator: "; ")
            edits.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset, text))
            return .skipChildren
        }
    }
}
