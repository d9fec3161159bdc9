import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Texts

/// Where a change's replacement sits in the search's build of its file.
public struct WhatIfSpan: Sendable, Equatable {
    public var line: Int
    public var first: Int
    public var last: Int
}

/// One small change the what-if search can turn on: at one place of the learner's code that ran
/// in the failed check, the code as written (`before`) and as changed (`after`).
public struct WhatIfChange: Sendable, Equatable, Codable {
    public typealias Kind = WhatIfKind

    /// Turned on by `__workbookWhatIf(id)` in the search's build.
    public var id: Int
    public var kind: Kind
    /// The learner's file (as `LearnerCode.paths` names it) and the line, 1-based.
    public var path: String
    public var line: Int
    /// The code changed, as written and as changed (one line each; `after` empty for a dropped statement).
    public var before: String
    public var after: String
    /// The whole statement holding the change, as written (one line).
    public var statement: String
    /// A comparison's operator as written (`==`, `!==`…), for a comparison turned around.
    public var comparison: String? = nil
    /// The id under which the search's build records how this change's test came out (the test's
    /// first change, for every change of that test).
    public var seenID: Int? = nil
    /// The other lines the same change is made at, at once (the same slip written several times).
    public var alsoAt: [Int] = []

    public init(id: Int, kind: Kind, path: String, line: Int, before: String, after: String, statement: String) {
        self.id = id
        self.kind = kind
        self.path = path
        self.line = line
        self.before = before
        self.after = after
        self.statement = statement
    }
}

/// A value the search's build records without changing anything: what a `switch` was given, what
/// an `as?` cast was given (and whether it gave nil). Read from the run with no change on.
public struct WhatIfProbe: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case switchSubject
        /// The value an `if let`/`guard let` binds (`guard let from = navigationController.presentedViewController`):
        /// nil means the test came out false.
        case bound
        /// The type cast to, as written (`ResultViewController`).
        case cast(String)
        /// The type an `is` test asks for, as written.
        case isType(String)
        /// A `UserDefaults` call with a key: the store and the key as written, and whether it reads
        /// (`string(forKey:)`…) or saves (`set(_:forKey:)`, `removeObject(forKey:)`).
        case store(receiver: String, key: String, isRead: Bool)
        /// A call through an optional chain (`delegate?.sendData(x)`): the object before the call's
        /// `?.` as written, the method called, and whether `self` (a class's instance) is recorded
        /// as the object holding the receiver's first name.
        case optionalCall(receiver: String, method: String, ownerIsSelf: Bool)
        /// An assignment that ran: the place it assigns as written (`rvc.paramEmail`, `resultEmail.text`),
        /// the object holding that place as written (`rvc`, `resultEmail`, `self` for a property of
        /// the class named bare; nil when it is not known), and the place's last name (`paramEmail`, `text`).
        case write(target: String, owner: String?, member: String)
        /// A notification posted (`kind` 0), an observer added (1) or removed (2): the center, the
        /// name, the object, the observer, the `userInfo` and a block's queue, as written ("nil" when absent).
        case notification(kind: Int, center: String, name: String, object: String, observer: String, userInfo: String, queue: String?)
        /// A `try?`: whether the call threw (the error, as Swift describes it, is recorded).
        case tryOptional
        /// The text a failable number conversion (`Double(text)`, `Int(field.text ?? "")`) was given,
        /// and whether it gave nil: the type as written (`Double`).
        case conversion(String)
    }

    /// A cast (`as?`) or a type test (`is`): what it was given is recorded.
    public var isTypeTest: Bool {
        switch kind { case .cast, .isType: return true; default: return false }
    }

    /// The assignment's place and member, for a write.
    public var write: (target: String, owner: String?, member: String)? {
        if case let .write(target, owner, member) = kind { return (target, owner, member) } else { return nil }
    }
    public var id: Int
    public var kind: Kind
    public var path: String
    public var line: Int
    /// The switch's subject or the cast operand, as written.
    public var text: String
    /// A switch's case patterns, as written (`"Submit"`, `1`, `.some("x")`), without `default`.
    public var cases: [String] = []

    public init(id: Int, kind: Kind, path: String, line: Int, text: String, cases: [String] = []) {
        self.id = id
        self.kind = kind
        self.path = path
        self.line = line
        self.text = text
        self.cases = cases
    }
}

/// The learner's files with every what-if change written in, each behind `__workbookWhatIf(n)`
/// (UIKit's, false unless the run asks for change `n`): one build answers every change, a run per
/// change. Lines stay where they were (no change adds a line), so a line named in a run of the
/// search is the learner's line.
///
/// Only code that ran in the failed check is changed (a change where nothing ran cannot change
/// what the check saw), in the places where learners' slips sit: comparisons, tests, the ends of a
/// collection, keys and identifiers, small numbers, statements that undo or overwrite.
public struct WhatIfSchema: Sendable {
    /// The parts of a test written as `test` joined by `&&` or `||` (`["isMovingFromParent", "finishesFlowOnPop"]`).
    public static func junctionParts(in test: String) -> [String]? {
        let folded = OperatorTable.standardOperators.foldAll(Syntax(Parser.parse(source: test))) { _ in }
        guard let tree = folded.as(SourceFileSyntax.self), tree.statements.count == 1, let expression = tree.statements.first?.item.as(ExprSyntax.self),
              let (_, parts) = SiteFinder.junction(expression) else { return nil }
        return parts.map(\.trimmedDescription)
    }

    /// What an emptiness test written as `test` looks at (`label.text` in `label.text?.isEmpty ?? true`).
    public static func emptinessTarget(in test: String) -> String? {
        let tree = Parser.parse(source: test)
        guard tree.statements.count == 1, let expression = tree.statements.first?.item.as(ExprSyntax.self),
              let base = SiteFinder.emptinessBase(of: expression) else { return nil }
        return base.trimmedDescription
    }

    /// What a view controller knows of its own transition (`isMovingFromParent`…).
    public static var ownFlags: Set<String> { SiteFinder.ownFlags }

    public var changes: [WhatIfChange]
    /// The values recorded (ids from `probeBase` on).
    public var probes: [WhatIfProbe] = []
    /// Where each change's replacement is written in its file, by change id (the compiler's
    /// errors there name the change that did not fit).
    public var spans: [Int: WhatIfSpan] = [:]
    /// Each file's text with its changes written in (unchanged files as they were).
    public var files: [String]

    public static let probeBase = 10_000

    /// `ran(file, line, column)`: how often the code there ran in the failed check (nil: not
    /// known, taken as not run). `identifiers`: strings the storyboards use as identifiers (segue
    /// and storyboard IDs), offered as replacements of a key or identifier. `limit`: at most so
    /// many changes (one run each), the likeliest slips first.
    public static func make(paths: [String], contents: [String], identifiers: [String] = [], limit: Int = 60,
                            skipping: Set<String> = [], segueIdentifiers: Set<String> = [], storyboardIdentifiers: Set<String> = [],
                            ran: @escaping (Int, Int, Int) -> Int?) -> WhatIfSchema {
        var parsed: [(tree: Syntax, converter: SourceLocationConverter, bytes: [UInt8])] = []
        var kinds: [String: Set<KeyLiteralFinder.Kind>] = [:]
        var pool = Set(identifiers.filter { !$0.isEmpty && $0.count <= 80 && !$0.unicodeScalars.contains(where: { $0.value < 32 || $0.value == 127 || $0 == "\\" }) })
        for (index, text) in contents.enumerated() {
            let tree = Syntax(Parser.parse(source: text))
            let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
            parsed.append((folded, SourceLocationConverter(fileName: paths[index], tree: folded), Array(text.utf8)))
            pool.formUnion(KeyLiteralFinder.literals(in: folded))
            kinds.merge(KeyLiteralFinder.kinds(in: folded)) { $0.union($1) }
        }
        for identifier in segueIdentifiers { kinds[identifier, default: []].insert(.segue) }
        for identifier in storyboardIdentifiers { kinds[identifier, default: []].insert(.storyboard) }
        // At most so many replacements to choose from (a file of thousands of keys is not searched whole).
        if pool.count > 200 { pool = Set(pool.sorted().prefix(200)) }
        let names = ProjectNames(trees: parsed.map(\.tree))
        let classNames = ClassNames.of(parsed.map(\.tree))
        // Every candidate site of every file, then the likeliest `limit` changes.
        var sites: [[Site]] = []
        var proposals: [(file: Int, site: Int, alternative: Int, kind: WhatIfChange.Kind, line: Int)] = []
        for (index, file) in parsed.enumerated() {
            let finder = SiteFinder(bytes: file.bytes, converter: file.converter, pool: pool.sorted(), names: names, file: index, kinds: kinds) { line, column in
                (ran(index, line, column) ?? 0) > 0
            }
            finder.classNames = classNames
            finder.walk(file.tree)
            var fileSites = finder.sites
            // A file that cannot see UIKit's switch gets `import UIKit; ` in front of its first line
            // (never in front of a `#if`, which must start its line).
            let imports = contents[index].range(of: #"(?m)^\s*import\s+UIKit\b"#, options: .regularExpression) != nil
            if !imports, contents[index].trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("#") { fileSites = [] }
            // A file the changes cannot be written into line for line is left as it is: one with
            // the bytes that mark a change's place (they must mean nothing else), a carriage return
            // (the compiler counts a lone one as a line), or a byte order mark before the import.
            if contents[index].utf8.contains(where: { $0 == 1 || $0 == 2 || $0 == 3 || $0 == 13 }) || contents[index].hasPrefix("\u{FEFF}") {
                fileSites = []
            }
            sites.append(fileSites)
            for (siteIndex, site) in fileSites.enumerated() {
                for (alternativeIndex, alternative) in site.alternatives.enumerated()
                where !alternative.isSwapPartner && !skipping.contains(Self.key(path: paths[index], line: site.line, kind: alternative.kind, after: alternative.after)) {
                    proposals.append((index, siteIndex, alternativeIndex, alternative.kind, site.line))
                }
            }
        }
        proposals.sort { ($0.kind.rank, $0.file, $0.line, $0.site, $0.alternative) < ($1.kind.rank, $1.file, $1.line, $1.site, $1.alternative) }
        var changes: [WhatIfChange] = []
        for proposal in proposals.prefix(limit) {
            let site = sites[proposal.file][proposal.site]
            let alternative = site.alternatives[proposal.alternative]
            let id = changes.count + 1
            sites[proposal.file][proposal.site].alternatives[proposal.alternative].id = id
            var change = WhatIfChange(id: id, kind: alternative.kind, path: paths[proposal.file], line: site.line,
                                      before: alternative.before ?? site.before, after: alternative.after, statement: site.statement)
            change.comparison = alternative.comparison
            changes.append(change)
        }
        // The same slip in several places (a copy changed on two lines, one key written twice the
        // same way) is also tried as one change made everywhere at once.
        var groups: [String: [(file: Int, site: Int, alternative: Int)]] = [:]
        for file in sites.indices {
            for (siteIndex, site) in sites[file].enumerated() {
                for (index, alternative) in site.alternatives.enumerated()
                where alternative.id != nil && ([.copyWrittenThrough, .literalChanged].contains(alternative.kind) || alternative.groupKey != nil) {
                    let key = alternative.groupKey.map { "\(file)|group|\($0)" } ?? "\(file)|\(alternative.kind)|\(alternative.before ?? site.before)|\(alternative.after)"
                    groups[key, default: []].append((file, siteIndex, index))
                }
            }
        }
        for key in groups.keys.sorted() {
            guard let found = groups[key], found.count >= 2, found.count <= 6, changes.count < limit + 10 else { continue }
            let members = found.sorted { sites[$0.file][$0.site].line < sites[$1.file][$1.site].line }
            let first = sites[members[0].file][members[0].site], alternative = first.alternatives[members[0].alternative]
            let id = changes.count + 1
            var change = WhatIfChange(id: id, kind: alternative.kind, path: paths[members[0].file], line: first.line,
                                      before: alternative.before ?? first.before, after: alternative.after, statement: first.statement)
            change.alsoAt = members.dropFirst().map { sites[$0.file][$0.site].line }
            changes.append(change)
            for member in members { sites[member.file][member.site].alternatives[member.alternative].groupIDs.append(id) }
        }
        // A swap chosen leaves its earlier statement out (under the same id).
        for file in sites.indices {
            for site in sites[file] {
                for alternative in site.alternatives where (alternative.kind == .statementsSwapped || alternative.kind == .statementMovedUp) && !alternative.isSwapPartner {
                    guard let id = alternative.id, let partner = sites[file].firstIndex(where: { $0.start == alternative.partnerStart }),
                          let slot = sites[file][partner].alternatives.firstIndex(where: { $0.isSwapPartner && $0.id == nil }) else { continue }
                    sites[file][partner].alternatives[slot].id = id
                }
            }
        }
        // The values to record, at most 40, and at most 150 assignments, where the code ran.
        var probes: [WhatIfProbe] = []
        var values = 0, writes = 0
        for file in sites.indices {
            for site in sites[file].indices {
                guard let kind = sites[file][site].probe,
                      !skipping.contains("probe:\(paths[file]):\(sites[file][site].line)") else { continue }
                if case .write = kind {
                    guard writes < 150 else { continue }
                    writes += 1
                } else if case .store = kind {
                    guard writes < 150 else { continue }
                    writes += 1
                } else if case .optionalCall = kind {
                    guard writes < 150 else { continue }
                    writes += 1
                } else {
                    guard values < 40 else { continue }
                    values += 1
                }
                let id = Self.probeBase + probes.count + 1
                sites[file][site].probeID = id
                probes.append(WhatIfProbe(id: id, kind: kind, path: paths[file], line: sites[file][site].line, text: sites[file][site].before,
                                          cases: sites[file][site].cases))
            }
        }
        // Every change of a test that records how it came out points at that record.
        for file in sites.indices {
            for site in sites[file] where site.seenSides != nil {
                guard let recorder = site.alternatives.first(where: { $0.id != nil && SiteFinder.recording.contains($0.kind) })?.id else { continue }
                for alternative in site.alternatives { if let id = alternative.id { changes[id - 1].seenID = recorder } }
            }
        }
        var files = contents
        var spans: [Int: WhatIfSpan] = [:]
        for index in parsed.indices {
            let used = sites[index].filter { $0.alternatives.contains { $0.id != nil } || $0.probeID != nil }
            guard !used.isEmpty else { continue }
            var text = Self.render(parsed[index].bytes, sites: used)
            if contents[index].range(of: #"(?m)^\s*import\s+UIKit\b"#, options: .regularExpression) == nil { text = "import UIKit; " + text }
            let (clean, fileSpans) = Self.unmark(text)
            files[index] = clean
            spans.merge(fileSpans) { first, _ in first }
        }
        return WhatIfSchema(changes: changes, probes: probes, spans: spans, files: files)
    }

    /// The strings the code uses as keys or identifiers (what a storyboard's identifiers are compared with).
    public static func codeIdentifiers(contents: [String]) -> Set<String> {
        contents.reduce(into: Set<String>()) { pool, text in
            pool.formUnion(KeyLiteralFinder.literals(in: OperatorTable.standardOperators.foldAll(Syntax(Parser.parse(source: text))) { _ in }))
        }
    }

    /// A change's identity across builds (a retry leaves out the changes whose lines did not compile).
    public static func key(path: String, line: Int, kind: WhatIfChange.Kind, after: String) -> String {
        "\(path):\(line):\(kind.rawValue):\(after)"
    }

    /// The file's bytes with the sites' changes written in, sites inside sites included.
    static func render(_ bytes: [UInt8], sites: [Site]) -> String {
        // Nested by range: a site's children are the sites inside it.
        let ordered = sites.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
        var roots: [Node] = []
        var stack: [Node] = []
        for site in ordered {
            let node = Node(site: site)
            while let top = stack.last, !(site.start >= top.site.start && site.end <= top.site.end) { stack.removeLast() }
            if let top = stack.last { top.children.append(node) } else { roots.append(node) }
            stack.append(node)
        }
        func text(_ start: Int, _ end: Int, _ children: [Node]) -> String {
            var out = ""
            var at = start
            for child in children {
                out += String(decoding: bytes[at..<child.site.start], as: UTF8.self)
                out += rendered(child)
                at = child.site.end
            }
            out += String(decoding: bytes[at..<end], as: UTF8.self)
            return out
        }
        // Each replacement between marks, taken out after: where it sits (`spans`).
        func marked(_ alternative: Site.Alternative) -> String { "\u{1}\(alternative.id!)\u{2}\(alternative.replacement)\u{3}" }
        func rendered(_ node: Node) -> String {
            var inner = text(node.site.start, node.site.end, node.children)
            if let rewrite = node.site.alternatives.first(where: { $0.id != nil && $0.isRewrite }) {
                return "\u{1}\(rewrite.id!)\u{2}" + rewrite.replacement.replacingOccurrences(of: "#ID#", with: String(rewrite.id!)) + "\u{3}"
            }
            let expressions = node.site.alternatives.filter { $0.id != nil && $0.kind != .statementDropped && !$0.isStatement && !$0.isRewrite && !$0.isSwapPartner }
            let statements = node.site.alternatives.filter { $0.id != nil && $0.isStatement }
            if !statements.isEmpty {
                inner = statements.map { "if \($0.switchTest) { \(marked($0)) } else " }.joined() + "{ " + inner + " }"
            }
            // The test as written records how it came out (the baseline run's evidence).
            if let sides = node.site.seenSides,
               let seen = node.site.alternatives.first(where: { $0.id != nil && SiteFinder.recording.contains($0.kind) }) {
                inner = "__workbookWhatIfSeen(\(seen.id!), (" + inner + ")" + sides.map { ", (\($0))" }.joined() + ")"
            }
            if !expressions.isEmpty {
                inner = "(" + expressions.map { "\($0.switchTest) ? (\(marked($0))) : " }.joined() + "(" + inner + "))"
            }
            // A value recorded, around whatever the search may put in its place.
            if let id = node.site.probeID, let probe = node.site.probe {
                switch probe {
                case .switchSubject, .bound: inner = "__workbookWhatIfValue(\(id), " + inner + ")"
                case let .cast(type): inner = "__workbookWhatIfCast(\(id), " + inner + ", { $0 as? \(type) })"
                case .tryOptional:
                    if inner.hasPrefix("try?") { inner = "__workbookWhatIfTry(\(id), { try " + String(inner.dropFirst(4).drop { $0 == " " }) + " })" }
                case let .isType(type): inner = "__workbookWhatIfIs(\(id), " + inner + ", { $0 is \(type) })"
                case let .conversion(type): inner = "__workbookWhatIfIs(\(id), " + inner + ", { \(type)($0) != nil })"
                case let .optionalCall(receiver, _, ownerIsSelf):
                    inner = "__workbookWhatIfCalled(\(id), \(ownerIsSelf ? "self" : "nil"), \(receiver)); " + inner
                case let .store(receiver, key, isRead):
                    inner = isRead ? "__workbookWhatIfLoaded(\(id), \(receiver), \(key), " + inner + ")" : inner + "; __workbookWhatIfStored(\(id), \(receiver), \(key))"
                case let .write(target, owner, _): inner += "; __workbookWhatIfWrote(\(id), \(owner != nil), \(owner ?? "nil"), \(target))"
                case let .notification(kind, center, name, object, observer, userInfo, queue):
                    inner += "; __workbookWhatIfNotified(\(id), \(kind), \(center), name: \(name), object: \(object), observer: \(observer), userInfo: \(userInfo)"
                        + (queue.map { ", queue: \($0), block: true)" } ?? ")")
                }
            }
            if let drop = node.site.alternatives.first(where: { $0.id != nil && $0.kind == .statementDropped }) {
                inner = "if !__workbookWhatIf(\(drop.id!)) { " + inner + " }"
            }
            for partner in node.site.alternatives where partner.isSwapPartner && partner.id != nil {
                inner = "if !__workbookWhatIf(\(partner.id!)) { " + inner + " }"
            }
            return inner
        }
        return text(0, bytes.count, roots)
    }

    /// The rendered text without its marks, and where each change's replacement sits (line, first
    /// and last column, 1-based, in bytes as the compiler counts them).
    static func unmark(_ text: String) -> (text: String, spans: [Int: WhatIfSpan]) {
        var out: [UInt8] = []
        var spans: [Int: WhatIfSpan] = [:]
        var open: [(id: Int, line: Int, column: Int)] = []
        var line = 1, column = 1
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case 1:
                var digits = ""
                while let next = bytes.popFirst(), next != 2 { digits.append(Character(UnicodeScalar(next))) }
                open.append((Int(digits) ?? 0, line, column))
            case 3:
                if let start = open.popLast() { spans[start.id] = WhatIfSpan(line: start.line, first: start.column, last: max(start.column, column - 1)) }
            default:
                out.append(byte)
                if byte == 10 { line += 1; column = 1 } else { column += 1 }
            }
        }
        return (String(decoding: out, as: UTF8.self), spans)
    }

