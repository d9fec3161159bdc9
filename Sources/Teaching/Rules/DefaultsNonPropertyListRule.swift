import Foundation
import SwiftParser
import SwiftSyntax
import Texts
import WorkbookProtocol

/// `UserDefaults.set(x, forKey:)` with a value UserDefaults cannot hold: a control instead of its
/// text, a tuple, a struct, class or enum of the learner's own. Foundation on Linux traps with "This
/// value is not supported by set(_:forKey:)"; a device raises "Attempt to insert non-property list
/// object … for key …". The call is the one on the crash's line (else the first `set(_:forKey:)`
/// given such a value); what it was given is read from its declaration (a property's or a local's
/// type, or the value it is made from), and the explanation says why that kind is refused.
struct DefaultsNonPropertyListRule: TeachingRule {
    let id = "defaults-non-property-list"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash,
              crash.reason.contains("not supported by set(_:forKey:)") || crash.reason.contains("non-property list") else { return nil }
        let paths = context.learnerPaths
        let calls = context.code.calls.filter { ["set", "setValue"].contains($0.name) && $0.labels.count == 2 && $0.labels[1] == "forKey" && !$0.arguments.isEmpty }
        let onLine = calls.filter { call in
            guard let line = crash.line, call.line == line, let file = crash.file, call.file < paths.count else { return false }
            return paths[call.file] == file || paths[call.file].hasSuffix("/" + file) || file.hasSuffix("/" + paths[call.file])
        }
        for call in onLine + calls {
            let name = call.arguments[0].replacingOccurrences(of: #"^self\."#, with: "", options: .regularExpression)
            guard name.range(of: #"^[\p{L}_][\p{L}\p{N}_]*$"#, options: .regularExpression) != nil, call.file < context.sources.count,
                  let kind = Self.kind(of: name, in: context.sources[call.file], line: call.line, code: context.code) else { continue }
            let keyCode = call.arguments[1]
            let key = keyCode.hasPrefix("\"") ? String(keyCode.dropFirst().dropLast()) : Self.constantText(keyCode, code: context.code) ?? keyCode
            switch kind {
            case let .control(type):
                let property = type == "UISwitch" ? "isOn" : (type == "UIStepper" || type == "UISlider") ? "value" : "text"
                return Explanation(rule: id, text: Catalog.both { $0.ruleDefaultsNonPropertyList(name: name, type: type, key: key, keyCode: keyCode, property: property) })
            case let .tuple(type), let .own(type):
                let tuple: Bool = { if case .tuple = kind { return true } else { return false } }()
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleDefaultsNonPropertyValue(name: name, type: type, tuple: tuple, key: key, keyCode: keyCode, line: call.line)
                })
            }
        }
        return nil
    }

    enum Kind: Equatable {
        /// A UIKit view or control (`UITextField`).
        case control(String)
        /// A tuple, with its type as written (`(value: String, at: Date)`) or its value.
        case tuple(String)
        /// A struct, class or enum the learner declared.
        case own(String)
    }

    /// What the name holds, from its declaration nearest above the line (a local) or the property.
    static func kind(of name: String, in source: String, line: Int, code: CodeFacts) -> Kind? {
        final class Finder: SyntaxVisitor {
            let name: String, line: Int, converter: SourceLocationConverter
            var found: (type: String?, initial: ExprSyntax?, line: Int)?
            init(name: String, line: Int, converter: SourceLocationConverter) {
                self.name = name; self.line = line; self.converter = converter
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return .visitChildren }
                let at = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
                // The nearest declaration above the call (a property is declared above its use, or anywhere in its type).
                if at <= line, found.map({ $0.line <= at }) ?? true { found = (node.typeAnnotation?.type.trimmedDescription, node.initializer?.value, at) }
                else if found == nil { found = (node.typeAnnotation?.type.trimmedDescription, node.initializer?.value, at) }
                return .visitChildren
            }
        }
        let tree = Parser.parse(source: source)
        let finder = Finder(name: name, line: line, converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        guard let found = finder.found else { return nil }
        let own = Set(code.classes.map(\.name)).union(code.structs).union(code.enumNames)
        if var type = found.type {
            if type.hasSuffix("!") || type.hasSuffix("?") { type = String(type.dropLast()) }
            // A type alias of the code's (`typealias Sent = (value: String, from: String)`) stands for what it names.
            if let alias = SideSources.typeAlias(type, in: [source]) { type = alias }
            if type.hasPrefix("UI") { return .control(type) }
            if type.hasPrefix("("), type.contains(",") { return .tuple(type) }
            if let declared = ownType(type, own: own) { return .own(declared) }
            return nil
        }
        guard let initial = found.initial else { return nil }
        if let tuple = initial.as(TupleExprSyntax.self), tuple.elements.count > 1 { return .tuple(tuple.trimmedDescription) }
        if let call = initial.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression.trimmedDescription
            if callee.hasSuffix(".init") { callee.removeLast(5) }
            if let declared = ownType(callee, own: own) { return .own(declared) }
            if callee.hasPrefix("UI"), callee.first(where: { $0 == "." }) == nil { return .control(callee) }
        }
        return nil
    }

    /// A type the learner declared, written plain or qualified by the type it is nested in
    /// (`ViewController.Model`): the name as written, or nil.
    static func ownType(_ written: String, own: Set<String>) -> String? {
        if own.contains(written) { return written }
        let parts = written.split(separator: ".").map(String.init)
        guard parts.count > 1, parts.allSatisfy({ $0.range(of: #"^[\p{L}_]\w*$"#, options: .regularExpression) != nil }),
              let last = parts.last, own.contains(last) else { return nil }
        return written
    }

    /// The text a constant holds (`Keys.email` is "email").
    static func constantText(_ code: String, code facts: CodeFacts) -> String? {
        let name = code.split(separator: ".").last.map(String.init) ?? code
        guard let initial = facts.properties.first(where: { $0.name == name })?.initial, initial.hasPrefix("\""), initial.hasSuffix("\""), initial.count >= 2 else { return nil }
        return String(initial.dropFirst().dropLast())
    }
}
