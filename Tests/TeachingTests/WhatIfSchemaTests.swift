import Foundation
@testable import Teaching
import Texts
import XCTest

/// The what-if search's build: the changes it offers at the code that ran, each behind its own
/// switch, the lines where they were.
final class WhatIfSchemaTests: XCTestCase {
    let source = """
    import UIKit

    class ViewController: UIViewController {
        var items: [String] = []
        func update(_ count: Int) {
            if count > 2 && !items.isEmpty {
                label.text = items.first
            }
            UserDefaults.standard.set(count, forKey: "savedCount")
        }
        func never() {
            label.text = items.last
        }
    }
    """

    func schema(ran lines: Set<Int>) -> WhatIfSchema {
        WhatIfSchema.make(paths: ["App/ViewController.swift"], contents: [source], identifiers: ["savedCounts", "ShowDetail"]) { _, line, _ in
            lines.contains(line) ? 1 : 0
        }
    }

    func testEveryKindAtTheLinesThatRanAndNoneElsewhere() {
        let made = schema(ran: [5, 6, 7, 9])
        let found = made.changes.map { "\($0.kind.rawValue) \($0.line) \($0.before) -> \($0.after)" }
        XCTAssertEqual(found, [
            "literalChanged 9 \"savedCount\" -> \"savedCounts\"",
            "literalChanged 9 \"savedCount\" -> \"ShowDetail\"",
            "endSwapped 7 items.first -> items.last",
            "boundary 6 count > 2 -> count >= 2",
            "conditionNegated 6 count > 2 && !items.isEmpty -> !(count > 2 && !items.isEmpty)",
            "comparisonReversed 6 count > 2 -> count < 2",
            "conditionDropped 6 count > 2 && !items.isEmpty -> ",
            "logicOperator 6 count > 2 && !items.isEmpty -> count > 2 || !items.isEmpty",
            "numberChanged 6 2 -> 1",
            "numberChanged 6 2 -> 3",
            "statementDropped 7 label.text = items.first -> ",
            "statementDropped 9 UserDefaults.standard.set(count, forKey: \"savedCount\") -> ",
        ])
        XCTAssertEqual(made.changes.map(\.id), Array(1...made.changes.count))
        // Nothing on line 12 (it never ran); the file keeps its lines.
        XCTAssertFalse(made.changes.contains { $0.line == 12 })
        let text = made.files[0]
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, source.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertTrue(text.contains("label.text = items.last\n"), text)
        let line7 = text.split(separator: "\n", omittingEmptySubsequences: false)[6]
        XCTAssertEqual(line7.trimmingCharacters(in: .whitespaces),
                       "if !__workbookWhatIf(11) { label.text = (__workbookWhatIf(3) ? (items.last) : (items.first)); __workbookWhatIfWrote(10001, true, label, label.text) }")
    }

    func testNothingRanNothingChanges() {
        let made = schema(ran: [])
        XCTAssertEqual(made.changes, [])
        XCTAssertEqual(made.files, [source])
    }

    /// A change whose line did not compile is left out of the next build.
    func testSkippedChangesAreLeftOut() {
        let key = WhatIfSchema.key(path: "App/ViewController.swift", line: 7, kind: .endSwapped, after: "items.last")
        let made = WhatIfSchema.make(paths: ["App/ViewController.swift"], contents: [source], skipping: [key]) { _, line, _ in line == 7 ? 1 : 0 }
        XCTAssertEqual(made.changes.map(\.kind), [.statementDropped])
    }