    final class Node {
        let site: Site
        var children: [Node] = []
        init(site: Site) { self.site = site }
    }
}

extension WhatIfChange.Kind {
    /// The search's order: the slips most often behind a wrong value first, dropping a statement
    /// (many candidates, some that only hide the fault) last.
    var rank: Int {
        switch self {
        case .literalChanged: return 0
        // A name for its neighbour or another object's before a comparison turned around: a
        // turned-around test that passes may only have hidden the fault (always taken now).
        case .memberSwapped: return 1
        case .receiverSwapped: return 2
        case .comparisonInverted: return 3
        case .endSwapped: return 4
        case .boundary: return 5
        case .conditionNegated: return 6
        case .comparisonReversed: return 7
        case .logicOperator: return 8
        case .numberChanged: return 9
        case .statementDropped: return 10
        case .statementsSwapped: return 10
        case .statementMovedUp: return 10
        case .copyWrittenThrough: return 2
        case .deferredRunNow: return 5
        case .readAgain: return 2
        case .conditionDropped: return 8
        case .mergeSideSwapped: return 4
        case .termDropped: return 5
        case .operandsSwapped: return 4
        case .receiverArgumentSwapped: return 4
        case .resultKept: return 3
        }
    }
}

/// A place of the code the search may change: its byte range (trimmed), and the changes there.
struct Site {
    struct Alternative {
        var kind: WhatIfChange.Kind
        /// The code that replaces the site's (empty for a dropped statement).
        var replacement: String
        /// `replacement`, or the part of it shown to the learner.
        var after: String
        /// What `after` replaces, when it is not the whole site (an assignment's target).
        var before: String? = nil
        var id: Int?
        /// Replaces the whole statement (`if switch { replacement } else { statement }`): an
        /// assignment's target cannot be a `?:`.
        var isStatement = false
        /// A comparison's operator as written (`comparisonInverted`).
        var comparison: String? = nil
        /// Written in place of the site unconditionally, `#ID#` replaced by the change's id: the
        /// code it calls turns the change on itself (`__workbookQueue`).
        var isRewrite = false
        /// A swap's earlier statement (`statementsSwapped`): left out when the swap is on, which
        /// writes it after the later one. It has the swap's id, and is no change of its own.
        var isSwapPartner = false
        /// For a swap: where its earlier statement's site starts (its partner).
        var partnerStart: Int? = nil
        /// Changes with one key are also tried together (the members of one snapshot, read again).
        var groupKey: String? = nil
        /// The ids of changes that make this one together with its twins (the same slip written
        /// in several places: one copy changed on two lines, one key misspelled twice).
        var groupIDs: [Int] = []

        /// The test that turns it on in the search's build.
        var switchTest: String {
            ([id!] + groupIDs).map { "__workbookWhatIf(\($0))" }.joined(separator: " || ")
        }
    }

    var start: Int
    var end: Int
    var line: Int
    var before: String
    var statement: String
    var alternatives: [Alternative]
    /// A value recorded there (a switch's subject, a cast's operand), and its id once chosen.
    var probe: WhatIfProbe.Kind? = nil
    /// A switch's case patterns, for a probe of its subject.
    var cases: [String] = []
    var probeID: Int? = nil
    /// A test whose outcome the search's build records (`__workbookWhatIfSeen`): its two sides
    /// when they are plain values that can be read twice (a comparison), else none.
    var seenSides: [String]? = nil
}

/// Finds the sites of one file that ran.
final class SiteFinder: SyntaxVisitor {
    let bytes: [UInt8]
    let converter: SourceLocationConverter
    let pool: [String]
    let ran: (Int, Int) -> Bool
    var sites: [Site] = []

    let names: ProjectNames
    let file: Int

    /// What each string of the pool is used as (a segue's identifier, a scene's, a key).
    var kinds: [String: Set<KeyLiteralFinder.Kind>] = [:]

    init(bytes: [UInt8], converter: SourceLocationConverter, pool: [String], names: ProjectNames = ProjectNames(), file: Int = 0,
         kinds: [String: Set<KeyLiteralFinder.Kind>],
         ran: @escaping (Int, Int) -> Bool) {
        self.names = names
        self.file = file
        self.bytes = bytes
        self.converter = converter
        self.pool = pool
        self.kinds = kinds
        self.ran = ran
        super.init(viewMode: .sourceAccurate)
    }

