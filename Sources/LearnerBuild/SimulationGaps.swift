import Foundation
import SwiftParser
import SwiftSyntax
import Texts

/// Tells a compile error caused by iOS API the simulation lacks from the learner's own mistake.
/// Valid iOS code that names a member or type workbook's UIKit does not declare fails to compile
/// here ("value of type 'UISearchBar' has no member 'appearance'"); Xcode compiles it. Each error
/// of that shape whose name the iOS SDK declares on that type (`IOSSDKNames`, with the learner's
/// own classes' superclasses followed) is a gap of the simulation, reported as "not graded:
/// workbook does not simulate `UISearchBar.appearance()`" (rule `not-simulated-api`), never as
/// the learner's compile error. A name the SDK does not declare there (`label.txet`, `UILable`)
/// stays a compile error.
public enum SimulationGaps {
    /// A gap found in one compile error.
    public struct Gap: Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        /// `UISearchBar.appearance()`, `UITableView.automaticDimension`, `UIPageControl`.
        public var name: String
    }

    /// The findings for a failed compile when every learner error is a gap of the simulation (or
    /// follows from one on the same line); nil when any error is the learner's own.
    public static func findings(for diagnostics: [CompilerDiagnostic], sources: [(path: String, contents: String)],
                                names: IOSSDKNames = .shared) -> [GateFinding]? {
        let errors = diagnostics.filter { $0.severity == "error" && !$0.file.isEmpty }
        guard !errors.isEmpty else { return nil }
        let texts = Dictionary(sources.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let declarations = LearnerTypes(sources: sources)
        var gaps: [Gap] = []
        var learnerErrors: [CompilerDiagnostic] = []
        for error in errors {
            let lines = texts[error.file].map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
            let lineText = error.line >= 1 && error.line <= lines.count ? String(lines[error.line - 1]) : ""
            // A file that does not import UIKit sees none of its names on a device either: every
            // error there is the learner's (a forgotten `import UIKit`).
            if importsUIKit(lines), let gap = gap(error, lineText: lineText, declarations: declarations, names: names, fileText: texts[error.file] ?? "") {
                gaps.append(gap)
            } else {
                learnerErrors.append(error)
            }
        }
        guard !gaps.isEmpty else { return nil }
        // An error on a line that holds a gap follows from it ("cannot infer contextual base in
        // reference to member 'numberPad'" after `keyboardType` is missing).
        let gapLines = Set(gaps.map { "\($0.file):\($0.line)" })
        guard learnerErrors.allSatisfy({ gapLines.contains("\($0.file):\($0.line)") || followsFromAGap($0, gaps: gaps) }) else { return nil }
        var seen = Set<String>()
        return gaps.filter { seen.insert($0.name).inserted }.map { gap in
            GateFinding(file: gap.file, line: gap.line, column: gap.column, rule: "not-simulated-api",
                        text: Catalog.both { $0.gateAPINotSimulated(name: gap.name) })
        }
    }

    /// Whether the file has `import UIKit` (or `import class UIKit.X`, `@preconcurrency import UIKit`).
    static func importsUIKit(_ lines: [Substring]) -> Bool {
        lines.contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count >= 2 else { return false }
            let path = words.count >= 3 && ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(String(words[1])) ? words[2] : words[1]
            return path == "UIKit" || path.hasPrefix("UIKit.")
        }
    }

    /// Whether the learner's file binds `name` as a local, a parameter, or a loop or closure variable.
    static func binds(_ text: String, _ name: String) -> Bool {
        guard !text.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        let patterns = [#"\b(let|var)\s+NAME\b"#, #"\bfor\s+(case\s+let\s+)?NAME\s+in\b"#, #"[{,(]\s*NAME\s*(,|\bin\b)"#,
                        #"[(,]\s*(\w+\s+)?NAME\s*:"#]
        return patterns.contains { text.range(of: $0.replacingOccurrences(of: "NAME", with: name), options: .regularExpression) != nil }
    }

    /// An error whose message names a type the gaps made unknown (`'UIPageControl'`).
    static func followsFromAGap(_ error: CompilerDiagnostic, gaps: [Gap]) -> Bool {
        gaps.contains { !$0.name.contains(".") && error.message.contains("'\($0.name)'") }
    }

    /// The gap one error shows, if it is one.
    static func gap(_ error: CompilerDiagnostic, lineText: String, declarations: LearnerTypes, names: IOSSDKNames, fileText: String = "") -> Gap? {
        let message = error.message
        let quoted = quotedNames(message)
        // `cannot find 'text' in scope` where the file binds `text` itself (`if let text = …`,
        // a parameter, a loop or closure variable): a name used outside the block that made it,
        // the learner's error on a device too, whatever the SDK names so.
        if message.hasPrefix("cannot find '"), message.hasSuffix(" in scope"), let name = quoted.first, Self.binds(fileText, name) { return nil }
        func make(_ name: String) -> Gap { Gap(file: error.file, line: error.line, column: error.column, name: name) }
        func callSuffix(_ member: String) -> String {
            // `appearance()` when the learner's line calls it right there.
            guard let range = lineText.range(of: member) else { return "" }
            return lineText[range.upperBound...].drop { $0 == " " }.first == "(" ? "()" : ""
        }
        // value of type 'T' has no member 'm' / type 'T' has no member 'm' / static member …
        if (message.hasPrefix("value of type '") || message.hasPrefix("type '") || message.hasPrefix("value of optional type '")),
           message.contains("' has no member '"), quoted.count >= 2 {
            let written = quoted[0].hasSuffix("?") ? String(quoted[0].dropLast()) : quoted[0]
            let type = IOSSDKNames.bare(written)
            let member = quoted[1]
            guard !declarations.own.contains(type) || names.isSDKType(type, learnerSupertypes: declarations.supertypes) else { return nil }
            // `any P`: a protocol, whose members are its own and its parents' protocols'; the SDK
            // list names NSObjectProtocol as NSObject, whose class members (`value(forKey:)`) a
            // protocol value does not have (`UIApplication.shared.delegate?.value`, on a device too).
            let isProtocol = written.hasPrefix("any ") || written.hasPrefix("(any ")
            guard names.hasMember(member, on: type, learnerSupertypes: declarations.supertypes, excluding: isProtocol ? ["NSObject"] : []) else { return nil }
            // A name in the form an older Swift gave an Objective-C method (`dismissViewControllerAnimated`,
            // `dequeueReusableCellWithIdentifier`): the SDK lists it beside its newer name, but only as
            // unavailable, so it does not compile on a device either: the learner's error.
            if names.isOlderSwiftName(member, on: type, learnerSupertypes: declarations.supertypes) { return nil }
            return make(sdkOwner(of: member, from: type, declarations: declarations, names: names) + "." + member + callSuffix(member))
        }
        // module 'UIKit' has no member named 'X'
        if message.hasPrefix("module '"), message.contains("has no member named"), quoted.count >= 2, names.declaresGlobal(quoted[1]) {
            return make(quoted[1])
        }
        // 'X' is not a member type of class 'UIKit.UITableView'
        if message.contains("is not a member type of"), quoted.count >= 2 {
            let owner = IOSSDKNames.bare(quoted[1])
            if names.hasMember(quoted[0], on: owner, learnerSupertypes: declarations.supertypes) { return make(owner + "." + quoted[0]) }
            return nil
        }
        // cannot find 'x' in scope inside a class: an SDK member reached through implicit `self`
        // (`accessories = […]` in a list cell subclass).
        if message.hasPrefix("cannot find '"), message.hasSuffix(" in scope"), let name = quoted.first,
           let owner = declarations.enclosingType(file: error.file, line: error.line),
           names.hasMember(name, on: owner, learnerSupertypes: declarations.supertypes) {
            let start = declarations.supertypes[owner]?.first { names.isSDKType($0, learnerSupertypes: declarations.supertypes) } ?? owner
            return make(sdkOwner(of: name, from: IOSSDKNames.bare(start), declarations: declarations, names: names) + "." + name + callSuffix(name))
        }
        // cannot find 'X' in scope / cannot find type 'X' in scope
        if message.hasPrefix("cannot find "), message.hasSuffix(" in scope"), let name = quoted.first,
           !declarations.own.contains(name), names.declaresGlobal(name) {
            return make(name + (name.first?.isLowercase == true || name.hasPrefix("UIGraphics") || name.hasPrefix("NS") && name.contains("Make") ? callSuffix(name) : ""))
        }
        // method does not override any method from its superclass: an SDK method the simulation lacks
        if message == "method does not override any method from its superclass" || message == "property does not override any property from its superclass",
           let owner = declarations.enclosingType(file: error.file, line: error.line),
           let member = overriddenName(lineText),
           // A method the simulation has (the lifecycle, segues), or one declared `async`/`throws`
           // (no UIKit method these learners override is): the learner's declaration does not match it.
           !Self.simulatedOverridables.contains(member),
           lineText.range(of: #"\)\s*(async|throws|rethrows)\b"#, options: .regularExpression) == nil {
            // Only what the class inherits can be overridden: its superclass chain (a Swift class
            // names its superclass first), never a protocol it adopts (`override` of a delegate
            // method is the learner's error on a device too).
            let superclasses = declarations.supertypes.mapValues { Array($0.prefix(1)) }
            let supers = (superclasses[owner] ?? []) + (names.supertypes[owner] ?? []) + [owner]
            guard supers.contains(where: { names.hasMember(member, on: $0, learnerSupertypes: superclasses) }) else { return nil }
            let sdk = supers.first { names.isSDKType($0, learnerSupertypes: declarations.supertypes) } ?? owner
            return make(sdkOwner(of: member, from: sdk, declarations: declarations, names: names) + "." + member + (message.hasPrefix("method") ? "()" : ""))
        }
        return nil
    }

    /// The nearest SDK type on the way up from `type` that declares `member` (`UIView` for a
    /// learner's `CardView`), for the message; `type` itself when none is found.
    static func sdkOwner(of member: String, from type: String, declarations: LearnerTypes, names: IOSSDKNames) -> String {
        var queue = [type]
        var seen = Set<String>()
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            if names.members[next]?.contains(member) == true, names.supertypes[next] != nil {
                // Report the SDK class the learner's object is (`UISearchBar`), not a protocol it adopts.
                return names.supertypes[type] != nil ? type : next
            }
            queue += (names.supertypes[next] ?? []) + (declarations.supertypes[next] ?? []).map(IOSSDKNames.bare)
        }
        return type
    }

    /// UIKit methods the simulation declares, which learners override: an override of one that
    /// matches nothing is the learner's signature (an `async` `viewDidLoad`, another parameter type).
    static let simulatedOverridables: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewIsAppearing",
        "awakeFromNib", "prepare", "shouldPerformSegue", "performSegue", "show", "showDetailViewController", "present", "dismiss",
        "willMove", "didMove", "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
        "setViewControllers", "perform", "canPerformUnwindSegueAction", "unwind",
    ]

    /// `override func viewWillLayoutSubviews() {` → `viewWillLayoutSubviews`; `override var x` → `x`.
    static func overriddenName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        guard let index = words.firstIndex(where: { $0 == "func" || $0 == "var" }), index + 1 < words.count else { return nil }
        return words[index + 1]
    }

    /// The names in single quotes of a compiler message, in order.
    static func quotedNames(_ message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    }
}

