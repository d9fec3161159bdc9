import Foundation
import Texts
import WorkbookProtocol

/// A comparison of a UIKit property with a literal (`screen.title == "Main"`, `sender.tag == 1`)
/// whose property side held UIKit's default (nil, 0) every time: nothing gave it a value, neither
/// the learner's code nor the storyboard; and where the literal really is in the storyboard (the
/// navigation item's title, a Storyboard ID, another view's tag), which is what the learner meant.
public enum SideSources {
    /// The UIKit properties read this way, by the name a side ends with.
    static let members: Set<String> = ["title", "tag", "accessibilityIdentifier", "restorationIdentifier", "accessibilityLabel",
                                       "currentTitle", "text", "identifier", "placeholder"]

    /// The reading for a comparison `text` whose sides compared `pairs` (left, right), nil when
    /// the property side was not a default or something gives it a value.
    public static func read(comparison text: String, pairs: [[String]], storyboards: [StoryboardDocument], facts: CodeFacts?) -> SideSource? {
        guard let split = split(text), !pairs.isEmpty, pairs.allSatisfy({ $0.count == 2 }) else { return nil }
        let (left, right) = split
        let literalOnRight = isLiteral(right)
        guard literalOnRight || isLiteral(left) else { return nil }
        let side = literalOnRight ? left : right
        let literal = unquote(literalOnRight ? right : left)
        let values = Set(pairs.map { literalOnRight ? $0[0] : $0[1] })
        guard values.count == 1, let value = values.first, ["nil", "0", "\"\"", "Optional(\"\")"].contains(value) else { return nil }
        let parts = side.split(whereSeparator: { $0 == "." || $0 == "?" || $0 == "!" || $0 == "(" || $0 == ")" || $0 == " " }).map(String.init)
        guard var member = parts.last, members.contains(member) else { return nil }
        if parts.count >= 2, ["navigationItem", "titleLabel", "tabBarItem"].contains(parts[parts.count - 2]) { member = parts[parts.count - 2] + "." + member }
        // The learner's code gives that property a value somewhere: not a default left alone.
        let bare = member.split(separator: ".").last.map(String.init) ?? member
        if let facts, facts.assignments.contains(where: { $0.member == bare }) || facts.calls.contains(where: { $0.name == "setTitle" && bare.lowercased().contains("title") }) {
            return nil
        }
        return SideSource(side: side, value: value, member: member, literal: literal, places: places(of: literal, in: storyboards))
    }

    /// Where `literal` is in the storyboards, each as the object and what of it holds the literal.
    static func places(of literal: String, in storyboards: [StoryboardDocument]) -> [SideSource.Place] {
        var found: [SideSource.Place] = []
        for scene in storyboards.filter({ $0.isNib != true }).flatMap(\.scenes) {
            let controller = scene.controller
            let name = controller.className
            if controller.title == literal { found.append(.init(owner: name, attribute: .controllerTitle)) }
            if controller.navigationItem?.title == literal { found.append(.init(owner: name, attribute: .navigationItemTitle)) }
            if controller.storyboardIdentifier == literal { found.append(.init(owner: name, attribute: .storyboardIdentifier)) }
            for segue in controller.allSegues where segue.identifier == literal { found.append(.init(owner: name, attribute: .segueIdentifier)) }
            for view in controller.view?.allViews ?? [] {
                func place(_ attribute: SideSource.Attribute) -> SideSource.Place {
                    .init(owner: name, view: view.kind.rawValue, shown: view.title ?? view.text, attribute: attribute)
                }
                if view.accessibilityIdentifier == literal { found.append(place(.accessibilityIdentifier)) }
                if let tag = view.tag, tag != 0, String(tag) == literal { found.append(place(.tag)) }
                if view.title == literal, view.kind == .button { found.append(place(.buttonTitle)) }
                if view.text == literal { found.append(place(.text)) }
            }
        }
        var seen = Set<SideSource.Place>()
        return found.filter { seen.insert($0).inserted }
    }