    static let inverted = ["==": "!=", "!=": "==", "===": "!==", "!==": "==="]
    static let boundary = [">": ">=", ">=": ">", "<": "<=", "<=": "<"]
    static let reversed = [">": "<", "<": ">", ">=": "<=", "<=": ">="]
    static let logic = ["&&": "||", "||": "&&"]
    /// The operators Swift's standard library declares: any other is one the learner declared.
    static let standardOperators: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "??",
                                                 "...", "..<", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>", "~=", "=",
                                                 "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
                                                 ".==", ".!=", ".<", ".>", ".<=", ".>=", ".&", ".|", ".^", ".&="]
    static let ends = ["first": "last", "last": "first", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
                       "dropFirst": "dropLast", "dropLast": "dropFirst", "prefix": "suffix", "suffix": "prefix",
                       "removeFirst": "removeLast", "removeLast": "removeFirst", "min": "max", "max": "min"]

    func text(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, end <= bytes.count, start <= end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text as one line, or nil when it cannot be put on one (a line comment, a multi-line string).
    func oneLine(_ text: String) -> String? {
        guard text.contains("\n") else { return text }
        if text.contains("//") || text.contains("\"\"\"") || text.contains("#\"") { return nil }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// The statement holding `node` (a test: its `if`/`guard` line), on one line.
    func statement(of node: some SyntaxProtocol) -> String {
        var current: Syntax? = Syntax(node)
        while let syntax = current, !syntax.is(CodeBlockItemSyntax.self) { current = syntax.parent }
        let whole = current.map { text($0) } ?? text(node)
        if let flat = oneLine(whole), !whole.contains("{") { return flat }
        var first = whole.split(separator: "\n").first.map(String.init) ?? whole
        if first.hasSuffix("{") { first.removeLast() }
        return first.trimmingCharacters(in: .whitespaces)
    }

    /// A part of an optional chain that the chain goes on after (`navigationController?.viewControllers`
    /// in `navigationController?.viewControllers.dropLast().last`): put in parentheses (a change's
    /// choice, a recorder), it would end the chain there, and the rest would read an optional.
    static func endsChainEarly(_ node: some SyntaxProtocol) -> Bool {
        guard node.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .postfixQuestionMark && $0.parent?.is(OptionalChainingExprSyntax.self) == true }),
              let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let item = parent.as(SubscriptCallExprSyntax.self) { return item.calledExpression.id == node.id }
        // (`(…)?.c` and `(…)!.c` start the chain again: they compile.)
        return false
    }

    func add(_ node: some SyntaxProtocol, _ alternatives: [Site.Alternative], seenSides: [String]? = nil, ranChecked: Bool = false) {
        let location = node.startLocation(converter: converter)
        guard !alternatives.isEmpty, !Self.endsChainEarly(node), let before = oneLine(text(node)), ranChecked || ran(location.line, location.column) else { return }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if let same = sites.firstIndex(where: { $0.start == start && $0.end == end }) {
            sites[same].alternatives += alternatives
            if sites[same].seenSides == nil { sites[same].seenSides = seenSides }
            return
        }
        sites.append(Site(start: start, end: end, line: location.line, before: before, statement: statement(of: node),
                          alternatives: alternatives, seenSides: seenSides))
    }

    /// Names of calls that only read (their value may be read twice to be shown).
    static let readingCalls: Set<String> = ["String", "type", "Int", "Double", "Float", "Bool", "lowercased", "uppercased",
                                            "trimmingCharacters", "description", "count", "isEmpty", "first", "last",
                                            "NSStringFromClass", "capitalized", "replacingOccurrences", "dropFirst", "dropLast", "prefix", "suffix"]

    /// Whether `expression` is a plain value the search may evaluate a second time to show it: names,
    /// members, literals, unwraps, subscripts and casts, and calls that only read; never a call that
    /// may change something, a closure, `try`/`await`, an implicit member (`.x`) or `nil`.
    /// `pure`: the learner's own functions that only compute a value from what they are given
    /// (`func wizardKey(step: Int) -> String { "wizard.step\(step)" }`), safe to call again.
    static func isPlainValue(_ expression: ExprSyntax, pure: Set<String> = []) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return false }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return false }
        final class Check: SyntaxVisitor {
            var plain = true
            var pure: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let called = node.calledExpression
                let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if name.map({ !SiteFinder.readingCalls.contains($0) && !pure.contains($0) }) ?? true || node.trailingClosure != nil { plain = false }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { plain = false; return .skipChildren }
            override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind { plain = false; return .skipChildren }
            override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { plain = false; return .skipChildren }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                if SiteFinder.assigns(node) { plain = false }
                return .visitChildren
            }
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { plain = false; return .skipChildren }
        }
        let check = Check(viewMode: .sourceAccurate)
        check.pure = pure
        check.walk(expression)
        return check.plain
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        keepResult(node)
        guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              let left = oneLine(text(node.leftOperand)), let right = oneLine(text(node.rightOperand)) else { return .visitChildren }
        var alternatives: [Site.Alternative] = []
        func with(_ other: String, _ kind: WhatIfChange.Kind) {
            let replacement = "\(left) \(other) \(right)"
            alternatives.append(.init(kind: kind, replacement: replacement, after: replacement))
        }
        if let other = Self.inverted[op] {
            with(other, .comparisonInverted)
            alternatives[alternatives.count - 1].comparison = op
        }
        if let other = Self.boundary[op] { with(other, .boundary) }
        if let other = Self.reversed[op] { with(other, .comparisonReversed) }
        if let other = Self.logic[op] { with(other, .logicOperator) }
        // A custom operator of the learner's (`field.text <~ app.value`): its two sides given the wrong way round.
        if !Self.standardOperators.contains(op) {
            let swapped = "\(right) \(op) \(left)"
            alternatives.append(.init(kind: .operandsSwapped, replacement: swapped, after: swapped))
        }
        if op == "+" || op == "-", node.rightOperand.is(IntegerLiteralExprSyntax.self) { with(op == "+" ? "-" : "+", .numberChanged) }
        // `level + streakBonus`: a part added to (or taken from) the value, left out.
        if op == "+" || op == "-", !node.rightOperand.is(IntegerLiteralExprSyntax.self), !node.rightOperand.is(FloatLiteralExprSyntax.self),
           !node.rightOperand.is(StringLiteralExprSyntax.self), !node.leftOperand.is(StringLiteralExprSyntax.self) {
            alternatives.append(.init(kind: .termDropped, replacement: "(\(left))", after: left))
            // `(label.text ?? "") + text`: what was there before, kept and added to.
            if op == "+", !node.leftOperand.is(IntegerLiteralExprSyntax.self), !node.leftOperand.is(FloatLiteralExprSyntax.self) {
                alternatives.append(.init(kind: .termDropped, replacement: "(\(right))", after: right))
            }
        }
        // A comparison records how it came out, with its two sides when both are plain values.
        // `x == true`, `y != nil`: a test of one value, not two values compared.
        let literalSide = [node.leftOperand, node.rightOperand].contains { $0.is(BooleanLiteralExprSyntax.self) || $0.is(NilLiteralExprSyntax.self) }
        if literalSide, let index = alternatives.firstIndex(where: { $0.kind == .comparisonInverted }) { alternatives[index].comparison = nil }
        let comparing = Self.inverted[op] != nil || Self.boundary[op] != nil
        let sides = comparing && !literalSide && Self.isPlainValue(node.leftOperand) && Self.isPlainValue(node.rightOperand) ? [left, right] : []
        add(node, alternatives, seenSides: comparing ? sides : nil)
        return .visitChildren
    }

    override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
        guard case let .expression(expression) = node.condition else { return .visitChildren }
        // A switch's state (`isUpdate.isOn`) guarding lines that never read that switch: turned round it
        // passes a check that set the switch one way only, but the lines are needed either way: no fix.
        if !Self.guardsLinesNotReading(node, expression) { negate(expression) }
        // One test of an `if` or a `guard` left out (never a loop's, which would not end): the code
        // it guards runs whatever the test says. Tests that bind or cast stay (`let`, `case`).
        if let list = node.parent?.as(ConditionElementListSyntax.self),
           list.parent?.is(IfExprSyntax.self) == true || list.parent?.is(GuardStmtSyntax.self) == true,
           !expression.is(BooleanLiteralExprSyntax.self) {
            add(expression, [.init(kind: .conditionDropped, replacement: "true", after: "")])
        }
        return .visitChildren
    }

    /// `_ = childCoordinators - child`, `_ = items.filter { … }`: a new value worked out from a stored
    /// value and thrown away; given back to that value (`childCoordinators = childCoordinators - child`).
    func keepResult(_ node: InfixOperatorExprSyntax) {
        guard node.operator.is(AssignmentExprSyntax.self), node.leftOperand.is(DiscardAssignmentExprSyntax.self),
              node.parent?.is(CodeBlockItemSyntax.self) == true || node.parent?.parent?.is(CodeBlockItemSyntax.self) == true,
              let value = oneLine(text(node.rightOperand)) else { return }
        var base: ExprSyntax?
        if let infix = node.rightOperand.as(InfixOperatorExprSyntax.self) { base = infix.leftOperand }
        else if let call = node.rightOperand.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) { base = member.base }
        guard let base, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self), let target = oneLine(text(base)),
              target != "self", target.first?.isLowercase == true else { return }
        let replacement = "\(target) = \(value)"
        add(node, [.init(kind: .resultKept, replacement: replacement, after: replacement)])
    }

    /// `x.isOn` (or `!x.isOn`) of an `if` whose body, or a `guard` whose following statements, never
    /// name `x`.
    static func guardsLinesNotReading(_ node: ConditionElementSyntax, _ expression: ExprSyntax) -> Bool {
        let written = expression.trimmedDescription
        guard let control = written.firstMatch(#"^!?\s*(?:self\.)?(\w+)\.isOn$"#)?[1],
              let list = node.parent?.as(ConditionElementListSyntax.self), list.count == 1 else { return false }
        let guarded: String
        if let ifNode = list.parent?.as(IfExprSyntax.self) {
            guarded = ifNode.body.statements.trimmedDescription
        } else if let guardNode = list.parent?.as(GuardStmtSyntax.self), let item = guardNode.parent?.as(CodeBlockItemSyntax.self),
                  let items = item.parent?.as(CodeBlockItemListSyntax.self), let index = items.firstIndex(where: { $0.id == item.id }) {
            guarded = items[items.index(after: index)...].map(\.trimmedDescription).joined(separator: "\n")
        } else {
            return false
        }
        // Only values given there (assignments), no screen change or other call: going on only when a
        // switch is on is a design for a transition, a slip for a value needed either way.
        let statements = guarded.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "}" }
        let onlyValues = !statements.isEmpty && statements.allSatisfy { $0.range(of: #"^[\w.?!\[\]"]+\s*=[^=]"#, options: .regularExpression) != nil }
        return onlyValues && guarded.range(of: "\\b\(control)\\b", options: .regularExpression) == nil
    }

    /// A `where` test of a `switch` case (or of a `for` / `catch`): turned around, and left out.
    override func visit(_ node: WhereClauseSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(SwitchCaseItemSyntax.self) == true else { return .visitChildren }
        // The coverage counts the case's body, not its `where`: the `switch` having run stands for it.
        var ancestor = node.parent
        while let current = ancestor, !current.is(SwitchExprSyntax.self) { ancestor = current.parent }
        guard let switchNode = ancestor?.as(SwitchExprSyntax.self) else { return .visitChildren }
        let location = switchNode.subject.startLocation(converter: converter)
        guard ran(location.line, location.column), let written = oneLine(text(node.condition)) else { return .visitChildren }
        var alternatives: [Site.Alternative] = []
        if let prefix = node.condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            alternatives.append(.init(kind: .conditionNegated, replacement: text(prefix.expression), after: text(prefix.expression)))
        } else {
            alternatives.append(.init(kind: .conditionNegated, replacement: "!(\(written))", after: "!(\(written))"))
        }
        if !node.condition.is(BooleanLiteralExprSyntax.self) {
            alternatives.append(.init(kind: .conditionDropped, replacement: "true", after: ""))
        }
        add(node.condition, alternatives, ranChecked: true)
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        negate(node.condition)
        return .visitChildren
    }

    /// The answer of a function of the learner's that returns `Bool` (an operator's, a check's):
    /// `return stack.contains(screen)` turned around, when it is a call or a value, not a literal (a
    /// comparison has its own change).
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let expression = node.expression, !expression.is(BooleanLiteralExprSyntax.self),
              expression.is(FunctionCallExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
                || expression.as(PrefixOperatorExprSyntax.self)?.operator.text == "!" else { return .visitChildren }
        var up = node.parent
        while let current = up, !current.is(FunctionDeclSyntax.self), !current.is(ClosureExprSyntax.self), !current.is(AccessorDeclSyntax.self) { up = current.parent }
        guard let function = up?.as(FunctionDeclSyntax.self),
              function.signature.returnClause?.type.trimmedDescription == "Bool" else { return .visitChildren }
        negate(expression)
        return .visitChildren
    }

    /// A test turned around, unless a comparison's own change says the same (`a == b`).
    func negate(_ expression: ExprSyntax) {
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           Self.inverted[op] != nil || Self.boundary[op] != nil { return }
        guard let written = oneLine(text(expression)) else { return }
        let replacement: String
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            replacement = text(prefix.expression)
        } else {
            replacement = "!(\(written))"
        }
        var alternative = Site.Alternative(kind: .conditionNegated, replacement: replacement, after: replacement)
        var sides: [String] = []
        // `route.contains("action")`, `name.hasPrefix(x)`: a text test records its receiver and its
        // argument (what it looked in, what it looked for), when both are plain values.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, Self.textTests.contains(member.declName.baseName.text), call.arguments.count == 1,
           let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil,
           Self.isPlainValue(base), Self.isPlainValue(argument.expression),
           let receiver = oneLine(text(base)), let looked = oneLine(text(argument.expression)) {
            sides = [receiver, looked]
            alternative.comparison = "." + member.declName.baseName.text
        }
        // `label.text?.isEmpty ?? true`, `!field.text!.isEmpty`: an emptiness test records what it
        // looked at (the label's text was the placeholder, never empty).
        if sides.isEmpty, let looked = Self.emptinessBase(of: expression), Self.isPlainValue(looked), let written = oneLine(text(looked)) {
            sides = [written]
        }
        // `isMovingFromParent && finishesFlowOnPop`: a test made of parts records each part's value
        // (which one held it back), when every part is a plain value.
        if sides.isEmpty, let (op, parts) = Self.junction(expression), parts.count <= 4,
           parts.allSatisfy({ Self.isPlainValue($0) && !$0.is(BooleanLiteralExprSyntax.self) }) {
            let written = parts.compactMap { oneLine(text($0)) }
            if written.count == parts.count {
                // Each part read only where the test itself read it (a part after a `&&` only when
                // those before held): a later part may be safe only because an earlier one held.
                sides = written.indices.map { index in
                    guard index > 0 else { return written[0] }
                    let before = written[..<index].map { "(\($0))" }.joined(separator: " \(op) ")
                    let reached = op == "&&" ? before : "!(\(before))"
                    return "(\(reached)) ? ((\(written[index])) as Any) : (\"·\" as Any)"
                }
                alternative.comparison = op
            }
        }
        add(expression, [alternative], seenSides: sides)
    }

    /// The parts of a test joined by one of `&&` or `||` (all the same), in order.
    static func junction(_ expression: ExprSyntax) -> (String, [ExprSyntax])? {
        guard let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "&&" || op == "||" else { return nil }
        func parts(_ node: ExprSyntax) -> [ExprSyntax]? {
            var node = node
            while let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { node = only.expression }
            if let inner = node.as(InfixOperatorExprSyntax.self), let innerOp = inner.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
               innerOp == "&&" || innerOp == "||" {
                guard innerOp == op, let left = parts(inner.leftOperand), let right = parts(inner.rightOperand) else { return nil }
                return left + right
            }
            return [node]
        }
        guard let all = parts(expression), all.count >= 2 else { return nil }
        return (op, all)
    }

    /// The value an emptiness test looks at: the base of its one `.isEmpty` (through `?`, `!`, `??`
    /// and `!`), nil when there is none or more than one.
    static func emptinessBase(of expression: ExprSyntax) -> ExprSyntax? {
        final class Finder: SyntaxVisitor {
            var bases: [ExprSyntax] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.declName.baseName.text == "isEmpty", var base = node.base {
                    while let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression { base = inner }
                    bases.append(base)
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.bases.count == 1 ? finder.bases[0] : nil
    }

    /// Text methods a test asks of a string, read as "is the second in the first".
    static let textTests: Set<String> = ["contains", "hasPrefix", "hasSuffix"]

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        swaps(node)
        deferred(node)
        if node.base?.trimmedDescription == "self" { readAgain(node, name: node.declName.baseName.text) }
        // A member of a snapshot made once (`values.email`, `self.values.email`).
        if let base = node.base?.trimmedDescription.replacingOccurrences(of: "self.", with: ""), !base.contains("."), !base.contains("("),
           onceCopies.last?[base + "." + node.declName.baseName.text] != nil {
            readAgain(node, name: base + "." + node.declName.baseName.text)
        }
        let name = node.declName.baseName.text
        countAsPosition(node)
        guard let other = Self.ends[name], node.base != nil else { return .visitChildren }
        // `xs.first(where: …)`: the whole call changes; `xs.first`: the member.
        let target: Syntax
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(node).id {
            target = Syntax(call)
        } else {
            target = Syntax(node)
        }
        let nameStart = node.declName.baseName.positionAfterSkippingLeadingTrivia.utf8Offset
        let targetStart = target.positionAfterSkippingLeadingTrivia.utf8Offset
        guard let written = oneLine(text(target)) else { return .visitChildren }
        var bytes = Array(text(target).utf8)
        let offset = nameStart - targetStart
        guard offset >= 0, offset + name.utf8.count <= bytes.count else { return .visitChildren }
        bytes.replaceSubrange(offset..<(offset + name.utf8.count), with: Array(other.utf8))
        guard let replacement = oneLine(String(decoding: bytes, as: UTF8.self)), replacement != written else { return .visitChildren }
        add(target, [.init(kind: .endSwapped, replacement: replacement, after: replacement)])
        return .visitChildren
    }

    /// `items.count` given as a value (assigned, bound, passed, returned) where a position or an id
    /// that counts from 0 may be meant: one less, or one more (a count is one more than the last
    /// position). Not beside an operator (`count - 1`, `i < count`: the number or the boundary changes).
    func countAsPosition(_ node: MemberAccessExprSyntax) {
        guard node.declName.baseName.text == "count", let base = node.base, !base.is(SuperExprSyntax.self),
              let written = oneLine(text(node)) else { return }
        let parent = node.parent
        let given = parent?.is(InitializerClauseSyntax.self) == true || parent?.is(ReturnStmtSyntax.self) == true
            || (parent?.is(LabeledExprSyntax.self) == true && parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true)
            || (parent?.as(InfixOperatorExprSyntax.self).map { $0.operator.is(AssignmentExprSyntax.self) && $0.rightOperand.id == ExprSyntax(node).id } ?? false)
        // Not a property's declared value (made before any count), nor a counter's own count.
        var up = parent
        while let current = up, !current.is(CodeBlockItemSyntax.self), !current.is(MemberBlockItemSyntax.self) { up = current.parent }
        guard given, up?.is(MemberBlockItemSyntax.self) != true else { return }
        add(node, [.init(kind: .numberChanged, replacement: "(\(written) - 1)", after: "\(written) - 1"),
                   .init(kind: .numberChanged, replacement: "(\(written) + 1)", after: "\(written) + 1")])
    }

    /// Neighbouring properties of the same kind, by what the base is.
    /// `+=`, `-=`, `??=`…: an assignment; `==`, `!=`, `<=`, `>=`, `===`, `!==`: a comparison.
    static func isCompoundAssignment(_ op: String) -> Bool {
        op.hasSuffix("=") && !["==", "!=", "===", "!==", "<=", ">="].contains(op)
    }

    /// `a = b`, `a += b`…: an assignment, not a comparison.
    static func assigns(_ infix: InfixOperatorExprSyntax) -> Bool {
        infix.operator.is(AssignmentExprSyntax.self) || infix.operator.as(BinaryOperatorExprSyntax.self).map { isCompoundAssignment($0.operator.text) } == true
    }

    /// Calls whose receiver and one argument are two values of one kind, each with its own role:
    /// the argument's values win a merge, the receiver is the text or set searched.
    /// (Not the symmetric ones, `union`, `intersection`: swapped, they give the same elements.)
    static let swappableCalls: Set<String> = ["merging", "subtracting", "contains", "hasPrefix", "hasSuffix", "isSubset", "isSuperset", "starts", "appending"]
    /// Text questions that an empty argument answers `true` whatever the receiver: tried swapped only
    /// from a literal receiver (`"@".contains(typed)`), never toward one (`phone.hasPrefix("010")`, whose
    /// swap passes for any empty `phone`).
    static let textQuestions: Set<String> = ["contains", "hasPrefix", "hasSuffix", "starts"]

    /// `defaults.merging(entered())` tried as `entered().merging(defaults)`: the receiver and the
    /// argument of a call in `swappableCalls` given each other's place.
    func receiverArgumentSwap(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              Self.swappableCalls.contains(member.declName.baseName.text), node.trailingClosure == nil,
              node.arguments.count == 1, let argument = node.arguments.first,
              [nil, "of", "with", "contentsOf"].contains(argument.label?.text),
              !argument.expression.is(ClosureExprSyntax.self), !argument.expression.is(KeyPathExprSyntax.self),
              let baseText = oneLine(text(base)), let argumentText = oneLine(text(argument.expression)),
              !["self", "super"].contains(baseText), !baseText.hasSuffix("?"), !baseText.hasSuffix("!"),
              // (A type's own method, `Set.contains`, has no value to give.)
              !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false) else { return }
        if Self.textQuestions.contains(member.declName.baseName.text),
           !base.is(StringLiteralExprSyntax.self) || argument.expression.is(StringLiteralExprSyntax.self) { return }
        let simple = { (expression: ExprSyntax) in
            expression.is(DeclReferenceExprSyntax.self) || expression.is(StringLiteralExprSyntax.self) || expression.is(FunctionCallExprSyntax.self)
                || expression.is(MemberAccessExprSyntax.self) || expression.is(ArrayExprSyntax.self) || expression.is(TupleExprSyntax.self)
        }
        let receiver = simple(argument.expression) ? argumentText : "(\(argumentText))"
        let label = argument.label.map { $0.text + ": " } ?? ""
        let replacement = "\(receiver).\(member.declName.baseName.text)(\(label)\(baseText))"
        add(node, [.init(kind: .receiverArgumentSwapped, replacement: replacement, after: replacement)])
    }

    /// `a.merging(b) { _, new in new }` (or `merge(_:uniquingKeysWith:)`): the closure that picks
    /// which value stays where both have a key, made to pick the other one.
    func mergeSide(_ node: FunctionCallExprSyntax) {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard name == "merging" || name == "merge" else { return }
        let closure = node.trailingClosure
            ?? node.arguments.first(where: { $0.label?.text == "uniquingKeysWith" })?.expression.as(ClosureExprSyntax.self)
        guard let closure, closure.statements.count == 1,
              let body = closure.statements.first?.item.as(ExprSyntax.self)?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
        let replacement: String
        if body == "$0" || body == "$1" {
            // `{ $0 }` alone does not compile where two arguments come: name them.
            replacement = body == "$0" ? "{ $1 }" : "{ first, _ in first }"
        } else if let clause = closure.signature?.parameterClause {
            let names: [String]
            switch clause {
            case let .simpleInput(list): names = list.map(\.name.text)
            case let .parameterClause(list): names = list.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
            guard names.count == 2, let index = names.firstIndex(of: body) else { return }
            var swapped = ["_", "_"]
            swapped[1 - index] = body
            replacement = "{ \(swapped[0]), \(swapped[1]) in \(body) }"
        } else { return }
        // The whole call changes (a trailing closure cannot stand alone in the switch's `? :`).
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var bytes = Array(text(node).utf8)
        let from = closure.positionAfterSkippingLeadingTrivia.utf8Offset - start, to = closure.endPositionBeforeTrailingTrivia.utf8Offset - start
        guard from >= 0, to <= bytes.count, from < to else { return }
        bytes.replaceSubrange(from..<to, with: Array(replacement.utf8))
        guard let call = oneLine(String(decoding: bytes, as: UTF8.self)) else { return }
        add(node, [.init(kind: .mergeSideSwapped, replacement: call, after: call)])
    }

    /// The changes of a test whose outcome the build records (the first one present records it).
    static let recording: [WhatIfChange.Kind] = [.comparisonInverted, .conditionNegated, .boundary, .comparisonReversed]

    /// Views whose `text` is what they show or hold.
    static let textViews: Set<String> = ["UILabel", "UITextField", "UITextView"]

    /// What a view controller knows of its own transition.
    static let ownFlags: Set<String> = ["isMovingFromParent", "isMovingToParent", "isBeingDismissed", "isBeingPresented"]

    /// `!isMovingFromParent` made `!isMovingToParent` (or `!isBeingDismissed`): under a `!`, any of
    /// these flags that is false at that moment passes alike (each is false while the screen is only
    /// covered), by accident; what is wrong there is the `!`, which turning the test around tells.
    static func oppositeUnderNot(_ name: String, _ other: String, _ node: some SyntaxProtocol) -> Bool {
        guard ownFlags.contains(name), ownFlags.contains(other) else { return false }
        var up = node.parent
        while let current = up, current.is(MemberAccessExprSyntax.self) || current.is(OptionalChainingExprSyntax.self) || current.is(ForceUnwrapExprSyntax.self) { up = current.parent }
        return up?.as(PrefixOperatorExprSyntax.self)?.operator.text == "!"
    }

    /// A screen's own transition flag that is false all through the method around `node`: while a
    /// screen disappears it is not being pushed or presented, while it appears it is not being popped
    /// or dismissed. Put in place of another flag, it only makes the test false there: no slip to tell.
    static func neverTrueHere(_ flag: String, _ node: some SyntaxProtocol) -> Bool {
        var up = node.parent
        while let current = up, !current.is(FunctionDeclSyntax.self) { up = current.parent }
        guard let method = up?.as(FunctionDeclSyntax.self)?.name.text else { return false }
        switch method {
        case "viewWillDisappear", "viewDidDisappear": return ["isMovingToParent", "isBeingPresented"].contains(flag)
        case "viewWillAppear", "viewDidAppear": return ["isMovingFromParent", "isBeingDismissed"].contains(flag)
        default: return false
        }
    }

    static let families: [(members: [String], base: @Sendable (String, String?) -> Bool)] = [
        (["topViewController", "visibleViewController", "presentedViewController", "presentingViewController"], { _, _ in true }),
        (["source", "destination"], { base, _ in base.lowercased().contains("segue") }),
        (["isMovingFromParent", "isMovingToParent", "isBeingDismissed", "isBeingPresented"], { _, _ in true }),
        (["text", "placeholder"], { _, type in type?.contains("TextField") == true }),
        (["value", "stepValue", "minimumValue", "maximumValue"], { _, type in type?.contains("Stepper") == true }),
        (["value", "minimumValue", "maximumValue"], { _, type in type?.contains("Slider") == true }),
        (["isOn", "isEnabled"], { _, type in type?.contains("Switch") == true }),
    ]

    /// What a control holds from the user: read in place of a neighbour (`placeholder` for `text`)
    /// it may be the slip; read as written it is right, and a neighbour in its place (`stepValue`
    /// for `value`) only stops the user's input from mattering.
    static let controlState: Set<String> = ["text", "value", "isOn"]

    /// The names a line can use: its type's stored properties, and its function's parameters and
    /// locals (a name another function declares may be another thing there, or nothing).
    static func namesInScope(of node: MemberAccessExprSyntax) -> (names: Set<String>, types: [String: String]) {
        var names = Set<String>()
        var types: [String: String] = [:]
        // The names the node's own declaration binds (`let form = Form(email: email.text)`) are not
        // in scope inside their initial value: a declaration met before the function around it.
        var declaring = Set<String>()
        var inFunction = false
        var current = Syntax(node).parent
        while let syntax = current {
            if !inFunction, let variable = syntax.as(VariableDeclSyntax.self) {
                declaring.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            }
            inFunction = inFunction || syntax.is(FunctionDeclSyntax.self)
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) || syntax.is(AccessorDeclSyntax.self) {
                let collector = LocalNames(viewMode: .sourceAccurate)
                collector.walk(syntax)
                names.formUnion(collector.names)
                types.merge(collector.types) { first, _ in first }
            }
            if let members = syntax.as(MemberBlockSyntax.self) {
                for member in members.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        names.insert(name)
                        if types[name] == nil, let type = binding.typeAnnotation?.type.trimmedDescription {
                            types[name] = type.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
                        }
                    }
                }
                break
            }
            current = syntax.parent
        }
        return (names.subtracting(declaring), types)
    }

    /// The value a local of the function around `node` is declared with (`let minutes = min(…)`), when
    /// it is declared before `node` in that function.
    static func localValue(_ name: String, before node: some SyntaxProtocol) -> String? {
        var current = Syntax(node).parent
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self), !syntax.is(InitializerDeclSyntax.self), !syntax.is(AccessorDeclSyntax.self) {
            current = syntax.parent
        }
        guard let function = current else { return nil }
        let finder = LocalValueFinder(name: name, end: node.position)
        finder.walk(function)
        return finder.value
    }

    /// `text` names `access` (`self.interval.value` or `interval.value`) as a whole.
    static func mentions(_ text: String, _ access: String) -> Bool {
        let bare = access.hasPrefix("self.") ? String(access.dropFirst(5)) : access
        let pattern = #"(?<![\w.])(self\.)?"# + NSRegularExpression.escapedPattern(for: bare) + #"(?!\w)"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// `base.name` with `name` or `base` swapped for a neighbour; `.from`/`.to` as a transition key.
    func swaps(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        guard node.declName.argumentNames == nil, let written = oneLine(text(node)) else { return }
        // The target of an assignment changes as a statement (`a.x = v` / `b.x = v`).
        var statementNode: CodeBlockItemSyntax?
        var statementText = ""
        let nodeStart = node.positionAfterSkippingLeadingTrivia.utf8Offset, nodeEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
        if let assignment = node.parent?.as(InfixOperatorExprSyntax.self), assignment.leftOperand.id == ExprSyntax(node).id, Self.assigns(assignment) {
            guard let item = assignment.parent?.as(CodeBlockItemSyntax.self), let whole = oneLine(text(item)) else { return }
            statementNode = item
            statementText = whole
        } else if node.parent?.is(FunctionCallExprSyntax.self) == true || node.parent?.is(InOutExprSyntax.self) == true {
            return
        }
        var alternatives: [Site.Alternative] = []
        func with(_ replacementOfNode: String, _ kind: WhatIfChange.Kind) {
            guard replacementOfNode != written else { return }
            if let item = statementNode {
                let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
                var bytes = Array(statementText.utf8)
                guard nodeStart - start >= 0, nodeEnd - start <= bytes.count, !text(item).contains("\n") else { return }
                bytes.replaceSubrange((nodeStart - start)..<(nodeEnd - start), with: Array(replacementOfNode.utf8))
                alternatives.append(.init(kind: kind, replacement: String(decoding: bytes, as: UTF8.self), after: replacementOfNode, before: written, isStatement: true))
            } else {
                alternatives.append(.init(kind: kind, replacement: replacementOfNode, after: replacementOfNode))
            }
        }
        // `viewController(forKey: .from)`, `viewController(forKey: Key.to)` (a `typealias` of the key type).
        if ["from", "to"].contains(name), node.parent?.as(LabeledExprSyntax.self)?.label?.text == "forKey" {
            let prefix = node.base.flatMap { oneLine(text($0)) } ?? ""
            with(prefix + "." + (name == "from" ? "to" : "from"), .memberSwapped)
            add(node, alternatives)
            return
        }
        guard let base = node.base else { return }
        guard let baseText = oneLine(text(base)) else { return }
        let type = names.type(of: baseText)
        for family in Self.families where family.members.contains(name) && family.base(baseText, type) {
            // A control's state read as written is never swapped for a neighbour.
            if Self.controlState.contains(name), family.members.contains(where: { Self.controlState.contains($0) }), type != nil,
               family.members.first == "text" || family.members.first == "value" || family.members.first == "isOn" { continue }
            for other in family.members where other != name && !Self.oppositeUnderNot(name, other, node) && !Self.neverTrueHere(other, node) {
                with(baseText + (written.dropFirst(baseText.count).hasPrefix("?") ? "?." : ".") + other, .memberSwapped)
            }
        }
        // A screen's own flag asked of another controller (`navigationController?.isMovingFromParent`):
        // the screen's own.
        if Self.ownFlags.contains(name), !["self", "super"].contains(baseText), statementNode == nil { with(name, .receiverSwapped) }
        // The same property of another object the project reads or writes it on; a type's `.self`
        // (`SubmitForm.self` in `decode(_:from:)`) is no property: another type there does not compile.
        let optional = written.dropFirst(baseText.count).hasPrefix("?")
        var others = name == "self" ? [] : names.siblings(of: baseText, file: file) + names.bases(of: name)
        // `self.email` and `email` are one object.
        func plain(_ base: String) -> String { base.hasPrefix("self.") ? String(base.dropFirst(5)) : base }
        var seen = Set([plain(baseText)])
        let scope = Self.namesInScope(of: node)
        func typeHere(_ base: String) -> String? {
            let root = String(plain(base).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return plain(base) == root ? (scope.types[root] ?? names.type(of: base)) : names.type(of: base)
        }
        let mine = typeHere(baseText) ?? type
        // A text read from another view: this type's own views that hold a text (`email.text` for
        // `mainVC.resultEmail.text`).
        if name == "text", statementNode == nil {
            others += scope.types.filter { Self.textViews.contains($0.value) }.keys.sorted()
        }
        // The other side of the comparison this read is one side of (`lhs.value > rhs.value`): taking it
        // makes both sides one value, a test that no longer compares anything.
        var otherSide: String?
        if let comparison = node.parent?.as(InfixOperatorExprSyntax.self),
           let op = comparison.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(op) {
            otherSide = oneLine(text(comparison.leftOperand.id == ExprSyntax(node).id ? comparison.rightOperand : comparison.leftOperand))
        }
        for other in others.filter({ seen.insert(plain($0)).inserted && names.reachable($0, file: file, scope: scope.names) }).prefix(5) {
            // Of the same declared type; a text may come from any view that shows one.
            if let mine, let theirs = typeHere(other), mine != theirs,
               !(name == "text" && Self.textViews.contains(mine) && Self.textViews.contains(theirs)) { continue }
            if let otherSide, other + (optional ? "?." : ".") + name == otherSide { continue }
            // `minutes.value` → `self.interval.value` where `let minutes = min(Minutes(value: self.interval.value), …)`:
            // what the local was worked out from, which skips the working out, not another object.
            if let made = Self.localValue(plain(baseText), before: node), Self.mentions(made, plain(other) + "." + name) { continue }
            with(other + (optional ? "?." : ".") + name, .receiverSwapped)
        }
        guard !alternatives.isEmpty else { return }
        if let item = statementNode { add(item, alternatives) } else { add(node, alternatives) }
    }

    /// A value to record at `node` (merged with the site of the same range, if any).
    /// Returns the site's index (nil: not recorded, the code there never ran).
    @discardableResult
    func probe(_ node: some SyntaxProtocol, _ kind: WhatIfProbe.Kind) -> Int? {
        let location = node.startLocation(converter: converter)
        guard !Self.endsChainEarly(node), let before = oneLine(text(node)), ran(location.line, location.column) else { return nil }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if let same = sites.firstIndex(where: { $0.start == start && $0.end == end }) {
            // A binding's record gives way to any other value recorded there (a store's read, a cast);
            // a cast's gives way to a store's read it is made of (`object(forKey: k) as? NSString`,
            // held-out 272-17): the read's key is what the value's path needs, and what the cast gave
            // is still the binding's value around it.
            if sites[same].probe == nil || sites[same].probe == .bound { sites[same].probe = kind }
            if case .cast = sites[same].probe, case .store(_, _, true) = kind { sites[same].probe = kind }
            return same
        }
        sites.append(Site(start: start, end: end, line: location.line, before: before, statement: statement(of: node), alternatives: [], probe: kind))
        return sites.count - 1
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // The value bound, unless it waits or throws (a wrapper call cannot hold those as written).
        if let value = node.initializer?.value, !value.is(AwaitExprSyntax.self),
           !(value.as(TryExprSyntax.self).map { $0.questionOrExclamationMark == nil } ?? false) {
            probe(value, .bound)
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        if let site = probe(node.subject, .switchSubject) {
            sites[site].cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }
                .flatMap { $0.caseItems.map { $0.pattern.trimmedDescription + ($0.whereClause.map { " " + $0.trimmedDescription } ?? "") } }
        }
        return .visitChildren
    }

    /// `try? call`: what it threw, when it threw (the error `try?` turns into nil without a word).
    /// Not around an `await` (the recording closure cannot wait).
    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .postfixQuestionMark, !text(node).contains("await"), text(node).hasPrefix("try?") {
            _ = probe(node, .tryOptional)
        }
        return .visitChildren
    }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .postfixQuestionMark, !node.expression.is(StringLiteralExprSyntax.self),
           !node.expression.is(IntegerLiteralExprSyntax.self), let type = oneLine(node.type.trimmedDescription) {
            probe(node.expression, .cast(type))
        }
        return .visitChildren
    }

    static let storeReads: Set<String> = ["string", "object", "value", "bool", "integer", "double", "float", "array", "dictionary",
                                          "stringArray", "data", "url"]
    static let storeWrites: Set<String> = ["set", "setValue", "removeObject"]

    /// A `UserDefaults` call with a `forKey:` argument, its store and key as written when both can be
    /// evaluated again (a plain chain or `UserDefaults(suiteName: "…")`; a key without calls that change anything).
    func storeCall(_ call: FunctionCallExprSyntax) -> (receiver: String, key: String, method: String)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let key = call.arguments.first(where: { $0.label?.text == "forKey" })?.expression,
              call.trailingClosure == nil else { return nil }
        let method = member.declName.baseName.text
        guard Self.storeReads.contains(method) || Self.storeWrites.contains(method) else { return nil }
        var receiver = oneLine(text(base)) ?? ""
        while receiver.hasSuffix("?") || receiver.hasSuffix("!") { receiver.removeLast() }
        let suite = receiver.range(of: #"^UserDefaults\(suiteName: *"[^"\\]*"\)[!?]?$"#, options: .regularExpression) != nil
        guard !receiver.isEmpty, Self.isPlainChain(base) || suite || (base.as(OptionalChainingExprSyntax.self).map { Self.isPlainChain($0.expression) } ?? false)
                || (base.as(ForceUnwrapExprSyntax.self).map { Self.isPlainChain($0.expression) } ?? false),
              Self.isPlainValue(key, pure: names.pureFunctions), let keyText = oneLine(text(key)) else { return nil }
        // A store made by its suite's name each time is the same store.
        if suite, receiver.hasSuffix("!") || receiver.hasSuffix("?") { receiver.removeLast() }
        return (receiver, keyText, method)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        mergeSide(node)
        receiverArgumentSwap(node)
        if let found = storeCall(node), Self.storeReads.contains(found.method) {
            probe(node, .store(receiver: found.receiver, key: found.key, isRead: true))
        }
        // A number made from text (`Double(label.text ?? "0")`): the text it was given, and whether it
        // was a number. Only one plain argument that is not a literal (a number's own conversions,
        // `Int(someDouble)`, never give nil and are never told).
        if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.numberTypes.contains(type),
           node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil, node.trailingClosure == nil,
           !argument.expression.is(IntegerLiteralExprSyntax.self), !argument.expression.is(FloatLiteralExprSyntax.self),
           !argument.expression.is(StringLiteralExprSyntax.self), !text(argument.expression).contains("await") {
            probe(argument.expression, .conversion(type))
        }
        return .visitChildren
    }

    static let numberTypes: Set<String> = ["Int", "Double", "Float", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "Float64", "Float32"]

    /// `if case let main as ViewController = presentingViewController`: a cast written as a pattern,
    /// recorded as an `is` test of the value it is given.
    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        let pattern = node.pattern.trimmedDescription
        if let match = pattern.firstMatch(#"^(?:let|var)\s+\w+\s+as\s+([\w.<>]+)$"#),
           let type = oneLine(match[1]), !node.initializer.value.is(StringLiteralExprSyntax.self) {
            probe(node.initializer.value, .isType(type))
        }
        return .visitChildren
    }

    override func visit(_ node: IsExprSyntax) -> SyntaxVisitorContinueKind {
        if !node.expression.is(StringLiteralExprSyntax.self), !node.expression.is(IntegerLiteralExprSyntax.self), let type = oneLine(node.type.trimmedDescription) {
            probe(node.expression, .isType(type))
        }
        return .visitChildren
    }

    /// Work put off on the main queue (`DispatchQueue.main.async { … }`, `asyncAfter`): done at once.
    func deferred(_ node: MemberAccessExprSyntax) {
        guard ["async", "asyncAfter"].contains(node.declName.baseName.text), let base = node.base,
              text(base).filter({ !$0.isWhitespace }) == "DispatchQueue.main",
              let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(node).id,
              call.trailingClosure != nil || call.arguments.contains(where: { $0.label?.text == "execute" && $0.expression.is(ClosureExprSyntax.self) })
        else { return }
        let alternative = Site.Alternative(kind: .deferredRunNow, replacement: "__workbookQueue(#ID#, DispatchQueue.main)", after: "",
                                           before: "DispatchQueue.main.\(node.declName.baseName.text)", isRewrite: true)
        add(base, [alternative])
    }

    /// `var copy = a.b` then `copy.x = v` (or `copy = v`, `copy.append(v)`): the change made to
    /// `a.b` itself. Only a plain chain is copied (names and members, no calls), and only the
    /// statements of the same block after it that change the copy, each on one line.
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        swaps(node)
        var copies: [(name: String, chain: String)] = []
        // `if var vm = viewModel { vm.x = … }`: the body's changes are made to a copy too (written
        // through as `viewModel!.x`, which the binding found not nil).
        func bound(_ conditions: ConditionElementListSyntax) -> [(name: String, chain: String)] {
            conditions.compactMap { element in
                guard let binding = element.condition.as(OptionalBindingConditionSyntax.self), binding.bindingSpecifier.text == "var",
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                guard let value = binding.initializer?.value else { return (name, "self.\(name)!") }
                guard Self.isPlainChain(value), let chain = oneLine(text(value)), !chain.contains("\n") else { return nil }
                return (name, chain + "!")
            }
        }
        if let block = node.parent?.as(CodeBlockSyntax.self), let ifExpression = block.parent?.as(IfExprSyntax.self), ifExpression.body.id == block.id {
            copies = bound(ifExpression.conditions)
        }
        for item in node {
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                copies.append(contentsOf: bound(guardStatement.conditions))
                continue
            }
            if let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.text == "var",
               declaration.bindings.count == 1, let binding = declaration.bindings.first,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = binding.initializer?.value, Self.isPlainChain(value), let chain = oneLine(text(value)), !chain.contains("\n") {
                copies.removeAll { $0.name == name }
                copies.append((name, chain))
                continue
            }
            guard !copies.isEmpty, let statement = oneLine(text(item)), !text(item).contains("\n") else { continue }
            // The name the statement changes, at the root of what it assigns or calls a method on.
            var target: ExprSyntax?
            if let infix = item.item.as(InfixOperatorExprSyntax.self), Self.assigns(infix) {
                target = infix.leftOperand
            } else if let call = item.item.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                target = member.base
            }
            guard let target, let root = Self.root(of: target), let copy = copies.last(where: { $0.name == root.baseName.text }) else { continue }
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            let rootStart = root.positionAfterSkippingLeadingTrivia.utf8Offset - start
            var bytes = Array(statement.utf8)
            guard rootStart >= 0, rootStart + copy.name.utf8.count <= bytes.count else { continue }
            bytes.replaceSubrange(rootStart..<(rootStart + copy.name.utf8.count), with: Array(copy.chain.utf8))
            let shown = copy.chain.hasSuffix("!") ? String(copy.chain.dropLast()).replacingOccurrences(of: "self.", with: "") : copy.chain
            add(item, [.init(kind: .copyWrittenThrough, replacement: String(decoding: bytes, as: UTF8.self), after: shown,
                             before: copy.name, isStatement: true)])
        }
        return .visitChildren
    }

    /// Two statements one after the other that both ran, each a call or an assignment on one
    /// line (one of them a call), in the other order: the later one is written before the earlier
    /// (`if switch { later; earlier } else { later }`) and the earlier is left out where it was.
    /// Never in an initializer (a constant's assignment), never `super.…` or a print.
    func swaps(_ list: CodeBlockItemListSyntax) {
        func plain(_ item: CodeBlockItemSyntax) -> (text: String, isCall: Bool)? {
            guard let expression = item.item.as(ExprSyntax.self) else { return nil }
            let written = text(item)
            guard !written.contains("\n"), !written.contains("//"), !written.hasPrefix("super."), !written.hasPrefix("print("),
                  !written.hasPrefix("debugPrint("), !written.hasPrefix("NSLog("), !written.hasPrefix("return") else { return nil }
            var call = expression
            if let tryExpression = call.as(TryExprSyntax.self) { call = tryExpression.expression }
            if call.is(AwaitExprSyntax.self) { return nil }
            if call.is(FunctionCallExprSyntax.self) { return (written, true) }
            if let infix = expression.as(InfixOperatorExprSyntax.self), Self.assigns(infix) { return (written, false) }
            return nil
        }
        if Self.directlyInInitializer(list) { return }
        let items = Array(list)
        guard items.count >= 2 else { return }
        for index in 1..<items.count {
            let earlier = items[index - 1], later = items[index]
            guard let first = plain(earlier), let second = plain(later), first.isCall || second.isCall, first.text != second.text else { continue }
            let firstPlace = earlier.startLocation(converter: converter), secondPlace = later.startLocation(converter: converter)
            guard ran(firstPlace.line, firstPlace.column), ran(secondPlace.line, secondPlace.column) else { continue }
            let start = earlier.positionAfterSkippingLeadingTrivia.utf8Offset
            add(earlier, [.init(kind: .statementsSwapped, replacement: "", after: "", isSwapPartner: true)])
            add(later, [.init(kind: .statementsSwapped, replacement: second.text + "; " + first.text, after: second.text, before: first.text,
                              isStatement: true, partnerStart: start)])
        }
        movesUp(items)
    }

    /// An assignment to a property of the class (`lastSegue = segue.identifier`) below statements
    /// of its block that read that property, directly or through the class's computed properties
    /// and methods (`rvc.paramUpdate = chosenUpdate`, whose getter reads `lastSegue`): the
    /// assignment moved up in front of the first of them (`statementMovedUp`; the adjacent case with
    /// a call is a swap). Never in an initializer, never an assignment whose value uses what the
    /// statements in between declare.
    func movesUp(_ items: [CodeBlockItemSyntax]) {
        guard items.count >= 2, let owner = Self.enclosingType(items[0]) else { return }
        // The class's computed properties and methods, with the text of their bodies.
        var bodies: [String: String] = [:]
        var stored = Set<String>()
        for member in owner.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let accessors = binding.accessorBlock, !accessors.description.contains("didSet"), !accessors.description.contains("willSet") {
                        bodies[name] = accessors.description
                    } else { stored.insert(name) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                bodies[function.name.text] = body.description
            }
        }
        func mentions(_ text: String, _ name: String) -> Bool {
            text.range(of: "(?<![\\w.])(self\\.)?\(NSRegularExpression.escapedPattern(for: name))\\b", options: .regularExpression) != nil
        }
        for index in 1..<items.count {
            let item = items[index]
            guard let infix = item.item.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else { continue }
            var target = infix.leftOperand
            if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                target = ExprSyntax(member.declName)
            }
            guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, stored.contains(name), let written = oneLine(text(item)), !written.contains("//") else { continue }
            // The members that read it, through one another.
            var readers: Set<String> = []
            var grew = true
            while grew {
                grew = false
                for (member, body) in bodies where !readers.contains(member) && (mentions(body, name) || readers.contains(where: { mentions(body, $0) })) {
                    readers.insert(member); grew = true
                }
            }
            let value = text(infix.rightOperand)
            guard let reader = items[..<index].firstIndex(where: { earlier in
                let earlierText = text(earlier)
                return mentions(earlierText, name) || readers.contains(where: { mentions(earlierText, $0) })
            }) else { continue }
            // Adjacent with a call: the swap covers it. Nothing in between may declare what the value uses.
            if reader == index - 1 { continue }
            let between = items[reader..<index].compactMap { $0.item.as(VariableDeclSyntax.self) }
                .flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            // (A declaration cannot be wrapped in the search's `if`: its names would not reach the lines below.)
            guard !items[reader].item.is(VariableDeclSyntax.self), !between.contains(where: { mentions(value, $0) }), let readerText = oneLine(text(items[reader])), !readerText.contains("//") else { continue }
            let readerPlace = items[reader].startLocation(converter: converter), place = item.startLocation(converter: converter)
            guard ran(readerPlace.line, readerPlace.column), ran(place.line, place.column) else { continue }
            add(item, [.init(kind: .statementsSwapped, replacement: "", after: "", isSwapPartner: true)])
            add(items[reader], [.init(kind: .statementMovedUp, replacement: written + "; " + readerText, after: written, before: readerText,
                                      isStatement: true, partnerStart: item.positionAfterSkippingLeadingTrivia.utf8Offset)])
        }
    }

    /// The class, struct or actor a node is written in: its members.
    static func enclosingType(_ node: some SyntaxProtocol) -> (members: MemberBlockItemListSyntax, name: String)? {
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(InitializerDeclSyntax.self) { return nil }
            if let type = current.as(ClassDeclSyntax.self) { return (type.memberBlock.members, type.name.text) }
            if let type = current.as(StructDeclSyntax.self) { return (type.memberBlock.members, type.name.text) }
            if let type = current.as(ExtensionDeclSyntax.self) { return (type.memberBlock.members, type.extendedType.trimmedDescription) }
            ancestor = current.parent
        }
        return nil
    }

    /// A plain chain, or a conditional cast of one in parentheses (`(presentingViewController as?
    /// ViewController)?.show(x)`): nil when the object is of another class, and a call through it is
    /// then skipped like any other. (The schema's trees are folded: a cast is an `AsExprSyntax`.)
    static func isPlainChainOrCast(_ expression: ExprSyntax) -> Bool {
        guard let tuple = expression.as(TupleExprSyntax.self) else { return isPlainChain(expression) }
        guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil,
              let cast = only.expression.as(AsExprSyntax.self), cast.questionOrExclamationMark?.text == "?" else { return false }
        return isPlainChain(cast.expression)
    }

    /// Names and members only (`sub.config`, `appDelegate?.value`, `self.settings!`).
    static func isPlainChain(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.map(isPlainChain) ?? false }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isPlainChain(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isPlainChain(forced.expression) }
        return expression.is(DeclReferenceExprSyntax.self) && expression.as(DeclReferenceExprSyntax.self)?.argumentNames == nil
            || expression.is(SuperExprSyntax.self)
    }

    /// The name at the root of a chain (`config` in `config.items[0].text`), nil when it is not a name.
    static func root(of expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.flatMap(root(of:)) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return root(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return root(of: forced.expression) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return root(of: subscriptCall.calledExpression) }
        return nil
    }

    /// Stored properties of the class being visited that hold a copy made once: given a non-literal
    /// value where declared, or assigned once in a method that runs once (`viewDidLoad`,
    /// `init`, `awakeFromNib`, `loadView`): name → (the value, where it was given).
    var onceCopies: [[String: (value: String, start: Int, end: Int)]] = []

    static let runOnce: Set<String> = ["viewDidLoad", "init", "awakeFromNib", "loadView"]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        var copies: [String: (value: String, start: Int, end: Int)] = [:]
        var assignedElsewhere = Set<String>()
        var declared = Set<String>()
        func usable(_ value: ExprSyntax) -> String? {
            guard !value.is(StringLiteralExprSyntax.self), !value.is(IntegerLiteralExprSyntax.self), !value.is(FloatLiteralExprSyntax.self),
                  !value.is(BooleanLiteralExprSyntax.self), !value.is(NilLiteralExprSyntax.self), !value.is(ArrayExprSyntax.self),
                  !value.is(DictionaryExprSyntax.self), let text = oneLine(self.text(value)), !text.contains("{"), !text.contains("\n") else { return nil }
            // A value made from nothing of the app's (`UIColor.red`, `Date()`, `UISlider()`,
            // `UISegmentedControl(items: ["A", "B"])`) is no copy: an object made there, not a value read.
            if Self.madeFromLiterals(value) { return nil }
            return text.contains(".") || text.contains("(") ? text : nil
        }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil else { continue }
                declared.insert(name)
                if let value = binding.initializer?.value, let text = usable(value) {
                    copies[name] = (text, binding.positionAfterSkippingLeadingTrivia.utf8Offset, binding.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            }
        }
        // Assignments: once in a method that runs once (a copy), or anywhere else (not a copy).
        final class Assignments: SyntaxVisitor {
            var found: [(name: String, method: String, value: ExprSyntax, start: Int, end: Int)] = []
            var method = ""
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { method = node.name.text; return .visitChildren }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { method = "init"; return .visitChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { method = "accessor"; return .visitChildren }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                guard SiteFinder.assigns(node) else { return .visitChildren }
                // `name = …` or `self.name = …`.
                let target = node.leftOperand
                let member = target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                if let name = member ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    found.append((name, node.operator.is(AssignmentExprSyntax.self) ? method : "compound", node.rightOperand,
                                  node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset))
                }
                return .visitChildren
            }
        }
        let assignments = Assignments(viewMode: .sourceAccurate)
        assignments.walk(node.memberBlock)
        for assignment in assignments.found where declared.contains(assignment.name) {
            if Self.runOnce.contains(assignment.method), copies[assignment.name] == nil, !assignedElsewhere.contains(assignment.name),
               let text = usable(assignment.value) {
                // A local of that method the value is read through (`value = app.value` after `guard
                // case let app as AppDelegate = UIApplication.shared.delegate`) is not there where the
                // copy is read: it is read through what the local was given.
                if let root = text.firstMatch(#"^([a-z_]\w*)(?=[.?!])"#)?[1], let given = Self.localValue(named: root, before: assignment.value) {
                    copies[assignment.name] = (given + text.dropFirst(root.count), assignment.start, assignment.end)
                    continue
                }
                copies[assignment.name] = (text, assignment.start, assignment.end)
            } else if Self.runOnce.contains(assignment.method), copies[assignment.name] == nil, !assignedElsewhere.contains(assignment.name),
                      let local = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let made = Self.localSnapshot(named: local, before: assignment.value) {
                // `self.values = values` with `let values = FormValues(email: email.text ?? "", …)` made
                // just above: each member of the snapshot is a copy of what its argument read
                // (`values.email` of `email.text ?? ""`).
                for (label, argument) in made {
                    guard let text = usable(argument) else { continue }
                    copies[assignment.name + "." + label] = (text, assignment.start, assignment.end)
                }
                assignedElsewhere.insert(assignment.name)
            } else {
                assignedElsewhere.insert(assignment.name)
            }
        }
        for name in assignedElsewhere {
            copies[name] = nil
            // A snapshot's members stay copies only while the snapshot is given once.
            if assignments.found.filter({ $0.name == name }).count > 1 { copies = copies.filter { !$0.key.hasPrefix(name + ".") } }
        }
        onceCopies.append(copies)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { onceCopies.removeLast() }

    /// What a local read at `use` was given, as an expression that can stand where it is read
    /// (parenthesised, unwrapped as its binding unwrapped it): `let app = X as! T` → `(X as! T)`,
    /// `guard let app = X as? T` and `guard case let app as T = X` → `(X as! T)`, `if let v = X` →
    /// `(X!)`. Nil when the local is not bound in a block around `use`, above it, or is bound to
    /// something that is not one line.
    static func localValue(named name: String, before use: ExprSyntax) -> String? {
        let at = use.positionAfterSkippingLeadingTrivia.utf8Offset
        func line(_ expr: ExprSyntax) -> String? {
            let text = expr.trimmedDescription
            return text.contains("\n") || text.contains("{") ? nil : text
        }
        func unwrapped(_ expr: ExprSyntax) -> String? {
            if let cast = expr.as(AsExprSyntax.self), cast.questionOrExclamationMark?.text == "?" {
                return line(cast.expression).map { "(\($0) as! \(cast.type.trimmedDescription))" }
            }
            return line(expr).map { "(\($0))!" }
        }
        func bound(_ condition: ConditionElementSyntax.Condition) -> String? {
            if let binding = condition.as(OptionalBindingConditionSyntax.self),
               binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                // `if let app` shorthand reads the property of that name.
                guard let value = binding.initializer?.value else { return "(self.\(name))!" }
                return unwrapped(value)
            }
            if let match = condition.as(MatchingPatternConditionSyntax.self) {
                var pattern = PatternSyntax(match.pattern)
                if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
                let value = match.initializer.value
                // `case let app as T = X`, `case let app? = X`.
                let text = pattern.trimmedDescription
                if let found = text.firstMatch(#"^(?:let|var)?\s*(\w+)\s+as\s+([\w.<>]+)$"#), found[1] == name {
                    return line(value).map { "(\($0) as! \(found[2]))" }
                }
                if let found = text.firstMatch(#"^(?:let|var)?\s*(\w+)\?$"#), found[1] == name { return unwrapped(value) }
            }
            return nil
        }
        var current = Syntax(use)
        while let parent = current.parent {
            if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == current.id {
                for condition in ifExpr.conditions { if let found = bound(condition.condition) { return found } }
            }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list.reversed() where item.endPositionBeforeTrailingTrivia.utf8Offset <= at {
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            guard let value = binding.initializer?.value else { return nil }
                            return line(value).map { "(\($0))" }
                        }
                    }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                        for condition in guardStmt.conditions { if let found = bound(condition.condition) { return found } }
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The labelled arguments of `let name = Type(label: value, …)`, a value made in the same block
    /// above `use` (a struct's memberwise initializer names its properties).
    static func localSnapshot(named name: String, before use: ExprSyntax) -> [(String, ExprSyntax)]? {
        var ancestor = use.parent
        while let current = ancestor, !current.is(CodeBlockItemListSyntax.self) { ancestor = current.parent }
        guard let list = ancestor?.as(CodeBlockItemListSyntax.self) else { return nil }
        for item in list {
            guard item.positionAfterSkippingLeadingTrivia.utf8Offset < use.positionAfterSkippingLeadingTrivia.utf8Offset,
                  let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                      let first = call.calledExpression.trimmedDescription.first, first.isUppercase,
                      !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label != nil }) else { return nil }
                return call.arguments.map { ($0.label!.text, $0.expression) }
            }
        }
        return nil
    }

    /// `Type()`, `Type(label: "literal", …)`, `Type.init(…)`: a new object made from literals only.
    static func madeFromLiterals(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return false }
        let callee = call.calledExpression.trimmedDescription.replacingOccurrences(of: ".init", with: "")
        guard let first = callee.first, first.isUppercase, !callee.contains(".") else { return false }
        func literal(_ expr: ExprSyntax) -> Bool {
            if expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
                || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self) { return true }
            if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return true }
            if let array = expr.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { literal($0.expression) } }
            if let nested = expr.as(FunctionCallExprSyntax.self) { return madeFromLiterals(ExprSyntax(nested)) }
            return false
        }
        return call.arguments.allSatisfy { literal($0.expression) }
    }

    /// A read of a copy made once (`label.text = saved`), outside where it was made: the value it
    /// was copied from, read again.
    func readAgain(_ node: some ExprSyntaxProtocol, name: String) {
        guard let copy = onceCopies.last?[name] else { return }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        guard start < copy.start || start >= copy.end else { return }
        // Not the target of an assignment, nor passed `inout`: nor the base of one (`form.email = …`
        // on a struct: a value read again is not a place to assign into).
        var place = Syntax(node)
        while let parent = place.parent, parent.as(MemberAccessExprSyntax.self)?.base?.id == place.id
                || parent.as(SubscriptCallExprSyntax.self)?.calledExpression.id == place.id
                || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            place = parent
        }
        if let infix = place.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == place.id, Self.assigns(infix) { return }
        if place.parent?.is(InOutExprSyntax.self) == true { return }
        // Inside a method of the class (not the declaration of a stored property).
        var current = Syntax(node).parent
        var inMethod = false
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) { inMethod = true; break }
            if syntax.is(InitializerDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) { break }
            current = syntax.parent
        }
        guard inMethod else { return }
        // A parameter or local of that name is another thing.
        if node.is(DeclReferenceExprSyntax.self), let function = current {
            let locals = LocalNames(viewMode: .sourceAccurate)
            locals.walk(function)
            if locals.names.contains(name) || locals.closureParameters.contains(name) { return }
        }
        add(node, [.init(kind: .readAgain, replacement: "(\(copy.value))", after: copy.value, before: name,
                         groupKey: name.contains(".") ? "snapshot:" + name.split(separator: ".")[0] : nil)])
    }

    /// A local of a method that runs once (`let mail = email.text ?? ""` in `viewDidLoad`) read
    /// inside a closure made there and kept to run later (`handlers["ActionSubmit"] = { … mail … }`):
    /// the closure keeps what the control held at load. Tried: the control read again inside the closure.
    func capturedLocalRead(_ node: DeclReferenceExprSyntax, name: String) {
        var current = Syntax(node).parent
        var closure: ClosureExprSyntax?
        var function: FunctionDeclSyntax?
        while let syntax = current {
            if let found = syntax.as(FunctionDeclSyntax.self) { function = found; break }
            if closure == nil, let found = syntax.as(ClosureExprSyntax.self) { closure = found }
            current = syntax.parent
        }
        guard let closure, let function, Self.runOnce.contains(function.name.text), let body = function.body else { return }
        // (A closure parameter or a local of the closure of that name is another thing.)
        let inner = LocalNames(viewMode: .sourceAccurate)
        inner.walk(closure)
        if inner.names.contains(name) || inner.closureParameters.contains(name) { return }
        let weakSelf = closure.signature?.capture?.items.contains { $0.specifier?.specifier.text == "weak" && $0.name.text == "self" } ?? false
        for item in body.statements where item.endPositionBeforeTrailingTrivia.utf8Offset <= closure.positionAfterSkippingLeadingTrivia.utf8Offset {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let value = binding.initializer?.value, let text = oneLine(self.text(value)), !text.contains("{"),
                      text.range(of: #"\.(text|isOn|value|selectedSegmentIndex|selectedRow|date)\b"#, options: .regularExpression) != nil else { return }
                // Inside an escaping closure a property is reached through `self`.
                let read = text.replacingOccurrences(of: #"(?<![\w.])(?!self\b)([a-z_]\w*)(?=\s*[.?!])"#, with: weakSelf ? "self?.$1" : "self.$1",
                                                     options: .regularExpression)
                // (All the controls the closure keeps are read again together: each alone leaves the others stale.)
                add(node, [.init(kind: .readAgain, replacement: "(\(read))", after: text, before: name,
                                 groupKey: "captured:\(closure.positionAfterSkippingLeadingTrivia.utf8Offset)")])
                return
            }
        }
    }

    /// A view controller's own `presentingViewController`, `isBeingDismissed`… written without
    /// `self.`: its neighbours, written the same way.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        // `saved` (not `x.saved`, not `self.saved`, handled as a member).
        if node.argumentNames == nil, node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
            readAgain(node, name: name)
            capturedLocalRead(node, name: name)
        }
        let families = [["presentedViewController", "presentingViewController"],
                        ["isMovingFromParent", "isMovingToParent", "isBeingDismissed", "isBeingPresented"]]
        guard node.argumentNames == nil, let family = families.first(where: { $0.contains(name) }),
              node.parent?.is(MemberAccessExprSyntax.self) != true || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == ExprSyntax(node).id,
              !(node.parent?.as(InfixOperatorExprSyntax.self).map { $0.leftOperand.id == ExprSyntax(node).id && $0.operator.is(AssignmentExprSyntax.self) } ?? false)
        else { return .visitChildren }
        add(node, family.filter { $0 != name && !Self.oppositeUnderNot(name, $0, node) && !Self.neverTrueHere($0, node) }.map { .init(kind: .memberSwapped, replacement: $0, after: $0) })
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let location = node.startLocation(converter: converter)
        guard let value = KeyLiteralFinder.keyValue(node), ran(location.line, location.column) else { return .visitChildren }
        // The key of a removal (`removeObject(forKey:)`): another key there only stops the
        // removal, which is leaving the statement out, not a spelling.
        if let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
           (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "").hasPrefix("remove") { return .visitChildren }
        // The nearest replacements first: a slip is usually a letter or a word away.
        // Only a string used as the same kind of name: a segue's identifier for a segue's, a
        // scene's for a scene's, a key for a key (one whose use is not known fits any).
        let mine = KeyLiteralFinder.kind(of: node)
        let others = pool.filter { $0 != value }.filter { other in
            guard mine != .other, let theirs = kinds[other], !theirs.isEmpty else { return true }
            return theirs.contains(mine) || theirs.contains(.other)
        }.sorted { (Self.distance($0, value), $0) < (Self.distance($1, value), $1) }.prefix(6)
        add(node, others.map { .init(kind: .literalChanged, replacement: Self.quoted($0), after: Self.quoted($0)) })
        return .skipChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let value = Int(node.literal.text.replacingOccurrences(of: "_", with: "")), value < 1000 else { return .visitChildren }
        // Only a number that counts or places: beside an operator, in a subscript or a call.
        let parent = node.parent
        // Not a counter's step (`count += 1`): changing it only changes how fast it counts.
        if let infix = parent?.as(InfixOperatorExprSyntax.self), ["+=", "-="].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") {
            return .visitChildren
        }
        // A parameter's default (`below offset: Int = 1`): changed where it is written, when the
        // function's body ran (its callers that leave the argument out get the other number).
        let parameter = parent?.as(InitializerClauseSyntax.self)?.parent?.as(FunctionParameterSyntax.self)
        let counts = parent?.is(InfixOperatorExprSyntax.self) == true || parameter != nil
            || (parent?.is(LabeledExprSyntax.self) == true && (parent?.parent?.parent?.is(SubscriptCallExprSyntax.self) == true
                                                               || parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true))
        guard counts else { return .visitChildren }
        var alternatives: [Site.Alternative] = [.init(kind: .numberChanged, replacement: "\(value + 1)", after: "\(value + 1)")]
        if value > 0 { alternatives.insert(.init(kind: .numberChanged, replacement: "\(value - 1)", after: "\(value - 1)"), at: 0) }
        if let parameter {
            // The body's first statement stands for the function having run.
            var function: Syntax? = Syntax(parameter)
            while let current = function, !current.is(FunctionDeclSyntax.self), !current.is(InitializerDeclSyntax.self) { function = current.parent }
            let body = function?.as(FunctionDeclSyntax.self)?.body?.statements.first ?? function?.as(InitializerDeclSyntax.self)?.body?.statements.first
            guard let body else { return .visitChildren }
            let location = body.startLocation(converter: converter)
            guard ran(location.line, location.column) else { return .visitChildren }
            add(node, alternatives, ranChecked: true)
            // Shown in the parameter it is the default of (`below offset: Int = 1`).
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            if let index = sites.firstIndex(where: { $0.start == start }), let written = oneLine(text(parameter)) {
                sites[index].statement = written.hasSuffix(",") ? String(written.dropLast()) : written
            }
            return .visitChildren
        }
        add(node, alternatives)
        return .visitChildren
    }

    /// The classes the learner's files declare (a name assigned bare in their methods or extensions is `self`'s).
    var classNames: Set<String> = []
    /// UIKit's classes a learner's extension may add methods to: `self` there is an object too.
    static let uikitClasses: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController", "UIView", "UIResponder",
                                            "UIStoryboardSegue", "UITableViewController", "UIButton", "UILabel", "UITextField"]

    /// Where a statement stands, for recording it: the class or extension around it (nil when a
    /// struct, enum, actor or protocol holds it: no recording), and what lies between (an
    /// initializer, a method, a `static` one, a pattern binding).
    struct Context {
        var typeName: String?
        var inInitializer = false
        /// Inside a method, accessor or closure.
        var inMethod = false
        var isStatic = false
        /// Inside a pattern binding (a property's initial value or a local's), not within one of a
        /// property's accessors (`didSet`, a computed getter or setter: `self` is there).
        var inBinding = false
        private var inAccessor = false
        /// Inside a property's initial value, not within a method or closure of it.
        var inPropertyValue = false

        init?(of node: some SyntaxProtocol) {
            var ancestor = node.parent
            while let current = ancestor {
                if current.is(InitializerDeclSyntax.self) { inInitializer = true }
                if current.is(PatternBindingSyntax.self) {
                    if !inAccessor { inBinding = true }
                    if !inMethod { inPropertyValue = true }
                }
                if let function = current.as(FunctionDeclSyntax.self) {
                    if function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { isStatic = true }
                    inMethod = true
                }
                if current.is(AccessorDeclSyntax.self) { inAccessor = true }
                if current.is(AccessorDeclSyntax.self) || current.is(ClosureExprSyntax.self) { inMethod = true }
                if let declaration = current.as(ClassDeclSyntax.self) { typeName = declaration.name.text; break }
                if let declaration = current.as(ExtensionDeclSyntax.self) { typeName = declaration.extendedType.trimmedDescription; break }
                if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self) || current.is(ProtocolDeclSyntax.self) {
                    return nil
                }
                ancestor = current.parent
            }
        }
    }

    /// An assignment that ran, recorded after it runs (what it left and where): a place named by a
    /// plain chain (`rvc.paramEmail`, `resultEmail?.text`, `values["email"]`, a property named bare
    /// in a method of a class), never in an initializer or a property's initial value (`self` is
    /// not there yet).
    func recordWrite(_ node: CodeBlockItemSyntax, _ infix: InfixOperatorExprSyntax) {
        var target = infix.leftOperand
        var keyed = false
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first?.expression,
                  argument.is(StringLiteralExprSyntax.self) || argument.is(IntegerLiteralExprSyntax.self) || argument.is(DeclReferenceExprSyntax.self)
            else { return }
            target = subscriptCall.calledExpression
            keyed = true
        }
        guard Self.isPlainChain(target), let written = oneLine(text(infix.leftOperand)), written != "_" else { return }
        guard let context = Context(of: node), !context.inInitializer, !context.inPropertyValue, context.inMethod else {
            // In a method of a struct or enum (`struct FullScreenStyle { func apply(to vc: UIViewController) {
            // vc.modalPresentationStyle = .fullScreen } }`): a property of an object handed in as a
            // parameter is recorded on that object (never `self`'s own, which the struct's copy holds).
            if let access = target.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
               base.baseName.text != "self", let function = Self.enclosingValueTypeMethod(of: node),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == base.baseName.text }) {
                probe(node, .write(target: written, owner: base.baseName.text, member: access.declName.baseName.text))
            }
            return
        }
        let typeName = context.typeName, isStatic = context.isStatic
        let owner: String?
        var member: String
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
            var baseText = text(base)
            while baseText.hasSuffix("?") || baseText.hasSuffix("!") { baseText.removeLast() }
            guard let flat = oneLine(baseText), !flat.hasPrefix("super") else { return }
            owner = flat
            member = access.declName.baseName.text
        } else if let reference = target.as(DeclReferenceExprSyntax.self) ?? target.as(ForceUnwrapExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
                    ?? target.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            member = reference.baseName.text
            // A name of the method's own (a parameter, a local) is not the object's property.
            var scope = node.parent
            var local = false
            while let current = scope {
                if current.is(FunctionDeclSyntax.self) || current.is(AccessorDeclSyntax.self) || current.is(ClosureExprSyntax.self) {
                    let collector = LocalNames(viewMode: .sourceAccurate)
                    collector.walk(current)
                    if collector.names.contains(member) || collector.closureParameters.contains(member) { local = true }
                    if !current.is(ClosureExprSyntax.self) { break }
                }
                scope = current.parent
            }
            // The learner's classes, and UIKit's classes they extend (`extension UIViewController`).
            owner = !local && !isStatic && typeName.map { classNames.contains($0) || Self.uikitClasses.contains($0) } == true ? "self" : nil
        } else {
            return
        }
        // A key's place is named with its key (`values["email"]`).
        if keyed, let subscriptCall = infix.leftOperand.as(SubscriptCallExprSyntax.self), let key = subscriptCall.arguments.first?.expression {
            member += "[" + text(key) + "]"
        }
        probe(node, .write(target: written, owner: owner, member: member))
    }

    /// The method of a struct or enum (not `static`, not in a closure) holding `node`, if that is where it is.
    static func enclosingValueTypeMethod(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        var function: FunctionDeclSyntax?
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) { return nil }
            if function == nil, let found = syntax.as(FunctionDeclSyntax.self) {
                if found.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return nil }
                function = found
            }
            if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) { return function }
            if syntax.is(ClassDeclSyntax.self) || syntax.is(ExtensionDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self) || syntax.is(ActorDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// A call statement through an optional chain of names (`delegate?.sendData(x)`,
    /// `self.onSave?.done()`): whether the object before its `?.` was nil when it ran (then the call did
    /// nothing), recorded before the call, with `self` when the chain starts at a property of the
    /// class (its history is in the writes).
    func recordOptionalCall(_ node: CodeBlockItemSyntax, _ call: FunctionCallExprSyntax) {
        // A stored closure called through `?` (`onFinish?()`, `coordinator?.onFinish?(text)`): the closure is the receiver.
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self), Self.isPlainChain(chained.expression),
           let receiver = oneLine(text(chained.expression)), !receiver.hasPrefix("super"),
           let name = receiver.split(separator: ".").last.map({ String($0).trimmingCharacters(in: CharacterSet(charactersIn: "?!")) }) {
            guard let context = Context(of: node), !context.inInitializer, !context.inBinding, !context.isStatic,
                  let typeName = context.typeName, classNames.contains(typeName) else { return }
            probe(node, .optionalCall(receiver: receiver, method: name, ownerIsSelf: true))
            return
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let chained = member.base?.as(OptionalChainingExprSyntax.self),
              Self.isPlainChainOrCast(chained.expression), let receiver = oneLine(text(chained.expression)), !receiver.hasPrefix("super") else { return }
        guard let context = Context(of: node), !context.inInitializer, !context.inBinding, !context.isStatic,
              let typeName = context.typeName, classNames.contains(typeName) else { return }
        probe(node, .optionalCall(receiver: receiver, method: member.declName.baseName.text, ownerIsSelf: true))
    }

    /// A `NotificationCenter` call of the learner's (`post(name:object:userInfo:)`, `addObserver`
    /// in either form, `removeObserver`), as a statement, an assignment's value or a constant's:
    /// recorded after it ran, with its center, name, object, observer, `userInfo` and queue.
    func recordNotification(_ node: CodeBlockItemSyntax) {
        var found: FunctionCallExprSyntax?
        if let expression = node.item.as(ExprSyntax.self) {
            found = expression.as(FunctionCallExprSyntax.self) ?? expression.as(InfixOperatorExprSyntax.self).flatMap { Self.assigns($0) ? $0.rightOperand.as(FunctionCallExprSyntax.self) : nil }
        } else if let variable = node.item.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
            found = variable.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)
        }
        guard let call = found, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              call.trailingClosure == nil || member.declName.baseName.text == "addObserver" else { return }
        let method = member.declName.baseName.text
        let arguments = Dictionary(call.arguments.map { ($0.label?.text ?? "_", $0.expression) }, uniquingKeysWith: { first, _ in first })
        func written(_ label: String) -> String? { arguments[label].flatMap { oneLine(text($0)) } }
        guard var center = oneLine(text(base)) else { return }
        while center.hasSuffix("?") || center.hasSuffix("!") { center.removeLast() }
        guard Self.isPlainChain(base) || center == "NotificationCenter()" || base.as(OptionalChainingExprSyntax.self).map({ Self.isPlainChain($0.expression) }) == true else { return }
        guard let context = Context(of: node), context.inMethod || context.inInitializer, !context.isStatic else { return }
        let inClass = context.typeName.map { classNames.contains($0) || Self.uikitClasses.contains($0) } == true
        let me = inClass ? "self" : "nil"
        let kind: WhatIfProbe.Kind
        switch method {
        case "post" where arguments["name"] != nil:
            kind = .notification(kind: 0, center: center, name: written("name") ?? "nil", object: written("object") ?? "nil", observer: "nil",
                                 userInfo: written("userInfo") ?? "nil", queue: nil)
        case "addObserver" where arguments["selector"] != nil:
            kind = .notification(kind: 1, center: center, name: written("name") ?? "nil", object: written("object") ?? "nil", observer: written("_") ?? me,
                                 userInfo: "nil", queue: nil)
        case "addObserver" where arguments["forName"] != nil:
            kind = .notification(kind: 1, center: center, name: written("forName") ?? "nil", object: written("object") ?? "nil", observer: me,
                                 userInfo: "nil", queue: written("queue") ?? "nil")
        case "removeObserver":
            kind = .notification(kind: 2, center: center, name: written("name") ?? "nil", object: written("object") ?? "nil", observer: written("_") ?? "nil",
                                 userInfo: "nil", queue: nil)
        default:
            return
        }
        probe(node, kind)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        recordNotification(node)
        guard let expression = node.item.as(ExprSyntax.self) else { return .visitChildren }
        if let infix = expression.as(InfixOperatorExprSyntax.self), Self.assigns(infix) { recordWrite(node, infix) }
        if let call = expression.as(FunctionCallExprSyntax.self) { recordOptionalCall(node, call) }
        if let call = expression.as(FunctionCallExprSyntax.self), let found = storeCall(call), Self.storeWrites.contains(found.method) {
            probe(node, .store(receiver: found.receiver, key: found.key, isRead: false))
        }
        // A statement that does something: an assignment or a call (never `super.…`, `print`, a
        // closure's only expression, which may be its value).
        let isAssignment = expression.as(InfixOperatorExprSyntax.self).map {
            $0.operator.is(AssignmentExprSyntax.self) || ["+=", "-=", "*=", "/="].contains($0.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        } ?? false
        var call = expression
        if let tryExpression = call.as(TryExprSyntax.self) { call = tryExpression.expression }
        if let awaitExpression = call.as(AwaitExprSyntax.self) { call = awaitExpression.expression }
        let isCall = call.is(FunctionCallExprSyntax.self)
        guard isAssignment || isCall else { return .visitChildren }
        let written = text(expression)
        if written.hasPrefix("super.") || written.hasPrefix("print(") || written.hasPrefix("debugPrint(") || written.hasPrefix("NSLog(") { return .visitChildren }
        // Never a line that adds or registers something (`children.append(child)`, `addChild`,
        // `addObserver`): without it, a check that the thing is gone again passes for nothing.
        if let called = call.as(FunctionCallExprSyntax.self)?.calledExpression, isCall {
            let name = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if ["append", "insert", "add", "register", "push", "start", "coordinate"].contains(where: { name.lowercased().hasPrefix($0) }) && !name.lowercased().hasPrefix("pushviewcontroller") {
                return .visitChildren
            }
        }
        // A body's only expression may be its value (an implicit `return`); an initializer's
        // assignments may be what initializes a constant: left out, neither compiles.
        if let list = node.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, !isAssignment { return .visitChildren }
        if Self.directlyInInitializer(node) { return .visitChildren }
        // Nor the assignment that initializes a local declared without a value (`let extras: [String: Any]`,
        // then `extras = …` in each `case`): without it, the later reads do not compile.
        if isAssignment, let infix = expression.as(InfixOperatorExprSyntax.self), Self.initializesDeferredLocal(node, infix) { return .visitChildren }
        add(node, [.init(kind: .statementDropped, replacement: "", after: "")])
        return .visitChildren
    }

    /// Whether `infix` assigns a plain name that a declaration in the enclosing function, accessor or
    /// closure body declares without an initial value (`let x: T`): Swift's definite initialization
    /// needs that assignment on every path to the reads.
    static func initializesDeferredLocal(_ node: CodeBlockItemSyntax, _ infix: InfixOperatorExprSyntax) -> Bool {
        guard infix.operator.is(AssignmentExprSyntax.self),
              let name = infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var ancestor = node.parent
        while let current = ancestor {
            if let list = current.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    if declaration.bindings.contains(where: { binding in
                        binding.initializer == nil && binding.accessorBlock == nil
                            && binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    }) { return true }
                }
            }
            if current.is(FunctionDeclSyntax.self) || current.is(AccessorDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(InitializerDeclSyntax.self) || current.is(MemberBlockSyntax.self) { return false }
            ancestor = current.parent
        }
        return false
    }

    /// Whether `node` is in an initializer's own body (not in a method, accessor or closure inside
    /// it): its assignments may be what initializes a constant, so none is left out or moved.
    static func directlyInInitializer(_ node: some SyntaxProtocol) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(InitializerDeclSyntax.self) { return true }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self) { return false }
            ancestor = current.parent
        }
        return false
    }

    static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// How far apart two keys or identifiers are (the compile lessons' edit distance).
    static func distance(_ a: String, _ b: String) -> Int { CompileErrorLesson.editDistance(a, b) }
}