/// The learner's own types: their supertypes, and which type encloses each line.
struct LearnerTypes {
    var supertypes: [String: [String]] = [:]
    var own: Set<String> = []
    /// Per file: (first line, last line, type name) of each type or extension body.
    var bodies: [String: [(from: Int, to: Int, name: String)]] = [:]

    init(sources: [(path: String, contents: String)]) {
        for source in sources {
            let tree = Parser.parse(source: source.contents)
            let converter = SourceLocationConverter(fileName: source.path, tree: tree)
            let visitor = Visitor(converter: converter)
            visitor.walk(tree)
            for (name, inherited, isExtension, from, to) in visitor.found {
                if !isExtension { own.insert(name) }
                supertypes[name, default: []] += inherited
                bodies[source.path, default: []].append((from, to, name))
            }
        }
    }

    func enclosingType(file: String, line: Int) -> String? {
        bodies[file]?.filter { $0.from <= line && line <= $0.to }.min { $0.to - $0.from < $1.to - $1.from }?.name
    }

    final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found: [(String, [String], Bool, Int, Int)] = []
        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }
        private func add(_ name: String, _ clause: InheritanceClauseSyntax?, extension isExtension: Bool, _ node: some SyntaxProtocol) {
            let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            found.append((name, inherited, isExtension, node.startLocation(converter: converter).line, node.endLocation(converter: converter).line))
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.inheritanceClause, extension: false, node); return .visitChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.inheritanceClause, extension: false, node); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.inheritanceClause, extension: false, node); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.inheritanceClause, extension: false, node); return .visitChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.extendedType.trimmedDescription, node.inheritanceClause, extension: true, node); return .visitChildren
        }
    }
}