    /// A count given as a value (bound, assigned, passed) is made one less and one more (a count
    /// where a position from 0 is meant); never beside an operator, nor a property's declared value.
    func testACountGivenAsAValueIsShifted() {
        let model = """
        import UIKit
        final class Log {
            var items: [String] = []
            var size = [1, 2].count
            var lastID = 0
            func add(_ text: String) {
                items.append(text)
                let id = items.count
                lastID = items.count
                if items.count > 3 { print(items.count - 1) }
            }
        }
        """
        let made = WhatIfSchema.make(paths: ["App/Model.swift"], contents: [model]) { _, _, _ in 1 }
        let found = made.changes.filter { $0.kind == .numberChanged }.map { "\($0.line) \($0.before) -> \($0.after)" }
        XCTAssertTrue(found.contains("8 items.count -> items.count - 1"), "\(found)")
        XCTAssertTrue(found.contains("8 items.count -> items.count + 1"), "\(found)")
        XCTAssertTrue(found.contains("9 items.count -> items.count - 1"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("4 ") }, "a property's declared value: \(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("10 items.count ->") }, "beside an operator: \(found)")
    }

    /// A parameter's default number is changed where it is written, once the function's body ran,
    /// and shown in its parameter; one test of an `if` or `guard` is left out, never a loop's.
    func testADefaultNumberAndATestLeftOut() {
        let model = """
        import UIKit
        func below(_ xs: [Int], by offset: Int = 1) -> Int? {
            guard xs.count > offset, offset >= 0 else { return nil }
            while xs.isEmpty { break }
            return xs[xs.count - offset]
        }
        """
        let made = WhatIfSchema.make(paths: ["App/Model.swift"], contents: [model]) { _, line, _ in line >= 3 ? 1 : 0 }
        let found = made.changes.map { "\($0.kind.rawValue) \($0.line) \($0.before) -> \($0.after) | \($0.statement)" }
        XCTAssertTrue(found.contains("numberChanged 2 1 -> 0 | by offset: Int = 1"), "\(found)")
        XCTAssertTrue(found.contains("numberChanged 2 1 -> 2 | by offset: Int = 1"), "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("conditionDropped 3 xs.count > offset -> ") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("conditionDropped 3 offset >= 0 -> ") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("conditionDropped 4") }, "a loop's test is never left out: \(found)")
        let none = WhatIfSchema.make(paths: ["App/Model.swift"], contents: [model]) { _, line, _ in 0 }
        XCTAssertEqual(none.changes.count, 0, "the default changes only once the body ran")
    }

    /// The closure that picks which value a merge keeps is made to pick the other one, trailing or
    /// labelled, shorthand or named; the whole call changes.
    func testAMergeKeepsTheOtherSide() {
        let model = """
        import UIKit
        func settings(_ base: [String: Int], _ typed: [String: Int]) -> [String: Int] {
            let a = base.merging(typed) { _, new in new }
            let b = base.merging(typed, uniquingKeysWith: { $0 }).merging(typed) { $1 }
            return a.merging(b) { (old, other) in old }
        }
        """
        let made = WhatIfSchema.make(paths: ["App/Model.swift"], contents: [model]) { _, _, _ in 1 }
        let found = made.changes.filter { $0.kind == .mergeSideSwapped }.map { "\($0.line) \($0.after)" }
        XCTAssertEqual(found, ["3 base.merging(typed) { new, _ in new }", "4 base.merging(typed, uniquingKeysWith: { $0 }).merging(typed) { first, _ in first }",
                               "4 base.merging(typed, uniquingKeysWith: { $1 })",
                               "5 a.merging(b) { _, old in old }"])
    }

    /// A switch case's `where` test is turned around and left out once the switch ran (the coverage
    /// counts the case's body, not its test).
    func testAWhereTestOfACase() {
        let model = """
        import UIKit
        func pick(_ x: Int?) -> String {
            switch x {
            case let n? where n > 2: return "big"
            default: return "small"
            }
        }
        """
        let made = WhatIfSchema.make(paths: ["App/Model.swift"], contents: [model]) { _, line, _ in line == 3 || line == 5 ? 1 : 0 }
        let found = made.changes.filter { $0.line == 4 }.map { "\($0.kind.rawValue) \($0.before) -> \($0.after)" }
        XCTAssertTrue(found.contains("conditionNegated n > 2 -> !(n > 2)"), "\(found)")
        XCTAssertTrue(found.contains("conditionDropped n > 2 -> "), "\(found)")
    }

    /// A file without `import UIKit` gets it in front of its first line, so its lines stay.
    func testAFileWithoutUIKitSeesTheSwitch() {
        let model = "import Foundation\nfunc pick(_ xs: [Int]) -> Int? {\n    xs.first\n}\n"
        let made = WhatIfSchema.make(paths: ["App/Model.swift"], contents: [model]) { _, line, _ in line == 3 ? 1 : 0 }
        XCTAssertTrue(made.files[0].hasPrefix("import UIKit; import Foundation\n"), made.files[0])
        XCTAssertEqual(made.changes.map(\.after), ["xs.last"])
    }

    /// Neighbouring properties (a navigation controller's screens, a segue's ends) and the same
    /// property of another object the file can name; an assignment's target changes as a statement.
    func testNamesSwappedForTheirNeighbours() {
        let code = """
        import UIKit

        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            @IBOutlet var otherLabel: UILabel!
            var value: String?
            let appDelegate = UIApplication.shared.delegate as? AppDelegate
            override func viewWillAppear(_ animated: Bool) {
                let top = navigationController?.presentedViewController
                valueLabel.text = self.value ?? "-"
                print(appDelegate?.value ?? "", top as Any)
            }
        }
        """
        let made = WhatIfSchema.make(paths: ["App/VC2.swift"], contents: [code]) { _, line, _ in (9...11).contains(line) ? 1 : 0 }
        let found = made.changes.filter { [.memberSwapped, .receiverSwapped].contains($0.kind) }.map { "\($0.kind.rawValue) \($0.line) \($0.before) -> \($0.after)" }
        XCTAssertEqual(found, [
            "memberSwapped 9 navigationController?.presentedViewController -> navigationController?.topViewController",
            "memberSwapped 9 navigationController?.presentedViewController -> navigationController?.visibleViewController",
            "memberSwapped 9 navigationController?.presentedViewController -> navigationController?.presentingViewController",
            "receiverSwapped 10 valueLabel.text -> otherLabel.text",
            "receiverSwapped 10 self.value -> appDelegate?.value",
        ])
        // The target of an assignment: `if switch { other } else { as written }`, marks taken out, spans kept.
        let swap = made.changes.first { $0.after == "otherLabel.text" }!
        let line10 = made.files[0].split(separator: "\n", omittingEmptySubsequences: false)[9]
        XCTAssertTrue(line10.contains("if __workbookWhatIf(\(swap.id)) { otherLabel.text = "), String(line10))
        XCTAssertFalse(made.files[0].contains("\u{1}"))
        let span = made.spans[swap.id]!
        XCTAssertEqual(span.line, 10)
        let bytes = Array(line10.utf8)
        XCTAssertEqual(String(decoding: bytes[(span.first - 1)..<span.last], as: UTF8.self).hasPrefix("otherLabel.text = "), true)
    }

    /// What the search never changes: a file with the bytes that mark a change's place (they
    /// could hide code in a comment) or a carriage return; a getter's only expression (its
    /// value); an initializer's assignments; a counter's step; a call's result as another
    /// file's receiver.
    func testWhatTheSearchLeavesAlone() {
        let marked = "import UIKit\n/* \u{1} */ // \u{2} */\nfunc f(_ xs: [Int]) -> Int? { xs.first }\n"
        XCTAssertEqual(WhatIfSchema.make(paths: ["A.swift"], contents: [marked]) { _, _, _ in 1 }.changes, [])
        let crlf = "import UIKit\r\nfunc f(_ xs: [Int]) -> Int? { xs.first }\r\n"
        XCTAssertEqual(WhatIfSchema.make(paths: ["A.swift"], contents: [crlf]) { _, _, _ in 1 }.changes, [])
        let code = """
        import UIKit
        class A {
            let name: String
            var count = 0
            var total: Int {
                items.reduce(0, +)
            }
            var items: [Int] = []
            init(name: String) {
                self.name = name
                load()
            }
            func load() {
                count += 1
                print(close(3).description)
                label.text = count.description
            }
        }
        """
        let made = WhatIfSchema.make(paths: ["A.swift"], contents: [code]) { _, _, _ in 1 }
        let found = made.changes.map { "\($0.kind.rawValue) \($0.line) \($0.before) -> \($0.after)" }
        XCTAssertFalse(found.contains { $0.hasPrefix("statementDropped 6") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("statementDropped 10") || $0.hasPrefix("statementDropped 11") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("numberChanged 14") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasSuffix("-> close(3).description") }, "\(found)")
        XCTAssertTrue(found.contains("statementDropped 16 label.text = count.description -> "), "\(found)")
        // A removal's key is not a spelling to change (another key would only stop the removal).
        let removal = "import UIKit\nfunc reset() {\n    UserDefaults.standard.removeObject(forKey: \"email\")\n    UserDefaults.standard.set(1, forKey: \"count\")\n}\n"
        let keys = WhatIfSchema.make(paths: ["B.swift"], contents: [removal]) { _, _, _ in 1 }.changes.filter { $0.kind == .literalChanged }
        XCTAssertEqual(keys.map { "\($0.line) \($0.before) -> \($0.after)" }, ["4 \"count\" -> \"email\""])
    }

    /// A view controller's own flags and links written without `self.` have their neighbours; a
    /// line that adds something (`append`) is never left out (a check that it is gone again would
    /// pass for nothing).
    func testBareNeighboursAndInsertionsKept() {
        let code = """
        import UIKit
        class LeftViewController: UIViewController {
            var children: [Int] = []
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                if isBeingDismissed { children.removeAll() }
                children.append(1)
                presentingViewController?.dismiss(animated: true)
            }
        }
        """
        let made = WhatIfSchema.make(paths: ["A.swift"], contents: [code]) { _, _, _ in 1 }
        let found = made.changes.map { "\($0.kind.rawValue) \($0.line) \($0.before) -> \($0.after)" }
        XCTAssertTrue(found.contains("memberSwapped 6 isBeingDismissed -> isMovingFromParent"), "\(found)")
        XCTAssertTrue(found.contains("memberSwapped 8 presentingViewController -> presentedViewController"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("statementDropped 7") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("statementDropped 8") }, "\(found)")
    }
}

/// How a test the search may turn around came out: the search's build records it
/// (`__workbookWhatIfSeen`), with a comparison's two sides when both are plain values.
final class WhatIfSeenSchemaTests: XCTestCase {
    func rendered(_ body: String) -> (schema: WhatIfSchema, line: String) {
        let source = "import UIKit\nclass C: UIViewController {\n    func f() {\n        \(body)\n    }\n}\n"
        let schema = WhatIfSchema.make(paths: ["A.swift"], contents: [source]) { _, line, _ in line == 4 ? 1 : 0 }
        let line = schema.files[0].split(separator: "\n", omittingEmptySubsequences: false)[3].trimmingCharacters(in: .whitespaces)
        return (schema, line)
    }

    func testAComparisonOfPlainValuesRecordsItsSides() {
        let (schema, line) = rendered(#"if title == "default" { x = 1 }"#)
        let inverted = schema.changes.first { $0.kind == .comparisonInverted }
        XCTAssertEqual(inverted?.comparison, "==")
        let id = inverted!.id
        XCTAssertTrue(line.contains(#"__workbookWhatIfSeen(\#(id), (title == "default"), (title), ("default"))"#), line)
    }

    func testSidesThatMayChangeSomethingAreNotReadTwice() {
        // A call that is not a reading, `nil` and an implicit member are never evaluated a second time.
        for body in ["if value == nil { x = 1 }", "if operation == .push { x = 1 }"] {
            let (schema, line) = rendered(body)
            let id = schema.changes.first { $0.kind == .comparisonInverted }!.id
            let test = body.dropFirst(3).components(separatedBy: " {")[0]
            XCTAssertTrue(line.contains("__workbookWhatIfSeen(\(id), (\(test)))"), line)
        }
        let (_, removing) = rendered(#"if items.removeFirst() == "a" { x = 1 }"#)
        XCTAssertTrue(removing.contains("__workbookWhatIfSeen(") && !removing.contains(#"== "a")), ("#), removing)
        // Reading calls are plain values.
        let (schema, line) = rendered("if String(describing: a) != b.lowercased() { x = 1 }")
        let id = schema.changes.first { $0.kind == .comparisonInverted }!.id
        XCTAssertTrue(line.contains("__workbookWhatIfSeen(\(id), (String(describing: a) != b.lowercased()), (String(describing: a)), (b.lowercased()))"), line)
    }

    func testATestThatIsNotAComparisonRecordsOnlyHowItCameOut() {
        let (schema, line) = rendered("if isReady { x = 1 }")
        let negated = schema.changes.first { $0.kind == .conditionNegated }!
        XCTAssertNil(negated.comparison)
        XCTAssertTrue(line.contains("__workbookWhatIfSeen(\(negated.id), (isReady))"), line)
    }

    /// An emptiness test records what it looked at, through `?`, `!` and `??` (a label's text that
    /// held its placeholder is never empty).
    func testAnEmptinessTestRecordsWhatItLookedAt() {
        let (schema, line) = rendered("guard label.text?.isEmpty ?? true else { return }")
        let negated = schema.changes.first { $0.kind == .conditionNegated }!
        XCTAssertTrue(line.contains("__workbookWhatIfSeen(\(negated.id), (label.text?.isEmpty ?? true), (label.text))"), line)
        XCTAssertEqual(WhatIfSchema.emptinessTarget(in: "!field.text!.isEmpty"), "field.text")
        XCTAssertNil(WhatIfSchema.emptinessTarget(in: "a.isEmpty && b.isEmpty"), "two things looked at: neither is told")
    }

    /// A test made of parts records each part, read only where the test reads it (after a `&&`,
    /// only when the parts before held: `label != nil && label.text == ""` must not read a nil label).
    func testATestOfPartsRecordsEachPartWhereTheTestReadsIt() {
        let (schema, line) = rendered("if isMovingFromParent && finishesFlow && label.isHidden { x = 1 }")
        let negated = schema.changes.first { $0.kind == .conditionNegated }!
        XCTAssertEqual(negated.comparison, "&&")
        XCTAssertTrue(line.contains(#"(isMovingFromParent), (((isMovingFromParent)) ? ((finishesFlow) as Any) : ("·" as Any)), (((isMovingFromParent) && (finishesFlow)) ? ((label.isHidden) as Any) : ("·" as Any))))"#), line)
        XCTAssertEqual(WhatIfSchema.junctionParts(in: "a || b.c || !d"), ["a", "b.c", "!d"])
        XCTAssertNil(WhatIfSchema.junctionParts(in: "a && b || c"), "mixed joins are not read as parts")
    }
}

final class WhatIfOwnFlagTests: XCTestCase {
    /// A screen's own flag asked of its navigation controller: the screen's own is offered first.
    func testAFlagAskedOfAnotherControllerIsOfferedAsTheScreensOwn() {
        let source = "import UIKit\nclass C: UIViewController {\n    override func viewDidDisappear(_ animated: Bool) {\n        if navigationController?.isMovingFromParent == true { x = 1 }\n    }\n}\n"
        let schema = WhatIfSchema.make(paths: ["A.swift"], contents: [source]) { _, line, _ in line == 4 ? 1 : 0 }
        let found = schema.changes.map { "\($0.kind.rawValue) \($0.before) -> \($0.after)" }
        // (In `viewDidDisappear` the screen is not being pushed or presented: `isMovingToParent` and
        // `isBeingPresented` are false all through it, so neither is offered.)
        XCTAssertEqual(Array(found.prefix(3)), [
            "memberSwapped navigationController?.isMovingFromParent -> navigationController?.isBeingDismissed",
            "receiverSwapped navigationController?.isMovingFromParent -> isMovingFromParent",
            "comparisonInverted navigationController?.isMovingFromParent == true -> navigationController?.isMovingFromParent != true",
        ])
    }
}

/// A change made to a local copy, and work put off on the main queue.
final class WhatIfCopyAndDeferredTests: XCTestCase {
    func changes(_ body: String, ran: Set<Int>) -> (schema: WhatIfSchema, lines: [Substring]) {
        let source = "import UIKit\nclass C: UIViewController {\n    func f() {\n" + body + "\n    }\n}\n"
        let schema = WhatIfSchema.make(paths: ["A.swift"], contents: [source]) { _, line, _ in ran.contains(line) ? 1 : 0 }
        return (schema, schema.files[0].split(separator: "\n", omittingEmptySubsequences: false))
    }

    func testAChangeToACopyIsMadeToWhatItWasCopiedFrom() {
        let (schema, lines) = changes("""
                var config = sub.config
                config.text = label.text
                var stored = app?.value
                stored = field.text
                config.items.append("x")
                let kept = sub.config
        """, ran: [4, 5, 6, 7, 8, 9])
        let copies = schema.changes.filter { $0.kind == .copyWrittenThrough && $0.alsoAt.isEmpty }.map { "\($0.line) \($0.before) -> \($0.after)" }
        XCTAssertEqual(copies, ["5 config -> sub.config", "7 stored -> app?.value", "8 config -> sub.config"])
        // The same copy changed twice is also tried as one change made at both lines.
        let group = schema.changes.filter { $0.kind == .copyWrittenThrough && !$0.alsoAt.isEmpty }
        XCTAssertEqual(group.map { "\($0.line) \($0.alsoAt) \($0.before) -> \($0.after)" }, ["5 [8] config -> sub.config"])
        let id = schema.changes.first { $0.kind == .copyWrittenThrough && $0.line == 5 }!.id
        XCTAssertTrue(lines[4].contains("if __workbookWhatIf(\(id)) || __workbookWhatIf(\(group[0].id)) { sub.config.text = label.text } else {"), String(lines[4]))
        XCTAssertEqual(lines.count, 12, "lines kept")
    }

    func testTwoStatementsThatRanAreTriedInTheOtherOrder() {
        let (schema, lines) = changes("""
                viewModel.load()
                bind()
                let x = 1
                title = "A"
                label.text = "B"
                print(x)
        """, ran: [4, 5, 6, 7, 8, 9])
        let swaps = schema.changes.filter { $0.kind == .statementsSwapped }.map { "\($0.line) \($0.before) -> \($0.after)" }
        // A declaration is never moved, two assignments are not tried (no call), a print is never moved.
        XCTAssertEqual(swaps, ["5 viewModel.load() -> bind()"])
        let id = schema.changes.first { $0.kind == .statementsSwapped }!.id
        XCTAssertTrue(lines[3].contains("if !__workbookWhatIf(\(id)) {"), String(lines[3]))
        XCTAssertTrue(lines[4].contains("if __workbookWhatIf(\(id)) { bind(); viewModel.load() } else {"), String(lines[4]))
        XCTAssertEqual(lines.count, 12, "lines kept")
    }

    func testAnIfVarCopyIsWrittenThroughItsOptional() {
        let (schema, lines) = changes("""
                if var vm = viewModel {
                    vm.isOn = toggle.isOn
                }
        """, ran: [4, 5, 6])
        let copies = schema.changes.filter { $0.kind == .copyWrittenThrough }.map { "\($0.line) \($0.before) -> \($0.after)" }
        XCTAssertEqual(copies, ["5 vm -> viewModel"])
        XCTAssertTrue(lines[4].contains("{ viewModel!.isOn = toggle.isOn } else {"), String(lines[4]))
    }

    func testATryThatRanRecordsWhatItThrew() {
        let (schema, lines) = changes("""
                let model = try? JSONDecoder().decode(Model.self, from: data)
                let later = try? await load()
        """, ran: [4, 5])
        let probes = schema.probes.filter { $0.kind == .tryOptional }
        XCTAssertEqual(probes.map(\.line), [4], "not around an await")
        XCTAssertTrue(lines[3].contains("__workbookWhatIfTry(\(probes[0].id), { try JSONDecoder().decode(Model.self, from: data) })"), String(lines[3]))
    }

    /// A call through `?.` on a conditional cast in parentheses records whether the cast gave nil
    /// (the call was then skipped), like a call through a plain chain.
    func testACallThroughACastInParenthesesIsRecorded() {
        let (schema, lines) = changes("""
                (presentingViewController as? C)?.f()
        """, ran: [4])
        let calls = schema.probes.filter { if case .optionalCall = $0.kind { return true } else { return false } }
        XCTAssertEqual(calls.map { "\($0.kind)" }, ["optionalCall(receiver: \"(presentingViewController as? C)\", method: \"f\", ownerIsSelf: true)"])
        XCTAssertTrue(lines[3].contains("__workbookWhatIfCalled(\(calls[0].id), self, (presentingViewController as? C));"), String(lines[3]))
    }

    func testWhatATryThrewIsReadByItsCase() {
        XCTAssertEqual(TryFailure.read(#"keyNotFound(stringValue: "userEmail")"#), .keyNotFound(key: "userEmail"))
        XCTAssertEqual(TryFailure.read(#"typeMismatch(String, stringValue: "savedAt") Expected to decode String but found number"#), .typeMismatch(type: "String", key: "savedAt"))
        // As the build records it: the type whole (a comma inside `<…>`), an empty path for the data as a whole, what was found.
        XCTAssertEqual(TryFailure.read(#"typeMismatch(Dictionary<String, Any>, stringValue: "", found: "an array")"#),
                       .typeMismatch(type: "Dictionary<String, Any>", key: nil, found: "an array"))
        XCTAssertEqual(TryFailure.read(#"typeMismatch(Swift.Double, stringValue: "savedAt", found: "a string/data")"#),
                       .typeMismatch(type: "Double", key: "savedAt", found: "a string/data"))
        XCTAssertEqual(TryFailure.read("dataCorrupted(The given data was not valid JSON.)"), .notJSON)
        XCTAssertEqual(TryFailure.read("someOtherError"), .other)
    }

    func testStatementsThatDidNotBothRunAreNotSwapped() {
        let (schema, _) = changes("""
                viewModel.load()
                bind()
        """, ran: [5])
        XCTAssertFalse(schema.changes.contains { $0.kind == .statementsSwapped })
    }

    func testACopyMadeByACallIsNotWrittenThrough() {
        let (schema, _) = changes("""
                var all = defaults.dictionaryRepresentation()
                all["k"] = "v"
        """, ran: [4, 5])
        XCTAssertFalse(schema.changes.contains { $0.kind == .copyWrittenThrough })
    }

    func testWorkPutOffOnTheMainQueueIsDoneAtOnce() {
        let (schema, lines) = changes("""
                DispatchQueue.main.async { self.x = 1 }
                DispatchQueue.global().async { self.y = 2 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.z = 3 }
        """, ran: [4, 5, 6])
        let deferred = schema.changes.filter { $0.kind == .deferredRunNow }
        XCTAssertEqual(deferred.map { "\($0.line) \($0.before) -> \($0.after)" }, ["4 DispatchQueue.main.async -> ", "6 DispatchQueue.main.asyncAfter -> "])
        XCTAssertTrue(lines[3].contains("__workbookQueue(\(deferred[0].id), DispatchQueue.main).async {"), String(lines[3]))
        XCTAssertTrue(lines[5].contains("__workbookQueue(\(deferred[1].id), DispatchQueue.main).asyncAfter(deadline:"), String(lines[5]))
        XCTAssertFalse(lines[4].contains("__workbookQueue"), String(lines[4]))
    }
}

/// Values the search's build records without changing anything: what a `switch` was given, what
/// an `as?` cast was given.
final class WhatIfProbeTests: XCTestCase {
    func testASwitchSubjectAndACastOperandAreRecordedWhereTheCodeRan() {
        let source = """
        import UIKit
        class C: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch segue.identifier {
                case "A"?: (segue.destination as? ResultViewController)?.value = 1
                default: break
                }
                let never = sender as? UIButton
            }
        }

        """
        let schema = WhatIfSchema.make(paths: ["A.swift"], contents: [source]) { _, line, _ in [4, 5].contains(line) ? 1 : 0 }
        XCTAssertEqual(schema.probes.map { "\($0.id) \($0.kind) \($0.line) \($0.text)" }, [
            "10001 switchSubject 4 segue.identifier",
            "10002 cast(\"ResultViewController\") 5 segue.destination",
        ])
        let lines = schema.files[0].split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[3].contains("switch __workbookWhatIfValue(10001, segue.identifier) {"), String(lines[3]))
        XCTAssertTrue(lines[4].contains("__workbookWhatIfCast(10002, (__workbookWhatIf("), String(lines[4]))
        XCTAssertTrue(lines[4].contains("{ $0 as? ResultViewController }) as? ResultViewController)?.value = ("), String(lines[4]))
        // Line 8 never ran: nothing recorded there.
        XCTAssertEqual(lines[7].trimmingCharacters(in: .whitespaces), "let never = sender as? UIButton")
        XCTAssertEqual(lines.count, source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}

/// A stored property that holds a copy made once, read where the value it was copied from is read again.
final class WhatIfReadAgainTests: XCTestCase {
    func testACopyMadeOnceIsReadFromWhereItCameFrom() {
        let source = """
        import UIKit
        class VC2: UIViewController {
            let saved = (UIApplication.shared.delegate as? AppDelegate)?.value
            var email = ""
            var count = 0
            override func viewDidLoad() {
                email = field.text ?? ""
            }
            override func viewWillAppear(_ animated: Bool) {
                label.text = saved ?? "-"
                other.text = self.email
                count += 1
                let email = "local"
                print(email, count)
            }
        }

        """
        let schema = WhatIfSchema.make(paths: ["VC2.swift"], contents: [source]) { _, line, _ in (7...14).contains(line) ? 1 : 0 }
        let found = schema.changes.filter { $0.kind == .readAgain }.map { "\($0.line) \($0.before) -> \($0.after)" }
        // `count` is changed outside a method that runs once (no copy); a local `email` is another thing.
        XCTAssertEqual(found, ["10 saved -> (UIApplication.shared.delegate as? AppDelegate)?.value", "11 email -> field.text ?? \"\""])
    }
}

/// A key or identifier is replaced only by a string used as the same kind of name.
final class WhatIfLiteralKindTests: XCTestCase {
    func testASegueIdentifierIsNotReplacedByASceneIdentifierNorATextShownByAKey() {
        let source = """
        import UIKit
        class C: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "ActionSubmt" { x = 1 }
                if label.text == "-" { y = 2 }
                UserDefaults.standard.set(1, forKey: "savedEmail")
            }
        }

        """
        let schema = WhatIfSchema.make(paths: ["A.swift"], contents: [source], identifiers: ["ActionSubmit", "RVC"],
                                       segueIdentifiers: ["ActionSubmit"], storyboardIdentifiers: ["RVC"]) { _, line, _ in (4...6).contains(line) ? 1 : 0 }
        let literals = schema.changes.filter { $0.kind == .literalChanged }.map { "\($0.line) \($0.before) -> \($0.after)" }
        XCTAssertEqual(literals, ["4 \"ActionSubmt\" -> \"ActionSubmit\""])
    }

}