/// The strings the code uses as keys or identifiers: arguments labelled `forKey:`, `withIdentifier:`,
/// `identifier:`, `key:`, `name:`; a subscript's; one side of `==`/`!=`.
enum KeyLiteralFinder {
    static let labels: Set<String> = ["forKey", "withIdentifier", "identifier", "key", "name", "forName"]

    /// The literal's value when it is used as a key or an identifier (no interpolation, one line).
    static func keyValue(_ node: StringLiteralExprSyntax) -> String? {
        guard node.segments.count == 1, let segment = node.segments.first?.as(StringSegmentSyntax.self),
              node.openingQuote.text == "\"" else { return nil }
        let value = segment.content.text
        // The scene configuration's name is the template's, never a learner's key.
        guard !value.isEmpty, value.count <= 80, !value.contains("\\"), value != "Default Configuration",
              !value.unicodeScalars.contains(where: { $0.value < 32 || $0.value == 127 }) else { return nil }
        let parent = node.parent
        if let argument = parent?.as(LabeledExprSyntax.self) {
            if let label = argument.label?.text, labels.contains(label) { return value }
            if argument.parent?.parent?.is(SubscriptCallExprSyntax.self) == true { return value }
            return nil
        }
        // Compared with something that names an identifier or key (`segue.identifier == "A"`, `key != "b"`),
        // not with a text shown (`label.text == "-"`).
        if let infix = parent?.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "==" || op == "!=" {
            let other = infix.leftOperand.id == ExprSyntax(node).id ? infix.rightOperand : infix.leftOperand
            let name = other.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init)?.lowercased() ?? ""
            if ["identifier", "id", "key", "name", "segue", "route", "kind"].contains(where: { name == $0 || name.hasSuffix($0) }) { return value }
        }
        return nil
    }

    /// What a string is used as where it is written.
    enum Kind: Sendable, Hashable { case segue, storyboard, key, other }

    static func kind(of node: StringLiteralExprSyntax) -> Kind {
        if let argument = node.parent?.as(LabeledExprSyntax.self) {
            let label = argument.label?.text ?? ""
            if argument.parent?.parent?.is(SubscriptCallExprSyntax.self) == true || label == "forKey" || label == "key" { return .key }
            let called = argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression
            let name = called?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if label == "withIdentifier" { return name.lowercased().contains("segue") ? .segue : name.hasPrefix("instantiate") ? .storyboard : .other }
            return .other
        }
        if let infix = node.parent?.as(InfixOperatorExprSyntax.self) {
            let other = infix.leftOperand.id == ExprSyntax(node).id ? infix.rightOperand : infix.leftOperand
            if other.trimmedDescription.lowercased().contains("segue") || other.trimmedDescription.hasSuffix("identifier") { return .segue }
            if other.trimmedDescription.lowercased().hasSuffix("key") { return .key }
        }
        return .other
    }

    /// The kinds each key or identifier string of the tree is used as.
    static func kinds(in tree: Syntax) -> [String: Set<Kind>] {
        final class Collector: SyntaxVisitor {
            var found: [String: Set<Kind>] = [:]
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                if let value = KeyLiteralFinder.keyValue(node) { found[value, default: []].insert(KeyLiteralFinder.kind(of: node)) }
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    static func literals(in tree: Syntax) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var found = Set<String>()
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                if let value = KeyLiteralFinder.keyValue(node) { found.insert(value) }
                // `case "a":` in a switch over a string names an identifier too (offered, never changed).
                if node.parent?.is(ExpressionPatternSyntax.self) == true, node.segments.count == 1,
                   let segment = node.segments.first?.as(StringSegmentSyntax.self), !segment.content.text.isEmpty {
                    found.insert(segment.content.text)
                }
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }
}