    /// The two sides of `a == b` (`!=`, `===`, `!==`), at the top level.
    static func split(_ text: String) -> (String, String)? {
        for op in [" === ", " !== ", " == ", " != "] {
            if let range = text.range(of: op) {
                return (text[..<range.lowerBound].trimmingCharacters(in: .whitespaces), text[range.upperBound...].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    static func isLiteral(_ text: String) -> Bool {
        (text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 && !text.contains("\\(")) || Int(text) != nil
    }

    static func unquote(_ text: String) -> String {
        text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
    }

    /// A number given to an `as?` of another number type (`5.0 as? Int`, or a generic `T` the caller
    /// made `Int`): a cast never converts numbers, so a `Double` kept as `Any` is never an `Int`.
    public static func numberCast(values: [String], type: String) -> CastRole? {
        guard !values.isEmpty else { return nil }
        func bare(_ text: String) -> String {
            var text = text
            while text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst(9).dropLast()) }
            return text
        }
        let shown = values.map(bare)
        let kinds = Set(shown.map { value -> String? in
            if Int(value) != nil { return "Int" }
            if Double(value) != nil { return "Double" }
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { return "String" }
            if value == "true" || value == "false" { return "Bool" }
            return nil
        })
        guard kinds.count == 1, let kind = kinds.first ?? nil else { return nil }
        let asked = type.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
        let numbers: Set<String> = ["Int", "Double", "Float", "CGFloat", "String", "Bool"]
        let generic = asked.count <= 2 && asked.first?.isUppercase == true
        guard (numbers.contains(asked) && asked != kind) || generic, !(kind == "String" && generic) else { return nil }
        return .numberType(value: shown[0], valueType: kind, asked: asked, generic: generic)
    }

    /// What a type alias of the learner's stands for (`typealias Sent = (value: String, from: String)`),
    /// as written on its line; `name` may be qualified by the type it is nested in (`VC3.Sent`).
    public static func typeAlias(_ name: String, in sources: [String]) -> String? {
        guard let last = name.split(separator: ".").last.map(String.init),
              last.range(of: #"^[\p{L}_]\w*$"#, options: .regularExpression) != nil else { return nil }
        return sources.lazy.compactMap { $0.firstMatch(#"\btypealias\s+"# + last + #"\s*=\s*([^\n]+)"#)?[1] }.first?
            .trimmingCharacters(in: .whitespaces)
    }

    /// A tuple value cast to a type alias of a tuple (`typealias Submission = (email: String, interval: Int)`)
    /// that gave nil: the first element whose value is of another plain type than the alias declares.
    public static func tupleCast(values: [String], type: String, sources: [String]) -> CastRole? {
        guard values.count == 1, var value = values.first else { return nil }
        while value.hasPrefix("Optional("), value.hasSuffix(")") { value = String(value.dropFirst(9).dropLast()) }
        let alias = type.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
        guard value.hasPrefix("("), alias.range(of: #"^[\p{L}_][\w.]*$"#, options: .regularExpression) != nil,
              let declared = typeAlias(alias, in: sources), declared.hasPrefix("("),
              let declaredParts = SwitchPatterns.tupleElements(declared), let valueParts = SwitchPatterns.tupleElements(value),
              declaredParts.count == valueParts.count else { return nil }
        func split(_ part: String) -> (label: String?, rest: String) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let match = trimmed.firstMatch(#"^(\w+)\s*:\s*(.+)$"#) else { return (nil, trimmed) }
            return (match[1], match[2].trimmingCharacters(in: .whitespaces))
        }
        // (`tupleElements` drops the labels: read them off the declaration.)
        let labels = declared.allMatches(#"[(,]\s*(\w+)\s*:"#).map { $0[1] }
        for (index, (declaredPart, valuePart)) in zip(declaredParts, valueParts).enumerated() {
            let (written, asked) = split(declaredPart), (_, held) = split(valuePart)
            let label = written ?? (labels.count == declaredParts.count ? labels[index] : nil)
            let kind: String? = Int(held) != nil ? "Int" : Double(held) != nil ? "Double" : held.hasPrefix("\"") ? "String" : ["true", "false"].contains(held) ? "Bool" : nil
            guard let kind, ["Int", "Double", "Float", "String", "Bool"].contains(asked), kind != asked,
                  !(kind == "Int" && (asked == "Double" || asked == "Float")) else { continue }
            return .tupleElement(alias: alias, declared: declared, label: label ?? "", value: held, valueType: kind, asked: asked)
        }
        return nil
    }

    /// `view.viewWithTag(n)` (the operand of a cast that gave nil, `found` what it returned): UIKit
    /// searches the view itself first, then its subviews, and returns the first with that tag.
    public static func tagSearch(operand: String, found: [String], storyboards: [StoryboardDocument]) -> CastRole? {
        guard let match = operand.firstMatch(#"viewWithTag\(\s*(\d+)\s*\)"#), let tag = Int(match[1]), found.count == 1 else { return nil }
        let tagged = storyboards.filter { $0.isNib != true }.flatMap(\.scenes)
            .flatMap { $0.controller.view?.allViews ?? [] }.filter { ($0.tag ?? 0) == tag }.count
        let rootTagged = storyboards.flatMap(\.scenes).contains { ($0.controller.view?.tag ?? 0) == tag && tag != 0 }
        return .tagSearch(tag: tag, found: found[0], defaultTag: tag == 0, rootTagged: rootTagged, tagged: tagged)
    }
}