/// What the whole project says about names: each variable's declared type (`email: UITextField!`)
/// and, for each property name, the objects the code reads it on (`appDelegate?.value`, `self.value`).
struct ProjectNames {
    var types: [String: String] = [:]
    var basesByMember: [String: [String]] = [:]
    /// Each file's declared names with their types, in order.
    var declared: [[(name: String, type: String)]] = []
    /// Every name each file declares (properties, locals, parameters), typed or not.
    var namesByFile: [Set<String>] = []
    /// The learner's functions whose whole body is one plain expression of what they are given (a
    /// key built from a step number): a call of one can be evaluated again without changing anything.
    var pureFunctions: Set<String> = []

    init() {}

    init(trees: [Syntax]) {
        final class Collector: SyntaxVisitor {
            var types: [String: String] = [:]
            var bases: [String: [String]] = [:]
            var declared: [(name: String, type: String)] = []
            var all = Set<String>()
            var pure = Set<String>()
            var impure = Set<String>()
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let name = node.name.text
                let items = node.body?.statements ?? []
                let plain: Bool = {
                    guard items.count == 1, node.signature.returnClause != nil,
                          !node.modifiers.contains(where: { ["mutating", "static", "class"].contains($0.name.text) }),
                          !node.signature.parameterClause.parameters.contains(where: { $0.type.trimmedDescription.hasPrefix("inout") }) else { return false }
                    let item = items.first!.item
                    let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
                    return expression.map { SiteFinder.isPlainValue($0) } ?? false
                }()
                // A name declared twice stays impure unless every declaration is.
                if plain, !impure.contains(name) { pure.insert(name) } else { impure.insert(name); pure.remove(name) }
                return .visitChildren
            }
            override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
                all.insert((node.secondName ?? node.firstName).text)
                return .visitChildren
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { all.insert(name) }
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = node.typeAnnotation?.type.trimmedDescription {
                    let bare = type.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
                    types[name] = bare
                    declared.append((name, bare))
                }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if let base = node.base, node.declName.argumentNames == nil, node.parent?.is(FunctionCallExprSyntax.self) != true {
                    let text = base.trimmedDescription
                    // Only a plain chain of names (`appDelegate?.value`, `self.label`): never a call or
                    // a cast, whose names could mean something else in another file.
                    if text.count <= 80, text.range(of: #"^[\p{L}_]\w*(\??\.[\p{L}_]\w*)*\??$"#, options: .regularExpression) != nil {
                        let name = node.declName.baseName.text
                        if !(bases[name] ?? []).contains(text) { bases[name, default: []].append(text) }
                    }
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        for tree in trees {
            collector.declared = []
            collector.all = []
            collector.walk(tree)
            declared.append(collector.declared)
            namesByFile.append(collector.all)
        }
        types = collector.types
        basesByMember = collector.bases
        pureFunctions = collector.pure
    }

    /// The declared type of a simple name (`email`, `self.email`), nil when not declared so.
    func type(of base: String) -> String? {
        var name = base
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return types[name]
    }

    func bases(of member: String) -> [String] { basesByMember[member] ?? [] }

    /// Whether an object written elsewhere (`appDelegate?`, `self.email`, `UIApplication.shared`)
    /// can be named in file `file`: a type's, or a name the file declares.
    func reachable(_ base: String, file: Int, scope: Set<String>? = nil) -> Bool {
        var text = Substring(base)
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        let root = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = root.first else { return false }
        if first.isUppercase { return true }
        if let scope { return scope.contains(String(root)) }
        return file < namesByFile.count && namesByFile[file].contains(String(root))
    }

    /// The other names file `file` declares with the same type as `base` (a label's neighbour labels).
    func siblings(of base: String, file: Int) -> [String] {
        var name = base
        let prefix = name.hasPrefix("self.") ? "self." : ""
        if !prefix.isEmpty { name.removeFirst(5) }
        guard file < declared.count, let type = declared[file].first(where: { $0.name == name })?.type,
              type.first?.isUppercase == true, !["String", "Int", "Double", "Bool", "Float", "CGFloat"].contains(type) else { return [] }
        return declared[file].filter { $0.type == type && $0.name != name }.map { prefix + $0.name }
    }
}

/// The parameters and locals a function declares (`names`, closures' shorthand parameters
/// included; a parameter's declared type in `types`), and its closures' named parameters
/// (`closureParameters`).
/// The names of the classes some files declare.
enum ClassNames {
    static func of(_ trees: [Syntax]) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names = Set<String>()
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.name.text)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        trees.forEach { collector.walk($0) }
        return collector.names
    }
}

final class LocalNames: SyntaxVisitor {
    var names = Set<String>()
    var types: [String: String] = [:]
    var closureParameters = Set<String>()
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        names.insert(name)
        types[name] = node.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
        return .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { names.insert(node.identifier.text); return .visitChildren }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        closureParameters.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }
}

/// The value a local named `name` is declared with, before `end`.
private final class LocalValueFinder: SyntaxVisitor {
    let name: String
    let end: AbsolutePosition
    var value: String?
    init(name: String, end: AbsolutePosition) { self.name = name; self.end = end; super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.position < end, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let initial = node.initializer?.value {
            value = initial.trimmedDescription
        }
        return .visitChildren
    }
}
